/// What the words right before an "H:MM" or "6.00" say it is when it is no clock time: a length
/// ("Reistijd 0:35", "Restid 1:05", "Dauer 0:35 h", "Travel time 1:05") or a price ("Tarifa 6.00",
/// "Preis 3.50", never with a colon; a currency beside it is `TimeReader.isPrice`'s). A clock time
/// is labelled by its stop or its role, never by a length's or a fare's word.
enum NumberLabel: Hashable {
    case duration, price

    /// The label among the (at most three) words before token `index` on its line, back to a
    /// separator or a number already read (a label names the number right after it).
    static func before(_ index: Int, in tokens: [Token], used: Set<Int>) -> NumberLabel? {
        var words: [String] = []
        var i = index - 1
        while i >= 0, words.count < 3, tokens[i].line == tokens[index].line, !tokens[i].isSeparator, !used.contains(i) {
            words.append(tokens[i].folded)
            i -= 1
        }
        if words.contains(where: LabelWords.duration.contains) { return .duration }
        if isJourneyTime(words) { return .duration }
        // No price is written with a colon: "Price Shoes um 06:14" (a stop named for a shop) is a time.
        if words.contains(where: LabelWords.price.contains), !tokens[index].text.contains(":") { return .price }
        return nil
    }

    /// "Travel time", "Tiempo de viaje", "Czas przejazdu", "Temps de trajet" right before the
    /// number (`reversed`, nearest first): a time word with its journey word beside it, or one
    /// "de"/"di"/"do" between them. Not "Trip start time": a time of the trip is no length.
    static func isJourneyTime(_ reversed: [String]) -> Bool {
        let w = reversed + ["", ""]
        let (time, journey) = (LabelWords.timeWord, LabelWords.journey)
        return (time.contains(w[0]) && journey.contains(w[1])) || (journey.contains(w[0]) && time.contains(w[1]))
            || (journey.contains(w[0]) && ["de", "di", "do", "du"].contains(w[1]) && time.contains(w[2]))
    }
}
