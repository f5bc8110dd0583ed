import TripShotFeedDatabase

/// A stop's names in other languages (translations.txt, keyed by `gtfs-load`), and which of them a
/// page wrote: a rider's English page names "Oreshani" where the feed names "Орешани", and the
/// trip is told back in the page's language.
extension StopDirectory {
    /// The stop's translated names with their languages, in language order.
    func translations(ofStop id: String) throws -> [(name: String, language: String)] {
        let select = try statement(
            """
            SELECT n.name, t.language FROM stops s
            JOIN \(Schema.NameIndex.translatedStopNames) t ON t.stop_rowid = s.rowid
            JOIN \(Schema.NameIndex.names) n USING (name_id)
            WHERE s.stop_id = ? ORDER BY t.language, n.name
            """)
        try select.bind([.text(id)])
        var found: [(name: String, language: String)] = []
        try select.forEachRow { found.append(($0.text(0), $0.text(1))) }
        return found
    }

    /// The language of the translation of stop `id` that `shown` fits better than the stop's own
    /// name; nil when the own name fits as well (or the feed translates none of its stops).
    func language(naming id: String, as shown: String) throws -> String? {
        let any = try statement("SELECT 1 FROM \(Schema.NameIndex.translatedStopNames) LIMIT 1")
        let translated = try any.step()
        any.reset()
        guard translated else { return nil }
        let own = similarity(of: shown, toStop: id)
        let best = try translations(ofStop: id).map { (language: $0.language, fit: similarity(of: shown, toName: $0.name)) }
            .max { $0.fit < $1.fit }
        guard let best, best.fit > own else { return nil }
        return best.language
    }

    /// Stop `id`'s name in `language`, nil when the feed gives none.
    func name(ofStop id: String, in language: String) throws -> String? {
        try translations(ofStop: id).first { $0.language == language }?.name
    }
}
