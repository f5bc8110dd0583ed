import Testing
import TripShotGTFS

/// routes.txt colours, whatever the feed wrote.
@Suite struct RouteColorTests {
    @Test func feedSpellingsOfOneColour() {
        #expect(RouteColor(feedText: "F57F25")?.hex == "F57F25")
        #expect(RouteColor(feedText: "f57f25")?.hex == "F57F25")
        #expect(RouteColor(feedText: " #222222  ")?.hex == "222222")
        #expect(RouteColor(feedText: "555")?.hex == "555555")
        #expect(RouteColor(feedText: "F57F25") == RouteColor(red: 245, green: 127, blue: 37))
    }

    @Test func notAColour() {
        for text in [nil, "", "  ", "#", "F57F2", "F57F255", "GGGGGG", "12 456", "#12"] {
            #expect(RouteColor(feedText: text) == nil, "\(String(describing: text))")
        }
    }
}
