import TripShotPageText

/// Everything a page shows that may be a trip's data, read from its recognised lines whatever the
/// planner or the language, every item with the box it was read from and the row it stands in:
/// clock times, dates, stop counts, durations, route lines, walks, and the runs of words that may
/// name a stop. What is a stop, a route or a trip is not decided here: `PlannerDecoder` asks the
/// feed.
public struct PageEvidence: Sendable {
    public var lines: [PageText.Line]
    public var rows: [Row]
    /// Every word, in reading order.
    public var tokens: [Token]
    public var times: [TimeMark]
    public var dates: [DateMark]
    public var counts: [CountMark]
    public var durations: [DurationMark]
    public var routeLines: [RouteLine]
    public var walks: [WalkMark]
    public var nameSpans: [NameSpan]
    /// Four digits that may be a time whose separator OCR lost ("1929"), in reading order: not
    /// among `times`; the decoder tries them only when the page's times explain no trip
    /// (`TimeReader.separatorLost`).
    public var separatorLostTimes: [TimeMark]

    public init(_ page: PageText) {
        lines = page.lines.filter { $0.text.contains { !$0.isWhitespace } }
        rows = PageTokens.rows(of: lines)
        tokens = PageTokens.tokens(of: lines, rows: rows)
        let read = TimeReader.marks(in: tokens)
        times = read.marks
        dates = DateReader.marks(in: tokens)
        separatorLostTimes = TimeReader.separatorLost(in: tokens, used: read.used, dates: dates)
        // A date's and a time's tokens are neither counts nor names.
        var used = read.used
        for (index, token) in tokens.enumerated() where DateReader.numeric(token.key) != nil { used.insert(index) }
        let counted = CountReader.marks(in: tokens, skipping: used)
        counts = counted.counts
        durations = counted.durations + read.durations
        walks = counted.walks
        routeLines = RouteLineReader.lines(in: tokens, skipping: used)
        nameSpans = NameSpanReader.spans(in: tokens, skipping: used)
    }

    /// Whether `page` shows a clock time, as `PageEvidence(page).times` reads them, without
    /// reading the rest (dates, counts, names): the chain asks it before decoding a page, which
    /// then reads everything.
    public static func showsClockTimes(_ page: PageText) -> Bool {
        let lines = page.lines.filter { $0.text.contains { !$0.isWhitespace } }
        let tokens = PageTokens.tokens(of: lines, rows: PageTokens.rows(of: lines))
        return !TimeReader.marks(in: tokens).marks.isEmpty
    }

    /// The page with `lost` (its `separatorLostTimes`, all by default) taken as times, in reading
    /// order among the others.
    public func withSeparatorLostTimes(_ lost: [TimeMark]? = nil) -> PageEvidence {
        var widened = self
        widened.times = (times + (lost ?? separatorLostTimes)).sorted { $0.order < $1.order }
        widened.separatorLostTimes = []
        return widened
    }

    /// The page's dates in the order a trip's date is looked for: beside a travel or validity label
    /// first, unlabelled next, an e-mail header's own date last (page order within each).
    public var datesTravelFirst: [DateMark] {
        dates.filter { $0.label == .travel } + dates.filter { $0.label == nil } + dates.filter { $0.label == .mail }
            + dates.filter { $0.label == .sent }
    }

    /// Whether the page's labels are English (which writes a numeric date month first).
    public var hasEnglishLabels: Bool {
        tokens.contains { LabelWords.english.contains($0.key) }
    }

    /// A few words on what the page holds, for messages: "34 lines, 9 times, 1 date".
    public var summary: String {
        "\(lines.count) text lines, \(times.count) clock times, \(dates.count) dates"
    }
}
