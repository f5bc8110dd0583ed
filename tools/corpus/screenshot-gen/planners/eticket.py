"""An e-ticket or a confirmation e-mail: per ride "Train 2745 · Milton line" (the trip's number
when the feed gives one, else the route code; the route's long name when it has one, else
"towards HEADSIGN"), "Depart Union Station 6:25 PM", "Arrive Erindale GO 6:59 PM"; around them
what is not trip data: the mail's own sender, date and time, booking and order numbers, seats,
prices, a QR code, small print. `--line-variant` 0 is the e-mail, 1 the app's ticket."""
import datetime as dt

from .page import Transfer, esc, gt

CSS = "eticket.css"
CURRENCY = {"en": "${}", "de": "{} €", "es": "{} €", "pt": "R$ {}", "pl": "{} zł", "fr": "{} €"}
LINE_NAMED = {"en": "{name} line", "de": "Linie {name}", "es": "línea {name}", "pt": "linha {name}",
              "pl": "linia {name}", "fr": "ligne {name}"}


def body(page):
    o, parts = page.o, []
    rng = page.clutter_rng("ticket")
    t = page.words.ticket
    mail = o.line_variant % 2 == 0
    if mail:
        # the mail was sent days before the trip: its date and time are not the trip's
        sent = dt.date.fromisoformat(page.it.get("date") or "2025-03-17") - dt.timedelta(days=rng.randint(1, 20))
        sent_at = f"{page.clock.date(sent)}, {page.time(f'{rng.randint(6, 23):02d}:{rng.randint(0, 59):02d}')}"
        parts.append('<div class="mailhead">'
                     f'<div><b>{esc(t("from"))}:</b> Tickets &lt;noreply@tickets.example&gt;</div>'
                     f'<div><b>{esc(t("date"))}:</b> {gt("clutter", sent_at)}</div>'
                     f'<div><b>{esc(t("subject"))}:</b> {esc(t("subject_text"))}</div></div>')
        parts.append(f'<p class="thanks">{esc(t("thanks"))}!</p>')
    else:
        parts.append(f'<div class="tickethead">{esc(t("ticket"))}</div>')
    code = "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6))
    order = f"{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}-{rng.randint(10, 99)}"
    parts.append(f'<div class="refs"><div>{esc(t("booking"))}: {gt("clutter", code, cls="ref")}</div>'
                 f'<div>{esc(t("order"))} {gt("clutter", order)}</div><div>{esc(t("passenger"))}: {esc(t("adult"))}</div></div>')
    if page.day:
        label = page.words.pick("ticket:date", [t("travel_date"), t("valid")])
        parts.append(f'<div class="travel">{esc(label)}: {gt("date", page.clock.date(page.day))}</div>')
    with_mode = page.words.pick("ticket:mode", [True, True, False])
    order_time_first = page.words.pick("ticket:order", [False, False, True])
    total = 0.0
    for leg in page.legs:
        if isinstance(leg, Transfer):
            if leg.walking:
                text = page.say("walk", dur=page.clock.duration(leg.walk_minutes), dist=page.distance(leg.distance))
                parts.append(f'<div class="between">{gt("walk", text, leg=leg.index)}</div>')
            else:
                text = page.say("wait", dur=page.clock.duration(leg.wait))
                parts.append(f'<div class="between">{gt("transfer", text, leg=leg.index)}</div>')
            continue
        if leg.trip_number:  # "Train 2745": the trip's own number (trip_short_name), not the route's code
            title = gt("trip-number", f"{page.words.mode(leg.route_type)} {leg.trip_number}", leg=leg.index)
        else:
            title = gt("route", page.route_named(leg, with_mode), leg=leg.index)
        if leg.route_name and leg.route_name != leg.code:
            title += " · " + gt("route-name", LINE_NAMED[o.lang].format(name=leg.route_name), leg=leg.index)
        else:
            title += " · " + gt("headsign", page.say("towards", h=leg.headsign), leg=leg.index)
        rows = [_call(page, leg, role, order_time_first) for role in ("depart", "arrive")]
        price = round(rng.uniform(2.5, 48), 2)
        total += price
        seat = f'{esc(t("coach"))} {rng.randint(1, 12)} · {esc(t("seat"))} {rng.randint(1, 96)}'
        parts.append(f'<div class="ride"><div class="rt">{title}</div>{"".join(rows)}'
                     f'<div class="seat">{gt("clutter", seat, inner=seat)}'
                     f'<span class="price">{gt("clutter", money(o.lang, price))}</span></div></div>')
    parts.append(f'<div class="total">{esc(t("total"))} {gt("clutter", money(o.lang, total))}</div>')
    parts.append(f'<div class="qr">{qr(rng)}</div>')
    parts.append(f'<p class="small muted">{esc(t("show"))} {esc(t("booking"))} {esc(code)}.</p>')
    return "\n".join(parts)


def money(lang, amount):
    """A price as the language writes it: "$12.40", "12,40 €" (a price is no clock time)."""
    text = f"{amount:.2f}"
    return CURRENCY[lang].format(text if lang == "en" else text.replace(".", ","))


def _call(page, ride, role, time_first):
    stop, hhmm = (ride.origin, ride.depart) if role == "depart" else (ride.destination, ride.arrive)
    word = page.say(role)
    name = gt("station", stop, leg=ride.index, role=role, cls="st")
    time = gt("time", page.time(hhmm), leg=ride.index, role=role, cls="tm")
    inner = f"{esc(word)} {time} {name}" if time_first else f"{esc(word)} {name} {time}"
    return f'<div class="call">{inner}</div>'


def qr(rng, cells=21):
    """A QR-like square of random modules with the three finder squares: clutter, no text."""
    size = 6
    rects = []
    for y in range(cells):
        for x in range(cells):
            finder = any(x0 <= x < x0 + 7 and y0 <= y < y0 + 7 for x0, y0 in ((0, 0), (cells - 7, 0), (0, cells - 7)))
            if finder:
                edge = x in (0, 6, cells - 7, cells - 1) or y in (0, 6, cells - 7, cells - 1)
                inner = (2 <= x % (cells - 7) <= 4 or 2 <= x <= 4) and (2 <= y % (cells - 7) <= 4 or 2 <= y <= 4)
                on = edge or inner
            else:
                on = rng.random() < 0.5
            if on:
                rects.append(f'<rect x="{x * size}" y="{y * size}" width="{size}" height="{size}"/>')
    side = cells * size
    return f'<svg viewBox="0 0 {side} {side}" width="{side}" height="{side}" fill="currentColor">{"".join(rects)}</svg>'
