import TripShotParser
import TripShotTrip

extension ShownDate {
    /// The calendar.txt column for this date's weekday.
    var calendarColumn: String {
        ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"][weekdayIndex]
    }
}
