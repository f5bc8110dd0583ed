"""What a planner page computes from an itinerary: ride minutes, stop counts by rule, transfers."""
import argparse
import unittest

from tests import paths  # noqa: F401
from planners.eticket import money
from planners.page import Page, Transfer, line_style

ITINERARY = {
    "id": "t", "date": "2025-03-17",
    "legs": [
        {"type": "ride", "route": "MI", "headsign": "Milton GO", "from": {"name": "Union Station"},
         "to": {"name": "Erindale GO"}, "depart": "23:50", "arrive": "00:24", "stops_between": 3},
        {"type": "transfer", "distance_m": 150},
        {"type": "ride", "route": "21", "headsign": "Square One", "from": {"name": "Erindale GO Bus"},
         "to": {"name": "Square One"}, "depart": "00:40", "arrive": "00:53", "stops_between": 0},
        {"type": "transfer", "distance_m": 0},
        {"type": "ride", "route": "22", "headsign": "X", "from": {"name": "Square One"},
         "to": {"name": "Y"}, "depart": "01:00", "arrive": "01:10", "stops_between": 1},
    ],
}


def options(**changes):
    o = dict(planner="timeline", lang="en", phrasing=1, time_format="24h", show_date=True, show_duration=True)
    o.update(changes)
    return argparse.Namespace(**o)


class PageTests(unittest.TestCase):
    def test_minutes_past_midnight(self):
        page = Page(ITINERARY, options())
        self.assertEqual(page.rides[0].minutes, 34)
        self.assertEqual(page.total_minutes, 80)

    def test_counts_by_rule(self):
        page = Page(ITINERARY, options())
        first, second = page.rides[0], page.rides[1]
        self.assertEqual(page.stops_text(first, "ridden"), "4 stops")
        self.assertEqual(page.stops_text(first, "between"), "3 stops in between" if "in between" in
                         page.words.pick("noun:between")[1] else "3 intermediate stops")
        self.assertEqual(page.stops_text(second, "ridden"), "1 stop")
        self.assertIsNone(page.stops_text(second, "between"))  # a 0-stop ride draws no count
        self.assertEqual(page.counts[first.index]["rule"], "between")
        self.assertEqual(page.counts[second.index], {"count": 1, "rule": "ridden", "noun_phrase": "1 stop"})

    def test_walks_and_waits(self):
        page = Page(ITINERARY, options())
        walk, wait = page.legs[1], page.legs[3]
        self.assertIsInstance(walk, Transfer)
        self.assertTrue(walk.walking)
        self.assertEqual(walk.walk_minutes, 3)       # 150 m at 72 m/min, rounded up
        self.assertEqual(walk.wait, 16)
        self.assertFalse(wait.walking)               # same station: a wait, no walk
        self.assertEqual(wait.wait, 7)
        self.assertEqual(walk.to_stop, "Erindale GO Bus")

    def test_date_shown_or_not(self):
        self.assertIsNotNone(Page(ITINERARY, options()).day)
        self.assertIsNone(Page(ITINERARY, options(show_date=False)).day)
        self.assertIsNone(Page(dict(ITINERARY, date=None), options()).day)
        self.assertFalse(Page(ITINERARY, options(show_date=False)).truth()["date_shown"])

    def test_marked_sentence_boxes_its_fields(self):
        page = Page(ITINERARY, options(lang="de"))
        html, plain = page.marked("alight", {"stop": ("station", "arrive")}, leg=0, stop="Köln Hbf")
        self.assertIn('data-gt="station" data-leg="0" data-role="arrive">Köln Hbf</span>', html)
        self.assertIn("Köln Hbf", plain)
        self.assertNotIn("<", plain)


class ClutterTests(unittest.TestCase):
    def test_prices_in_each_languages_notation(self):
        self.assertEqual(money("en", 12.4), "$12.40")
        self.assertEqual(money("de", 12.4), "12,40 €")
        self.assertEqual(money("pl", 7), "7,00 zł")

    def test_text_on_a_route_colour_is_dark_when_the_colour_is_light(self):
        self.assertIn("--on-line:#111", line_style("ffff33"))   # BART yellow
        self.assertIn("--on-line:#fff", line_style("0099d8"))
        self.assertEqual(line_style("fff"), "")                 # not a colour CSS takes from us
        self.assertEqual(line_style(None), "")


if __name__ == "__main__":
    unittest.main()
