#!/bin/bash
# Usage: get-feeds.sh MIRRORDIR OUTDIR — the three feeds of this set from their repositories (git clones in
# MIRRORDIR/<owner>+<name>/repo, as the session's fetch tool leaves them), at the commits measured, loaded
# into OUTDIR/{porto,sk,floripa}.sqlite. None states a licence: used here only, not committed.
M=$1; OUT=${2:-db}; GTFSLOAD=${GTFSLOAD:-gtfs-load}; mkdir -p $OUT/feeds
get() { mkdir -p $OUT/feeds/$2; git -C "$M/$1/repo" archive "$3" | tar -x -C $OUT/feeds/$2 --strip-components=$4; }
get ionmocanu+portoTransportSchedule porto 355bdd0:gtfs 0          # Metro do Porto
get cxivo+vlakomapa sk "84da5a1:gtfs/gtfs 2025-02-09" 0             # ŽSR national rail, 2025-02-03..12-13
get braginini+floripa_ride floripa 7ae6951:gtfs 0                   # Florianópolis buses (terminals timed only)
for f in porto sk floripa; do $GTFSLOAD $OUT/feeds/$f --db $OUT/$f.sqlite --quiet; done
