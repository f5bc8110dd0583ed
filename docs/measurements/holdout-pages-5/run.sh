#!/bin/bash
# Usage: run.sh BIN OUTDIR — imports every page of this set (render.sh's PAGES, default pages/) against its feed.
BIN=$1; OUT=$2; PAGES=${PAGES:-pages}; mkdir -p $OUT
declare -A DB=( [pt_porto_gmaps]=porto [nl_porto_dark]=porto [cs_zssk_idos]=sk [sv_zssk_chat]=sk [sk_zssk_os]=sk
 [pt_floripa_transit]=floripa [pt_floripa_zap]=floripa )
for p in $(printf '%s\n' "${!DB[@]}" | sort); do
  f=$PAGES/$p.png; [ -f $f ] || f=$PAGES/$p.jpg
  d=${DBDIR:-db}/${DB[$p]}.sqlite
  $BIN import $f --db $d > $OUT/$p.txt 2>&1; echo "rc=$?" >> $OUT/$p.txt
  $BIN import $f --db $d --json > $OUT/$p.json 2>/dev/null
  echo "$p $(tail -1 $OUT/$p.txt)"
done
