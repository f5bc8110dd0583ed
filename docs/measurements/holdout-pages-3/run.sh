#!/bin/bash
# Usage: run.sh BIN OUTDIR — imports every hand-drawn page against its feed.
BIN=$1; OUT=$2; mkdir -p $OUT
declare -A DB=( [en_carta_gmaps]=carta [en_carta_steps]=carta [ro_moldova_timeline]=moldova [ro_moldova_chat]=moldova
 [fr_sncf_ebillet]=sncf [it_jesi_timeline]=jesi [it_jesi_photo]=jesi [it_jesi_orari]=jesi )
for p in $(printf '%s\n' "${!DB[@]}" | sort); do
  f=pages/$p.png; [ -f $f ] || f=pages/$p.jpg
  d=${DBDIR:-db}/${DB[$p]}.sqlite
  $BIN import $f --db $d > $OUT/$p.txt 2>&1; echo "rc=$?" >> $OUT/$p.txt
  $BIN import $f --db $d --json > $OUT/$p.json 2>/dev/null
  echo "$p $(tail -1 $OUT/$p.txt)"
done
