import TripShotFeedDatabase
import TripShotSQLite
import TripShotStopNames

/// What the resolver needs to find stops by name, built once by `gtfs-load` into the database
/// (`Schema.NameIndex`), so that opening a feed reads nothing in proportion to its stops: the
/// feed's generic words, every distinct stop name with its `StopNameKey`, a posting table from
/// each name trigram to the names holding it (the names' translations among them), the spelling keys `FeedSpelling` looks a page's
/// reading up by, the distinct (route, headsign) pairs of the trips, and the names' trigram
/// summary (`NameSummaryTables`).
///
/// Memory stays flat whatever the feed's size: names are streamed from `stops` and written back
/// in chunks, and SQLite's external sorter orders the postings. Only the word counts that learn
/// the generic words are held, one entry per distinct word without a digit.
enum StopNameIndex {
    /// Builds the index tables in `database` (inside the caller's transaction) from its `stops`
    /// and `trips` tables.
    static func build(in database: Database) throws {
        try database.execute(Schema.NameIndex.createStatements.joined(separator: ";\n"))
        try nameStops(database)
        try database.execute(Schema.NameIndex.stopNamesIndex)
        try TranslatedStopNames.add(in: database)
        LoadTrace.mark("stop names")
        let generic = try learnGenericWords(database)
        LoadTrace.mark("generic words")
        let scalars = try keyNames(database, genericWords: generic)
        LoadTrace.mark("name keys")
        for statement in Schema.NameIndex.finishStatements {
            try database.execute(statement)
            LoadTrace.mark(String(statement.prefix(40)))
        }
        let facts = try database.prepare("INSERT INTO \(Schema.NameIndex.facts) (key, value) VALUES (?, ?)")
        try facts.run(.text(Schema.NameIndex.genericWordsKey), .text(generic.sorted().joined(separator: " ")))
        try facts.run(.text(Schema.NameIndex.keyScalarsKey), .text(String(String.UnicodeScalarView(scalars.sorted()))))
        try NameSummaryTables.build(in: database)
        LoadTrace.mark("name summary")
    }

    /// The statement `nameID(of:_:)` puts a name into `names` with, once per distinct name.
    static func nameUpsert(_ database: Database) throws -> Statement {
        try database.prepare(
            """
            INSERT INTO \(Schema.NameIndex.names) (name, full, core) VALUES (?, '', '')
            ON CONFLICT(name) DO UPDATE SET name = excluded.name RETURNING name_id
            """)
    }

    /// `name`'s id in `names`, the row added when it is new (`upsert`: `nameUpsert`).
    static func nameID(of name: String, _ upsert: Statement) throws -> Int {
        try upsert.bind([.text(name)])
        defer { upsert.reset() }
        guard try upsert.step() else { throw SQLiteError(code: 1, message: "no name id for \(name)") }
        return upsert.int(0)
    }

    /// Every stop's trimmed name into `names` (once per distinct name) and the stop's name id.
    private static func nameStops(_ database: Database) throws {
        let upsert = try nameUpsert(database)
        let link = try database.prepare("INSERT INTO \(Schema.NameIndex.stopNames) (stop_rowid, name_id) VALUES (?, ?)")
        let stops = try database.prepare("SELECT rowid, stop_name FROM stops ORDER BY rowid")
        var last: (name: String, id: Int)?
        try stops.forEachRow { row in
            let name = (row.optionalText(1) ?? "").trimmed
            let id = try last?.name == name ? last!.id : nameID(of: name, upsert)
            last = (name, id)
            try link.run(.integer(row.int(0)), .integer(id))
        }
    }

    /// The feed's generic words (`GenericWords`), from its distinct names.
    private static func learnGenericWords(_ database: Database) throws -> Set<String> {
        var counts: [String: Int] = [:]
        var names = 0
        var folder = NameFolder()
        try database.prepare("SELECT name FROM \(Schema.NameIndex.names)").forEachRow { row in
            names += 1
            for word in Set(StopNameKey.words(of: row.text(0), folder: &folder)) where !GenericWords.hasDigit(word) {
                counts[word, default: 0] += 1
            }
        }
        return GenericWords.learn(wordCounts: counts, names: names)
    }

    /// Each name's keys and trigram postings, and each drawn name's spelling keys; returns every
    /// scalar of the spelling keys with doubles folded (what a lost or changed glyph may have been).
    private static func keyNames(_ database: Database, genericWords: Set<String>) throws -> Set<Unicode.Scalar> {
        let chunk = try database.prepare(
            "SELECT name_id, name FROM \(Schema.NameIndex.names) WHERE name_id > ? ORDER BY name_id LIMIT 4096")
        let update = try database.prepare(
            "UPDATE \(Schema.NameIndex.names) SET full = ?, core = ?, grams = ? WHERE name_id = ?")
        let posting = try database.prepare("INSERT INTO temp.name_grams_unsorted (gram, name_id, grams) VALUES (?, ?, ?)")
        let spelling = try database.prepare(
            "INSERT OR IGNORE INTO \(Schema.NameIndex.spellings) (name, strict, doubles, letters) VALUES (?, ?, ?, ?)")
        var folder = NameFolder()
        var strict = SpellingFolder(collapsesDoubles: false), doubles = SpellingFolder()
        var letters = SpellingFolder(keepsPunctuation: false)
        var scalars = Set<Unicode.Scalar>()
        var after = 0
        while true {
            try chunk.bind([.integer(after)])
            var rows: [(id: Int, name: String)] = []
            try chunk.forEachRow { rows.append(($0.int(0), $0.text(1))) }
            guard let lastRow = rows.last else { break }
            after = lastRow.id
            for (id, name) in rows {
                let key = StopNameKey(words: StopNameKey.words(of: name, folder: &folder), genericWords: genericWords)
                let grams = NameGrams(key: key).all
                try update.run(.text(key.full), .text(key.core), .integer(grams.count), .integer(id))
                // About 30 postings a name, millions in a national feed: bound in place, not
                // through `run`'s array of values (an allocation and a clearing each).
                try posting.bind(id, at: 2)
                try posting.bind(grams.count, at: 3)
                for gram in grams {
                    try posting.bind(Int(gram), at: 1)
                    try posting.step()
                    posting.reset()
                }
                let drawn = NameText.drawn(name)
                guard !drawn.isEmpty else { continue }
                let folded = doubles.key(drawn).text
                scalars.formUnion(folded.unicodeScalars)
                try spelling.run(.text(drawn), .text(strict.key(drawn).text), .text(folded), .text(letters.key(drawn).text))
            }
        }
        return scalars
    }
}
