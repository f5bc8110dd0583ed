"""tools/lib/corpuslib/compare.py, the Python tools' one rule for "the parse equals the ground
truth", on the GO example's ground truth against parses written as `tripshot parse --json` writes
them."""
import copy
import unittest

from tests import paths
from corpuslib import compare, ground_truth

GO = paths.ROOT / "Tests" / "Fixtures" / "screens" / "go" / "go_example_mi_21__A_phone3x_light.png"


def located(value, alternatives=()):
    return {"value": value, "alternatives": list(alternatives)}


def exact_parse():
    """The parse a perfect reading of the GO example gives (stops between 0 not drawn: absent)."""
    ride = lambda code, headsign, start, end, depart, arrive, stops: {
        "type": "ride", "routeCode": located(code), "headsign": located(headsign), "from": located(start),
        "to": located(end), "departure": located(depart), "arrival": located(arrive),
        **({"stopsBetween": located(stops)} if stops else {})}
    return {"date": located("2025-03-17"), "durationMinutes": located(68), "legs": [
        ride("MI", "Milton GO", "Union Station", "Erindale GO", "18:25", "18:59", 3),
        {"type": "walk"},
        ride("21", "Union Station", "Erindale GO Bus", "Square One", "19:20", "19:33", 0)]}


class CompareTests(unittest.TestCase):
    def setUp(self):
        self.truth = ground_truth.drawn(ground_truth.beside(GO))

    def differences(self, result):
        return compare.differences(self.truth, compare.parsed(result))

    def test_an_exact_parse_has_no_difference(self):
        self.assertEqual(self.differences(exact_parse()), [])

    def test_a_name_is_compared_exactly(self):
        result = exact_parse()
        result["legs"][0]["to"] = located("Erindale Go")
        self.assertEqual(self.differences(result), ["leg 1 to: expected 'Erindale GO', parsed 'Erindale Go'"])

    def test_the_right_reading_among_the_alternatives_says_so(self):
        result = exact_parse()
        result["legs"][2]["routeCode"] = located("2l", ["21"])
        found = self.differences(result)
        self.assertEqual(found, ["leg 3 routeCode: expected '21', parsed '2l' (among its other readings ['21'])"])
        self.assertIn(compare.AMONG, found[0])

    def test_a_missing_stop_count_is_zero_but_a_drawn_one_must_be_read(self):
        result = exact_parse()
        del result["legs"][0]["stopsBetween"]
        self.assertEqual(self.differences(result), ["leg 1 stopsBetween: expected 3, parsed 0"])

    def test_times_date_and_duration(self):
        result = exact_parse()
        result["legs"][0]["arrival"] = located("18:58")
        result["date"] = None
        result["durationMinutes"] = located(69)
        self.assertEqual(self.differences(result), ["date: expected '2025-03-17', parsed None",
                                                    "duration: expected 68, parsed 69",
                                                    "leg 1 arrival: expected '18:59', parsed '18:58'"])

    def test_a_page_without_date_or_duration_compares_neither(self):
        truth = copy.deepcopy(self.truth)
        truth["date"], truth["duration"] = None, None
        result = exact_parse()
        result["date"], result["durationMinutes"] = None, None
        self.assertEqual(compare.differences(truth, compare.parsed(result)), [])

    def test_leg_kinds_must_match_before_fields(self):
        result = exact_parse()
        del result["legs"][1]
        self.assertEqual(self.differences(result), ["legs: expected [ride walk ride], parsed [ride ride]"])


if __name__ == "__main__":
    unittest.main()
