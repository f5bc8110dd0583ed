"""What every planner layout needs from an itinerary: its rides and transfers with the numbers a
page shows (ride minutes, stops ridden, walk minutes), the page's words and clock, and `gt`, which
marks a drawn element for the ground truth (kind, leg, role: see planner.html's box script).

Counts, as planners draw them (the ground truth records which rule a page used, per leg):
- "ridden": the stops the rider rides to, the alighting stop included ("Ride 4 stops" for 3
  stops between): maps-style timelines and step lists;
- "between": the stops strictly between boarding and alighting ("3 Zwischenhalte"): timetables."""
import datetime as dt
import html
import math
import random
import re

from .clock import Clock, distance, minutes_of
from .words import Words

WALK_METRES_PER_MINUTE = 72  # 1.2 m/s, the walking speed the corpus draws transfers with


def esc(text):
    return html.escape(str(text), quote=True)


def gt(kind, text, leg=None, role=None, cls="", tag="span", inner=None, extra=""):
    """An element the ground truth records: its box, its kind and its text (`text`, unless the
    element holds markup `inner`, whose visible text the box script reads)."""
    attrs = f' data-gt="{kind}"'
    if leg is not None:
        attrs += f' data-leg="{leg}"'
    if role:
        attrs += f' data-role="{role}"'
    if cls:
        attrs += f' class="{cls}"'
    return f"<{tag}{attrs}{extra}>{inner if inner is not None else esc(text)}</{tag}>"


def block(cls, inner):
    """A line of its own holding a marked element: the element stays inline, so its box is its
    text's, not the line's full width."""
    return f'<div class="{cls}">{inner}</div>'


def line_style(colour):
    """CSS variables for a route's colour and the text drawn on it: dark text on a light colour
    (BART's yellow), as planners choose by contrast (GTFS route_text_color says the same)."""
    if not re.fullmatch(r"[0-9A-Fa-f]{6}", colour or ""):
        return ""  # no colour, or not one CSS can take: the layout's accent
    r, g, b = (int(colour[k:k + 2], 16) for k in (0, 2, 4))
    light = 0.2126 * r + 0.7152 * g + 0.0722 * b > 150
    return f' style="--line:#{colour}; --on-line:{"#111" if light else "#fff"}"'


def span_minutes(start, end):
    return (minutes_of(end) - minutes_of(start)) % (24 * 60)


class Ride:
    def __init__(self, leg, index):
        self.leg, self.index = leg, index
        self.code = leg["route"]
        self.headsign = leg.get("headsign") or leg["to"]["name"]
        self.origin, self.destination = leg["from"]["name"], leg["to"]["name"]
        self.depart, self.arrive = leg["depart"], leg["arrive"]
        self.minutes = span_minutes(self.depart, self.arrive)
        self.between = leg.get("stops_between") or 0
        self.ridden = self.between + 1
        self.route_type = leg.get("route_type", 3 if leg.get("mode") == "bus" else 2)
        self.trip_number = leg.get("trip_number")
        self.route_name = leg.get("route_name") or ""
        self.color = leg.get("color")


class Transfer:
    def __init__(self, leg, index, before, after):
        self.leg, self.index = leg, index
        self.distance = leg.get("distance_m") or 0
        self.walking = self.distance > 0  # a change within one station draws its wait, not a walk
        self.walk_minutes = max(1, math.ceil(self.distance / WALK_METRES_PER_MINUTE)) if self.walking else 0
        self.wait = span_minutes(before.arrive, after.depart)
        self.to_stop = after.origin


class Page:
    """An itinerary as one planner page draws it."""

    def __init__(self, it, options):
        self.it, self.o = it, options
        self.words = Words(options.lang, options.phrasing)
        self.clock = Clock(options.lang, self.words, options.time_format.startswith("12h"))
        self.legs = []
        rides = []
        for index, leg in enumerate(it["legs"]):
            if leg.get("type", "ride") == "ride":
                rides.append(Ride(leg, index))
                self.legs.append(rides[-1])
            else:
                self.legs.append(leg)
        for k, leg in enumerate(self.legs):
            if isinstance(leg, dict):
                self.legs[k] = Transfer(leg, k, self.legs[k - 1], self.legs[k + 1])
        self.rides = rides
        self.start, self.end = rides[0].depart, rides[-1].arrive
        self.total_minutes = span_minutes(self.start, self.end)
        self.counts = {}  # leg index -> {"text", "count", "rule"} of a drawn stop count

    @property
    def day(self):
        return dt.date.fromisoformat(self.it["date"]) if self.it.get("date") and self.o.show_date else None

    def time(self, hhmm):
        return self.clock.time(hhmm)

    def say(self, label, **fields):
        return self.words.say(label, **fields)

    def stops_text(self, ride, rule):
        """The drawn count of a ride's stops under `rule` (ridden / between), remembered for the
        ground truth; None for a 0-stop ride under "between" (planners draw nothing then)."""
        n = ride.ridden if rule == "ridden" else ride.between
        if n == 0:
            return None
        text = self.words.count("stops" if rule == "ridden" else "between", n)
        self.counts[ride.index] = {"count": n, "rule": rule, "noun_phrase": text}
        return text

    def marked(self, label, marks, leg=None, **fields):
        """(HTML, plain text) of the label's phrasing with the fields named in `marks` (field ->
        (kind, role)) drawn as elements of their own, so the ground truth boxes the name, the time
        or the route inside a sentence."""
        template = self.words.pick(label)
        html_fields = {k: gt(marks[k][0], v, leg=leg, role=marks[k][1]) if k in marks else esc(v) for k, v in fields.items()}
        return esc(template).format(**html_fields), template.format(**fields)

    def distance(self, metres):
        return distance(metres, self.o.lang)

    def clutter_rng(self, what):
        """Numbers that are not trip data (platforms, seats, booking codes): seeded per page."""
        return random.Random(f"clutter/{what}/{self.o.phrasing}/{self.it.get('id', '')}")

    def route_named(self, ride, with_mode):
        """A route as a sentence or line row names it: "21", "Bus 21", "Zug 2745"."""
        if with_mode:
            return f"{self.words.mode(ride.route_type)} {ride.code}"
        return ride.code

    def truth(self):
        """What the page drew beyond the itinerary's own fields, for the ground truth."""
        return {"layout": self.o.planner, "language": self.o.lang, "wording": dict(self.words.chosen),
                "clock": self.clock.describe(), "date_shown": self.day is not None,
                "stop_counts": {str(k): v for k, v in sorted(self.counts.items())}}
