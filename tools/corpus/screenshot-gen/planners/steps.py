"""Step sentences: a numbered list, "Board the 21 toward Union Station", "Get off at Square One",
"Depart Erindale GO Bus at 7:20 PM". `--line-variant` 0 puts each time right-aligned beside its
sentence, 1 writes it inside the sentence; either way the ride's stop count ("Ride 4 stops",
ridden) may follow the boarding sentence."""
from .page import Transfer, block, esc, gt

CSS = "steps.css"


def body(page):
    o, parts = page.o, []
    parts.append(f'<h1 class="title">{esc(page.say("title"))}</h1>')
    meta = []
    if page.day:
        meta.append(gt("date", page.clock.date(page.day), cls="date"))
    meta.append(gt("summary", f"{page.time(page.start)} – {page.time(page.end)}", cls="summary"))
    if o.show_duration:
        meta.append(gt("duration", page.clock.duration(page.total_minutes), cls="total"))
    parts.append('<div class="meta">' + ' <span class="sep">·</span> '.join(meta) + "</div>")
    parts.append('<ol class="steps">')
    inline = o.line_variant % 2 == 1
    with_mode = page.words.pick("steps:mode", [False, True])
    for leg in page.legs:
        if isinstance(leg, Transfer):
            if leg.walking:
                html, _ = page.marked("walk_to", {"stop": ("station", "walk-to")}, leg=leg.index, stop=leg.to_stop,
                                      dur=page.clock.duration(leg.walk_minutes), dist=page.distance(leg.distance))
                parts.append(_step(gt("walk", None, leg=leg.index, inner=html), "", "walk"))
            else:
                html, _ = page.marked("change_at", {}, leg=leg.index, stop=leg.to_stop,
                                      dur=page.clock.duration(leg.wait))
                parts.append(_step(gt("transfer", None, leg=leg.index, inner=html), "", "wait"))
            continue
        parts.append(_timed(page, leg, "depart", inline))
        route = page.route_named(leg, with_mode)
        html, _ = page.marked("board", {"route": ("route", None), "h": ("headsign", None)}, leg=leg.index,
                              route=route, h=leg.headsign)
        count = page.stops_text(leg, "ridden") if page.words.pick("steps:count", [True, True, False]) else None
        sub = block("sub", gt("stops", page.say("stay", stops=count), leg=leg.index)) if count else ""
        parts.append(_step(f'<span class="board">{html}</span>{sub}', "", "board"))
        parts.append(_timed(page, leg, "arrive", inline))
    parts.append("</ol>")
    return "\n".join(parts)


def _step(sentence, time_html, cls):
    return f'<li class="{cls}"><div class="wrap"><div class="s">{sentence}</div><div class="tm">{time_html}</div></div></li>'


def _timed(page, ride, role, inline):
    stop = ride.origin if role == "depart" else ride.destination
    hhmm = ride.depart if role == "depart" else ride.arrive
    marks = {"stop": ("station", role), "time": ("time", role)}
    if inline:
        label = "depart_at" if role == "depart" else "arrive_at"
        html, _ = page.marked(label, marks, leg=ride.index, stop=stop, time=page.time(hhmm), a_las=page.clock.a_las(hhmm))
        return _step(html, "", role)
    label = "depart_from" if role == "depart" else "alight"
    html, _ = page.marked(label, marks, leg=ride.index, stop=stop)
    return _step(html, gt("time", page.time(hhmm), leg=ride.index, role=role), role)
