import CommandLineSupport
import Foundation
import TestSupport
import Testing

/// `tripshot import SHOT --realtime FILE` on the GO example (MI 18:25 Union -> Erindale, a walk of
/// about 100 m, bus 21 19:20 Erindale GO Bus -> Square One, service day 2025-03-17), with feeds
/// encoded by protoc from text format.
@Suite(.serialized) struct ImportRealtimeTests {
    static let shot = Fixtures.path("Tests/Fixtures/lines/go/go_example_mi_21__A_phone3x_light.json")
    static let train = "20250317-MI-2745"
    static let bus = "20250317-21-21790"

    /// Runs import with the feed `text`; returns (status, out, err).
    func run(_ text: String, json: Bool = false, extra: [String] = [], environment: [String: String] = [:]) throws -> (Int32, String, String) {
        let directory = try TemporaryDirectory()
        let path = directory.path("feed.pb")
        try RealtimeFixtures.encode(text, to: path)
        let capture = ImportCapture()
        let status = capture.tripshot(
            ["import", Self.shot, "--db", try ImportFeeds.database(ImportFeeds.go), "--realtime", path] + (json ? ["--json"] : []) + extra)
        return (status, capture.out, capture.err)
    }

    func trainUpdate(_ stops: String, relationship: String = "SCHEDULED") -> String {
        """
        entity { id: "t1" trip_update {
          trip { trip_id: "\(Self.train)" start_date: "20250317" schedule_relationship: \(relationship) }
          \(stops)
        } }
        """
    }

    @Test func onTimeShowsEveryStopAndAHoldingConnection() throws {
        let feed = RealtimeFixtures.feed(
            timestamp: RealtimeFixtures.now,
            trainUpdate("stop_time_update { stop_sequence: 1 departure { delay: 0 } }")
                + """
                entity { id: "b1" trip_update { trip { trip_id: "\(Self.bus)" start_date: "20250317" }
                  stop_time_update { stop_id: "00189" departure { delay: 0 } } } }
                """)
        let (status, out, err) = try run(feed)
        #expect(status == 0, "\(err)")
        #expect(out.contains("Realtime: live, feed"))
        #expect(out.contains("live · Union Station 18:25 → 18:25 (on time)"))
        #expect(out.contains("live · Erindale GO 18:59 → 18:59 (on time, carried from an earlier stop)"))
        #expect(out.contains("live · Erindale GO Bus 19:20 → 19:20 (on time)"))
        #expect(out.contains("✓ connection holds: 21 min to walk 99 m (about 2 min)"))
    }

    @Test func aDelayIsCarriedToLaterStops() throws {
        let feed = RealtimeFixtures.feed(
            timestamp: RealtimeFixtures.now,
            trainUpdate("stop_time_update { stop_sequence: 2 arrival { delay: 300 } }"))
        let (status, out, _) = try run(feed, json: true)
        #expect(status == 0)
        let realtime = try #require(try Self.realtime(out))
        let ride = try #require((realtime["rides"] as? [[String: Any]])?.first)
        #expect(ride["state"] as? String == "updated")
        #expect(ride["matched_by"] as? String == "trip_id")
        let stops = try #require(ride["stops"] as? [[String: Any]])
        #expect(stops.map { $0["stop_id"] as? String } == ["UN", "KP", "DI", "CO", "ER"])
        #expect(stops[0]["predicted_departure_seconds"] is NSNull)
        #expect(stops[1]["predicted_arrival_seconds"] as? Int == 67620)
        #expect(stops[4]["arrival_delay_seconds"] as? Int == 300)
        #expect(stops[4]["source"] as? String == "propagated")
        // The bus has no update: its ride says so, and the change is judged on the train's prediction.
        let rides = try #require(realtime["rides"] as? [[String: Any]])
        #expect(rides[1]["state"] as? String == "no_update")
        let transfer = try #require((realtime["transfers"] as? [[String: Any]])?.first)
        #expect(transfer["verdict"] as? String == "holds")
        #expect(transfer["arrival_seconds"] as? Int == 68640)
    }

    @Test func aSkippedStopIsMarked() throws {
        let feed = RealtimeFixtures.feed(
            timestamp: RealtimeFixtures.now,
            trainUpdate(
                """
                stop_time_update { stop_sequence: 1 departure { delay: 120 } }
                stop_time_update { stop_id: "DI" schedule_relationship: SKIPPED }
                """))
        let (status, out, _) = try run(feed)
        #expect(status == 0)
        #expect(out.contains("Dixie GO 18:48 SKIPPED: the vehicle does not stop here"))
        #expect(out.contains("Cooksville GO 18:54 → 18:56 (+2 min, carried from an earlier stop)"))
    }

    @Test func theTrainsVehicleIsShown() throws {
        let feed = RealtimeFixtures.feed(
            timestamp: RealtimeFixtures.now,
            """
            entity { id: "v1" vehicle { trip { trip_id: "\(Self.train)" start_date: "20250317" } vehicle { id: "GO-1" label: "MI 2745" }
              position { latitude: 43.6 longitude: -79.5 } current_stop_sequence: 2 current_status: STOPPED_AT } }
            """)
        let (status, out, _) = try run(feed, json: true)
        #expect(status == 0)
        let rides = try #require(try Self.realtime(out)?["rides"] as? [[String: Any]])
        let vehicle = try #require(rides[0]["vehicle"] as? [String: Any])
        #expect(vehicle["label"] as? String == "MI 2745" && vehicle["stop_name"] as? String == "Kipling GO")
        #expect(vehicle["status"] as? String == "stopped_at")
        let (_, card, _) = try run(feed)
        #expect(card.contains("live · vehicle MI 2745 stopped at Kipling GO, at 43.6, -79.5"))
    }

    @Test func aCancelledBusBreaksTheConnection() throws {
        let feed = RealtimeFixtures.feed(
            timestamp: RealtimeFixtures.now,
            """
            entity { id: "b1" trip_update { trip { trip_id: "\(Self.bus)" start_date: "20250317" schedule_relationship: CANCELED } } }
            """)
        let (status, out, _) = try run(feed)
        #expect(status == 0)
        #expect(out.contains("│ ✗ CANCELLED in the realtime feed"))
        #expect(out.contains("✗ connection broken: the 21 is cancelled"))
    }

    @Test func anUpdateForAnotherDayIsNotThisRide() throws {
        let feed = RealtimeFixtures.feed(
            timestamp: RealtimeFixtures.now,
            """
            entity { id: "b1" trip_update { trip { trip_id: "\(Self.bus)" start_date: "20250318" schedule_relationship: CANCELED } } }
            """)
        let (status, out, _) = try run(feed)
        #expect(status == 0)
        #expect(!out.contains("CANCELLED"))
        #expect(out.contains("no update in the realtime feed for this trip"))
    }

    @Test func aTripWithoutTripIDIsFoundByRouteDirectionAndStart() throws {
        // The bus's run starts at Milton GO Bus at 18:20:00 (66000 s), direction 0.
        let feed = RealtimeFixtures.feed(
            timestamp: RealtimeFixtures.now,
            """
            entity { id: "b1" trip_update {
              trip { route_id: "01250425-21" direction_id: 0 start_time: "18:20:00" start_date: "20250317" }
              stop_time_update { stop_sequence: 5 departure { time: \(RealtimeFixtures.toronto(69600 + 180)) } } } }
            """)
        let (status, out, _) = try run(feed, json: true)
        #expect(status == 0)
        let rides = try #require(try Self.realtime(out)?["rides"] as? [[String: Any]])
        #expect(rides[1]["matched_by"] as? String == "route_direction_start")
        let stops = try #require(rides[1]["stops"] as? [[String: Any]])
        #expect(stops[0]["departure_delay_seconds"] as? Int == 180)
    }

    @Test func anAddedTripAtTheBoardingStopIsListed() throws {
        let feed = RealtimeFixtures.feed(
            timestamp: RealtimeFixtures.now,
            """
            entity { id: "x1" trip_update {
              trip { trip_id: "EXTRA-21-1" route_id: "01250425-21" start_date: "20250317" schedule_relationship: ADDED }
              stop_time_update { stop_id: "00189" departure { time: \(RealtimeFixtures.toronto(70500)) } } } }
            """)
        let (status, out, _) = try run(feed)
        #expect(status == 0)
        #expect(out.contains("+ an added trip on route 01250425-21 from Erindale GO Bus at 19:35 (EXTRA-21-1)"))
    }

    @Test func aStaleFeedIsNeverShownAsLive() throws {
        let feed = RealtimeFixtures.feed(
            timestamp: RealtimeFixtures.now - 600, trainUpdate("stop_time_update { stop_sequence: 1 departure { delay: 60 } }"))
        let (status, out, err) = try run(feed)
        #expect(status == 0)
        #expect(err.contains("warning: the realtime feed is 10 min 0 s old") || err.contains("warning: the realtime feed is 10 min 1 s old"))
        #expect(out.contains("Realtime: STALE: the feed is 10 min old, not live"))
        #expect(out.contains("stale · Union Station 18:25 → 18:26 (+1 min)"))
        #expect(!out.contains("live ·"))
    }

    @Test func aLateTrainBreaksTheConnection() throws {
        // 21 min between 18:59 and 19:20; 20 min late leaves 1 min, less than the walk of ~100 m.
        let late = RealtimeFixtures.feed(
            timestamp: RealtimeFixtures.now, trainUpdate("stop_time_update { stop_sequence: 5 arrival { delay: 1200 } }"))
        let (_, out, _) = try run(late)
        #expect(out.contains("✗ connection broken: 1 min to walk 99 m (about 2 min)"))
        // 19 min late leaves 2 min: the walk fits, with less than two minutes to spare.
        let risky = RealtimeFixtures.feed(
            timestamp: RealtimeFixtures.now, trainUpdate("stop_time_update { stop_sequence: 5 arrival { delay: 1140 } }"))
        let (_, riskyOut, _) = try run(risky)
        #expect(riskyOut.contains("⚠ connection at risk: 2 min to walk 99 m (about 2 min)"))
    }

    @Test func alertsOnTheRouteAndOnAStopInTheReadersLanguage() throws {
        let feed = RealtimeFixtures.feed(
            timestamp: RealtimeFixtures.now,
            """
            entity { id: "a1" alert {
              active_period { start: \(RealtimeFixtures.toronto(64800)) end: \(RealtimeFixtures.toronto(72000)) }
              informed_entity { route_id: "01250425-MI" }
              effect: SIGNIFICANT_DELAYS
              header_text { translation { text: "Delays on Milton line" language: "en" } translation { text: "Retards sur la ligne Milton" language: "fr" } }
            } }
            entity { id: "a2" alert {
              active_period { start: \(RealtimeFixtures.toronto(80000)) }
              informed_entity { stop_id: "00189" }
              effect: STOP_MOVED
              header_text { translation { text: "Bus stop moved to bay 3" } }
            } }
            entity { id: "a3" alert { informed_entity { route_id: "01250425-LW" } header_text { translation { text: "Lakeshore West" } } } }
            """)
        let (status, out, _) = try run(feed, environment: [:])
        #expect(status == 0)
        #expect(out.contains("2 alerts:"))
        #expect(out.contains("⚠ Delays on Milton line (route MI; significant delays)"))
        #expect(out.contains("⚠ Bus stop moved to bay 3 (stop Erindale GO Bus; stop moved)"))
        #expect(out.contains("not active during the trip: 2025-03-18T02:13:20Z – …"))
        #expect(!out.contains("Lakeshore West"))

        let (_, json, _) = try run(feed, json: true, extra: [])
        let alerts = try #require(try Self.realtime(json)?["alerts"] as? [[String: Any]])
        #expect(alerts.count == 2)
        #expect(alerts[0]["active_during_trip"] as? Bool == true)
    }

    @Test func theAlertIsInFrenchForAFrenchReader() throws {
        let feed = RealtimeFixtures.feed(
            timestamp: RealtimeFixtures.now,
            """
            entity { id: "a1" alert { informed_entity { route_id: "01250425-MI" }
              header_text { translation { text: "Delays on Milton line" language: "en" } translation { text: "Retards sur la ligne Milton" language: "fr" } } } }
            """)
        let directory = try TemporaryDirectory()
        let path = directory.path("feed.pb")
        try RealtimeFixtures.encode(feed, to: path)
        let capture = ImportCapture()
        // The command reads the locale from the process environment: set for this call only.
        setenv("LC_ALL", "fr_CA.UTF-8", 1)
        defer { unsetenv("LC_ALL") }
        _ = capture.tripshot(["import", Self.shot, "--db", try ImportFeeds.database(ImportFeeds.go), "--realtime", path])
        #expect(capture.out.contains("⚠ Retards sur la ligne Milton"))
    }

    static func realtime(_ json: String) throws -> [String: Any]? {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return object?["realtime"] as? [String: Any]
    }
}
