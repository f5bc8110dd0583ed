import TripShotParser

extension ResolvedTrip {
    /// The calendar day the trip starts on: the service day, or a later day when the first ride is
    /// scheduled past 24:00 (a departure at 24:10 on Monday's service leaves on Tuesday). A first
    /// ride with no scheduled trip has no scheduled time to go by: the service day.
    ///
    /// Every face that prints the trip's date takes it from here, so they cannot disagree.
    public var departureDate: ShownDate {
        guard let first = rides.first, first.validation.status != .noSuchTrip else { return serviceDate }
        return serviceDate.adding(days: max(0, first.scheduledDeparture / 86400))
    }

    /// The rides in order, without the walks between them.
    public var rides: [ResolvedRide] {
        legs.compactMap { if case .ride(let ride) = $0 { ride } else { nil } }
    }
}

extension ResolvedWalk {
    /// True when the transfer stays at one stop: the same stop, no distance, or two stops of one
    /// name (platforms of one station). A rider changes there rather than walks somewhere.
    public var isChangeAtStop: Bool {
        from.stopID == to.stopID || distanceMeters == 0 || from.name == to.name
    }
}
