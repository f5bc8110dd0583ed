import TripShotPageText

/// Turns a screenshot's positioned lines into the itinerary they show. Strict about structure (every
/// ride has a Depart, an Arrive, their times and names, and a route line; nothing is invented),
/// forgiving about OCR noise (stray icon glyphs, column text read as one line, wrapped lines).
///
/// Only GO Transit's "Your Trip" layout is known today (`GOTripLayout`); it keeps its layout rules
/// apart from the generic readers (times, dates, route lines, stray glyphs), so another planner's
/// layout can be added beside it and tried here in turn.
public enum ItineraryParser {
    /// The itinerary `page` shows.
    /// - Throws: `ParseError`, saying which label or line is missing and where it looked.
    public static func parse(_ page: PageText) throws(ParseError) -> Itinerary {
        try GOTripLayout.parse(page)
    }
}
