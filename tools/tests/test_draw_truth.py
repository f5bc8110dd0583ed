"""The generated corpus' ground truth (tools/corpus/make-corpus's itinerary with corpuslib's draw,
feed and truth) checked against the feed itself: real gtfs-load databases of committed feeds,
read here with plain SQL, not through corpuslib."""
import datetime
import random
import sqlite3
import subprocess
import tempfile
import unittest
from pathlib import Path

from tests import paths
from corpuslib.draw import Drawer
from corpuslib.feed import Feed

FEEDS = [paths.ROOT / "gtfs" / "go-fixture.zip", paths.ROOT / "Tests" / "Fixtures" / "feeds" / "bart.zip"]
SEEDS = range(1, 7)


def gtfs_load():
    for build in ("debug", "release"):
        for scratch in sorted(paths.ROOT.glob(".build*")):
            if (scratch / build / "gtfs-load").exists():
                return scratch / build / "gtfs-load"
    return None


@unittest.skipUnless(gtfs_load(), "needs a gtfs-load binary (swift build)")
class DrawnTruthTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.TemporaryDirectory()
        cls.corpus = paths.script("corpus/make-corpus")
        cls.drawn = []  # (database path, itinerary)
        for zip_path in FEEDS:
            db = Path(cls.folder.name) / (zip_path.stem + ".sqlite")
            subprocess.run([str(gtfs_load()), str(zip_path), "--db", str(db), "--quiet"], check=True)
            feed = Feed(db)
            for seed in SEEDS:
                rng = random.Random(seed)
                it = cls.corpus.itinerary(feed, Drawer(feed, rng), rng, zip_path, f"t{seed}", seed)
                if it is not None:
                    cls.drawn.append((db, it))

    @classmethod
    def tearDownClass(cls):
        cls.folder.cleanup()

    def rides(self):
        for db, it in self.drawn:
            page = [leg for leg in it["legs"] if leg["type"] == "ride"]
            expected = [leg for leg in it["expected"]["legs"] if leg["type"] == "ride"]
            self.assertEqual(len(page), len(expected), it["id"])
            for shown, want in zip(page, expected):
                yield sqlite3.connect(db), it, shown, want

    def test_something_was_drawn_from_each_feed(self):
        self.assertEqual({db.stem for db, _ in self.drawn}, {"go-fixture", "bart"})

    def test_page_legs_alternate_rides_and_transfers_as_expected_says(self):
        for _, it in self.drawn:
            kinds = [leg["type"] for leg in it["legs"]]
            self.assertEqual(kinds, [leg["type"] for leg in it["expected"]["legs"]], it["id"])
            self.assertEqual(kinds[::2], ["ride"] * len(kinds[::2]), it["id"])
            self.assertEqual(kinds[1::2], ["transfer"] * len(kinds[1::2]), it["id"])

    def test_shown_times_are_the_feeds_at_the_boarding_and_alighting_stops(self):
        for db, it, shown, want in self.rides():
            (dep,), = db.execute("SELECT departure_time FROM stop_times WHERE trip_id = ? AND stop_id = ?",
                                 (want["trip_id"], want["from_stop_id"]))
            (arr,), = db.execute("SELECT arrival_time FROM stop_times WHERE trip_id = ? AND stop_id = ?",
                                 (want["trip_id"], want["to_stop_id"]))
            self.assertEqual((want["departure_s"], want["arrival_s"]), (dep, arr), it["id"])
            self.assertEqual(shown["depart"], f"{dep // 3600 % 24:02d}:{dep // 60 % 60:02d}", it["id"])
            self.assertEqual(shown["arrive"], f"{arr // 3600 % 24:02d}:{arr // 60 % 60:02d}", it["id"])

    def test_stops_between_are_the_trips_calls_between(self):
        for db, it, shown, want in self.rides():
            calls = [s for s, in db.execute("SELECT stop_id FROM stop_times WHERE trip_id = ? ORDER BY stop_sequence",
                                            (want["trip_id"],))]
            between = calls[calls.index(want["from_stop_id"]) + 1:calls.index(want["to_stop_id"])]
            self.assertEqual(want["between_stop_ids"], between, it["id"])
            self.assertEqual(shown["stops_between"], len(between), it["id"])

    def test_the_drawn_trip_runs_that_day_and_is_acceptable(self):
        for db, it, shown, want in self.rides():
            self.assertIn(want["trip_id"], want["acceptable_trip_ids"], it["id"])
            service, = db.execute("SELECT service_id FROM trips WHERE trip_id = ?", (want["trip_id"],)).fetchone()
            day = want["service_date"].replace("-", "")
            exception = db.execute("SELECT exception_type FROM calendar_dates WHERE service_id = ? AND date = ?",
                                   (service, day)).fetchone()
            if exception:
                self.assertEqual(exception[0], 1, it["id"])
                continue
            weekday = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")[
                datetime.date.fromisoformat(want["service_date"]).weekday()]
            runs, = db.execute(f"SELECT {weekday} FROM calendar WHERE service_id = ? AND start_date <= ? "
                               "AND end_date >= ?", (service, day, day)).fetchone()
            self.assertEqual(runs, 1, it["id"])

    def test_shown_names_are_the_feeds(self):
        for db, it, shown, want in self.rides():
            (name,), = db.execute("SELECT stop_name FROM stops WHERE stop_id = ?", (want["from_stop_id"],))
            self.assertEqual(shown["from"]["name"], name.strip(), it["id"])


if __name__ == "__main__":
    unittest.main()
