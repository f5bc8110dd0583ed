"""The one rule of the Python tools for "the parse equals the ground truth" (its Swift twin is
`CorpusScreenshotTests.expectExactParse` in Tests/CorpusTests): the same number and kinds of legs
(ride / walk, in order); per ride the route code, destination (headsign), from and to names,
departure and arrival times and the stops-between count (a page draws no "Show N Stops" line for 0,
so a missing count matches 0); the page's date and duration where the page shows them. Names and
codes compare exactly (no case folding, no accent stripping). Used by tools/reports/parse-report and
tools/reports/accuracy-report."""

AMONG = "(among its other readings"


def expected_legs(legs):
    """The drawn legs (ground_truth.drawn's) in the shape of `parsed_legs`."""
    result = []
    for leg in legs:
        if leg.get("type", "ride") == "transfer":
            result.append({"type": "walk"})
        else:
            result.append({
                "type": "ride",
                "routeCode": leg["route"],
                "headsign": leg.get("headsign"),
                "from": leg["from"]["name"],
                "to": leg["to"]["name"],
                "departure": leg["depart"],
                "arrival": leg["arrive"],
                "stopsBetween": leg.get("stops_between") or 0,
            })
    return result


def parsed_legs(legs):
    """`tripshot parse --json`'s legs: each field's value, and under `readings` the route code's and
    names' value followed by their alternatives."""
    result = []
    for leg in legs:
        if leg["type"] == "walk":
            result.append({"type": "walk"})
            continue
        value = lambda key: (leg.get(key) or {}).get("value")
        readings = lambda key: [value(key)] + (leg.get(key) or {}).get("alternatives", [])
        result.append({
            "readings": {key: readings(key) for key in ("routeCode", "from", "to")},
            "type": "ride",
            "routeCode": value("routeCode"),
            "headsign": value("headsign"),
            "from": value("from"),
            "to": value("to"),
            "departure": value("departure"),
            "arrival": value("arrival"),
            "stopsBetween": value("stopsBetween") or 0,
        })
    return result


def parsed(result):
    """The date, duration and legs of one `tripshot parse --json` answer."""
    return {"date": (result.get("date") or {}).get("value"),
            "duration": (result.get("durationMinutes") or {}).get("value"), "legs": result["legs"]}


def differences(expected, parsed):
    """Every way `parsed` (from `parsed`) differs from `expected` (ground_truth.drawn), in words; none
    when the parse is exact. A value read otherwise whose right reading is among its alternatives
    says so (AMONG)."""
    found = []
    for key, label in (("date", "date"), ("duration", "duration")):
        if expected[key] is not None and expected[key] != parsed.get(key):
            found.append(f"{label}: expected {expected[key]!r}, parsed {parsed.get(key)!r}")
    want, got = expected_legs(expected["legs"]), parsed_legs(parsed["legs"])
    kinds = lambda legs: " ".join(leg["type"] for leg in legs)
    if kinds(want) != kinds(got):
        return found + [f"legs: expected [{kinds(want)}], parsed [{kinds(got)}]"]
    for number, (w, g) in enumerate(zip(want, got), 1):
        for key in w:
            if w[key] != g[key]:
                among = w[key] in g.get("readings", {}).get(key, [])
                note = f" {AMONG} {g['readings'][key][1:]!r})" if among else ""
                found.append(f"leg {number} {key}: expected {w[key]!r}, parsed {g[key]!r}{note}")
    return found
