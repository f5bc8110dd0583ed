#!/bin/bash
# Usage: run.sh BIN OUTDIR — imports every page of this set (render.sh's PAGES, default pages/) against its feed.
BIN=$1; OUT=$2; PAGES=${PAGES:-pages}; mkdir -p $OUT
declare -A DB=( [id_pnr_timeline]=pnr [tl_pnr_eticket]=pnr [ms_pnr_dark]=pnr [vi_pnr_chat]=pnr [ca_alm_nit]=alm [no_alm_steps]=alm )
for p in $(printf '%s\n' "${!DB[@]}" | sort); do
  f=$PAGES/$p.png; [ -f $f ] || f=$PAGES/$p.jpg
  d=${DBDIR:-db}/${DB[$p]}.sqlite
  $BIN import $f --db $d > $OUT/$p.txt 2>&1; echo "rc=$?" >> $OUT/$p.txt
  $BIN import $f --db $d --json > $OUT/$p.json 2>/dev/null
  echo "$p $(tail -1 $OUT/$p.txt)"
done
