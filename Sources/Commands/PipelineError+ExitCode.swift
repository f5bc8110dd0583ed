import CommandLineSupport
import Itinerary
import OCR
import Resolver
import TripModel
import TripShotPipeline

/// The documented exit code of each way the chain can fail (the README's table): 80-89 reading the
/// screenshot, 90-99 parsing its layout, 100-109 resolving it against the feed.
extension PipelineError {
    public var exitCode: ExitCode {
        switch self {
        case .screenshot(let error, _): return error.exitCode
        case .pageTextJSON: return .shotBadJSON
        case .itinerary(let error): return error.exitCode
        case .resolve(let error): return error.exitCode
        case .decode(let error): return error.exitCode
        }
    }
}

extension OCRError {
    public var exitCode: ExitCode {
        switch self {
        case .empty: return .shotEmpty
        case .notAnImage: return .shotNotAnImage
        case .corrupt: return .shotCorrupt
        case .tooSmall: return .shotTooSmall
        case .tooLarge: return .shotTooLarge
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
