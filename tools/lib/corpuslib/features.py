"""What in a name or code breaks readers: the features tools/corpus/make-corpus draws on purpose and
counts. Each is a plain property of the text, true of real names in real feeds."""
import re

STOP_NAME = {
    "number_start": lambda s: bool(re.match(r"\d", s)),            # "72 St"
    "ampersand": lambda s: "&" in s,                               # "SW 11th & Jefferson"
    "slash": lambda s: "/" in s,                                   # "Civic Center/UN Plaza"
    "hyphen": lambda s: "-" in s,                                  # "Wakefield-241 St", " - Hail and Ride"
    "parentheses": lambda s: "(" in s,                             # "NE Broadway & 2nd (Streetcar)"
    "accented": lambda s: any(ord(c) > 127 and c.isalpha() for c in s),  # "Oceanía"
    "number_end": lambda s: bool(re.search(r"\d$", s)),             # "Sheridan St C224"
    "long_name": lambda s: len(s) >= 28,                           # wraps onto three lines when narrow
}
ROUTE_CODE = {
    "lettered_code": lambda s: bool(re.fullmatch(r"[A-Za-z]+\d+[A-Za-z]*|\d+[A-Za-z]+", s)),  # "21C", "N22"
}
HEADSIGN = {
    "long_headsign": lambda s: len(s) >= 28,
}
# Features of the trip itself, drawn on purpose too.
TRIP = ("after_midnight", "frequency")


def of_name(name):
    return {f for f, test in STOP_NAME.items() if test(name)}


def of_code(code):
    return {f for f, test in ROUTE_CODE.items() if test(code)}


def of_headsign(text):
    return {f for f, test in HEADSIGN.items() if test(text)}
