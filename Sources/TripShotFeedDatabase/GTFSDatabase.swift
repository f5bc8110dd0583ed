import Foundation
import TripShotSQLite

/// Opening a database gtfs-load wrote, for readers such as the resolver: checks that the file is
/// there, is SQLite, has `tripshot_meta`, and has the schema version this code understands.
public enum GTFSDatabase {
    /// Why a file could not be opened as a tripshot database.
    public struct OpenError: Error, Equatable, Sendable, CustomStringConvertible {
        /// What is wrong with the file.
        public enum Kind: Equatable, Sendable {
            /// No file at the path.
            case missing
            /// Not an SQLite file, or unreadable.
            case notSQLite
            /// SQLite, but without `tripshot_meta`: made by another tool.
            case notTripshot
            /// Written by a different schema version.
            case schemaVersion(found: String)
        }
        /// What is wrong.
        public var kind: Kind
        /// The file asked for.
        public var path: String
        /// An error for `path`.
        public init(kind: Kind, path: String) {
            self.kind = kind
            self.path = path
        }
        /// What is wrong with the file, without advice (for callers that give their own).
        public var fact: String {
            switch kind {
            case .missing: "\(path): no such database"
            case .notSQLite: "\(path): not an SQLite database"
            case .notTripshot: "\(path): an SQLite database, but not one gtfs-load wrote (no \(Schema.metaTable) table)"
            case .schemaVersion(let found): "\(path): written with schema version \(found), this tripshot reads \(Schema.version)"
            }
        }
        /// One sentence naming the file and what to do.
        public var description: String {
            switch kind {
            case .missing: fact + " (load a feed with gtfs-load first)"
            case .notSQLite, .notTripshot: fact
            case .schemaVersion: fact + "; run gtfs-load again on the feed"
            }
        }
    }

    /// Opens `path` read-only after checking it is a current tripshot database.
    public static func open(_ path: String) throws(OpenError) -> Database {
        guard FileManager.default.fileExists(atPath: path) else { throw OpenError(kind: .missing, path: path) }
        do {
            let db = try Database(path: path, readOnly: true)
            guard try db.tableExists(Schema.metaTable) else { throw OpenError(kind: .notTripshot, path: path) }
            let version = try db.scalarText(
                "SELECT value FROM \(Schema.metaTable) WHERE key = ?", .text(Schema.MetaKey.schemaVersion))
            guard version == String(Schema.version) else {
                throw OpenError(kind: .schemaVersion(found: version ?? "none"), path: path)
            }
            return db
        } catch let error as OpenError {
            throw error
        } catch {
            throw OpenError(kind: .notSQLite, path: path)
        }
    }

    /// Every `tripshot_meta` entry (source_path, source_sha256, feed_version, loaded_at, ...).
    public static func metadata(_ db: Database) throws(SQLiteError) -> [String: String] {
        var result: [String: String] = [:]
        let select = try db.prepare("SELECT key, value FROM \(Schema.metaTable)")
        while try select.step() { result[select.text(0)] = select.optionalText(1) ?? "" }
        return result
    }
}
