import TripShotPageEvidence
import TripShotPageText
import TripShotResolver

/// What one ride explains on the page beyond its two stops and times, and what it contradicts.
/// Each item explained counts one, each contradiction takes one away (`items`): a route code
/// beside it that is its route's, a headsign its trip runs to, a stop count its stops agree with,
/// a length its times give.
struct RideEvidence {
    var items = 0
    var notes: [String] = []
    /// The page's code for the ride and where, when it shows one.
    var code: (text: String, box: Box)?
    var headsign: (text: String, box: Box?)?
    /// The stop count the page shows for it, as stops strictly between, and where.
    var stopsBetween: (count: Int, box: Box)?

    /// The evidence for `ride` in its rows: from the row above its boarding row to its alighting row.
    static func of(
        _ ride: RideHypothesis, marks: [StopMark], evidence: PageEvidence, codes: RouteCodes, resolver: Resolver
    ) throws(ResolveError) -> RideEvidence {
        var found = RideEvidence()
        let first = marks[ride.board].span.row, last = marks[ride.alight].span.lastRow
        // A ride on one row (a compact result: "15:31  18 min  15:49" over its stops) prints its
        // details on a line of its own below it, the train and where it goes ("Os 5122 smer
        // Nitra · 3 zastávky") as well as its count: that row, when it shows no time of its own,
        // is the ride's too.
        // So is the row just below that holds the ride's alighting time and names no stop: the
        // ride's line wrapped after its names ("18 St 05:25 -> Christopher St-Stonewall" over
        // "05:27 · 1 (2 Halte)", its route's badge there too).
        let alightRow = evidence.times[ride.alightTime].row
        let wrapped = alightRow == last + 1 && !marks.contains { $0.span.row == alightRow && !$0.span.namesDirection }
        let below = wrapped || (first == last && !evidence.times.contains { $0.row == last + 1 }) ? last + 1 : last
        let run = ride.run
        var rows = Self.rows(of: ride, marks: marks).lowerBound...below
        // A route line just above those rows whose headsign, as the feed names it, wraps into them
        // is the ride's own line, its code and number too ("Tren 1080 - dir. Ny Moynihan Train
        // Hall" over "At Penn Station" over "Salida Kannapolis 7:10 a.m.").
        if try Self.wrapsItsHeadsign(into: rows.lowerBound, evidence: evidence, run: run, resolver: resolver) {
            rows = (rows.lowerBound - 1)...rows.upperBound
        }
        // A code the page prints in the ride's rows that names its route (or a label of its trip).
        let shown = codes.tokens.filter { rows.contains($0.row) }
        if let code = shown.first(where: { codes.names($0.text, run: run, resolver: resolver) }) {
            found.items += 1
            found.code = (code.text, code.box)
            found.notes.append("code '\(code.text)'")
        }
        // The route's long name written out ("Linie Warm Springs/South Fremont - Daly City",
        // "Milton line"), where no code is shown.
        if found.code == nil, let route = resolver.route(run.routeID), route.longName.count >= 4,
            evidence.rows.indices.filter(rows.contains).flatMap({ evidence.rows[$0].lines })
                .contains(where: { Self.folded(evidence.lines[$0].text).contains(Self.folded(route.longName)) })
        {
            found.items += 1
            found.notes.append("route name '\(route.longName)'")
        }
        // A code naming the trip's own variant ("21C", "2745") tells it from the route's other runs.
        if let variant = shown.first(where: { codes.namesALabel($0.text, of: run) }) {
            found.items += 1
            found.notes.append("variant '\(variant.text)'")
        }
        var headsignRow: Int?
        for line in evidence.routeLines where rows.contains(line.row) {
            let ours = line.codes.contains { codes.names($0, run: run, resolver: resolver) }
            let another = line.codes.contains { !codes.routeIDs($0).isEmpty }
            if !ours, another, found.code == nil {
                found.items -= 1
                found.notes.append("against it: route line '\(line.codes.last ?? "")' names another route")
            }
            // Any of the line's readings of it that is where the run goes (the feed decides how far it runs).
            let readings = Self.readings(of: line)
            if found.headsign == nil, !readings.isEmpty {
                let destinations = try Self.destinations(of: run, resolver: resolver)
                for (reading, lastRow) in readings {
                    guard let fit = Self.headsign(reading, fitting: destinations, resolver: resolver) else { continue }
                    found.items += 1
                    found.headsign = (Self.asShown(fit), line.headsignBox)
                    found.notes.append("headsign '\(reading)'")
                    headsignRow = lastRow
                    break
                }
            }
        }
        // The row below that the headsign the feed named carries on onto, when it shows no time, is
        // the ride's too ("- 130 direção The Pier" over "Cairns Terminus (15 paradas)"); so is a row
        // below holding a count and nothing else, the ride's line wrapped before it ("... Menlo Park
        // Caltrain 8:38 a.m." over "(3 stops)"): no layout counts a ride's stops before its boarding.
        let countBelow =
            (headsignRow == last + 1 && !evidence.times.contains { $0.row == last + 1 }) || Self.holdsOnlyACount(last + 1, evidence)
            ? last + 1 : below
        // Its count too ("Bus (2 arrêts)").
        if let count = evidence.counts.first(where: { ((first - 1)...countBelow).contains($0.row) && $0.row >= first }) {
            let between = try resolver.stopsBetween(run)
            if count.agrees(withStopsBetween: between) {
                found.items += 1
                found.stopsBetween = (between, count.box)
                found.notes.append(count.count == 1 ? "1 stop" : "\(count.count) stops")
            } else {
                found.items -= 1
                found.notes.append("against it: the page counts \(count.count) stops, the trip has \(between) between")
            }
        }
        try found.countListedStops(of: ride, marks: marks, evidence: evidence, resolver: resolver)
        let shownMinutes = ride.shownMinutes(evidence)
        let lengthRows = Self.lengthRows(of: ride, marks: marks)
        if evidence.durations.contains(where: { !$0.isWalkOrWait && !$0.mayBeMetres && lengthRows.contains($0.row) && $0.minutes == shownMinutes }) {
            found.items += 1
            found.notes.append("\(shownMinutes) min")
        }
        return found
    }

    /// The headsign readings of `line` with the last row each reaches.
    static func readings(of line: RouteLine) -> [(String, Int)] {
        (line.headsign.map { [($0, line.headsignLastRow)] } ?? []) + zip(line.longerHeadsigns, line.longerHeadsignLastRows)
    }

    /// Whether a route line on the row above `row` has a reading reaching `row` that writes where
    /// `run` goes ("Train 449 · dir. SAN" over "FRANCISCO STATION").
    static func wrapsItsHeadsign(
        into row: Int, evidence: PageEvidence, run: Resolver.Run, resolver: Resolver
    ) throws(ResolveError) -> Bool {
        let lines = evidence.routeLines.filter { $0.row == row - 1 && readings(of: $0).contains { $0.1 >= row } }
        guard !lines.isEmpty else { return false }
        let destinations = try destinations(of: run, resolver: resolver)
        return lines.contains { line in
            readings(of: line).contains { $0.1 >= row && headsign($0.0, fitting: destinations, resolver: resolver) != nil }
        }
    }

    /// Whether `row` holds a stop count and no other word: numbers, stop units and separators.
    static func holdsOnlyACount(_ row: Int, _ evidence: PageEvidence) -> Bool {
        guard evidence.counts.contains(where: { $0.row == row }) else { return false }
        let words = evidence.tokens.filter { $0.row == row && !$0.isSeparator }
        return words.allSatisfy { $0.key.allSatisfy(\.isNumber) || $0.isStopUnit(afterBracket: true) }
    }

    /// The stops a page lists between the ride's boarding and alighting rows (not its own two), each
    /// with a time on its own row ("06:18 Ragama", a timeline that shows every stop between): each row where the
    /// run calls at a stop named there at a time shown there counts one for it. A run that does not
    /// call there (an express past a local's stops) explains none of them, so it ranks below one
    /// that does; a row is not held against a run, since a name the index matched by one slip may
    /// be no stop of the ride at all.
    mutating func countListedStops(
        of ride: RideHypothesis, marks: [StopMark], evidence: PageEvidence, resolver: Resolver
    ) throws(ResolveError) {
        let after = marks[ride.board].span.lastRow, before = marks[ride.alight].span.row
        guard before - after > 1 else { return }
        var explained = Set<Int>()
        var names: [String] = []
        // The ride's own two stops named again between (a card's "Surin'de inin" over its arrival)
        // are no stops between.
        let ends: Set<String> = [ride.run.boardStopID, ride.run.alightStopID]
        for mark in marks where mark.span.row > after && mark.span.row < before && !mark.span.namesDirection {
            let row = mark.span.row
            guard !mark.stopIDs.contains(where: ends.contains) else { continue }
            guard !explained.contains(row) else { continue }
            let own = mark.times.filter { (row...mark.span.lastRow).contains(evidence.times[$0].row) }
            guard !own.isEmpty else { continue }
            let calls = try resolver.calls(of: ride.run, at: mark.stopIDs)
            guard calls.contains(where: { call in own.contains { RideHypotheses.shows(call, as: evidence.times[$0].time) } }) else { continue }
            explained.insert(row)
            names.append(mark.name)
        }
        guard !names.isEmpty else { return }
        items += names.count
        notes.append("stops between at their times '\(names.joined(separator: "', '"))'")
    }

    /// A ride's own rows: from the row above its boarding row (its route badge) to its alighting row.
    static func rows(of ride: RideHypothesis, marks: [StopMark]) -> ClosedRange<Int> {
        // A wrapped alighting name ends its ride's rows where it ends ("to Mulgrave" / "Rd ... (15 stops)").
        (marks[ride.board].span.row - 1)...marks[ride.alight].span.lastRow
    }

    /// The rows where a ride's own length stands: from its boarding row to its alighting row.
    static func lengthRows(of ride: RideHypothesis, marks: [StopMark]) -> ClosedRange<Int> {
        marks[ride.board].span.row...marks[ride.alight].span.row
    }

    /// Lower case, single spaces: how a route's name is compared with a line of the page.
    static func folded(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The feed's text as any page draws it: a run of spaces is one gap on a screen, in a PDF or a
    /// mail, so "Estadio Azteca -  Santo Tomás Ajusco" in the feed reads "Estadio Azteca - Santo
    /// Tomás Ajusco"; the feed's spelling still names the trip, this is only what is reported.
    static func asShown(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// A headsign as a page shows it beside the code: "MI - Union Station" is "Union Station".
    static func destination(of headsign: String) -> String {
        guard let dash = headsign.range(of: " - "), !headsign[..<dash.lowerBound].contains(" ") else { return headsign }
        return String(headsign[dash.upperBound...])
    }

    /// Where the run goes as a page may write it: its trip_headsign and the part after its code
    /// ("MI - Union Station", "Union Station"); for a trip without a headsign, its last stop's name,
    /// as the resolved ride says it.
    static func destinations(of run: Resolver.Run, resolver: Resolver) throws(ResolveError) -> [String] {
        guard run.headsign.isEmpty else { return [run.headsign, destination(of: run.headsign)] }
        return try resolver.lastStopName(of: run).map { [$0] } ?? []
    }

    /// Which of the run's `destinations` the page's headsign text writes, by the resolver's name
    /// keys: the one it fits best ("Buenavista - Cuautitlán" written out is the whole headsign,
    /// not its part after the dash), nil when none fits.
    static func headsign(_ text: String, fitting destinations: [String], resolver: Resolver) -> String? {
        let fits = destinations.map { ($0, resolver.nameSimilarity(text, $0)) }.filter { $0.1 >= StopMarks.floor }
        return fits.max { $0.1 < $1.1 }?.0
    }
}

extension RideHypothesis {
    /// Of the same ride's runs on other service days, keeps those whose own number or variant the
    /// page prints in the ride's rows ("Zug 55", where trains 55 and 57 run the same times on
    /// different days): the number names the trip, and so its days. True when it narrowed them.
    mutating func keepShownVariant(marks: [StopMark], codes: RouteCodes, resolver: Resolver) -> Bool {
        let rows = RideEvidence.rows(of: self, marks: marks)
        let shown = codes.tokens.filter { rows.contains($0.row) }
        let named = sameRuns.filter { run in shown.contains { codes.namesALabel($0.text, of: run) } }
        guard !named.isEmpty, named.count < sameRuns.count else { return false }
        sameRuns = named
        run = named[0]
        return true
    }

    /// Minutes between its shown times (over midnight when the arrival shows earlier).
    func shownMinutes(_ evidence: PageEvidence) -> Int {
        let a = evidence.times[boardTime].time.minutesOfDay, b = evidence.times[alightTime].time.minutesOfDay
        return (b - a + 1440) % 1440
    }
}

/// The page's words that may be route codes ("MI", "21", "S5", "ICE 16", "2745"): short, with a
/// digit or in capitals; each looked up once in the feed's routes, then per ride a set lookup.
struct RouteCodes {
    struct Code {
        var text: String
        var box: Box
        var row: Int
    }

    var tokens: [Code] = []
    private var known: [String: Set<String>] = [:]
    /// Each code's key (`Resolver.codeKey`), and the keys each label of the rides' runs names
    /// (`learnLabels`): worked out once per page, not once per code and run compared.
    private var keys: [String: String] = [:]
    private var labelKeys: [String: Set<String>] = [:]

    init(_ evidence: PageEvidence, resolver: Resolver) {
        let words = evidence.tokens
        func isCodeLike(_ text: String) -> Bool {
            let letters = text.filter(\.isLetter)
            return (1...8).contains(text.count) && !text.contains(":" as Character)
                && (text.contains(where: \.isNumber) || (!letters.isEmpty && letters.allSatisfy(\.isUppercase)))
        }
        // Each word's letters and digits, and whether they look like a code, once: a word is
        // judged as itself and again as the word before it's second half.
        let texts = words.map { $0.text.filter { $0.isLetter || $0.isNumber } }
        let codeLike = texts.map(isCodeLike)
        var candidates: [(String, Box, Int)] = []
        // A number before a stop count's unit is the count ("2 (13 Halte)": no route 13).
        func isCount(_ index: Int) -> Bool {
            index + 1 < words.count && words[index + 1].line == words[index].line && texts[index].allSatisfy(\.isNumber)
                && words[index + 1].isStopUnit(afterBracket: words[index].text.hasPrefix("("))
        }
        for (index, token) in words.enumerated() {
            let text = texts[index]
            guard codeLike[index], !isCount(index) else { continue }
            candidates.append((text, token.box, token.row))
            if index + 1 < words.count, words[index + 1].line == token.line, codeLike[index + 1] {
                candidates.append((text + " " + texts[index + 1], token.box.union(words[index + 1].box), token.row))
            }
        }
        for line in evidence.routeLines { for code in line.codes { candidates.append((code, line.codeBox ?? Box(x: 0, y: 0, width: 0, height: 0), -1)) } }
        for (text, box, row) in candidates {
            let ids = known[text] ?? resolver.routeIDs(forCode: text)
            known[text] = ids
            if keys[text] == nil { keys[text] = Resolver.codeKey(text) }
            if row >= 0 { tokens.append(Code(text: text, box: box, row: row)) }
        }
    }

    /// Works out the keys of every label of the rides' runs (their own and those on other days).
    mutating func learnLabels(of rides: [RideHypothesis]) {
        for ride in rides {
            for run in [ride.run] + ride.sameRuns {
                for label in run.labels where labelKeys[label] == nil { labelKeys[label] = Resolver.codeKeys(namedBy: label) }
            }
        }
    }

    /// The routes a code names (every code of the page was looked up when this was made).
    func routeIDs(_ text: String) -> Set<String> { known[text] ?? [] }

    /// Whether the code names one of the run's labels (`Resolver.code(_:namesOneOf:)`).
    func namesALabel(_ text: String, of run: Resolver.Run) -> Bool {
        let key = keys[text] ?? Resolver.codeKey(text)
        return !key.isEmpty && run.labels.contains { (labelKeys[$0] ?? Resolver.codeKeys(namedBy: $0)).contains(key) }
    }

    func names(_ text: String, run: Resolver.Run, resolver: Resolver) -> Bool {
        routeIDs(text).contains(run.routeID) || namesALabel(text, of: run)
    }
}
