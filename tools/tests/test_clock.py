"""Times, dates and durations as the planner pages write them."""
import datetime as dt
import unittest

from tests import paths  # noqa: F401
from planners import clock
from planners.clock import Clock
from planners.words import Words


class ClockTests(unittest.TestCase):
    def test_twelve_hour(self):
        self.assertEqual(clock.clock("18:25", "{h}:{M} {AP}"), "6:25 PM")
        self.assertEqual(clock.clock("00:05", "{h}:{M} {AP}"), "12:05 AM")
        self.assertEqual(clock.clock("12:00", "{h}:{M} {AP}"), "12:00 PM")
        self.assertEqual(clock.clock("11:59", "{h}:{M} {a.p.}"), "11:59 a.m.")
        self.assertEqual(clock.clock("13:10", "{h}:{M} {a. p.}"), "1:10 p. m.")

    def test_twenty_four_hour(self):
        self.assertEqual(clock.clock("08:05", "{H}:{M} Uhr"), "08:05 Uhr")
        self.assertEqual(clock.clock("18:25", "{H}h{M}"), "18h25")
        self.assertEqual(clock.clock("18:25", "{H} h {M}"), "18 h 25")

    def test_twelve_hour_only_where_the_language_writes_it(self):
        for lang, twelve in (("en", True), ("es", True), ("de", False), ("pt", False), ("pl", False), ("fr", False)):
            self.assertEqual(Clock(lang, Words(lang, 3), True).twelve, twelve, lang)
        self.assertFalse(Clock("en", Words("en", 3), False).twelve)

    def test_spanish_a_la_una(self):
        twelve = Clock("es", Words("es", 1), True)
        self.assertEqual(twelve.a_las("13:05"), "a la")
        self.assertEqual(twelve.a_las("14:05"), "a las")
        twenty_four = Clock("es", Words("es", 1), False)
        self.assertEqual(twenty_four.a_las("13:05"), "a las")
        self.assertEqual(twenty_four.a_las("01:05"), "a la")

    def test_dates(self):
        day = dt.date(2025, 3, 17)
        self.assertEqual(clock.date(day, "de", "{Wd}, {dd}.{mm}.{Y}"), "Mo, 17.03.2025")
        self.assertEqual(clock.date(day, "pl", "{weekday}, {d} {month} {Y}"), "poniedziałek, 17 marca 2025")
        self.assertEqual(clock.date(day, "en", "{Weekday}, {Month} {d}, {Y}"), "Monday, March 17, 2025")
        self.assertEqual(clock.date(day, "pt", "{weekday}, {d} de {month} de {Y}"), "segunda-feira, 17 de março de 2025")

    def test_durations(self):
        self.assertEqual(clock.duration(68, ("{h} hr {m} min", "{t} min")), "1 hr 8 min")
        self.assertEqual(clock.duration(59, ("{h} hr {m} min", "{t} min")), "59 min")
        self.assertEqual(clock.duration(60, ("{h} hr {m} min", "{t} min")), "1 hr 0 min")
        self.assertEqual(clock.duration(68, ("{h} h {mm} min", "{t} min")), "1 h 08 min")
        self.assertEqual(clock.duration(67, ("{h}:{mm} h", "{t} Min.")), "1:07 h")

    def test_minutes_only_styles_give_hours_from_100_minutes(self):
        page = Clock("en", Words("en", 0), False)
        page.duration_style = ("{t} min", "{t} min")
        self.assertEqual(page.duration(99), "99 min")
        self.assertEqual(page.duration(100), "1 hr 40 min")
        page.duration_style = ("{h}h {m}m", "{t}m")
        self.assertEqual(page.duration(99), "1h 39m")

    def test_distances(self):
        self.assertEqual(clock.distance(150, "en"), "150 m")
        self.assertEqual(clock.distance(999, "de"), "999 m")
        self.assertEqual(clock.distance(1000, "de"), "1,0 km")
        self.assertEqual(clock.distance(1250, "en"), "1.2 km")


if __name__ == "__main__":
    unittest.main()
