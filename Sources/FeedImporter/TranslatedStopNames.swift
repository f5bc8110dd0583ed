import TripShotFeedDatabase
import TripShotSQLite

/// translations.txt's stop names, in every language, as more names of their stops: the index keys
/// them as it keys the stops' own names, so a page in the rider's language ("Veles", "Genève")
/// finds the stops of a feed that names them otherwise ("Велес", "Genf").
///
/// A translation names its stop by `record_id` (a stop_id), or by `field_value` (every stop of
/// that name), as the reference allows; streamed, a row at a time.
enum TranslatedStopNames {
    static func add(in database: Database) throws {
        let upsert = try StopNameIndex.nameUpsert(database)
        let byID = try database.prepare("SELECT rowid FROM stops WHERE stop_id = ?")
        let byName = try database.prepare(
            """
            SELECT i.stop_rowid FROM \(Schema.NameIndex.names) n JOIN \(Schema.NameIndex.stopNames) i USING (name_id)
            WHERE n.name = ?
            """)
        let link = try database.prepare(
            "INSERT OR IGNORE INTO \(Schema.NameIndex.translatedStopNames) (name_id, stop_rowid, language) VALUES (?, ?, ?)")
        let rows = try database.prepare(
            """
            SELECT translation, record_id, field_value, language FROM translations
            WHERE table_name = 'stops' AND field_name = 'stop_name'
            """)
        try rows.forEachRow { row in
            let name = (row.optionalText(0) ?? "").trimmed
            guard !name.isEmpty else { return }
            var stops: [Int] = []
            if let id = row.optionalText(1), !id.isEmpty {
                try byID.bind([.text(id)])
                try byID.forEachRow { stops.append($0.int(0)) }
            } else if let value = row.optionalText(2)?.trimmed, !value.isEmpty {
                try byName.bind([.text(value)])
                try byName.forEachRow { stops.append($0.int(0)) }
            }
            guard !stops.isEmpty else { return }
            let nameID = try StopNameIndex.nameID(of: name, upsert)
            let language = (row.optionalText(3) ?? "").trimmed
            for stop in stops { try link.run(.integer(nameID), .integer(stop), .text(language)) }
        }
    }
}
