// GTFS-Realtime bytes as `tripshot import --realtime` reads them: protobuf-c's generated decoder
// and the wrapper that copies its structs into values; a feed that decodes is merged with itself
// and dated, as the command does with several sources.
import FuzzSupport
import GTFSRealtime
import Glibc
import TripShotLive

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = input(data, count)
    if let feed = try? RealtimeDecoder.decode(Array(bytes)) {
        let merged = RealtimeFeed.merged([feed, feed])
        precondition(merged?.tripUpdates.count == feed.tripUpdates.count * 2)
        _ = FeedFreshness(timestamp: feed.timestamp, now: 1_742_250_000)
        for update in feed.tripUpdates { _ = update.trip.startSeconds }
        for alert in feed.alerts { _ = alert.header?.text(for: ["fr-CA", "en"]) }
    }
    return 0
}

exit(fuzzMain(testOneInput))
