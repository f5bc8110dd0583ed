"""HAFAS-style timetable rows: "ab 10:26 | Frankfurt(Main)Hbf | Gleis 19", a line row
"ICE 16 Richtung Köln Hbf", "3 Zwischenhalte" (between: the stops strictly between), "an 11:33 |
Köln Hbf", and "Fußweg 4 Min." or "Umstieg" between rides; the date "Mo, 17.03.2025" on top.
`--line-variant` 0 draws the rows as table cells, 1 as one text line each with " | " between."""
from .page import Transfer, block, esc, gt

CSS = "timetable.css"
PLATFORMS = {  # (rail, bus) platform words: not trip data, drawn as the planners do
    "en": (["Platform", "Track", "Pl."], ["Stop", "Bay"]),
    "de": (["Gleis", "Gl."], ["Bstg.", "Steig"]),
    "es": (["Vía", "Andén"], ["Andén", "Dársena"]),
    "pt": (["Plataforma", "Linha"], ["Plataforma", "Box"]),
    "pl": (["Peron", "Tor"], ["Stanowisko", "Peron"]),
    "fr": (["Voie", "Quai"], ["Quai", "Arrêt"]),
}
DURATION_WORDS = {"en": "Duration", "de": "Dauer", "es": "Duración", "pt": "Duração", "pl": "Czas", "fr": "Durée"}


def body(page):
    o, parts = page.o, []
    dep, arr = page.words.pick("prefix")
    parts.append(f'<div class="bar"><span class="title">{esc(page.say("title"))}</span></div>')
    if page.day:
        parts.append(block("date", gt("date", page.clock.date(page.day))))
    summary = f"{dep} {page.time(page.start)} {arr} {page.time(page.end)}"
    head = gt("summary", summary, cls="summary")
    if o.show_duration:
        word = page.words.pick("tt:duration", [DURATION_WORDS[o.lang], ""])
        head += f' <span class="sep">|</span> {esc(word)} ' + gt("duration", page.clock.duration(page.total_minutes))
    transfers = len(page.rides) - 1
    if transfers:
        head += f' <span class="sep">|</span> {esc(page.words.count("transfers", transfers))}'
    parts.append(f'<div class="head">{head}</div>')
    piped = o.line_variant % 2 == 1
    with_mode = page.words.pick("tt:mode", [True, True, False])
    parts.append(f'<div class="tt{" piped" if piped else ""}">')
    for leg in page.legs:
        if isinstance(leg, Transfer):
            if leg.walking:
                text = page.say("walk", dur=page.clock.duration(leg.walk_minutes), dist=page.distance(leg.distance))
                parts.append(f'<div class="gap">{gt("walk", text, leg=leg.index)}</div>')
            else:
                text = page.say("wait", dur=page.clock.duration(leg.wait))
                parts.append(f'<div class="gap">{gt("transfer", text, leg=leg.index)}</div>')
            continue
        parts.append('<div class="ride">')
        parts.append(_stop_row(page, leg, "depart", dep, piped))
        route = gt("route", page.route_named(leg, with_mode and not _has_letters(leg.code)), leg=leg.index, cls="code")
        towards = gt("headsign", page.say("towards", h=leg.headsign), leg=leg.index)
        count = page.stops_text(leg, "between")
        between = block("between", gt("stops", count, leg=leg.index)) if count else ""
        parts.append(f'<div class="line"><div>{route} {towards}</div>{between}</div>')
        parts.append(_stop_row(page, leg, "arrive", arr, piped))
        parts.append("</div>")
    parts.append("</div>")
    return "\n".join(parts)


def _has_letters(code):
    return any(c.isalpha() for c in code)  # "ICE 16", "S5", "MI": the code names its kind already


def _stop_row(page, ride, role, prefix, piped):
    hhmm, stop = (ride.depart, ride.origin) if role == "depart" else (ride.arrive, ride.destination)
    rail, bus = PLATFORMS[page.o.lang]
    words = bus if ride.route_type == 3 else rail
    word = page.words.pick(f"tt:platform:{ride.route_type == 3}", words)
    rng = page.clutter_rng(f"platform/{ride.index}/{role}")
    platform = f"{word} {rng.randint(1, 24)}{rng.choice(['', '', '', 'a', 'b'])}" if rng.random() < 0.75 else ""
    time = f'<span class="pre">{esc(prefix)}</span> ' + gt("time", page.time(hhmm), leg=ride.index, role=role)
    name = gt("station", stop, leg=ride.index, role=role)
    plat = gt("clutter", platform) if platform else ""
    if piped:
        cells = " | ".join(x for x in (time, name, plat) if x)
        return f'<div class="row {role}">{cells}</div>'
    return f'<div class="row {role}"><div class="c1">{time}</div><div class="c2">{name}</div><div class="c3">{plat}</div></div>'
