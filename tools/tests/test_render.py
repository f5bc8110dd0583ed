"""Each planner layout rendered in real headless Chromium from a committed GO itinerary: the
ground truth's boxes hold the names, times and counts the page drew, by leg and role."""
import json
import shutil
import tempfile
import unittest
from pathlib import Path

from tests import paths

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ITINERARY = paths.ROOT / "Tests" / "Fixtures" / "screens" / "go" / "go_example_mi_21__A_phone3x_light.json"


@unittest.skipUnless(CHROMIUM and paths.has_pillow(), "needs chromium and Pillow (TRIPSHOT_CORPUS=1 tools/install-deps.sh)")
class RenderTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        import render
        from browser import Browser
        cls.render = render
        cls.browser = Browser(CHROMIUM)
        cls.folder = tempfile.TemporaryDirectory()
        cls.itinerary = json.loads(ITINERARY.read_text())["itinerary"]

    @classmethod
    def tearDownClass(cls):
        cls.browser.close()
        cls.folder.cleanup()

    def draw(self, *args):
        o = self.render.parser().parse_args([str(ITINERARY), "--out", self.folder.name, "--scale", "1"] + list(args))
        name = "_".join(a.strip("-") for a in args)
        self.render.render_one(self.itinerary, o, self.folder.name, name, self.browser)
        return json.loads((Path(self.folder.name) / f"{name}.json").read_text())

    def names_and_times(self, truth):
        found = {}
        for box in truth["boxes"]:
            if box["kind"] in ("station", "time") and box.get("role") in ("depart", "arrive"):
                found.setdefault((box["leg"], box["kind"], box["role"]), box["text"])
        return found

    def test_every_layout_boxes_each_rides_names_and_times(self):
        for layout in ("timeline", "steps", "timetable", "compact", "eticket"):
            with self.subTest(layout=layout):
                truth = self.draw("--planner", layout, "--lang", "en", "--time-format", "12h", "--phrasing", "4")
                found = self.names_and_times(truth)
                rides = [(k, leg) for k, leg in enumerate(self.itinerary["legs"]) if leg["type"] == "ride"]
                for k, leg in rides:
                    self.assertEqual(found[(k, "station", "depart")], leg["from"]["name"])
                    self.assertEqual(found[(k, "station", "arrive")], leg["to"]["name"])
                # MI leaves Union Station at 18:25 and reaches Erindale GO at 18:59
                style = truth["itinerary"]["page"]["clock"]["clock"]
                self.assertTrue(truth["itinerary"]["page"]["clock"]["twelve_hour"])
                self.assertIn(found[(0, "time", "depart")][:4], ("6:25",))
                self.assertIn(found[(0, "time", "arrive")][:4], ("6:59",))
                self.assertIn("{h}", style)
                self.assertEqual(truth["itinerary"]["page"]["layout"], layout)

    def test_timeline_counts_the_alighting_stop_and_timetable_does_not(self):
        timeline = self.draw("--planner", "timeline", "--lang", "de", "--phrasing", "2")
        stops = next(b for b in timeline["boxes"] if b["kind"] == "stops" and b["leg"] == 0)
        self.assertIn("4 ", stops["text"])        # 3 stops between Union and Erindale GO, ridden 4
        self.assertEqual(timeline["itinerary"]["page"]["stop_counts"]["0"]["rule"], "ridden")
        timetable = self.draw("--planner", "timetable", "--lang", "de", "--phrasing", "2")
        stops = next(b for b in timetable["boxes"] if b["kind"] == "stops" and b["leg"] == 0)
        self.assertEqual(stops["text"], "3 Zwischenhalte")
        self.assertNotIn("2", timetable["itinerary"]["page"]["stop_counts"])  # 0 stops between: none drawn

    def test_no_date_no_duration(self):
        truth = self.draw("--planner", "compact", "--lang", "pl", "--no-date", "--no-duration")
        self.assertIsNone(truth["itinerary"]["date"])
        self.assertIsNone(truth["derived"]["total_minutes"])
        self.assertNotIn("date", {b["kind"] for b in truth["boxes"]})
        dated = self.draw("--planner", "compact", "--lang", "pl")
        self.assertEqual(dated["itinerary"]["date"], "2025-03-17")
        self.assertEqual(dated["derived"]["total_minutes"], 68)

    def test_crop_cuts_the_status_bar_and_keeps_the_trip(self):
        clean = self.draw("--planner", "steps", "--lang", "fr", "--statusbar", "--layout", "phone")
        cropped = self.draw("--planner", "steps", "--lang", "fr", "--statusbar", "--layout", "phone",
                            "--degrade", "crop", "--degrade-seed", "4")
        self.assertEqual(cropped["degradation"]["class"], "crop")
        self.assertNotIn("statusbar-time", {b["kind"] for b in cropped["boxes"]})
        self.assertEqual(self.names_and_times(cropped), self.names_and_times(clean))

    def test_go_page_ground_truth_has_no_planner_options(self):
        truth = self.draw("--layout", "phone")
        self.assertNotIn("planner", truth["render"])
        self.assertNotIn("degrade", truth["render"])
        self.assertNotIn("page", truth["itinerary"])


if __name__ == "__main__":
    unittest.main()
