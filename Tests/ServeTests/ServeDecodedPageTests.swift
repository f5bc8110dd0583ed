import Foundation
import TestSupport
import Testing

/// Another planner's page over real HTTP: an ambiguity is a 422 `ambiguous_trip` whose body gives
/// both trip chains as fields.
@Suite(.serialized) struct ServeDecodedPageTests {
    /// Two runs of route 21 leave Union Station Bus Terminal at 05:00 and reach Square One at 05:35.
    static let ambiguous = #"""
        {"width": 1080, "height": 410, "lines": [
          {"text": "17/03/2025", "box": {"x": 40, "y": 100, "width": 200, "height": 40}},
          {"text": "05:00", "box": {"x": 40, "y": 170, "width": 100, "height": 40}},
          {"text": "Union Station Bus Terminal", "box": {"x": 240, "y": 170, "width": 520, "height": 40}},
          {"text": "05:35", "box": {"x": 40, "y": 240, "width": 100, "height": 40}},
          {"text": "Square One", "box": {"x": 240, "y": 240, "width": 200, "height": 40}}]}
        """#

    @Test func anAmbiguityAnswers422WithBothChains() throws {
        try ServeFixtures.withServer { client in
            let answer = try client.post("/api/trips", body: Data(Self.ambiguous.utf8), contentType: "application/json")
            #expect(answer.status == 422)
            let body = try #require(try JSONSerialization.jsonObject(with: Data(answer.text.utf8)) as? [String: Any])
            let error = try #require(body["error"] as? [String: Any])
            #expect(error["code"] as? String == "ambiguous_trip")
            #expect((error["message"] as? String)?.contains("two trips explain this page equally well") == true)
            let chains = try #require(error["chains"] as? [[String: Any]])
            let rides = chains.compactMap { ($0["rides"] as? [[String: Any]])?.first }
            #expect(Set(rides.compactMap { $0["trip_id"] as? String }) == ["20250317-21-21051", "20250317-21-21381"])
            #expect(rides.allSatisfy { ($0["from"] as? [String: Any])?["time"] as? String == "05:00" })
            #expect(rides.allSatisfy { ($0["to"] as? [String: Any])?["name"] as? String == "Square One" })
        }
    }
}
