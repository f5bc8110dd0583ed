#!/bin/bash
# Usage: get-feeds.sh MIRRORDIR OUTDIR — the two feeds of this set from their repositories (git clones in
# MIRRORDIR/<owner>+<name>/repo, as the session's fetch tool leaves them), at the commits measured, loaded
# into OUTDIR/{pnr,alm}.sqlite. Neither states a licence: used here only, not committed.
M=$1; OUT=${2:-db}; GTFSLOAD=${GTFSLOAD:-gtfs-load}; mkdir -p $OUT/feeds
get() { mkdir -p $OUT/feeds/$2; git -C "$M/$1/repo" archive "$3" | tar -x -C $OUT/feeds/$2 --strip-components=$4; }
get sakayph+pnr-gtfs pnr a00a5b4:gtfs 0                        # Philippine National Railways, Metro South Commuter, 2017-07-01..2020-09-19
get WireNext+FestesAlmassora alm 9a0899e:data/almassora 0      # Almassora (Castelló, Spain) festival night buses, Oct 2025
for f in pnr alm; do $GTFSLOAD $OUT/feeds/$f --db $OUT/$f.sqlite --quiet; done
