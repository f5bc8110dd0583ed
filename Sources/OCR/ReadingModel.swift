import Foundation

/// Which installed model reads a page when the names it can show are known before reading (the
/// feed's, in `import` and `serve`).
///
/// The Latin-script model writes every Latin letter with its accents; the English model writes what
/// its character table (`lstm-unicharset`) holds: ASCII, "é" and typographic punctuation. On a page
/// whose names use only characters the English model writes, the Latin model's other letters can
/// only be misreadings of them, and the English network costs less: its input is 36 px tall where
/// the Latin one's is 48, so every line is fewer pixels and fewer time steps (on `p01_bart_single`
/// the recogniser ran 877 M instructions with it against 1568 M). On generated pages of seven
/// feeds whose names it writes, it resolved every ride the Latin model did, with as many exact
/// parses once the feed spells the names (README, "How it reads"). A feed with "ñ" or "á" in one
/// name is read with the Latin model.
public enum ReadingModel {
    /// The English model's name (`eng.traineddata`).
    public static let english = "eng"

    /// `english` when it is installed where the Latin model is looked for (`dataPath`, else
    /// `TESSDATA_PREFIX`, else the system folders) and writes every character of `characters` but
    /// white space; otherwise the Latin model (`TextRecognizer.defaultLanguage`). An English model
    /// that cannot be read is not chosen: the page is read as if it were not installed.
    public static func language(
        forNameCharacters characters: Set<Character>, dataPath: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        guard let folder = try? LanguageData.folder(for: english, dataPath: dataPath, environment: environment),
            let written = try? writtenCharacters(ofModelAt: LanguageData.file(for: english, in: folder))
        else { return TextRecognizer.defaultLanguage }
        let fits = characters.allSatisfy { $0.isWhitespace || written.contains($0) }
        return fits ? english : TextRecognizer.defaultLanguage
    }

    /// The characters a model's recogniser can output: the entries of its `lstm-unicharset` that are
    /// one character. The table is text: a count, then one entry a line, its characters first and its
    /// properties after a space; entry 0 ("NULL") stands for the space, and "Joined" and
    /// "|Broken|0|1" are markers, not characters.
    static func writtenCharacters(ofModelAt path: String) throws(OCRError) -> Set<Character> {
        let table = try TrainedDataFile(path: path).part(.lstmUnicharset)
        var written = Set<Character>()
        for line in String(decoding: table, as: UTF8.self).split(separator: "\n").dropFirst() {
            guard let entry = line.split(separator: " ", maxSplits: 1).first, entry.count == 1 else { continue }
            written.insert(entry.first!)
        }
        return written
    }
}
