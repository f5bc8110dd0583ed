import TestSupport
import Testing
import TripShotPageEvidence
import TripShotParser
import TripShotPlannerDecoder
import TripShotResolver

/// The two rides seed 137 lost (unseen, 68 of 70): a Spanish e-ticket's "3:26" with "p. m." whole
/// on the next row (c137_large_eticket_es_chat_004), and a photo's "28 St" read "285t", its space
/// lost and its S read as a 5 (c137_nyc_timeline_de_photo_003). And three headsigns it did not
/// read: one closed by a colon, one after German "Ri.", one wrapped at its dash; and a count wrapped
/// onto a row of its own below a compact line (c137_caltrain_compact_en_004).
@Suite struct UnseenSeed137Tests {
    func times(_ rows: [[(String, Int)]]) -> [ClockTime] { PageEvidence(TestPage(rows).page).times.map(\.time) }

    @Test func aMeridiemWholeOnTheNextRowIsTheTimes() {
        #expect(times([[("Llegada SE Water/OMSI 3:26", 26)], [("p. m.", 26)]]) == [ClockTime(hour: 15, minute: 26)])
        #expect(times([[("Llegada SE Water/OMSI 3:26", 26)], [("a. m.", 26)]]) == [ClockTime(hour: 3, minute: 26)])
        // Not all its line: the next row's words are something else.
        #expect(times([[("Llegada SE Water/OMSI 3:26", 26)], [("p. m. Coche 8", 26)]]) == [ClockTime(hour: 3, minute: 26)])
        #expect(times([[("Llegada SE Water/OMSI 3:26", 26)], [("p. x.", 26)]]) == [ClockTime(hour: 3, minute: 26)])
        // No 12-hour clock shows 18.
        #expect(times([[("Llegada SE Water/OMSI 18:26", 26)], [("p. m.", 26)]]) == [ClockTime(hour: 18, minute: 26)])
    }

    /// 23 St 17:36 to 28 St 17:37; "38 St" is one digit away.
    static let feed = SmallFeed(
        stops: [
            .init(id: "A", name: "23 St", lat: 40.743, lon: -73.993), .init(id: "B", name: "28 St", lat: 40.747, lon: -73.991),
            .init(id: "C", name: "38 St", lat: 40.752, lon: -73.988),
        ],
        routes: [("1", "1")],
        trips: [.init(id: "T", route: "1", calls: [("A", "17:36"), ("B", "17:37"), ("C", "17:39")])])

    static func decode(_ alighting: String) throws -> PlannerDecoder.Decoded {
        try PlannerDecoder(resolver: try Resolver(path: feed.databasePath())).decode(
            TestPage([[("So, 12.01.2025", 14)], [("17:36", 14), ("23 St", 100)], [("17:37", 14), (alighting, 100)]]).page)
    }

    /// The name index folds 0/O and 1/l/I, not S's look-alikes: a run holding one is asked by its
    /// spelling key, which folds only what no reading settles (case, spaces, look-alike glyphs).
    @Test func aStopReadWithAFiveForItsSAndItsSpaceLost() throws {
        let decoded = try Self.decode("285t")
        #expect(decoded.tripIDs == ["T"])
        guard case .ride(let ride) = decoded.itinerary.legs.last else { Issue.record("no ride"); return }
        #expect(ride.to.value == "28 St")
        #expect(try Self.decode("28 $t").tripIDs == ["T"])
    }

    @Test func aDigitNoLookAlikeNamesNothing() {
        // "6" is no look-alike of an S, nor "2" of a t.
        for reading in ["286t", "28 6t", "2852"] {
            #expect {
                try Self.decode(reading)
            } throws: { error in
                guard case .noTripExplains = error as? DecodeError else { return false }
                return true
            }
        }
    }

    // MARK: headsigns

    func routeLines(_ rows: [[(String, Int)]]) -> [RouteLine] { PageEvidence(TestPage(rows).page).routeLines }

    /// c137_amtrak_compact_pt_004: "ROUTE sentido HEADSIGN: FROM", the colon closing the headsign;
    /// the whole rest stays a longer reading for the feed.
    @Test func aColonClosesTheHeadsign() {
        let line = routeLines([[("Northeast Regional sentido Norfolk: Kingston Amtrak", 40)], [("Station 10:22 > Philadelphia 15:24", 40)]])
            .first
        #expect(line?.headsign == "Norfolk:")
        #expect(line?.longerHeadsigns == ["Norfolk: Kingston Amtrak"])
        #expect(routeLines([[("Northeast Regional sentido Norfolk Kingston", 40)]]).first?.headsign == "Norfolk Kingston")
    }

    /// c137_caltrain_timetable_de_chat_001: "Local Ri. SAN FRANCISCO STATION"; "Ri" without its
    /// stop is no direction word.
    @Test func germanRiIsRichtung() {
        #expect(routeLines([[("Local Ri. SAN FRANCISCO STATION", 40)]]).first?.headsign == "SAN FRANCISCO STATION")
        #expect(routeLines([[("Shuttle Ri.", 40)], [("DIRIDON STATION", 60)]]).first?.headsign == "DIRIDON STATION")
        #expect(routeLines([[("Local Ri SAN FRANCISCO STATION", 40)]]).isEmpty)
    }

    /// c137_cdmx_timeline_de_004: "113-B Ri. Col. Navidad ( las piedras) -" over "Metro Tacubaya", a
    /// headsign wrapped at its dash: it reads on through the dash into the next row; not into a row
    /// holding a time.
    @Test func aHeadsignWrappedAtItsDash() {
        let rows: [[(String, Int)]] = [[("113-B Ri. Col. Navidad ( las piedras) -", 40)], [("Metro Tacubaya", 40)]]
        #expect(routeLines(rows).first?.longerHeadsigns == [
            "Col. Navidad ( las piedras)", "Col. Navidad ( las piedras) - Metro Tacubaya",
        ])
        #expect(routeLines([rows[0], [("Metro Tacubaya 08:40", 40)]]).first?.longerHeadsigns == ["Col. Navidad ( las piedras)"])
    }

    // MARK: a count alone below

    /// Baby Bullet 322 from 22nd St 8:02 past two stops to Menlo Park 8:38.
    static func compact(_ below: String) throws -> Int? {
        let feed = SmallFeed(
            stops: [
                .init(id: "A", name: "22nd St Caltrain", lat: 37.75, lon: -122.39), .init(id: "B", name: "Millbrae Caltrain", lat: 37.60, lon: -122.38),
                .init(id: "C", name: "Hillsdale Caltrain", lat: 37.53, lon: -122.30), .init(id: "D", name: "Menlo Park Caltrain", lat: 37.45, lon: -122.18),
            ],
            routes: [("BB", "Baby Bullet")],
            trips: [.init(id: "322", route: "BB", calls: [("A", "08:02"), ("B", "08:15"), ("C", "08:25"), ("D", "08:38")])])
        let decoded = try PlannerDecoder(resolver: try Resolver(path: feed.databasePath())).decode(
            TestPage([
                [("Wed 6/4/2025", 40)], [("Baby Bullet to DIRIDON STATION: 22nd St", 40)],
                [("Caltrain 8:02 a.m. - Menlo Park Caltrain 8:38 a.m.", 40)], [(below, 40)],
            ]).page)
        return decoded.itinerary.rides.first?.stopsBetween?.value
    }

    /// A row below the alighting row holding a count and nothing else is the ride's line wrapped.
    @Test func aCountAloneOnTheRowBelowIsTheRides() throws {
        #expect(try Self.compact("(3 stops)") == 2)
        #expect(try Self.compact("(3 stops) Coach 6") == nil)
    }
}
