import OCR

extension ReadingModel {
    /// The model for screenshots of `feeds`: the English one when it writes every character their
    /// names use (`language(forNameCharacters:dataPath:)`), else the Latin one. A feed whose names
    /// cannot be listed gets the Latin model; resolving against it reports why.
    public static func language(for feeds: [SharedFeed], dataPath: String?) -> String {
        var characters = Set<Character>()
        for feed in feeds {
            guard let own = try? feed.nameCharacters() else { return TextRecognizer.defaultLanguage }
            characters.formUnion(own)
        }
        return language(forNameCharacters: characters, dataPath: dataPath)
    }
}
