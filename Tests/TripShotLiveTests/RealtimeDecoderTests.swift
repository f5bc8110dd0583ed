import Foundation
import GTFSRealtime
import TestSupport
import Testing
import TripShotLive

/// The protobuf-c decoding, on messages encoded by protoc from text format, and the committed
/// generated code against protoc-c's output.
@Suite struct RealtimeDecoderTests {
    static let protoDirectory = Fixtures.path("Sources/CGTFSRealtime/proto")

    static func run(_ tool: String, _ arguments: [String], input: String? = nil) throws -> (Int32, Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }

    static func encode(_ text: String, as message: String = "transit_realtime.FeedMessage") throws -> [UInt8] {
        let (status, data) = try run(
            "/usr/bin/protoc", ["--encode=\(message)", "--proto_path=\(protoDirectory)", "gtfs-realtime.proto"], input: text)
        #expect(status == 0)
        return [UInt8](data)
    }

    @Test func everyKindOfEntityDecodes() throws {
        let feed = try RealtimeDecoder.decode(
            try Self.encode(
                """
                header { gtfs_realtime_version: "2.0" incrementality: FULL_DATASET timestamp: 1742250000 }
                entity { id: "t" trip_update {
                  trip { trip_id: "T1" route_id: "R" direction_id: 1 start_time: "25:10:00" start_date: "20250317" schedule_relationship: CANCELED }
                  vehicle { id: "V9" }
                  stop_time_update { stop_sequence: 3 stop_id: "S3" arrival { delay: -20 time: 1742250100 } schedule_relationship: SKIPPED }
                  timestamp: 1742249990 delay: 45 } }
                entity { id: "v" vehicle { trip { trip_id: "T1" } vehicle { id: "V9" label: "Train 9" }
                  position { latitude: 43.5 longitude: -79.5 bearing: 90 } current_stop_sequence: 4 stop_id: "S4" current_status: STOPPED_AT timestamp: 1742249999 } }
                entity { id: "a" alert { active_period { start: 10 } informed_entity { stop_id: "S4" agency_id: "GO" }
                  cause: CONSTRUCTION effect: DETOUR severity_level: SEVERE
                  header_text { translation { text: "Détour" language: "fr" } }
                  url { translation { text: "https://example.org/a" } } } }
                entity { id: "gone" is_deleted: true }
                """))
        #expect(feed.version == "2.0" && feed.timestamp == 1_742_250_000 && !feed.differential)
        let update = try #require(feed.tripUpdates.first)
        #expect(update.trip == RealtimeTripDescriptor(tripID: "T1", routeID: "R", directionID: 1, startTime: "25:10:00", startDate: "20250317", relationship: .canceled))
        #expect(update.vehicleID == "V9" && update.timestamp == 1_742_249_990 && update.delay == 45)
        #expect(update.stopTimeUpdates == [RealtimeStopTimeUpdate(stopSequence: 3, stopID: "S3", arrival: RealtimeStopTimeEvent(delay: -20, time: 1_742_250_100), relationship: .skipped)])
        let vehicle = try #require(feed.vehicles.first)
        #expect(vehicle.label == "Train 9" && vehicle.status == .stoppedAt && vehicle.currentStopSequence == 4)
        #expect(vehicle.latitude == 43.5 && vehicle.longitude == -79.5 && vehicle.bearing == 90)
        let alert = try #require(feed.alerts.first)
        #expect(alert.cause == "CONSTRUCTION" && alert.effect == "DETOUR" && alert.severity == "SEVERE")
        #expect(alert.activePeriods == [RealtimeActivePeriod(start: 10, end: nil)])
        #expect(alert.informedEntities == [RealtimeEntitySelector(agencyID: "GO", stopID: "S4")])
        #expect(alert.header?.translations == [.init(text: "Détour", language: "fr")])
        #expect(alert.url?.translations.first?.language == nil)
        #expect(feed.otherEntities == 1)
    }

    @Test func defaultsAreTheReferences() throws {
        let feed = try RealtimeDecoder.decode(
            try Self.encode(
                """
                header { gtfs_realtime_version: "1.0" incrementality: DIFFERENTIAL }
                entity { id: "a" alert { informed_entity { route_id: "R" } } }
                entity { id: "t" trip_update { trip { trip_id: "T" } stop_time_update { stop_sequence: 1 } } }
                """))
        #expect(feed.differential && feed.timestamp == nil)
        #expect(feed.alerts.first?.cause == "UNKNOWN_CAUSE" && feed.alerts.first?.effect == "UNKNOWN_EFFECT")
        #expect(feed.tripUpdates.first?.trip.relationship == .scheduled)
        #expect(feed.tripUpdates.first?.stopTimeUpdates.first?.relationship == .scheduled)
    }

    @Test func badBytesAreRefusedWithTheirReason() throws {
        #expect(throws: RealtimeDecodeError(.empty, "the realtime feed is empty (0 bytes)")) { try RealtimeDecoder.decode([]) }
        let whole = try Self.encode(#"header { gtfs_realtime_version: "2.0" } entity { id: "t" trip_update { trip { trip_id: "T" } } }"#)
        for cut in [1, 5, whole.count - 1] {
            #expect(throws: RealtimeDecodeError.self) { try RealtimeDecoder.decode(Array(whole.prefix(cut))) }
        }
        do throws(RealtimeDecodeError) {
            _ = try RealtimeDecoder.decode(Array("{\"header\": {}}".utf8))
        } catch {
            #expect(error.kind == .notFeedMessage && error.message.contains("JSON"))
        }
        let tripUpdate = try Self.encode(#"trip { trip_id: "T" }"#, as: "transit_realtime.TripUpdate")
        do throws(RealtimeDecodeError) {
            _ = try RealtimeDecoder.decode(tripUpdate)
            Issue.record("a TripUpdate decoded as a feed")
        } catch {
            #expect(error.kind == .wrongMessage)
        }
    }

    @Test func theCommittedCodeIsProtocCsOutput() throws {
        let directory = try TemporaryDirectory()
        let (status, _) = try Self.run(
            "/usr/bin/protoc-c", ["--proto_path=\(Self.protoDirectory)", "--c_out=\(directory.url.path)", "gtfs-realtime.proto"])
        #expect(status == 0)
        let target = Fixtures.path("Sources/CGTFSRealtime")
        #expect(try Data(contentsOf: directory.url.appendingPathComponent("gtfs-realtime.pb-c.c")) == Data(contentsOf: URL(fileURLWithPath: target + "/gtfs-realtime.pb-c.c")))
        #expect(try Data(contentsOf: directory.url.appendingPathComponent("gtfs-realtime.pb-c.h")) == Data(contentsOf: URL(fileURLWithPath: target + "/include/gtfs-realtime.pb-c.h")))
    }

    /// A fuzzer's input (tools/checks/fuzz realtime): an alert whose cause, effect or severity is an enum
    /// value past Int32's range trapped the decoder; its name is now looked up by bit pattern.
    @Test func anAlertEnumPastInt32DoesNotTrap() throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("Tests/Fixtures/realtime/fuzz-alert-enum-past-int32.pb"))))
        do {
            let feed = try RealtimeDecoder.decode(bytes)
            #expect(!feed.alerts.isEmpty)
        } catch {
            #expect(!error.description.isEmpty)
        }
    }
}
