import Foundation
import TestSupport
import Testing
import TripShot
import TripShotOCR
import TripShotPageText
import TripShotParser
import TripShotTrip

/// The CI sample of the generated corpus (Tests/Fixtures/corpus, made by
/// `tools/corpus/make-corpus --seed 3`: real trips of the eight committed feeds drawn with random render
/// options), through the real chain: Tesseract reads the image, the layout parser makes the legs,
/// the resolver matches them against the committed feed loaded by the real importer.
///
/// Per screenshot: the parse, with the feed deciding the spelling of what the page cannot settle
/// (the chain's itinerary, as `tripshot import` shows it), is exact (as `tools/reports/parse-report`
/// compares: leg kinds, route code, headsign, names, times, stops-between count, date, duration),
/// and every ride resolves to an
/// acceptable trip with the right boarding, alighting and between stops. The screenshots that fail
/// today are listed once, in `KnownCorpusFailures`, and run as known issues: the suite stays green,
/// and one that starts passing fails as "known issue was not recorded" until it leaves the list.
@Suite struct CorpusScreenshotTests {
    static let folder = "Tests/Fixtures/corpus"
    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.path(folder))) ?? []
        return files.filter { $0.hasSuffix(".json") && $0 != "MANIFEST.json" }.map { String($0.dropLast(5)) }.sorted()
    }()

    @Test func theSampleIsThere() {
        #expect(Self.names.count >= 40)
        for name in KnownCorpusFailures.byName.keys {
            #expect(Self.names.contains(name), "KnownCorpusFailures lists \(name), which is not in the sample")
        }
    }

    @Test(arguments: names) func readsAndResolves(_ name: String) throws {
        if let known = KnownCorpusFailures.byName[name] {
            withKnownIssue("\(known.failureClass): \(known.detail)") {
                try Self.check(name)
            }
        } else {
            try Self.check(name)
        }
    }

    /// The same ground truth resolved without OCR or parser (a perfect reading): tells a reading
    /// failure above from a resolver or ground-truth one.
    @Test(arguments: names) func groundTruthResolves(_ name: String) throws {
        let truth = try ScreenTruth.load(Fixtures.path("\(Self.folder)/\(name).json"))
        Self.expectResolved(try Self.chain(truth).trip(from: truth.itinerary, date: nil).trip, truth)
    }

    /// Tesseract reads the image; the chain (`TripChain`) takes its lines to the trip in the feed the
    /// truth names.
    static func check(_ name: String) throws {
        let truth = try ScreenTruth.load(Fixtures.path("\(folder)/\(name).json"))
        let image = try imagePath(name)
        let page = try TextRecognizer().read(imageAt: image)
        let reading = try chain(truth).trip(from: page, date: nil)
        expectExactParse(reading.itinerary, truth)
        expectResolved(reading.trip, truth)
    }

    static func chain(_ truth: ScreenTruth) throws -> TripChain {
        TripChain(feeds: [try SharedFeed(databasePath: FeedDatabases.shared.path(for: truth.feedPath))], today: truth.today)
    }

    /// The screenshot beside its truth in `folder`, PNG or JPEG.
    static func imagePath(_ name: String, in folder: String = CorpusScreenshotTests.folder) throws -> String {
        for ext in ["png", "jpg"] {
            let path = Fixtures.path("\(folder)/\(name).\(ext)")
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        throw ScreenTruth.ScreenTruthError.missing(name)
    }

    static func expectExactParse(_ parsed: Itinerary, _ truth: ScreenTruth) {
        let name = truth.name
        #expect(parsed.date?.value == truth.itinerary.date?.value, "\(name): date")
        #expect(parsed.durationMinutes?.value == truth.shownDurationMinutes, "\(name): duration")
        #expect(parsed.legs.map(kind) == truth.itinerary.legs.map(kind), "\(name): legs")
        for (number, (got, want)) in zip(parsed.rides, truth.itinerary.rides).enumerated() {
            let ride = "\(name) ride \(number + 1)"
            #expect(got.routeCode.value == want.routeCode.value, "\(ride): route code")
            #expect(got.headsign?.value == want.headsign?.value, "\(ride): headsign")
            #expect(got.from.value == want.from.value, "\(ride): from")
            #expect(got.to.value == want.to.value, "\(ride): to")
            #expect(got.departure?.value == want.departure?.value, "\(ride): departure")
            #expect(got.arrival?.value == want.arrival?.value, "\(ride): arrival")
            // A page draws no "Show N Stops in Between" line for 0.
            #expect((got.stopsBetween?.value ?? 0) == (want.stopsBetween?.value ?? 0), "\(ride): stops between")
        }
    }

    static func expectResolved(_ trip: ResolvedTrip, _ truth: ScreenTruth) {
        let rides = trip.legs.compactMap { if case .ride(let ride) = $0 { ride } else { nil } }
        #expect(rides.count == truth.rides.count, "\(truth.name): rides")
        for (number, (ride, want)) in zip(rides, truth.rides).enumerated() {
            let label = "\(truth.name) ride \(number + 1)"
            guard want.acceptableTripIDs.contains(ride.tripID) else {
                Issue.record("\(label): trip \(ride.tripID) is not one of \(want.acceptableTripIDs)")
                continue
            }
            let ends = want.alternativeStops[ride.tripID] ?? [want.fromStopID, want.toStopID]
            #expect([ride.from.stopID, ride.to.stopID] == ends, "\(label): boarding and alighting stops")
            if ride.tripID == want.tripID {
                #expect(ride.between.map(\.stopID) == want.betweenStopIDs, "\(label): stops between")
            } else {
                #expect(ride.between.count == want.betweenStopIDs.count, "\(label): stops between")
            }
        }
    }

    private static func kind(_ leg: Leg) -> String {
        if case .ride = leg { "ride" } else { "walk" }
    }
}
