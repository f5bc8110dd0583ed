import TripShotPageText
import TripShotParser
import TripShotPlannerDecoder
import TripShotTrip

/// The one chain from a screenshot to its trip, every step in one place:
///
///     screenshot bytes --(lines JSON, or the injected OCR)--> PageText     page(from:source:readImage:)
///     PageText --(layout parser, or the feed decoding)--> itinerary         read(_:date:warn:)
///     itinerary --(each feed spells, resolves; the best fit wins)--> trip   trip(from:date:warn:)
///
/// Every face calls it and adds only its own: `tripshot import`/`validate`/`parse` print and exit
/// with codes, `serve` answers with HTTP statuses, ``TripReader`` opens a feed by path,
/// `bench-resolve` times it. Every failure is a ``TripShotError`` naming its step.
///
/// The OCR is injected (`ReadImage`): this module links no Tesseract, so an app passes its own
/// engine (Vision) or sends recognised lines, and tripshot's server-side `ScreenshotOCR` passes
/// Tesseract. A chain is a value over shared feeds (``SharedFeed``): one may serve every thread.
///
/// Warnings (a leg that does not add up, ink the OCR skipped inside the itinerary, a name the feed
/// spelled) go to `warn` as each step finds them, so a command prints them in order even when a
/// later step fails; the itinerary returned carries its own in `warnings` and `inconsistencies`.
public struct TripChain: Sendable {
    /// The feeds a screenshot may belong to; empty for a chain that only reads itineraries.
    public let feeds: [SharedFeed]
    /// The day a page that shows no date is counted from (`NearestDay`: the first day from it on
    /// which the trip runs, else the latest before); nil: the system's date where each feed runs
    /// (``SharedFeed/today(at:)``), read at each call, so that a chain kept for days (a server's)
    /// counts from the day it reads on.
    public let today: ShownDate?

    /// Reads an image's bytes into positioned text, or fails with the reason (`OCRError`).
    public typealias ReadImage = ([UInt8]) throws(OCRError) -> PageText

    /// A chain over `feeds`, counting undated pages from `today` (nil: the system's clock).
    public init(feeds: [SharedFeed], today: ShownDate? = nil) {
        self.feeds = feeds
        self.today = today
    }

    /// Screenshot bytes to the trip: every step. `source` names the screenshot in messages.
    public func trip(
        fromScreenshot bytes: [UInt8], source: String, readImage: ReadImage, date: ShownDate?,
        warn: (String) -> Void = { _ in }
    ) throws(TripShotError) -> TripReading {
        try trip(from: Self.page(from: bytes, source: source, readImage: readImage), date: date, warn: warn)
    }

    /// Recognised lines to the trip.
    public func trip(from page: PageText, date: ShownDate?, warn: (String) -> Void = { _ in }) throws(TripShotError)
        -> TripReading
    {
        try trip(from: read(page, date: date, warn: warn), date: date, warn: warn)
    }

    /// Step 1, the screenshot: JSON is decoded as recognised lines (``LinesJSON``), anything else
    /// is an image for `readImage`.
    public static func page(from bytes: [UInt8], source: String, readImage: ReadImage) throws(TripShotError) -> PageText {
        if LinesJSON.looksLikeJSON(bytes) { return try LinesJSON.decode(bytes, source: source) }
        do {
            return try readImage(bytes)
        } catch {
            throw .screenshot(error, source: source)
        }
    }

    /// Step 2, the page's itinerary: the one place that decides which legs a page shows. GO's
    /// "Your Trip" layout when the page is one; otherwise, with feeds, any planner's page that shows
    /// a clock time is decoded with each feed as its grammar (`PlannerDecoder`), the first feed
    /// that explains it deciding; without feeds another layout stays "no itinerary" (the feed
    /// decides). `date` is the day to decode on when the app knows it better than the page
    /// (`--date`). Warns of legs that do not add up and of unread ink among them.
    public func read(_ page: PageText, date: ShownDate? = nil, warn: (String) -> Void = { _ in }) throws(TripShotError)
        -> PageItinerary
    {
        let read: PageItinerary
        do {
            read = PageItinerary(itinerary: try ItineraryParser.parse(page), decodedIn: nil)
        } catch {
            // A page without a single clock time is no planner's itinerary: the layout's answer stands.
            // Read once as evidence for every feed, its times deciding first.
            guard !feeds.isEmpty else { throw .itinerary(error) }
            let evidence = PlannerDecoder.Page(page)
            guard evidence.showsClockTimes else { throw .itinerary(error) }
            let layoutError = error
            if case .noItinerary = layoutError {
                read = try decoded(evidence, date: date)
            } else {
                // GO's labels half found on another planner's page (Italian "Arrivo 05:50" reads as
                // an "Arrive:" with one letter misread): the feed may explain the page all the same;
                // when it does not, the layout's own error says what is wrong with it.
                do throws(TripShotError) {
                    read = try decoded(evidence, date: date)
                } catch {
                    throw .itinerary(layoutError)
                }
            }
        }
        for problem in read.itinerary.warnings + read.itinerary.inconsistencies { warn(problem) }
        for problem in SkippedInkWarnings.messages(for: page, itinerary: read.itinerary) { warn(problem) }
        return read
    }

    /// Step 2 without the feed that decoded it: the itinerary `read(_:date:warn:)` gives.
    public func itinerary(from page: PageText, warn: (String) -> Void = { _ in }) throws(TripShotError) -> Itinerary {
        try read(page, warn: warn).itinerary
    }

    /// Another planner's page decoded by the first feed that explains it; that feed's error when
    /// none does.
    private func decoded(_ page: PlannerDecoder.Page, date: ShownDate?) throws(TripShotError) -> PageItinerary {
        var firstError: TripShotError?
        for feed in feeds {
            do {
                let decoded = try feed.decoded(page, date: date, today: today)
                return PageItinerary(
                    itinerary: decoded.itinerary, decodedIn: feed, unexplained: decoded.unexplained, dateChosen: decoded.dateChosen,
                    yearChosen: decoded.yearChosen)
            } catch {
                firstError = firstError ?? error
            }
        }
        throw firstError!
    }

    /// Step 3, the trip: resolved in the feed it belongs to (``FeedChoice``), its names spelled by
    /// that feed. `date` overrides the page's date (`--date`).
    public func trip(from itinerary: Itinerary, date: ShownDate?, warn: (String) -> Void = { _ in }) throws(TripShotError)
        -> TripReading
    {
        try FeedChoice.resolve(itinerary, in: feeds, date: date, today: today, warn: warn)
    }

    /// Step 3 for what step 2 read: a page another planner drew is resolved in the feed that
    /// decoded it, a GO-layout page in the feed it belongs to.
    public func trip(from read: PageItinerary, date: ShownDate?, warn: (String) -> Void = { _ in }) throws(TripShotError)
        -> TripReading
    {
        var reading = try FeedChoice.resolve(
            read.itinerary, in: read.decodedIn.map { [$0] } ?? feeds, date: date, today: today, warn: warn)
        reading.trip.unexplained = read.unexplained
        // A day the decoder chose for an undated page is assumed, not shown, whatever the resolver
        // was handed (`--date` is an option and stays one); of a day and month shown, the year.
        if read.dateChosen, date == nil { reading.trip.serviceDateSource = read.yearChosen ? .yearAssumed : .assumed }
        return reading
    }

    /// The page's itinerary as `feed` decides it, without resolving a trip (`tripshot parse
    /// --db`): names spelled by the feed, and times and stop counts that did not read given by its
    /// schedule, each change a warning.
    public func itinerary(from page: PageText, decidedBy feed: SharedFeed, warn: (String) -> Void = { _ in })
        throws(TripShotError) -> Itinerary
    {
        let read = try itinerary(from: page, warn: warn)
        let spelled = try feed.spelled(read)
        for note in spelled.warnings where !read.warnings.contains(note) { warn(note) }
        let scheduled = try feed.withUnreadFromSchedule(spelled)
        for note in scheduled.warnings where !spelled.warnings.contains(note) { warn(note) }
        return scheduled
    }
}

/// What step 2 of ``TripChain`` read from a page: the itinerary, and for a page of another planner
/// than GO's, the feed that decoded it (its trip is resolved there).
public struct PageItinerary: Sendable {
    public var itinerary: Itinerary
    /// The feed whose trips explained the page (`PlannerDecoder`); nil for GO's layout.
    public var decodedIn: SharedFeed?
    /// The page's clock times no ride explains (decoded pages only); the resolved trip carries them.
    public var unexplained: [UnexplainedTime] = []
    /// True when the page showed no date its trip runs on and the decoder chose the day.
    public var dateChosen = false
    /// True when the page showed the day and month and the decoder chose only the year.
    public var yearChosen = false
}
