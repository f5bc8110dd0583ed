#!/bin/bash
# Usage: render.sh OUTDIR — draws every page of this set as a rider's screenshot (Debian's Chromium, ffmpeg).
OUT=${1:-pages}; mkdir -p $OUT; cd "$(dirname "$0")"
declare -A SZ=( [pt_porto_gmaps]=390,470 [nl_porto_dark]=380,330 [cs_zssk_idos]=860,330 [sv_zssk_chat]=400,430
 [pt_floripa_transit]=360,400 [pt_floripa_zap]=390,260 [sk_zssk_os]=360,250 )
for p in "${!SZ[@]}"; do
  sf=2; case $p in cs_zssk_idos) sf=1;; esac   # the desktop page at 1, phones at 2
  chromium --headless --no-sandbox --hide-scrollbars --force-device-scale-factor=$sf --window-size=${SZ[$p]} \
    --screenshot=$OUT/$p.png file://$PWD/$p.html 2>/dev/null
done
# the Swedish chat as a chat app passes it on: 720 px wide, JPEG about q58
ffmpeg -loglevel error -y -i $OUT/sv_zssk_chat.png -vf scale=720:-2 -q:v 11 $OUT/sv_zssk_chat.jpg && rm $OUT/sv_zssk_chat.png
