import CommandLineSupport
import TripShot
import TripShotPageText
import TripShotParser
import TripShotResolver

/// The documented exit code of each way the chain can fail (docs/formats/exit-codes.md): 80-89 reading the
/// screenshot, 90-99 parsing its layout, 100-109 opening the feed and resolving against it.
extension TripShotError {
    public var exitCode: ExitCode {
        switch self {
        case .screenshot(let error, _): return error.exitCode
        case .linesJSON: return .shotBadJSON
        case .itinerary(let error): return error.exitCode
        case .feed(let error):
            if case .notATripshotDatabase = error.kind { return .resolveNotTripshotDatabase }
            return .resolveDatabaseFailed
        case .resolve(let error): return error.exitCode
        case .decode(let error): return error.exitCode
        }
    }
}

/// A command's face on the chain: runs `step` with its warnings printed as `tool`'s as they come;
/// a failure is printed and becomes its exit code, which `TripshotCommand` returns as the status.
/// With `json`, an ambiguity is also written to standard output as fields (`AmbiguityJSON`).
func chainStep<T>(
    console: Console, tool: String, json: Bool = false, _ step: (_ warn: (String) -> Void) throws(TripShotError) -> T
) throws(ExitCode) -> T {
    do {
        return try step { console.warning($0, tool: tool) }
    } catch {
        console.error(error.message, tool: tool)
        if json, let text = AmbiguityJSON.text(for: error) { console.print(text) }
        throw error.exitCode
    }
}

extension OCRError {
    public var exitCode: ExitCode {
        switch self {
        case .empty: return .shotEmpty
        case .notAnImage: return .shotNotAnImage
        case .corrupt: return .shotCorrupt
        case .tooSmall: return .shotTooSmall
        case .tooLarge, .tooManyBytes: return .shotTooLarge
        case .noText: return .shotNoText
        case .unreadable: return .shotUnreadable
        case .missingLanguageData, .unusableLanguageData: return .ocrLanguageDataMissing
        // The commands never ask a read to stop; were one stopped, the engine did not finish it.
        case .engineFailed, .stopped: return .ocrEngineFailed
        }
    }
}

extension ParseError {
    /// The documented exit code (90-95) of each way a page can fail to be an itinerary.
    public var exitCode: ExitCode {
        switch self {
        case .noItinerary: return .parseNoItinerary
        case .departWithoutArrive: return .parseDepartWithoutArrive
        case .arriveWithoutDepart: return .parseArriveWithoutDepart
        case .missingTime: return .parseMissingTime
        case .missingStopName: return .parseMissingStopName
        case .missingRouteLine: return .parseMissingRouteLine
        }
    }
}

extension ResolveError {
    public var exitCode: ExitCode {
        switch kind {
        case .unknownStop: return .resolveUnknownStop
        case .noRides: return .resolveNoRides
        case .notATripshotDatabase: return .resolveNotTripshotDatabase
        case .database: return .resolveDatabaseFailed
        case .unreadTime: return .resolveUnreadTime
        }
    }
}
