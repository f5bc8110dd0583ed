import Testing
import TripShotPageText
import TripShotParser

@testable import TripShotResolver
@testable import TripShotStopNames

/// The spelling key folds exactly what no reading of a screenshot can settle, each class on both
/// sides: what it folds, and the nearest thing it must not fold.
@Suite struct SpellingKeyTests {
    private func alike(_ a: String, _ b: String) -> Bool { SpellingKey(a) == SpellingKey(b) }

    @Test func letterCaseAndAccentsAreFolded() {
        #expect(alike("san Francisco Caltrain", "San Francisco Caltrain"))
        #expect(alike("Avenida RÍo Danubio", "Avenida Río Danubio"))
        #expect(alike("Nw 11th & Couch", "NW 11th & Couch"))
        #expect(alike("Mulgrave Rd c64", "Mulgrave Rd C64"))
        // An accent as its own combining scalar, as some feeds and engines write it.
        #expect(alike("Avenida Ri\u{301}o Danubio", "Avenida Río Danubio"))
        // Not folded: other letters.
        #expect(!alike("Sauare One", "Square One"))
        #expect(!alike("Bay Point", "Bað Point"))
    }

    @Test func spacesAndUnderscoresAreFolded() {
        #expect(alike("SW 1st& Harrison", "SW 1st & Harrison"))
        #expect(alike("Pedro Díaz1", "Pedro Díaz_1"))
        #expect(alike("Cafetales 1", "Cafetales_1"))
        #expect(alike("Sheridan St-Hail and Ride", "Sheridan St - Hail and Ride"))
        // Not folded: the punctuation itself.
        #expect(!alike("SW 1st Harrison", "SW 1st & Harrison"))
        #expect(!alike("Reforma Agraria Tierra", "Reforma Agraria-Tierra"))
    }

    @Test func theLooserKeyDropsPunctuationOnly() {
        func loose(_ a: String, _ b: String) -> Bool {
            SpellingKey(a, keepingPunctuation: false) == SpellingKey(b, keepingPunctuation: false)
        }
        #expect(loose("Leisure Park)})", "Leisure Park)"))
        #expect(loose("SW 11th Jefferson", "SW 11th & Jefferson"))
        #expect(loose("Reforma Agraria Tierra", "Reforma Agraria-Tierra"))
        // Look-alike marks are letters first, and letters and digits all stay.
        #expect(loose("Barnard Dr $207", "Barnard Dr S207"))
        #expect(!loose("Centrum 07", "Centrum 05"))
        #expect(!loose("SE Grand &", "SE Grand & Mill"))
        #expect(SpellingKey("Río (Sur)", keepingPunctuation: false).text == "riosur")
    }

    @Test func oneStrokeGlyphsAreOneShape() {
        #expect(alike("EI Cerrito del Norte", "El Cerrito del Norte"))
        #expect(alike("Hombres llustres", "Hombres Ilustres"))
        #expect(alike("NW 1ith & Everett", "NW 11th & Everett"))
        #expect(alike("l6th St. Mission", "16th St. Mission"))
        #expect(alike("Charlotte CI", "Charlotte Cl"))
        #expect(alike("Guadalupe |. Ramírez", "Guadalupe I. Ramírez"))
        #expect(alike("San Miguel TeotongolAvisadero - Metro ZaragozalM. Tepalcates", "San Miguel Teotongo/Avisadero - Metro Zaragoza/M. Tepalcates"))
        #expect(alike("Xochimilco | Bosque", "Xochimilco / Bosque"))
        // Not folded: a stroke is not any digit.
        #expect(!alike("Centrum 07", "Centrum 01"))
    }

    @Test func roundAndSerpentineGlyphsAreOneShape() {
        #expect(alike("Cairns Western Art N6O", "Cairns Western Art N60"))
        #expect(alike("Barnard Dr $207", "Barnard Dr S207"))
        #expect(alike("Mt Sheridan Plaza - 5225", "Mt Sheridan Plaza - S225"))
        #expect(alike("Ravizza Dr §41", "Ravizza Dr S41"))
        // Not folded: digits of other shapes.
        #expect(!alike("Centrum 07", "Centrum 05"))
        #expect(!alike("Barnard Dr S207", "Barnard Dr S208"))
    }

    @Test func aDoubledLetterReadOnceIsFolded() {
        #expect(alike("Cooksvile GO Bus", "Cooksville GO Bus"))
        #expect(alike("El Cerito Plaza", "El Cerrito Plaza"))
        // Not folded: a doubled digit is another number.
        #expect(!alike("Route 1", "Route 11"))
        #expect(!alike("Mt Sheridan Plaza - S25", "Mt Sheridan Plaza - S225"))
    }

    @Test func digitsReadAsTwoStrokeLettersMatchByTheStrictKey() {
        // "NWIlth": two strokes read as letters, which the doubled-letter fold makes one while the
        // name's digits stay two; the strict key keeps both.
        #expect(!alike("NWIlth& Johnson", "NW 11th & Johnson"))
        #expect(SpellingKey("NWIlth& Johnson", collapsingDoubles: false) == SpellingKey("NW 11th & Johnson", collapsingDoubles: false))
        #expect(SpellingKey("Cooksvile", collapsingDoubles: false) != SpellingKey("Cooksville", collapsingDoubles: false))
        let names = NameVocabulary(["NW 11th & Johnson", "NW 1st & Johnson", "Cooksville"])
        #expect(names.sameKey(as: "NWIlth& Johnson") == ["NW 11th & Johnson"])
        #expect(names.sameKey(as: "Cooksvile") == ["Cooksville"])
    }

    @Test func digitsAreMarkedInTheKey() {
        let key = SpellingKey("S207")
        #expect(key.text == "s2o7")
        #expect(key.fromDigit == [false, true, true, true])
        // Only the non-digit glyph may be the one a reading added or lost.
        #expect(key.withOneGlyphLess() == ["2o7"])
    }
}

/// The feed's names decide a doubtful field: confirmed readings are kept, a unique look-alike is
/// taken with the page's reading kept, ties and strangers stay as read.
@Suite struct FeedSpellingTests {
    private let stops = NameVocabulary([
        "El Cerrito del Norte", "El Cerrito Plaza", "Centrum 07", "Centrum 05", "Square One",
        "Wakefield-241 St", "Terminal A", "Terminal",
    ])

    private func decide(_ value: String, _ alternatives: [String] = [], in names: NameVocabulary? = nil)
        -> (Located<String>, [String])
    {
        var notes: [String] = []
        let field = Located(value, box: nil, alternatives: alternatives)
        return (FeedSpelling.decide(field, in: names ?? stops, notes: &notes), notes)
    }

    @Test func aUniqueLookAlikeTakesTheFeedsSpellingAndKeepsThePagesReading() {
        let (field, notes) = decide("EI Cerrito del Norte")
        #expect(field.value == "El Cerrito del Norte")
        #expect(field.alternatives == ["EI Cerrito del Norte"])
        #expect(field.spelledByFeed)
        #expect(notes == ["read 'EI Cerrito del Norte', the feed names it 'El Cerrito del Norte'"])
    }

    @Test func aConfirmedReadingIsNeverAltered() {
        let (field, notes) = decide("Centrum 07", ["Centrum"])
        #expect(field == Located("Centrum 07", box: nil, alternatives: ["Centrum"]))
        #expect(notes.isEmpty)
        // Deciding again changes nothing: the feed's spelling is a name of the feed.
        let (spelled, _) = decide("EI Cerrito del Norte")
        var again: [String] = []
        #expect(FeedSpelling.decide(spelled, in: stops, notes: &again) == spelled)
        #expect(again.isEmpty)
    }

    @Test func anAlternativeTheFeedConfirmsIsTaken() {
        let (field, notes) = decide("Square One å", ["Square One"])
        #expect(field.value == "Square One")
        #expect(field.alternatives == ["Square One å"])
        #expect(!field.spelledByFeed)
        #expect(notes.count == 1)
    }

    @Test func aFullerReadingNearANameOutranksAShorterOneThatIsAName() {
        // The headsign read with an O as a Q; the reading cut to its first word is a stop's name.
        let names = NameVocabulary(["Oakland", "Oakland Coliseum/Airport Amtrak", "Davis"])
        let (field, _) = decide("Qakland Coliseum/Airport Amtrak", ["Oakland"], in: names)
        #expect(field.value == "Oakland Coliseum/Airport Amtrak")
        #expect(field.spelledByFeed)
        // A fuller reading near no name: the shorter one the feed confirms is taken.
        let (shorter, _) = decide("Qakland Xyzzy Plaza", ["Oakland"], in: names)
        #expect(shorter.value == "Oakland")
    }

    @Test func twoNamesWithOneKeyReplaceNothing() {
        // Alike by the strict key: two strokes either way.
        let names = NameVocabulary(["Hill Rd", "Hi1l Rd", "Ravizza Dr S41"])
        let (field, notes) = decide("HiII Rd", in: names)
        #expect(field == Located("HiII Rd", box: nil))
        #expect(notes == ["read 'HiII Rd', which the feed's 'Hi1l Rd', 'Hill Rd' all read alike; kept as read"])
        // Alike only once doubled letters are folded: the strict key tells them apart first.
        let (apart, _) = decide("HiII Rd", in: NameVocabulary(["Hill Rd", "Hil Rd"]))
        #expect(apart.value == "Hill Rd")
        // Alike by the folded key alone, with no strict match: a tie.
        let (tied, _) = decide("Hi Rd", in: NameVocabulary(["Hill Rd", "Hil Rd"]))
        #expect(tied == Located("Hi Rd", box: nil))
    }

    @Test func aNameMatchingNothingIsLeftAsRead() {
        let (field, notes) = decide("Sauare One")
        #expect(field == Located("Sauare One", box: nil))
        #expect(notes.isEmpty)
    }

    @Test func oneGlyphAddedOrLostOnlyInLongNamesAndNeverADigit() {
        // Added at the end, and lost, in names of 10 or more characters.
        #expect(decide("Wakefield-241 Stł").0.value == "Wakefield-241 St")
        #expect(decide("El Cerrto Plaza").0.value == "El Cerrito Plaza")
        // And changed: a letter for a letter, or a mark for one.
        #expect(decide("Wakefjeld-241 St").0.value == "Wakefield-241 St")
        #expect(decide("\\l Cerrito del Norte").0.value == "El Cerrito del Norte")
        #expect(decide("Centrum 0X").0.value == "Centrum 0X")  // too short
        // A digit of the reading is never the glyph changed.
        #expect(decide("Wakefield-281 St").0.value == "Wakefield-281 St")
        // Too short: one glyph could make another name.
        let codes = NameVocabulary(["CL", "NS Line"])
        #expect(decide("CLx", in: codes).0.value == "CLx")
        // A digit more or less is another name, never a misread glyph.
        let numbered = NameVocabulary(["Mt Sheridan Plaza - S25"])
        #expect(decide("Mt Sheridan Plaza - S225", in: numbered).0.value == "Mt Sheridan Plaza - S225")
        #expect(decide("Mt Sheridan Plaza - S2", in: numbered).0.value == "Mt Sheridan Plaza - S2")
    }

    @Test func punctuationDecidesOnlyWhereNothingCloserDoes() {
        let names = NameVocabulary(["Leisure Park (Cairns)", "Main St / 1st Av", "Main St - 1st Av", "Bay-Point", "Bay Point"])
        // The icon read glued on: the only name with those letters and digits.
        #expect(decide("Leisure Park (Cairns)})", in: names).0.value == "Leisure Park (Cairns)")
        // Two names differing only in punctuation: nothing is guessed.
        let (tied, notes) = decide("Main St 1st Av", in: names)
        #expect(tied.value == "Main St 1st Av" && notes.count == 1)
        // A key keeping the punctuation settles it before the looser one ties: "Bay Point" only.
        #expect(decide("Bay Po1nt", in: names).0.value == "Bay Point")
    }

    @Test func oneGlyphOffNeverTouchesADigitOfTheReading() {
        func off(_ reading: String, _ name: String) -> Bool {
            SpellingKey(reading, collapsingDoubles: false).isOneGlyphOff(from: SpellingKey(name, collapsingDoubles: false))
        }
        #expect(off("Z", "2"))  // a letter read for a digit
        #expect(off("01l", "01") && off("0I1", "01"))  // a stroke added, at the end or inside
        #expect(off("2", "2X"))  // a letter lost
        #expect(!off("27", "21") && !off("2", "21") && !off("21", "2"))  // a digit is another number
        #expect(!off("Z", "Z") && !off("ZX", "2"))  // the same, or two glyphs off
    }

    @Test func aRouteCodeIsReadAgainstItsDestination() {
        var pairs = RouteCodesByHeadsign()
        pairs.add(code: "2", headsign: "New Lots Av")
        pairs.add(code: "Z", headsign: "Jamaica Center")
        pairs.add(code: "01", headsign: "Antioch")
        pairs.add(code: "A", headsign: "Far Rockaway")
        pairs.add(code: "B", headsign: "Far Rockaway")
        func decide(_ code: String, to headsign: String?) -> (Located<String>, [String]) {
            var notes: [String] = []
            return (FeedSpelling.decide(Located(code, box: nil), runningTo: headsign, in: pairs, notes: &notes), notes)
        }
        // "Z" is a code of the feed, but no Z trip runs to New Lots Av; the 2 does.
        let (two, notes) = decide("Z", to: "New Lots Av")
        #expect(two.value == "2" && two.alternatives == ["Z"] && two.spelledByFeed)
        #expect(notes.count == 1)
        #expect(decide("01l", to: "Antioch").0.value == "01")
        // A code that runs there, a destination no trip carries, or two codes one glyph off: as read.
        #expect(decide("Z", to: "Jamaica Center").0 == Located("Z", box: nil))
        #expect(decide("Z", to: "Union Station").0 == Located("Z", box: nil))
        #expect(decide("Z", to: nil).0 == Located("Z", box: nil))
        let (tie, tieNotes) = decide("C", to: "Far Rockaway")
        #expect(tie.value == "C" && tieNotes.count == 1)
        // A digit misread is never settled here: "21" to New Lots Av stays.
        #expect(decide("21", to: "New Lots Av").0.value == "21")
    }

    @Test func aReadingTheStrictKeyMatchesOutranksALaterOneThatIsAnotherName() {
        // "Insurgentes_1 _3" (the underscore read as a space) is "Insurgentes_1_3"; the reading
        // without the glyph after the gap is also a stop's name, but a less likely reading.
        let names = NameVocabulary(["Insurgentes_1", "Insurgentes_1_3"])
        let (field, _) = decide("Insurgentes_1 _3", ["Insurgentes_1"], in: names)
        #expect(field.value == "Insurgentes_1_3" && field.spelledByFeed)
        // The same order holds the other way round: the likelier reading is a name as it is.
        #expect(decide("Insurgentes_1", ["Insurgentes_1 _3"], in: names).0.value == "Insurgentes_1")
    }

    @Test func oneGlyphFromTwoNamesIsATie() {
        let names = NameVocabulary(["Wakefield-241 St", "Wakefield-241 Sq"])
        let (field, notes) = decide("Wakefield-241 S", in: names)
        #expect(field.value == "Wakefield-241 S")
        #expect(notes.count == 1)
    }

    @Test func namesWrittenTwoWaysAreToldApartByTheReadingsCaseAndSpaces() {
        // A feed that writes one line's headsign in two cases: the page drew one of them.
        let names = NameVocabulary(["Indios Verdes - Dr. Gálvez", "Indios verdes - Dr. Gálvez"])
        let (field, notes) = decide("Indios Yerdes - Dr. Gálvez", in: names)
        #expect(field.value == "Indios Verdes - Dr. Gálvez")
        #expect(field.spelledByFeed)
        #expect(notes == ["read 'Indios Yerdes - Dr. Gálvez', the feed names it 'Indios Verdes - Dr. Gálvez'"])
        let (lower, _) = decide("Indios yerdes - Dr. Gálvez", in: names)
        #expect(lower.value == "Indios verdes - Dr. Gálvez")
        // One name with and without spaces around its slash: the reading's spaces choose.
        let slashed = NameVocabulary(["Alameda Oriente - Xochimilco / Bosque de Nativitas", "Alameda Oriente - Xochimilco/Bosque de Nativitas"])
        #expect(decide("Alameda Oriente - Xochimilco | Bosque de Nativitas", in: slashed).0.value == "Alameda Oriente - Xochimilco / Bosque de Nativitas")
        #expect(decide("Alameda Oriente - Xochimilcol|Bosque de Nativitas", in: slashed).0.value == "Alameda Oriente - Xochimilco/Bosque de Nativitas")
        // Where the glyphs that differ are read as a glyph without case, it stays as read.
        let (neither, _) = decide("Indios Yerdes - Dr. Gá|vez", in: NameVocabulary(["Indios Verdes - Dr. Gálvez", "Indios Verdes - Dr. GáLvez"]))
        #expect(neither.value == "Indios Yerdes - Dr. Gá|vez")
    }

    @Test func whiteSpaceIsComparedAsDrawn() {
        let names = NameVocabulary(["Santo Tomás Ajusco -  Estadio Azteca"])
        #expect(names.contains("Santo Tomás Ajusco - Estadio Azteca"))
    }

    @Test func theItineraryGetsEveryFieldDecidedByItsOwnNames() {
        let box: Box? = nil
        let ride = Ride(
            routeCode: Located("cCL Line", box: box), headsign: Located("NW Northrup &14th", box: box),
            from: Located("SW 1st& Harrison", box: box), to: Located("Centrum 07", box: box),
            departure: Located(ClockTime(hour: 13, minute: 49), box: box),
            arrival: Located(ClockTime(hour: 14, minute: 1), box: box), stopsBetween: nil)
        let vocabulary = FeedVocabulary(
            stopNames: NameVocabulary(["SW 1st & Harrison", "Centrum 07"]), routeCodes: NameVocabulary(["CL Line"]),
            headsigns: NameVocabulary(["NW Northrup & 14th"]))
        let spelled = FeedSpelling.spell(Itinerary(legs: [.ride(ride)]), with: vocabulary)
        let result = spelled.rides[0]
        #expect(result.routeCode.value == "CL Line")
        #expect(result.headsign?.value == "NW Northrup & 14th")
        #expect(result.from.value == "SW 1st & Harrison")
        #expect(result.to == ride.to)
        #expect(spelled.warnings.count == 3)
        // A stop name is not a route code: each field looks among its own names.
        let crossed = FeedVocabulary(
            stopNames: NameVocabulary(["CL Line"]), routeCodes: NameVocabulary([]), headsigns: NameVocabulary([]))
        #expect(FeedSpelling.spell(Itinerary(legs: [.ride(ride)]), with: crossed).rides[0].routeCode.value == "cCL Line")
    }
}
