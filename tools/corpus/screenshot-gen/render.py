#!/usr/bin/python3
"""Render a synthetic GO Transit "Your Trip" screenshot from an itinerary JSON.

    /usr/bin/python3 render.py ITINERARY.json [more.json ...] --out DIR [options]
    /usr/bin/python3 render.py --batch JOBS.json    (many renders, each with its own options,
                                                     in one Chromium: see render_batch)

Writes DIR/<name>.png (or .jpg with --jpeg) and DIR/<name>.json (ground truth:
the input itinerary, the render options, and per-element boxes in image pixels).

--planner draws another planner's layout instead of GO's page (planners/: timeline, steps,
timetable, compact, eticket) in --lang (en, de, es, pt, pl, fr); --degrade passes the screenshot
on as riders do (degrade.py: chat, crop, photo). See docs/corpus.md.

The project owns this copy (tools/corpus/screenshot-gen/): it began as the developers' shared generator
(../shared/tools/screenshot-gen) and is extended here for the generated corpus (tools/corpus/make-corpus):
more font faces from Debian font packages, and the image size read from the PNG header so that
only --jpeg needs Pillow.
Needs: Debian `chromium` on PATH, the fonts (`TRIPSHOT_CORPUS=1 tools/install-deps.sh`), and for
--jpeg Pillow, which Debian's python3-pil provides to /usr/bin/python3 only (hence the shebang).
"""
import argparse, datetime as dt, html, json, os, re, shutil, subprocess, sys, tempfile

import degrade, planners
from planners.words import LANGUAGES

HERE = os.path.dirname(os.path.abspath(__file__))
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")

FONTS = {
    "roboto": '"Roboto", "Liberation Sans", sans-serif',
    "opensans": '"Open Sans", "Liberation Sans", sans-serif',
    "inter": '"Inter", "Liberation Sans", sans-serif',
    "lato": '"Lato", "Liberation Sans", sans-serif',
    "liberation": '"Liberation Sans", Arial, sans-serif',
    "dejavu": '"DejaVu Sans", sans-serif',
    # Faces no shared screenshot uses, so the reader is not tuned to six fonts (Debian packages in
    # tools/install-deps.sh, TRIPSHOT_CORPUS=1). The fallback is DejaVu, never one of the six.
    "notosans": '"Noto Sans", "DejaVu Sans", sans-serif',
    "notoserif": '"Noto Serif", "DejaVu Serif", serif',
    "freesans": '"FreeSans", "DejaVu Sans", sans-serif',
    "freeserif": '"FreeSerif", "DejaVu Serif", serif',
    "nimbussans": '"Nimbus Sans", "DejaVu Sans", sans-serif',
    "nimbusnarrow": '"Nimbus Sans Narrow", "DejaVu Sans", sans-serif',
    "urwgothic": '"URW Gothic", "DejaVu Sans", sans-serif',
    "carlito": '"Carlito", "DejaVu Sans", sans-serif',
    "cantarell": '"Cantarell", "DejaVu Sans", sans-serif',
    "arimo": '"Arimo", "DejaVu Sans", sans-serif',
    "tinos": '"Tinos", "DejaVu Serif", serif',
    "robotocondensed": '"Roboto Condensed", "DejaVu Sans", sans-serif',
}

# --- small inline SVG icons (drawn here, not taken from any site) -----------
ICON_WHEELCHAIR_GLYPH = (
    '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.2" '
    'stroke-linecap="round" stroke-linejoin="round" aria-label="Accessible station">'
    '<circle cx="11.5" cy="3.2" r="2.1" fill="currentColor" stroke="none"/>'
    '<path d="M11 6.5 L11.6 13 H17 L19.5 19.5"/><path d="M11.2 9.3 H16"/>'
    '<path d="M7.6 10.8 A6 6 0 1 0 15.8 18.2"/></svg>')
ICON_WHEELCHAIR_BADGE = (
    '<svg viewBox="0 0 24 24" aria-label="Accessible station"><rect width="24" height="24" rx="3" fill="#1f5fa8"/>'
    '<g fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" transform="translate(2.4 2.2) scale(.8)">'
    '<circle cx="11.5" cy="3.2" r="2.1" fill="#fff" stroke="none"/><path d="M11 6.5 L11.6 13 H17 L19.5 19.5"/>'
    '<path d="M11.2 9.3 H16"/><path d="M7.6 10.8 A6 6 0 1 0 15.8 18.2"/></g></svg>')
ICON_WALK = ('<svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2" '
             'stroke-linecap="round"><circle cx="13" cy="3.5" r="2" fill="currentColor" stroke="none"/>'
             '<path d="M12 7 L10 14 L13 18 L13 22"/><path d="M10 14 L7 22"/><path d="M11.5 9 L16 12"/><path d="M11 9 L7 12"/></svg>')
ICON_TRAIN = ('<svg viewBox="0 0 24 24" width="14" height="14" fill="currentColor"><rect x="5" y="2" width="14" height="15" rx="3"/>'
              '<rect x="7" y="5" width="10" height="5" fill="#fff"/><path d="M7 22 L9 18 H15 L17 22" stroke="currentColor" stroke-width="2" fill="none"/></svg>')
ICON_BUS = ('<svg viewBox="0 0 24 24" width="14" height="14" fill="currentColor"><rect x="4" y="2" width="16" height="17" rx="3"/>'
            '<rect x="6" y="5" width="12" height="6" fill="#fff"/><rect x="6" y="19" width="3" height="3"/><rect x="15" y="19" width="3" height="3"/></svg>')


def sb_icons(dark):
    c = "#fff" if dark else "#000"
    sig = "".join(f'<rect x="{i*5}" y="{10-i*3}" width="3.4" height="{3+i*3}" rx="1" fill="{c}"/>' for i in range(4))
    wifi = (f'<svg width="17" height="12" viewBox="0 0 17 12"><path d="M8.5 11.5 L6 8.8 A3.6 3.6 0 0 1 11 8.8 Z" fill="{c}"/>'
            f'<path d="M3.6 6.4 A7 7 0 0 1 13.4 6.4" stroke="{c}" stroke-width="2" fill="none"/>'
            f'<path d="M1.2 3.9 A10.5 10.5 0 0 1 15.8 3.9" stroke="{c}" stroke-width="2" fill="none"/></svg>')
    batt = (f'<svg width="27" height="13" viewBox="0 0 27 13"><rect x=".5" y=".5" width="23" height="12" rx="3.5" stroke="{c}" '
            f'stroke-opacity=".4" fill="none"/><rect x="2" y="2" width="17" height="9" rx="2" fill="{c}"/>'
            f'<rect x="24.5" y="4.5" width="1.8" height="4" rx="1" fill="{c}" fill-opacity=".4"/></svg>')
    return f'<svg width="18" height="13" viewBox="0 0 18 13">{sig}</svg>{wifi}{batt}'


def hhmm_to_min(t):
    h, m = t.split(":")
    return int(h) * 60 + int(m)


def fmt_time(t, style):
    h, m = (int(x) for x in t.split(":"))
    h24 = h % 24
    if style == "24h":
        return f"{h24:02d}:{m:02d}" if h24 >= 10 else f"{h24:02d}:{m:02d}"
    suffix = "a.m." if h24 < 12 else "p.m."
    h12 = h24 % 12 or 12
    if style == "12h":
        return f"{h12}:{m:02d} {'AM' if h24 < 12 else 'PM'}"
    return f"{h12}:{m:02d} {suffix}"  # "12h-dots": Canadian-press style "6:25 p.m."


def fmt_duration(mins):
    h, m = divmod(mins, 60)
    return f"{h} h {m} min" if h else f"{m} min"


def ride_legs(it):
    return [l for l in it["legs"] if l.get("type", "ride") == "ride"]


def total_minutes(it):
    rides = ride_legs(it)
    d, a = hhmm_to_min(rides[0]["depart"]), hhmm_to_min(rides[-1]["arrive"])
    return (a - d) % (24 * 60)


def esc(s):
    return html.escape(str(s), quote=True)


def build_body(it, o):
    dark = o.theme == "dark"
    wc = ICON_WHEELCHAIR_BADGE if o.icon == "badge" else ICON_WHEELCHAIR_GLYPH
    parts = []
    if o.statusbar:
        parts.append(f'<div class="statusbar"><span data-gt="statusbar-time">{esc(o.status_time)}</span>'
                     f'<span class="sb-right">{sb_icons(dark)}</span></div>')
    if o.clutter >= 1:
        parts.append('<div class="site-header"><div class="logo"><span class="mark">GO</span><span>Transit</span></div>'
                     '<div class="menu"><span>Menu</span><span class="burger"></span></div></div>')
    if o.clutter >= 2:
        parts.append('<div class="alert-banner">Service update: weekend track work may affect some trips. See service updates.</div>')
    parts.append('<div class="page">')
    if o.layout == "desktop" and o.clutter >= 1:
        parts.append('<div class="sidebar"><div class="lbl">From</div><div class="field">' + esc(it.get("origin", "")) + '</div>'
                     '<div class="lbl">To</div><div class="field">' + esc(it.get("destination", "")) + '</div>'
                     '<div class="lbl">Date</div><div class="field">' + esc(date_label(it)) + '</div>'
                     '<span class="btn primary">Plan my trip</span></div>')
    parts.append('<div class="main">')
    if o.clutter >= 1:
        parts.append('<div class="crumb">&lsaquo; Back to trip results</div>')

    rides = ride_legs(it)
    tmin = total_minutes(it)
    ntransfers = max(0, len(rides) - 1)
    parts.append('<div class="trip">')
    parts.append('<h1 data-gt="title">Your Trip</h1>')
    parts.append(f'<div class="meta" data-gt="date">{esc(date_label(it))}</div>')
    parts.append(f'<div class="meta" data-gt="duration" data-text="Duration: {fmt_duration(tmin)}">Duration: <b>{fmt_duration(tmin)}</b></div>')
    if o.clutter >= 1:
        parts.append(f'<div class="meta" data-gt="transfers">Transfers: {ntransfers}</div>')
    parts.append(f'<div class="od" data-gt="od">{esc(it.get("origin", rides[0]["from"]["name"]))} to {esc(it.get("destination", rides[-1]["to"]["name"]))}</div>')
    parts.append('<hr>')

    legs = it["legs"]
    for li, leg in enumerate(legs):
        typ = leg.get("type", "ride")
        if typ == "transfer":
            walk = f'<div class="walk">{esc(leg["walk_text"])}</div>' if leg.get("walk_text") and o.clutter >= 1 else ""
            icon = ICON_WALK if o.clutter >= 1 else ""
            parts.append(f'<div class="row transfer"><div class="left"><div class="xfer">{icon}<span data-gt="transfer" data-leg="{li}">Transfer</span></div>{walk}</div><div class="right"></div></div>')
            continue
        rail = leg.get("color")
        style = f' style="--rail:#{rail}"' if rail and o.line_colors else ""
        first = li == 0
        last = li == len(legs) - 1
        parts.append(station_row(leg["from"], "Depart:", fmt_time(leg["depart"], o.time_format), li, "depart", wc,
                                 "first" if first else "", style))
        mode_icon = ICON_BUS if leg.get("mode") == "bus" else ICON_TRAIN
        mode_txt = "GO Bus" if leg.get("mode") == "bus" else "GO Train"
        mode_line = f'<div class="mode">{mode_icon}<span>{mode_txt}</span></div>' if o.clutter >= 2 else ""
        code = f'{leg["route"]} - {leg["headsign"]}'
        stops = ""
        n = leg.get("stops_between")
        if n:
            word = "Stop" if n == 1 else "Stops"
            stops = f'<div><span class="stops" data-gt="stops" data-leg="{li}">Show {n} {word} in Between</span></div>'
        tripno = f'<div class="trip-no">Trip {esc(leg["trip_number"])}</div>' if leg.get("trip_number") and o.clutter >= 2 else ""
        parts.append(f'<div class="row route"{style}><div class="left">{mode_line}<div class="code" data-gt="route" data-leg="{li}">{esc(code)}</div>'
                     f'{stops}{tripno}</div><div class="right"></div></div>')
        parts.append(station_row(leg["to"], "Arrive:", fmt_time(leg["arrive"], o.time_format), li, "arrive", wc,
                                 "last" if last else "", style))
    parts.append('</div>')  # .trip

    if o.clutter >= 1 and it.get("fare"):
        f = it["fare"]
        lines = "".join(f'<div class="fline"><span>{esc(k)}</span><b>{esc(v)}</b></div>' for k, v in f.items())
        parts.append(f'<div class="fare"><b>Fare (one-way, adult)</b>{lines}</div>')
    if o.clutter >= 1:
        parts.append('<div class="btns"><span class="btn primary">Buy e-ticket</span><span class="btn ghost">Print</span>'
                     '<span class="btn ghost">Share</span></div>')
    if o.clutter >= 2:
        parts.append('<div class="small-print">Times are subject to change. Check service updates before you travel.</div>')
    parts.append('</div></div>')  # .main .page
    if o.statusbar and o.layout == "phone":
        parts.append('<div class="safari-bottom"><div class="urlbar"><span class="aa">AA</span>'
                     '<span>&#128274;</span><span>gotransit.com</span></div></div>')
    return "\n".join(parts)


def station_row(stop, label, time_txt, li, role, wc, extra_cls, style):
    icon = f'<span class="a11y" data-gt="a11y-icon" data-leg="{li}" data-text="">{wc}</span>' if stop.get("accessible", True) else ""
    return (f'<div class="row station {extra_cls}"{style}><div class="left"><div class="namewrap">'
            f'<span class="name" data-gt="station" data-leg="{li}" data-role="{role}">{esc(stop["name"])}</span>{icon}</div></div>'
            f'<div class="right"><div class="label" data-gt="label" data-leg="{li}">{label}</div>'
            f'<div class="time" data-gt="time" data-leg="{li}">{esc(time_txt)}</div></div></div>')


def date_label(it):
    if it.get("date_label"):
        return it["date_label"]
    d = dt.date.fromisoformat(it["date"])
    return d.strftime("%A, %B ") + str(d.day) + d.strftime(", %Y")


def png_size(path):
    """Width and height from a PNG's IHDR chunk (bytes 16-24), so PNG output needs no Pillow."""
    with open(path, "rb") as fh:
        head = fh.read(24)
    return int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")


def capture_once(url, width, scale, fit_height, shot):
    """Two one-off Chromium runs: the layout geometry (scrollHeight and element boxes), then the
    screenshot at exactly the content's size."""
    r = run_chromium([f"--window-size={width},3000", f"--force-device-scale-factor={scale}",
                      "--virtual-time-budget=2000", "--dump-dom", url])
    m = re.search(r'<pre id="gt-boxes"[^>]*>(.*?)</pre>', r.stdout, re.S)
    if not m:
        sys.exit("could not read geometry from chromium:\n" + r.stderr[-2000:])
    geo = json.loads(html.unescape(m.group(1)))
    height = fit_height(geo)
    r = run_chromium([f"--window-size={width},{height}", f"--force-device-scale-factor={scale}",
                      "--virtual-time-budget=2000", f"--screenshot={shot}", url])
    if not os.path.exists(shot):
        sys.exit("screenshot failed:\n" + r.stderr[-2000:])
    return geo, height


def run_chromium(args):
    cmd = [CHROMIUM, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
           "--no-first-run", "--disable-dev-shm-usage", "--font-render-hinting=none"] + args
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120)


def render_one(it, o, out_dir, name, browser=None):
    """Render one itinerary; with `browser` (browser.Browser) in an open Chromium, else by two
    one-off Chromium runs (geometry, then the screenshot)."""
    if not CHROMIUM:
        sys.exit("chromium not found (apt-get install chromium)")
    width = 390 if o.layout == "phone" else 1280
    drawn = None
    if o.planner == "go":
        tpl = open(os.path.join(HERE, "template.html"), encoding="utf-8").read()
        css = open(os.path.join(HERE, "template.css"), encoding="utf-8").read()
        html_cls = " ".join(c for c in [o.theme, o.layout, "timeline" if o.timeline else "no-timeline"] if c)
        page = (tpl.replace("{{CSS}}", css).replace("{{BODY}}", build_body(it, o)).replace("{{HTML_CLASS}}", html_cls)
                .replace("{{GO_GREEN}}", o.green).replace("{{FONT_SCALE}}", str(o.font_scale))
                .replace("{{NAME_WIDTH}}", str(o.name_width)).replace("{{FONT_FAMILY}}", FONTS[o.font]))
        # pin the layout width so the geometry pass (headless may clamp narrow windows) matches the screenshot
        page = page.replace("</style>", f"body {{ width: {width}px; }}\n</style>", 1)
    else:
        statusbar = ""
        if o.statusbar and o.layout == "phone":
            statusbar = (f'<div class="statusbar"><span data-gt="statusbar-time">{esc(o.status_time)}</span>'
                         f'<span class="sb-right">{sb_icons(o.theme == "dark")}</span></div>')
        page, drawn = planners.page_html(it, o, statusbar, FONTS[o.font], width)

    def fit_height(geo):
        height = geo["scrollHeight"]
        if o.layout == "phone" and o.fit == "screen":
            return 844
        if o.layout == "phone":
            return max(height, 844 if o.statusbar else height)
        return height

    with tempfile.TemporaryDirectory() as td:
        hp = os.path.join(td, "page.html")
        open(hp, "w", encoding="utf-8").write(page)
        url = "file://" + hp
        shot = os.path.join(td, "shot.png")
        if browser:
            geo, height, png = browser.render(url, width, o.scale, fit_height)
            open(shot, "wb").write(png)
        else:
            geo, height = capture_once(url, width, o.scale, fit_height, shot)
        ext = "png"
        os.makedirs(out_dir, exist_ok=True)
        img_w, img_h = png_size(shot)
        s = o.scale
        boxes = []
        for b in geo["boxes"]:
            if b["y"] >= height:
                continue  # cut off below the fold
            box = {"kind": b["kind"], "text": b["text"], "leg": None if b["leg"] is None else int(b["leg"]),
                   "bbox": [round(b["x"] * s), round(b["y"] * s), round((b["x"] + b["w"]) * s), round((b["y"] + b["h"]) * s)],
                   "lines": b["lines"]}
            if b.get("role"):
                box["role"] = b["role"]
            boxes.append(box)
        degradation = None
        if o.degrade != "none":
            degradation, boxes, jpeg = degrade.apply(shot, boxes, o.degrade, o.degrade_seed, o.scale, o.layout == "phone")
            img_w, img_h = png_size(shot)
            if jpeg:
                o.jpeg = jpeg
        if o.jpeg:
            try:
                from PIL import Image
            except ImportError:
                sys.exit("--jpeg needs Pillow: run with /usr/bin/python3 and Debian's python3-pil")
            ext = "jpg"
            Image.open(shot).convert("RGB").save(os.path.join(out_dir, f"{name}.jpg"), quality=o.jpeg, subsampling=2)
        else:
            shutil.copy(shot, os.path.join(out_dir, f"{name}.png"))
        if o.keep_html:
            open(os.path.join(out_dir, f"{name}.html"), "w", encoding="utf-8").write(page)

    derived = {"total_minutes": total_minutes(it), "total_text": fmt_duration(total_minutes(it)),
               "transfers": max(0, len(ride_legs(it)) - 1)}
    if drawn is not None:
        # What this page shows: no date when it draws none, no duration when it draws none.
        it = dict(it, date=it["date"] if drawn.day else None, page=drawn.truth())
        shown = [b["text"] for b in boxes if b["kind"] == "duration"]
        derived.update(total_minutes=total_minutes(it) if shown else None, total_text=shown[0] if shown else None)
    gt = {
        "image": f"{name}.{ext}",
        "image_size": [img_w, img_h],
        "itinerary": it,
        "render": render_record(o),
        "derived": derived,
        "boxes": boxes,
        "note": "bbox = [x0, y0, x1, y1] in image pixels; a11y-icon boxes mark where the wheelchair glyph was drawn",
    }
    if degradation is not None:
        gt["degradation"] = degradation
    with open(os.path.join(out_dir, f"{name}.json"), "w", encoding="utf-8") as fh:
        json.dump(gt, fh, indent=1)
    return os.path.join(out_dir, f"{name}.{ext}")


def render_record(o):
    """The options as the ground truth records them; a GO page that is not degraded records only
    the options it had before the other planners existed, so its ground truth stays as it was."""
    skip = {"itineraries", "out", "keep_html"}
    if o.planner == "go":
        skip |= {"planner", "lang", "phrasing", "show_date", "show_duration", "line_variant", "accent"}
    if o.degrade == "none":
        skip |= {"degrade", "degrade_seed"}
    return {k: v for k, v in vars(o).items() if k not in skip}


def parser():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("itineraries", nargs="+")
    p.add_argument("--out", required=True)
    p.add_argument("--name", help="output base name (single itinerary); default <id>__<variant-tag>")
    p.add_argument("--layout", choices=["phone", "desktop"], default="phone")
    p.add_argument("--scale", type=float, default=3, help="device scale factor (3 -> 1170 px wide phone)")
    p.add_argument("--theme", choices=["light", "dark"], default="light")
    p.add_argument("--font", choices=sorted(FONTS), default="roboto")
    p.add_argument("--font-scale", type=float, default=1.0)
    p.add_argument("--name-width", type=int, default=150, help="max CSS px width of a station name before it wraps")
    p.add_argument("--time-format", choices=["24h", "12h", "12h-dots"], default="24h")
    p.add_argument("--icon", choices=["glyph", "badge"], default="glyph", help="wheelchair icon style")
    p.add_argument("--timeline", action="store_true", help="draw a coloured rail with stop dots at the left")
    p.add_argument("--line-colors", action="store_true", help="use each leg's 'color' for the rail")
    p.add_argument("--statusbar", action="store_true", help="iOS-like status bar on top + Safari URL bar at bottom")
    p.add_argument("--status-time", default="9:41")
    p.add_argument("--clutter", type=int, default=0, choices=[0, 1, 2], help="0 bare panel, 1 site chrome+fare+buttons, 2 + banners/mode lines")
    p.add_argument("--fit", choices=["content", "screen"], default="content", help="phone: full content height or one 844-pt screen")
    p.add_argument("--jpeg", type=int, default=0, help="write JPEG at this quality instead of PNG")
    p.add_argument("--green", default="#00853F", help="GO green used for header/route text")
    p.add_argument("--keep-html", action="store_true")
    # Other planners' layouts (tools/corpus/screenshot-gen/planners, docs/corpus.md); "go" is the page above.
    p.add_argument("--planner", choices=["go", *planners.LAYOUTS], default="go")
    p.add_argument("--lang", choices=LANGUAGES, default="en",
                   help="the planner layout's language (GO's page is English)")
    p.add_argument("--phrasing", type=int, default=0, help="seed of the planner page's choice among each label's phrasings")
    p.add_argument("--no-date", dest="show_date", action="store_false", help="planner layouts: draw no date")
    p.add_argument("--no-duration", dest="show_duration", action="store_false",
                   help="planner layouts: draw no total duration")
    p.add_argument("--line-variant", type=int, default=0,
                   help="planner layouts: which of the layout's own arrangements (time inline or right-aligned, ...)")
    p.add_argument("--accent", help="planner layouts: accent colour (default: the layout's own)")
    p.add_argument("--degrade", choices=["none", *degrade.CLASSES], default="none",
                   help="pass the screenshot on as riders do: recompressed by a chat app, cropped, photographed")
    p.add_argument("--degrade-seed", type=int, default=0)
    return p


def variant_tag(o):
    t = [o.layout, f"x{o.scale:g}", o.theme, o.font, f"fs{o.font_scale:g}", o.time_format]
    if o.statusbar: t.append("sb")
    if o.clutter: t.append(f"c{o.clutter}")
    if o.timeline: t.append("tl")
    if o.jpeg: t.append(f"q{o.jpeg}")
    if o.planner != "go": t[:0] = [o.planner, o.lang]
    if o.degrade != "none": t.append(o.degrade)
    return "_".join(t)


def render_batch(path):
    """--batch JOBS.json: a list of {"itinerary": PATH, "args": [render.py options...]}, each
    rendered with its own options in one Chromium kept open."""
    from browser import Browser
    jobs = json.load(open(path, encoding="utf-8"))
    browser = Browser(CHROMIUM)
    try:
        for job in jobs:
            o = parser().parse_args([job["itinerary"]] + job["args"])
            it = json.load(open(job["itinerary"], encoding="utf-8"))
            print(render_one(it, o, o.out, o.name or f'{it["id"]}__{variant_tag(o)}', browser), flush=True)
    finally:
        browser.close()


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--batch":
        return render_batch(sys.argv[2])
    o = parser().parse_args()
    for path in o.itineraries:
        it = json.load(open(path, encoding="utf-8"))
        name = o.name if (o.name and len(o.itineraries) == 1) else f'{it["id"]}__{variant_tag(o)}'
        print(render_one(it, o, o.out, name))


if __name__ == "__main__":
    main()
