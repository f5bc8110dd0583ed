import FeedImporter
import Foundation
import TestSupport
import TripShotFeedDatabase
import TripShotSQLite

/// A small valid feed written by the test into its own directory, with some files replaced or
/// added: each class of broken feed is made here from a few lines, not copied from elsewhere.
struct MadeFeed {
    static let base: [String: String] = [
        "agency.txt": "agency_id,agency_name,agency_url,agency_timezone\nA,Demo Transit,https://example.org,America/Toronto\n",
        "stops.txt": "stop_id,stop_name,stop_lat,stop_lon\nS1,First Street,43.60,-79.60\nS2,Second Street,43.61,-79.61\n",
        "routes.txt": "route_id,agency_id,route_short_name,route_type\nR1,A,1,3\n",
        "trips.txt": "route_id,service_id,trip_id\nR1,WK,T1\n",
        "stop_times.txt":
            "trip_id,arrival_time,departure_time,stop_id,stop_sequence\nT1,08:00:00,08:00:00,S1,1\nT1,08:05:00,08:05:00,S2,2\n",
        "calendar.txt":
            "service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nWK,1,1,1,1,1,0,0,20250101,20251231\n",
    ]

    let directory: TemporaryDirectory
    /// The feed folder.
    let path: String

    /// The base feed with `files` replacing or adding files (text as bytes: `Data` for bytes that
    /// are not UTF-8); a nil value removes the base's file.
    init(_ files: [String: Data?] = [:]) throws {
        directory = try TemporaryDirectory()
        path = directory.path("feed")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        var all: [String: Data?] = MadeFeed.base.mapValues { Data($0.utf8) }
        for (name, content) in files { all[name] = content }
        for case (let name, let content?) in all {
            try content.write(to: URL(fileURLWithPath: path).appendingPathComponent(name))
        }
    }

    init(text files: [String: String?]) throws {
        try self.init(files.mapValues { $0.map { Data($0.utf8) } })
    }

    /// Loads the feed; the database is in the feed's temporary directory.
    func load(strict: Bool = false) throws -> ImportSummary {
        try GTFSImporter.load(feed: path, into: directory.path("db.sqlite"), options: .init(strict: strict))
    }

    /// The error of a load expected to fail.
    func failure(strict: Bool = false) -> ImportError? {
        do {
            _ = try load(strict: strict)
            return nil
        } catch let error as ImportError {
            return error
        } catch {
            return nil
        }
    }

    func database() throws -> LoadedDatabase { try LoadedDatabase(path: directory.path("db.sqlite")) }
}

/// A loaded database, queried by the tests.
struct LoadedDatabase {
    let database: Database
    init(path: String) throws { database = try GTFSDatabase.open(path) }
    func int(_ sql: String) throws -> Int? { try database.scalarInt(sql) }
    func text(_ sql: String) throws -> String? { try database.scalarText(sql) }
}
