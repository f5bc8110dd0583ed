"""The reports' and make-corpus' feed databases: loaded with gtfs-load into a folder they reuse."""
import subprocess
from pathlib import Path


def stale(db, feed, gtfs_load):
    """Whether `db` must be loaded (again): missing, or older than its feed or than the gtfs-load
    that writes it (a rebuilt loader may write another schema, which tripshot then refuses)."""
    db = Path(db)
    if not db.exists():
        return True
    built = db.stat().st_mtime
    return any(Path(source).exists() and Path(source).stat().st_mtime > built for source in (feed, gtfs_load))


def load(gtfs_load, feed, db):
    """Loads `feed` into `db` when it is stale; None, or gtfs-load's failure as one line."""
    if not stale(db, feed, gtfs_load):
        return None
    run = subprocess.run([gtfs_load, str(feed), "--db", str(db), "--quiet"], capture_output=True, text=True)
    return None if run.returncode == 0 else f"gtfs-load {feed} failed ({run.returncode}): {run.stderr.strip()}"
