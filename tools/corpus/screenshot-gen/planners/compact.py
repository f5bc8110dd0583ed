"""A compact one-line summary per leg: "MI  18:25 Union Station → 18:59 Erindale GO", a walk or a
wait on a line of its own, the whole trip "18:25 – 19:33 · 1 h 8 min · 1 transfer" above.
`--line-variant` picks the order inside a line (0: code, times before names; 1: names before
times, code after; 2: code and headsign first, then "name time → name time")."""
from .page import Transfer, block, esc, gt

CSS = "compact.css"
ARROWS = ["→", "–", "›", "to"]


def body(page):
    o, parts = page.o, []
    head = [gt("summary", f"{page.time(page.start)} – {page.time(page.end)}", cls="summary")]
    if o.show_duration:
        head.append(gt("duration", page.clock.duration(page.total_minutes)))
    transfers = len(page.rides) - 1
    head.append(esc(page.words.count("transfers", transfers)) if transfers else "")
    parts.append('<div class="head">' + ' <span class="sep">·</span> '.join(h for h in head if h) + "</div>")
    if page.day:
        parts.append(block("date", gt("date", page.clock.date(page.day))))
    arrow = page.words.pick("compact:arrow", ARROWS if o.lang == "en" else ARROWS[:3])
    variant = o.line_variant % 3
    show_headsign = page.words.pick("compact:headsign", [True, False])
    show_count = page.words.pick("compact:count", ["", "ridden", "between"])
    parts.append('<div class="legs">')
    for leg in page.legs:
        if isinstance(leg, Transfer):
            if leg.walking:
                text = page.say("walk", dur=page.clock.duration(leg.walk_minutes), dist=page.distance(leg.distance))
                parts.append(f'<div class="leg walk">{gt("walk", text, leg=leg.index)}</div>')
            else:
                text = page.say("wait", dur=page.clock.duration(leg.wait))
                parts.append(f'<div class="leg wait">{gt("transfer", text, leg=leg.index)}</div>')
            continue
        i = leg.index
        code = gt("route", leg.code, leg=i, cls="code")
        towards = gt("headsign", page.say("towards", h=leg.headsign), leg=i, cls="hs") if show_headsign or variant == 2 else ""
        t0 = gt("time", page.time(leg.depart), leg=i, role="depart", cls="tm")
        t1 = gt("time", page.time(leg.arrive), leg=i, role="arrive", cls="tm")
        s0 = gt("station", leg.origin, leg=i, role="depart", cls="st")
        s1 = gt("station", leg.destination, leg=i, role="arrive", cls="st")
        count = page.stops_text(leg, show_count) if show_count else None
        tail = f' <span class="muted">({gt("stops", count, leg=i)})</span>' if count else ""
        a = f' <span class="arrow">{esc(arrow)}</span> '
        if variant == 0:
            line = f"{code} {t0} {s0}{a}{t1} {s1}" + (f" · {towards}" if towards else "") + tail
        elif variant == 1:
            line = f"{s0} {t0}{a}{s1} {t1} · {code}" + (f" {towards}" if towards else "") + tail
        else:
            line = f"{code} {towards}: {s0} {t0}{a}{s1} {t1}{tail}"
        parts.append(f'<div class="leg ride">{line}</div>')
    parts.append("</div>")
    return "\n".join(parts)
