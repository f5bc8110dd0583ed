import Testing
import TripShotPageText
import TripShotParser
import TripShotPlannerDecoder
import TripShotResolver
import TripShotTrip

/// The page's code for a ride against the feed's: "21C" (the GO feed's variant of route 21, its
/// short name "21") names the route and the trip, so it is evidence, never a contradiction. It
/// goes to the resolver as read, as a GO page's code does, and so picks the same trip the decoder
/// did; the trip shows it as read beside the feed's short name. A trip's number is no route code:
/// the feed's code stays, the page's beside it.
@Suite struct RouteCodeShownTests {
    static func page(code: String) -> TestPage {
        TestPage([
            [("17/03/2025", 40)],
            [("05:00", 40), ("Union Station Bus Terminal", 240)],
            [(code, 240)],
            [("05:35", 40), ("Square One", 240)],
        ])
    }

    @Test func aVariantCodeIsTheFeedsCodeWithThePagesReadingBeside() throws {
        let resolver = try TestFeeds.resolver(TestFeeds.go)
        let decoded = try PlannerDecoder(resolver: resolver).decode(Self.page(code: "Bus 21C").page)
        #expect(decoded.tripIDs == ["20250317-21-21381"])
        let ride = try #require(decoded.itinerary.rides.first)
        #expect(ride.routeCode.value == "21C" && ride.routeCode.alternatives.isEmpty && ride.routeCode.box != nil)
        #expect(!decoded.itinerary.warnings.contains { $0.contains("against it") })
        // With the feed's "21" instead, the resolver took 20250317-21-21051 (to Milton), the same
        // times: the page's variant is what tells them apart.
        let trip = try resolver.resolve(decoded.itinerary)
        guard case .ride(let resolved) = trip.legs.first else { Issue.record("no ride"); return }
        #expect(resolved.tripID == "20250317-21-21381" && resolved.validation.status == .match)
        #expect(resolved.shownRouteCode == "21C" && resolved.route.shortName == "21")
    }

    /// The feed's own code shown: nothing beside it.
    @Test func theFeedsOwnCodeHasNoOtherReading() throws {
        let resolver = try TestFeeds.resolver(TestFeeds.go)
        let decoded = try PlannerDecoder(resolver: resolver).decode(Self.page(code: "Bus 21 towards Milton GO").page)
        #expect(decoded.tripIDs == ["20250317-21-21051"])
        let ride = try #require(decoded.itinerary.rides.first)
        #expect(ride.routeCode.value == "21" && ride.routeCode.alternatives.isEmpty && !ride.routeCode.spelledByFeed)
    }

    /// Codes compare without case, spaces or punctuation ("21 c" is "21C"); a branch is one or two
    /// letters after the route's digits, so 21AB is one and 21ABC is not.
    @Test func codesCompareByLettersAndDigits() {
        let box = Box(x: 0, y: 0, width: 1, height: 1)
        #expect(PlannerDecoder.routeCode("21", shown: (text: "21", box: box)) == Located("21", box: box))
        #expect(PlannerDecoder.routeCode("21C", shown: (text: "21 c", box: box)) == Located("21C", box: box))
        #expect(PlannerDecoder.routeCode("21", shown: (text: "21C", box: box)) == Located("21C", box: box))
        #expect(PlannerDecoder.routeCode("21", shown: (text: "21AB", box: box)) == Located("21AB", box: box))
        // Three letters are no branch's; a look-alike or a number is no spelling of the route's code.
        #expect(PlannerDecoder.routeCode("21", shown: (text: "21ABC", box: box)) == Located("21", box: box, alternatives: ["21ABC"], spelledByFeed: true))
        #expect(PlannerDecoder.routeCode("21", shown: (text: "27", box: box)) == Located("21", box: box, alternatives: ["27"], spelledByFeed: true))
        #expect(PlannerDecoder.routeCode("MI", shown: (text: "MIX", box: box)) == Located("MI", box: box, alternatives: ["MIX"], spelledByFeed: true))
        #expect(
            PlannerDecoder.routeCode("MI", shown: (text: "2745", box: box))
                == Located("MI", box: box, alternatives: ["2745"], spelledByFeed: true))
        #expect(PlannerDecoder.routeCode("21", shown: nil) == Located("21", box: nil))
    }
}

/// As c97_amtrak_eticket_pt_photo_001 showed (trip 6339 runs as one trip id to 24 July and
/// another from 25 July): a mail's own date is when it was sent, so where the page labels its
/// travel date the mail's explains no chain; nor where its header shows it is a mail's (an
/// address, a subject). MI 2706 runs at the same times on 17 and 18 March as two trips; the mail
/// was sent on the 18th, the travel date is the 17th.
@Suite struct MailHeaderDateTests {
    static func page(travel: String, mail: Bool = true) -> TestPage {
        TestPage([
            [(mail ? "From: Tickets <noreply@tickets.example>" : "From: Tickets", 40)],
            [("Date: 18/03/2025, 22:38", 40)],
            [(mail ? "Subject: Your booking" : "To: Milton", 40)],
            [("\(travel): 17/03/2025", 40)],
            [("Depart 05:29", 40), ("Milton GO", 300)],
            [("Arrive 06:28", 40), ("Union Station", 300)],
        ])
    }

    @Test func theTravelDateDecidesOverTheMailsOwn() throws {
        let decoded = try PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go)).decode(Self.page(travel: "Travel date").page)
        #expect(decoded.tripIDs == ["20250317-MI-2706"])
        #expect(decoded.itinerary.date?.value == ShownDate(year: 2025, month: 3, day: 17))
    }

    /// Without a travel label, a mail's header date is still not the trip's ("Booked for" is the
    /// day booked, not when); a "Date:" beside "From:" and "To:" alone may be a ticket's own field,
    /// so there both dates are the page's, and the two runs explain it equally.
    @Test func withoutATravelLabelOnlyAMailsDateIsLeftOut() throws {
        let decoder = PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go))
        let mail = try decoder.decode(Self.page(travel: "Booked for").page)
        #expect(mail.tripIDs == ["20250317-MI-2706"] && mail.itinerary.date?.value == ShownDate(year: 2025, month: 3, day: 17))
        #expect {
            try decoder.decode(Self.page(travel: "Booked for", mail: false).page)
        } throws: { error in
            guard case .ambiguous(let first, let second) = error as? DecodeError else { return false }
            let both = first.description + second.description
            return both.contains("20250317-MI-2706") && both.contains("20250318-MI-2706")
        }
    }
}
