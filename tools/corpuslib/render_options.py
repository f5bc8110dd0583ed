"""Render options drawn at random over everything tools/screenshot-gen/render.py offers, returned
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
