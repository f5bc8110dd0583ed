import TripShotPlannerDecoder

extension ErrorResponse {
    /// Another planner's page the feed could not decode into one trip: the rider's page is at fault
    /// (422) unless the feed failed (500).
    init(_ error: DecodeError, message: String) {
        switch error {
        case .notOneTrip: self.init(status: 422, code: "not_one_trip", message: message)
        case .ambiguous(let first, let second):
            self.init(status: 422, code: "ambiguous_trip", message: message, chains: [first, second])
        case .noTripExplains: self.init(status: 422, code: "no_trip_explains", message: message)
        // Answered as the resolver's own feed failures are (`ErrorResponse.init(_:)`): no SQL to the client.
        case .feed: self.init(status: 500, code: "feed_failed", message: "the feed database could not be read; the server's log says why")
        }
    }
}
