/// A time the page allows more than one reading of ("T:23 AM": 1:23 or 7:23) is checked against
/// the page's other statements before the feed is asked: the reading under which the page adds up
/// (any reading of its duration, no ride, transfer or wait of more than half a day:
/// `inconsistencies`) is preferred.
/// The others stay alternatives, for the resolver's schedule to overrule; a warning says so.
extension Itinerary {
    mutating func preferTimesThePageAgreesWith() {
        for index in legs.indices {
            for side in [\Ride.departure, \Ride.arrival] {
                guard case .ride(var ride) = legs[index], let time = ride[keyPath: side], !time.alternatives.isEmpty
                else { continue }
                var best = (reading: time.value, problems: Int.max)
                for reading in time.readings {
                    var trial = self
                    var changed = ride
                    changed[keyPath: side] = time.preferring(reading)
                    trial.legs[index] = .ride(changed)
                    // The duration may have readings of its own: any of them agreeing is agreement.
                    trial.durationMinutes = trial.durationMinutes?.preferring(trial.spanMinutes)
                    let problems = trial.inconsistencies.count
                    if problems < best.problems { best = (reading, problems) }
                }
                ride[keyPath: side] = time.preferring(best.reading)
                legs[index] = .ride(ride)
                if best.reading != time.value {
                    let place = time.box.map { " at \($0)" } ?? ""
                    warnings.append(
                        "the time \(time.value)\(place) is taken as \(best.reading), its other reading, with which the page's "
                            + "times add up")
                }
            }
        }
    }
}
