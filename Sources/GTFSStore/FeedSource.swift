import Foundation
import ZipArchive

/// A GTFS feed's files, from a zip read in place or a directory of `.txt` files.
final class FeedSource {
    /// One `.txt` file of the feed, by its name without any folder (`stops.txt`).
    struct File {
        var name: String
        var size: Int
        fileprivate var zipEntry: ZipArchive.Entry?
        fileprivate var url: URL?
    }

    let path: String
    let isZip: Bool
    private let archive: ZipArchive?
    private(set) var files: [File] = []
    /// Entries that are not `.txt` files (or are duplicates), listed in the summary.
    private(set) var ignored: [String] = []

    /// Opens `path`: a directory, or else a zip. Throws `ImportError` (input missing or unreadable,
    /// or a zip that is damaged).
    init(path: String) throws(ImportError) {
        self.path = path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ImportError(.inputMissing, "\(path): no such file or directory")
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw ImportError(.inputUnreadable, "\(path): permission denied")
        }
        if isDirectory.boolValue {
            isZip = false
            archive = nil
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
            } catch {
                throw ImportError(.inputUnreadable, "\(path): cannot list the directory")
            }
            for name in names {
                let url = URL(fileURLWithPath: path).appendingPathComponent(name)
                guard name.hasSuffix(".txt") else {
                    if !name.hasPrefix(".") { ignored.append(name) }
                    continue
                }
                let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
                let size = (attributes?[.size] as? Int) ?? 0
                files.append(File(name: name, size: size, zipEntry: nil, url: url))
            }
        } else {
            isZip = true
            do {
                archive = try ZipArchive(path: path)
            } catch {
                throw ImportError(zip: error)
            }
            for entry in archive!.entries() where !entry.isDirectory {
                let base = entry.baseName
                if entry.name.hasPrefix("__MACOSX/") || base.hasPrefix("._") { continue }
                if !base.hasSuffix(".txt") || files.contains(where: { $0.name == base }) {
                    ignored.append(entry.name)
                    continue
                }
                files.append(File(name: base, size: entry.size, zipEntry: entry, url: nil))
            }
        }
    }

    func file(named name: String) -> File? { files.first { $0.name == name } }

    /// A reader over the file's bytes, for `CSVReader`.
    func open(_ file: File) throws(ImportError) -> (UnsafeMutableRawBufferPointer) throws -> Int {
        if let entry = file.zipEntry, let archive {
            let reader: ZipEntryReader
            do { reader = try archive.open(entry) } catch { throw ImportError(zip: error) }
            return { buffer in
                do { return try reader.read(into: buffer) } catch let error as ZipError { throw ImportError(zip: error) }
            }
        }
        let url = file.url!
        let handle: FileHandle
        do { handle = try FileHandle(forReadingFrom: url) } catch {
            throw ImportError(.inputUnreadable, "\(url.path): cannot be read")
        }
        return { buffer in
            let data: Data?
            do { data = try handle.read(upToCount: buffer.count) } catch {
                throw ImportError(.inputUnreadable, "\(url.path): read failed: \(error.localizedDescription)")
            }
            guard let data, !data.isEmpty else { return 0 }
            return data.copyBytes(to: buffer)
        }
    }

    /// The SHA-256 of the source: of the zip file's bytes, or for a directory of its `.txt` files
    /// in name order, each as its name, a NUL byte, then its content.
    func sha256() throws(ImportError) -> String {
        var hasher = SHA256()
        func hashFile(_ filePath: String) throws(ImportError) {
            guard hasher.update(fileAt: filePath) else {
                throw ImportError(.inputUnreadable, "\(filePath): cannot be read")
            }
        }
        if isZip {
            try hashFile(path)
        } else {
            for file in files {
                Array(file.name.utf8 + [0]).withUnsafeBytes { hasher.update($0) }
                try hashFile(file.url!.path)
            }
        }
        return hasher.finalizeHex()
    }
}
