"""The words the planner layouts draw, per language, each label with several phrasings.

Real planners word the same thing differently ("towards", "toward", "to"; "Richtung", "nach"),
and tripshot will be measured on wordings this generator does not draw: so no label has a single
template, and a page picks one phrasing per label (`Words.pick`, seeded) and keeps it for the
whole page, as one planner would. Plural forms follow each language's rules (Polish has three).
Templates use str.format fields: {h} headsign, {stop} stop name, {time} clock, {n} a count,
{stops} a counted noun ("4 stops"), {dur} a duration, {dist} a distance, {route} a route as
the sentence names it."""
import random

LANGUAGES = ("en", "de", "es", "pt", "pl", "fr")


def plural(lang, n, forms):
    """forms: (one, other), or for Polish (one, few, many): 2-4 take `few` except 12-14."""
    if lang == "pl":
        one, few, many = forms
        if n == 1:
            return one
        if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
            return few
        return many
    one, other = forms[0], forms[-1]
    if lang == "fr":
        return one if n in (0, 1) else other
    return one if n == 1 else other


# Counted nouns: a stop ridden or passed; a stop strictly between; a transfer.
STOP_NOUNS = {
    "en": [("stop", "stops")],
    "de": [("Halt", "Halte"), ("Station", "Stationen")],
    "es": [("parada", "paradas")],
    "pt": [("parada", "paradas"), ("paragem", "paragens")],
    "pl": [("przystanek", "przystanki", "przystanków"), ("stacja", "stacje", "stacji")],
    "fr": [("arrêt", "arrêts")],
}
BETWEEN_NOUNS = {
    "en": [("stop in between", "stops in between"), ("intermediate stop", "intermediate stops")],
    "de": [("Zwischenhalt", "Zwischenhalte")],
    "es": [("parada intermedia", "paradas intermedias")],
    "pt": [("parada intermediária", "paradas intermediárias"), ("paragem intermédia", "paragens intermédias")],
    "pl": [("przystanek pośredni", "przystanki pośrednie", "przystanków pośrednich")],
    "fr": [("arrêt intermédiaire", "arrêts intermédiaires")],
}
TRANSFER_NOUNS = {
    "en": [("transfer", "transfers"), ("change", "changes")],
    "de": [("Umstieg", "Umstiege")],
    "es": [("transbordo", "transbordos")],
    "pt": [("baldeação", "baldeações"), ("transbordo", "transbordos")],
    "pl": [("przesiadka", "przesiadki", "przesiadek")],
    "fr": [("correspondance", "correspondances")],
}

PHRASES = {
    "en": {
        "towards": ["towards {h}", "toward {h}", "to {h}", "direction {h}"],
        "ride": ["Ride {stops} ({dur})", "{stops} · {dur}", "Ride {stops}", "{dur} · {stops}"],
        "wait": ["Transfer · {dur} wait", "Change · {dur}", "{dur} transfer", "Transfer ({dur})"],
        "walk": ["Walk · {dur} ({dist})", "Walk {dist} ({dur})", "{dur} walk · {dist}", "Walk {dur}"],
        "depart": ["Depart", "Departure", "Leave"],
        "arrive": ["Arrive", "Arrival"],
        "prefix": [("dep", "arr"), ("dep.", "arr."), ("Dep", "Arr")],
        "board": ["Board the {route} toward {h}", "Take the {route} towards {h}", "Get on the {route} to {h}",
                  "Board {route} towards {h}"],
        "alight": ["Get off at {stop}", "Exit at {stop}", "Alight at {stop}"],
        "depart_at": ["Depart {stop} at {time}", "Leave from {stop} at {time}", "Depart from {stop} at {time}"],
        "depart_from": ["Depart {stop}", "Leave from {stop}", "Start at {stop}"],
        "arrive_at": ["Arrive at {stop} at {time}", "Arrive {stop} at {time}"],
        "stay": ["Ride {stops}", "Stay on for {stops}"],
        "walk_to": ["Walk to {stop} ({dur})", "Walk {dist} to {stop}"],
        "change_at": ["Change at {stop} ({dur} wait)", "Transfer at {stop}"],
        "title": ["Trip details", "Your journey", "Route details", "Itinerary"],
        "duration": ["Duration", "Travel time", "Total time"],
        "line": ["line", "Line"],
    },
    "de": {
        "towards": ["Richtung {h}", "nach {h}", "Ri. {h}", "→ {h}"],
        "ride": ["{stops} fahren ({dur})", "{stops} · {dur}", "Fahrt {dur}, {stops}"],
        "wait": ["Umstieg · {dur}", "Umstiegszeit {dur}", "Umsteigen ({dur})", "Umstieg"],
        "walk": ["Fußweg {dur}", "Fußweg · {dur} ({dist})", "{dist} Fußweg ({dur})", "zu Fuß {dur}"],
        "depart": ["Abfahrt", "Ab"],
        "arrive": ["Ankunft", "An"],
        "prefix": [("ab", "an"), ("Ab", "An")],
        "board": ["Einsteigen in {route} Richtung {h}", "Mit {route} nach {h}", "Fahren Sie mit {route} Richtung {h}"],
        "alight": ["Aussteigen in {stop}", "Aussteigen: {stop}", "Aussteigen an {stop}"],
        "depart_at": ["Abfahrt {stop} um {time}", "Ab {stop} um {time}"],
        "depart_from": ["Abfahrt {stop}", "Ab {stop}", "Start: {stop}"],
        "arrive_at": ["Ankunft {stop} um {time}", "An {stop} um {time}"],
        "stay": ["{stops} fahren", "{stops} sitzen bleiben"],
        "walk_to": ["Fußweg zu {stop} ({dur})", "{dist} zu Fuß zu {stop}"],
        "change_at": ["Umsteigen in {stop} ({dur})", "Umstieg in {stop}"],
        "title": ["Verbindungsdetails", "Ihre Verbindung", "Reiseplan", "Details"],
        "duration": ["Dauer", "Reisezeit", "Fahrzeit"],
        "line": ["Linie"],
    },
    "es": {
        "towards": ["dirección {h}", "hacia {h}", "con destino a {h}", "dir. {h}"],
        "ride": ["Viaja {stops} ({dur})", "{stops} · {dur}", "{dur}, {stops}"],
        "wait": ["Transbordo · {dur} de espera", "Transbordo ({dur})", "Espera {dur}", "Transbordo"],
        "walk": ["Caminar · {dur} ({dist})", "A pie {dur} ({dist})", "Camina {dist} ({dur})"],
        "depart": ["Salida", "Sale"],
        "arrive": ["Llegada", "Llega"],
        "prefix": [("sal.", "lleg."), ("Sal", "Lleg"), ("S", "LL")],
        "board": ["Sube al {route} dirección {h}", "Toma el {route} hacia {h}", "Aborda el {route} con destino a {h}"],
        "alight": ["Bájate en {stop}", "Baja en {stop}", "Desciende en {stop}"],
        "depart_at": ["Sale de {stop} {a_las} {time}", "Salida de {stop} {a_las} {time}"],
        "depart_from": ["Salida de {stop}", "Sale de {stop}", "Desde {stop}"],
        "arrive_at": ["Llega a {stop} {a_las} {time}", "Llegada a {stop} {a_las} {time}"],
        "stay": ["Viaja {stops}", "Continúa {stops}"],
        "walk_to": ["Camina hasta {stop} ({dur})", "Camina {dist} hasta {stop}"],
        "change_at": ["Transbordo en {stop} ({dur})", "Cambia en {stop}"],
        "title": ["Detalles del viaje", "Tu viaje", "Itinerario", "Ruta"],
        "duration": ["Duración", "Tiempo de viaje"],
        "line": ["línea", "Línea"],
    },
    "pt": {
        "towards": ["sentido {h}", "direção {h}", "para {h}", "destino {h}"],
        "ride": ["Viaje {stops} ({dur})", "{stops} · {dur}", "{dur}, {stops}"],
        "wait": ["Baldeação · espera de {dur}", "Baldeação ({dur})", "Espera {dur}", "Baldeação"],
        "walk": ["Caminhe · {dur} ({dist})", "A pé {dur} ({dist})", "Caminhada de {dur}"],
        "depart": ["Partida", "Sai"],
        "arrive": ["Chegada", "Chega"],
        "prefix": [("part.", "cheg."), ("Part", "Cheg"), ("sai", "chega")],
        "board": ["Embarque no {route} sentido {h}", "Pegue o {route} para {h}", "Tome o {route} direção {h}"],
        "alight": ["Desça em {stop}", "Desembarque em {stop}", "Saia em {stop}"],
        "depart_at": ["Partida de {stop} às {time}", "Sai de {stop} às {time}"],
        "depart_from": ["Partida de {stop}", "Saia de {stop}", "Início: {stop}"],
        "arrive_at": ["Chegada a {stop} às {time}", "Chega em {stop} às {time}"],
        "stay": ["Siga por {stops}", "Viaje {stops}"],
        "walk_to": ["Caminhe até {stop} ({dur})", "Ande {dist} até {stop}"],
        "change_at": ["Baldeação em {stop} ({dur})", "Troque em {stop}"],
        "title": ["Detalhes da viagem", "Sua viagem", "Itinerário", "Trajeto"],
        "duration": ["Duração", "Tempo de viagem"],
        "line": ["linha", "Linha"],
    },
    "pl": {
        "towards": ["kierunek {h}", "kier. {h}", "w kierunku {h}", "do {h}"],
        "ride": ["Jedź {stops} ({dur})", "{stops} · {dur}", "{dur}, {stops}"],
        "wait": ["Przesiadka · {dur} oczekiwania", "Przesiadka ({dur})", "Czekaj {dur}", "Przesiadka"],
        "walk": ["Pieszo · {dur} ({dist})", "Dojście {dur} ({dist})", "Idź pieszo {dist} ({dur})"],
        "depart": ["Odjazd", "Odj."],
        "arrive": ["Przyjazd", "Przyj."],
        "prefix": [("odj.", "przyj."), ("Odj", "Przyj"), ("o", "p")],
        "board": ["Wsiądź do {route} w kierunku {h}", "Jedź {route} kierunek {h}", "Wsiądź: {route}, kierunek {h}"],
        "alight": ["Wysiądź na przystanku {stop}", "Wysiądź: {stop}", "Wysiadka: {stop}"],
        "depart_at": ["Odjazd z {stop} o {time}", "Odjazd: {stop}, {time}"],
        "depart_from": ["Odjazd z {stop}", "Odjazd: {stop}", "Start: {stop}"],
        "arrive_at": ["Przyjazd do {stop} o {time}", "Przyjazd: {stop}, {time}"],
        "stay": ["Jedź {stops}", "Przejedź {stops}"],
        "walk_to": ["Idź do {stop} ({dur})", "Przejdź {dist} do {stop}"],
        "change_at": ["Przesiadka: {stop} ({dur})", "Przesiądź się: {stop}"],
        "title": ["Szczegóły podróży", "Twoja podróż", "Trasa", "Połączenie"],
        "duration": ["Czas podróży", "Czas przejazdu"],
        "line": ["linia", "Linia"],
    },
    "fr": {
        "towards": ["direction {h}", "vers {h}", "dir. {h}", "→ {h}"],
        "ride": ["{stops} ({dur})", "{stops} · {dur}", "Trajet {dur}, {stops}"],
        "wait": ["Correspondance · {dur} d'attente", "Correspondance ({dur})", "Attente {dur}", "Correspondance"],
        "walk": ["Marche · {dur} ({dist})", "À pied {dur} ({dist})", "Marchez {dist} ({dur})"],
        "depart": ["Départ", "Dép."],
        "arrive": ["Arrivée", "Arr."],
        "prefix": [("dép.", "arr."), ("Dép", "Arr"), ("D", "A")],
        "board": ["Montez dans le {route} direction {h}", "Prenez le {route} vers {h}", "Prendre {route} direction {h}"],
        "alight": ["Descendez à {stop}", "Descente à {stop}", "Descendre : {stop}"],
        "depart_at": ["Départ de {stop} à {time}", "Départ : {stop} à {time}"],
        "depart_from": ["Départ de {stop}", "Départ : {stop}", "Partez de {stop}"],
        "arrive_at": ["Arrivée à {stop} à {time}", "Arrivée : {stop} à {time}"],
        "stay": ["Restez à bord {stops}", "Voyagez {stops}"],
        "walk_to": ["Marchez jusqu'à {stop} ({dur})", "Marchez {dist} jusqu'à {stop}"],
        "change_at": ["Correspondance à {stop} ({dur})", "Changez à {stop}"],
        "title": ["Détails du trajet", "Votre itinéraire", "Trajet", "Feuille de route"],
        "duration": ["Durée", "Temps de trajet"],
        "line": ["ligne", "Ligne"],
    },
}

# What vehicle a GTFS route_type is, in each language (a line row "Bus 21", "Zug 2745").
MODES = {
    "en": {"tram": ["Tram", "Streetcar"], "subway": ["Subway", "Metro"], "rail": ["Train"], "bus": ["Bus"],
           "ferry": ["Ferry"], "other": ["Line"]},
    "de": {"tram": ["Tram", "Straßenbahn"], "subway": ["U-Bahn", "U"], "rail": ["Zug"], "bus": ["Bus"],
           "ferry": ["Fähre"], "other": ["Linie"]},
    "es": {"tram": ["Tranvía"], "subway": ["Metro"], "rail": ["Tren"], "bus": ["Autobús", "Bus"],
           "ferry": ["Ferry"], "other": ["Línea"]},
    "pt": {"tram": ["Bonde", "VLT"], "subway": ["Metrô"], "rail": ["Trem"], "bus": ["Ônibus"],
           "ferry": ["Balsa"], "other": ["Linha"]},
    "pl": {"tram": ["Tramwaj"], "subway": ["Metro"], "rail": ["Pociąg"], "bus": ["Autobus"],
           "ferry": ["Prom"], "other": ["Linia"]},
    "fr": {"tram": ["Tram", "Tramway"], "subway": ["Métro"], "rail": ["Train"], "bus": ["Bus"],
           "ferry": ["Bac", "Ferry"], "other": ["Ligne"]},
}

# The e-ticket's and e-mail's own words (clutter around the trip).
TICKET = {
    "en": {"booking": "Booking reference", "order": "Order no.", "seat": "Seat", "coach": "Coach", "price": "Price",
           "total": "Total", "passenger": "Passenger", "thanks": "Thank you for your purchase",
           "travel_date": "Travel date", "ticket": "Your e-ticket", "from": "From", "date": "Date",
           "subject": "Subject", "to": "To", "subject_text": "Your booking confirmation", "adult": "1 Adult",
           "show": "Show this ticket on board.", "valid": "Valid on"},
    "de": {"booking": "Buchungsnummer", "order": "Auftragsnummer", "seat": "Platz", "coach": "Wagen", "price": "Preis",
           "total": "Gesamt", "passenger": "Reisender", "thanks": "Vielen Dank für Ihre Buchung",
           "travel_date": "Reisedatum", "ticket": "Ihr Online-Ticket", "from": "Von", "date": "Datum",
           "subject": "Betreff", "to": "An", "subject_text": "Ihre Buchungsbestätigung", "adult": "1 Erwachsener",
           "show": "Bitte zeigen Sie dieses Ticket bei der Kontrolle vor.", "valid": "Gültig am"},
    "es": {"booking": "Localizador", "order": "Pedido n.º", "seat": "Asiento", "coach": "Coche", "price": "Precio",
           "total": "Total", "passenger": "Pasajero", "thanks": "Gracias por su compra",
           "travel_date": "Fecha de viaje", "ticket": "Su billete electrónico", "from": "De", "date": "Fecha",
           "subject": "Asunto", "to": "Para", "subject_text": "Confirmación de su reserva", "adult": "1 Adulto",
           "show": "Muestre este billete a bordo.", "valid": "Válido el"},
    "pt": {"booking": "Código da reserva", "order": "Pedido nº", "seat": "Assento", "coach": "Carro", "price": "Preço",
           "total": "Total", "passenger": "Passageiro", "thanks": "Obrigado pela sua compra",
           "travel_date": "Data da viagem", "ticket": "Seu bilhete eletrônico", "from": "De", "date": "Data",
           "subject": "Assunto", "to": "Para", "subject_text": "Confirmação da sua reserva", "adult": "1 Adulto",
           "show": "Apresente este bilhete a bordo.", "valid": "Válido em"},
    "pl": {"booking": "Numer rezerwacji", "order": "Zamówienie nr", "seat": "Miejsce", "coach": "Wagon", "price": "Cena",
           "total": "Razem", "passenger": "Pasażer", "thanks": "Dziękujemy za zakup",
           "travel_date": "Data podróży", "ticket": "Twój e-bilet", "from": "Od", "date": "Data",
           "subject": "Temat", "to": "Do", "subject_text": "Potwierdzenie rezerwacji", "adult": "1 Normalny",
           "show": "Okaż bilet podczas kontroli.", "valid": "Ważny w dniu"},
    "fr": {"booking": "Référence de réservation", "order": "Commande n°", "seat": "Place", "coach": "Voiture",
           "price": "Prix", "total": "Total", "passenger": "Passager", "thanks": "Merci pour votre achat",
           "travel_date": "Date du voyage", "ticket": "Votre e-billet", "from": "De", "date": "Date",
           "subject": "Objet", "to": "À", "subject_text": "Confirmation de votre réservation", "adult": "1 Adulte",
           "show": "Présentez ce billet à bord.", "valid": "Valable le"},
}


def mode_kind(route_type):
    """GTFS route_type (basic or extended) -> tram / subway / rail / bus / ferry / other."""
    t = int(route_type if route_type is not None else 3)
    basic = {0: "tram", 1: "subway", 2: "rail", 3: "bus", 4: "ferry", 11: "bus"}
    if t in basic:
        return basic[t]
    if 100 <= t < 200:
        return "rail"
    if 200 <= t < 300 or 700 <= t < 800:
        return "bus"
    if 400 <= t < 500:
        return "subway"
    if 900 <= t < 1000:
        return "tram"
    if 1000 <= t < 1300:
        return "ferry"
    return "other"


class Words:
    """One page's wording in one language: each label's phrasing is drawn once (seeded) and kept."""

    def __init__(self, lang, seed):
        if lang not in PHRASES:
            raise ValueError(f"no words for language {lang!r}; have {', '.join(LANGUAGES)}")
        self.lang = lang
        self.rng = random.Random(f"words/{lang}/{seed}")
        self.chosen = {}

    def pick(self, label, options=None):
        """The page's choice for `label` among `options` (default: the language's phrasings)."""
        if label not in self.chosen:
            choices = options if options is not None else PHRASES[self.lang][label]
            self.chosen[label] = self.rng.choice(choices)
        return self.chosen[label]

    def say(self, label, **fields):
        return self.pick(label).format(**fields)

    def count(self, kind, n):
        """'4 stops', '3 Zwischenhalte', '5 przystanków': kind is stops, between or transfers."""
        nouns = {"stops": STOP_NOUNS, "between": BETWEEN_NOUNS, "transfers": TRANSFER_NOUNS}[kind][self.lang]
        forms = self.pick(f"noun:{kind}", nouns)
        return f"{n} {plural(self.lang, n, forms)}"

    def mode(self, route_type):
        kind = mode_kind(route_type)
        return self.pick(f"mode:{kind}", MODES[self.lang][kind])

    def ticket(self, key):
        return TICKET[self.lang][key]
