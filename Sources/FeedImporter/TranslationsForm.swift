/// translations.txt as Google's feeds wrote it before GTFS defined the file in 2019: keyed by a
/// `trans_id` with a `lang` column, it shares no required column with today's form. Its rows
/// cannot say which field they translate, so the file is not loaded, and said so, rather than
/// the whole feed refused for a file no trip depends on.
enum TranslationsForm {
    static let retiredNote =
        "translations.txt: in the form before GTFS's translations.txt (trans_id, lang): not loaded"

    static func isRetired(fileName: String, header: [String]) -> Bool {
        fileName == "translations.txt" && header.contains("trans_id") && header.contains("lang")
            && !header.contains("table_name")
    }
}
