"""Ground truth for a drawn itinerary, in the shape of ../shared/screens/real-feeds/*.json: the
page's legs (what is drawn) and `expected` (feed, service date, per ride route_id, trip_id,
acceptable_trip_ids, stop ids, stops between, seconds; transfers name their two stops).

acceptable_trip_ids: every trip, of any route, that leaves a stop of the boarding station and
reaches a stop of the alighting station at the same minute-truncated times on the shown calendar
day, whichever service day it belongs to (a run of a frequency-based trip counts when one of its
instances does)."""
import datetime as dt
from .shown import route_line, clock, gtfs_clock, stop_name

NOTE = ("departure_s/arrival_s are seconds since midnight of the leg's service_date (may exceed 86400). "
        "acceptable_trip_ids: every trip whose minute-truncated times at the boarding and alighting stations "
        "equal the shown ones on the shown calendar day (alternatives lists them with their own service_date). "
        "same_route_neighbours: trips of the same route within 10 min that the resolver must NOT pick.")
MAX_DAYS_BACK = 4  # GTFS times may run past 24:00 for days (Amtrak: 86:52)


def matching_runs(feed, run):
    """(acceptable alternatives, same-route neighbours) for a drawn run."""
    shown_day = run.shown_date
    back = (shown_day - run.day).days
    want_dep = run.departure // 60 - back * 1440
    want_arr = run.arrival // 60 - back * 1440
    route = feed.trips[run.trip]["route"]
    to_station = feed.station_stops(run.to_stop)
    alternatives, neighbours = {}, {}
    for trip, i in feed.calls_at(sorted(feed.station_stops(run.from_stop))):
        calls = feed.stop_times(trip)
        if calls[i]["dep"] is None:
            continue
        ends = [j for j in range(i + 1, len(calls)) if calls[j]["stop"] in to_station and calls[j]["arr"] is not None]
        for m in range(MAX_DAYS_BACK + 1):
            day = shown_day - dt.timedelta(days=m)
            if not feed.runs(trip, day):
                continue
            for offset in offsets(feed, trip, calls[i]["dep"], (want_dep + m * 1440) * 60):
                dep = calls[i]["dep"] + offset
                for j in ends:
                    arr = calls[j]["arr"] + offset
                    if dep // 60 == want_dep + m * 1440 and arr // 60 == want_arr + m * 1440:
                        alternatives[trip] = {
                            "trip_id": trip, "route_id": feed.trips[trip]["route"], "service_date": day.isoformat(),
                            "headsign": route_line(feed, trip)["headsign"], "from_stop_id": calls[i]["stop"],
                            "to_stop_id": calls[j]["stop"], "departure_s": dep, "arrival_s": arr}
            if feed.trips[trip]["route"] == route and not feed.frequencies.get(trip):
                shown_dep = calls[i]["dep"] - m * 86400
                if abs(shown_dep - (run.departure - back * 86400)) <= 600:
                    neighbours.setdefault(trip, {"trip_id": trip, "service_date": day.isoformat(), "departure_s": calls[i]["dep"]})
    for trip in alternatives:
        neighbours.pop(trip, None)
    return sorted(alternatives.values(), key=lambda a: a["trip_id"]), sorted(neighbours.values(), key=lambda a: a["trip_id"])


def offsets(feed, trip, departure, target_s):
    """Offsets of the trip's runs that could leave this call in the minute starting at target_s."""
    windows = feed.frequencies.get(trip)
    if not windows:
        return [0]
    first = feed.stop_times(trip)[0]["dep"] or 0
    found = []
    for w in windows:
        # instance start s = w.start + n*h, leaving this call at s - first + departure
        low = target_s - departure + first
        n_low = max(0, -(-(low - w["start"]) // w["headway"]))
        n = n_low
        while True:
            start = w["start"] + n * w["headway"]
            if start >= w["end"] or start - first + departure >= target_s + 60:
                break
            found.append(start - first)
            n += 1
    return found


def accessible(feed, stop, rng):
    """The wheelchair icon: drawn where the feed says the stop (or its station) is accessible, not
    where it says it is not; where the feed says nothing, at random."""
    for sid in (stop, feed.station(stop)):
        value = feed.stops.get(sid, {}).get("wheelchair")
        if value == 1:
            return True
        if value == 2:
            return False
    return rng.random() < 0.5


def page_ride(feed, run, rng):
    line = route_line(feed, run.trip)
    route = feed.routes[feed.trips[run.trip]["route"]]
    leg = {
        "type": "ride", "mode": "bus" if route["type"] == 3 else "train",
        "route": line["code"], "headsign": line["headsign"],
        "from": {"name": stop_name(feed, run.from_stop), "accessible": accessible(feed, run.from_stop, rng)},
        "to": {"name": stop_name(feed, run.to_stop), "accessible": accessible(feed, run.to_stop, rng)},
        "depart": clock(run.departure), "arrive": clock(run.arrival),
        "stops_between": len(run.between), "between": [stop_name(feed, s) for s in run.between],
    }
    if route["color"]:
        leg["color"] = route["color"]
    if feed.trips[run.trip]["short_name"]:
        leg["trip_number"] = feed.trips[run.trip]["short_name"]
    return leg


def expected_ride(feed, run, index):
    line = route_line(feed, run.trip)
    alternatives, neighbours = matching_runs(feed, run)
    leg = {
        "leg_index": index, "type": "ride", "route_id": feed.trips[run.trip]["route"],
        "route_code_shown": line["code"], "route_code_source": line["code_source"],
        "headsign_source": line["headsign_source"], "trip_id": run.trip,
        "service_date": run.day.isoformat(), "shown_date": run.shown_date.isoformat(),
        "from_stop_id": run.from_stop, "to_stop_id": run.to_stop,
        "from_station_id": feed.station(run.from_stop), "to_station_id": feed.station(run.to_stop),
        "between_stop_ids": run.between, "stops_between": len(run.between),
        "departure_s": run.departure, "arrival_s": run.arrival,
        "departure_gtfs": gtfs_clock(run.departure), "arrival_gtfs": gtfs_clock(run.arrival),
        "shown_depart": clock(run.departure), "shown_arrive": clock(run.arrival),
    }
    if feed.trips[run.trip]["short_name"]:
        leg["trip_short_name"] = feed.trips[run.trip]["short_name"]
    if run.window:
        w = run.window
        leg["frequency"] = {"start_time": gtfs_clock(w["start"]), "end_time": gtfs_clock(w["end"]),
                            "headway_secs": w["headway"], "exact_times": w["exact"], "instance_index": w["instance"],
                            "instance_start_s": w["start"] + w["instance"] * w["headway"],
                            "template_first_departure": gtfs_clock(run.calls[0]["dep"] or 0)}
        leg["time_tolerance_s"] = w["headway"]
    leg["same_route_neighbours"] = neighbours
    leg["acceptable_trip_ids"] = [a["trip_id"] for a in alternatives]
    leg["alternatives"] = alternatives
    if run.trip not in leg["acceptable_trip_ids"]:
        raise AssertionError(f"drawn trip {run.trip} not among its own acceptable trips")
    return leg


def expected_transfer(feed, before, after, distance, index):
    return {
        "leg_index": index, "type": "transfer", "from_stop_id": before.to_stop, "to_stop_id": after.from_stop,
        "from_station_id": feed.station(before.to_stop), "to_station_id": feed.station(after.from_stop),
        "same_station": feed.station(before.to_stop) == feed.station(after.from_stop), "distance_m": distance,
        "wait_min": after.departure // 60 - before.arrival // 60,
    }
