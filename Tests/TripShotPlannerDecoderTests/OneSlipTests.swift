import TestSupport
import Testing
import TripShotParser
import TripShotPlannerDecoder
import TripShotResolver
import TripShotStopNames

/// A stop's name read through one OCR slip, as a BART e-ticket's chat copy read "19th St Oakkand"
/// (c117_bart_eticket_en_chat_003, seed 117): one letter changed, lost or added is forgiven in a
/// key of `OneSlip.shortestKey` characters or more, never in its digits, never twice.
@Suite struct OneSlipTests {
    static func reads(_ page: String, as name: String) -> Bool {
        OneSlip.reads(page, key: StopNameKey(page), as: name, key: StopNameKey(name))
    }

    @Test func oneLetterInALongEnoughKey() {
        #expect(Self.reads("19th St Oakkand", as: "19th St. Oakland"))  // changed
        #expect(Self.reads("Coliseun", as: "Coliseum"))  // 8 characters: the shortest forgiven
        #expect(!Self.reads("Colseum", as: "Coliseum"))  // lost, but the shorter key is 7
        #expect(Self.reads("Ridgeviw", as: "Ridgeview"))  // lost, the shorter key 8
        #expect(Self.reads("Coliseumm", as: "Coliseum"))  // added
        #expect(!Self.reads("Fremomt", as: "Fremont"))  // 7 characters
        #expect(!Self.reads("Carro", as: "Cairo"))
    }

    @Test func neverADigitNorTwoSlips() {
        #expect(!Self.reads("12th St. Oakland", as: "19th St. Oakland"))
        #expect(!Self.reads("10th Street Plaza", as: "11th Street Plaza"))
        #expect(!Self.reads("5 de Febrero", as: "de Febrero"))
        #expect(!Self.reads("19th St Oakkamd", as: "19th St. Oakland"))
        #expect(!Self.reads("19th St. Oakland", as: "19th St. Oakland"))  // no slip: the likeness names it
    }

    /// Portal Heights 13:02 to Ridgeview 13:04; the page reads "Ridgeviem".
    static func resolver() throws -> Resolver {
        let feed = SmallFeed(
            stops: [
                .init(id: "P", name: "Portal Heights", lat: 45.000, lon: 7), .init(id: "R", name: "Ridgeview", lat: 45.01, lon: 7),
                .init(id: "S", name: "Ridgeside", lat: 45.02, lon: 7),
            ],
            routes: [("RA", "A")],
            trips: [.init(id: "T", route: "RA", calls: [("P", "13:02"), ("R", "13:04"), ("S", "13:09")])])
        return try Resolver(path: feed.databasePath())
    }

    static func decode(_ alighting: String) throws -> PlannerDecoder.Decoded {
        try PlannerDecoder(resolver: try resolver()).decode(
            TestPage([
                [("Valid on: Mon, 2 Jun 2025", 40)], [("Departure 1:02PM Portal Heights", 40)], [("Arrival 1:04PM \(alighting)", 40)],
            ]).page, today: ShownDate(year: 2025, month: 6, day: 1))
    }

    @Test func aRideEndsAtTheNameReadThroughOneSlip() throws {
        let decoded = try Self.decode("Ridgeviem")
        #expect(decoded.tripIDs == ["T"])
        guard case .ride(let ride) = decoded.itinerary.legs.last else { Issue.record("no ride"); return }
        #expect(ride.to.value == "Ridgeview")
    }

    @Test func twoSlipsNameNothing() {
        #expect {
            try Self.decode("Ridqeviem")
        } throws: { error in
            guard case .noTripExplains = error as? DecodeError else { return false }
            return true
        }
    }
}
