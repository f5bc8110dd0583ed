"""tools/lib/corpuslib/ground_truth.py, the one reader of the ground-truth JSON, on committed files
of each shape: GO's (`itinerary`), the real-feeds one (legs at the top), the generated corpus'."""
import tempfile
import unittest
from pathlib import Path

from tests import paths
from corpuslib import ground_truth

SCREENS = paths.ROOT / "Tests" / "Fixtures" / "screens"
GO = SCREENS / "go" / "go_example_mi_21__A_phone3x_light.png"
BART = SCREENS / "real-feeds" / "p01_bart_single.png"
CORPUS = paths.ROOT / "Tests" / "Fixtures" / "planner-corpus" / "p25_go_steps_de_001.png"


class GroundTruthTests(unittest.TestCase):
    def test_go_files_keep_the_itinerary_under_itinerary(self):
        drawn = ground_truth.drawn(ground_truth.beside(GO))
        self.assertEqual(drawn["date"], "2025-03-17")
        self.assertEqual(drawn["duration"], 68)
        self.assertEqual([leg["type"] for leg in drawn["legs"]], ["ride", "transfer", "ride"])
        self.assertEqual(drawn["legs"][0]["route"], "MI")

    def test_real_feed_files_keep_the_legs_at_the_top(self):
        drawn = ground_truth.drawn(ground_truth.beside(BART))
        self.assertEqual(drawn["date"], "2019-02-15")
        self.assertEqual(drawn["duration"], 14)
        self.assertEqual([(leg["route"], leg["stops_between"]) for leg in drawn["legs"]], [("01", 4)])

    def test_today_is_the_recorded_day_else_the_travel_day_else_the_service_day(self):
        # make-corpus records `today` for a page drawn without a date; older truths fall back.
        recorded = {"expected": {"today": "2025-03-19", "shown_date": "2025-03-18", "service_date": "2025-03-17"}}
        self.assertEqual(ground_truth.today(recorded), "2025-03-19")
        self.assertEqual(ground_truth.today_args(recorded), ["--today", "2025-03-19"])
        travel = {"expected": {"shown_date": "2024-12-31", "service_date": "2024-12-30"}}
        self.assertEqual(ground_truth.today(travel), "2024-12-31")
        self.assertEqual(ground_truth.today({"expected": {"service_date": "2025-03-17"}}), "2025-03-17")
        self.assertEqual(ground_truth.today_args({}), [])
        self.assertEqual(ground_truth.today(ground_truth.beside(GO)), "2025-03-17")

    def test_expected_names_the_feed_and_the_rides(self):
        expected = ground_truth.expected(ground_truth.beside(GO))
        self.assertEqual(expected["feed"], "go-demo.zip")
        rides = ground_truth.rides(expected)
        self.assertEqual(len(rides), 2)      # the transfer between them is no ride
        self.assertTrue(all(ride["trip_id"] in ride["acceptable_trip_ids"] for ride in rides))

    def test_no_expected_without_a_feed(self):
        self.assertIsNone(ground_truth.expected({}))
        self.assertIsNone(ground_truth.expected({"expected": {"legs": []}}))
        self.assertIsNone(ground_truth.expected({"expected": "a note"}))

    def test_a_screenshot_without_ground_truth_gives_the_default(self):
        with tempfile.TemporaryDirectory() as folder:
            image = Path(folder) / "lonely.png"
            image.write_bytes(b"")
            self.assertEqual(ground_truth.path_beside(image), Path(folder) / "lonely.json")
            self.assertIsNone(ground_truth.beside(image))
            self.assertEqual(ground_truth.beside(image, {"boxes": []}), {"boxes": []})

    def test_page_of_another_planner_and_of_go(self):
        self.assertEqual(ground_truth.page(ground_truth.beside(CORPUS)),
                         {"layout": "steps", "language": "de", "degradation": "none"})
        self.assertEqual(ground_truth.page(ground_truth.beside(GO)),
                         {"layout": "go", "language": "en", "degradation": "none"})


if __name__ == "__main__":
    unittest.main()
