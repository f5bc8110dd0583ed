"""tools/reports/accuracy-report's failure classes: an import's rides against `expected`
(resolve_failures) and a parse against the drawn page with the OCR's evidence (parse_failures)."""
import unittest

from tests import paths
from corpuslib import ground_truth

report = paths.script("reports/accuracy-report")

GO = paths.ROOT / "Tests" / "Fixtures" / "screens" / "go" / "go_example_mi_21__A_phone3x_light.png"


def imported(truth):
    """The import of a perfect reading: every ride on its drawn trip and stops."""
    legs = []
    for want in truth["expected"]["legs"]:
        if want["type"] != "ride":
            legs.append({"type": "walk"})
            continue
        stops = [want["from_stop_id"]] + want["between_stop_ids"] + [want["to_stop_id"]]
        legs.append({"type": "ride", "trip_id": want["trip_id"], "route_code_shown": want["route_code_shown"],
                     "from": {"stop_id": want["from_stop_id"], "name": "a"},
                     "to": {"stop_id": want["to_stop_id"], "name": "b"},
                     "stops": [{"stop_id": s} for s in stops]})
    return {"legs": legs}


def parse_of(truth):
    """`tripshot parse --json`'s shape for the drawn page, read perfectly."""
    legs = []
    for leg in ground_truth.drawn(truth)["legs"]:
        if leg["type"] == "transfer":
            legs.append({"type": "walk"})
            continue
        value = lambda v: {"value": v, "alternatives": []}
        legs.append({"type": "ride", "routeCode": value(leg["route"]), "headsign": value(leg["headsign"]),
                     "from": value(leg["from"]["name"]), "to": value(leg["to"]["name"]),
                     "departure": value(leg["depart"]), "arrival": value(leg["arrive"]),
                     "stopsBetween": value(leg["stops_between"])})
    drawn = ground_truth.drawn(truth)
    return {"date": drawn["date"], "duration": drawn["duration"], "legs": legs}


class ResolveFailuresTests(unittest.TestCase):
    def setUp(self):
        self.truth = ground_truth.beside(GO)
        self.answer = imported(self.truth)

    def test_every_ride_on_its_trip_and_stops_resolves(self):
        self.assertEqual(report.resolve_failures(self.truth, self.answer), (2, []))

    def test_no_trip_found(self):
        del self.answer["legs"][2]["trip_id"]
        good, found = report.resolve_failures(self.truth, self.answer)
        self.assertEqual((good, [cls for cls, _ in found]), (1, ["no trip found"]))

    def test_wrong_trip(self):
        self.answer["legs"][0]["trip_id"] = "not-a-trip"
        good, found = report.resolve_failures(self.truth, self.answer)
        self.assertEqual((good, [cls for cls, _ in found]), (1, ["wrong trip"]))

    def test_wrong_stops_on_the_right_trip(self):
        self.answer["legs"][0]["to"]["stop_id"] = "elsewhere"
        good, found = report.resolve_failures(self.truth, self.answer)
        self.assertEqual((good, [cls for cls, _ in found]), (1, ["wrong stops"]))

    def test_a_ride_the_import_lacks(self):
        del self.answer["legs"][1:]
        good, found = report.resolve_failures(self.truth, self.answer)
        self.assertEqual((good, [cls for cls, _ in found]), (1, ["leg missing"]))


class ParseFailuresTests(unittest.TestCase):
    def setUp(self):
        self.truth = ground_truth.beside(GO)
        self.parsed = parse_of(self.truth)
        self.examined = [{"box": box, "read": box["text"], "missed": False, "duplicated": False, "joined": False}
                         for box in self.truth["boxes"]]

    def failures(self, examined=None):
        return report.parse_failures(GO, self.truth, self.parsed, self.examined if examined is None else examined)

    def test_a_perfect_parse_has_no_failure(self):
        self.assertEqual(self.failures(), [])

    def test_a_name_read_by_the_ocr_but_parsed_otherwise_is_altered(self):
        self.parsed["legs"][0]["to"]["value"] = "Erindale"
        self.assertEqual([cls for cls, _ in self.failures()], ["name altered"])

    def test_a_name_the_ocr_missed_is_the_ocrs(self):
        self.parsed["legs"][0]["to"]["value"] = "Erindale"
        examined = [dict(e) for e in self.examined]  # the same boxes: the evidence names them by identity
        for e in examined:
            if e["box"].get("leg") == 0 and e["box"]["kind"] == "station" and e["box"]["text"] == "Erindale GO":
                e.update(read="", missed=True)
        self.assertEqual([cls for cls, _ in self.failures(examined)], ["OCR missed text"])

    def test_times_counts_and_legs(self):
        self.parsed["legs"][2]["arrival"]["value"] = "19:38"
        self.parsed["legs"][0]["stopsBetween"]["value"] = 2
        self.parsed["duration"] = 67
        self.assertEqual(sorted(cls for cls, _ in self.failures()),
                         ["date or duration misread", "stops count misread", "time misread"])
        del self.parsed["legs"][1:]
        self.assertIn("leg missing", [cls for cls, _ in self.failures()])


if __name__ == "__main__":
    unittest.main()
