import Foundation

/// A VTIMEZONE for an IANA zone, from the system's zone data: one STANDARD or DAYLIGHT observance
/// per offset change in the years around the trip (explicit onsets, no RRULE), so that a calendar
/// without the zone's rules still places the events, and those that know "America/Toronto" by
/// name (Google, Apple, Outlook) match it by its TZID.
enum ICSTimeZone {
    static func component(_ zone: TimeZone, around date: Date) -> [String] {
        var lines = ["BEGIN:VTIMEZONE", "TZID:\(zone.identifier)"]
        let start = date.addingTimeInterval(-400 * 86400), end = date.addingTimeInterval(400 * 86400)
        var transitions: [Date] = []
        var cursor = start
        while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next < end, transitions.count < 8 {
            transitions.append(next)
            cursor = next
        }
        if transitions.isEmpty {
            let offset = zone.secondsFromGMT(for: date)
            lines += [
                "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:\(self.offset(offset))",
                "TZOFFSETTO:\(self.offset(offset))", "TZNAME:\(zone.abbreviation(for: date) ?? zone.identifier)",
                "END:STANDARD",
            ]
        }
        for transition in transitions {
            let before = zone.secondsFromGMT(for: transition.addingTimeInterval(-1))
            let after = zone.secondsFromGMT(for: transition)
            let kind = zone.isDaylightSavingTime(for: transition) ? "DAYLIGHT" : "STANDARD"
            // The onset is written in the local time of the offset it replaces (RFC 5545 3.6.5).
            lines += [
                "BEGIN:\(kind)", "DTSTART:\(ICSDate.local(transition, offset: before))",
                "TZOFFSETFROM:\(offset(before))", "TZOFFSETTO:\(offset(after))",
                "TZNAME:\(zone.abbreviation(for: transition) ?? zone.identifier)", "END:\(kind)",
            ]
        }
        lines.append("END:VTIMEZONE")
        return lines
    }

    /// "-0500", "+0530".
    static func offset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        return sign + ICSDate.pad(minutes / 60) + ICSDate.pad(minutes % 60)
    }
}

/// Date-time values: local ("20250320T182500", with a TZID) and UTC ("...Z").
enum ICSDate {
    static func local(_ date: Date, offset: Int) -> String {
        utc(date.addingTimeInterval(TimeInterval(offset)), suffix: "")
    }

    static func utc(_ date: Date, suffix: String = "Z") -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return "\(c.year!)\(pad(c.month!))\(pad(c.day!))T\(pad(c.hour!))\(pad(c.minute!))\(pad(c.second!))\(suffix)"
    }

    static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
