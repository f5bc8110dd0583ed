#!/bin/bash
# Usage: render.sh OUTDIR — draws every page of this set as a rider's screenshot (Debian's Chromium, ffmpeg).
OUT=${1:-pages}; mkdir -p $OUT; cd "$(dirname "$0")"
declare -A SZ=( [id_pnr_timeline]=380,400 [tl_pnr_eticket]=800,330 [ms_pnr_dark]=380,420 [vi_pnr_chat]=400,300
 [ca_alm_nit]=800,330 [no_alm_steps]=390,420 )
for p in "${!SZ[@]}"; do
  sf=2; case $p in tl_pnr_eticket|ca_alm_nit) sf=1;; esac   # the PDF-like ticket and the desktop page at 1, phones at 2
  chromium --headless --no-sandbox --hide-scrollbars --force-device-scale-factor=$sf --window-size=${SZ[$p]} \
    --screenshot=$OUT/$p.png file://$PWD/$p.html 2>/dev/null
done
# the Vietnamese chat as a chat app passes it on: 720 px wide, JPEG about q60
ffmpeg -loglevel error -y -i $OUT/vi_pnr_chat.png -vf scale=720:-2 -q:v 10 $OUT/vi_pnr_chat.jpg && rm $OUT/vi_pnr_chat.png
