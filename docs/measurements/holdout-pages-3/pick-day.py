"""Pick a real connection running on one day: ride A (timed boarding and alighting stops), then
ride B of another route from a stop of the same name, 3-30 min later; both services run on DAY."""
import sqlite3, random, sys, json, datetime
db, seed, day = sys.argv[1], int(sys.argv[2]), sys.argv[3]
single = len(sys.argv) > 4 and sys.argv[4] == "single"
r = random.Random(seed); c = sqlite3.connect(db)
d = datetime.date(int(day[:4]), int(day[4:6]), int(day[6:]))
wd = ["monday","tuesday","wednesday","thursday","friday","saturday","sunday"][d.weekday()]
def runs(sid):
    ex = c.execute("select exception_type from calendar_dates where service_id=? and date=?", (sid, int(day))).fetchone()
    if ex: return ex[0] == 1
    cal = c.execute(f"select {wd}, start_date, end_date from calendar where service_id=?", (sid,)).fetchone()
    return bool(cal and cal[0] == 1 and cal[1] <= int(day) <= cal[2])
def hm(s): return None if s is None else "%02d:%02d" % (s // 3600, s % 3600 // 60)
def name(s): return c.execute("select stop_name from stops where stop_id=?", (s,)).fetchone()[0]
def route(rid): return c.execute("select route_short_name, route_long_name from routes where route_id=?", (rid,)).fetchone()
trips = [t for t in c.execute("select trip_id, route_id, service_id, trip_headsign, trip_short_name from trips") if runs(t[2])]
def times(tid): return c.execute("select stop_id, arrival_time, departure_time, stop_sequence from stop_times where trip_id=? order by stop_sequence", (tid,)).fetchall()
for _ in range(5000):
    a = r.choice(trips); st = times(a[0])
    timed = [k for k, s in enumerate(st) if s[2] is not None]
    if len(timed) < 2: continue
    i = r.choice(timed[:-1]); js = [k for k in timed if i < k <= i + 8]
    if not js: continue
    j = r.choice(js)
    A = dict(trip=a[0], route=route(a[1]), headsign=a[3], short=a[4], stops=[(name(s[0]), hm(s[2] or s[1])) for s in st[i:j+1]])
    if single: print(json.dumps(A, ensure_ascii=False)); sys.exit(0)
    arr = st[j][1]; nm = name(st[j][0])
    for b in c.execute("""select st.trip_id, st.stop_id, st.departure_time, st.stop_sequence from stop_times st join stops s on s.stop_id=st.stop_id
            where s.stop_name=? and st.departure_time between ? and ? and st.trip_id<>?""", (nm, arr + 180, arr + 1800, a[0])).fetchall():
        bt = c.execute("select trip_id, route_id, service_id, trip_headsign, trip_short_name from trips where trip_id=?", (b[0],)).fetchone()
        if route(bt[1])[0] == route(a[1])[0] or not runs(bt[2]): continue
        if any(name(s[0]) in [x[0] for x in A["stops"]] for s in times(bt[0]) if s[3] > b[3]): continue
        rest = [s for s in times(bt[0]) if s[3] > b[3]]
        tk = [k for k, s in enumerate(rest[:8]) if s[1] is not None]
        if not tk: continue
        k = r.choice(tk)
        B = dict(trip=bt[0], route=route(bt[1]), headsign=bt[3], short=bt[4], stops=[(nm, hm(b[2]))] + [(name(s[0]), hm(s[2] or s[1])) for s in rest[:k+1]])
        print(json.dumps(dict(a=A, b=B), ensure_ascii=False)); sys.exit(0)
print("none found")
