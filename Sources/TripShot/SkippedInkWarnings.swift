import TripShotPageText
import TripShotParser

/// Warnings for ink the OCR did not read where the itinerary is drawn: a leg's text may have been
/// there, so a parse that looks complete may not be. Line art (a timeline rail) is not warned about:
/// it cannot hide a word.
enum SkippedInkWarnings {
    static func messages(for page: PageText, itinerary: Itinerary) -> [String] {
        guard let area = area(of: itinerary) else { return [] }
        return page.skipped.filter { $0.mayHoldText && $0.box.verticalOverlap(area) > 0 }.map {
            "ink at \($0.box) inside the itinerary was not read (\($0.reason)); a leg may be missing"
        }
    }

    /// The box holding every value of every leg. Skipped ink counts as inside when it shares rows with
    /// it, whatever its column: what is skipped beside the legs belongs to them too.
    static func area(of itinerary: Itinerary) -> Box? {
        var boxes: [Box] = []
        for leg in itinerary.legs {
            switch leg {
            case .ride(let ride):
                boxes += [ride.routeCode.box, ride.headsign?.box, ride.from.box, ride.to.box, ride.departure?.box,
                    ride.arrival?.box, ride.stopsBetween?.box].compactMap { $0 }
            case .walk(let walk):
                boxes.append(walk.box)
            }
        }
        guard let first = boxes.first else { return nil }
        return boxes.dropFirst().reduce(first) { $0.union($1) }
    }
}
