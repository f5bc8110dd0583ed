import Foundation

/// `--video-script FILE.json`: what the video shows and for how long. Format in docs/commands/import-video.md:
///
///     {"title": {"text": "To Union", "seconds": 2}, "overview": 2, "hold": 2,
///      "steps": [1, {"step": 2, "hold": 3, "caption": "The express"}], "end": {"seconds": 2}}
///
/// Every key is optional; without a script (or a key) the default cut applies: a 2 s title card
/// with the trip's origin and destination, the whole trip for 2 s, every step held 2 s, and a 2 s
/// end card with the arrival instruction. A card or the overview with 0 seconds is left out.
public struct EditList: Sendable, Equatable {
    public struct Card: Sendable, Equatable {
        /// nil: the default text (the trip's origin and destination, or its arrival).
        public var text: String?
        public var seconds: Double
    }

    public struct Step: Sendable, Equatable {
        /// 1-based, as GO mode counts ("2 / 5").
        public var number: Int
        public var hold: Double?
        public var caption: String?
    }

    public var title = Card(text: nil, seconds: 2)
    public var overview: Double = 2
    public var overviewCaption: String?
    /// The hold of a step that names none.
    public var hold: Double = 2
    /// nil: every step of the trip, in order.
    public var steps: [Step]?
    public var end = Card(text: nil, seconds: 2)

    /// The default cut.
    public init() {}

    /// Longest card, overview or hold: a typo such as 200 for 2.00 should not make a half-hour video.
    static let maxSeconds: Double = 600

    /// Reads an edit list; errors name `file` and the place in it.
    public init(contentsOf file: String) throws(VideoError) {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw .badScript("\(file): cannot read the edit list")
        }
        try self.init(json: data, name: file)
    }

    public init(json: Data, name: String) throws(VideoError) {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed])
        } catch {
            throw .badScript("\(name): not JSON (\((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "syntax error"))")
        }
        let reader = Reader(name: name)
        let top = try reader.object(root, at: "", keys: ["title", "overview", "hold", "steps", "end"])
        if let value = top["title"] { title = try reader.card(value, at: "title", default: title) }
        if let value = top["end"] { end = try reader.card(value, at: "end", default: end) }
        if let value = top["hold"] { hold = try reader.seconds(value, at: "hold") }
        if let value = top["overview"] {
            if value is [String: Any] {
                let fields = try reader.object(value, at: "overview", keys: ["seconds", "caption"])
                if let s = fields["seconds"] { overview = try reader.seconds(s, at: "overview.seconds") }
                if let c = fields["caption"] { overviewCaption = try reader.text(c, at: "overview.caption") }
            } else {
                overview = try reader.seconds(value, at: "overview")
            }
        }
        if let value = top["steps"] {
            guard let list = value as? [Any] else { throw reader.error("steps", "must be a list of steps") }
            steps = try list.enumerated().map { (index, item) throws(VideoError) -> Step in
                let place = "steps[\(index)]"
                if item is [String: Any] {
                    let fields = try reader.object(item, at: place, keys: ["step", "hold", "caption"])
                    guard let number = fields["step"] else { throw reader.error(place, "needs \"step\", the step's number") }
                    return Step(
                        number: try reader.stepNumber(number, at: place + ".step"),
                        hold: try fields["hold"].map { v throws(VideoError) in try reader.seconds(v, at: place + ".hold") },
                        caption: try fields["caption"].map { v throws(VideoError) in try reader.text(v, at: place + ".caption") })
                }
                return Step(number: try reader.stepNumber(item, at: place), hold: nil, caption: nil)
            }
        }
        scriptName = name
    }

    /// The file the list came from, for errors found once the trip is known.
    var scriptName: String?

    /// Checks the step numbers against the trip's steps.
    func checked(stepCount: Int) throws(VideoError) {
        for (index, step) in (steps ?? []).enumerated() where step.number > stepCount {
            throw .badScript(
                "\(scriptName ?? "edit list"): steps[\(index)]: there is no step \(step.number); the trip has \(stepCount) steps")
        }
    }

    /// Reads values, naming the file and the place in it on error.
    struct Reader {
        var name: String

        func error(_ place: String, _ problem: String) -> VideoError {
            .badScript(place.isEmpty ? "\(name): \(problem)" : "\(name): \(place): \(problem)")
        }

        /// JSON's true and false also arrive as NSNumber; they are not seconds or step numbers.
        static func isBoolean(_ number: NSNumber) -> Bool { String(cString: number.objCType) == "c" }

        func object(_ value: Any, at place: String, keys: [String]) throws(VideoError) -> [String: Any] {
            guard let object = value as? [String: Any] else { throw error(place, "must be an object") }
            if let unknown = object.keys.sorted().first(where: { !keys.contains($0) }) {
                throw error(place, "unknown key \"\(unknown)\" (known: \(keys.joined(separator: ", ")))")
            }
            return object
        }

        func seconds(_ value: Any, at place: String) throws(VideoError) -> Double {
            guard let number = value as? NSNumber, !Self.isBoolean(number) else {
                throw error(place, "must be a number of seconds")
            }
            let seconds = number.doubleValue
            guard seconds.isFinite, seconds >= 0, seconds <= EditList.maxSeconds else {
                throw error(place, "must be between 0 and \(Int(EditList.maxSeconds)) seconds, not \(seconds)")
            }
            return seconds
        }

        func text(_ value: Any, at place: String) throws(VideoError) -> String {
            guard let text = value as? String else { throw error(place, "must be a string") }
            return text
        }

        func stepNumber(_ value: Any, at place: String) throws(VideoError) -> Int {
            guard let number = value as? NSNumber, !Self.isBoolean(number),
                let whole = Int(exactly: number.doubleValue), whole >= 1
            else { throw error(place, "a step is a whole number from 1 (as GO mode counts them)") }
            return whole
        }

        func card(_ value: Any, at place: String, default card: Card) throws(VideoError) -> Card {
            let fields = try object(value, at: place, keys: ["text", "seconds"])
            var result = card
            if let t = fields["text"] { result.text = try text(t, at: place + ".text") }
            if let s = fields["seconds"] { result.seconds = try seconds(s, at: place + ".seconds") }
            return result
        }
    }
}
