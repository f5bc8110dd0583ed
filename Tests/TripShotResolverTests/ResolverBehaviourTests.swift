import Foundation
import TripShotParser
import TripShotResolver
import TripShotSQLite
import Testing
import TestSupport
import TripShotTrip

/// How the resolver picks the service day, reads a GO trip, and fails.
@Suite struct ResolverBehaviourTests {
    func goExample() throws -> (ScreenTruth, Resolver) {
        let truth = try ScreenTruth.named("go_example_mi_21__A_phone3x_light")
        return (truth, try FeedDatabases.shared.resolver(for: truth.feedPath))
    }

    @Test func withoutAnyDateTheFirstDayTheTripRunsIsAssumed() throws {
        let (truth, resolver) = try goExample()
        var undated = truth.itinerary
        undated.date = nil
        let trip = try resolver.resolve(undated)
        #expect(trip.serviceDateSource == .assumed)
        #expect(trip.serviceDate == ShownDate(year: 2025, month: 3, day: 17))
        #expect(trip.allMatch)
    }

    @Test func dateOptionWinsOverThePage() throws {
        let (truth, resolver) = try goExample()
        let trip = try resolver.resolve(truth.itinerary, date: ShownDate(year: 2025, month: 3, day: 18))
        #expect(trip.serviceDateSource == .option)
        #expect(trip.serviceDate == ShownDate(year: 2025, month: 3, day: 18))
    }

    @Test func goExampleIsTheWholeTrip() throws {
        let (truth, resolver) = try goExample()
        let trip = try resolver.resolve(truth.itinerary)
        #expect(trip.totalMinutes == 68)
        guard trip.legs.count == 3, case .ride(let train) = trip.legs[0], case .walk(let walk) = trip.legs[1],
            case .ride(let bus) = trip.legs[2]
        else {
            Issue.record("expected ride, walk, ride: \(trip.legs)")
            return
        }
        #expect(train.mode == .rail)
        #expect(bus.mode == .bus)
        #expect(train.between.map(\.name) == ["Kipling GO", "Dixie GO", "Cooksville GO"])
        // Erindale GO (train) and Erindale GO Bus (bus loop) are different stops; the routes decide.
        #expect(train.to.stopID == "ER")
        #expect(bus.from.stopID == "00189")
        #expect((80...130).contains(walk.distanceMeters))
        #expect(walk.minutes >= 1 && walk.minutes <= 3)
        #expect(walk.source == "geodesic")
        // GO's shapes have no shape_dist_traveled: cut by projecting the stops.
        #expect(train.geometrySource == .shapeProjection)
        #expect(train.geometry.count > 10)
        #expect(train.route.color == "F57F25")
    }

    /// "21C" names a variant of route 21 (GO keeps it in trips.route_variant): it resolves to
    /// route 21, and the trip that runs at the shown times still wins when its variant differs.
    @Test func aVariantCodeResolvesToItsRoute() throws {
        let (truth, resolver) = try goExample()
        var variant = truth.itinerary
        for (index, leg) in variant.legs.enumerated() {
            if case .ride(var ride) = leg, ride.routeCode.value == "21" {
                ride.routeCode.value = "21C"
                variant.legs[index] = .ride(ride)
            }
        }
        let trip = try resolver.resolve(variant)
        guard case .ride(let bus) = trip.legs.last else {
            Issue.record("no bus ride")
            return
        }
        #expect(bus.route.routeID == truth.rides[1].routeID)
        #expect(bus.shownRouteCode == "21C")
        #expect(bus.tripID == truth.rides[1].acceptableTripIDs[0])
        #expect(bus.validation.status == .match)
    }

    @Test func ocrMangledStopNamesStillResolve() throws {
        let (truth, resolver) = try goExample()
        var mangled = truth.itinerary
        for (index, leg) in mangled.legs.enumerated() {
            guard case .ride(var ride) = leg else { continue }
            ride.from.value = ride.from.value.replacingOccurrences(of: " GO", with: "GO").replacingOccurrences(of: "o", with: "0")
            ride.to.value = ride.to.value.uppercased().replacingOccurrences(of: "STATION", with: "Stn")
            mangled.legs[index] = .ride(ride)
        }
        let trip = try resolver.resolve(mangled)
        #expect(trip.allMatch)
    }

    @Test func aStopNameThatMatchesNothingSaysWhichAndTheClosest() throws {
        let (truth, resolver) = try goExample()
        var wrong = truth.itinerary
        // Both names, and an arrival no run makes: the schedule would name stops the page's times
        // pin down (ScheduledStopTests).
        if case .ride(var ride) = wrong.legs[0] {
            ride.from.value = "Zzyzx Qwerty"
            ride.to.value = "Qwxyzzy Plonk"
            ride.arrival = Located(ClockTime(hour: 18, minute: 57), box: nil)
            wrong.legs[0] = .ride(ride)
        }
        let error = #expect(throws: ResolveError.self) { try resolver.resolve(wrong) }
        guard case .unknownStop(let name, _, let closest)? = error?.kind else {
            Issue.record("expected unknownStop, got \(String(describing: error))")
            return
        }
        #expect(name == "Zzyzx Qwerty")
        #expect(closest.count == 3)
    }

    @Test func anItineraryWithoutRidesIsAnError() throws {
        let (_, resolver) = try goExample()
        let error = #expect(throws: ResolveError.self) { try resolver.resolve(Itinerary(legs: [])) }
        #expect(error?.kind == .noRides)
    }

    @Test func aDatabaseFromAnotherToolIsRefused() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("other.sqlite")
        try Database(path: path).execute("CREATE TABLE stops (stop_id TEXT)")
        let error = #expect(throws: ResolveError.self) { try Resolver(path: path) }
        guard case .notATripshotDatabase? = error?.kind else {
            Issue.record("expected notATripshotDatabase, got \(String(describing: error))")
            return
        }
    }

    @Test func aMissingDatabaseIsRefused() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: ResolveError.self) { try Resolver(path: directory.path("none.sqlite")) }
    }
}
