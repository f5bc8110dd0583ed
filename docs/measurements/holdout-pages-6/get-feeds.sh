#!/bin/bash
# Usage: get-feeds.sh MIRRORDIR OUTDIR — the two feeds of this set from their repositories (git clones in
# MIRRORDIR/<owner>+<name>/repo, as the session's fetch tool leaves them), at the commits measured, loaded
# into OUTDIR/{lk,th}.sqlite. Neither states a licence: used here only, not committed.
M=$1; OUT=${2:-db}; GTFSLOAD=${GTFSLOAD:-gtfs-load}; mkdir -p $OUT/feeds
get() { mkdir -p $OUT/feeds/$2; git -C "$M/$1/repo" archive "$3" | tar -x -C $OUT/feeds/$2 --strip-components=$4; }
get WikiTimetable+Sri-Lanka lk e1edf9f 0     # Sri Lanka Railways (Ceylon Railways), 2010-2030, daily services
get WikiTimetable+Thailand th 8d1de7d 0      # State Railway of Thailand and long-distance buses, 2010-2030
for f in lk th; do $GTFSLOAD $OUT/feeds/$f --db $OUT/$f.sqlite --quiet; done
