import TestSupport
import Testing
import TripShotParser
import TripShotResolver
import TripShotTrip

/// A feed naming its stops in one script with translations.txt giving them in another (North
/// Macedonia's railways: "Орешани", "Oreshani"): a page in the rider's language finds the stops,
/// by a translation's record_id or its field_value; without the translations it finds none.
@Suite struct TranslatedStopNameTests {
    static let stops: [SmallFeed.Stop] = [
        .init(id: "ORE", name: "Орешани", lat: 41.9, lon: 21.5),
        .init(id: "VLS1", name: "Велес", lat: 41.7, lon: 21.8),
        .init(id: "VLS2", name: "Велес", lat: 41.7001, lon: 21.8001),
    ]
    static let trips: [SmallFeed.Trip] = [.init(id: "T611", route: "R3", headsign: "Велес", calls: [("ORE", "06:47"), ("VLS2", "07:22")])]

    static func feed(translations: String?) -> SmallFeed {
        SmallFeed(
            stops: stops, routes: [("R3", "3")], trips: trips,
            files: translations.map { ["translations.txt": $0] } ?? [:])
    }

    static let translated = """
        table_name,field_name,language,translation,record_id,record_sub_id,field_value
        stops,stop_name,en,Oreshani,ORE,,
        stops,stop_name,en,Veles,,,Велес
        routes,route_long_name,en,Skopje – Gevgelija,R3,,

        """

    let ride = HandItinerary.ride("3", from: "Oreshani", "06:47", to: "Veles", "07:22")

    func resolve(translations: String?) throws -> ResolvedRide {
        let trip = try Self.feed(translations: translations).resolver().resolve(HandItinerary.trip([.ride(ride)]))
        guard case .ride(let resolved) = trip.legs.first else { throw ResolveError(.noRides) }
        return resolved
    }

    static func namedBySchedule(_ ride: ResolvedRide) -> Bool {
        ride.validation.findings.contains { if case .stopNamedBySchedule = $0 { true } else { false } }
    }

    @Test func aPageInTheTranslationsLanguageFindsTheStops() throws {
        let resolved = try resolve(translations: Self.translated)
        #expect(resolved.tripID == "T611")
        #expect(resolved.validation.status == .match)
        #expect(resolved.stops.first?.stopID == "ORE" && resolved.stops.last?.stopID == "VLS2")
        #expect(!Self.namedBySchedule(resolved))
        // Told back in the page's language: the stops, and the headsign that is a stop's name.
        #expect(resolved.stops.map(\.name) == ["Oreshani", "Veles"])
        #expect(resolved.headsign == "Veles")
    }

    /// A page writing the feed's own names gets them back, translations or not.
    @Test func aPageInTheFeedsOwnLanguageKeepsItsNames() throws {
        let own = HandItinerary.ride("3", from: "Орешани", "06:47", to: "Велес", "07:22")
        let trip = try Self.feed(translations: Self.translated).resolver().resolve(HandItinerary.trip([.ride(own)]))
        guard case .ride(let resolved) = trip.legs.first else { throw ResolveError(.noRides) }
        #expect(resolved.stops.map(\.name) == ["Орешани", "Велес"])
    }

    /// Without the translations the page's names name no stop: only the route's one run at those
    /// times names them (`stopNamedBySchedule`), which a feed with more runs could not.
    @Test func withoutTranslationsOnlyTheScheduleNamesTheStops() throws {
        let resolved = try resolve(translations: nil)
        #expect(Self.namedBySchedule(resolved))
    }
}
