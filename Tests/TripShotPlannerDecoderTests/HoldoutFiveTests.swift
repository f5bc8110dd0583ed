import TestSupport
import Testing
import TripShotPageEvidence
import TripShotPlannerDecoder
import TripShotResolver
import TripShotParser
import TripShotStopNames
import TripShotTrip

/// Rules read from the fifth set of hand-drawn pages (docs/measurements/2026-12-03-holdout-pages-6.md):
/// words a name cuts short, and the details line a compact result prints under its one row.
@Suite struct HoldoutFiveTests {
    /// A truncated word keeps its word's first letters and a full stop marks it: it stands for one
    /// word starting with them, whichever side cut it; a name of cut words only, a longer name,
    /// or letters that are not the word's start are no match.
    @Test func wordsCutShort() {
        #expect(Abbreviations.sameWordsCut("Bratislava hl.st.", "Bratislava hlavná stanica"))
        #expect(Abbreviations.sameWordsCut("Bánovce nad Ondavou", "Bánovce n.Ondavou"))
        #expect(Abbreviations.sameWordsCut("Av. Paulista", "Avenida Paulista"))
        #expect(!Abbreviations.sameWordsCut("Bratislava hl st", "Bratislava hlavná stanica"))
        #expect(!Abbreviations.sameWordsCut("Bratislava hl.st.", "Bratislava hlavná stanica nákladná"))
        #expect(!Abbreviations.sameWordsCut("St.", "Street"))
        #expect(!Abbreviations.sameWordsCut("Dr. Silva", "Doutor Silva"))
        #expect(!Abbreviations.sameWordsCut("Bratislava hl.st.", "Bratislava hl.st."))
    }

    static func railway() throws -> Resolver {
        let feed = SmallFeed(
            stops: [
                .init(id: "BA", name: "Bratislava hlavná stanica", lat: 48.158, lon: 17.106),
                .init(id: "BV", name: "Bratislava-Vinohrady", lat: 48.180, lon: 17.140),
                .init(id: "ZA", name: "Žilina", lat: 49.226, lon: 18.740),
            ],
            routes: [("R607", "")],
            trips: [.init(id: "T607", route: "R607", headsign: "Košice", calls: [("BA", "06:27"), ("BV", "06:32"), ("ZA", "08:30")])])
        return try Resolver(path: feed.databasePath())
    }

    /// A chat message's "Bratislava hl.st. 06:27, du är i Žilina 08:30" (holdout-pages-5/sv_zssk_chat)
    /// boards at the feed's "Bratislava hlavná stanica"; written without the full stops the same
    /// letters are words of their own, and no stop is named.
    @Test(arguments: [("Bratislava hl.st. 06:27, du är i Žilina 08:30.", true), ("Bratislava hl st 06:27, du är i Žilina 08:30.", false)])
    func aNameWithCutWordsNamesTheStop(_ line: String, _ named: Bool) throws {
        let page = TestPage([[("fredag 14.03.2025", 40)], [(line, 40)]]).page
        let decoder = PlannerDecoder(resolver: try Self.railway())
        if named {
            #expect(try decoder.decode(page).tripIDs == ["T607"])
        } else {
            #expect(throws: DecodeError.self) { try decoder.decode(page) }
        }
    }

    static func twins() throws -> Resolver {
        // One train in the feed twice (holdout-pages-5/sk_zssk_os, ŽSR's Os 5122): ending at Nitra,
        // and running on through it to Bratislava; the same times at both stops.
        let feed = SmallFeed(
            stops: [.init(id: "V", name: "Veľký Kýr", lat: 48.18, lon: 18.16), .init(id: "N", name: "Nitra", lat: 48.30, lon: 18.09),
                    .init(id: "B", name: "Bratislava-Nové Mesto", lat: 48.16, lon: 17.13)],
            routes: [("R1", ""), ("R2", "")],
            trips: [
                .init(id: "ToNitra", route: "R1", headsign: "Nitra", calls: [("V", "15:31"), ("N", "15:49")]),
                .init(id: "Through", route: "R2", headsign: "Bratislava-Nové Mesto", calls: [("V", "15:31"), ("N", "15:49"), ("B", "17:20")]),
            ])
        return try Resolver(path: feed.databasePath())
    }

    /// A compact result: the times on one row, the stops on the next, the train's direction on a
    /// line below them. That line, with no time of its own, is the ride's: its headsign tells the
    /// twins apart. One row further down (a time between) it is another result's, and the twins
    /// stay equal.
    @Test(arguments: [(false, true), (true, false)])
    func theDetailsLineUnderACompactRowIsTheRides(_ rowBetween: Bool, _ chosen: Bool) throws {
        let between: [[(String, Int)]] = rowBetween ? [[("16:27", 40), ("16:45", 500)]] : []
        let page = TestPage(
            [[("piatok 14.03.2025", 40)], [("15:31", 40), ("18 min", 280), ("15:49", 500)],
             [("Odchod: Veľký Kýr", 40), ("Príchod: Nitra", 500)]] + between + [[("smer Nitra", 100)]]
        ).page
        let decoder = PlannerDecoder(resolver: try Self.twins())
        if chosen {
            #expect(try decoder.decode(page).tripIDs == ["ToNitra"])
        } else {
            #expect(throws: DecodeError.self) { try decoder.decode(page) }
        }
    }

    /// Czech, Slovak and Swedish dates and counts read as the other languages do.
    @Test func czechSlovakAndSwedishWords() {
        func evidence(_ text: String) -> PageEvidence { PageEvidence(TestPage([[(text, 40)]]).page) }
        #expect(evidence("neděle 16. března 2025").dates.first?.readings == [ShownDate(year: 2025, month: 3, day: 16)])
        #expect(evidence("piatok 14. marca").dates.first?.readings(inYears: 2024...2026) == [ShownDate(year: 2025, month: 3, day: 14)])
        #expect(evidence("smer Nitra · 3 zastávky").counts.map(\.count) == [3])
        #expect(evidence("Os 13510 mot Rajec · 4 hållplatser").counts.map(\.count) == [4])
    }

    static func doubledTrain(withOtherTrip: Bool) throws -> Resolver {
        let calls = [("P", "23:42"), ("L", "24:22"), ("R", "24:40"), ("Z", "25:45")]
        var trips: [SmallFeed.Trip] = [
            .init(id: "Train", route: "R1", headsign: "Praha", calls: calls),
            .init(id: "Coaches", route: "R1", headsign: "Praha", calls: calls + [("X", "26:30")]),
        ]
        if withOtherTrip {
            trips.append(.init(id: "Other", route: "R2", headsign: "Vrútky", calls: [("L", "23:10"), ("R", "23:28")]))
        }
        let feed = SmallFeed(
            stops: [.init(id: "P", name: "Poprad-Tatry", lat: 49.05, lon: 20.29), .init(id: "L", name: "Liptovský Mikuláš", lat: 49.08, lon: 19.61),
                    .init(id: "R", name: "Ružomberok", lat: 49.08, lon: 19.30), .init(id: "Z", name: "Žilina", lat: 49.22, lon: 18.74),
                    .init(id: "X", name: "Čadca", lat: 49.43, lon: 18.79)],
            routes: [("R1", "EN"), ("R2", "Os")], trips: trips)
        return try Resolver(path: feed.databasePath())
    }

    /// A connection's summary and its table of stops (holdout-pages-5/cs_zssk_idos) against a feed
    /// holding the train twice: the double rides between the page's other times too, and is no
    /// other trip of a timetable, so the two are said to tie. A trip of its own at those times
    /// at the page's last two times still makes the page several trips'.
    @Test(arguments: [false, true])
    func aTrainTheFeedHoldsTwiceIsNoTimetable(_ otherTrip: Bool) throws {
        let page = TestPage([
            [("Poprad-Tatry > Žilina ne 16.3.2025 odjezd 23:42 příjezd 1:45", 40)], [("EN 442 Slovakia", 40), ("směr Praha", 300)],
            [("odjezd", 40), ("23:42", 200), ("Poprad-Tatry", 340)], [("0:22", 200), ("Liptovský Mikuláš", 340)],
            [("0:40", 200), ("Ružomberok", 340)], [("příjezd", 40), ("1:45", 200), ("Žilina", 340)],
            [("Os", 40), ("23:10", 200), ("Liptovský Mikuláš", 340)], [("23:28", 200), ("Ružomberok", 340)],
        ]).page
        do {
            _ = try PlannerDecoder(resolver: try Self.doubledTrain(withOtherTrip: otherTrip)).decode(page)
            Issue.record("decoded")
        } catch let error as DecodeError {
            switch error {
            case .ambiguous: #expect(!otherTrip, "\(error)")
            case .notOneTrip: #expect(otherTrip, "\(error)")
            default: Issue.record("\(error)")
            }
        }
    }
}
