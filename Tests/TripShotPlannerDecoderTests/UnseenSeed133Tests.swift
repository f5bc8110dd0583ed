import TestSupport
import Testing
import TripShotPageEvidence
import TripShotParser
import TripShotPlannerDecoder
import TripShotResolver

/// Rules read from the rides seed 133 lost (unseen, 71 of 76): a time's own word beside a wrap
/// (c133_amtrak_compact_es_crop_001 "14:50 h" over "Sacramento", c133_bart_compact_de_005 "23:28"
/// over "Uhr El Cerrito Plaza"), a name word without its accent (c133_cdmx_steps_pt_chat_003
/// "Hojalateria"), and a whole run wrapped onto the next row read through one slip
/// (c133_amtrak_compact_en_photo_004 "Harrisburg: Trenton Amtrak" over "Staton 18:08").
@Suite struct UnseenSeed133Tests {
    /// Route 21 leaves Cooksville GO Bus at 23:54 on 18 March 2025 and reaches Square One at 00:05,
    /// on two runs (21821 "21C - Square One", 21951 "21 - Milton GO"): whether the page is read as
    /// that ride, either run or the two as a tie (the code "21" printed beside it may name 21951's
    /// variant), or as no ride at all.
    static func decodesToSquareOne(_ first: String, _ second: String) throws -> Bool {
        let decoder = PlannerDecoder(resolver: try TestFeeds.resolver(TestFeeds.go))
        let page = TestPage([[("18/03/2025", 31)], [(first, 53)], [(second, 44)]]).page
        switch Result(catching: { () throws(DecodeError) in try decoder.decode(page) }) {
        case .success(let decoded):
            guard let ride = decoded.itinerary.rides.last else { return false }
            return decoded.tripIDs.allSatisfy { $0 == "20250318-21-21821" || $0 == "20250318-21-21951" }
                && ride.to.value == "Square One" && ride.arrival?.value == ClockTime(hour: 0, minute: 5)
        case .failure(.ambiguous(let one, let other)):
            let both = one.description + other.description
            return both.contains("20250318-21-21821") && both.contains("20250318-21-21951") && both.contains("00:05 Square One")
        case .failure(.noTripExplains): return false
        case .failure(let error): throw error
        }
    }

    @Test func aTimesOwnWordOnEitherSideOfTheWrap() throws {
        #expect(try Self.decodesToSquareOne("21 23:54 Cooksville GO Bus > 00:05 h", "Square One"))
        #expect(try Self.decodesToSquareOne("21 23:54 Cooksville GO Bus > 00:05", "Uhr Square One"))
        #expect(try Self.decodesToSquareOne("21 23:54 Cooksville GO Bus > 00:05 hrs", "Square One"))
        // Another word after the time, or before the name, is no time's: the wrap is not the time's.
        #expect(try !Self.decodesToSquareOne("21 23:54 Cooksville GO Bus > 00:05 Gleis", "Square One"))
        #expect(try !Self.decodesToSquareOne("21 23:54 Cooksville GO Bus > 00:05", "Platz Square One"))
    }

    static let cdmx = SmallFeed(
        stops: [
            .init(id: "P", name: "Avenida Del Peñón - Oceanía", lat: 19.40, lon: -99.10),
            .init(id: "T", name: "Avenida Del Trabajo - Hojalatería", lat: 19.41, lon: -99.10),
            .init(id: "X", name: "Avenida del Trabajo", lat: 19.42, lon: -99.10),
        ],
        routes: [("R18", "18")],
        trips: [.init(id: "T18", route: "R18", calls: [("P", "06:22"), ("T", "06:34")])])

    @Test func aNameWordIsComparedWithoutItsAccents() throws {
        #expect(Resolver.nameWordKey("Hojalateria") == Resolver.nameWordKey("Hojalatería"))
        #expect(Resolver.nameWordKey("Peñon") == Resolver.nameWordKey("PEÑÓN"))
        let resolver = try Resolver(path: Self.cdmx.databasePath())
        #expect(try resolver.isNameWord("Hojalateria") && resolver.isNameWord("Hojalatería") && resolver.isNameWord("Penon"))
        #expect(try !resolver.isNameWord("Hojalaterio"))
    }

    /// The alighting name wrapped under its step, its last word without the accent.
    @Test func aWrappedNameEndingInAWordWithoutItsAccent() throws {
        let page = TestPage([
            [("Mi, 06.02.2019", 14)],
            [("5. Inicio: Avenida Del Peñón - Oceania", 14), ("06:22", 900)],
            [("7. Desembarque em Avenida Del Trabajo -", 14), ("06:34", 900)],
            [("Hojalateria", 54)],
        ]).page
        let decoded = try PlannerDecoder(resolver: try Resolver(path: Self.cdmx.databasePath())).decode(page)
        #expect(decoded.tripIDs == ["T18"])
        #expect(decoded.itinerary.rides.last?.to.value == "Avenida Del Trabajo - Hojalatería")
    }

    static let amtrak = SmallFeed(
        stops: [
            .init(id: "T", name: "Trenton Amtrak Station", lat: 40.2, lon: -74.7),
            .init(id: "L", name: "Lancaster", lat: 40.0, lon: -76.3),
            .init(id: "H", name: "Harrisburg", lat: 40.3, lon: -76.9),
        ],
        routes: [("KS", "Keystone Service")],
        trips: [.init(id: "K669", route: "KS", calls: [("T", "18:08"), ("L", "20:07"), ("H", "20:45")])])

    static func decodeKeystone(_ first: String, _ second: String) throws -> [String] {
        let page = TestPage([[("Mon, 2 Jun 2025", 14)], [(first, 14)], [(second, 14)]]).page
        let decoder = PlannerDecoder(resolver: try Resolver(path: Self.amtrak.databasePath()))
        let result = Result(catching: { () throws(DecodeError) in try decoder.decode(page, today: ShownDate(year: 2025, month: 6, day: 1)) })
        switch result {
        case .success(let decoded): return decoded.tripIDs
        case .failure(.noTripExplains): return []
        case .failure(let error): throw error
        }
    }

    @Test func aWholeRunWrappedOntoTheNextRowIsWhole() {
        func whole(_ rows: [[(String, Int)]]) -> Bool? {
            PageEvidence(TestPage(rows).page).nameSpans.first { $0.text == "Trenton Amtrak Staton" }?.isWhole
        }
        #expect(whole([[("Keystone Service to Harrisburg: Trenton Amtrak", 14)], [("Staton 18:08 to Lancaster", 14)]]) == true)
        // Without the colon, or with more words after it on the next line, it is a cut.
        #expect(whole([[("Keystone Service to Harrisburg Trenton Amtrak", 14)], [("Staton 18:08 to Lancaster", 14)]]) == false)
        #expect(whole([[("Keystone Service to Harrisburg: Trenton Amtrak", 14)], [("Staton Gleis 18:08 to Lancaster", 14)]]) == false)
    }

    /// "Staton" for "Station": the whole wrapped run is read through that one slip and keeps the
    /// time of the row it ends on, beside the cut "Trenton Amtrak" that its first row ends with.
    @Test func aWholeWrappedRunIsReadThroughOneSlip() throws {
        #expect(try Self.decodeKeystone("Keystone Service to Harrisburg: Trenton Amtrak", "Staton 18:08 to Lancaster 20:07") == ["K669"])
        #expect(try Self.decodeKeystone("Keystone Service to Harrisburg: Trenton Amtrak", "Stxtxn 18:08 to Lancaster 20:07") == [])
    }
}
