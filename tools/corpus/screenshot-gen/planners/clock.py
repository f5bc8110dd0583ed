"""Clock times, dates, durations and distances as each language writes them, several styles each.

A page draws one style per kind throughout (chosen once, as `Words.pick` does). 12-hour clocks
are drawn only where the language's planners use them (English; Spanish as in Mexico and the
US); elsewhere a 12-hour request falls back to the language's 24-hour styles, and the ground
truth records the style drawn."""
import datetime as dt

CLOCKS_24 = {
    "en": ["{H}:{M}"],
    "de": ["{H}:{M}", "{H}:{M} Uhr"],
    "es": ["{H}:{M}", "{H}:{M} h"],
    "pt": ["{H}:{M}", "{H}h{M}"],
    "pl": ["{H}:{M}"],
    "fr": ["{H}:{M}", "{H}h{M}", "{H} h {M}"],
}
CLOCKS_12 = {
    "en": ["{h}:{M} {AP}", "{h}:{M} {ap}", "{h}:{M} {a.p.}", "{h}:{M}{AP}"],
    "es": ["{h}:{M} {a. p.}", "{h}:{M} {a.p.}"],
}

WEEKDAYS = {
    "en": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "de": ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"],
    "es": ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
    "pt": ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo"],
    "pl": ["poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota", "niedziela"],
    "fr": ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
}
WEEKDAYS_SHORT = {
    "en": ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
    "de": ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"],
    "es": ["lun", "mar", "mié", "jue", "vie", "sáb", "dom"],
    "pt": ["seg", "ter", "qua", "qui", "sex", "sáb", "dom"],
    "pl": ["pon.", "wt.", "śr.", "czw.", "pt.", "sob.", "niedz."],
    "fr": ["lun.", "mar.", "mer.", "jeu.", "ven.", "sam.", "dim."],
}
MONTHS = {
    "en": ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
           "November", "Dezember"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
           "noviembre", "diciembre"],
    "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro",
           "novembro", "dezembro"],
    # Polish dates take the genitive ("17 marca 2025").
    "pl": ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września",
           "października", "listopada", "grudnia"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
           "novembre", "décembre"],
}
MONTHS_SHORT = {
    "en": ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    "de": ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."],
    "es": ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"],
    "pt": ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"],
    "pl": ["sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie", "wrz", "paź", "lis", "gru"],
    "fr": ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."],
}
DATES = {
    "en": ["{Wd}, {Mon} {d}", "{Weekday}, {Month} {d}, {Y}", "{Wd}, {d} {Mon} {Y}", "{m}/{d}/{Y}", "{Wd} {m}/{d}"],
    "de": ["{Wd}, {dd}.{mm}.{Y}", "{Weekday}, {d}. {Month} {Y}", "{dd}.{mm}.{Y}", "{Wd}, {d}. {Mon}", "{Wd} {dd}.{mm}."],
    "es": ["{wd}, {d} {mon} {Y}", "{weekday}, {d} de {month} de {Y}", "{dd}/{mm}/{Y}", "{wd} {d} de {month}"],
    "pt": ["{wd}, {d} de {mon}. de {Y}", "{weekday}, {d} de {month} de {Y}", "{dd}/{mm}/{Y}", "{wd}, {dd}/{mm}"],
    "pl": ["{wd} {dd}.{mm}.{Y}", "{weekday}, {d} {month} {Y}", "{dd}.{mm}.{Y}", "{wd} {d} {month}"],
    "fr": ["{wd} {d} {mon} {Y}", "{weekday} {d} {month} {Y}", "{dd}/{mm}/{Y}", "{wd} {d} {month}"],
}
DURATIONS = {  # (hours and minutes, minutes only)
    "en": [("{h} hr {m} min", "{t} min"), ("{h}h {m}m", "{t}m"), ("{h} h {m} min", "{t} min"), ("{t} min", "{t} min")],
    "de": [("{h} Std. {m} Min.", "{t} Min."), ("{h}:{mm} h", "{t} Min."), ("{t} Min.", "{t} Min.")],
    "es": [("{h} h {m} min", "{t} min"), ("{t} min", "{t} min")],
    "pt": [("{h}h {m}min", "{t}min"), ("{h} h {m} min", "{t} min"), ("{t} min", "{t} min")],
    "pl": [("{h} godz. {m} min", "{t} min"), ("{h} h {m} min", "{t} min"), ("{t} min", "{t} min")],
    "fr": [("{h} h {mm} min", "{t} min"), ("{h}h{mm}", "{t} min"), ("{t} min", "{t} min")],
}
DECIMAL_COMMA = {"de", "es", "pt", "pl", "fr"}


def minutes_of(hhmm):
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def has_12h(lang):
    return lang in CLOCKS_12


def clock(hhmm, style):
    """A page time "HH:MM" (already wrapped to 0-23) in `style` (a CLOCKS_* template)."""
    h24, m = (int(x) for x in hhmm.split(":"))
    h24 %= 24
    h12 = h24 % 12 or 12
    am = h24 < 12
    fields = {"H": f"{h24:02d}", "M": f"{m:02d}", "h": str(h12), "AP": "AM" if am else "PM",
              "ap": "am" if am else "pm", "a.p.": "a.m." if am else "p.m.", "a. p.": "a. m." if am else "p. m."}
    out = style
    for key in sorted(fields, key=len, reverse=True):  # "{a. p.}" before "{h}"
        out = out.replace("{" + key + "}", fields[key])
    return out


def hour_shown(hhmm, style):
    """The hour as the clock style writes it (Spanish says "a la 1:05", "a las 13:05")."""
    h24 = int(hhmm.split(":")[0]) % 24
    return h24 if "{H}" in style else (h24 % 12 or 12)


def date(day, lang, style):
    """A datetime.date in a DATES template."""
    wd = day.weekday()
    fields = {"Weekday": WEEKDAYS[lang][wd], "weekday": WEEKDAYS[lang][wd], "Wd": WEEKDAYS_SHORT[lang][wd],
              "wd": WEEKDAYS_SHORT[lang][wd], "Month": MONTHS[lang][day.month - 1],
              "month": MONTHS[lang][day.month - 1], "Mon": MONTHS_SHORT[lang][day.month - 1],
              "mon": MONTHS_SHORT[lang][day.month - 1], "d": str(day.day), "dd": f"{day.day:02d}",
              "m": str(day.month), "mm": f"{day.month:02d}", "Y": str(day.year)}
    return style.format(**fields)


def duration(minutes, style):
    """Minutes in a DURATIONS pair: (with hours, minutes only)."""
    with_hours, only = style
    h, m = divmod(minutes, 60)
    if h == 0:
        return only.format(t=minutes)
    return with_hours.format(h=h, m=m, mm=f"{m:02d}", t=minutes)


def distance(metres, lang):
    if metres < 1000:
        return f"{int(round(metres))} m"
    km = f"{metres / 1000:.1f}"
    return f"{km.replace('.', ',') if lang in DECIMAL_COMMA else km} km"


class Clock:
    """One page's styles for times, dates and durations."""

    def __init__(self, lang, words, twelve_hour):
        self.lang = lang
        self.twelve = twelve_hour and has_12h(lang)
        self.time_style = words.pick("clock", CLOCKS_12[lang] if self.twelve else CLOCKS_24[lang])
        self.date_style = words.pick("date", DATES[lang])
        self.duration_style = words.pick("duration_style", DURATIONS[lang])

    def time(self, hhmm):
        return clock(hhmm, self.time_style)

    def a_las(self, hhmm):
        return "a la" if hour_shown(hhmm, self.time_style) == 1 else "a las"

    def date(self, day):
        return date(day, self.lang, self.date_style)

    def duration(self, minutes):
        style = self.duration_style
        if style[0] == style[1] and minutes >= 100:
            style = DURATIONS[self.lang][0]  # "974 min" is no planner's: long trips get hours
        return duration(minutes, style)

    def describe(self):
        return {"clock": self.time_style, "twelve_hour": self.twelve, "date": self.date_style,
                "duration": list(self.duration_style)}
