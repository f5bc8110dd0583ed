"""Which page each drawn itinerary becomes: its layout (GO's "Your Trip" page or another
planner's), its language and how it was passed on (degradation), dealt from shuffled decks so that
a small corpus still covers every combination evenly; and the facts the other planners' pages
draw beyond GO's (route type and long name, the walk's distance)."""
import random

PLANNERS = ("timeline", "steps", "timetable", "compact", "eticket")
LAYOUTS = ("go",) + PLANNERS
LANGUAGES = ("en", "de", "es", "pt", "pl", "fr")
DEGRADATIONS = ("none", "chat", "crop", "photo")


class Deck:
    """Items dealt in shuffled rounds: every item once per round, in a seeded order."""

    def __init__(self, items, seed):
        self.items, self.rng, self.hand = list(items), random.Random(seed), []

    def deal(self):
        if not self.hand:
            self.hand = self.items[:]
            self.rng.shuffle(self.hand)
        return self.hand.pop()


def choices(text, allowed, what):
    """A comma list ("all" for every one) checked against the allowed values."""
    if text == "all":
        return list(allowed)
    chosen = [t.strip() for t in text.split(",") if t.strip()]
    unknown = [t for t in chosen if t not in allowed]
    if unknown or not chosen:
        raise SystemExit(f"make-corpus: unknown {what} {', '.join(unknown) or '(none)'}; have {', '.join(allowed)} or all")
    return chosen


def enrich(feed, legs, runs, distances):
    """Add what the other planners draw to the page legs (in place): each ride's GTFS route_type
    and route_long_name, each transfer's walking distance and whether it stays in one station."""
    rides = iter(runs)
    k = 0
    for leg in legs:
        if leg["type"] == "ride":
            run = next(rides)
            route = feed.routes[feed.trips[run.trip]["route"]]
            leg["route_type"] = route["type"]
            leg["route_name"] = " ".join(route["long"].split())
        else:
            leg["distance_m"] = distances[k]
            leg["same_station"] = distances[k] == 0
            k += 1
