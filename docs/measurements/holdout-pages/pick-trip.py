"""Pick a real trip from a tripshot database: a ride between two stops, with names and times."""
import sqlite3, random, sys, json
db, seed = sys.argv[1], int(sys.argv[2])
r = random.Random(seed)
c = sqlite3.connect(db)
trips = c.execute("select trip_id, route_id, service_id, trip_headsign, trip_short_name from trips").fetchall()
while True:
    t = r.choice(trips)
    st = c.execute("select stop_id, arrival_time, departure_time from stop_times where trip_id=? order by stop_sequence", (t[0],)).fetchall()
    if len(st) < 4 or st[0][2] is None: continue
    i = r.randrange(0, len(st) - 3); j = r.randrange(i + 2, min(len(st), i + 9))
    if st[i][2] is None or st[j][1] is None: continue
    break
def name(s): return c.execute("select stop_name from stops where stop_id=?", (s,)).fetchone()[0]
route = c.execute("select route_short_name, route_long_name, route_type from routes where route_id=?", (t[1],)).fetchone()
cal = c.execute("select start_date, end_date, monday,tuesday,wednesday,thursday,friday,saturday,sunday from calendar where service_id=?", (t[2],)).fetchone()
cd = c.execute("select date from calendar_dates where service_id=? and exception_type=1 limit 3", (t[2],)).fetchall()
def hm(s): return "%02d:%02d" % (s // 3600, s % 3600 // 60)
print(json.dumps(dict(trip=t[0], route=route, headsign=t[3], short=t[4], service=t[2], calendar=cal, dates=cd,
  board=name(st[i][0]), dep=hm(st[i][2]), alight=name(st[j][0]), arr=hm(st[j][1]), between=j - i - 1,
  stops=[(name(s[0]), hm(s[2] or s[1])) for s in st[i:j+1]]), ensure_ascii=False, indent=1))
