"""tools/lib/corpuslib/databases.py: a feed database is loaded again once its feed or its loader is
newer (a rebuilt gtfs-load may write a schema tripshot refuses in the old file)."""
import os
import tempfile
import unittest
from pathlib import Path

from tests import paths  # noqa: F401 (puts tools/lib on the path)
from corpuslib import databases


class StaleTests(unittest.TestCase):
    def test_a_database_older_than_its_feed_or_loader_is_stale(self):
        with tempfile.TemporaryDirectory() as folder:
            feed, loader, db = (Path(folder) / name for name in ("feed.zip", "gtfs-load", "feed.sqlite"))
            for path in (feed, loader):
                path.write_text("x")
                os.utime(path, (1000, 1000))
            self.assertTrue(databases.stale(db, feed, loader))  # missing
            db.write_text("x")
            os.utime(db, (1001, 1001))
            self.assertFalse(databases.stale(db, feed, loader))
            os.utime(loader, (1002, 1002))
            self.assertTrue(databases.stale(db, feed, loader))
            os.utime(loader, (1000, 1000))
            os.utime(feed, (1002, 1002))
            self.assertTrue(databases.stale(db, feed, loader))


if __name__ == "__main__":
    unittest.main()
