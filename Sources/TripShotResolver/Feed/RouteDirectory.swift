import TripShotFeedDatabase
import TripShotGTFS
import TripShotSQLite
import TripShotStopNames
import TripShotTrip

/// Every route of the feed, read once, and the rules that turn a code printed on a page ("MI",
/// "21C", "Local", "11") into routes: the short name; a variant of it ("21C" of route 21, which
/// the feed may name in a headsign, trip_short_name or any extra column); else, for feeds whose
/// short names are empty, the long name or the route_id.
///
/// Codes compare by `codeKey`, ignoring case, spaces and punctuation: "21 C", "21c" and "21C" are
/// one code, since no feed tells two routes apart by a space inside a code, while OCR and pages
/// space them freely.
struct RouteDirectory {
    enum Fit: Int, Comparable {
        case shortName = 0, longName, routeID, variant, lookAlike
        static func < (a: Fit, b: Fit) -> Bool { a.rawValue < b.rawValue }
    }

    struct Match {
        var route: RouteInfo
        var fit: Fit
    }

    private(set) var routes: [RouteInfo] = []
    /// Per route_id, the route's texts beyond its short name that may name a variant: the long
    /// name and the extra TEXT columns `gtfs-load` kept, non-empty only.
    private(set) var labels: [String: [String]] = [:]

    /// The routes (indexes into `routes`, in order) by each key a code is compared with: the
    /// short name's, the long name's, the route_id's and the short name's look-alike key, computed
    /// once per feed instead of for every route each time a page's code is looked up.
    private var byShortName: [String: [Int]] = [:]
    private var byLongName: [String: [Int]] = [:]
    private var byRouteID: [String: [Int]] = [:]
    private var byLookAlike: [String: [Int]] = [:]
    /// The first route of each route_id.
    private var firstByID: [String: Int] = [:]

    init(database: Database, schema: FeedSchema) throws {
        let color = schema.column("routes", "route_color")
        let textColor = schema.column("routes", "route_text_color")
        let shortName = schema.column("routes", "route_short_name")
        let longName = schema.column("routes", "route_long_name")
        let extras = schema.extraColumns("routes")
        let extraList = extras.map { ", " + Schema.quoted($0) }.joined()
        let statement = try database.prepare(
            "SELECT route_id, \(shortName), \(longName), route_type, \(color), \(textColor)\(extraList) FROM routes")
        try statement.forEachRow { row in
            let texts = ([row.text(2)] + (0..<extras.count).map { row.optionalText(6 + $0) ?? "" }).map(\.trimmed)
            labels[row.text(0)] = texts.filter { !$0.isEmpty }
            routes.append(
                RouteInfo(
                    routeID: row.text(0), shortName: row.text(1).trimmed, longName: row.text(2).trimmed,
                    routeType: row.int(3), color: RouteColor(feedText: row.optionalText(4))?.hex,
                    textColor: RouteColor(feedText: row.optionalText(5))?.hex))
        }
        for (index, route) in routes.enumerated() {
            let short = Self.codeKey(route.shortName)
            if !short.isEmpty {
                byShortName[short, default: []].append(index)
                byLookAlike[Self.lookAlike(short), default: []].append(index)
            }
            if !route.longName.isEmpty { byLongName[Self.codeKey(route.longName), default: []].append(index) }
            byRouteID[Self.codeKey(route.routeID), default: []].append(index)
            if firstByID[route.routeID] == nil { firstByID[route.routeID] = index }
        }
    }

    func route(_ id: String) -> RouteInfo? { firstByID[id].map { routes[$0] } }

    /// The routes a page's code may mean, best fit first; only the best kind of fit is kept, so
    /// "21" never drags in "21C"'s look-alikes when route 21 exists. The kinds are tried best
    /// first through the keys' indexes: the first kind any route has is the best, and every route
    /// with it has it as its own best (it has no better one, or that kind would have been found).
    func routes(forCode code: String) -> [Match] {
        let wanted = Self.codeKey(code)
        guard !wanted.isEmpty else { return [] }
        func matches(_ indexes: [Int], _ fit: Fit) -> [Match] { indexes.map { Match(route: routes[$0], fit: fit) } }
        if let found = byShortName[wanted] { return matches(found, .shortName) }
        if let found = byLongName[wanted] { return matches(found, .longName) }
        if let found = byRouteID[wanted] { return matches(found, .routeID) }
        // A variant: a short name ending in a digit, then one or two letters ("21C" of route 21).
        var variants: [Int] = []
        for letters in 1...2 where wanted.count > letters {
            let short = String(wanted.dropLast(letters))
            guard wanted.suffix(letters).allSatisfy(\.isLetter), short.last?.isNumber == true, let found = byShortName[short] else { continue }
            variants += found
        }
        if !variants.isEmpty { return matches(variants.sorted(), .variant) }
        return byLookAlike[Self.lookAlike(wanted)].map { matches($0, .lookAlike) } ?? []
    }

    /// Case, spacing and punctuation do not matter in a route code.
    static func codeKey(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// Whether a feed's text names the code `key` (a `codeKey`): as the whole text, as one of its
    /// words, or as two adjacent words ("21 C - Square One"), spaces inside a code being no part of it.
    static func text(_ text: String, names key: String) -> Bool { keys(namedBy: text).contains(key) }

    /// Every code key `text` names (`text(_:names:)`): its own, its words', and each two adjacent
    /// words' together. A page's codes are compared with a run's labels many times over: a label's
    /// keys are worked out once and then looked up.
    static func keys(namedBy text: String) -> Set<String> {
        let words = text.split { !$0.isLetter && !$0.isNumber }.map { codeKey(String($0)) }
        var keys = Set(words)
        keys.insert(codeKey(text))
        for (a, b) in zip(words, words.dropFirst()) { keys.insert(a + b) }
        return keys
    }

    /// OCR's 0/O and 1/I/l confusions folded, for a last-resort comparison.
    static func lookAlike(_ key: String) -> String {
        String(key.map { character -> Character in
            switch character {
            case "o": "0"
            case "i", "l": "1"
            default: character
            }
        })
    }
}
