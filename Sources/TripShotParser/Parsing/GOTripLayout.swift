import TripShotPageText

/// GO Transit's "Your Trip" page (the layout of every fixture screenshot):
///
///     Union Station  ♿            Depart:
///                                  18:25
///     MI - Milton GO
///     Show 3 Stops in Between
///     Erindale GO  ♿              Arrive:
///                                  18:59
///     🚶 Transfer
///     Walk to the bus loop
///     Erindale GO      ♿          Depart:
///     Bus                          19:20
///     ...
///
/// Right-hand labels are anchors; the left-hand lines beside an anchor (label plus time, and any
/// wrapped line right under them) are its stop's name. Between a Depart and its Arrive come the
/// route line and the stop count; between an Arrive and the next Depart, "Transfer" makes a walk.
/// Everything else on the page (status bar, site header, fare table, buttons, banners, a desktop
/// sidebar) is clutter and is never consulted, except the header's date and duration.
enum GOTripLayout {
    /// Labels sit in the right part of the page; the left column holds names and route lines.
    static let labelColumnStart = 0.4
    /// A line this many text heights (or less) under another continues it (a wrapped name).
    /// Measured on the committed screenshots' recorded lines: a name's own lines are at most 0.84
    /// apart, a name and the route or transfer line under it at least 1.43. On the generated
    /// corpus (seed 6, 480 pages) lines without ascenders or descenders in fonts with a tall line
    /// height stand farther apart: a name's own lines up to 1.09 ("Metro Cuatro" over "Caminos"),
    /// a destination's up to 1.18 ("Local - DIRIDON" over "STATION"); the nearest line under a
    /// name that is not its own and not a count or transfer, 1.33 (a route line) and 1.38 (the
    /// "GO Train" mode line).
    static let wrapGap = 1.2
    /// Lines of one column start within this many text heights of each other.
    static let alignment = 1.5
    /// A name's next line stands at most this many times its lines' pitch under its last one
    /// (`LeftColumn.keepsPitch`).
    static let pitchTolerance = 1.4
    /// A mark bridging a name's wrapped lines starts this close to where the name does (the
    /// timeline's dots and bars start most of a text height or more left of it).
    static let markAlignment = 0.5

    static func parse(_ page: PageText) throws(ParseError) -> Itinerary {
        let allSegments = Segmenter.segments(of: page).flatMap { splitAtLabel($0, pageWidth: page.width) }
        let segments = allSegments.filter { !StrayGlyphs.isOnlyGlyphs($0) }
        let labelIndices = segments.indices.filter {
            Double(segments[$0].box.minX) >= labelColumnStart * Double(page.width) && Anchor.labelWord(in: segments[$0]) != nil
        }
        guard let labelColumn = labelIndices.map({ segments[$0].box.minX }).min() else {
            throw .noItinerary(pageWidth: page.width, pageHeight: page.height, lineCount: page.lines.count)
        }
        let labelSet = Set(labelIndices)
        let others = segments.indices.filter { !labelSet.contains($0) }
            .flatMap { splitAtColumn(segments[$0], labelColumn: labelColumn) }
        let rightColumn = others.filter { isRightColumn($0, labelColumn: labelColumn) }
        let leftColumn = others.filter { !isRightColumn($0, labelColumn: labelColumn) }

        let (anchors, recovered) = UnlabelledDepart.recover(
            labelIndices.compactMap { Anchor.read(label: segments[$0], right: rightColumn) }, right: rightColumn, left: leftColumn,
            labelColumn: labelColumn)
        var columns = LeftColumn(segments: leftColumn, marks: allSegments.filter { StrayGlyphs.isOnlyGlyphs($0) && $0.box.maxX <= labelColumn })
        let names = anchors.enumerated().map { index, anchor in
            columns.takeName(beside: anchor, before: anchors.dropFirst(index + 1).first?.top ?? Int.max)
        }
        let marks = names.enumerated().map { index, lines in
            columns.marks(among: lines ?? [], before: anchors.dropFirst(index + 1).first?.top ?? Int.max)
        }

        let pairs = try departArrivePairs(anchors, names: names, marks: marks)
        var warnings = anchors.compactMap(\.note) + recovered + unreadTimeWarnings(pairs)
        // Route lines first: where they start is the left column's edge, which tells the timeline's
        // marks (left of it) from the names' first letters.
        let bodies = try rideBodies(of: pairs, in: &columns, labelColumn: labelColumn, warnings: &warnings)
        let columnLeft = TextSegment.median(bodies.map(\.columnLeft))
        let legs = Self.legs(of: pairs, bodies: bodies, in: &columns, columnLeft: columnLeft)
        let header = HeaderReader(segments: segments, firstAnchorTop: anchors[0].top, columnLeft: columnLeft)
        return itinerary(legs, header: header, warnings: warnings)
    }

    /// A ride's two rows: its Depart and the Arrive right after it.
    typealias RideRows = (depart: StopRow, arrive: StopRow)

    /// Every Depart paired with the Arrive right after it; the first problem in reading order is
    /// the one reported.
    private static func departArrivePairs(
        _ anchors: [Anchor], names: [[TextSegment]?], marks: [[TextSegment]]
    ) throws(ParseError) -> [RideRows] {
        var pairs: [RideRows] = []
        var index = 0
        while index < anchors.count {
            let anchor = anchors[index]
            guard anchor.kind == .depart else {
                throw .arriveWithoutDepart(label: anchor.label.box, stop: names[index].map(rawName))
            }
            guard index + 1 < anchors.count, anchors[index + 1].kind == .arrive else {
                throw .departWithoutArrive(
                    label: anchor.label.box, stop: names[index].map(rawName),
                    nextDepart: index + 1 < anchors.count ? anchors[index + 1].label.box : nil)
            }
            let pair = (
                depart: try StopRow(anchor, lines: names[index], marks: marks[index]),
                arrive: try StopRow(anchors[index + 1], lines: names[index + 1], marks: marks[index + 1])
            )
            // One time of a ride may be unread, for the schedule to give; not both.
            if pair.depart.time == nil, pair.arrive.time == nil {
                throw .missingTime(label: anchor.kind.label, box: anchor.label.box)
            }
            pairs.append(pair)
            index += 2
        }
        return pairs
    }

    /// A warning for each row whose time did not read, in reading order.
    private static func unreadTimeWarnings(_ pairs: [RideRows]) -> [String] {
        pairs.flatMap { [$0.depart, $0.arrive] }.filter { $0.time == nil }.map { row in
            "no time under the '\(row.anchor.kind.label)' at \(row.anchor.label.box) reads as one"
                + (row.anchor.unreadTime.map { " ('\($0)')" } ?? "") + "; the schedule is asked for it"
        }
    }

    /// Each ride's route line and stop count, taken from the left column between its two rows; a
    /// warning for each count unread or repaired.
    private static func rideBodies(
        of pairs: [RideRows], in columns: inout LeftColumn, labelColumn: Int, warnings: inout [String]
    ) throws(ParseError) -> [RideBody] {
        var bodies: [RideBody] = []
        for (depart, arrive) in pairs {
            let left = depart.lines[0].box.minX
            let region = Box(
                x: left, y: depart.bottom, width: max(labelColumn - left, 1), height: max(arrive.top - depart.bottom, 0))
            guard let body = columns.takeRideBody(in: region) else {
                throw .missingRouteLine(from: rawName(depart.lines), to: rawName(arrive.lines), between: region)
            }
            bodies.append(body)
            if let line = body.unreadCount {
                warnings.append(
                    "the stop count in '\(line.text)' at \(line.box) could not be read; the ride from '\(rawName(depart.lines))' "
                        + "is left without one")
            }
            if let (line, reason) = body.countRepair, let count = body.stopsBetween {
                let read = count.readings.map(String.init).joined(separator: " or ")
                warnings.append("the stop count in '\(line.text)' at \(line.box) is read as \(read), \(reason)")
            }
        }
        return bodies
    }

    /// The rides, with the walk of a "Transfer" line between two of them.
    private static func legs(
        of pairs: [RideRows], bodies: [RideBody], in columns: inout LeftColumn, columnLeft: Int
    ) -> [Leg] {
        let icons = PageIcons(names: pairs.flatMap { [$0.depart.lines, $0.arrive.lines] })
        var legs: [Leg] = []
        for (number, (depart, arrive)) in pairs.enumerated() {
            if number > 0, let walk = columns.takeTransfer(between: pairs[number - 1].arrive.bottom, and: depart.top, columnLeft: columnLeft) {
                legs.append(.walk(walk))
            }
            let body = bodies[number]
            legs.append(
                .ride(
                    Ride(
                        routeCode: body.code, headsign: body.headsign,
                        from: name(depart.lines, marks: depart.marks, columnLeft: columnLeft, icons: icons),
                        to: name(arrive.lines, marks: arrive.marks, columnLeft: columnLeft, icons: icons),
                        departure: depart.time, arrival: arrive.time, stopsBetween: body.stopsBetween,
                        unreadStopCount: body.unreadCount?.box)))
        }
        return legs
    }

    /// The itinerary of `legs` with the header's ends, date and duration, the times the page
    /// agrees with preferred.
    private static func itinerary(_ legs: [Leg], header: HeaderReader, warnings: [String]) -> Itinerary {
        var legs = legs
        var warnings = warnings
        withHeaderEnds(header.ends(), in: &legs)
        withTransferCopies(in: &legs)
        let duration = header.durationWithNote()
        if let note = duration?.note { warnings.append(note) }
        let date = header.dateWithNote()
        if let note = date?.note { warnings.append(note) }
        var itinerary = Itinerary(date: date?.date, durationMinutes: duration?.duration, legs: legs, warnings: warnings)
        itinerary.preferTimesThePageAgreesWith()
        // Of the duration's readings, the one the legs' times agree with.
        itinerary.durationMinutes = itinerary.durationMinutes?.preferring(itinerary.spanMinutes)
        return itinerary
    }

    /// The labels are a column of their own, even when a large font leaves less than a column's gap
    /// before them ("Fredericksburg ♿ Arrive:" read as one run of words): split before a label word
    /// in the right part of the page.
    static func splitAtLabel(_ segment: TextSegment, pageWidth: Int) -> [TextSegment] {
        let words = segment.words
        guard let index = words.indices.dropFirst().first(where: { index in
            Double(words[index].box.minX) >= labelColumnStart * Double(pageWidth)
                && Anchor.labelWord(in: TextSegment(words: Array(words[index...])))?.index == 0
        }) else { return [segment] }
        return [TextSegment(words: Array(words[..<index])), TextSegment(words: Array(words[index...]))]
    }

    /// Whether `segment` (already cut at the labels' column: `splitAtColumn`) stands in the labels'
    /// column: it reaches past the column's left edge, and does not start more than two text heights
    /// left of it. A line that does is one of the left column's, as wide as the column on a narrow
    /// page ("Dublin/Pleasanton" from x 52 to 251 beside labels at 249); a time under a label starts
    /// where the label does, a stray mark read before it a glyph's width earlier.
    static func isRightColumn(_ segment: TextSegment, labelColumn: Int) -> Bool {
        segment.box.maxX > labelColumn && Double(segment.box.minX) >= Double(labelColumn) - 2 * Double(segment.height)
    }

    /// Once the labels' column is known, a line that runs into it is two columns read as one, when
    /// the gap between them was narrower than a column gap ("Hall At Penn Station 20:40": a name's
    /// wrapped line and the time beside it). The left column's text ends before the labels' column
    /// begins and times are aligned with the labels, so the cut is before the first word that starts
    /// within half a text height of the labels' left edge or right of it.
    static func splitAtColumn(_ segment: TextSegment, labelColumn: Int) -> [TextSegment] {
        let words = segment.words
        let edge = Double(labelColumn) - Double(segment.height) / 2
        guard let index = words.indices.dropFirst().first(where: {
            Double(words[$0].box.minX) >= edge && Double(words[$0 - 1].box.minX) < edge
        }) else { return [segment] }
        return [TextSegment(words: Array(words[..<index])), TextSegment(words: Array(words[index...]))]
    }

    /// The header's statements of the trip's ends (`HeaderReader.ends`) become the last
    /// alternatives of the first ride's boarding name and the last ride's alighting name. Where
    /// the header spells one of the name's readings (its letters and digits alike), that reading is
    /// preferred: the page prints the name twice, and the header's copy has no icon beside it
    /// ("MANUEL GONZÁLEZ_1_3" in the header says the name's lone "3" is text, not an icon).
    private static func withHeaderEnds(_ ends: [(origin: String, destination: String)], in legs: inout [Leg]) {
        // The layout's legs start and end with a ride (walks only stand between two).
        let first = legs.startIndex, last = legs.endIndex - 1
        guard !ends.isEmpty, !legs.isEmpty, case .ride(var boarding) = legs[first] else { return }
        boarding.from = confirmed(boarding.from, byHeader: ends.map(\.origin))
        legs[first] = .ride(boarding)
        guard case .ride(var alighting) = legs[last] else { return }
        alighting.to = confirmed(alighting.to, byHeader: ends.map(\.destination))
        legs[last] = .ride(alighting)
    }

    /// Where one ride ends and the next begins, the page prints the stop's name twice (a change at
    /// one station: "96 St" over "Arrive:", "96 St" again over "Depart:"), and OCR may garble one
    /// copy ("9% St"): each name gets the other's readings as its last alternatives, when the two
    /// read nearly alike (a garbled glyph or two: two characters at most, and at most a quarter of
    /// the shorter's). Two stops a walk apart differ by more ("SW 11th & Jefferson", "SW 10th &
    /// Clay"; "Canal de Miramontes - Cannes", "Canal de Miramontes - Abrevadero"), and the feed,
    /// which knows both names, must not be offered one for the other.
    private static func withTransferCopies(in legs: inout [Leg]) {
        let rides = legs.indices.filter { if case .ride = legs[$0] { true } else { false } }
        for (arriving, departing) in zip(rides, rides.dropFirst()) {
            guard case .ride(var before) = legs[arriving], case .ride(var after) = legs[departing] else { continue }
            let a = Array(before.to.value), b = Array(after.from.value)
            let limit = max(1, min(2, min(a.count, b.count) / 4))
            guard LayoutWord.editDistance(a, b, atMost: limit) <= limit else { continue }
            let arrival = before.to.readings
            before.to.addAlternatives(after.from.readings)
            after.from.addAlternatives(arrival)
            legs[arriving] = .ride(before)
            legs[departing] = .ride(after)
        }
    }

    /// `name` preferring the first reading the header spells alike, with the header's spellings
    /// it lacks as its last alternatives.
    private static func confirmed(_ name: Located<String>, byHeader spellings: [String]) -> Located<String> {
        func key(_ text: String) -> String { text.lowercased().filter { $0.isLetter || $0.isNumber } }
        let keys = Set(spellings.map(key))
        var result = name.preferring(name.readings.first { keys.contains(key($0)) })
        result.addAlternatives(spellings)
        return result
    }

    /// A stop's name: its lines, each cleaned of stray glyphs first, then joined in reading order.
    /// Where a glyph may be an icon or the name's own text, the preferred reading is the value and
    /// the others (every doubtful glyph kept; every one dropped; only the outermost at each end
    /// dropped) are its alternatives; then the reading with the name's `marks` (lines of glyphs
    /// only among or under its lines: `LeftColumn.marks(among:before:)`) put back in place as they
    /// read; last the preferred reading with its words spelled as the recogniser's runners-up
    /// (`RunnerUps`), one word at a time.
    static func name(
        _ lines: [TextSegment], marks: [TextSegment] = [], columnLeft: Int, icons: PageIcons = PageIcons()
    ) -> Located<String> {
        let readings = [false, true].flatMap { spacedHyphen in
            StrayGlyphs.Reading.allCases.map { reading in
                nameReading(lines, columnLeft: columnLeft, icons: icons, reading: reading, spacedHyphen: spacedHyphen)
            }
        }
        let preferred = readings[0]
        var alternatives: [String] = []
        let withMarks = marks.isEmpty
            ? [] : [joinWrapped((preferred.lines + marks).sorted { $0.box.minY < $1.box.minY }.map(\.text))]
        let others = readings.dropFirst().map(\.text) + withMarks + RunnerUps.spellings(of: preferred.lines)
        for other in others where other != preferred.text && !alternatives.contains(other) {
            alternatives.append(other)
        }
        return Located(preferred.text, box: preferred.box, alternatives: alternatives)
    }

    private static func nameReading(
        _ lines: [TextSegment], columnLeft: Int, icons: PageIcons, reading: StrayGlyphs.Reading, spacedHyphen: Bool
    ) -> (text: String, box: Box, lines: [TextSegment]) {
        var cleaned = lines.enumerated().compactMap { index, line in
            StrayGlyphs.clean(
                line, columnLeft: columnLeft, iconRow: index == 0, continues: index < lines.count - 1, icons: icons,
                reading: reading)
        }
        if let last = cleaned.popLast(), let kept = StrayGlyphs.withoutFinalSymbol(last, reading: reading) { cleaned.append(kept) }
        let kept = cleaned.isEmpty ? lines : cleaned
        let box = kept.dropFirst().reduce(kept[0].box) { $0.union($1.box) }
        return (joinWrapped(kept.map(\.text), spacedHyphen: spacedHyphen), box, kept)
    }

    /// Joins a wrapped text's lines in reading order: with a space, except after a line that ends in
    /// a word's own hyphen ("Van Cortlandt Park-" + "242 St" is "Park-242 St"; a lone " - " keeps
    /// its spaces). With `spacedHyphen`, such a hyphen is read as a spaced dash instead ("Reforma
    /// Agraria-" + "Tierra" is "Reforma Agraria - Tierra"): OCR glues a dash to the word before it
    /// when the space is narrow, so the page cannot tell the two apart.
    static func joinWrapped(_ lines: [String], spacedHyphen: Bool = false) -> String {
        var text = ""
        for line in lines {
            if text.isEmpty {
                text = line
            } else if text.hasSuffix("-"), let lastWord = text.split(separator: " ").last, lastWord.count > 1 {
                text = spacedHyphen ? String(text.dropLast()) + " - " + line : text + line
            } else {
                text += " " + line
            }
        }
        return text
    }

    /// A name's raw text, for error messages.
    static func rawName(_ lines: [TextSegment]) -> String {
        lines.compactMap { StrayGlyphs.clean($0) }.map(\.text).joined(separator: " ")
    }
}

/// A complete stop row: an anchor with its time (nil when none reads) and its name's lines (not yet
/// cleaned).
struct StopRow: Sendable {
    var anchor: Anchor
    var lines: [TextSegment]
    /// Lines of glyphs only among or under the name's (`LeftColumn.marks(among:before:)`).
    var marks: [TextSegment] = []

    /// The anchor, refused with the error that names what it lacks.
    init(_ anchor: Anchor, lines: [TextSegment]?, marks: [TextSegment] = []) throws(ParseError) {
        guard let lines, !lines.isEmpty else {
            throw .missingStopName(label: anchor.kind.label, box: anchor.label.box)
        }
        self.anchor = anchor
        self.lines = lines
        self.marks = marks
    }

    var time: Located<ClockTime>? { anchor.time }

    var top: Int { min(anchor.top, lines.map(\.box.minY).min() ?? anchor.top) }
    var bottom: Int { max(anchor.bottom, lines.map(\.box.maxY).max() ?? anchor.bottom) }
}

/// What lies between a Depart's name and its Arrive: the route line (maybe wrapped) and the count.
struct RideBody: Sendable {
    var code: Located<String>
    var headsign: Located<String>?
    var stopsBetween: Located<Int>?
    /// Where the route line starts: the left column's edge.
    var columnLeft: Int
    /// A "Show N Stops in Between" line whose count did not read.
    var unreadCount: TextSegment?
    /// The count line whose count is read other than as printed, and how ("the recogniser's
    /// second choice"), for the itinerary's warnings.
    var countRepair: (line: TextSegment, reason: String)?
}
