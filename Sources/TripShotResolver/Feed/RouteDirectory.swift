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
    }

    func route(_ id: String) -> RouteInfo? { routes.first { $0.routeID == id } }

    /// The routes a page's code may mean, best fit first; only the best kind of fit is kept, so
    /// "21" never drags in "21C"'s look-alikes when route 21 exists.
    func routes(forCode code: String) -> [Match] {
        let wanted = Self.codeKey(code)
        guard !wanted.isEmpty else { return [] }
        var matches: [Match] = []
        for route in routes {
            let short = Self.codeKey(route.shortName)
            if !short.isEmpty, short == wanted {
                matches.append(Match(route: route, fit: .shortName))
            } else if !route.longName.isEmpty, Self.codeKey(route.longName) == wanted {
                matches.append(Match(route: route, fit: .longName))
            } else if Self.codeKey(route.routeID) == wanted {
                matches.append(Match(route: route, fit: .routeID))
            } else if !short.isEmpty, wanted.hasPrefix(short), wanted.count - short.count <= 2,
                wanted.dropFirst(short.count).allSatisfy(\.isLetter), short.last?.isNumber == true
            {
                matches.append(Match(route: route, fit: .variant))
            } else if !short.isEmpty, Self.lookAlike(short) == Self.lookAlike(wanted) {
                matches.append(Match(route: route, fit: .lookAlike))
            }
        }
        guard let best = matches.map(\.fit).min() else { return [] }
        return matches.filter { $0.fit == best }
    }

    /// Case, spacing and punctuation do not matter in a route code.
    static func codeKey(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// Whether a feed's text names the code `key` (a `codeKey`): as the whole text, as one of its
    /// words, or as two adjacent words ("21 C - Square One"), spaces inside a code being no part of it.
    static func text(_ text: String, names key: String) -> Bool {
        if codeKey(text) == key { return true }
        let words = text.split { !$0.isLetter && !$0.isNumber }.map { codeKey(String($0)) }
        if words.contains(key) { return true }
        return zip(words, words.dropFirst()).contains { $0 + $1 == key }
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
