#!/bin/bash
# Usage: run.sh BIN OUTDIR — imports every hand-drawn page against its feed.
BIN=$1; OUT=$2; mkdir -p $OUT
declare -A DB=( [de_db_hafas]=project-deutschebahn [pl_zakroczym_timeline]=zakroczym [fr_transcollines_steps]=transcollines-qc-ca
 [es_aranda_ticket]=gtfs-busurbano [de_bbm_compact]=bbm-gtfs [en_go_timeline]=go-fixture [en_go_photo]=go-fixture [pt_aranda_cards]=gtfs-busurbano [de_db_board]=project-deutschebahn [pl_zakroczym_chat]=zakroczym [de_db_hafas_cropped]=project-deutschebahn [es_aranda_pm]=gtfs-busurbano [fr_transcollines_mail]=transcollines-qc-ca )
for p in "${!DB[@]}"; do
  f=pages/$p.png; [ -f $f ] || f=pages/$p.jpg
  d=db/${DB[$p]}.sqlite; [ -f $d ] || d=/work/holdout/db/${DB[$p]}.sqlite
  $BIN import $f --db $d > $OUT/$p.txt 2>&1; echo "rc=$?" >> $OUT/$p.txt
  $BIN import $f --db $d --json > $OUT/$p.json 2>/dev/null
  echo "$p $(tail -1 $OUT/$p.txt)"
done
