@testable import FeedImporter
import Foundation
import Testing
import TripShotSQLite

/// Rows go in through one multi-row INSERT per block of rows, the rest one at a time; the index
/// builds get SQLite's sorter threads from two cores up.
struct BlockInsertTests {
    @Test func aBlockIsSixteenRowsOrFewerSoItBindsAtMost999Parameters() {
        #expect(TableInserter.blockRows(columns: 1) == 16)
        #expect(TableInserter.blockRows(columns: 62) == 16)  // 992 parameters
        #expect(TableInserter.blockRows(columns: 63) == 15)  // 16 would be 1,008
        #expect(TableInserter.blockRows(columns: 499) == 2)
        #expect(TableInserter.blockRows(columns: 500) == 1)  // one row a statement: no block
    }

    @Test func sorterThreadsFromTwoCoresUp() {
        #expect(GTFSImporter.sorterThreads(cores: 1) == 0)
        #expect(GTFSImporter.sorterThreads(cores: 2) == 2)
        #expect(GTFSImporter.sorterThreads(cores: 16) == 2)
    }

    /// 15, 16, 17 and 37 rows: no whole block, exactly one, one and a row, two and five. Every
    /// row comes out in the file's order (rowid 1, 2, ...) with its own values.
    @Test(arguments: [15, 16, 17, 37])
    func rowsInBlocksAndTheRestKeepTheirOrderAndValues(count: Int) throws {
        var stopTimes = "trip_id,arrival_time,departure_time,stop_id,stop_sequence\n"
        for row in 1...count {
            let time = String(format: "08:%02d:%02d", row / 60, row % 60)
            stopTimes += "T1,\(time),\(time),S\(row % 2 + 1),\(row)\n"
        }
        let feed = try MadeFeed(text: ["stop_times.txt": stopTimes])
        _ = try feed.load()
        let db = try Database(path: feed.directory.path("db.sqlite"))
        let rows = try db.prepare(
            "SELECT rowid, stop_sequence, stop_id, arrival_time, departure_time FROM stop_times ORDER BY rowid")
        var seen = 0
        while try rows.step() {
            seen += 1
            #expect(rows.int(0) == seen)
            #expect(rows.int(1) == seen)
            #expect(rows.text(2) == "S\(seen % 2 + 1)")
            #expect(rows.int(3) == 8 * 3600 + seen)
            #expect(rows.int(4) == 8 * 3600 + seen)
        }
        #expect(seen == count)
    }
}
