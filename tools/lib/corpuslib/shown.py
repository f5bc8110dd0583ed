"""How the page shows a feed's route and trip, the way the shared screenshots do: the route line
is "CODE - HEADSIGN".

- code: route_short_name; else route_long_name when it holds no " - " (Amtrak "Acela", Caltrain
  "Local"); else route_id (BART, whose long names are "Antioch - SFIA/Millbrae").
- headsign: trip_headsign; else the trip's last stop's name (TriMet has no headsigns).
- a headsign that itself begins with the code and " - " (GO: "21C - Square One") already is the
  route line: its first part is the code shown (the variant "21C"), the rest the headsign.
"""
import re


def drawn(text):
    """The text as the page shows it: HTML collapses every run of white space into one space (a
    feed's "Santo Tomás Ajusco -  Estadio Azteca" is drawn with one space)."""
    return " ".join(text.split())


def stop_name(feed, stop_id):
    return drawn(feed.stops.get(stop_id, {}).get("name", stop_id))


def route_line(feed, trip_id):
    trip = feed.trips[trip_id]
    route = feed.routes[trip["route"]]
    if route["short"]:
        code, code_source = route["short"], "route_short_name"
    elif route["long"] and " - " not in route["long"]:
        code, code_source = route["long"], "route_long_name"
    else:
        code, code_source = trip["route"], "route_id"
    if trip["headsign"]:
        headsign, headsign_source = trip["headsign"], "trip_headsign"
    else:
        last = feed.stop_times(trip_id)[-1]["stop"]
        headsign, headsign_source = feed.stops[last]["name"], "last_stop_name"
    code, headsign = drawn(code), drawn(headsign)
    prefixed = re.match(r"(\S+) - (.+)$", headsign)
    if prefixed and prefixed.group(1).startswith(code):
        code, headsign = prefixed.group(1), prefixed.group(2)
        code_source = "trip_headsign"
    return {"code": code, "code_source": code_source, "headsign": headsign, "headsign_source": headsign_source}


def clock(seconds):
    """The page's HH:MM for a GTFS time: seconds cut to the minute, hours past 24 wrapped."""
    minutes = seconds // 60
    return f"{minutes // 60 % 24:02d}:{minutes % 60:02d}"


def gtfs_clock(seconds):
    return f"{seconds // 3600:02d}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"
