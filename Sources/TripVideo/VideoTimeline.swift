/// The video cut into segments, each a whole number of frames, from the edit list and what the page
/// says its steps are. Known before recording starts, so progress can show "frame N of M".
struct VideoTimeline: Equatable {
    enum Shot: Equatable {
        /// A full-frame card with this text.
        case card(String)
        /// The whole trip, with an optional caption.
        case overview(caption: String?)
        /// GO mode's step (0-based), its move played out, then held.
        case step(index: Int, caption: String?)
    }

    struct Segment: Equatable {
        var shot: Shot
        var frames: Int
    }

    /// What the page reports: its title and, per step, the instruction and how long it moves.
    struct PagePlan: Equatable {
        struct Step: Equatable {
            var text: String
            var motionSeconds: Double
        }
        var title: String
        var steps: [Step]
    }

    static let fps = 30

    var segments: [Segment]
    var frames: Int { segments.reduce(0) { $0 + $1.frames } }

    static func frames(_ seconds: Double) -> Int { Int((seconds * Double(fps)).rounded()) }

    init(edit: EditList, page: PagePlan) throws(VideoError) {
        try edit.checked(stepCount: page.steps.count)
        var segments: [Segment] = []
        func add(_ shot: Shot, _ seconds: Double) {
            let count = Self.frames(seconds)
            if count > 0 { segments.append(Segment(shot: shot, frames: count)) }
        }
        add(.card(edit.title.text ?? page.title), edit.title.seconds)
        add(.overview(caption: edit.overviewCaption), edit.overview)
        let steps = edit.steps ?? page.steps.indices.map { EditList.Step(number: $0 + 1, hold: nil, caption: nil) }
        for step in steps {
            let index = step.number - 1
            add(.step(index: index, caption: step.caption), page.steps[index].motionSeconds + (step.hold ?? edit.hold))
        }
        add(.card(edit.end.text ?? page.steps.last?.text ?? page.title), edit.end.seconds)
        self.segments = segments
    }
}
