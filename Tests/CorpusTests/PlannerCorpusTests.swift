import Foundation
import TestSupport
import Testing
import TripShot
import TripShotOCR
import TripShotTrip

/// The CI sample of the planner corpus (Tests/Fixtures/planner-corpus, made by `tools/corpus/make-corpus
/// --seed 25 --layouts all --languages all`: GO's page and the other planners' timeline, steps,
/// timetable, compact and e-ticket layouts in six languages, clean or degraded), through the real
/// chain: Tesseract reads the image once, `TripChain` reads it (GO's layout parser, else the feed
/// decoding it) and resolves it in the committed feed loaded into SQLite by the real importer.
///
/// Per page, two checks on the one reading:
/// - never a ride reported as matching the schedule on a trip the truth does not accept (asserted
///   for every page, known failures included: a wrong answer must not look right; the pages where
///   it happens today are listed apart, in `KnownPlannerCorpusFailures.matchOnWrongTrip`);
/// - every ride resolves to an acceptable trip with the right boarding, alighting and between
///   stops, or the page is listed in `KnownPlannerCorpusFailures` with its reason and runs as a
///   known issue (one that starts passing fails as "known issue was not recorded").
@Suite struct PlannerCorpusTests {
    static let folder = "Tests/Fixtures/planner-corpus"
    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.path(folder))) ?? []
        return files.filter { $0.hasSuffix(".json") && $0 != "MANIFEST.json" }.map { String($0.dropLast(5)) }.sorted()
    }()

    @Test func theSampleIsThere() {
        #expect(Self.names.count >= 24)
        for name in Set(KnownPlannerCorpusFailures.byName.keys).union(KnownPlannerCorpusFailures.matchOnWrongTrip.keys) {
            #expect(Self.names.contains(name), "KnownPlannerCorpusFailures lists \(name), which is not in the sample")
        }
    }

    @Test(arguments: names) func readsAndResolves(_ name: String) throws {
        let truth = try ScreenTruth.load(Fixtures.path("\(Self.folder)/\(name).json"))
        let page = try TextRecognizer().read(imageAt: try CorpusScreenshotTests.imagePath(name, in: Self.folder))
        let chain = try CorpusScreenshotTests.chain(truth)
        let reading = Result { () throws(TripShotError) in try chain.trip(from: page, date: nil) }
        if case .success(let read) = reading {
            if let known = KnownPlannerCorpusFailures.matchOnWrongTrip[name] {
                withKnownIssue("a wrong trip reported as matching: \(known)") {
                    Self.expectNoMatchOnWrongTrip(read.trip, truth)
                }
            } else {
                Self.expectNoMatchOnWrongTrip(read.trip, truth)
            }
        }
        if let known = KnownPlannerCorpusFailures.byName[name] {
            withKnownIssue("\(known.failureClass): \(known.detail)") {
                CorpusScreenshotTests.expectResolved(try reading.get().trip, truth)
            }
        } else {
            CorpusScreenshotTests.expectResolved(try reading.get().trip, truth)
        }
    }

    /// A ride the resolver calls a match (every shown time equals the schedule) is on a trip the
    /// truth accepts for that ride; a ride beyond the page's rides is never a match. The drawn ride
    /// compared is the one at its boarding and alighting stops (a lost ride before it does not
    /// shift it, as `tools/reports/accuracy-report` pairs them), else the one at its place. On a page
    /// without a date, where the trip says its day was assumed, the drawn ride's stops at its
    /// scheduled times on that day (another service period's trip id) are that ride.
    static func expectNoMatchOnWrongTrip(_ trip: ResolvedTrip, _ truth: ScreenTruth) {
        let rides = trip.legs.compactMap { if case .ride(let ride) = $0 { ride } else { nil } }
        for (number, ride) in rides.enumerated() where ride.validation.status == .match {
            let ends = [ride.from.stopID, ride.to.stopID]
            let atStops = truth.rides.first { [$0.fromStopID, $0.toStopID] == ends || $0.alternativeStops.values.contains(ends) }
            let want = atStops ?? (number < truth.rides.count ? truth.rides[number] : nil)
            let accepted = want?.acceptableTripIDs ?? []
            if let atStops, [.assumed, .yearAssumed].contains(trip.serviceDateSource),
                (ride.scheduledDeparture, ride.scheduledArrival) == (atStops.departureSeconds, atStops.arrivalSeconds)
            {
                continue
            }
            #expect(
                accepted.contains(ride.tripID),
                "\(truth.name) ride \(number + 1): \(ride.tripID) reported as matching the schedule, not one of \(accepted)")
        }
    }
}
