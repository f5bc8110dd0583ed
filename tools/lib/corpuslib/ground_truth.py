"""The one reader of a screenshot's ground-truth JSON (the file beside each image) for the Python
tools. The files come in three shapes: GO's (Tests/Fixtures/screens/go) keep the drawn itinerary
under `itinerary`; the real-feeds files and the generated corpus (tools/corpus/make-corpus) keep its
`legs` and `date` at the top. Where present: `derived.total_minutes` is the duration the page shows,
`expected` what the feed says (feed, per ride the trip and its acceptable trips), `boxes` the drawn
text with its pixel box, `page` the other planners' layout and language, `degradation` its class."""
import json
from pathlib import Path


def path_beside(image):
    """The ground truth's file for a screenshot: IMAGE with .json for its suffix."""
    return Path(image).with_suffix(".json")


def load(path):
    return json.loads(Path(path).read_text())


def beside(image, missing=None):
    """The ground truth of a screenshot, or `missing` when it has none."""
    path = path_beside(image)
    return load(path) if path.exists() else missing


def drawn(truth):
    """What the page shows: its date, its duration and its legs (None where it shows none)."""
    itinerary = truth.get("itinerary", truth)
    return {"date": itinerary.get("date"), "duration": truth.get("derived", {}).get("total_minutes"),
            "legs": itinerary["legs"]}


def expected(truth):
    """What the feed says the trip is, or None when the ground truth names no feed."""
    found = truth.get("expected")
    return found if isinstance(found, dict) and "feed" in found else None


def today(truth):
    """The day the screenshot was taken, which tripshot counts a day the page does not pin from
    (`--today`): the truth's `expected.today` (make-corpus records it for a page drawn without a
    date), else the travel day drawn (`shown_date`: a planner leaves out the date, or its year, when
    the trip is today's), else the service day; None without any."""
    found = truth.get("expected") or {}
    return found.get("today") or found.get("shown_date") or found.get("service_date")


def today_args(truth):
    """`--today DAY` for the truth's `today`, or nothing."""
    day = today(truth)
    return ["--today", day] if day else []


def rides(expected):
    """The expected legs that are rides (transfers and walks left out)."""
    return [leg for leg in expected["legs"] if leg.get("type") == "ride"]


def page(truth):
    """Layout, language and degradation class of a screenshot (GO's page: layout go, English)."""
    drawn_page = truth.get("page") or {}
    return {"layout": drawn_page.get("layout", "go"), "language": drawn_page.get("language", "en"),
            "degradation": (truth.get("degradation") or {}).get("class", "none")}
