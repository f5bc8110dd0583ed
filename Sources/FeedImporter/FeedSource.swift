import Foundation
import TripShotGTFS
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
    /// Names of the feed folder's files that are not `.txt` (`locations.geojson`).
    private(set) var otherFiles: Set<String> = []

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
                    otherFiles.insert(name)
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
            let entries = archive!.entries().filter {
                !$0.isDirectory && !$0.name.hasPrefix("__MACOSX/") && !$0.baseName.hasPrefix("._")
            }
            let folder = try FeedSource.feedFolder(of: entries.map(\.name), zip: path)
            for entry in entries {
                let base = entry.baseName
                if FeedSource.folder(of: entry.name) == folder, !base.hasSuffix(".txt") { otherFiles.insert(base) }
                if FeedSource.folder(of: entry.name) != folder || !base.hasSuffix(".txt")
                    || files.contains(where: { $0.name == base })
                {
                    ignored.append(entry.name)
                    continue
                }
                files.append(File(name: base, size: entry.size, zipEntry: entry, url: nil))
            }
        }
    }

    /// `a/b/stops.txt` -> `a/b/`; `stops.txt` -> ``.
    static func folder(of entryName: String) -> String {
        guard let slash = entryName.lastIndex(of: "/") else { return "" }
        return String(entryName[...slash])
    }

    /// The zip folder holding the feed: the one folder with files of the GTFS reference (the root,
    /// or a sub-folder as when a folder was zipped). Where several folders hold reference files,
    /// the only one holding every required file is the feed (a stray `stops.txt` elsewhere is
    /// listed as not loaded); two complete feeds are refused, naming both folders, since loading
    /// either would silently drop the other.
    static func feedFolder(of entryNames: [String], zip: String) throws(ImportError) -> String {
        var referenceFiles: [String: Set<String>] = [:]
        for name in entryNames {
            let base = name.split(separator: "/").last.map(String.init) ?? name
            if GTFSReference.file(named: base) != nil { referenceFiles[folder(of: name), default: []].insert(base) }
        }
        let folders = referenceFiles.keys.sorted()
        guard folders.count > 1 else { return folders.first ?? "" }
        let required = GTFSReference.files.filter(\.required).map(\.fileName).filter { $0 != "stops.txt" }
        let complete = folders.filter { folder in required.allSatisfy { referenceFiles[folder]!.contains($0) } }
        if complete.count == 1 { return complete[0] }
        let named = (complete.isEmpty ? folders : complete).map { $0.isEmpty ? "(the top level)" : $0 }
        throw ImportError(
            .badData,
            "\(zip): holds \(complete.isEmpty ? "GTFS files" : "a feed") in each of \(named.count) folders ("
                + named.joined(separator: ", ")
                + "); load one at a time: unzip it and pass that folder")
    }

    func file(named name: String) -> File? { files.first { $0.name == name } }

    /// A reader over the file's bytes, for `CSVReader`.
    func open(_ file: File) throws(ImportError) -> (UnsafeMutableRawBufferPointer) throws -> Int {
        if let entry = file.zipEntry, let archive {
            let reader: ZipEntryReader
            do { reader = try archive.open(entry) } catch { throw ImportError(zip: error) }
            // Inflated on a thread of its own, a few chunks ahead (`InflateAhead`).
            let ahead = InflateAhead.start(reader)
            return { buffer in try ahead.fill(buffer) }
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
