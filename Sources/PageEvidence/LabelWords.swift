/// The label words planners print around a trip's data, in English, German, Spanish, Portuguese,
/// Polish and French, lower case and accent-free as `LabelWords.fold` makes them. They say what a
/// number or a name next to them is (a departure, a count, a direction); they never decide what is a
/// stop, a route or a trip: the feed does.
enum LabelWords {
    /// Lower case with the accents these languages use taken off ("Fußweg" -> "fussweg").
    static func fold(_ word: String) -> String {
        var out = ""
        for c in word.lowercased() {
            switch c {
            case "á", "à", "â", "ã", "ä", "ą": out.append("a")
            case "é", "è", "ê", "ë", "ę": out.append("e")
            case "í", "ì", "î", "ï": out.append("i")
            case "ó", "ò", "ô", "õ", "ö": out.append("o")
            case "ú", "ù", "û", "ü": out.append("u")
            case "ç", "ć": out.append("c")
            case "ñ", "ń": out.append("n")
            case "ś": out.append("s")
            case "ź", "ż": out.append("z")
            case "ł": out.append("l")
            case "ß": out.append("ss")
            default: out.append(c)
            }
        }
        return out
    }

    /// Before a departure time: "ab 10:26", "dep 6:25", "Salida 7:10".
    static let departure: Set<String> = [
        "ab", "dep", "depart", "departs", "departure", "departing", "leave", "leaves", "abfahrt", "abf",
        "salida", "sale", "partida", "parte", "saida", "odjazd", "odj", "depart", "departs",
    ]
    /// Before an arrival time: "an 11:33", "arr 6:59", "Llegada 7:40".
    static let arrival: Set<String> = [
        "an", "arr", "arrive", "arrives", "arrival", "arriving", "ankunft", "ank", "llegada", "llega",
        "chegada", "chega", "przyjazd", "przyj", "arrivee",
    ]
    /// Before a headsign: "S5 Richtung Bad Homburg", "21 towards Union Station".
    static let direction: Set<String> = [
        "towards", "toward", "richtung", "direccion", "dir", "kierunek", "kierunku", "sentido", "direction", "nach",
        "hacia", "vers", "→", "->",
    ]
    /// Words that count stops strictly between boarding and alighting ("3 Zwischenhalte",
    /// "Show 3 Stops in Between", "3 paradas intermedias").
    static let between: Set<String> = [
        "between", "zwischenhalt", "zwischenhalte", "zwischenhalten", "intermediate", "intermedias", "intermedia",
        "intermediarias", "intermediaires", "posrednie", "posrednich", "posrednimi",
    ]
    /// Words that count stops ridden, the alighting one included ("Ride 4 stops").
    static let riding: Set<String> = ["ride", "riding", "fahrt", "fahre", "fahren", "viaja", "viaje", "viajar", "jedz", "jazda"]
    /// A stop counted: "4 stops", "5 paradas", "3 przystanki", "6 arrêts", "2 Halte".
    static let stopUnits: Set<String> = [
        "stop", "stops", "halt", "halte", "halten", "haltestelle", "haltestellen", "station", "stationen",
        "zwischenhalt", "zwischenhalte", "parada", "paradas", "estacion", "estaciones", "estacao", "estacoes",
        "przystanek", "przystanki", "przystankow", "stacja", "stacje", "stacji", "arret", "arrets", "gare", "gares",
    ]
    /// Minutes and hours: "34 min", "4 Min.", "1 Std.", "2 h", "1 hora", "2 godz.", "1 heure".
    static let minuteUnits: Set<String> = [
        "min", "mins", "minute", "minutes", "minuten", "minuto", "minutos", "minuta", "minuty", "minut", "mn",
    ]
    static let hourUnits: Set<String> = [
        "h", "hr", "hrs", "hour", "hours", "std", "stunde", "stunden", "hora", "horas", "godz", "godzina", "godziny",
        "godzin", "heure", "heures",
    ]
    /// A walk: "Walk 2 min", "Fußweg 4 Min.", "A pie", "Caminhada", "Pieszo", "À pied", "Marche".
    static let walk: Set<String> = [
        "walk", "walking", "fussweg", "gehen", "laufen", "caminar", "caminando", "caminata", "pie", "caminhar",
        "caminhada", "pe", "pieszo", "przejscie", "spacer", "marche", "marcher", "pied",
    ]
    /// A change between rides: "Transfer", "Umstieg", "Transbordo", "Baldeação", "Przesiadka".
    static let transfer: Set<String> = [
        "transfer", "change", "umstieg", "umsteigen", "transbordo", "baldeacao", "przesiadka", "correspondance",
        "changement", "wait", "warten", "espera", "aguarde", "oczekiwanie", "attente",
    ]
    /// Words of English labels: a page that has them writes dates month first ("12/17/2024").
    static let english: Set<String> = [
        "towards", "toward", "stops", "walk", "transfer", "depart", "arrive", "departs", "arrives", "ride", "board",
        "get", "off", "min", "leave", "trip", "your",
    ]

    /// Month names and their usual abbreviations, 1...12, in the six languages (Polish in the
    /// nominative and the genitive a date uses: "17 marca 2025").
    static let months: [String: Int] = {
        let names: [[String]] = [
            ["january", "januar", "janner", "enero", "janeiro", "styczen", "stycznia", "janvier", "jan", "ene", "sty", "janv"],
            ["february", "februar", "febrero", "fevereiro", "luty", "lutego", "fevrier", "feb", "fev", "lut", "fevr"],
            ["march", "marz", "marzo", "marco", "marzec", "marca", "mars", "mar", "mrz"],
            ["april", "abril", "kwiecien", "kwietnia", "avril", "apr", "abr", "kwi", "avr"],
            ["may", "mai", "mayo", "maio", "maj", "maja"],
            ["june", "juni", "junio", "junho", "czerwiec", "czerwca", "juin", "jun", "cze"],
            ["july", "juli", "julio", "julho", "lipiec", "lipca", "juillet", "jul", "lip", "juil"],
            ["august", "agosto", "sierpien", "sierpnia", "aout", "aug", "ago", "sie"],
            ["september", "septiembre", "setembro", "wrzesien", "wrzesnia", "septembre", "sep", "sept", "set", "wrz"],
            ["october", "oktober", "octubre", "outubro", "pazdziernik", "pazdziernika", "octobre", "oct", "okt", "out", "paz"],
            ["november", "noviembre", "novembro", "listopad", "listopada", "novembre", "nov", "lis"],
            ["december", "dezember", "diciembre", "dezembro", "grudzien", "grudnia", "decembre", "dec", "dez", "dic", "gru"],
        ]
        var map: [String: Int] = [:]
        for (index, words) in names.enumerated() { for word in words { map[word] = index + 1 } }
        return map
    }()

    /// Weekday names and abbreviations, 0 = Monday ... 6 = Sunday, in the six languages.
    static let weekdays: [String: Int] = {
        let names: [[String]] = [
            ["monday", "mon", "montag", "mo", "lunes", "lun", "segunda", "seg", "poniedzialek", "pon", "pn", "lundi"],
            ["tuesday", "tue", "tues", "dienstag", "di", "martes", "terca", "ter", "wtorek", "wt", "mardi"],
            ["wednesday", "wed", "mittwoch", "mi", "miercoles", "mie", "quarta", "qua", "sroda", "sr", "mercredi", "mer"],
            ["thursday", "thu", "thur", "thurs", "donnerstag", "do", "jueves", "jue", "quinta", "qui", "czwartek", "czw", "jeudi", "jeu"],
            ["friday", "fri", "freitag", "fr", "viernes", "vie", "sexta", "sex", "piatek", "pt", "vendredi", "ven"],
            ["saturday", "sat", "samstag", "sa", "sabado", "sab", "sobota", "sob", "samedi", "sam"],
            ["sunday", "sun", "sonntag", "so", "domingo", "dom", "niedziela", "nd", "niedz", "dimanche", "dim"],
        ]
        var map: [String: Int] = [:]
        for (index, words) in names.enumerated() { for word in words { map[word] = index } }
        return map
    }()
}
