"""The Python tools' shared code. The generated corpus: real rides drawn from a gtfs-load database
(feed, draw, truth), the names' reading hazards (features), random render options
(render_options), the other planners' decks (pages). Every screenshot's ground truth: its one
reader (ground_truth), the one rule "the parse equals the ground truth" (compare), and what the OCR
made of each drawn box (evidence). Used by tools/corpus/make-corpus, tools/reports/*,
tools/bench/bench-ocr, bench-resolve, load-test and tools/checks/browser-check, compare-outputs;
standard library only."""
