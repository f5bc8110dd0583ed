import Foundation
import Testing
import TestSupport
import TripShotFeedDatabase

@testable import TripShotResolver
@testable import TripShotStopNames

/// The character-by-character folding (and the ASCII paths) give exactly the words of folding the whole
/// name with Foundation, as names were cut before.
@Suite struct NameFolderTests {
    /// How names were cut before `NameFolder`: the whole name folded by Foundation, then split.
    static func wholeNameWords(_ name: String) -> [String] {
        let folded = name.folding(options: NameFolder.options, locale: nil)
        var words: [String] = []
        var current = ""
        for scalar in folded.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    @Test(arguments: [
        "Félix Cuevas", "Insurgentes Sur / Eje 8 Sur", "Ñuñoa", "Straße", "ﬁre Station", "İstanbul", "ΣΟΦΙΑ",
        "Ｕｎｉｏｎ Station", "e\u{301}cole", "\u{301}lone mark", "Þingvellir", "Œuvre", "Ångström", "東京駅 3",
        "한국 Station", "Café 🚉 Nord", "O'Hare-Bound (Blue)", "St. Mary's & 5th", "\u{0}", "",
    ])
    func awkwardNames(_ name: String) {
        var folder = NameFolder()
        #expect(folder.words(of: name) == Self.wholeNameWords(name), "\(name)")
    }

    /// How OCR look-alikes were folded before the ASCII path: by `Character`, then Foundation's replace.
    static func characterFoldConfusions(_ word: String) -> String {
        var out = ""
        for character in word {
            switch character {
            case "0": out.append("o")
            case "1", "l", "|", "!": out.append("i")
            default: out.append(character)
            }
        }
        return out.replacingOccurrences(of: "rn", with: "m")
    }

    @Test(arguments: ["rn", "rnrn", "rrn", "rnn", "rrnn", "r", "rr", "barn", "l0l!|1", "rn10", "", "corner", "ñrn"])
    func lookAlikesFoldAsBefore(_ word: String) {
        #expect(StopNameKey.foldConfusions(word) == Self.characterFoldConfusions(word), "\(word)")
    }

    /// Every stop name of the committed feeds (CDMX: 2556 of its 5982 distinct names are not ASCII).
    @Test(arguments: [
        "Tests/Fixtures/feeds/cdmx.zip", "Tests/Fixtures/feeds/amtrak-gtfs-2021-10-06.zip",
        "Tests/Fixtures/feeds/cairns_gtfs.zip", "gtfs/go-fixture.zip",
    ])
    func everyStopNameOfAFeed(_ feed: String) throws {
        let stops = try StopNameIndexTests.stopNames(GTFSDatabase.open(FeedDatabases.shared.path(for: Fixtures.path(feed))))
        var folder = NameFolder()
        var differing: [String] = []
        for name in Set(stops) {
            let before = Self.wholeNameWords(name).map(Self.characterFoldConfusions)
            if StopNameKey.words(of: name, folder: &folder) != before { differing.append(name) }
        }
        #expect(stops.count > 100)
        #expect(differing.isEmpty, "\(differing.prefix(10))")
    }
}
