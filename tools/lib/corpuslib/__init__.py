"""The generated corpus: real rides drawn from a gtfs-load database (feed, draw, truth), the
names' reading hazards (features), random render options (render_options), and the comparison
with what tripshot read (compare, failure_classes). Used by tools/corpus/make-corpus and
tools/reports/accuracy-report; standard library only."""
