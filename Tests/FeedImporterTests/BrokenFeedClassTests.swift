import FeedImporter
import Foundation
import TestSupport
import Testing

/// Each class of broken feed, decided as a user would: data loss or a bad typed value is fatal
/// with `file:line`; what loses nothing loads with a counted, located warning that `--strict`
/// makes fatal; bytes that would poison the database are repaired; files outside the reference
/// never block.
@Suite struct BrokenFeedClassTests {
    /// The one counted warning of a kind, after checking the load succeeded and --strict fails.
    private func warning(
        _ feed: MadeFeed, _ kind: ImportSummary.CountedWarning.Kind
    ) throws -> ImportSummary.CountedWarning {
        let summary = try feed.load()
        let strict = feed.failure(strict: true)
        #expect(strict?.category == .strictWarning || strict?.category == .brokenReferences, "\(String(describing: strict))")
        return try #require(summary.countedWarnings.first { $0.kind == kind }, "\(summary.countedWarnings)")
    }

    @Test func aCSVErrorInAFileOutsideTheReferenceSkipsThatFileOnly() throws {
        let feed = try MadeFeed(text: ["malformed.txt": "a,b\n1,2\n3,\"4\n5,6\n", "notes.txt": "x\n1\n"])
        let summary = try feed.load(strict: true)
        #expect(summary.notes.contains {
            $0.hasPrefix("malformed.txt:3: a quoted field is not closed") && $0.contains("skipped, not loaded")
        }, "\(summary.notes)")
        let db = try feed.database()
        #expect(try db.int("SELECT count(*) FROM sqlite_master WHERE name = 'malformed'") == 0)
        #expect(try db.int("SELECT count(*) FROM notes") == 1)
    }

    /// Metro do Porto's shapes.txt writes decimal commas unquoted (`CG,41,15053,-8,58624,0,`): a
    /// row of 7 fields under a header of 5. Only maps read shapes, so the file is skipped whole
    /// (its table empty, a counted warning, fatal under --strict) and the schedule loads; the same
    /// row in a file the schedule reads still stops the load.
    @Test func aBrokenShapesFileIsSkippedWholeAndTheScheduleLoads() throws {
        let shapes = "shape_id,shape_pt_lat,shape_pt_lon,shape_pt_sequence,shape_dist_traveled\nA,1.5,2.5,1,\nCG,41,15,-8,58,2,\n"
        let feed = try MadeFeed(text: ["shapes.txt": shapes])
        let summary = try warning(feed, .skippedFile)
        #expect(summary.rule == "shapes.txt" && summary.examples.first?.location.line == 3)
        let db = try feed.database()
        #expect(try db.int("SELECT count(*) FROM shapes") == 0)
        #expect((try db.int("SELECT count(*) FROM stop_times") ?? 0) > 0)
        let stops = try MadeFeed(text: ["stops.txt": "stop_id,stop_name,stop_lat,stop_lon\nS1,A,1,2\nS2,B,41,15,-8,58\n"])
        #expect(stops.failure(strict: false) != nil)
    }

    @Test func aFileNamedLikeAnotherButForCaseIsANoteNotAWriteError() throws {
        let feed = try MadeFeed(text: ["Stops.txt": "a\n1\n", "extra.txt": "a\n1\n", "EXTRA.txt": "b\n2\n"])
        let summary = try feed.load(strict: true)
        #expect(summary.notes.sorted() == [
            "Stops.txt: not loaded (its table name is another file's but for case; SQLite table names ignore case)",
            "extra.txt: not loaded (its table name is another file's but for case; SQLite table names ignore case)",
        ])
        #expect(summary.rows(in: "EXTRA") == 1)
    }

    @Test func flexStopTimesNameALocationInsteadOfAStop() throws {
        let feed = try MadeFeed(text: [
            "stop_times.txt": """
                trip_id,arrival_time,departure_time,stop_id,location_group_id,location_id,stop_sequence
                T1,08:00:00,08:00:00,S1,,,1
                T1,,,,LG1,,2
                T1,,,,,zone-9,3

                """,
        ])
        let summary = try feed.load(strict: true)
        #expect(summary.rows(in: "stop_times") == 3)
        #expect(try feed.database().int("SELECT count(*) FROM stop_times WHERE stop_id IS NULL") == 2)
    }

    @Test func aStopTimeWithNoStopNorLocationIsFatal() throws {
        let feed = try MadeFeed(text: [
            "stop_times.txt": "trip_id,arrival_time,departure_time,stop_id,location_id,stop_sequence\nT1,08:00:00,08:00:00,,,1\n"
        ])
        #expect(feed.failure()?.message == "stop_times.txt:2: stop_id, location_group_id, location_id are all empty (one is required)")
    }

    @Test func stopsAreOptionalOnlyWithFlexLocations() throws {
        let flexStopTimes = "trip_id,arrival_time,departure_time,location_id,stop_sequence\nT1,,,zone-1,1\n"
        let withZones = try MadeFeed([
            "stops.txt": nil, "stop_times.txt": Data(flexStopTimes.utf8),
            "locations.geojson": Data(#"{"type":"FeatureCollection","features":[]}"#.utf8),
        ])
        #expect(try withZones.load(strict: true).rows(in: "stops") == nil)
        let withoutZones = try MadeFeed(text: ["stops.txt": nil, "stop_times.txt": flexStopTimes])
        #expect(withoutZones.failure()?.message == "missing required file stops.txt")
    }

    @Test(arguments: [
        ("agency.txt", "agency_id,agency_name,agency_url,agency_timezone\nA,X,https://x,UTC\nA,Y,https://y,UTC\n",
         "agency.agency_id", "agency.txt:3: agency_id \"A\" repeats an earlier row's (both rows kept)"),
        ("stops.txt", "stop_id,stop_name,stop_lat,stop_lon\nS1,a,1,1\nS2,b,1,1\nS1,c,1,1\n",
         "stops.stop_id", "stops.txt:4: stop_id \"S1\" repeats an earlier row's (both rows kept)"),
        ("routes.txt", "route_id,agency_id,route_type\nR1,A,3\nR1,A,3\n", "routes.route_id",
         "routes.txt:3: route_id \"R1\" repeats an earlier row's (both rows kept)"),
        ("trips.txt", "route_id,service_id,trip_id\nR1,WK,T1\nR1,WK,T1\n", "trips.trip_id",
         "trips.txt:3: trip_id \"T1\" repeats an earlier row's (both rows kept)"),
        ("calendar_dates.txt", "service_id,date,exception_type\nWK,20250101,2\nWK,20250102,2\nWK,20250101,1\n",
         "calendar_dates.service_id+date",
         "calendar_dates.txt:4: service_id, date \"WK, 20250101\" repeats an earlier row's (both rows kept)"),
        ("stop_times.txt",
         "trip_id,arrival_time,departure_time,stop_id,stop_sequence\nT1,08:00:00,08:00:00,S1,1\nT1,08:05:00,08:05:00,S2,2\nT1,08:09:00,08:09:00,S2,1\n",
         "stop_times.trip_id+stop_sequence",
         "stop_times.txt:4: trip_id, stop_sequence \"T1, 1\" repeats an earlier row's (both rows kept)"),
        ("shapes.txt", "shape_id,shape_pt_lat,shape_pt_lon,shape_pt_sequence\nSH,1,1,1\nSH,1,2,2\nSH,1,3,2\n",
         "shapes.shape_id+shape_pt_sequence",
         "shapes.txt:4: shape_id, shape_pt_sequence \"SH, 2\" repeats an earlier row's (both rows kept)"),
    ])
    func duplicateKeysLoadWithALocatedWarning(file: String, content: String, rule: String, example: String) throws {
        let found = try warning(try MadeFeed(text: [file: content]), .duplicateKey)
        #expect(found.rule == rule)
        #expect(found.count == 1)
        #expect(found.examples.map(\.description) == [example])
    }

    @Test func theSameServiceInCalendarAndCalendarDatesIsNoDuplicate() throws {
        let feed = try MadeFeed(text: ["calendar_dates.txt": "service_id,date,exception_type\nWK,20250101,2\n"])
        #expect(try feed.load(strict: true).countedWarnings.isEmpty)
    }

    @Test(arguments: [
        ("transfers.txt", "from_stop_id,to_stop_id,transfer_type\nS1,S9,0\n", "transfers.txt:2: to_stop_id \"S9\" is not in stops.txt"),
        ("transfers.txt", "from_stop_id,to_stop_id,from_trip_id,to_trip_id,transfer_type\nS1,S2,T1,T7,1\n",
         "transfers.txt:2: to_trip_id \"T7\" is not in trips.txt"),
        ("attributions.txt", "route_id,organization_name\nR5,Someone\n", "attributions.txt:2: route_id \"R5\" is not in routes.txt"),
        ("fare_rules.txt", "fare_id,route_id\nF1,R1\n", "fare_rules.txt:2: fare_id \"F1\" is not in fare_attributes.txt"),
        ("stops.txt", "stop_id,stop_name,parent_station\nS1,a,ST9\nS2,b,\n",
         "stops.txt:2: parent_station \"ST9\" is not in stops.txt"),
        ("routes.txt", "route_id,agency_id,route_type\nR1,Z,3\n", "routes.txt:2: agency_id \"Z\" is not in agency.txt"),
    ])
    func referencesFromEveryFileAreChecked(file: String, content: String, example: String) throws {
        let found = try warning(try MadeFeed(text: [file: content]), .unknownReference)
        #expect(found.examples.first?.description == example)
    }

    @Test func aParentStationLaterInTheFileIsNoUnknownReference() throws {
        let feed = try MadeFeed(text: [
            "stops.txt": "stop_id,stop_name,location_type,parent_station\nS1,a,0,ST\nS2,b,0,ST\nST,Station,1,\n"
        ])
        #expect(try feed.load(strict: true).countedWarnings.isEmpty)
    }

    @Test func aNULByteAndInvalidUTF8AreRepairedWithAWarning() throws {
        var stops = Data("stop_id,stop_name,stop_lat,stop_lon\nS1,Fir".utf8)
        stops.append(contentsOf: [0x00])
        stops.append(Data("st,43.6,-79.6\nS2,Caf".utf8))
        stops.append(contentsOf: [0xE9])  // Latin-1 é: not UTF-8
        stops.append(Data(",43.6,-79.6\n".utf8))
        let feed = try MadeFeed(["stops.txt": stops])
        let found = try warning(feed, .repairedText)
        #expect(found.count == 2)
        #expect(found.examples.first?.description
            == "stops.txt:2: stop_name has a NUL byte or bytes that are not UTF-8; stored repaired (NUL removed, U+FFFD)")
        let db = try feed.database()
        #expect(try db.text("SELECT stop_name FROM stops WHERE stop_id = 'S1'") == "First")
        #expect(try db.text("SELECT stop_name FROM stops WHERE stop_id = 'S2'") == "Caf\u{FFFD}")
    }

    @Test func aFormFeedGluedToAHeaderNameIsCleanedAway() throws {
        let feed = try MadeFeed(text: ["stops.txt": "stop_id,\u{0C}stop_name,stop_lat,stop_lon\nS1,First,43.6,-79.6\nS2,Second,43.6,-79.6\n"])
        let found = try warning(feed, .columnName)
        #expect(found.examples.first?.description.hasPrefix("stops.txt:1: column name \"\\u{c}stop_name\" has control characters") == true)
        #expect(try feed.database().text("SELECT stop_name FROM stops WHERE stop_id = 'S1'") == "First")
    }

    @Test func coordinatesOutOfRangeLoadWithAWarning() throws {
        let feed = try MadeFeed(text: ["stops.txt": "stop_id,stop_name,stop_lat,stop_lon\nS1,a,-200,1\nS2,b,43.6,181.5\n"])
        let found = try warning(feed, .outOfRange)
        #expect(found.rule == "stops.stop_lat")
        #expect(found.examples.first?.description == "stops.txt:2: stop_lat -200 is outside -90...90; stored as written")
        #expect(try feed.load().countedWarnings.filter { $0.kind == .outOfRange }.map(\.rule) == ["stops.stop_lat", "stops.stop_lon"])
    }

    /// A feed writing its times "06:45" (seen in a real one) loads them as 06:45:00, counted; a
    /// time of neither form is still the located error.
    @Test func timesWithoutSecondsLoadWithAWarning() throws {
        let feed = try MadeFeed(text: [
            "stop_times.txt": "trip_id,arrival_time,departure_time,stop_id,stop_sequence\nT1,06:45,6:46,S1,1\nT1,07:05:00,07:05:00,S2,2\n"
        ])
        let found = try warning(feed, .timeWithoutSeconds)
        #expect(found.rule == "stop_times.arrival_time")
        #expect(found.examples.first?.description == "stop_times.txt:2: arrival_time \"06:45\" has no seconds (HH:MM:SS); stored as 06:45:00")
        let db = try feed.database()
        #expect(try db.text("SELECT arrival_time || ',' || departure_time FROM stop_times WHERE stop_sequence = 1") == "24300,24360")
        let bad = try MadeFeed(text: [
            "stop_times.txt": "trip_id,arrival_time,departure_time,stop_id,stop_sequence\nT1,06:4,06:45,S1,1\n"
        ])
        #expect(bad.failure()?.message == "stop_times.txt:2: arrival_time \"06:4\" is not a time (HH:MM:SS)")
    }

    /// A feed writing "19:70:00" (a real one, 239 such times in its bus trips) loads: that call
    /// stays in its trip with no time, counted; a time of no clock's shape is still the error.
    @Test func timesPastSixtyLoadUntimedWithAWarning() throws {
        let feed = try MadeFeed(text: [
            "stop_times.txt": "trip_id,arrival_time,departure_time,stop_id,stop_sequence\nT1,15:40:00,15:40:00,S1,1\nT1,19:70:00,19:70:00,S2,2\n"
        ])
        let found = try warning(feed, .timePastSixty)
        #expect(found.rule == "stop_times.arrival_time")
        #expect(found.count == 1)
        #expect(
            found.examples.first?.description
                == "stop_times.txt:3: arrival_time \"19:70:00\" has minutes or seconds past 59, so no time can be read from it; stored empty (untimed)")
        let db = try feed.database()
        #expect(try db.int("SELECT count(*) FROM stop_times WHERE stop_sequence = 2 AND arrival_time IS NULL AND departure_time IS NULL") == 1)
        #expect(try db.int("SELECT departure_time FROM stop_times WHERE stop_sequence = 1") == 56400)
        let bad = try MadeFeed(text: [
            "stop_times.txt": "trip_id,arrival_time,departure_time,stop_id,stop_sequence\nT1,19:7:00,19:07:00,S1,1\n"
        ])
        #expect(bad.failure()?.message == "stop_times.txt:2: arrival_time \"19:7:00\" is not a time (HH:MM:SS)")
    }

    /// translations.txt in the form before 2019 (a real feed's, with its byte-order mark) is not
    /// loaded, said in a note, and the feed loads; today's form missing table_name is still refused.
    @Test func translationsInTheRetiredFormAreSkippedAndSaid() throws {
        let feed = try MadeFeed(text: ["translations.txt": "\u{FEFF}trans_id,lang,translation,file_name,field_name\nR_Uhud,ar-SA,x,trips.txt,trip_headsign\n"])
        let summary = try feed.load()
        #expect(summary.notes.contains("translations.txt: in the form before GTFS's translations.txt (trans_id, lang): not loaded"), "\(summary.notes)")
        #expect(try feed.database().int("SELECT count(*) FROM translations") == 0)
        let broken = try MadeFeed(text: ["translations.txt": "field_name,language,translation\nstop_name,en,x\n"])
        #expect(broken.failure()?.message == "translations.txt:1: missing required column table_name")
    }

    @Test func aNegativeSequenceIsABadValue() throws {
        let feed = try MadeFeed(text: [
            "stop_times.txt": "trip_id,arrival_time,departure_time,stop_id,stop_sequence\nT1,08:00:00,08:00:00,S1,-2\n"
        ])
        #expect(feed.failure()?.message == "stop_times.txt:2: stop_sequence \"-2\" is not a non-negative integer")
    }

    @Test func twoColumnsThatDifferOnlyByCaseAreALocatedError() throws {
        let feed = try MadeFeed(text: [
            "routes.txt": "route_id,agency_id,route_type,route_text_color,Route_Text_Color\nR1,A,3,FFFFFF,000000\n"
        ])
        let error = feed.failure()
        #expect(error?.category == .badData)
        #expect(error?.message
            == "routes.txt:1: columns route_text_color and Route_Text_Color differ only by case (SQLite column names ignore case)")
    }

    @Test func aReferenceColumnInOtherCaseIsReadAsThatColumn() throws {
        let feed = try MadeFeed(text: ["routes.txt": "Route_Id,agency_id,route_type,Route_Text_Color\nR1,A,3,FFFFFF\n"])
        let found = try warning(feed, .columnName)
        #expect(found.examples.first?.description == "routes.txt:1: column Route_Id read as route_id (GTFS names are lower case)")
        #expect(try feed.database().text("SELECT route_text_color FROM routes") == "FFFFFF")
    }

    @Test func aTrailingEmptyFieldIsDroppedWithAWarningButAFilledOneIsFatal() throws {
        let trailing = try MadeFeed(text: ["routes.txt": "route_id,agency_id,route_type\nR1,A,3,\n"])
        let found = try warning(trailing, .trailingEmptyFields)
        #expect(found.examples.first?.description == "routes.txt:2: row ends with 1 empty field beyond the header; dropped")
        let filled = try MadeFeed(text: ["routes.txt": "route_id,agency_id,route_type\nR1,A,3,x\n"])
        #expect(filled.failure()?.message == "routes.txt:2: row has 4 fields but the header has 3")
    }

    @Test func aZipWithTwoFeedsInTwoFoldersIsRefusedNamingBoth() throws {
        let made = try MadeFeed()
        let zip = made.directory.path("two.zip")
        for folder in ["north", "south"] {
            try FileManager.default.copyItem(atPath: made.path, toPath: made.directory.path(folder))
        }
        _ = try run("/usr/bin/zip", ["-qr", zip, "north", "south"], in: made.directory.url.path)
        let error = #expect(throws: ImportError.self) {
            try GTFSImporter.load(feed: zip, into: made.directory.path("db.sqlite"))
        }
        #expect(error?.message == "\(zip): holds a feed in each of 2 folders (north/, south/); load one at a time: unzip it and pass that folder")
    }

    @Test func aZipWithOneCompleteFeedAndAStrayFileLoadsTheFeed() throws {
        let made = try MadeFeed()
        let zip = made.directory.path("one.zip")
        try FileManager.default.createDirectory(atPath: made.directory.path("extra"), withIntermediateDirectories: true)
        try Data(MadeFeed.base["stops.txt"]!.utf8).write(to: made.directory.url.appendingPathComponent("extra/stops.txt"))
        _ = try run("/usr/bin/zip", ["-qr", zip, "feed", "extra"], in: made.directory.url.path)
        let summary = try GTFSImporter.load(feed: zip, into: made.directory.path("db.sqlite"))
        #expect(summary.ignoredEntries == ["extra/stops.txt"])
        #expect(summary.rows(in: "trips") == 1)
    }
}
