import Foundation
import TestSupport
import Testing
@testable import TripShotOCR

/// The model handed to Tesseract is the installed one without its LSTM dictionaries, read part by
/// part from the container; a damaged model is refused with what is wrong and what to reinstall.
@Suite struct TrainedDataFileTests {
    let directory: TemporaryDirectory
    let installed: String

    init() throws {
        directory = try TemporaryDirectory()
        installed = LanguageData.file(for: "Latin", in: try LanguageData.folder(for: "Latin", dataPath: nil))
    }

    @Test func derivedModelKeepsTheRecogniserByteForByteAndDropsTheDictionaries() throws {
        let source = try TrainedDataFile(path: installed)
        let dictionaries = TrainedDataFile.lstmDictionaries
        #expect(dictionaries.isSubset(of: Set(source.parts.keys)), "the installed model has its dictionaries")
        let derivedPath = directory.path("Latin.traineddata")
        try Data(try source.bytes(dropping: dictionaries)).write(to: URL(fileURLWithPath: derivedPath))

        let derived = try TrainedDataFile(path: derivedPath)
        #expect(derived.entryCount == source.entryCount)
        #expect(Set(derived.parts.keys) == Set(source.parts.keys).subtracting(dictionaries))
        let sourceBytes = try Data(contentsOf: URL(fileURLWithPath: installed))
        let derivedBytes = try Data(contentsOf: URL(fileURLWithPath: derivedPath))
        for (index, range) in derived.parts {
            let original = try #require(source.parts[index])
            #expect(derivedBytes[range] == sourceBytes[original], "part \(index) changed")
        }
        // Debian's Latin model: 89 MB, of which the recogniser and its character tables are under 1 MB.
        #expect(derivedBytes.count < 1_000_000)
        #expect(sourceBytes.count > 50 * derivedBytes.count)
    }

    /// A folder holding only the derived model reads a page exactly as the installed model does.
    @Test func aFolderWithTheDerivedModelReadsTheSame() throws {
        let folder = directory.path("derived")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let bytes = try TrainedDataFile(path: installed).bytes(dropping: TrainedDataFile.lstmDictionaries)
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/Latin.traineddata"))
        let screenshot = Fixtures.path("Tests/Fixtures/screens/real-feeds/p01_bart_single.png")
        #expect(try TextRecognizer(dataPath: folder).read(imageAt: screenshot) == TextRecognizer().read(imageAt: screenshot))
    }

    @Test(arguments: [
        ("too short", [UInt8](repeating: 0, count: 3), "too short"),
        ("no entries", Self.header(count: 0, offsets: [:]), "table of parts is damaged (0 entries)"),
        ("table past the end", Array(Self.header(count: 24, offsets: [:]).prefix(100)), "table of parts is damaged (24 entries)"),
        ("offset past the end", Self.header(count: 24, offsets: [17: 10_000]) + [1, 2, 3], "part 17 starts at byte 10000"),
        ("no LSTM part", Self.header(count: 24, offsets: [1: 196]) + [1, 2, 3], "no LSTM recogniser"),
        // Tesseract would abort the process on these, not return an error.
        ("no character set", Self.header(count: 24, offsets: [17: 196, 22: 197]) + [1, 2], "no lstm-unicharset part"),
        ("no recoder", Self.header(count: 24, offsets: [17: 196, 21: 197]) + [1, 2], "no lstm-recoder part"),
    ])
    func damagedModelsAreRefusedSayingWhy(_ name: String, bytes: [UInt8], reason: String) throws {
        let folder = directory.path(name)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/Latin.traineddata"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        do {
            _ = try TextRecognizer(dataPath: folder)
            Issue.record("a damaged model was accepted")
        } catch {
            guard case .unusableLanguageData(let failedPath, let why) = error else {
                Issue.record("wrong error: \(error)")
                return
            }
            #expect(failedPath == path)
            #expect(why.contains(reason), "\(why)")
            #expect(error.description.contains("reinstall tesseract-ocr-script-latn"))
        }
    }

    /// A table of `count` little-endian offsets, -1 except those given.
    static func header(count: Int, offsets: [Int: Int64]) -> [UInt8] {
        var bytes = withUnsafeBytes(of: Int32(count).littleEndian, Array.init)
        for index in 0..<count {
            bytes += withUnsafeBytes(of: (offsets[index] ?? -1).littleEndian, Array.init)
        }
        return bytes
    }
}
