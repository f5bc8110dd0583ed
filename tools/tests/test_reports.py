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


def expected_ride(trip, board, alight, depart, arrive):
    return {"type": "ride", "trip_id": trip, "acceptable_trip_ids": [trip], "from_stop_id": board, "to_stop_id": alight,
            "from_station_id": board, "to_station_id": alight, "between_stop_ids": [], "stops_between": 0,
            "shown_depart": depart, "shown_arrive": arrive, "alternatives": []}


def imported_ride(trip, board, alight, depart, arrive):
    return {"type": "ride", "trip_id": trip, "route_code_shown": "R", "stops": [],
            "from": {"stop_id": board, "name": board, "shown_time": depart},
            "to": {"stop_id": alight, "name": alight, "shown_time": arrive}}


EXPECTED = {"expected": {"legs": [
    expected_ride("CITY2", "NANAA", "EMSI", "08:41", "08:46"),
    {"type": "transfer"},
    expected_ride("STBA", "STAGECOACH", "AIRPORT", "09:00", "09:20"),
]}}


class RidePairingTests(unittest.TestCase):
    """Drawn rides are compared with the imported rides at their stops, not at their positions."""

    def test_a_lost_first_ride_leaves_the_second_right(self):
        imported = {"legs": [imported_ride("STBA", "STAGECOACH", "AIRPORT", "09:00", "09:20")]}
        good, found = report.resolve_failures(EXPECTED, imported)
        self.assertEqual(good, 1)
        self.assertEqual([c for c, _ in found], ["leg missing"])
        self.assertIn("ride 1", found[0][1])

    def test_a_ride_on_other_stops_is_still_a_wrong_trip(self):
        imported = {"legs": [imported_ride("OTHER", "ELSEWHERE", "NOWHERE", "08:41", "08:46"),
                             imported_ride("STBA", "STAGECOACH", "AIRPORT", "09:00", "09:20")]}
        good, found = report.resolve_failures(EXPECTED, imported)
        self.assertEqual(good, 1)
        self.assertEqual([c for c, _ in found], ["wrong trip"])
        self.assertIn("ride 1: trip OTHER", found[0][1])

    def test_both_rides_right_in_either_order(self):
        rides = [imported_ride("CITY2", "NANAA", "EMSI", "08:41", "08:46"),
                 imported_ride("STBA", "STAGECOACH", "AIRPORT", "09:00", "09:20")]
        for legs in (rides, rides[::-1]):
            self.assertEqual(report.resolve_failures(EXPECTED, {"legs": legs}), (2, []))

    def test_another_days_trip_on_an_assumed_day_is_not_a_wrong_trip(self):
        ride = expected_ride("STBA", "STAGECOACH", "AIRPORT", "09:00", "09:20")
        ride.update(departure_s=32400, arrival_s=33600)
        leg = imported_ride("STBA-SUMMER", "STAGECOACH", "AIRPORT", "09:00", "09:20")
        leg["from"]["scheduled_seconds"], leg["to"]["scheduled_seconds"] = 32400, 33600
        want = {"expected": {"legs": [ride]}}
        for source, kind in (("assumed", "date assumed"), ("page", "wrong trip")):
            good, found = report.resolve_failures(want, {"service_date_source": source, "legs": [leg]})
            self.assertEqual((good, [c for c, _ in found]), (0, [kind]))
        # A numbered train at another train's times is another train.
        ride["trip_short_name"] = "55"
        for number, kind in (("55", "date assumed"), ("57", "wrong trip")):
            found = report.resolve_failures(want, {"service_date_source": "assumed", "legs": [leg]}, lambda trip: number)[1]
            self.assertEqual([c for c, _ in found], [kind])
        leg["to"]["scheduled_seconds"] = 33660
        good, found = report.resolve_failures(want, {"service_date_source": "assumed", "legs": [leg]})
        self.assertEqual([c for c, _ in found], ["wrong trip"])

    def test_times_decide_between_rides_at_the_same_stops(self):
        want = {"expected": {"legs": [expected_ride("T1", "A", "B", "08:00", "08:10"),
                                      expected_ride("T2", "A", "B", "09:00", "09:10")]}}
        legs = [imported_ride("T2", "A", "B", "09:00", "09:10"), imported_ride("T1", "A", "B", "08:00", "08:10")]
        self.assertEqual(report.paired_rides(want["expected"]["legs"], legs), {0: 1, 1: 0})


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
