"""Pick a real two-ride connection from a tripshot database: ride A, then ride B from the stop
where A arrives (same stop or same name), leaving 3-30 min later on a day both services run."""
import sqlite3, random, sys, json
db, seed = sys.argv[1], int(sys.argv[2])
r = random.Random(seed)
c = sqlite3.connect(db)
def hm(s): return "%02d:%02d" % (s // 3600, s % 3600 // 60)
def name(s): return c.execute("select stop_name from stops where stop_id=?", (s,)).fetchone()[0]
trips = c.execute("select trip_id, route_id, service_id, trip_headsign from trips").fetchall()
for _ in range(20000):
    a = r.choice(trips)
    st = c.execute("select stop_id, arrival_time, departure_time from stop_times where trip_id=? order by stop_sequence", (a[0],)).fetchall()
    if len(st) < 3: continue
    i = r.randrange(0, len(st) - 2); j = r.randrange(i + 1, len(st))
    if st[i][2] is None or st[j][1] is None: continue
    arr = st[j][1]; nm = name(st[j][0])
    cands = c.execute("""select st.trip_id, st.stop_id, st.departure_time, st.stop_sequence from stop_times st join stops s on s.stop_id=st.stop_id
        where s.stop_name=? and st.departure_time between ? and ? and st.trip_id<>?""", (nm, arr + 180, arr + 1800, a[0])).fetchall()
    for b in cands:
        bt = c.execute("select trip_id, route_id, service_id, trip_headsign from trips where trip_id=?", (b[0],)).fetchone()
        if bt[1] == a[1]: continue
        rest = c.execute("select stop_id, arrival_time, departure_time from stop_times where trip_id=? and stop_sequence>? order by stop_sequence", (b[0], b[3])).fetchall()
        if len(rest) < 2: continue
        k = r.randrange(1, min(len(rest), 8))
        def route(t): return c.execute("select route_short_name, route_long_name, route_type from routes where route_id=?", (t[1],)).fetchone()
        print(json.dumps(dict(
            a=dict(trip=a[0], route=route(a), headsign=a[3], service=a[2], stops=[(name(s[0]), hm(s[2] or s[1])) for s in st[i:j+1]]),
            b=dict(trip=bt[0], route=route(bt), headsign=bt[3], service=bt[2], stops=[(name(b[1]), hm(b[2]))] + [(name(s[0]), hm(s[2] or s[1])) for s in rest[:k]])),
            ensure_ascii=False, indent=1))
        sys.exit(0)
print("no connection found"); sys.exit(1)
