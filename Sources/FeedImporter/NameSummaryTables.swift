import TripShotFeedDatabase
import TripShotSQLite
import TripShotStopNames

/// The names' trigram summary (`Schema.NameIndex.summaryNames`, `summaryGrams`) that the
/// resolver's `NameGramSummary` reads: stored here once, so that a server holding many feeds no
/// longer computes every name's trigrams of every feed on its first page (0.3-0.5 s of CPU and
/// 22 MB for 20 feeds, feed-choice-5). Built from the stored keys (`full`, `core`) by the same
/// `NameGrams` the resolver scores with; none for a feed of more than `summaryNameLimit` names.
///
/// Memory stays flat: the postings go through a temporary table and SQLite's external sorter, and
/// only the per-name counts (17 bytes a name, at most `summaryNameLimit` names) are held.
enum NameSummaryTables {
    /// Fills the summary tables of `database` (created by `Schema.NameIndex.createStatements`)
    /// from its stop-name index, once every name is keyed and every stop and translation linked.
    static func build(in database: Database, nameLimit: Int = Schema.NameIndex.summaryNameLimit) throws {
        let names = try database.scalarInt("SELECT count(*) FROM \(Schema.NameIndex.names)") ?? 0
        guard names <= nameLimit else { return }
        let slots = try database.scalarInt("SELECT max(name_id) FROM \(Schema.NameIndex.names)") ?? 0
        var fullCounts = [UInt32](repeating: 0, count: slots), coreCounts = fullCounts
        var unionCounts = fullCounts, stopCounts = fullCounts
        var coreDiffers = [UInt8](repeating: 0, count: slots)
        try database.execute("CREATE TEMP TABLE summary_postings (gram INTEGER, core INTEGER, name INTEGER)")
        let posting = try database.prepare("INSERT INTO temp.summary_postings (gram, core, name) VALUES (?, ?, ?)")
        let select = try database.prepare(
            """
            SELECT name_id, full, core,
              (SELECT count(*) FROM \(Schema.NameIndex.stopNames) s WHERE s.name_id = n.name_id)
              + (SELECT count(*) FROM \(Schema.NameIndex.translatedStopNames) t WHERE t.name_id = n.name_id)
            FROM \(Schema.NameIndex.names) n ORDER BY name_id
            """)
        try select.forEachRow { row in
            let name = row.int(0) - 1
            let grams = NameGrams(key: StopNameKey(full: row.text(1), core: row.text(2)))
            let differs = grams.core != grams.full
            fullCounts[name] = UInt32(grams.full.count)
            coreCounts[name] = UInt32(grams.core.count)
            coreDiffers[name] = differs ? 1 : 0
            unionCounts[name] = UInt32(grams.all.count)
            stopCounts[name] = UInt32(row.int(3))
            try posting.bind(name, at: 3)
            // A core whose trigrams are the full key's is answered by the full postings.
            for (side, sideGrams) in [(0, grams.full), (1, differs ? grams.core : [])] {
                try posting.bind(side, at: 2)
                for gram in sideGrams {
                    try posting.bind(Int(gram), at: 1)
                    try posting.step()
                    posting.reset()
                }
            }
        }
        try writeGrams(database)
        try database.execute("DROP TABLE temp.summary_postings")
        let insert = try database.prepare(
            """
            INSERT INTO \(Schema.NameIndex.summaryNames) (names, full_counts, core_counts, core_differs, union_counts,
              stop_counts) VALUES (?, ?, ?, ?, ?, ?)
            """)
        try insert.bind(names, at: 1)
        for (column, values) in [(2, fullCounts), (3, coreCounts), (5, unionCounts), (6, stopCounts)] {
            try Schema.NameIndex.packed(values).withUnsafeBytes { try insert.bindBlob($0, at: column) }
        }
        try coreDiffers.withUnsafeBytes { try insert.bindBlob($0, at: 4) }
        try insert.step()
    }

    /// One row per trigram: its full and core postings, each in name order, from the sorted postings.
    private static func writeGrams(_ database: Database) throws {
        let insert = try database.prepare("INSERT INTO \(Schema.NameIndex.summaryGrams) (gram, full, core) VALUES (?, ?, ?)")
        var current: Int?
        var lists: [[UInt32]] = [[], []]
        func flush() throws {
            guard let gram = current else { return }
            try insert.bind(gram, at: 1)
            for side in 0..<2 { try Schema.NameIndex.packed(lists[side]).withUnsafeBytes { try insert.bindBlob($0, at: side + 2) } }
            try insert.step()
            insert.reset()
            lists = [[], []]
        }
        try database.prepare("SELECT gram, core, name FROM temp.summary_postings ORDER BY gram, core, name").forEachRow { row in
            let gram = row.int(0)
            if gram != current {
                try flush()
                current = gram
            }
            lists[row.int(1)].append(UInt32(row.int(2)))
        }
        try flush()
    }
}
