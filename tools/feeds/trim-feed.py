#!/usr/bin/env python3
"""Trim a GTFS feed to chosen routes and a date range, keeping it referentially whole.

    trim-feed.py FEED.zip OUT.zip --routes MI,21 [--from YYYYMMDD] [--to YYYYMMDD] [--all-stops]

--routes   route_id or route_short_name values, comma-separated.
--from/--to  keep only service on these dates (inclusive): calendar rows are clipped to the
           range, calendar_dates rows outside it dropped, services with no day left dropped,
           and trips of dropped services with them.
--all-stops  keep every stop (so name matching faces the whole network); otherwise only the
           stops the kept trips visit, plus their parent stations.

Kept with the trips: their stop_times, shapes, frequencies, services, routes and agencies;
transfers, pathways and fare rules only where everything they name is kept. Any other file is
copied unchanged. A file the trim leaves whole is copied byte for byte; a filtered one keeps the
source's UTF-8 BOM and line ending (CRLF or LF), so the feed's quirks survive. Reads the zip in
place; needs only Python 3.
"""
import argparse, csv, datetime, io, sys, zipfile


def read_table(z, name):
    """(header, rows, bom, newline, raw bytes) of a member, or None when absent."""
    members = {i.filename.rsplit("/", 1)[-1]: i for i in z.infolist() if not i.is_dir()}
    if name not in members:
        return None
    raw = z.read(members[name])
    bom = raw.startswith(b"\xef\xbb\xbf")
    text = raw.decode("utf-8-sig")
    newline = "\r\n" if "\r\n" in text[:4096] else "\n"
    reader = csv.reader(io.StringIO(text, newline=""))
    header = [h.strip() for h in next(reader, [])]
    rows = [r for r in reader if r]
    return header, rows, bom, newline, raw


def days(start, end):
    d = datetime.date(int(start[:4]), int(start[4:6]), int(start[6:]))
    e = datetime.date(int(end[:4]), int(end[4:6]), int(end[6:]))
    while d <= e:
        yield d
        d += datetime.timedelta(days=1)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("feed")
    p.add_argument("out")
    p.add_argument("--routes", required=True)
    p.add_argument("--from", dest="start", default="00000101")
    p.add_argument("--to", dest="end", default="99991231")
    p.add_argument("--all-stops", action="store_true")
    a = p.parse_args()
    wanted = {r.strip() for r in a.routes.split(",") if r.strip()}

    zin = zipfile.ZipFile(a.feed)
    tables = {}
    for info in zin.infolist():
        name = info.filename.rsplit("/", 1)[-1]
        if name.endswith(".txt") and not info.filename.startswith("__MACOSX/"):
            tables[name] = read_table(zin, name)

    def col(name, field):
        header = tables[name][0]
        return header.index(field) if field in header else None

    def get(row, i):
        return row[i] if i is not None and i < len(row) else ""

    kept = {}  # file name -> kept rows (only for files that are filtered)

    # Routes.
    rid, rshort = col("routes.txt", "route_id"), col("routes.txt", "route_short_name")
    kept["routes.txt"] = [r for r in tables["routes.txt"][1] if get(r, rid) in wanted or get(r, rshort) in wanted]
    routes = {get(r, rid) for r in kept["routes.txt"]}
    if not routes:
        sys.exit(f"trim-feed: no route matches {sorted(wanted)}")

    # Services on the chosen dates.
    active = set()
    if "calendar.txt" in tables:
        h = tables["calendar.txt"][0]
        names = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        rows = []
        for r in tables["calendar.txt"][1]:
            start, end = max(get(r, h.index("start_date")), a.start), min(get(r, h.index("end_date")), a.end)
            if start > end:
                continue
            if any(get(r, h.index(names[d.weekday()])) == "1" for d in days(start, end)):
                r = list(r)
                r[h.index("start_date")], r[h.index("end_date")] = start, end
                rows.append(r)
                active.add(get(r, h.index("service_id")))
        kept["calendar.txt"] = rows
    if "calendar_dates.txt" in tables:
        h = tables["calendar_dates.txt"][0]
        rows = [r for r in tables["calendar_dates.txt"][1] if a.start <= get(r, h.index("date")) <= a.end]
        active |= {get(r, h.index("service_id")) for r in rows if get(r, h.index("exception_type")) == "1"}
        kept["calendar_dates.txt"] = rows

    # Trips and what they need.
    tr, ts, tt, tsh = (col("trips.txt", c) for c in ("route_id", "service_id", "trip_id", "shape_id"))
    kept["trips.txt"] = [r for r in tables["trips.txt"][1] if get(r, tr) in routes and get(r, ts) in active]
    trips = {get(r, tt) for r in kept["trips.txt"]}
    services = {get(r, ts) for r in kept["trips.txt"]}
    shapes = {get(r, tsh) for r in kept["trips.txt"]} - {""}
    for name in ("calendar.txt", "calendar_dates.txt"):
        if name in kept:
            i = col(name, "service_id")
            kept[name] = [r for r in kept[name] if get(r, i) in services]
    st_trip, st_stop = col("stop_times.txt", "trip_id"), col("stop_times.txt", "stop_id")
    kept["stop_times.txt"] = [r for r in tables["stop_times.txt"][1] if get(r, st_trip) in trips]
    if "shapes.txt" in tables:
        i = col("shapes.txt", "shape_id")
        kept["shapes.txt"] = [r for r in tables["shapes.txt"][1] if get(r, i) in shapes]
    if "frequencies.txt" in tables:
        i = col("frequencies.txt", "trip_id")
        kept["frequencies.txt"] = [r for r in tables["frequencies.txt"][1] if get(r, i) in trips]

    # Stops: used ones plus their parents (or all).
    sid, parent = col("stops.txt", "stop_id"), col("stops.txt", "parent_station")
    if a.all_stops:
        stops = {get(r, sid) for r in tables["stops.txt"][1]}
    else:
        stops = {get(r, st_stop) for r in kept["stop_times.txt"]}
        by_id = {get(r, sid): r for r in tables["stops.txt"][1]}
        pending = list(stops)
        while pending:
            p_id = get(by_id.get(pending.pop(), []), parent)
            if p_id and p_id not in stops:
                stops.add(p_id)
                pending.append(p_id)
        kept["stops.txt"] = [r for r in tables["stops.txt"][1] if get(r, sid) in stops]

    # Agencies of kept routes (a single-agency feed may leave agency_id empty).
    ra = col("routes.txt", "agency_id")
    agencies = {get(r, ra) for r in kept["routes.txt"]}
    if "" not in agencies and col("agency.txt", "agency_id") is not None:
        i = col("agency.txt", "agency_id")
        kept["agency.txt"] = [r for r in tables["agency.txt"][1] if get(r, i) in agencies]

    # Files whose rows name several things: keep a row only when all it names is kept.
    def keep_if(name, checks):
        if name not in tables:
            return
        idx = [(col(name, c), pool) for c, pool in checks]
        kept[name] = [r for r in tables[name][1] if all(get(r, i) in pool or get(r, i) == "" for i, pool in idx)]

    keep_if("transfers.txt", [("from_stop_id", stops), ("to_stop_id", stops), ("from_route_id", routes),
                              ("to_route_id", routes), ("from_trip_id", trips), ("to_trip_id", trips)])
    keep_if("pathways.txt", [("from_stop_id", stops), ("to_stop_id", stops)])
    zcol = col("stops.txt", "zone_id")
    zones = {get(r, zcol) for r in kept.get("stops.txt", tables["stops.txt"][1])} - {""} if zcol is not None else set()
    keep_if("fare_rules.txt", [("route_id", routes), ("origin_id", zones), ("destination_id", zones),
                               ("contains_id", zones)])
    if "fare_rules.txt" in kept and "fare_attributes.txt" in tables:
        fares = {get(r, col("fare_rules.txt", "fare_id")) for r in kept["fare_rules.txt"]}
        keep_if("fare_attributes.txt", [("fare_id", fares)])

    with zipfile.ZipFile(a.out, "w", zipfile.ZIP_DEFLATED) as zout:
        for name, (header, rows, bom, newline, raw) in sorted(tables.items()):
            if name not in kept or kept[name] == rows:
                zout.writestr(name, raw)  # untouched: byte for byte
                continue
            out = io.StringIO(newline="")
            w = csv.writer(out, lineterminator=newline)
            w.writerow(header)
            w.writerows(kept[name])
            zout.writestr(name, (b"\xef\xbb\xbf" if bom else b"") + out.getvalue().encode("utf-8"))
    for name in sorted(tables):
        before, after = len(tables[name][1]), len(kept.get(name, tables[name][1]))
        print(f"{name:22} {before:8} -> {after:8}", file=sys.stderr)


if __name__ == "__main__":
    main()
