import CommandLineSupport
import TripShotPlannerDecoder

extension DecodeError {
    /// The documented exit code of each way another planner's page fails to decode into one trip.
    public var exitCode: ExitCode {
        switch self {
        case .notOneTrip: return .decodeNotOneTrip
        case .ambiguous: return .decodeAmbiguous
        case .noTripExplains: return .decodeNoTrip
        case .feed(let error): return error.exitCode
        }
    }
}
