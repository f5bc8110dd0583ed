import Foundation
import TripShotPageText

/// Reads a Tesseract `.traineddata` file as the container it is, so a model can be handed to Tesseract
/// without some of its parts. The layout is Tesseract's `TessdataManager`: a little-endian Int32 count
/// of entries, that many Int64 offsets from the start of the file (-1 for an absent part), then the
/// parts in index order; a part runs to the next present part's offset, the last one to the end of the
/// file. Which part is which is fixed by its index (`TessdataType` in `tessdatamanager.h`).
///
/// Doing this in Swift rather than with `combine_tessdata` means nothing outside the library is needed
/// at run time (the tool ships with the `tesseract-ocr` CLI package, not with `libtesseract`), and the
/// derived model never has to be stored anywhere: only the kept parts are read, straight from the file.
struct TrainedDataFile {
    /// `TessdataType` indices.
    enum Part: Int, CaseIterable {
        case lstm = 17
        case lstmPunctuationDictionary = 18
        case lstmWordDictionary = 19
        case lstmNumberDictionary = 20
        case lstmUnicharset = 21
        case lstmRecoder = 22
        case version = 23
    }

    /// The LSTM recogniser's three word lists. Together 98% of Debian's `Latin.traineddata` (88.8 of its
    /// 89 MB are `lstm-word-dawg`), and Tesseract reads every part of a model into memory at init.
    static let lstmDictionaries: Set<Int> = [
        Part.lstmPunctuationDictionary.rawValue, Part.lstmWordDictionary.rawValue, Part.lstmNumberDictionary.rawValue,
    ]

    /// Tesseract refuses tables longer than this (`kMaxNumTessdataEntries`); a larger count is a file
    /// of the other byte order or not a model at all.
    static let maximumEntries = 1000

    let path: String
    /// The byte range of each present part, by index.
    let parts: [Int: Range<Int>]
    /// The number of entries in the file's table (24 in Tesseract 4 and 5 models).
    let entryCount: Int

    /// Reads the table of contents of the model at `path`; the parts are read later, only those wanted.
    init(path: String) throws(OCRError) {
        self.path = path
        let handle = try Self.open(path)
        defer { try? handle.close() }
        let size: Int
        let header: [UInt8]
        do {
            size = Int(try handle.seekToEnd())
            try handle.seek(toOffset: 0)
            header = [UInt8](try handle.read(upToCount: 4 + 8 * Self.maximumEntries) ?? Data())
        } catch {
            throw .unusableLanguageData(path: path, reason: "it cannot be read (\(error.localizedDescription))")
        }
        guard header.count >= 4 else { throw .unusableLanguageData(path: path, reason: "it is too short to be a model") }
        let count = Int(Self.littleEndian(header, at: 0, bytes: 4))
        guard (1...Self.maximumEntries).contains(count), header.count >= 4 + 8 * count else {
            throw .unusableLanguageData(path: path, reason: "its table of parts is damaged (\(count) entries)")
        }
        let tableEnd = 4 + 8 * count
        let offsets = (0..<count).map { Int(Int64(bitPattern: Self.littleEndian(header, at: 4 + 8 * $0, bytes: 8))) }
        var parts: [Int: Range<Int>] = [:]
        var previousStart = tableEnd
        for (index, start) in offsets.enumerated() where start != -1 {
            guard start >= previousStart, start <= size else {
                throw .unusableLanguageData(
                    path: path, reason: "part \(index) starts at byte \(start), outside the file's \(size) bytes")
            }
            let end = offsets[(index + 1)...].first { $0 != -1 } ?? size
            guard end >= start, end <= size else {
                throw .unusableLanguageData(path: path, reason: "part \(index) runs past the end of the file")
            }
            if end > start { parts[index] = start..<end }
            previousStart = start
        }
        // Tesseract asserts (aborting the process) when the recogniser or its character tables are
        // missing, so they are checked here; what is inside them only Tesseract can judge.
        guard parts[Part.lstm.rawValue] != nil else {
            throw .unusableLanguageData(path: path, reason: "it has no LSTM recogniser (a Tesseract 3 model?)")
        }
        for (part, name) in [(Part.lstmUnicharset, "lstm-unicharset"), (.lstmRecoder, "lstm-recoder")]
        where parts[part.rawValue] == nil {
            throw .unusableLanguageData(path: path, reason: "it has no \(name) part (the recogniser's characters)")
        }
        self.parts = parts
        entryCount = count
    }

    /// The model as a `.traineddata` image in memory without the parts in `dropped`: the same table
    /// length, the kept parts byte for byte in their order, the absent ones marked -1 as Tesseract writes them.
    func bytes(dropping dropped: Set<Int>) throws(OCRError) -> [UInt8] {
        let kept = parts.filter { !dropped.contains($0.key) }.sorted { $0.key < $1.key }
        let tableEnd = 4 + 8 * entryCount
        var offsets = [Int64](repeating: -1, count: entryCount)
        var next = tableEnd
        for (index, range) in kept {
            offsets[index] = Int64(next)
            next += range.count
        }
        var output: [UInt8] = []
        output.reserveCapacity(next)
        Self.append(UInt64(entryCount), bytes: 4, to: &output)
        for offset in offsets { Self.append(UInt64(bitPattern: offset), bytes: 8, to: &output) }
        let handle = try Self.open(path)
        defer { try? handle.close() }
        for (index, range) in kept {
            do {
                try handle.seek(toOffset: UInt64(range.lowerBound))
                let data = try handle.read(upToCount: range.count) ?? Data()
                guard data.count == range.count else {
                    throw OCRError.unusableLanguageData(path: path, reason: "part \(index) was cut short while reading")
                }
                output.append(contentsOf: data)
            } catch let error as OCRError {
                throw error
            } catch {
                throw .unusableLanguageData(path: path, reason: "it cannot be read (\(error.localizedDescription))")
            }
        }
        return output
    }

    private static func open(_ path: String) throws(OCRError) -> FileHandle {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .unusableLanguageData(path: path, reason: "it cannot be opened")
        }
        return handle
    }

    private static func littleEndian(_ bytes: [UInt8], at offset: Int, bytes count: Int) -> UInt64 {
        (0..<count).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
    }

    private static func append(_ value: UInt64, bytes count: Int, to output: inout [UInt8]) {
        for byte in 0..<count { output.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(byte)))) }
    }
}
