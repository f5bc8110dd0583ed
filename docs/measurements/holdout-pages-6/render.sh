#!/bin/bash
# Usage: render.sh OUTDIR — draws every page of this set as a rider's screenshot (Debian's Chromium, ffmpeg).
OUT=${1:-pages}; mkdir -p $OUT; cd "$(dirname "$0")"
declare -A SZ=( [it_lk_orario]=820,470 [fi_lk_dark]=380,470 [tr_lk_chat]=400,330 [hu_th_gmaps]=390,360
 [tr_th_cards]=390,470 [en_th_eticket]=800,420 )
for p in "${!SZ[@]}"; do
  sf=2; case $p in it_lk_orario|en_th_eticket) sf=1;; esac   # the desktop and PDF pages at 1, phones at 2
  chromium --headless --no-sandbox --hide-scrollbars --force-device-scale-factor=$sf --window-size=${SZ[$p]} \
    --screenshot=$OUT/$p.png file://$PWD/$p.html 2>/dev/null
done
# the Turkish chat as a chat app passes it on: 720 px wide, JPEG about q60
ffmpeg -loglevel error -y -i $OUT/tr_lk_chat.png -vf scale=720:-2 -q:v 10 $OUT/tr_lk_chat.jpg && rm $OUT/tr_lk_chat.png
