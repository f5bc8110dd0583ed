import CZip

/// A zip archive opened read-only in place: entries are listed and streamed out one chunk at a
/// time, never extracted to disk. Closed when released. Not `Sendable`: one thread at a time.
public final class ZipArchive {
    public let path: String
    let handle: OpaquePointer

    /// One file inside the archive.
    public struct Entry: Hashable, Sendable {
        /// The entry's index in the archive's directory.
        public var index: Int
        /// The full name inside the archive, e.g. `gtfs/stops.txt`.
        public var name: String
        /// The uncompressed size in bytes.
        public var size: Int
        /// The name without any folder: `stops.txt`.
        public var baseName: String { name.split(separator: "/").last.map(String.init) ?? name }
        public var isDirectory: Bool { name.hasSuffix("/") }
    }

    /// Opens `path` read-only. (Not ZIP_CHECKCONS: real feeds made by common tools fail its strict
    /// checks though every entry is intact; a truncated file still fails here, damaged data on read.)
    public init(path: String) throws(ZipError) {
        var code: Int32 = 0
        guard let archive = zip_open(path, ZIP_RDONLY, &code) else {
            throw ZipArchive.error(code: code, path: path, entry: nil)
        }
        handle = archive
        self.path = path
    }

    deinit { zip_discard(handle) }

    /// Every entry, in the archive's order.
    public func entries() -> [Entry] {
        let count = zip_get_num_entries(handle, 0)
        guard count > 0 else { return [] }
        var result: [Entry] = []
        for index in 0..<UInt64(count) {
            var stat = zip_stat_t()
            zip_stat_init(&stat)
            guard zip_stat_index(handle, index, 0, &stat) == 0, let name = stat.name else { continue }
            result.append(Entry(index: Int(index), name: String(cString: name), size: Int(stat.size)))
        }
        return result
    }

    /// Opens one entry for streaming.
    public func open(_ entry: Entry) throws(ZipError) -> ZipEntryReader {
        guard let file = zip_fopen_index(handle, UInt64(entry.index), 0) else {
            let error = zip_get_error(handle)!
            throw ZipArchive.error(code: zip_error_code_zip(error), path: path, entry: entry.name)
        }
        return ZipEntryReader(archive: self, file: file, entry: entry)
    }

    static func error(code: Int32, path: String, entry: String?) -> ZipError {
        var error = zip_error_t()
        zip_error_init_with_code(&error, code)
        defer { zip_error_fini(&error) }
        let message = String(cString: zip_error_strerror(&error))
        let kind: ZipError.Kind =
            switch code {
            case ZIP_ER_NOENT, ZIP_ER_OPEN, ZIP_ER_READ: .cannotOpen
            case ZIP_ER_NOZIP: .notAZip
            case ZIP_ER_INCONS: .inconsistent
            case ZIP_ER_CRC, ZIP_ER_ZLIB, ZIP_ER_EOF, ZIP_ER_COMPNOTSUPP: .damagedEntry
            default: .other
            }
        return ZipError(kind: kind, path: path, entry: entry, message: message, code: code)
    }
}

/// The decompressed bytes of one entry, read in chunks. Keeps its archive open while alive.
public final class ZipEntryReader {
    public let archive: ZipArchive
    public let entry: ZipArchive.Entry
    let file: OpaquePointer

    init(archive: ZipArchive, file: OpaquePointer, entry: ZipArchive.Entry) {
        self.archive = archive
        self.file = file
        self.entry = entry
    }

    deinit { zip_fclose(file) }

    /// Fills up to `buffer.count` bytes; returns how many, 0 at the end of the entry. A damaged
    /// entry (bad CRC, bad deflate data, cut short) throws `.damagedEntry`.
    public func read(into buffer: UnsafeMutableRawBufferPointer) throws(ZipError) -> Int {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        let count = zip_fread(file, base, UInt64(buffer.count))
        if count < 0 {
            let error = zip_file_get_error(file)!
            var kind = ZipArchive.error(code: zip_error_code_zip(error), path: archive.path, entry: entry.name)
            kind.message = String(cString: zip_error_strerror(error))
            if kind.kind == .other || kind.kind == .cannotOpen { kind.kind = .damagedEntry }
            throw kind
        }
        return Int(count)
    }
}
