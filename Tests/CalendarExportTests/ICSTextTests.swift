import Foundation
import Testing

@testable import CalendarExport

@Suite struct ICSTextTests {
    @Test func textValuesAreEscaped() {
        #expect(ICSText.escaped("a, b; c\\d\ne") == "a\\, b\\; c\\\\d\\ne")
    }

    @Test func linesFoldAtSeventyFiveOctetsNeverInsideACharacter() {
        let line = "DESCRIPTION:" + String(repeating: "é", count: 40)
        let folded = ICSText.folded(line)
        let parts = folded.components(separatedBy: "\r\n").dropLast()
        #expect(parts.count == 2)
        #expect(parts.allSatisfy { $0.utf8.count <= 75 })
        #expect(parts.dropFirst().allSatisfy { $0.hasPrefix(" ") })
        #expect(parts.first.map { String($0) } .map { $0 + parts.dropFirst().map { String($0.dropFirst()) }.joined() } == line)
        #expect(ICSText.folded(String(repeating: "x", count: 75)) == String(repeating: "x", count: 75) + "\r\n")
        #expect(ICSText.folded(String(repeating: "x", count: 76)).components(separatedBy: "\r\n").count == 3)
    }

    @Test func aZoneWithoutDaylightTimeHasOneStandardObservance() throws {
        let lines = ICSTimeZone.component(try #require(TimeZone(identifier: "Asia/Tokyo")), around: Date(timeIntervalSince1970: 1_742_184_000))
        #expect(lines.contains("TZOFFSETTO:+0900"))
        #expect(lines.filter { $0 == "BEGIN:STANDARD" }.count == 1)
        #expect(!lines.contains("BEGIN:DAYLIGHT"))
    }

    @Test func torontoChangesOnItsRealDates() throws {
        let lines = ICSTimeZone.component(try #require(TimeZone(identifier: "America/Toronto")), around: Date(timeIntervalSince1970: 1_742_184_000))
        // 2025-03-09 02:00 EST -> EDT; 2025-11-02 02:00 EDT -> EST.
        #expect(lines.contains("DTSTART:20250309T020000"))
        #expect(lines.contains("DTSTART:20251102T020000"))
        #expect(lines.contains("TZOFFSETFROM:-0500"))
        #expect(lines.contains("TZOFFSETTO:-0400"))
    }
}
