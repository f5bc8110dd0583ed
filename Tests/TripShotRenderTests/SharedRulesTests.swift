import Testing
import TripShotParser
import TripShotRender
import TripShotResolver
import TripShotTrip

/// Every face of a trip (terminal card, HTML card, GO mode) answers each question the same way:
/// which day the trip left, whether a transfer is a change or a walk, what a route's colour is.
@Suite struct SharedRulesTests {
    /// Platforms of one station, 40 m apart: a change, on every face.
    @Test func aTransferBetweenTwoStopsOfOneNameIsAChangeEverywhere() {
        var trip = TripRenderFixture.trip
        let platform = TripRenderFixture.call("ER2", "Erindale GO", lat: 43.5672, lon: -79.6678, sequence: 1, at: nil)
        guard case .walk(let walk) = trip.legs[1] else { Issue.record("no walk"); return }
        trip.legs[1] = .walk(
            ResolvedWalk(from: walk.from, to: platform, distanceMeters: 40, minutes: 2, source: "geodesic", geometry: []))
        #expect(TripCard.render(trip).contains("change at Erindale GO · 2 min"))
        #expect(TripMapHTML.render(trip).contains("<b>Change at Erindale GO</b>"))
        #expect(GoMode.steps(for: trip)[2].instruction == "Change at Erindale GO (2 min)")
    }

    /// A trip whose first ride is scheduled at 24:01 on Monday's service leaves on Tuesday: the HTML
    /// card says so, as the terminal card does.
    @Test func aRideAfterMidnightShowsTheCalendarDayOnEveryCard() {
        var trip = TripRenderFixture.trip
        trip.legs = [trip.legs[2]]
        if case .ride(var bus) = trip.legs[0] {
            bus.scheduledDeparture = 86400 + 60
            bus.shownDeparture = ClockTime(hour: 0, minute: 1)
            trip.legs[0] = .ride(bus)
        }
        #expect(trip.departureDate == ShownDate(year: 2025, month: 3, day: 18))
        #expect(TripCard.render(trip).contains("Tue 2025-03-18"))
        #expect(TripMapHTML.render(trip).contains("Tuesday, March 18, 2025"))
    }

    /// A colour written with '#' (as an app building a RouteInfo might) is the same colour on the
    /// terminal badge as on the map.
    @Test func aRouteColourWithAHashIsReadByTheTerminalCardToo() {
        var trip = TripRenderFixture.trip
        if case .ride(var train) = trip.legs[0] {
            train.route.color = "#F57F25"
            train.route.textColor = "#FFFFFF"
            trip.legs[0] = .ride(train)
        }
        let card = TripCard.render(trip, options: TripCard.Options(color: true))
        #expect(card.contains("\u{1B}[1;48;2;245;127;37m\u{1B}[38;2;255;255;255m MI \u{1B}[0m"))
        #expect(TripMapHTML.render(trip).contains("#F57F25"))
    }
}
