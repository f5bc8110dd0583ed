import Foundation
import Testing
import TripShotRender

/// `--geojson`: an RFC 7946 FeatureCollection: one LineString per leg, one Point per ride stop.
@Suite struct GeoJSONExportTests {
    @Test func isAFeatureCollectionOfLegsAndStops() throws {
        let text = GeoJSONExport.render(TripRenderFixture.trip)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(json["type"] as? String == "FeatureCollection")
        let features = try #require(json["features"] as? [[String: Any]])
        // 3 legs + 3 train stops + 2 bus stops.
        #expect(features.count == 8)
        for feature in features {
            #expect(feature["type"] as? String == "Feature")
            #expect(feature["properties"] is [String: Any])
            let geometry = try #require(feature["geometry"] as? [String: Any])
            #expect(["LineString", "Point"].contains(geometry["type"] as? String))
        }
        let lines = features.filter { ($0["geometry"] as? [String: Any])?["type"] as? String == "LineString" }
        #expect(lines.compactMap { ($0["properties"] as? [String: Any])?["kind"] as? String } == ["ride", "walk", "ride"])
        let train = try #require(lines.first?["properties"] as? [String: Any])
        #expect(train["color"] as? String == "#F57F25")
        #expect(train["validation"] as? String == "mismatch")
        let points = features.filter { ($0["geometry"] as? [String: Any])?["type"] as? String == "Point" }
        let roles = points.compactMap { ($0["properties"] as? [String: Any])?["role"] as? String }
        #expect(roles == ["board", "pass", "alight", "board", "alight"])
        // RFC 7946: longitude first.
        let union = try #require((points.first?["geometry"] as? [String: Any])?["coordinates"] as? [Double])
        #expect(union == [-79.38, 43.645])
    }
}
