import Foundation
@testable import OCR
import TestSupport
import Testing

/// The English model reads a feed's pages only when its own character table writes every character
/// of the feed's names; anything it cannot write, or a folder without it, keeps the Latin model.
@Suite struct ReadingModelTests {
    let directory: TemporaryDirectory
    let installedFolder: String

    init() throws {
        directory = try TemporaryDirectory()
        installedFolder = try LanguageData.folder(for: ReadingModel.english, dataPath: nil)
    }

    @Test func theEnglishModelWritesASCIIAndEAcuteButNotOtherAccents() throws {
        let written = try ReadingModel.writtenCharacters(
            ofModelAt: LanguageData.file(for: ReadingModel.english, in: installedFolder))
        for letter in "AZaz09:-&/'.()é" { #expect(written.contains(letter), "\(letter)") }
        for letter in "ñáíóúüÉ" { #expect(!written.contains(letter), "\(letter)") }
        // 112 entries, three of them markers ("NULL" for the space, "Joined", "|Broken|0|1").
        #expect(written.count == 109)
    }

    @Test func theLatinModelWritesTheAccentsTheEnglishOneLacks() throws {
        let latin = try ReadingModel.writtenCharacters(
            ofModelAt: LanguageData.file(for: "Latin", in: try LanguageData.folder(for: "Latin", dataPath: nil)))
        for letter in "ñáíóúüÉé" { #expect(latin.contains(letter), "\(letter)") }
    }

    @Test func namesTheEnglishModelWritesAreReadWithIt() {
        let names = Set("Civic Center/UN Plaza Daly City 24th St. Mission Café — “Downtown” Macy’s\t")
        #expect(ReadingModel.language(forNameCharacters: names, dataPath: installedFolder) == "eng")
    }

    @Test func oneLetterItCannotWriteKeepsTheLatinModel() {
        // The en dash too: the English model writes only the em dash.
        for name in ["Niños Héroes", "Oceanía", "Zürich HB", "Ñuñoa", "Park – Ride"] {
            let names = Set("Civic Center" + name)
            #expect(ReadingModel.language(forNameCharacters: names, dataPath: installedFolder) == "Latin", "\(name)")
        }
    }

    /// "e" + combining acute is the same character as "é" (Swift compares characters canonically).
    @Test func decomposedAccentsCountAsTheirComposedLetter() {
        let names = Set("Cafe\u{301}")
        #expect(ReadingModel.language(forNameCharacters: names, dataPath: installedFolder) == "eng")
    }

    @Test func aFolderWithoutTheEnglishModelKeepsTheLatinModel() throws {
        let folder = directory.path("latin-only")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: LanguageData.file(for: "Latin", in: folder),
            withDestinationPath: LanguageData.file(for: "Latin", in: try LanguageData.folder(for: "Latin", dataPath: nil)))
        #expect(ReadingModel.language(forNameCharacters: Set("Daly City"), dataPath: folder) == "Latin")
    }

    @Test func aBrokenEnglishModelKeepsTheLatinModel() throws {
        let folder = directory.path("broken")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("not a model".utf8).write(to: URL(fileURLWithPath: LanguageData.file(for: "eng", in: folder)))
        #expect(ReadingModel.language(forNameCharacters: Set("Daly City"), dataPath: folder) == "Latin")
    }
}
