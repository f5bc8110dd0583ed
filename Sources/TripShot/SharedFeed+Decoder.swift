import TripShotPageText
import TripShotParser
import TripShotPlannerDecoder
import TripShotResolver

extension SharedFeed {
    /// `page` decoded with this feed as its grammar (`PlannerDecoder`), one caller at a time.
    public func decoded(_ page: PageText, date: ShownDate?) throws(TripShotError) -> PlannerDecoder.Decoded {
        do {
            return try withResolver { resolver throws(DecodeError) in try PlannerDecoder(resolver: resolver).decode(page, date: date) }
        } catch {
            throw .decode(error)
        }
    }
}
