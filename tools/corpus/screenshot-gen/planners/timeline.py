"""A maps-style timeline: each stop's time LEFT of its name on a vertical line, a route badge with
"towards HEADSIGN", "Ride 4 stops (34 min)" (ridden count), "Transfer · 21 min wait" or
"Walk · 2 min (150 m)" between rides, and the summary "6:25 PM – 7:33 PM" at the top."""
from .page import Transfer, block, esc, gt, line_style

CSS = "timeline.css"


def body(page):
    o, parts = page.o, []
    parts.append(f'<div class="app-header"><span class="back">&lsaquo;</span>'
                 f'<span class="title">{esc(page.say("title"))}</span></div>')
    summary = f"{page.time(page.start)} – {page.time(page.end)}"
    head = gt("summary", summary, cls="summary")
    if o.show_duration:
        head += " " + gt("duration", page.clock.duration(page.total_minutes), cls="total")
    parts.append(f'<div class="head">{head}</div>')
    if page.day:
        parts.append(block("date", gt("date", page.clock.date(page.day))))
    parts.append('<div class="tl">')
    last = len(page.legs) - 1
    for k, leg in enumerate(page.legs):
        if isinstance(leg, Transfer):
            if leg.walking:
                text = page.say("walk", dur=page.clock.duration(leg.walk_minutes),
                                dist=page.distance(leg.distance))
                parts.append(_row("", gt("walk", text, leg=leg.index), "walk"))
            else:
                text = page.say("wait", dur=page.clock.duration(leg.wait))
                parts.append(_row("", gt("transfer", text, leg=leg.index), "wait"))
            continue
        style = line_style(leg.color) if o.line_colors else ""
        parts.append(_stop(page, leg, "depart", "first" if k == 0 else "", style))
        badge = gt("route", leg.code, leg=leg.index, cls="badge")
        towards = gt("headsign", page.say("towards", h=leg.headsign), leg=leg.index, cls="towards")
        count = page.stops_text(leg, "ridden")
        ride = page.say("ride", stops=count, dur=page.clock.duration(leg.minutes))
        info = f'<div class="line">{badge} {towards}</div>' + block("ride", gt("stops", ride, leg=leg.index))
        parts.append(_row("", info, "ride", style))
        parts.append(_stop(page, leg, "arrive", "last" if k == last else "", style))
    parts.append("</div>")
    return "\n".join(parts)


def _row(time_html, content, cls, style=""):
    return (f'<div class="row {cls}"{style}><div class="t">{time_html}</div><div class="rail"></div>'
            f'<div class="c">{content}</div></div>')


def _stop(page, ride, role, cls, style):
    time = gt("time", page.time(ride.depart if role == "depart" else ride.arrive), leg=ride.index, role=role)
    name = gt("station", ride.origin if role == "depart" else ride.destination, leg=ride.index, role=role, cls="name")
    return _row(time, name, f"stop {cls}", style)
