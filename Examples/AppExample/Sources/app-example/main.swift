// An app's use of tripshot, end to end: recognised lines (as Vision would give them) + the feed
// database the app ships -> the scheduled trip, its verdicts and its GeoJSON for a map view.
//
// usage: app-example FEED.sqlite   (a database gtfs-load wrote, e.g. from gtfs/go-fixture.zip)
import Foundation
import TripShot
import TripShotRender

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: app-example FEED.sqlite\n".utf8))
    exit(2)
}

do {
    // Open once and keep: the reader holds the feed's stops and routes in memory.
    let reader = try TripReader(databasePath: CommandLine.arguments[1])
    let reading = try reader.read(RecognisedLines.goExample)
    for ride in reading.trip.rides {
        print("\(ride.shownRouteCode) \(ride.shownDeparture)-\(ride.shownArrival): trip \(ride.tripID), \(ride.validation.status.rawValue)")
        // The resolver's findings are values; the renderers' sentences say them in English.
        for detail in ValidationText.sentences(for: ride.validation) { print("  \(detail)") }
    }
    print(reading.trip.allMatch ? "every time matches the schedule" : "some times differ from the schedule")
    let geoJSON = GeoJSONExport.render(reading.trip)
    print("GeoJSON: \(geoJSON.utf8.count) bytes")
} catch {
    // TripShotError's description says what went wrong: the database, the page or the feed.
    FileHandle.standardError.write(Data("app-example: \(error)\n".utf8))
    exit(1)
}
