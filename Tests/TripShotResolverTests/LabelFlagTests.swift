import Testing
import TripShotParser
@testable import TripShotResolver

/// A feed's own trips column of flags (Transcollines' "exceptional" 0/1) names no trip: a page's
/// list number "1." must not read as its variant. Its names ("21C") still do.
@Suite struct LabelFlagTests {
    @Test(arguments: [("1", true), ("0", true), ("9", true), ("21", false), ("C", false), ("10", false)])
    func aLoneDigitIsAFlag(_ text: String, _ flag: Bool) {
        #expect(TripFinder.isFlag(text) == flag)
    }

    @Test func flagsOfAnExtraColumnAreNoLabelsWhileItsNamesAre() throws {
        var feed = VariantTests.feed(.tripShortName)
        feed.trips[0].shortName = "1"
        feed.extraTripColumns = ["exceptional": ["BR-C": "1", "AR-A": "0"], "branch_code": ["BR-C": "21C", "AR-A": "21A"]]
        let resolver = try feed.resolver()
        let runs = try resolver.runs(boarding: ["H"], alighting: ["L"], window: 25200...25200, on: nil)
        let labels = Dictionary(uniqueKeysWithValues: runs.map { ($0.tripID, Set($0.labels)) })
        // trip_short_name "1" is GTFS's own column: kept (Amtrak's train 1 is named so).
        #expect(labels["BR-C"] == ["1", "21C"])
        #expect(labels["AR-A"] == ["21A"])
    }
}
