import TripShotFeedDatabase
import TripShotSQLite

/// A feed's stop names as `gtfs-load` stored them for `FeedSpelling` (`StopNameIndex`): each name
/// as a page draws it with its three spelling keys, looked up through SQLite's indexes, so a
/// national feed's names are never all read into memory.
///
/// A read failing on the open, read-only database finds no name: spelling then keeps the page's
/// own reading, as it does for any name the feed lacks.
final class StoredSpellings {
    private let database: Database
    /// Every character of the keys with doubles folded, in order (what a glyph may have been).
    let keyScalars: [Unicode.Scalar]
    private var byKey: [NameVocabulary.KeyKind: [String: [String]]] = [:]

    init(database: Database) throws {
        self.database = database
        let scalars = try database.scalarText(
            "SELECT value FROM \(Schema.NameIndex.facts) WHERE key = ?", .text(Schema.NameIndex.keyScalarsKey))
        keyScalars = Array((scalars ?? "").unicodeScalars)
    }

    /// Whether some stop is named `drawn` exactly.
    func contains(_ drawn: String) -> Bool {
        (try? database.scalarInt("SELECT 1 FROM \(Schema.NameIndex.spellings) WHERE name = ?", .text(drawn))) != nil
    }

    /// The names with that key of that kind, in the table's order (callers sort).
    func names(withKey key: String, kind: NameVocabulary.KeyKind) -> [String] {
        if let known = byKey[kind]?[key] { return known }
        var found: [String] = []
        if let statement = try? database.prepare(
            "SELECT name FROM \(Schema.NameIndex.spellings) WHERE \(kind.storedColumn) = ?")
        {
            try? statement.bind([.text(key)])
            try? statement.forEachRow { found.append($0.text(0)) }
        }
        byKey[kind, default: [:]][key] = found
        return found
    }
}
