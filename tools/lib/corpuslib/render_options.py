"""Render options drawn at random over everything tools/corpus/screenshot-gen/render.py offers, returned
as its command-line arguments. `narrow` draws the narrowest name widths, so that long names wrap
onto three lines. The phone's `--fit screen` (one 844-pt screen, the rest cut off) is never drawn:
a cut-off itinerary has no complete ground truth."""

FONTS = ("roboto", "opensans", "inter", "lato", "liberation", "dejavu",  # the shared screenshots' six
         "notosans", "notoserif", "freesans", "freeserif", "nimbussans", "nimbusnarrow", "urwgothic",
         "carlito", "cantarell", "arimo", "tinos", "robotocondensed")


def draw(rng, narrow=False):
    layout = "desktop" if rng.random() < 0.3 else "phone"
    options = {
        "layout": layout,
        "scale": rng.choice((1, 2, 3)),
        "theme": "dark" if rng.random() < 0.35 else "light",
        "font": rng.choice(FONTS),
        "font-scale": round(rng.uniform(0.85, 1.25), 2),
        "name-width": rng.randint(110, 140) if narrow else rng.randint(110, 260),
        "time-format": rng.choice(("24h", "12h", "12h-dots")),
        "icon": rng.choice(("glyph", "badge")),
        "clutter": rng.choice((0, 1, 2)),
        "status-time": f"{rng.randint(1, 12)}:{rng.randint(0, 59):02d}",
    }
    if rng.random() < 0.45:
        options["jpeg"] = rng.randint(60, 90)
    flags = [flag for flag in ("timeline", "line-colors", "statusbar") if rng.random() < 0.5]
    args = []
    for key, value in options.items():
        args += [f"--{key}", str(value)]
    return args + [f"--{flag}" for flag in flags]


def draw_planner(rng, layout):
    """Options for one of the other planners' layouts (render.py --planner): phone or desktop,
    1-3x, light or dark, any font, 12- or 24-hour (12-hour where the language writes it), a date
    or none, a duration or none, the page's phrasings and arrangement by seed."""
    phone = rng.random() < 0.7
    options = {
        "planner": layout,
        "layout": "phone" if phone else "desktop",
        "scale": rng.choice((1, 2, 2, 3, 3)) if phone else rng.choice((1, 2)),
        "theme": "dark" if rng.random() < 0.4 else "light",
        "font": rng.choice(FONTS),
        "font-scale": round(rng.uniform(0.9, 1.2), 2),
        "time-format": rng.choice(("24h", "12h")),
        "phrasing": rng.randint(0, 999999),
        "line-variant": rng.randint(0, 5),
        "status-time": f"{rng.randint(1, 12)}:{rng.randint(0, 59):02d}",
    }
    if rng.random() < 0.3:
        options["jpeg"] = rng.randint(75, 92)
    flags = [flag for flag, share in (("no-date", 0.3), ("no-duration", 0.4), ("line-colors", 0.5)) if rng.random() < share]
    if phone and rng.random() < 0.6:
        flags.append("statusbar")
    args = []
    for key, value in options.items():
        args += [f"--{key}", str(value)]
    return args + [f"--{flag}" for flag in flags]
