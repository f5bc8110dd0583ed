#!/bin/bash
# Usage: render.sh OUTDIR — draws every page of this set as a rider's screenshot (Debian's Chromium, ffmpeg).
OUT=${1:-pages}; mkdir -p $OUT; cd "$(dirname "$0")"
declare -A SZ=( [en_mk_gmaps]=390,520 [en_mk_mail]=820,560 [da_fo_rejseplan]=400,460 [en_fo_steps]=380,330
 [en_sa_ticket]=400,560 [de_nok_faehre]=760,200 )
for p in "${!SZ[@]}"; do
  sf=2; case $p in en_mk_mail|de_nok_faehre) sf=1;; esac   # desktop pages at 1, phones at 2
  chromium --headless --no-sandbox --hide-scrollbars --force-device-scale-factor=$sf --window-size=${SZ[$p]} \
    --screenshot=$OUT/$p.png file://$PWD/$p.html 2>/dev/null
done
# the Danish list as a chat app passes it on: 720 px wide, JPEG about q58
ffmpeg -loglevel error -y -i $OUT/da_fo_rejseplan.png -vf scale=720:-2 -q:v 11 $OUT/da_fo_rejseplan.jpg && rm $OUT/da_fo_rejseplan.png
