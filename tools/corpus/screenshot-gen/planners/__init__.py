"""Planner layouts other than GO's "Your Trip" page, each drawn in several languages: see
docs/corpus.md. `LAYOUTS` maps a layout's name to its module (body(page) and its CSS file)."""
import os

from . import compact, eticket, steps, timeline, timetable
from .page import Page

HERE = os.path.dirname(os.path.abspath(__file__))
LAYOUTS = {"timeline": timeline, "steps": steps, "timetable": timetable, "compact": compact, "eticket": eticket}
ACCENTS = {"timeline": "#1a73e8", "steps": "#0b8043", "timetable": "#c8102e", "compact": "#6a1b9a", "eticket": "#00529b"}


def read(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as fh:
        return fh.read()


def page_html(it, o, statusbar, font_family, width):
    """(the page's HTML, the Page drawn) for render.py."""
    layout = LAYOUTS[o.planner]
    page = Page(it, o)
    inner = layout.body(page)
    if o.layout == "desktop":
        inner = f'<div class="panel">{inner}</div><div class="map">{map_svg(page)}</div>'
    css = read("planner.css") + "\n" + read(layout.CSS)
    html_cls = " ".join([o.theme, o.layout, f"planner-{o.planner}"])
    text = (read("planner.html").replace("{{CSS}}", css).replace("{{BODY}}", inner)
            .replace("{{STATUSBAR}}", statusbar).replace("{{HTML_CLASS}}", html_cls).replace("{{LANG}}", o.lang)
            .replace("{{ACCENT}}", o.accent or ACCENTS[o.planner]).replace("{{FONT_SCALE}}", str(o.font_scale))
            .replace("{{FONT_FAMILY}}", font_family))
    text = text.replace("</style>", f"body {{ width: {width}px; }}\n</style>", 1)
    return text, page


def map_svg(page):
    """A desktop page's map pane: a line per ride, no words (maps label streets, not the trip)."""
    import random
    rng = random.Random(f"map/{page.o.phrasing}")
    paths, x, y = [], 120, 620
    for ride in page.rides:
        points = [(x, y)]
        for _ in range(4):
            x, y = x + rng.randint(60, 150), y - rng.randint(40, 130)
            points.append((x, y))
        d = " ".join(f"{'M' if k == 0 else 'L'}{px},{py}" for k, (px, py) in enumerate(points))
        colour = f"#{ride.color}" if ride.color else "var(--accent)"
        paths.append(f'<path d="{d}" stroke="{colour}" stroke-width="6" fill="none"/>')
    grid = "".join(f'<path d="M0,{k * 70} L1000,{k * 70 + 40}" stroke="var(--rule)" stroke-width="9"/>' for k in range(12))
    return f'<svg viewBox="0 0 820 800" preserveAspectRatio="xMidYMid slice">{grid}{"".join(paths)}</svg>'
