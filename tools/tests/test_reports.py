"""tools/reports/accuracy-report's reading of the other planners' pages and its per-group report, and
tools/lib/corpuslib/pages.py's dealing of layouts, languages and degradations."""
import unittest

from tests import paths
from corpuslib import compare, pages

report = paths.script("reports/accuracy-report")

TRUTH = {
    "legs": [
        {"type": "ride", "route": "MI", "headsign": "Milton GO", "from": {"name": "Union Station"},
         "to": {"name": "Erindale GO"}, "depart": "18:25", "arrive": "18:59", "stops_between": 3},
        {"type": "transfer"},
        {"type": "ride", "route": "21", "headsign": "Square One", "from": {"name": "Erindale GO Bus"},
         "to": {"name": "Square One"}, "depart": "19:20", "arrive": "19:33", "stops_between": 0},
    ],
    "page": {"layout": "eticket", "language": "de", "stop_counts": {"0": {"count": 4, "rule": "ridden"}}},
    "degradation": {"class": "photo"},
    "boxes": [
        {"kind": "trip-number", "text": "Zug 2745", "leg": 0, "bbox": [0, 0, 10, 10]},
        {"kind": "route-name", "text": "Linie Milton", "leg": 0, "bbox": [0, 0, 10, 10]},
        {"kind": "station", "text": "Union Station", "leg": 0, "role": "depart", "bbox": [0, 50, 10, 60]},
        {"kind": "station", "text": "Erindale GO", "leg": 0, "role": "arrive", "bbox": [0, 20, 10, 30]},
        {"kind": "route", "text": "Bus 21", "leg": 2, "bbox": [0, 0, 10, 10]},
        {"kind": "headsign", "text": "Richtung Square One", "leg": 2, "bbox": [0, 0, 10, 10]},
    ],
}


class DrawnFieldsTests(unittest.TestCase):
    def test_compares_only_what_the_page_drew(self):
        want = report.drawn_fields(TRUTH, compare.expected_legs(TRUTH["legs"]))
        self.assertNotIn("routeCode", want[0])      # the ticket shows the trip's number and the line's name
        self.assertNotIn("headsign", want[0])
        self.assertEqual(want[0]["stopsBetween"], 3)  # a count was drawn: the stops strictly between
        self.assertEqual(want[2]["routeCode"], "21")
        self.assertEqual(want[2]["headsign"], "Square One")
        self.assertNotIn("stopsBetween", want[2])   # no count drawn for the 0-stop ride
        self.assertEqual(want[1], {"type": "walk"})

    def test_go_pages_compare_everything(self):
        go = {"legs": TRUTH["legs"], "boxes": []}
        self.assertEqual(report.drawn_fields(go, compare.expected_legs(go["legs"])),
                         compare.expected_legs(go["legs"]))

    def test_boxes_by_role_not_by_height(self):
        self.assertEqual([b["text"] for b in report.boxes_for(TRUTH, 0, "from")], ["Union Station"])
        self.assertEqual([b["text"] for b in report.boxes_for(TRUTH, 0, "to")], ["Erindale GO"])
        self.assertEqual([b["kind"] for b in report.boxes_for(TRUTH, 2, "headsign")], ["route", "headsign"])

    def test_page_of(self):
        self.assertEqual(report.page_of(TRUTH), {"layout": "eticket", "language": "de", "degradation": "photo"})
        self.assertEqual(report.page_of({}), {"layout": "go", "language": "en", "degradation": "none"})


class OcrClassTests(unittest.TestCase):
    def test_a_row_read_as_one_line_is_not_joined_columns_on_planner_pages(self):
        box = TRUTH["boxes"][2]
        examined = [{"box": box, "read": "18:25 Union Station", "missed": False, "duplicated": False, "joined": True}]
        self.assertEqual(report.ocr_class(examined, [box])[0], "OCR joined columns")
        self.assertIsNone(report.ocr_class(examined, [box], rows_are_lines=True))

    def test_missed_text_wins(self):
        box = TRUTH["boxes"][2]
        examined = [{"box": box, "read": "", "missed": True, "duplicated": False, "joined": True}]
        self.assertEqual(report.ocr_class(examined, [box], rows_are_lines=True)[0], "OCR missed text")


class BreakdownTests(unittest.TestCase):
    def test_groups_per_layout_language_and_degradation(self):
        results = [
            {"layout": "timeline", "language": "de", "degradation": "none", "parse_exact": False, "resolved": 0,
             "rides": 2, "failures": [("parse failed (exit 90)", "x"), ("import failed (exit 90)", "x")]},
            {"layout": "timeline", "language": "fr", "degradation": "photo", "parse_exact": False, "resolved": 0,
             "rides": 1, "failures": [("ocr failed (exit 85)", "x")]},
            {"parse_exact": True, "resolved": 1, "rides": 1, "failures": []},  # an older run's GO result
        ]
        lines = report.breakdown(results)
        self.assertIn("  timeline     parse exact 0 of 2, rides resolved 0 of 3; failing: "
                      "import failed (exit 90) 1, ocr failed (exit 85) 1, parse failed (exit 90) 1", lines)
        self.assertIn("  go           parse exact 1 of 1, rides resolved 1 of 1", lines)
        self.assertIn("  photo        parse exact 0 of 1, rides resolved 0 of 1; failing: ocr failed (exit 85) 1", lines)
        self.assertIn("per language:", lines)
        self.assertIn("  en           parse exact 1 of 1, rides resolved 1 of 1", lines)


class NamesAgreeTests(unittest.TestCase):
    def test_make_corpus_offers_what_render_draws(self):
        """corpuslib names the layouts, languages and degradations for make-corpus, which runs
        render.py as a process of its own: the lists must be the renderer's."""
        import degrade
        import planners
        from planners import words
        self.assertEqual(pages.PLANNERS, tuple(planners.LAYOUTS))
        self.assertEqual(pages.LANGUAGES, words.LANGUAGES)
        self.assertEqual(pages.DEGRADATIONS, ("none",) + degrade.CLASSES)


class DeckTests(unittest.TestCase):
    def test_every_item_once_per_round(self):
        deck = pages.Deck(pages.LANGUAGES, "seed")
        for _ in range(3):
            self.assertEqual(sorted(deck.deal() for _ in pages.LANGUAGES), sorted(pages.LANGUAGES))

    def test_same_seed_same_deal(self):
        a, b = pages.Deck(pages.LAYOUTS, 5), pages.Deck(pages.LAYOUTS, 5)
        self.assertEqual([a.deal() for _ in range(12)], [b.deal() for _ in range(12)])

    def test_choices(self):
        self.assertEqual(pages.choices("all", pages.DEGRADATIONS, "degradation"), list(pages.DEGRADATIONS))
        self.assertEqual(pages.choices("none,chat", pages.DEGRADATIONS, "degradation"), ["none", "chat"])
        with self.assertRaises(SystemExit):
            pages.choices("none,fax", pages.DEGRADATIONS, "degradation")


if __name__ == "__main__":
    unittest.main()
