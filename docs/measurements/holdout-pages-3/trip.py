import sqlite3, sys
db, trip = sys.argv[1], sys.argv[2]
c = sqlite3.connect(db)
def hm(s): return None if s is None else "%02d:%02d" % (s // 3600, s % 3600 // 60)
t = c.execute("select t.trip_id, r.route_short_name, r.route_long_name, t.trip_headsign, t.trip_short_name, t.service_id from trips t join routes r using(route_id) where trip_id=?", (trip,)).fetchone()
print(t)
for row in c.execute("select st.stop_sequence, s.stop_name, st.arrival_time, st.departure_time, s.stop_id from stop_times st join stops s using(stop_id) where trip_id=? order by stop_sequence", (trip,)):
    print("  ", row[0], row[1], hm(row[2]), hm(row[3]), row[4])
