import TripShotPageText
import TripShotParser
import TripShotPlannerDecoder
import TripShotResolver

extension SharedFeed {
    /// `page` decoded with this feed as its grammar (`PlannerDecoder`), one caller at a time.
    public func decoded(_ page: PageText, date: ShownDate?) throws(TripShotError) -> PlannerDecoder.Decoded {
        try decoded(PlannerDecoder.Page(page), date: date)
    }

    /// A page read once (`PlannerDecoder.Page`) decoded with this feed as its grammar, one caller at a time.
    public func decoded(_ page: PlannerDecoder.Page, date: ShownDate?) throws(TripShotError) -> PlannerDecoder.Decoded {
        do {
            return try withResolver { resolver throws(DecodeError) in try PlannerDecoder(resolver: resolver).decode(page, date: date) }
        } catch {
            throw .decode(error)
        }
    }
}
