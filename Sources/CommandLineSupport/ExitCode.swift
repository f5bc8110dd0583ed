/// A process exit status. Every code a command can return is listed here, so docs/formats/exit-codes.md and
/// the code cannot drift apart. Ranges: 64-79 sysexits-style general codes and the importer,
/// 80-89 screenshot reading (OCR), 90-99 layout parsing, 100-109 resolving against the feed,
/// 110-119 recording a video, 120-129 realtime data and the calendar export.
public struct ExitCode: RawRepresentable, Hashable, Sendable, Error {
    public var rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
    public init(_ rawValue: Int32) { self.rawValue = rawValue }

    public static let success = ExitCode(0)
    /// The command ran, and its answer is "no" (e.g. `tripshot validate`: a time does not match).
    public static let failure = ExitCode(1)
    /// Bad command line (EX_USAGE).
    public static let usage = ExitCode(64)
    /// The input's content is wrong (EX_DATAERR): a bad feed row, a broken zip.
    public static let dataError = ExitCode(65)
    /// The input does not exist or cannot be read (EX_NOINPUT).
    public static let noInput = ExitCode(66)
    /// A bug: an invariant did not hold (EX_SOFTWARE).
    public static let internalError = ExitCode(70)
    /// Writing the output failed (EX_IOERR).
    public static let ioError = ExitCode(74)
    /// gtfs-load --strict: the feed parsed, but rows name stops, trips, routes, services or
    /// shapes that do not exist.
    public static let brokenReferences = ExitCode(67)
    /// gtfs-load: the feed's zip expands to more than the limit (`--max-expansion`): a zip bomb,
    /// or a feed to load with a higher limit.
    public static let feedExpansionTooLarge = ExitCode(75)
    /// tripshot serve: a connection limit or deadline option is out of its range, or the limit
    /// per address exceeds the total (the message names the option and its range).
    public static let serveBadLimit = ExitCode(72)
    /// gtfs-load URL: the download failed (connection, DNS, TLS, an HTTP error status).
    public static let downloadFailed = ExitCode(77)
    /// gtfs-load URL: the feed is larger than --max-bytes; the download was cut there.
    public static let downloadTooLarge = ExitCode(78)
    /// gtfs-load URL: the server did not answer in time or the transfer stalled.
    public static let downloadTimedOut = ExitCode(79)

    // 80-89: reading the screenshot (tripshot ocr, and every command taking a SHOT).
    /// The screenshot file or standard input holds no bytes.
    public static let shotEmpty = ExitCode(80)
    /// The screenshot is not an image in a format leptonica reads (nor recognised-lines JSON).
    public static let shotNotAnImage = ExitCode(81)
    /// The image's format is known but it is truncated or corrupt.
    public static let shotCorrupt = ExitCode(82)
    /// The image is too small to hold readable text.
    public static let shotTooSmall = ExitCode(83)
    /// The image has more pixels than the limit (refused from its header: decompression bombs).
    public static let shotTooLarge = ExitCode(84)
    /// The image was read but no text was found on it.
    public static let shotNoText = ExitCode(85)
    /// The screenshot file is missing, a directory, or unreadable.
    public static let shotUnreadable = ExitCode(86)
    /// Tesseract's language data (e.g. Latin.traineddata) was not found.
    public static let ocrLanguageDataMissing = ExitCode(87)
    /// A recognised-lines JSON file does not match the PageText format.
    public static let shotBadJSON = ExitCode(88)
    /// Tesseract failed for another reason.
    public static let ocrEngineFailed = ExitCode(89)

    // 90-99: reading the itinerary's layout (tripshot parse, and every command that parses a SHOT).
    /// The page holds no itinerary: no "Depart:"/"Arrive:" label anywhere.
    public static let parseNoItinerary = ExitCode(90)
    /// A "Depart:" has no "Arrive:" after it.
    public static let parseDepartWithoutArrive = ExitCode(91)
    /// An "Arrive:" has no "Depart:" before it.
    public static let parseArriveWithoutDepart = ExitCode(92)
    /// A "Depart:"/"Arrive:" label has no readable time under it.
    public static let parseMissingTime = ExitCode(93)
    /// A "Depart:"/"Arrive:" label has no stop name beside it.
    public static let parseMissingStopName = ExitCode(94)
    /// A ride has no route line ("CODE - Destination") between its Depart and its Arrive.
    public static let parseMissingRouteLine = ExitCode(95)
    /// Another planner's page, decoded with the feed, is not one trip: no stop of the feed named, a
    /// departure board or a timetable of several trips (the message says what it showed).
    public static let decodeNotOneTrip = ExitCode(96)

    // 100-109: resolving against the feed (tripshot import, validate).
    /// `--db PATH` names no file.
    public static let resolveNoDatabase = ExitCode(100)
    /// The database is not one gtfs-load wrote (another tool's SQLite file, or not SQLite at all).
    public static let resolveNotTripshotDatabase = ExitCode(101)
    /// No `--db`, and the bundled GO feed (gtfs/go-fixture.zip) cannot be found.
    public static let resolveNoBundledFeed = ExitCode(102)
    /// No `--db`, and the bundled GO feed could not be loaded into the cache database.
    public static let resolveCacheFailed = ExitCode(103)
    /// A stop name on the page matches no stop of the feed (the message names the closest ones).
    public static let resolveUnknownStop = ExitCode(104)
    /// The page parsed, but shows no ride to resolve.
    public static let resolveNoRides = ExitCode(105)
    /// Reading the feed database failed (SQLite error).
    public static let resolveDatabaseFailed = ExitCode(106)
    /// One time of a ride did not read, and no run of its route fits the other.
    public static let resolveUnreadTime = ExitCode(107)
    /// Two trips of the feed explain another planner's page equally well (the message names both).
    public static let decodeAmbiguous = ExitCode(108)
    /// No trip of the feed calls at the page's stop names at its times.
    public static let decodeNoTrip = ExitCode(109)

    // 110-119: recording GO mode as a video (tripshot import --video).
    /// ffmpeg is not on PATH (Debian package ffmpeg).
    public static let videoNoFFmpeg = ExitCode(110)
    /// Chromium is not on PATH (Debian package chromium).
    public static let videoNoBrowser = ExitCode(111)
    /// The --video-script edit list is not valid (the message names the place in it).
    public static let videoBadScript = ExitCode(112)
    /// Chromium failed while the page was recorded.
    public static let videoBrowserFailed = ExitCode(113)
    /// ffmpeg failed while encoding.
    public static let videoEncoderFailed = ExitCode(114)

    // 120-129: realtime data and the calendar (tripshot import --realtime, --ics). The static trip
    // is still printed before these are returned.
    /// A --realtime file cannot be read, or its URL cannot be fetched.
    public static let realtimeUnreadable = ExitCode(120)
    /// A --realtime source is empty, truncated or not protocol buffers.
    public static let realtimeNotAFeed = ExitCode(121)
    /// A --realtime source decodes as protocol buffers but is not a GTFS-Realtime FeedMessage.
    public static let realtimeWrongMessage = ExitCode(122)
    /// A --realtime feed names no trip, route or stop of the feed database: another agency's.
    public static let realtimeOtherAgency = ExitCode(123)
    /// A --realtime feed's timestamp is in the future (beyond a minute of clock skew).
    public static let realtimeFromFuture = ExitCode(124)
    /// --ics FILE could not be written.
    public static let calendarWriteFailed = ExitCode(125)
    /// Several --realtime sources failed, for different reasons (each printed with its own code).
    public static let realtimeSeveralFailures = ExitCode(126)
}
