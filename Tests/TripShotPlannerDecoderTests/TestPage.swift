import TestSupport
import TripShotPageText
import TripShotParser
import TripShotResolver

/// A page as recognised lines, written row by row as a planner draws it: each row a list of
/// (text, left edge) at one height, 40 px tall; words are estimated from the line's width.
struct TestPage {
    var rows: [[(String, Int)]]
    var width = 1080

    init(_ rows: [[(String, Int)]]) { self.rows = rows }

    var page: PageText {
        var lines: [PageText.Line] = []
        for (index, row) in rows.enumerated() {
            for (text, x) in row {
                lines.append(PageText.Line(text: text, box: Box(x: x, y: 100 + index * 70, width: 20 * text.count, height: 40)))
            }
        }
        return PageText(width: width, height: 200 + rows.count * 70, lines: lines)
    }
}

enum TestFeeds {
    static let go = "gtfs/go-fixture.zip"
    /// A today before every fixture feed's first day: an undated page counted from it takes the
    /// first day its trip runs, and a test does not depend on the clock.
    static let beforeEveryFeed = ShownDate(year: 2000, month: 1, day: 1)

    static func resolver(_ relative: String) throws -> Resolver {
        try Resolver(path: FeedDatabases.shared.path(for: Fixtures.path(relative)))
    }
}
