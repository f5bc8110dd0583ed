"""A feed database written by gtfs-load, read with sqlite3: stops, routes, trips, the days each
service runs, frequencies, and each trip's stop times. Times are seconds after the service day's
noon-minus-12h (GTFS), dates are datetime.date."""
import datetime as dt
import math
import sqlite3
from collections import defaultdict

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


def gtfs_date(value):
    text = str(value)
    return dt.date(int(text[:4]), int(text[4:6]), int(text[6:8]))


def metres(a, b):
    """Great-circle distance between two (lat, lon) points."""
    lat1, lon1, lat2, lon2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    return 2 * 6371000 * math.asin(math.sqrt(h))


class Feed:
    def __init__(self, path):
        self.db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        self.stops = {}
        for sid, name, parent, lat, lon, wheelchair, kind in self.db.execute(
                "SELECT stop_id, stop_name, parent_station, stop_lat, stop_lon, wheelchair_boarding, location_type FROM stops"):
            self.stops[sid] = {"name": (name or "").strip(), "parent": parent or None, "lat": lat, "lon": lon,
                               "wheelchair": wheelchair, "kind": kind or 0}
        self.children = defaultdict(list)
        for sid, stop in self.stops.items():
            if stop["parent"]:
                self.children[stop["parent"]].append(sid)
        self.routes = {}
        for rid, short, long, rtype, color in self.db.execute(
                "SELECT route_id, route_short_name, route_long_name, route_type, route_color FROM routes"):
            self.routes[rid] = {"short": (short or "").strip(), "long": (long or "").strip(), "type": rtype,
                                "color": (color or "").strip()}
        self.trips = {}
        for tid, rid, service, headsign, short in self.db.execute(
                "SELECT trip_id, route_id, service_id, trip_headsign, trip_short_name FROM trips"):
            self.trips[tid] = {"route": rid, "service": service, "headsign": (headsign or "").strip(),
                               "short_name": (short or "").strip()}
        self.frequencies = defaultdict(list)
        for tid, start, end, headway, exact in self.db.execute(
                "SELECT trip_id, start_time, end_time, headway_secs, exact_times FROM frequencies ORDER BY trip_id, start_time"):
            self.frequencies[tid].append({"start": start, "end": end, "headway": headway, "exact": exact or 0})
        self.service_days = self._service_days()
        self._times = {}

    def _service_days(self):
        days = defaultdict(set)
        for row in self.db.execute(f"SELECT service_id, {', '.join(WEEKDAYS)}, start_date, end_date FROM calendar"):
            service, flags, start, end = row[0], row[1:8], gtfs_date(row[8]), gtfs_date(row[9])
            day = start
            while day <= end:
                if flags[day.weekday()]:
                    days[service].add(day)
                day += dt.timedelta(days=1)
        for service, date, kind in self.db.execute("SELECT service_id, date, exception_type FROM calendar_dates"):
            (days[service].add if kind == 1 else days[service].discard)(gtfs_date(date))
        return days

    def runs(self, trip_id, day):
        return day in self.service_days.get(self.trips[trip_id]["service"], ())

    def stop_times(self, trip_id):
        """The trip's calls in order: stop_id, arrival, departure (None where the feed leaves the time
        empty), pickup and drop-off types."""
        if trip_id not in self._times:
            self._times[trip_id] = [
                {"stop": s, "arr": a, "dep": d, "pickup": p or 0, "dropoff": o or 0}
                for s, a, d, p, o in self.db.execute(
                    "SELECT stop_id, arrival_time, departure_time, pickup_type, drop_off_type FROM stop_times "
                    "WHERE trip_id = ? ORDER BY stop_sequence", (trip_id,))]
        return self._times[trip_id]

    def station(self, stop_id):
        """The station a stop belongs to: its parent_station, else itself."""
        return self.stops.get(stop_id, {}).get("parent") or stop_id

    def station_stops(self, stop_id):
        """Every stop of the same station (the stop, its parent and the parent's children)."""
        station = self.station(stop_id)
        return {station, stop_id, *self.children.get(station, [])}

    def calls_at(self, stop_ids):
        """(trip_id, index in the trip's stop times) for every call at these stops."""
        found = []
        for stop in stop_ids:
            for (trip,) in self.db.execute("SELECT DISTINCT trip_id FROM stop_times WHERE stop_id = ?", (stop,)):
                for index, call in enumerate(self.stop_times(trip)):
                    if call["stop"] == stop:
                        found.append((trip, index))
        return found

    def nearby_stops(self, stop_id, radius):
        """Boardable stops within `radius` metres, with their distance, nearest first."""
        here = self.stops[stop_id]
        if here["lat"] is None:
            return []
        dlat = radius / 111000
        dlon = radius / (111000 * max(0.1, math.cos(math.radians(here["lat"]))))
        rows = self.db.execute(
            "SELECT stop_id FROM stops WHERE stop_lat BETWEEN ? AND ? AND stop_lon BETWEEN ? AND ? "
            "AND coalesce(location_type, 0) = 0",
            (here["lat"] - dlat, here["lat"] + dlat, here["lon"] - dlon, here["lon"] + dlon))
        near = []
        for (other,) in rows:
            distance = metres((here["lat"], here["lon"]), (self.stops[other]["lat"], self.stops[other]["lon"]))
            if distance <= radius:
                near.append((distance, other))
        return sorted(near)
