import TripShotPageText
import TripShotParser
import TripShotPlannerDecoder
import TripShotResolver

extension SharedFeed {
    /// `page` decoded with this feed as its grammar (`PlannerDecoder`), one caller at a time. A day
    /// the page does not pin is counted from `today` (`NearestDay`), nil: this feed's today.
    public func decoded(_ page: PageText, date: ShownDate?, today: ShownDate? = nil) throws(TripShotError) -> PlannerDecoder.Decoded {
        try decoded(PlannerDecoder.Page(page), date: date, today: today)
    }

    /// A page read once (`PlannerDecoder.Page`) decoded with this feed as its grammar, one caller
    /// at a time; `today` as for `decoded(_:date:today:)`.
    public func decoded(_ page: PlannerDecoder.Page, date: ShownDate?, today: ShownDate? = nil) throws(TripShotError)
        -> PlannerDecoder.Decoded
    {
        let today = today ?? self.today()
        do {
            return try withResolver { resolver throws(DecodeError) in
                try PlannerDecoder(resolver: resolver).decode(page, date: date, today: today)
            }
        } catch {
            throw .decode(error)
        }
    }
}
