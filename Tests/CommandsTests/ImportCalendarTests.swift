import CommandLineSupport
import Foundation
import TestSupport
import Testing

/// `tripshot import SHOT --ics FILE`, read back by an independent reader: Python's icalendar
/// (Debian python3-icalendar, run by Debian's /usr/bin/python3).
@Suite struct ImportCalendarTests {
    /// The reader's view of the file: one JSON object per event.
    static let reader = """
        import json, sys, icalendar
        cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
        zones = [str(c['TZID']) for c in cal.walk('VTIMEZONE')]
        events = []
        for e in cal.walk('VEVENT'):
            start, end = e.decoded('DTSTART'), e.decoded('DTEND')
            events.append({
                'uid': str(e['UID']), 'summary': str(e['SUMMARY']), 'location': str(e['LOCATION']),
                'description': str(e['DESCRIPTION']), 'geo': [e['GEO'].latitude, e['GEO'].longitude],
                'start': start.isoformat(), 'end': end.isoformat(),
                'start_utc': start.timestamp(), 'tzid': e['DTSTART'].params.get('TZID')})
        print(json.dumps({'zones': zones, 'events': events}))
        """

    func export(_ directory: TemporaryDirectory, _ name: String) throws -> [String: Any] {
        let path = directory.path(name)
        let capture = ImportCapture()
        let status = capture.tripshot(
            ["import", ImportRealtimeTests.shot, "--db", try ImportFeeds.database(ImportFeeds.go), "--ics", path])
        #expect(status == 0, "\(capture.err)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", Self.reader, path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func oneEventPerRideInTheAgencysZone() throws {
        let directory = try TemporaryDirectory()
        let calendar = try export(directory, "trip.ics")
        #expect(calendar["zones"] as? [String] == ["America/Toronto"])
        let events = try #require(calendar["events"] as? [[String: Any]])
        #expect(events.count == 2)
        let train = events[0], bus = events[1]
        #expect(train["summary"] as? String == "MI Milton GO train: Union Station -> Erindale GO")
        #expect(train["location"] as? String == "Union Station")
        #expect(train["tzid"] as? String == "America/Toronto")
        #expect(train["start"] as? String == "2025-03-17T18:25:00-04:00")
        #expect(train["end"] as? String == "2025-03-17T18:59:00-04:00")
        #expect(train["start_utc"] as? Double == 1_742_250_300)
        let description = try #require(train["description"] as? String)
        #expect(description.contains("3 stops before Erindale GO: Kipling GO, Dixie GO, Cooksville GO"))
        #expect(description.contains("GO Transit, trip 20250317-MI-2745"))
        #expect(description.contains("Times checked: the screenshot's 18:25 and 18:59 are the scheduled times."))
        #expect(bus["summary"] as? String == "21 Union Station bus: Erindale GO Bus -> Square One")
        #expect(bus["start"] as? String == "2025-03-17T19:20:00-04:00")
        // The walk between is told in the bus's description, not an event of its own.
        #expect((bus["description"] as? String)?.hasPrefix("Walk ") == true)
        #expect((bus["description"] as? String)?.contains("from Erindale GO to Erindale GO Bus (about 2 min).\nWait 19 min at Erindale GO Bus.") == true)
        let geo = try #require(train["geo"] as? [Double])
        #expect(abs(geo[0] - 43.645) < 0.01 && abs(geo[1] + 79.38) < 0.01)
    }

    @Test func uidsAreStableAcrossExports() throws {
        let directory = try TemporaryDirectory()
        let first = try export(directory, "a.ics")["events"] as? [[String: Any]]
        let second = try export(directory, "b.ics")["events"] as? [[String: Any]]
        let uids = first?.compactMap { $0["uid"] as? String }
        #expect(uids?.count == 2)
        #expect(Set(uids ?? []).count == 2)
        #expect(uids == second?.compactMap { $0["uid"] as? String })
    }

    @Test func anUnwritableCalendarIs125() throws {
        let capture = ImportCapture()
        let status = capture.tripshot(
            ["import", ImportRealtimeTests.shot, "--db", try ImportFeeds.database(ImportFeeds.go), "--ics", "/nonexistent/dir/trip.ics"])
        #expect(status == ExitCode.calendarWriteFailed.rawValue)
        #expect(capture.err.contains("cannot write the calendar /nonexistent/dir/trip.ics"))
        #expect(capture.out.contains("Union Station → Square One"))
    }
}
