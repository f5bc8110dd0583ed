"""Draw real rides and transfers from a feed at random: a trip, a day it runs, a boarding and an
alighting call (times present, pickup and drop-off allowed), for frequency-based trips one of the
instances the frequencies allow; then, from the alighting stop, a departure of another line at the
same station or at a stop within walking distance. A `target` feature biases the draw toward
names, codes and trips that have it (see features.py)."""
import datetime as dt
from . import features
from .shown import route_line

MAX_STOPS_BETWEEN = 14
WALK_RADIUS_M = 500
WALK_SPEED_MS = 1.2
TRANSFER_WINDOW_S = 45 * 60
ZERO_STOP_SHARE = 0.1  # on top of the rides that are 0-stop by chance near a trip's end


class Drawer:
    def __init__(self, feed, rng):
        self.feed, self.rng = feed, rng
        served = {s for (s,) in feed.db.execute("SELECT DISTINCT stop_id FROM stop_times")}
        self.trips = sorted(t for t in feed.trips if feed.service_days.get(feed.trips[t]["service"]))
        self.by_feature = {}
        for stop in sorted(served):
            for f in features.of_name(feed.stops.get(stop, {}).get("name", "")):
                self.by_feature.setdefault(f, []).append(("stop", stop))
        for trip in self.trips:
            line = route_line(feed, trip)
            for f in features.of_code(line["code"]) | features.of_headsign(line["headsign"]):
                self.by_feature.setdefault(f, []).append(("trip", trip))
            if trip in feed.frequencies:
                self.by_feature.setdefault("frequency", []).append(("trip", trip))
        late = [t for (t,) in feed.db.execute(
            "SELECT DISTINCT trip_id FROM stop_times WHERE arrival_time >= 86400 ORDER BY trip_id")]
        late += [t for t, windows in feed.frequencies.items() if any(w["end"] > 86400 for w in windows)]
        late = [t for t in late if t in feed.trips and feed.service_days.get(feed.trips[t]["service"])]
        if late:
            self.by_feature["after_midnight"] = [("trip", t) for t in sorted(set(late))]

    def features(self):
        return sorted(self.by_feature)

    def target(self):
        """A feature to draw toward: names, codes and headsigns weigh 2, the trip kinds 1 (a feed's
        late trips or frequency trips would otherwise fill its share)."""
        available = self.features()
        if not available:
            return None
        weights = [1 if f in features.TRIP else 2 for f in available]
        return self.rng.choices(available, weights=weights)[0]

    # ---- one ride -------------------------------------------------------------------------------
    def offset(self, trip):
        """0 for a timetabled trip; for a frequency-based one, a random instance's start minus the
        template's first departure."""
        windows = self.feed.frequencies.get(trip)
        if not windows:
            return 0, None
        window = self.rng.choice(windows)
        count = max(1, -(-(window["end"] - window["start"]) // window["headway"]))
        n = self.rng.randrange(count)
        first = self.feed.stop_times(trip)[0]["dep"] or 0
        return window["start"] + n * window["headway"] - first, dict(window, instance=n)

    def usable(self, trip, i, j):
        calls = self.feed.stop_times(trip)
        a, b = calls[i], calls[j]
        return (a["dep"] is not None and b["arr"] is not None and a["pickup"] != 1 and b["dropoff"] != 1
                and a["stop"] in self.feed.stops and b["stop"] in self.feed.stops)

    def span(self, trip, i=None, j=None, prefer=None):
        """A boarding index i and alighting index j > i on the trip; one of them may be fixed."""
        calls = self.feed.stop_times(trip)
        n = len(calls)
        for _ in range(30):
            if i is None and j is None:
                a = self.rng.randrange(n - 1)
                b = self.pick_end(trip, a, n, prefer)
            elif i is None:
                b = j
                if b == 0:
                    return None
                a = b - 1 if self.rng.random() < ZERO_STOP_SHARE else self.rng.randrange(max(0, b - MAX_STOPS_BETWEEN - 1), b)
            else:
                a = i
                if a >= n - 1:
                    return None
                b = self.pick_end(trip, a, n, prefer)
            if self.usable(trip, a, b):
                return a, b
        return None

    def pick_end(self, trip, a, n, prefer):
        last = min(n - 1, a + MAX_STOPS_BETWEEN + 1)
        if prefer:
            calls = self.feed.stop_times(trip)
            liked = [k for k in range(a + 1, last + 1)
                     if prefer in features.of_name(self.feed.stops.get(calls[k]["stop"], {}).get("name", ""))]
            if liked:
                return self.rng.choice(liked)
        if self.rng.random() < ZERO_STOP_SHARE:
            return a + 1  # a 0-stop ride: the page draws no "Show N Stops" line
        return self.rng.randint(a + 1, last)

    def ride(self, target=None):
        """A random ride, biased to `target`; None when the draw found nothing usable."""
        feed = self.feed
        for _ in range(40):
            i = j = None
            pool = self.by_feature.get(target)
            if pool:
                kind, value = self.rng.choice(pool)
                if kind == "stop":
                    calls = feed.calls_at([value])
                    if not calls:
                        continue
                    trip, index = self.rng.choice(calls)
                    last = len(feed.stop_times(trip)) - 1
                    if index == 0 or (index < last and self.rng.random() < 0.5):
                        i = index
                    else:
                        j = index
                else:
                    trip = value
                    if target == "after_midnight":
                        calls = feed.stop_times(trip)
                        late = [k for k, c in enumerate(calls) if k > 0 and (c["arr"] or 0) >= 86400 - 600]
                        if late and not feed.frequencies.get(trip):
                            j = self.rng.choice(late)
            else:
                trip = self.rng.choice(self.trips)
            if len(feed.stop_times(trip)) < 2:
                continue
            days = sorted(feed.service_days.get(feed.trips[trip]["service"], ()))
            if not days:
                continue  # a service that runs on no day (calendar and exceptions cancel out)
            day = self.rng.choice(days)
            offset, window = self.offset(trip)
            if target == "after_midnight" and window:
                # a frequency-based trip: take the last instances of a window that runs past midnight
                late = [w for w in feed.frequencies[trip] if w["end"] > 86400]
                if not late:
                    continue
                w = self.rng.choice(late)
                n = max(0, (w["end"] - w["start"] - 1) // w["headway"] - self.rng.randrange(3))
                offset = w["start"] + n * w["headway"] - (feed.stop_times(trip)[0]["dep"] or 0)
                window = dict(w, instance=n)
            found = self.span(trip, i, j, prefer=target if target in features.STOP_NAME else None)
            if found:
                return Run(feed, trip, day, offset, window, *found)
        return None

    # ---- a transfer and the next ride ---------------------------------------------------------
    def transfer(self, previous, walking, target=None, visited=()):
        """A departure of another line after `previous`: at the same station, or (walking) at a
        stop within WALK_RADIUS_M, to a station not in `visited` (no going back). Returns
        (distance_m, Run) or None."""
        feed = self.feed
        here = previous.to_stop
        same = feed.station_stops(here)
        if walking:
            options = [(d, s) for d, s in feed.nearby_stops(here, WALK_RADIUS_M) if s not in same]
        else:
            options = [(0, s) for s in sorted(same)]
        if not options:
            return None
        distance = {s: d for d, s in options}
        arrived = previous.arrival
        candidates = []
        for trip, index in feed.calls_at(list(distance)):
            if trip == previous.trip or not feed.runs(trip, previous.day):
                continue
            if feed.trips[trip]["route"] == feed.trips[previous.trip]["route"]:
                continue  # the same route onwards (or back) is not a transfer a planner would give
            calls = feed.stop_times(trip)
            if index >= len(calls) - 1 or calls[index]["dep"] is None or calls[index]["pickup"] == 1:
                continue
            earliest = arrived + 60 + distance[calls[index]["stop"]] / WALK_SPEED_MS
            for offset, window in self.instances(trip, calls[index]["dep"], earliest, arrived + TRANSFER_WINDOW_S):
                candidates.append((trip, index, offset, window))
        self.rng.shuffle(candidates)
        for trip, index, offset, window in candidates[:20]:
            found = self.span(trip, i=index, prefer=target if target in features.STOP_NAME else None)
            if found:
                run = Run(feed, trip, previous.day, offset, window, *found)
                if feed.station(run.to_stop) not in visited:
                    return round(distance[run.from_stop]), run
        return None

    def instances(self, trip, departure, earliest, latest):
        """(offset, window) of every run of the trip leaving this call between earliest and latest."""
        windows = self.feed.frequencies.get(trip)
        if not windows:
            if earliest <= departure <= latest:
                yield 0, None
            return
        first = self.feed.stop_times(trip)[0]["dep"] or 0
        for w in windows:
            for n in range(max(0, -(-(w["end"] - w["start"]) // w["headway"]))):
                start = w["start"] + n * w["headway"]
                at = start - first + departure
                if earliest <= at <= latest:
                    yield start - first, dict(w, instance=n)
                    break  # the first such instance of the window is enough


class Run:
    """One ride on one run of a trip: service day, offset (frequency instance), board i, alight j."""

    def __init__(self, feed, trip, day, offset, window, i, j):
        self.feed, self.trip, self.day, self.offset, self.window, self.i, self.j = feed, trip, day, offset, window, i, j
        calls = feed.stop_times(trip)
        self.calls = calls
        self.from_stop, self.to_stop = calls[i]["stop"], calls[j]["stop"]
        self.departure = calls[i]["dep"] + offset
        self.arrival = calls[j]["arr"] + offset
        self.between = [c["stop"] for c in calls[i + 1:j]]

    @property
    def shown_date(self):
        return self.day + dt.timedelta(days=self.departure // 86400)
