import SQLiteDB

/// Every route of the feed, read once, and the rules that turn a code printed on a page ("MI",
/// "21C", "Local", "11") into routes: the short name; a variant of it ("21C" of route 21, named in
/// GO's trips by headsign or `route_variant`); else, for feeds whose short names are empty, the
/// long name or the route_id.
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

    init(database: Database, schema: FeedSchema) throws {
        let color = schema.column("routes", "route_color")
        let textColor = schema.column("routes", "route_text_color")
        let shortName = schema.column("routes", "route_short_name")
        let longName = schema.column("routes", "route_long_name")
        let statement = try database.prepare(
            "SELECT route_id, \(shortName), \(longName), route_type, \(color), \(textColor) FROM routes")
        try statement.forEachRow { row in
            routes.append(
                RouteInfo(
                    routeID: row.text(0), shortName: row.text(1).trimmed, longName: row.text(2).trimmed,
                    routeType: row.int(3), color: Self.hexColor(row.optionalText(4)),
                    textColor: Self.hexColor(row.optionalText(5))))
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

    /// routes.txt colours as six hex digits, whatever the feed wrote (" #222222  ", "555", "").
    static func hexColor(_ raw: String?) -> String? {
        guard var text = raw?.trimmed, !text.isEmpty else { return nil }
        if text.hasPrefix("#") { text.removeFirst() }
        guard text.allSatisfy(\.isHexDigit) else { return nil }
        if text.count == 3 { text = text.map { "\($0)\($0)" }.joined() }
        guard text.count == 6 else { return nil }
        return text.uppercased()
    }
}
