"""The planner pages' words: plural rules, one phrasing per label per page, variety across pages."""
import unittest

from tests import paths  # noqa: F401
from planners import words
from planners.words import Words, mode_kind, plural

PL = ("przystanek", "przystanki", "przystanków")


class PluralTests(unittest.TestCase):
    def test_polish_has_three_forms(self):
        self.assertEqual(plural("pl", 1, PL), "przystanek")
        for n in (2, 3, 4, 22, 23, 104):
            self.assertEqual(plural("pl", n, PL), "przystanki", n)
        for n in (5, 11, 12, 13, 14, 20, 25, 112):
            self.assertEqual(plural("pl", n, PL), "przystanków", n)

    def test_french_zero_and_one_are_singular(self):
        self.assertEqual(plural("fr", 0, ("arrêt", "arrêts")), "arrêt")
        self.assertEqual(plural("fr", 1, ("arrêt", "arrêts")), "arrêt")
        self.assertEqual(plural("fr", 2, ("arrêt", "arrêts")), "arrêts")

    def test_english_and_german(self):
        self.assertEqual(plural("en", 1, ("stop", "stops")), "stop")
        self.assertEqual(plural("en", 0, ("stop", "stops")), "stops")
        self.assertEqual(plural("de", 3, ("Zwischenhalt", "Zwischenhalte")), "Zwischenhalte")


class WordsTests(unittest.TestCase):
    def test_every_language_has_every_label(self):
        labels = set(words.PHRASES["en"])
        for lang in words.LANGUAGES:
            self.assertEqual(set(words.PHRASES[lang]), labels, lang)
            self.assertEqual(set(words.TICKET[lang]), set(words.TICKET["en"]), lang)
            self.assertEqual(set(words.MODES[lang]), set(words.MODES["en"]), lang)

    def test_labels_have_several_phrasings(self):
        """No label a single template: the product is measured on wordings not drawn here."""
        for lang in words.LANGUAGES:
            for label, options in words.PHRASES[lang].items():
                if label != "line":
                    self.assertGreaterEqual(len(options), 2, f"{lang} {label}")

    def test_a_page_keeps_its_phrasing(self):
        page = Words("es", 17)
        first = page.say("towards", h="Centro")
        for _ in range(5):
            self.assertEqual(page.say("towards", h="Centro"), first)

    def test_pages_use_every_phrasing(self):
        for lang in words.LANGUAGES:
            seen = {Words(lang, seed).pick("towards") for seed in range(200)}
            self.assertEqual(seen, set(words.PHRASES[lang]["towards"]), lang)

    def test_counts_in_each_language(self):
        self.assertEqual(Words("de", 1).count("between", 3), "3 Zwischenhalte")
        self.assertEqual(Words("es", 1).count("stops", 5), "5 paradas")
        self.assertEqual(Words("pl", 1).count("transfers", 5), "5 przesiadek")
        self.assertIn(Words("pl", 1).count("stops", 2), ("2 przystanki", "2 stacje"))

    def test_unknown_language_is_refused(self):
        with self.assertRaises(ValueError):
            Words("xx", 1)

    def test_route_types(self):
        self.assertEqual(mode_kind(3), "bus")
        self.assertEqual(mode_kind(2), "rail")
        self.assertEqual(mode_kind(1), "subway")
        self.assertEqual(mode_kind(0), "tram")
        self.assertEqual(mode_kind(109), "rail")   # extended: suburban railway
        self.assertEqual(mode_kind(700), "bus")
        self.assertEqual(mode_kind(1200), "ferry")
        self.assertEqual(mode_kind(7), "other")     # funicular


if __name__ == "__main__":
    unittest.main()
