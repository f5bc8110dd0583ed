import TripShotPageEvidence
import TripShotPageText
import TripShotParser
import TripShotResolver
import TripShotTrip

/// Reads any planner's page with the feed as its grammar: the page is evidence (`PageEvidence`),
/// the feed offers rides between the stops it names at the times beside them, rides chain into
/// trips in the page's reading order, and the chain that explains the most of the page, and that
/// it does not contradict, is the answer. Two chains explaining it equally are both reported;
/// nothing is guessed. The answer is an `Itinerary` spelled as the feed spells it, so the resolver,
/// the validation and every renderer take it as they take a parsed one.
public struct PlannerDecoder {
    private let resolver: Resolver

    public init(resolver: Resolver) { self.resolver = resolver }

    /// What a page decoded into.
    public struct Decoded: Sendable {
        /// The legs as the page shows them, names as the feed spells them, each value with its box;
        /// its warnings say what evidence each ride used.
        public var itinerary: Itinerary
        /// The trip of each ride, in order.
        public var tripIDs: [String]
        /// True when the page shows no date the trip runs on and none was given: for one ride the
        /// resolver takes the day `NearestDay` takes from today and says so; for a chain (or one
        /// ride whose shown trip number kept only some of its runs), the first day from today on
        /// which every ride runs (else the latest before) is the itinerary's date (without a box:
        /// not read from the page), a warning says so, and the chain reports the trip's day as
        /// assumed. So too for a date shown without its year, on which the trip runs in more than
        /// one year: the nearest year forward from today is taken, and its year is chosen, not shown.
        public var dateChosen: Bool
        /// True when of the chosen date only the year was chosen: the page shows its day and month.
        public var yearChosen = false
        /// The page's clock times no ride of the chain explains (`UnexplainedTimes`); a warning
        /// lists them too.
        public var unexplained: [UnexplainedTime] = []
    }

    /// Whether `page` shows any clock time: every planner's itinerary does, so a page without one is
    /// left to the layout parser's "no itinerary".
    public static func showsClockTimes(_ page: PageText) -> Bool { PageEvidence.showsClockTimes(page) }

    /// A page read once as evidence (`PageEvidence`), to be decoded with one feed after another:
    /// reading it cost as much as a GO page's whole resolve, and a chain with several feeds read
    /// it once more for each, after reading its times once to see whether it shows any.
    public struct Page: Sendable {
        let evidence: PageEvidence

        public init(_ page: PageText) { evidence = PageEvidence(page) }

        /// Whether the page shows any clock time (`PlannerDecoder.showsClockTimes`).
        public var showsClockTimes: Bool { !evidence.times.isEmpty }
    }

    /// The trip chain `page` shows. `date` (from `--date`) wins over the page's own date; a day the
    /// page does not pin is counted from `today` (`NearestDay`; nil counts from the feed's first day).
    public func decode(_ page: PageText, date: ShownDate? = nil, today: ShownDate? = nil) throws(DecodeError) -> Decoded {
        try decode(Page(page), date: date, today: today)
    }

    /// The trip chain a page read once (`Page`) shows. `date` (from `--date`) wins over the page's
    /// own date; a day the page does not pin is counted from `today` (as `decode(_:date:today:)`).
    public func decode(_ page: Page, date: ShownDate? = nil, today: ShownDate? = nil) throws(DecodeError) -> Decoded {
        let evidence = page.evidence
        do {
            return try decode(evidence, date: date, rule: try resolver.nearestDay(countingFrom: today))
        } catch let error as DecodeError {
            throw error
        } catch let error as ResolveError {
            throw .feed(error)
        } catch {
            throw .feed(ResolveError(.database("\(error)")))
        }
    }

    private func decode(_ evidence: PageEvidence, date: ShownDate?, rule: NearestDay) throws -> Decoded {
        do {
            return try decodeTimes(evidence, date: date, rule: rule)
        } catch DecodeError.noTripExplains(let seen) where !evidence.separatorLostTimes.isEmpty {
            // No trip at the page's plain times: its four-digit numbers read as times whose
            // separator OCR lost ("at 1929") are tried, and said; failing, the first answer stands.
            // Decoded with all of them, then again with only those its rides used: a number it did
            // not use stays a number, never a time left unexplained.
            guard let widened = try? decodeTimes(evidence.withSeparatorLostTimes(), date: date, rule: rule) else {
                throw DecodeError.noTripExplains(seen: seen)
            }
            let boxes = Set(widened.itinerary.legs.flatMap { leg -> [Box] in
                guard case .ride(let ride) = leg else { return [] }
                return [ride.departure?.box, ride.arrival?.box].compactMap { $0 }
            })
            let used = evidence.separatorLostTimes.filter { boxes.contains($0.box) }
            guard !used.isEmpty, var decoded = try? decodeTimes(evidence.withSeparatorLostTimes(used), date: date, rule: rule) else {
                throw DecodeError.noTripExplains(seen: seen)
            }
            // As the page wrote it: "1929", "10-47".
            let read = used.map { time in
                "'\(evidence.tokens.first { $0.box == time.box }?.text ?? Self.digits(of: time.time))' as \(time.time)"
            }
            decoded.itinerary.warnings.append(
                "no trip explains the page at its times alone: read \(read.joined(separator: ", ")), a time whose"
                    + " separator the reading may have lost (a number where a time may stand)")
            return decoded
        }
    }

    /// Whether `date` was read from words of a stop's name: a mark's run on the date's row holds the
    /// date's words, and the feed's name of it holds them and more ("Anillo Periférico Sur - 11 De
    /// Abril (Calle 4)", a street named for a day). A name that is the date's words alone ("11 de
    /// Abril" read off "Fecha: 11 de abril") says nothing against a date.
    static func isInsideAName(_ date: DateMark, marks: [StopMark], evidence: PageEvidence) -> Bool {
        func words(_ text: some StringProtocol) -> [String] {
            text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { Resolver.nameWordKey($0) }
        }
        let dateWords = evidence.tokens.filter { $0.row == date.row && date.box.minX <= $0.box.minX && $0.box.maxX <= date.box.maxX }
            .flatMap { words($0.text) }
        guard !dateWords.isEmpty else { return false }
        return marks.contains { mark in
            let span = mark.span
            guard span.row == date.row, span.lastRow == span.row, span.box.minX <= date.box.minX, date.box.maxX <= span.box.maxX
            else { return false }
            let name = words(mark.name)
            return name.count > dateWords.count
                && (0...(name.count - dateWords.count)).contains { name[$0..<($0 + dateWords.count)].elementsEqual(dateWords) }
        }
    }

    /// "1929" for 19:29: how a time with its separator lost reads.
    static func digits(of time: ClockTime) -> String {
        let hour = time.minutesOfDay / 60, minute = time.minutesOfDay % 60
        return (hour < 10 ? "0" : "") + "\(hour)" + (minute < 10 ? "0" : "") + "\(minute)"
    }

    private func decodeTimes(_ evidence: PageEvidence, date: ShownDate?, rule: NearestDay) throws -> Decoded {
        guard !evidence.times.isEmpty else {
            throw DecodeError.notOneTrip(seen: evidence.summary, reason: "a trip's page shows its times, and this one shows none")
        }
        let marks = try StopMarks.marks(evidence, resolver: resolver)
        let timed = marks.filter { !$0.times.isEmpty }
        guard !marks.isEmpty else {
            throw DecodeError.notOneTrip(seen: evidence.summary, reason: "none of its text names a stop of the feed")
        }
        // The page's dates on which the feed runs anything: a booking number read as "5091-12-14",
        // or an e-mail's own date outside the feed, is no trip's date.
        // An e-mail header's date says when the mail was sent: on a page that labels its travel
        // date ("Data da viagem: 29/07/2021"), the mail's ("Data: 22/07/2021") is no trip's date.
        // A mail's sent date or a ticket's print date, certain as such, is no trip's date at all.
        // A date read inside a stop's name the feed confirms ("Anillo Periférico Sur - 11 De Abril
        // (Calle 4)", a street named for a day) is the name's words, no day of the trip.
        let shown = (evidence.dates.contains { $0.label == .travel } ? evidence.dates.filter { $0.label != .mail } : evidence.dates)
            .filter { $0.label != .sent && !Self.isInsideAName($0, marks: marks, evidence: evidence) }
        var pageDates: [ShownDate] = []
        let years = try resolver.feedYears()
        for reading in shown.flatMap({ $0.readings(inYears: years) }) where !pageDates.contains(reading) {
            if try !resolver.services(on: reading).isEmpty { pageDates.append(reading) }
        }
        let dates = date.map { [$0] } ?? pageDates
        var rides = try RideHypotheses.rides(
            marks: marks, evidence: evidence, dates: dates, required: date != nil, resolver: resolver)
        // One ride per key and marks; an undated key's runs on other service days are kept aside,
        // for the day a chain of them has in common.
        var sameRuns: [String: [Resolver.Run]] = [:]
        rides = rides.filter { ride in
            let key = "\(ride.key)#\(ride.board)#\(ride.boardTime)#\(ride.alight)#\(ride.alightTime)"
            defer { sameRuns[key, default: []].append(ride.run) }
            return sameRuns[key] == nil
        }
        for index in rides.indices {
            let ride = rides[index]
            rides[index].sameRuns = sameRuns["\(ride.key)#\(ride.board)#\(ride.boardTime)#\(ride.alight)#\(ride.alightTime)"] ?? [ride.run]
        }
        rides.sort {
            (marks[$0.board].span.row, marks[$0.board].span.order, $0.boardTime, $0.alight)
                < (marks[$1.board].span.row, marks[$1.board].span.order, $1.boardTime, $1.alight)
        }
        var codes = RouteCodes(evidence, resolver: resolver)
        codes.learnLabels(of: rides)
        guard !rides.isEmpty else { throw Self.noRides(evidence, marks: timed, codes: codes, on: date.map { [$0] } ?? []) }
        for index in rides.indices {
            rides[index].variantShown = rides[index].keepShownVariant(marks: marks, codes: codes, resolver: resolver)
            rides[index].evidence = try RideEvidence.of(rides[index], marks: marks, evidence: evidence, codes: codes, resolver: resolver)
        }
        let chains = try TripChains.chains(rides, marks: marks, evidence: evidence, resolver: resolver)
        // Every ride may fall out of every chain (its two times shown two ways).
        guard var winner = chains.first else { throw Self.noRides(evidence, marks: timed, codes: codes, on: date.map { [$0] } ?? []) }
        try Self.checkOneTrip(winner, rides: rides, marks: marks, evidence: evidence)
        let winnerKeys = Set(winner.keys)
        var apart: DayApart?
        var dateOrder: DateOrderTie?
        // One trip the feed lists twice is no other answer (`ListedTwice`).
        let firstWinner = winner.key
        var twins: [TripChain] = []
        func isTwin(_ chain: TripChain) throws -> Bool {
            guard winner.ties(with: chain), try ListedTwice.twins(winner, chain, rides: rides, resolver: resolver) else { return false }
            twins.append(chain)
            return true
        }
        if let runnerUp = try chains.dropFirst().first(where: { try !Set($0.keys).isSubset(of: winnerKeys) && !isTwin($0) }),
            winner.ties(with: runnerUp)
        {
            // One answer per set of trips: the same trips read from other marks are no other answer.
            var answers: Set<Set<String>> = [winnerKeys]
            let tied = try [winner] + chains.dropFirst().filter {
                try !Set($0.keys).isSubset(of: winnerKeys) && winner.ties(with: $0)
                    && !ListedTwice.twins(winner, $0, rides: rides, resolver: resolver) && answers.insert(Set($0.keys)).inserted
            }
            if date == nil, let order = DateOrderTie.resolve(tied, evidence: evidence, years: years) {
                dateOrder = order
                winner = order.chain
            } else {
                guard date == nil, let first = try DayApart.nearest(of: tied, rides: rides, rule: rule, resolver: resolver) else {
                    // The day both run on, when the page or --date pins it: then no date parts them.
                    let shownDay = winner.dates.first(where: runnerUp.dates.contains)
                    let day = date.map { DecodedChain.Day.given($0) } ?? shownDay.map { .shown($0) } ?? .open
                    var first = describe(winner, rides: rides, marks: marks, evidence: evidence)
                    var second = describe(runnerUp, rides: rides, marks: marks, evidence: evidence)
                    (first.day, second.day) = (day, day)
                    throw DecodeError.ambiguous(first: first, second: second)
                }
                apart = first
                winner = first.chain
            }
        }
        var decoded = itinerary(of: winner, rides: rides, marks: marks, evidence: evidence, givenDate: date, rule: rule, apart: apart)
        if let dateOrder { decoded.itinerary.warnings.append(dateOrder.note) }
        if winner.key == firstWinner, let note = ListedTwice.note(winner, twins: twins, rides: rides) {
            decoded.itinerary.warnings.append(note)
        }
        decoded.unexplained = try UnexplainedTimes.of(winner, rides: rides, marks: marks, evidence: evidence, resolver: resolver)
        if let warning = UnexplainedTimes.warning(decoded.unexplained) { decoded.itinerary.warnings.append(warning) }
        return decoded
    }

    /// Why no ride was found, as the error that says what the page showed.
    private static func noRides(_ evidence: PageEvidence, marks: [StopMark], codes: RouteCodes, on dates: [ShownDate]) -> DecodeError {
        let names = Array(Set(marks.map(\.name))).sorted()
        let listed = names.prefix(4).map { "'\($0)'" }.joined(separator: ", ") + (names.count > 4 ? ", ..." : "")
        let seen = "\(evidence.summary), stop names \(listed.isEmpty ? "none beside a time" : listed)"
            + (dates.isEmpty ? "" : " on \(dates.map(\.description).joined(separator: " or "))")
        let timedRows = Set(evidence.times.map(\.row)).count
        if names.count <= 1 && timedRows >= 3 {
            return .notOneTrip(
                seen: seen,
                reason: "times on \(timedRows) rows with at most one stop named beside them: a departure board or a list of times, not one trip")
        }
        let boardRows = departureRows(evidence, marks: marks, codes: codes)
        if boardRows >= Self.departureBoardRows {
            return .notOneTrip(
                seen: seen,
                reason: "\(boardRows) rows in a row each show one time, a route and a stop: a departure board (each row a departure to its destination), not one trip")
        }
        return .noTripExplains(seen: seen)
    }

    /// Consecutive rows of one departure each that make a board: two could be the boarding rows
    /// of a two-ride page whose alighting rows were lost, three are a list.
    static let departureBoardRows = 3

    /// The longest run of consecutive rows that each hold exactly one time, a route code the feed
    /// knows and a stop's name: how a departure board prints each departure ("15:23 ICE 55
    /// Karlsruhe Hbf 2"). A trip's page never does so row after row: its alighting rows, or its
    /// second time on one row, come between.
    static func departureRows(_ evidence: PageEvidence, marks: [StopMark], codes: RouteCodes) -> Int {
        let named = Set(marks.map(\.span.row))
        let coded = Set(codes.tokens.filter { !codes.routeIDs($0.text).isEmpty }.map(\.row))
        var timesPerRow: [Int: Int] = [:]
        for time in evidence.times { timesPerRow[time.row, default: 0] += 1 }
        let departures = timesPerRow.filter { $0.value == 1 && named.contains($0.key) && coded.contains($0.key) }.keys.sorted()
        var longest = 0, current = 0, previous: Int?
        for row in departures {
            current = previous.map { row == $0 + 1 } == true ? current + 1 : 1
            longest = max(longest, current)
            previous = row
        }
        return longest
    }

    /// A timetable of several trips, not one trip: other trips explain, with times of their own,
    /// at least as many of the page's times as the best chain does.
    private static func checkOneTrip(
        _ winner: TripChain, rides: [RideHypothesis], marks: [StopMark], evidence: PageEvidence
    ) throws {
        let used = Set(winner.rides.flatMap { [rides[$0].boardTime, rides[$0].alightTime] })
        let trips = Set(winner.rides.map { rides[$0].run.tripID })
        // A trip that rides between the winner's own shown times too is the same train written
        // twice (ŽSR's EN 442 as the train and again as its through coaches): the schedule's
        // double, not another trip of a timetable; the ambiguity between the two is said after.
        let legs = Set(winner.rides.map { "\(rides[$0].boardTime)>\(rides[$0].alightTime)" })
        let doubles = Set(rides.filter { legs.contains("\($0.boardTime)>\($0.alightTime)") }.map(\.run.tripID))
        let rivals = rides.filter {
            !trips.contains($0.run.tripID) && !doubles.contains($0.run.tripID) && !used.contains($0.boardTime)
                && !used.contains($0.alightTime)
        }
        let rivalTimes = Set(rivals.flatMap { [$0.boardTime, $0.alightTime] })
        guard !rivals.isEmpty, rivalTimes.count >= used.count else { return }
        let rivalTrips = Set(rivals.map(\.run.tripID)).count
        let example = rivals.prefix(2).map { ride in
            "\(marks[ride.board].name) \(evidence.times[ride.boardTime].time) -> \(marks[ride.alight].name) \(evidence.times[ride.alightTime].time)"
        }
        throw DecodeError.notOneTrip(
            seen: "\(evidence.summary), the times of \(rivalTrips + trips.count) different trips (\(example.joined(separator: "; ")), ...)",
            reason: "a timetable of several trips, not one trip")
    }

    /// The chain's rides with their trips, routes, stops and the page's times, for the ambiguity.
    private func describe(_ chain: TripChain, rides: [RideHypothesis], marks: [StopMark], evidence: PageEvidence) -> DecodedChain {
        DecodedChain(
            rides: chain.rides.map { index in
                let ride = rides[index]
                return DecodedChain.Ride(
                    tripID: ride.run.tripID, routeID: ride.run.routeID,
                    routeCode: resolver.route(ride.run.routeID).map(Self.code(of:)) ?? ride.run.routeID,
                    from: DecodedChain.Call(name: marks[ride.board].name, stopID: ride.run.boardStopID, time: evidence.times[ride.boardTime].time),
                    to: DecodedChain.Call(name: marks[ride.alight].name, stopID: ride.run.alightStopID, time: evidence.times[ride.alightTime].time))
            })
    }

    /// The ride's code as the itinerary gives it to the resolver. The page's code named this ride's
    /// route or trip (`RideEvidence`), so it is evidence, never against it. When it is the route's
    /// code with a branch letter or two after its digits ("21C" of route 21) it is the value, as a
    /// GO page's is: the resolver then prefers, as for GO's layout, the runs the feed says it of,
    /// and the trip shows it as read (`route_code_shown`) beside the feed's short name. Any other
    /// code ("2745", the trip's number; a look-alike "27" of "21") is no spelling of the route's:
    /// the value is the feed's (`code`), the page's kept beside it as its other reading.
    package static func routeCode(_ code: String, shown: (text: String, box: Box)?) -> Located<String> {
        func key(_ text: String) -> String { String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }
        guard let shown, key(shown.text) != key(code) else { return Located(code, box: shown?.box) }
        let page = key(shown.text), feed = key(code)
        let branch = page.dropFirst(feed.count)
        if page.hasPrefix(feed), feed.last?.isNumber == true, (1...2).contains(branch.count), branch.allSatisfy(\.isLetter) {
            return Located(shown.text, box: shown.box)
        }
        return Located(code, box: shown.box, alternatives: [shown.text], spelledByFeed: true)
    }

    /// The code a page prints for a route: its short name, else its long name, else its id.
    static func code(of route: RouteInfo) -> String {
        !route.shortName.isEmpty ? route.shortName : !route.longName.isEmpty ? route.longName : route.routeID
    }

    private func itinerary(
        of chain: TripChain, rides: [RideHypothesis], marks: [StopMark], evidence: PageEvidence, givenDate: ShownDate?,
        rule: NearestDay, apart: DayApart? = nil
    ) -> Decoded {
        var legs: [Leg] = []
        var notes: [String] = []
        var previous: RideHypothesis?
        for (position, index) in chain.rides.enumerated() {
            let ride = rides[index]
            let board = marks[ride.board], alight = marks[ride.alight]
            if let previous, let walk = change(from: previous, to: ride, marks: marks, evidence: evidence, notes: &notes) {
                legs.append(.walk(walk))
            }
            let route = resolver.route(ride.run.routeID)
            let code = route.map(Self.code(of:)) ?? ride.run.routeID
            let departure = evidence.times[ride.boardTime], arrival = evidence.times[ride.alightTime]
            // The page's language's name when it named the stops by the feed's translations.
            let from = (try? resolver.translatedName(ofStops: board.stopIDs, asShown: board.span.text)) ?? board.name
            let to = (try? resolver.translatedName(ofStops: alight.stopIDs, asShown: alight.span.text)) ?? alight.name
            legs.append(
                .ride(
                    Ride(
                        routeCode: Self.routeCode(code, shown: ride.evidence.code),
                        headsign: ride.evidence.headsign.map { Located($0.text, box: $0.box) },
                        from: Located(from, box: board.span.box, spelledByFeed: board.span.text != from),
                        to: Located(to, box: alight.span.box, spelledByFeed: alight.span.text != to),
                        departure: Located(departure.time, box: departure.box),
                        arrival: Located(arrival.time, box: arrival.box),
                        stopsBetween: ride.evidence.stopsBetween.map { Located($0.count, box: $0.box) })))
            let used = ["times \(departure.time) and \(arrival.time)", "names '\(board.span.text)' and '\(alight.span.text)'"]
                + ride.evidence.notes
            // An undated ride's runs on other service days are other trips: the day chosen decides.
            var others: [String] = []
            for run in ride.sameRuns where run.tripID != ride.run.tripID && !others.contains(run.tripID) { others.append(run.tripID) }
            let listed = others.prefix(3).joined(separator: ", ") + (others.count > 3 ? " and \(others.count - 3) more" : "")
            let onOtherDays = others.isEmpty ? "" : " (or \(listed) on other days: the day chosen decides)"
            notes.append(
                "ride \(position + 1) decoded from the page's evidence as trip \(ride.run.tripID)\(onOtherDays): \(used.joined(separator: ", "))")
            previous = ride
        }
        var pageDate: Located<ShownDate>?
        var yearChosen = false
        let years = (try? resolver.feedYears()) ?? 0...0
        if givenDate == nil,
            let mark = evidence.datesTravelFirst.first(where: { $0.readings(inYears: years).contains(where: chain.dates.contains) })
        {
            let running = mark.readings(inYears: years).filter(chain.dates.contains)
            // A date shown without its year on which the trip runs in more than one of the feed's
            // years: the page does not say which; the year of the reading `NearestDay` takes from
            // today is taken (the nearest forward, else the latest before), and said to be chosen.
            let runningYears = Set(running.map(\.year)).sorted()
            let year = rule.nearest(of: running)?.year
            let inYear = runningYears.count > 1 ? running.filter { $0.year == year } : running
            if let chosen = Self.preferred(inYear, ambiguous: mark.orderAmbiguous, english: evidence.hasEnglishLabels) {
                pageDate = Located(chosen, box: mark.box, alternatives: running.filter { $0 != chosen })
                if runningYears.count > 1 {
                    yearChosen = true
                    let listed = runningYears.map(String.init).joined(separator: " and ")
                    notes.append(
                        "the page's date shows no year, and the trip runs on it in \(listed): chose \(chosen), \(rule.chosen(chosen)) it runs; the year is chosen, not shown")
                } else if running.count > 1 {
                    let readings = running.map { $0.description }.joined(separator: " or ")
                    notes.append("the page's date reads as \(readings), and the trip runs on each; took \(chosen) by the page's language")
                }
            }
        }
        // Chains that explain the page equally on different days, the page not saying which:
        // the nearest day's from today, and said (`DayApart`).
        if let apart {
            if pageDate == nil { pageDate = Located(apart.day, box: nil) }
            notes.append(apart.note(rule: rule))
        }
        // Rides of different service patterns (a weekday train, then a bus): the resolver would take
        // the nearest day of the first ride, on which a later one may not run; the nearest day
        // from today on which every ride runs is chosen here instead, and said. So too for one ride
        // whose shown trip number kept only some of its runs: the resolver would take any run's day.
        if givenDate == nil, pageDate == nil, chain.rides.count > 1 || chain.rides.contains(where: { rides[$0].variantShown }),
            let day = try? Self.nearestCommonDay(chain.rides.map { rides[$0] }, rule: rule, resolver: resolver)
        {
            pageDate = Located(day, box: nil)
            notes.append("the page shows no date the trip runs on: chose \(day), \(rule.chosen(day)) every ride runs")
        }
        if givenDate == nil, pageDate == nil, !evidence.dates.isEmpty {
            notes.append("the trip runs on none of the dates the page shows (an e-mail's own date, a number read as one): its day is chosen")
        }
        let duration = chain.total.map { Located($0.minutes, box: $0.box) }
        // Times only rounding explains (07:33:59 shown 07:34) are validated as rounded.
        let itinerary = Itinerary(
            date: pageDate, durationMinutes: duration, legs: legs, warnings: notes, timesRounded: chain.roundings == .nearest)
        return Decoded(
            itinerary: itinerary, tripIDs: chain.rides.map { rides[$0].run.tripID },
            dateChosen: givenDate == nil && (pageDate?.box == nil || yearChosen || apart != nil),
            yearChosen: givenDate == nil && pageDate?.box != nil && (yearChosen || apart?.yearOnly == true))
    }

    /// The leg between two rides of a chain: the page's walk or change line between them when it
    /// shows one; else, where the rides' stops differ, the walk the feed measures between them (a
    /// change of stops is a transfer whether or not the page draws its line), boxed from the
    /// alighting name to the boarding name, a note saying so; nil for a change at one stop the page
    /// draws no line for.
    private func change(
        from previous: RideHypothesis, to ride: RideHypothesis, marks: [StopMark], evidence: PageEvidence, notes: inout [String]
    ) -> Walk? {
        let alight = marks[previous.alight], board = marks[ride.board]
        if let walk = evidence.walks.first(where: { $0.row >= alight.span.row && $0.row <= board.span.row }) {
            return Walk(box: walk.box, note: walk.text)
        }
        let from = previous.run.alightStopID, to = ride.run.boardStopID
        guard from != to else { return nil }
        let metres = resolver.metres(from: from, to: to).map { " (\(Int($0.rounded())) m apart)" } ?? ""
        notes.append("the change from \(alight.name) to \(board.name) is a walk between two stops\(metres); the page shows no walk line for it")
        return Walk(box: alight.span.box.union(board.span.box))
    }

    /// Whether one run of every ride runs on one day (a run past midnight on the service day
    /// before), each ride on the travel day its place in the chain gives it (`dayOffsets`: a ride
    /// boarding at 00:10 after one arriving at 23:50 travels the next day): looked for from the
    /// earliest first day of any of their runs on, within a year, whatever day is counted from.
    static func runOnACommonDay(_ chain: [RideHypothesis], resolver: Resolver) throws -> Bool {
        let days = ChainDays(chain)
        guard let start = try days.earliestStart(resolver: resolver) else { return false }
        for offset in 0..<366 {
            if try days.runTogether(on: start.adding(days: offset), resolver: resolver) { return true }
        }
        return false
    }

    /// The day `rule` takes (`NearestDay`: the first from today on, else the latest before) of
    /// those inside the feed's validity on which one run of every ride runs, each on its own
    /// travel day (`dayOffsets`); nil when none does.
    static func nearestCommonDay(_ chain: [RideHypothesis], rule: NearestDay, resolver: Resolver) throws -> ShownDate? {
        let days = ChainDays(chain)
        guard let span = try days.travelSpan(resolver: resolver) else { return nil }
        return try rule.search(in: span) { try days.runTogether(on: $0, resolver: resolver) }
    }

    /// Whether one run of every ride of `chain` runs with the first boarding on `day`, each ride
    /// on its own travel day (`dayOffsets`).
    static func runsTogether(_ chain: [RideHypothesis], on day: ShownDate, resolver: Resolver) throws -> Bool {
        try ChainDays(chain).runTogether(on: day, resolver: resolver)
    }

    /// Each ride's travel day after the first ride's boarding day, from the clock: a ride boarding
    /// at an earlier clock time than the last one arrived crossed a midnight, as does a ride whose
    /// arrival is a day or more after its boarding.
    static func dayOffsets(_ runs: [Resolver.Run]) -> [Int] {
        var offsets: [Int] = []
        var day = 0
        var clock: Int?
        for run in runs {
            let board = run.departure % 86400
            if let clock, board < clock { day += 1 }
            offsets.append(day)
            let end = board + max(0, run.arrival - run.departure)
            day += end / 86400
            clock = end % 86400
        }
        return offsets
    }

    /// Of a date's readings on which the trip runs, the one the page means: the only one; else,
    /// for a day and month either way round, month first on a page with English labels (the US
    /// habit), day first otherwise.
    static func preferred(_ readings: [ShownDate], ambiguous: Bool, english: Bool) -> ShownDate? {
        guard readings.count > 1, ambiguous else { return readings.first }
        // `DateReader` lists the day-first reading first.
        return english ? readings[1] : readings[0]
    }
}
