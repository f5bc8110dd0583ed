import TripShotPageEvidence
import TripShotPageText
import TripShotResolver

/// A run of the page's words that names a stop of the feed, with the times geometry gives it.
struct StopMark {
    var span: NameSpan
    /// The feed's name of the stops.
    var name: String
    var stopIDs: [String]
    /// How well the words fit the name (the resolver's 0...1).
    var score: Double
    /// Indexes into `PageEvidence.times`: those in its row, and those of the row just above or
    /// below when that row names no stop of its own (a headsign after "toward" is none).
    var times: [Int] = []

    /// Whether `time` stands in the mark's own rows.
    func owns(_ time: TimeMark) -> Bool { (span.row...span.lastRow).contains(time.row) }

    /// Whether one of its times stands in its own rows (the others are lent by a row beside).
    func ownsATime(_ evidence: PageEvidence) -> Bool { times.contains { owns(evidence.times[$0]) } }

    /// Whether `other` stands after this mark in reading order, not overlapping it.
    func isBefore(_ other: StopMark) -> Bool {
        other.span.row > span.lastRow || (other.span.row == span.lastRow && other.span.order >= span.order + span.wordCount)
    }
}

enum StopMarks {
    /// Whether a run is asked of the name index. A run cut out of a longer one is when it starts and
    /// ends with words of the feed's stop names: a cut that starts or ends with "Gleis", "at" or "um" names no stop better than the cut
    /// without them, so only the index's likely answers are asked (every run of a 50-line page
    /// asked costs more than the rest of decoding it).
    /// `known` keeps the page's answers: its runs begin and end with few words (a token opens and
    /// closes many runs), and a word's answer is the feed's, the same each time it is asked.
    /// A line's whole run is asked whatever its words; a whole run wrapped over rows when one of its
    /// ends is a name word: its slip may stand in the other ("Trenton Amtrak" / "Staton"), but a
    /// page's rows make many, and most name nothing.
    static func isAsked(_ span: NameSpan, resolver: Resolver, known: inout [String: Bool]) throws -> Bool {
        if span.isWhole && span.lastRow == span.row { return true }
        // Read once per token (`NameSpanReader.TokenRead`): a run's first and last words.
        guard let first = span.firstWord, let last = span.lastWord else { return false }
        func isNameWord(_ word: String) throws -> Bool {
            if let answer = known[word] { return answer }
            let answer = try resolver.isNameWord(word)
            known[word] = answer
            return answer
        }
        if span.isWhole && span.lastRow > span.row { return try isNameWord(first) || isNameWord(last) }
        return try isNameWord(first) && isNameWord(last)
    }

    /// The least fit of a page's words to a stop's name that counts as naming it: a little above
    /// the resolver's own floor for a name it is told is one (0.45), because here every run of words
    /// is asked, and most are not names; the times and the schedule still have to agree.
    static let floor = 0.8

    /// Whether words that fit a stop's name by `fit` name it.
    static func names(fit: Double) -> Bool { fit >= floor }

    /// `stop` taken at the floor itself, the least fit that names: for a name found by a rule
    /// (cut words, one slip) that the likeness scores too low.
    static func atFloor(_ stop: Resolver.NamedStop) -> Resolver.NamedStop {
        var taken = stop
        taken.score = floor
        return taken
    }

    /// The stops the page's runs of words name, one mark per feed name and row (the best-fitting
    /// run, the longer of equals), each with its times.
    static func marks(_ evidence: PageEvidence, resolver: Resolver) throws -> [StopMark] {
        try resolver.askingAboutAPage { try marks(evidence, asking: resolver) }
    }

    private static func marks(_ evidence: PageEvidence, asking resolver: Resolver) throws -> [StopMark] {
        var cache: [String: [Resolver.NamedStop]] = [:]
        var slipped: [String: [Resolver.NamedStop]] = [:]
        var spelled: [String: [Resolver.NamedStop]] = [:]
        var best: [String: [StopMark]] = [:]
        var nameWords: [String: Bool] = [:]
        for span in evidence.nameSpans where try isAsked(span, resolver: resolver, known: &nameWords) {
            // By the index's key: "Hauptbahnhof" and "Hauptbahnhof," are one question.
            let key = resolver.namedStopsKey(span.text)
            var named = try cache[key] ?? resolver.namedStops(span.text, floor: floor)
            // Words cut short ("Bratislava hl.st." for "Bratislava hlavná stanica") name a stop the
            // likeness scores too low: taken at the floor itself, the least fit that names.
            if !named.contains(where: { names(fit: $0.score) }) {
                named += try resolver.stopsNamedWithCutWords(span.text).map(atFloor)
            }
            cache[key] = named
            // A whole run (a line's words between its times and separators) read through one OCR
            // slip ("19th St Oakkand"): taken at the floor, as cut words are; the schedule decides.
            if span.isWhole, !named.contains(where: { names(fit: $0.score) }) {
                if slipped[key] == nil {
                    slipped[key] = try resolver.stopsNamedThroughOneSlip(span.text).map(atFloor)
                }
                named += slipped[key] ?? []
            }
            // ...or with a glyph the name index keeps apart that no reading can settle ("285t" for
            // "28 St"): the feed's names of the same spelling key, at the floor too.
            if span.isWhole, !named.contains(where: { names(fit: $0.score) }) {
                if spelled[key] == nil { spelled[key] = try resolver.stopsNamedBySpelling(span.text).map(atFloor) }
                named += spelled[key] ?? []
            }
            var byName: [String: (ids: [String], score: Double)] = [:]
            for stop in named where names(fit: stop.score) {
                var entry = byName[stop.name] ?? ([], 0)
                entry.ids.append(stop.stopID)
                entry.score = max(entry.score, stop.score)
                byName[stop.name] = entry
            }
            for (name, entry) in byName {
                let key = "\(span.row)|\(name)"
                let mark = StopMark(span: span, name: name, stopIDs: entry.ids, score: entry.score)
                // Runs sharing words are one place on the page; one name twice apart on a row is two
                // ("Bakersfield: Los Angeles 04h00 - Bakersfield 06h55", a headsign then the stop).
                var kept = best[key] ?? []
                // ...but a whole run wrapped onto the next row is not the same place as the cut of
                // it its first row ends with ("Harrisburg: Trenton Amtrak" / "Staton 18:08"): it
                // reaches the times of the row it ends on, so both are kept.
                func wrapsWhole(_ a: NameSpan, beyond b: NameSpan) -> Bool { a.isWhole && a.lastRow > b.lastRow }
                if let rival = kept.firstIndex(where: {
                    $0.span.sharesWords(with: span) && !wrapsWhole(span, beyond: $0.span) && !wrapsWhole($0.span, beyond: span)
                }) {
                    if (kept[rival].score, kept[rival].span.wordCount) >= (mark.score, mark.span.wordCount) { continue }
                    kept[rival] = mark
                } else {
                    kept.append(mark)
                }
                best[key] = kept
            }
        }
        var marks = best.values.joined().sorted { ($0.span.row, $0.span.order, $0.name) < ($1.span.row, $1.span.order, $1.name) }
        // A row whose only names are headsigns ("Board the MI toward Union Station at 5:29 AM")
        // names no stop the rider is at: it lends its times.
        let atRows = Set(marks.filter { !$0.span.namesDirection }.map(\.span.row))
        let firstRow = evidence.tokens.map(\.row).min()
        for index in marks.indices {
            let rows = marks[index].span.row...marks[index].span.lastRow
            let own = evidence.times.indices.filter { rows.contains(evidence.times[$0].row) }
            // The row just above or below, when it names no stop of its own, lends its times even
            // beside the row's own: a step list names the stop walked to with the walk's time and
            // boards "at 1:20 PM" on the next row. The schedule decides which the ride used.
            var lent: [Int] = []
            // Below, past the rest of a wrapped list item ("(about 2" / "min)."): the next item.
            var below = rows.upperBound + 1
            while continuesItem(row: below, evidence, atRows: atRows) { below += 1 }
            // The page's first row lends nothing down: a phone's status bar stands there, its clock
            // over the page's title ("Directions to Klaksvík"); a time stacked over its name is
            // still found by its geometry (`stackedTimes`).
            let above = rows.lowerBound - 1
            for neighbour in above == firstRow ? [below] : [above, below] where !atRows.contains(neighbour) {
                lent += evidence.times.indices.filter { evidence.times[$0].row == neighbour }
            }
            var times = own + lent
            if times.isEmpty {
                // Both geometries kept: the departure stacked over a wrapped name is no less near.
                let stacked = stackedTimes(marks[index], among: marks, evidence)
                let wrapped = timesEndingTheRowAbove(marks[index], among: marks, evidence)
                    + timesOpeningTheRowBelow(marks[index], among: marks, evidence)
                times = stacked + wrapped.filter { !stacked.contains($0) }
            }
            marks[index].times = times
        }
        lendSummaryEnd(&marks, evidence)
        return marks
    }

    /// A summary's end ("Dép 05 h 50 Arr 06 h 27") is the arrival at the trip's last stop: the stops
    /// named on the page's last named row, when no time was found for them (its own did not read,
    /// "Arr0o6h27 West Oakland"), take it. A summary on that row itself lends nothing; the
    /// schedule decides whether the last ride reaches them then.
    static func lendSummaryEnd(_ marks: inout [StopMark], _ evidence: PageEvidence) {
        guard let end = evidence.times.indices.first(where: { evidence.times[$0].summaryEnd == .end }) else { return }
        let atStops = marks.indices.filter { !marks[$0].span.namesDirection }
        guard let lastRow = atStops.map({ marks[$0].span.row }).max(), evidence.times[end].row != lastRow else { return }
        for index in atStops where marks[index].span.row == lastRow && marks[index].times.isEmpty {
            marks[index].times = [end]
        }
    }

    /// Whether `row` is the wrapped rest of a numbered list item on the row above: no time, no
    /// stop named, and every word of it indented right of the item's number ("1." or "2)"), as a
    /// list sets its text under its own start. A table's title over its rows is no list item.
    static func continuesItem(row: Int, _ evidence: PageEvidence, atRows: Set<Int>) -> Bool {
        guard !atRows.contains(row), !evidence.times.contains(where: { $0.row == row }),
            let number = evidence.tokens.first(where: { $0.row == row - 1 }), number.isListNumber
        else { return false }
        let start = number.box.minX
        let words = evidence.tokens.filter { $0.row == row }
        return !words.isEmpty && words.allSatisfy { $0.box.minX > start }
    }

    /// "21 23h54 Cooksville GO Bus > 00h05" over "Square One": a name that opens its row, with no
    /// time beside it, takes the time that ends the row above after every name there (a narrow
    /// column wraps the name printed after its time). The row's own names keep it too, and so does
    /// a time stacked over the name (here the departure, 23h54); the schedule decides. The time's
    /// own word ("14:50 h" over "Sacramento", "23:28" over "Uhr El Cerrito Plaza") is the time's,
    /// whichever side of the wrap it fell on.
    static func timesEndingTheRowAbove(_ mark: StopMark, among marks: [StopMark], _ evidence: PageEvidence) -> [Int] {
        let above = mark.span.row - 1
        guard let rowStart = evidence.tokens.firstIndex(where: { $0.row == mark.span.row }),
            evidence.tokens[rowStart..<mark.span.order].allSatisfy({ $0.isClockWord || $0.isSeparator }),
            let last = evidence.times.indices.last(where: { evidence.times[$0].row == above })
        else { return [] }
        let time = evidence.times[last].box
        let endsRow = !evidence.tokens.contains {
            $0.row == above && $0.box.minX > time.maxX && !$0.isClockWord && !$0.isSeparator
        }
        let afterNames = marks.allSatisfy { $0.span.row != above || $0.span.box.maxX <= time.minX }
        return endsRow && afterNames ? [last] : []
    }

    /// "07 vers Millbrae: Civic Center/UN Plaza" over "08h08 – Daly City 08h21": the mirror of
    /// `timesEndingTheRowAbove`. A name that ends its row, with no time beside it, takes the time
    /// that opens the row below before every name there (a narrow column wraps a compact line
    /// "CODE towards HEADSIGN: BOARDING TIME – ALIGHTING TIME" after the boarding name). The row's
    /// own names keep it too; the schedule decides.
    static func timesOpeningTheRowBelow(_ mark: StopMark, among marks: [StopMark], _ evidence: PageEvidence) -> [Int] {
        let below = mark.span.row + 1
        guard mark.span.lastRow == mark.span.row,
            let lastToken = evidence.tokens.indices.last(where: { evidence.tokens[$0].row == mark.span.row }),
            lastToken < mark.span.order + mark.span.wordCount,
            let first = evidence.times.indices.first(where: { evidence.times[$0].row == below })
        else { return [] }
        let time = evidence.times[first].box
        let opensRow = !evidence.tokens.contains { $0.row == below && $0.box.maxX < time.minX }
        let beforeNames = marks.allSatisfy { $0.span.row != below || $0.span.box.minX >= time.maxX }
        return opensRow && beforeNames ? [first] : []
    }

    /// A time stacked over or under a name, this close at most, in the taller one's heights: a card
    /// prints "17:44" in large type over "Palo Alto Caltrain" with a duration's line beside them,
    /// so the time is not in the row next to the name's (the holdout card: 21 px under a 42 px
    /// time); one more height is where the next item of a list stands.
    static let stackedGapInHeights = 1.0

    /// The times stacked right over or under `mark`: overlapping it across, within
    /// `stackedGapInHeights`, with no other named stop between them. One above and one below are
    /// both kept, and the schedule decides.
    static func stackedTimes(_ mark: StopMark, among marks: [StopMark], _ evidence: PageEvidence) -> [Int] {
        let name = mark.span.box
        func overlapsAcross(_ a: Box, _ b: Box) -> Bool { a.minX < b.maxX && b.minX < a.maxX }
        return evidence.times.indices.filter { index in
            let time = evidence.times[index].box
            guard overlapsAcross(time, name) else { return false }
            let gap = time.maxY <= name.minY ? name.minY - time.maxY : time.minY >= name.maxY ? time.minY - name.maxY : -1
            guard gap >= 0, Double(gap) <= Double(max(time.height, name.height)) * stackedGapInHeights else { return false }
            let top = min(time.maxY, name.maxY), bottom = max(time.minY, name.minY)
            return !marks.contains { other in
                let box = other.span.box
                return other.name != mark.name && overlapsAcross(box, name) && box.minY >= top && box.maxY <= bottom
            }
        }
    }
}
