import Foundation
import TripShotGTFS

/// The primary keys of the reference files: a row whose key repeats an earlier row's is a counted,
/// located warning (both rows are stored: nothing is lost, but a reader may get either), fatal
/// under `--strict`.
///
/// Memory stays flat: an id key is checked against a set of 64-bit hashes of the file's keys
/// (freed when the file is done; ids are few next to stop_times rows), or, when the key column
/// also fills a reference set that starts empty (stops.txt's stop_id), against that set itself
/// (`RowChecks.keyProvider`), so the ids are not held twice. The two big files,
/// stop_times and shapes, are keyed by a sequence within a trip or shape; their rows are checked
/// within each run of consecutive rows of one trip or shape, the way feeds are written, so a
/// repeated sequence is found without holding every key of millions of rows.
enum KeyChecks {
    enum Key {
        /// One or two columns whose values together are unique in the file.
        case unique([String])
        /// An integer sequence unique within each group (trip, shape).
        case sequenceWithinGroup(group: String, sequence: String)

        var columns: [String] {
            switch self {
            case .unique(let columns): columns
            case .sequenceWithinGroup(let group, let sequence): [group, sequence]
            }
        }
    }

    static let keys: [String: Key] = [
        "agency.txt": .unique(["agency_id"]),
        "stops.txt": .unique(["stop_id"]),
        "routes.txt": .unique(["route_id"]),
        "trips.txt": .unique(["trip_id"]),
        "calendar.txt": .unique(["service_id"]),
        "calendar_dates.txt": .unique(["service_id", "date"]),
        "fare_attributes.txt": .unique(["fare_id"]),
        "levels.txt": .unique(["level_id"]),
        "pathways.txt": .unique(["pathway_id"]),
        "shapes.txt": .sequenceWithinGroup(group: "shape_id", sequence: "shape_pt_sequence"),
        "stop_times.txt": .sequenceWithinGroup(group: "trip_id", sequence: "stop_sequence"),
    ]
}

/// The duplicate-key check of one file while it is read.
struct KeyChecker {
    let columns: [String]
    /// The integer column numbered within a group (`stop_sequence`), for sequence keys.
    let sequenceColumn: String?
    private let first: Int
    private let second: Int?
    let isSequence: Bool
    private var seen = IDSet()
    private var group: UInt64 = 0
    /// The current group's id as written (its hash is `group`).
    private var groupID = RepeatedID()
    private var groupMaximum = Int.min
    private var groupSequences: [Int] = []
    /// Sequence keys: whether a group's rows started again after another group's (its hash was
    /// in `seen`, which holds one hash per run start: a few bytes a trip). While false, every
    /// group came in one run, so every repeat was seen here and none can be apart
    /// (`ApartDuplicates` need not scan the table); a hash collision only makes it true.
    private(set) var groupReturned = false

    /// Nil when the file has no key, or its header lacks a key column.
    init?(fileName: String, header: [String]) {
        guard let key = KeyChecks.keys[fileName] else { return nil }
        let indexes = key.columns.map { header.firstIndex(of: $0) }
        guard let first = indexes[0] else { return nil }
        if indexes.count > 1, indexes[1] == nil { return nil }
        self.columns = key.columns
        self.first = first
        self.second = indexes.count > 1 ? indexes[1] : nil
        if case .sequenceWithinGroup(_, let sequence) = key {
            isSequence = true
            sequenceColumn = sequence
        } else {
            isSequence = false
            sequenceColumn = nil
        }
    }

    /// True when the current row's key repeats an earlier one. `sequence` is the parsed sequence
    /// column (for sequence keys). Rows with an empty key column are not checked (a feed with one
    /// agency may leave agency_id empty).
    /// `fieldCount` is the reader's, for the current row.
    mutating func isDuplicate(_ reader: CSVReader, fieldCount: Int, sequence: Int?) -> Bool {
        guard first < fieldCount else { return false }
        let id = reader.field(first)
        guard id.count > 0 else { return false }
        if isSequence {
            guard let sequence else { return false }
            // A group's rows come together: the row before's id, compared by its bytes, saves
            // hashing the same id again on each of them.
            if !groupID.matches(id) {
                let hash = IDSet.hash(id)
                if hash != group {
                    group = hash
                    if !seen.insert(hash: hash) { groupReturned = true }
                    groupSequences.removeAll(keepingCapacity: true)
                    groupMaximum = Int.min
                }
                groupID.set(id)
            }
            // Sequences mostly come in increasing order: only an out-of-order one is searched for.
            if sequence > groupMaximum {
                groupMaximum = sequence
                groupSequences.append(sequence)
                return false
            }
            if groupSequences.contains(sequence) { return true }
            groupSequences.append(sequence)
            return false
        }
        if let second {
            guard second < fieldCount else { return false }
            return !seen.insert(hash: IDSet.hash(id, then: reader.field(second)))
        }
        return !seen.insert(id)
    }

    /// The key's value in the current row, for the message.
    func value(_ reader: CSVReader) -> String {
        [first, second].compactMap { $0 }.map { $0 < reader.fieldCount ? reader.string($0) : "" }
            .joined(separator: ", ")
    }
}

/// The last id a check settled, by its bytes: files list one id on many rows in a row (stop_times
/// by trip), and comparing a short id's bytes costs less than hashing them again.
struct RepeatedID {
    private var bytes: [UInt8] = []
    private var isSet = false

    /// True when `id` (not empty) is the id last `set`.
    @inline(__always)
    func matches(_ id: UnsafeBufferPointer<UInt8>) -> Bool {
        guard isSet, bytes.count == id.count else { return false }
        return bytes.withUnsafeBufferPointer { memcmp($0.baseAddress!, id.baseAddress!, id.count) == 0 }
    }

    mutating func set(_ id: UnsafeBufferPointer<UInt8>) {
        if bytes.count == id.count {  // ids of one file are mostly of one length: copied in place
            bytes.withUnsafeMutableBufferPointer { _ = memcpy($0.baseAddress!, id.baseAddress!, id.count) }
        } else {
            bytes = Array(id)
        }
        isSet = true
    }
}
