/// The label words planners print around a trip's data, in English, German, Spanish, Portuguese,
/// Polish and French (and Italian, Dutch, Romanian, Czech, Slovak, Swedish, Finnish, Hungarian and
/// Turkish where a list was grown since), lower case and accent-free as `LabelWords.fold` makes them. They say what a
/// number or a name next to them is (a departure, a count, a direction); they never decide what is a
/// stop, a route or a trip: the feed does.
enum LabelWords {
    /// Lower case with the accents these languages use taken off ("Fußweg" -> "fussweg").
    static func fold(_ word: String) -> String {
        let lower = word.lowercased()
        // Most words are ASCII, which none of the cases below matches; comparing each of their
        // letters with every accented one took a sixth of decoding a page.
        if lower.utf8.allSatisfy({ $0 < 0x80 }) { return lower }
        var out = ""
        for c in lower {
            if c.isASCII {
                out.append(c)
                continue
            }
            switch c {
            case "á", "à", "â", "ã", "ä", "ą", "å": out.append("a")
            case "é", "è", "ê", "ë", "ę": out.append("e")
            case "í", "ì", "î", "ï": out.append("i")
            case "ó", "ò", "ô", "õ", "ö", "ø": out.append("o")
            case "ú", "ù", "û", "ü": out.append("u")
            case "ç", "ć": out.append("c")
            case "ñ", "ń": out.append("n")
            case "ś": out.append("s")
            case "ź", "ż": out.append("z")
            case "ł": out.append("l")
            // Romanian and Czech: "marți", "direcția", "stații", "Sosire", "příjezd".
            case "ă": out.append("a")
            case "ș", "ş", "š": out.append("s")
            case "ț", "ţ", "ť": out.append("t")
            case "č": out.append("c")
            case "ř": out.append("r")
            case "ž": out.append("z")
            case "ě": out.append("e")
            case "ů": out.append("u")
            case "ý": out.append("y")
            case "ď": out.append("d")
            // Slovak: "Veľký Kýr", "Lietavská Lúčka", "Hronská Dúbrava" ("ô" and "ä" are above).
            case "ľ", "ĺ": out.append("l")
            case "ŕ": out.append("r")
            case "ň": out.append("n")
            // Turkish ("Perşembe", "Varış", "Ağustos", "İstasyon": lower case "i" and a dot above)
            // and Hungarian ("csütörtök" is above; "menetidő", "fűtés").
            case "ı", "i\u{307}": out.append("i")
            case "ğ": out.append("g")
            case "ő": out.append("o")
            case "ű": out.append("u")
            case "ß": out.append("ss")
            case "æ": out.append("ae")
            // Vietnamese: "ơ", "ư", "đ" and the toned vowels of Latin Extended Additional ("thứ Sáu").
            case "ơ": out.append("o")
            case "ư": out.append("u")
            case "đ": out.append("d")
            default:
                if let base = vietnameseBase(c) { out.append(base) } else { out.append(c) }
            }
        }
        return out
    }

    /// The base vowel of a Vietnamese toned letter (U+1EA0...U+1EF9, both cases, by the block's order:
    /// a, e, i, o, u, y), nil for any other character.
    static func vietnameseBase(_ c: Character) -> Character? {
        guard c.unicodeScalars.count == 1, let value = c.unicodeScalars.first?.value, (0x1EA0...0x1EF9).contains(value) else { return nil }
        switch value {
        case ...0x1EB7: return "a"
        case ...0x1EC7: return "e"
        case ...0x1ECB: return "i"
        case ...0x1EE3: return "o"
        case ...0x1EF1: return "u"
        default: return "y"
        }
    }

    /// Before a departure time: "ab 10:26", "dep 6:25", "Salida 7:10".
    static let departure: Set<String> = [
        "ab", "dep", "depart", "departs", "departure", "departing", "leave", "leaves", "abfahrt", "abf",
        "salida", "sale", "partida", "parte", "saida", "odjazd", "odj", "depart", "departs", "partenza",
        "vertrek", "vertrekt", "plecare", "pleaca", "urcare",
        // Czech and Slovak ("odjezd", "Odchod"), Swedish ("Avgång", "avgår").
        "odjezd", "odchod", "avgang", "avgar",
        // Finnish "Lähtö" / "lähtee", Hungarian "Indulás" / "indul", Turkish "Kalkış" / "kalkar".
        "lahto", "lahtee", "indulas", "indul", "kalkis", "kalkar",
    ]
    /// Before an arrival time: "an 11:33", "arr 6:59", "Llegada 7:40".
    static let arrival: Set<String> = [
        "an", "arr", "arrive", "arrives", "arrival", "arriving", "ankunft", "ank", "llegada", "llega",
        "chegada", "chega", "przyjazd", "przyj", "arrivee", "arrivo", "arriva", "aankomst", "sosire", "soseste",
        "coborare",
        // Czech and Slovak ("příjezd", "Príchod"), Swedish ("Ankomst", "framme": there).
        "prijezd", "prichod", "ankomst", "framme",
        // Finnish "Saapuminen" / "saapuu" / "perillä", Hungarian "Érkezés" / "érkezik", Turkish "Varış" / "varır".
        "saapuminen", "saapuu", "perilla", "erkezes", "erkezik", "varis", "varir",
    ]
    /// Before a headsign: "S5 Richtung Bad Homburg", "21 towards Union Station".
    static let direction: Set<String> = [
        "towards", "toward", "richtung", "direccion", "dir", "kierunek", "kierunku", "sentido", "direction", "nach",
        "hacia", "vers", "→", "->", "kier", "direcao", "direzione", "verso", "richting", "directia", "spre", "catre",
        // Czech and Slovak "směr" / "smer", "smerom"; Swedish "mot", Danish and Norwegian "mod".
        "smer", "smerom", "mot", "mod",
        // Finnish "Juna suuntaan Maradana" (it writes the word after the name too: `directionAfterName`).
        "suuntaan",
    ]
    /// Whether token `index` is a direction word: one of `direction`, or "destino" and the "a" after
    /// it in "con destino a" / "com destino a" (Spanish and Portuguese "bound for"), or German "Ri.".
    /// "Destino" alone labels where a ticket's ride ends ("Destino: Sevilla"), no headsign.
    static func isDirection(_ index: Int, in tokens: [Token]) -> Bool {
        let word = tokens[index].folded
        if direction.contains(word) { return true }
        let previous = index > 0 && tokens[index - 1].line == tokens[index].line ? tokens[index - 1].folded : ""
        if word == "destino" { return previous == "con" || previous == "com" }
        // German timetables cut "Richtung" to "Ri." ("S1 Ri. Wiesbaden Hbf"); "Ri" without its
        // stop is no such word.
        if word == "ri" { return tokens[index].text.hasSuffix(".") }
        if word == "a" || word == "al" { return previous == "destino" && isDirection(index - 1, in: tokens) }
        return false
    }
    /// After a headsign, in the languages whose direction word is a postposition: Hungarian
    /// "Kelenföld vasútállomás felé" / "irányába", Turkish "Kadıköy yönü" / "yönüne" / "yönünde" /
    /// "istikametinde", Finnish "Kamppi suuntaan", Estonian "Tallinna suunas". The name stands
    /// before the word as it stands after "towards" (`RouteLineReader`). Not Turkish "doğru"
    /// ("towards", but as often "right, correct"), nor the bare nouns ("irány", "yön", "suunta":
    /// a label before the name, "Irány: Kelenföld", which are other words' too).
    static let directionAfterName: Set<String> = [
        "fele", "iranyaba", "iranyba", "yonu", "yonune", "yonunde", "istikametinde", "istikametine", "suuntaan", "suunas",
    ]
    /// Before a time, a search's lower limit the page repeats: "dalle ore 05:00", "a partire dalle",
    /// "after 5:00 AM", "desde las 05:00", "a partir das", "après 05:00", "vanaf 05:00", "od godz.
    /// 05:00", "efter 05:00": the rider asked for trips from then on; the time is the query's, no
    /// trip's. Not German "ab" (as often "departs": "ab 10:26"), nor "from" ("from 9:43 to 13:25").
    static let notBeforeBefore: Set<String> = [
        "dalle", "dopo", "after", "desde", "despues", "apos", "depois", "apres", "vanaf", "od", "efter", "fran", "partir",
    ]
    /// After a time, the same limit in languages that write it as a postposition: Finnish
    /// "klo 5.00 alkaen" / "jälkeen", Turkish "05:00'den sonra" / "itibaren". Not Hungarian "után",
    /// which folds to Swedish "utan" ("10:05 utan byte": without a change).
    static let notBeforeAfter: Set<String> = ["alkaen", "jalkeen", "sonra", "itibaren"]
    /// Before a time, a search's upper limit: "arrive by 9:00 AM", "entro le 9:00", "antes de las",
    /// "avant 9:00", "przed 9:00", "före 9:00"; after it, Finnish "ennen", Hungarian "előtt",
    /// Turkish "önce". Not "bis" or "to", which join a summary's two ends ("10:26 bis 11:33").
    static let notAfterBefore: Set<String> = ["by", "entro", "antes", "avant", "przed", "fore"]
    static let notAfterAfter: Set<String> = ["ennen", "elott", "once"]
    /// Words between a limit's word and its time: "dalle ore", "desde las", "à partir de", "od godz.",
    /// "après les", "klo"; and a Turkish case ending before a postposition ("05:00'den sonra").
    static let limitFillers: Set<String> = [
        "ore", "ora", "le", "la", "las", "los", "de", "del", "das", "des", "les", "godz", "godziny", "klo", "kl", "kello",
        "h", "den", "dan", "ten", "tan",
    ]
    /// "Limited para Tamien Station", "Local to Diridon Station", "Trein naar Utrecht Centraal",
    /// "Autobus 21A do Milton GO":
    /// "to" words that name a headsign only after a code on a route's line (`RouteReader`); as
    /// common words of sentences and stop names ("Para Hills", "Terminal do Centro") they never end
    /// a name's run.
    static let directionAfterCode: Set<String> = ["para", "naar", "do", "to", "destino"]
    /// Of those, the ones that also join the words of names ("Praça do Carmo", Portuguese "of the"):
    /// a direction only after a word drawn as a badge (`RouteLineReader.looksLikeBadge`: "21A", "MI").
    /// Spanish and Portuguese "destino" too: after a line's number it is where the vehicle goes, as
    /// a vehicle's sign and a stop's board write it ("Metrô 03 destino Richmond", "Línea 3 destino
    /// Moncloa"); alone it labels where a ticket's ride ends ("Destino: Sevilla", `labelsToo`).
    static let directionAfterBadge: Set<String> = ["do", "destino"]
    /// Of those, the ones a form also prints as a field's label, which a colon ends ("Destino:
    /// Sevilla", "Destino 4512:" never): no direction then, whatever stands before.
    static let labelsToo: Set<String> = ["destino"]
    /// Words that open a direction phrase before its word ("w kierunku", "in Richtung", "en
    /// direction", "em direção", "in direzione"): part of the phrase, never of the route's code.
    static let directionLead: Set<String> = ["w", "we", "in", "en", "em", "con", "com", "na", "no", "nel"]
    /// Words that count stops strictly between boarding and alighting ("3 Zwischenhalte",
    /// "Show 3 Stops in Between", "3 paradas intermedias").
    static let between: Set<String> = [
        "between", "zwischenhalt", "zwischenhalte", "zwischenhalten", "intermediate", "intermedias", "intermedia",
        "intermediarias", "intermediaires", "posrednie", "posrednich", "posrednimi", "intermedie", "tussenstop",
        "tussenstops", "tussenhaltes", "intermediare",
        // Finnish "10 välipysäkkiä".
        "valipysakki", "valipysakkia",
    ]
    /// Words that count stops ridden, the alighting one included ("Ride 4 stops").
    static let riding: Set<String> = ["ride", "riding", "fahrt", "fahre", "fahren", "viaja", "viaje", "viajar", "jedz", "jazda"]
    /// A stop counted: "4 stops", "5 paradas", "3 przystanki", "6 arrêts", "2 Halte".
    static let stopUnits: Set<String> = [
        "stop", "stops", "halt", "halte", "halten", "haltestelle", "haltestellen", "station", "stationen",
        "zwischenhalt", "zwischenhalte", "parada", "paradas", "estacion", "estaciones", "estacao", "estacoes",
        "przystanek", "przystanki", "przystankow", "stacja", "stacje", "stacji", "arret", "arrets", "gare", "gares",
        "fermata", "fermate", "stazione", "stazioni", "haltes", "tussenstop", "tussenstops", "paragem", "paragens",
        "statie", "statii", "oprire", "opriri",
        // Czech and Slovak ("3 zastávky", "5 zastávek", "5 zastávok"), Swedish ("4 hållplatser").
        "zastavka", "zastavky", "zastavek", "zastavok", "hallplats", "hallplatser",
        // Finnish ("3 pysäkkiä", "asemaa"), Hungarian ("3 megálló", "megállót", "állomás"), Turkish ("7 durak").
        "pysakki", "pysakkia", "valipysakki", "valipysakkia", "asema", "asemaa", "megallo", "megallot", "megallohely",
        "allomas", "allomast", "durak", "duragi", "istasyon",
    ]
    /// Minutes and hours: "34 min", "4 Min.", "1 Std.", "2 h", "1 hora", "2 godz.", "1 heure".
    static let minuteUnits: Set<String> = [
        "min", "mins", "minute", "minutes", "minuten", "minuto", "minutos", "minuta", "minuty", "minut", "mn", "minuti",
        "minuut", "minuter",
        // Finnish "minuuttia", Hungarian "perc", Turkish "dk" / "dakika".
        "minuuttia", "perc", "dk", "dakika",
        // Indonesian "menit" and its "mnt", Malay "minit".
        "menit", "mnt", "minit",
    ]
    static let hourUnits: Set<String> = [
        "h", "hr", "hrs", "hour", "hours", "std", "stunde", "stunden", "hora", "horas", "godz", "godzina", "godziny",
        "godzin", "heure", "heures", "ora", "ore", "uur", "hod", "timme", "timmar",
        // Finnish "tunti" / "tuntia" and its "t" ("2 t 34 min", as Danish and Norwegian "t" for
        // "time(r)"), Turkish "saat" and its "sa" ("8 sa 27 dk").
        "tunti", "tuntia", "t", "saat", "sa",
    ]
    /// A walk: "Walk 2 min", "Fußweg 4 Min.", "A pie", "Caminhada", "Pieszo", "À pied", "Marche",
    /// "Marchez", "Caminhe", "Dojście", "Idź", "A piedi", "Cammina", "Lopen" (the imperatives and nouns
    /// planners print, Italian and Dutch too).
    static let walk: Set<String> = [
        "walk", "walking", "fussweg", "gehen", "laufen", "gehe", "camine", "caminar", "caminando", "caminata", "pie",
        "caminhar", "caminhe", "caminhada", "pe", "pieszo", "przejscie", "przejdz", "dojscie", "dojdz", "idz", "spacer",
        "marche", "marcher", "marchez", "pied", "piedi", "cammina", "camminare", "camminata", "lopen", "loop",
        "wandelen", "voet", "jos",
        // Finnish "Kävely" / "Kävele", Hungarian "Gyaloglás" / "gyalog" / "Séta", Turkish "Yürüyün" / "Yürüyüş".
        "kavely", "kavele", "gyaloglas", "gyalog", "seta", "yuruyun", "yuru", "yuruyus", "yurume",
    ]
    /// Whether `word` (folded) is a walk word, or one whose capital "I" OCR read as "l" ("ldž" for
    /// "Idź": one glyph in most sans-serif fonts).
    static func isWalk(_ word: String) -> Bool {
        walk.contains(word) || (word.hasPrefix("l") && walk.contains("i" + word.dropFirst()))
    }
    /// Walk words that are other words too, so a walk only on a line giving minutes: Norwegian,
    /// Danish and Swedish "Gå 6 min" (but "Gå av ved" is getting off; Vietnamese "ga" a station).
    static let walkWithMinutes: Set<String> = ["ga"]
    /// A change between rides: "Transfer", "Umstieg", "Transbordo", "Baldeação", "Przesiadka"; the
    /// imperatives "Czekaj 32 min", "Espere", "Attendez", "Attendi", "Wacht", "Cambia".
    static let transfer: Set<String> = [
        "transfer", "change", "umstieg", "umsteigen", "transbordo", "baldeacao", "przesiadka", "correspondance",
        "changement", "wait", "warten", "espera", "aguarde", "oczekiwanie", "attente", "cambio", "coincidenza",
        "trasbordo", "attesa", "overstap", "overstappen", "wachten", "czekaj", "czekanie", "espere", "attendez",
        "attendi", "wacht", "schimbare", "asteptare",
        // Spanish and Italian imperatives "Cambia en Copilco" / "Cambie en", "Cambia a Roma Termini".
        "cambia", "cambie",
        // Czech and Slovak "přestup" / "prestup", Swedish "byte" ("Byte i Žilina").
        "prestup", "prestupy", "prestupu", "prestupom", "byte",
        // Finnish "Vaihto" / "Vaihda" / "Odota", Hungarian "Átszállás" / "Várakozás", Turkish "Aktarma" / "Bekleme".
        "vaihto", "vaihda", "odota", "odotus", "atszallas", "varakozas", "aktarma", "bekleme", "bekleyin",
    ]
    /// A length of time as a label: "Reistijd 0:35", "Restid 1:05", "Dauer 0:35 h", "Fahrzeit",
    /// "Duración", "Duração", "Durée", "Durata", "Czas trwania", "Rejsetid", "Reisetid".
    static let duration: Set<String> = [
        "duration", "dauer", "fahrzeit", "reisezeit", "reisedauer", "fahrtdauer", "gesamtdauer", "gesamtzeit", "duracion",
        "duracao", "duree", "durata", "trwania", "reistijd", "reisduur", "restid", "rejsetid", "reisetid", "totaltid",
        // Finnish "Kesto", Hungarian "Menetidő" / "Időtartam" (not Turkish "Süre": English "sure").
        "kesto", "menetido", "idotartam",
    ]
    /// Words for "time" that, with a journey word beside them, name a length: "Travel time",
    /// "Tiempo de viaje", "Tempo de viagem", "Czas przejazdu", "Temps de trajet", "Tempo di viaggio".
    static let timeWord: Set<String> = ["time", "tiempo", "tempo", "temps", "czas", "zeit", "tid", "tijd"]
    static let journey: Set<String> = [
        "travel", "journey", "trip", "ride", "viaje", "viagem", "podrozy", "przejazdu", "jazdy", "trajet", "voyage",
        "parcours", "viaggio", "percorso", "reis", "reise", "fahrt", "resa", "rejse",
    ]
    /// A price's label: "Fare", "Tarifa", "Preis", "Prix", "Cena", "Prezzo", "Prijs", "Pris".
    static let price: Set<String> = [
        "fare", "fares", "price", "cost", "tarifa", "precio", "preco", "importe", "preis", "fahrpreis", "betrag", "prix",
        "tarif", "cena", "oplata", "prezzo", "tariffa", "prijs", "pris", "biljettpris", "billetpris", "amount",
        // Finnish "Hinta", Hungarian "Jegyár", Turkish "Fiyat" / "Ücret".
        "hinta", "jegyar", "fiyat", "ucret",
    ]
    /// A distance's units ("92 m", "0.3 mi", "1,2 km", "300 ft"): planners give one for a walk, a
    /// ride in stops and minutes.
    static let distanceUnits: Set<String> = [
        "m", "km", "mi", "ft", "yd", "metres", "meters", "metros", "metri", "meter", "mile", "miles", "feet", "yards",
    ]
    /// Beside the date a trip runs on: "Travel date", "Reisedatum", "Fecha de viaje", "Data da
    /// viagem", "Válido em", "Valable le", "Data podróży", "Data del viaggio", "Reisdatum", "Geldig op".
    static let travelDate: Set<String> = [
        "travel", "valid", "validity", "journey", "reisedatum", "reisetag", "fahrtdatum", "reise", "gultig", "gultigkeit",
        "viaje", "valido", "valida", "validez", "viagem", "validade", "podrozy", "przejazdu", "wazny", "wazne", "waznosc",
        "voyage", "valable", "validite", "trajet", "viaggio", "validita", "reisdatum", "reis", "geldig", "geldigheid",
        // Finnish "Matkapäivä", Hungarian "Utazás dátuma", Turkish "Yolculuk tarihi" / "Sefer tarihi".
        "matkapaiva", "utazas", "utazasi", "yolculuk", "sefer",
    ]
    /// An e-mail header's date label ("Date:", "Datum:", "Fecha:", "Data:", "Sent:", "Enviado:").
    static let mailDate: Set<String> = [
        "date", "datum", "fecha", "data", "sent", "gesendet", "enviado", "envoye", "wyslano", "wyslane", "inviato",
        "verzonden", "verstuurd",
    ]
    /// Of those, the ones only a mail prints ("Sent:", "Gesendet:").
    static let mailSent: Set<String> = ["sent", "gesendet", "enviado", "envoye", "wyslano", "wyslane", "inviato", "verzonden", "verstuurd"]
    /// Beside the day a ticket or a booking was made ("Issued 28/02/2026", "Printed", "Booked on",
    /// "Ausgestellt am", "Emitido", "Stampato il", "Wystawiono", "Kiadva", "Tulostettu"): not the
    /// day the trip runs.
    static let documentMade: Set<String> = [
        "issued", "printed", "booked", "purchased", "ausgestellt", "gedruckt", "gebucht", "emitido", "emitida", "impreso",
        "impresso", "emis", "imprime", "stampato", "emesso", "acquistato", "wystawiono", "wydrukowano", "uitgegeven",
        "afgedrukt", "geboekt", "kiadva", "nyomtatva", "tulostettu", "ostettu", "vystaveno", "vytlaceno", "utfardad",
    ]
    /// After a made word, the day the ticket is for, not when it was made ("Booked for", "Gebucht für").
    static let madeFor: Set<String> = ["for", "fur", "voor"]
    /// The header lines around a mail's date: "From:", "Von:", "De:", "Od:", "Da:", "Van:";
    /// "Subject:", "Betreff:", "Asunto:", "Assunto:", "Objet:", "Temat:", "Oggetto:", "Onderwerp:"; "To:".
    static let mailHeader: Set<String> = Set([
        "from", "von", "de", "od", "da", "van", "to", "an", "para", "a", "do", "aan", "cc",
    ]).union(mailSubject)
    /// Of the header's words, the subject's (Czech and Slovak "Předmět", Swedish "Ämne", Danish
    /// "Emne", Finnish "Aihe", Hungarian "Tárgy", Turkish "Konu" too): only a mail has one.
    static let mailSubject: Set<String> = [
        "subject", "betreff", "asunto", "assunto", "objet", "temat", "oggetto", "onderwerp", "predmet", "amne", "emne",
        "aihe", "targy", "konu",
    ]

    /// The case endings Turkish writes after an apostrophe on a proper name or a number
    /// ("Maradana'dan": from Maradana, "Hikkaduwa'da": at, "Galle'ye": to, "17:50'de": at 17:50),
    /// folded: dative, locative, ablative, accusative, genitive, instrumental, and the locative
    /// relative ("'daki"), each in the forms vowel harmony and a consonant before it give.
    static let turkishCaseEndings: Set<String> = [
        "a", "e", "ya", "ye", "da", "de", "ta", "te", "dan", "den", "tan", "ten", "i", "u", "yi", "yu", "in", "un",
        "nin", "nun", "la", "le", "yla", "yle", "daki", "deki", "taki", "teki",
    ]

    /// Words of English labels: a page that has them writes dates month first ("12/17/2024").
    /// Not "min": French, German, Spanish and Polish pages write minutes so too ("25 min d'attente").
    static let english: Set<String> = [
        "towards", "toward", "stops", "walk", "transfer", "depart", "arrive", "departs", "arrives", "ride", "board",
        "get", "off", "leave", "trip", "your",
    ]

    /// Month names and their usual abbreviations, 1...12, in the eight languages (Polish in the
    /// nominative and the genitive a date uses: "17 marca 2025"), Swedish, Danish and Norwegian
    /// (whose other names the Dutch and German ones already spell) and Romanian (not its "noi",
    /// which is a word: "we"), Czech and Slovak in the nominative and the genitive ("16. března",
    /// "14. marca"), Finnish in the nominative and the partitive a date uses ("19. maaliskuuta"),
    /// Hungarian ("márc. 12."; its other abbreviations are other languages' too) and Turkish in
    /// full (not its "Kas", "Ara": "ara" is a word, "between"). Norwegian "des" is left out: it
    /// is a French article ("3 des arrêts").
    static let months: [String: Int] = {
        let names: [[String]] = [
            ["january", "januar", "janner", "enero", "janeiro", "styczen", "stycznia", "janvier", "jan", "ene", "sty", "janv",
             "gennaio", "gen", "januari", "ianuarie", "ian", "leden", "ledna", "januara",
             "tammikuu", "tammikuuta", "ocak"],
            ["february", "februar", "febrero", "fevereiro", "luty", "lutego", "fevrier", "feb", "fev", "lut", "fevr",
             "febbraio", "februari", "februarie", "unor", "unora", "februara",
             "febr", "helmikuu", "helmikuuta", "subat"],
            ["march", "marz", "marzo", "marco", "marzec", "marca", "mars", "mar", "mrz", "maart", "mrt", "marts", "martie", "brezen", "brezna", "marec",
             "marcius", "marc", "maaliskuu", "maaliskuuta", "mart"],
            ["april", "abril", "kwiecien", "kwietnia", "avril", "apr", "abr", "kwi", "avr", "aprile", "aprilie", "duben", "dubna", "aprila",
             "aprilis", "huhtikuu", "huhtikuuta", "nisan"],
            ["may", "mai", "mayo", "maio", "maj", "maja", "maggio", "mag", "mei", "kveten", "kvetna",
             "majus", "toukokuu", "toukokuuta", "mayis"],
            ["june", "juni", "junio", "junho", "czerwiec", "czerwca", "juin", "jun", "cze", "giugno", "giu", "iunie", "iun", "cerven", "cervna", "juna",
             "junius", "kesakuu", "kesakuuta", "haziran"],
            ["july", "juli", "julio", "julho", "lipiec", "lipca", "juillet", "jul", "lip", "juil", "luglio", "lug", "iulie", "iul", "cervenec", "cervence", "jula",
             "julius", "heinakuu", "heinakuuta", "temmuz"],
            ["august", "agosto", "sierpien", "sierpnia", "aout", "aug", "ago", "sie", "augustus", "augusti", "srpen", "srpna", "augusta",
             "augusztus", "elokuu", "elokuuta", "agustos"],
            ["september", "septiembre", "setembro", "wrzesien", "wrzesnia", "septembre", "sep", "sept", "set", "wrz",
             "settembre", "septembrie", "zari", "septembra", "szeptember", "szept", "syyskuu", "syyskuuta", "eylul"],
            ["october", "oktober", "octubre", "outubro", "pazdziernik", "pazdziernika", "octobre", "oct", "okt", "out", "paz",
             "ottobre", "ott", "octombrie", "rijen", "rijna", "oktobra", "lokakuu", "lokakuuta", "ekim"],
            ["november", "noviembre", "novembro", "listopad", "listopada", "novembre", "nov", "lis", "noiembrie", "listopadu", "novembra",
             "marraskuu", "marraskuuta", "kasim"],
            ["december", "dezember", "diciembre", "dezembro", "grudzien", "grudnia", "decembre", "dec", "dez", "dic", "gru",
             "dicembre", "desember", "decembrie", "prosinec", "prosince", "decembra", "joulukuu", "joulukuuta", "aralik"],
        ]
        var map: [String: Int] = [:]
        for (index, words) in names.enumerated() { for word in words { map[word] = index + 1 } }
        return map
    }()

    /// Weekday names and abbreviations, 0 = Monday ... 6 = Sunday, in the eight languages, Finnish,
    /// Hungarian and Turkish in full only (Finnish "ti", "ke", "pe", "la", "su" and Hungarian "K",
    /// "Sze" are other languages' words),
    /// Swedish, Danish and Norwegian ("lör", "lørdag" fold to "lor", "lordag") and Romanian in full
    /// (its two-letter "ma", "mi", "sa" are other languages' days), Czech and Slovak in full (their
    /// "so" is German Sunday, "st" a street, "ne" a word); "mar" is left out: it is March too.
    /// A weekday of two words: Vietnamese numbers the days after "thứ" ("thứ Sáu" Friday, "Thứ Năm"
    /// Thursday) and writes Sunday "Chủ nhật". Only the pair is a weekday: the number words alone
    /// are other words ("ba", "nam", "bay"), and "thứ" alone folds to English "Thu".
    static func twoWordWeekday(_ first: String, _ second: String) -> Int? {
        if first == "thu" { return vietnameseDayNumbers[second] }
        return first == "chu" && second == "nhat" ? 6 : nil
    }

    static let vietnameseDayNumbers: [String: Int] = ["hai": 0, "ba": 1, "tu": 2, "nam": 3, "sau": 4, "bay": 5]

    static let weekdays: [String: Int] = {
        let names: [[String]] = [
            ["monday", "mon", "montag", "mo", "lunes", "lun", "segunda", "seg", "poniedzialek", "pon", "pn", "lundi",
             "lunedi", "maandag", "ma", "mandag", "man", "luni", "pondeli", "pondelok",
             "maanantai", "hetfo", "pazartesi"],
            ["tuesday", "tue", "tues", "dienstag", "di", "martes", "terca", "ter", "wtorek", "wt", "mardi", "martedi",
             "dinsdag", "tisdag", "tis", "tirsdag", "tir", "tirs", "marti", "utery", "utorok",
             "tiistai", "kedd", "sali"],
            ["wednesday", "wed", "mittwoch", "mi", "miercoles", "mie", "quarta", "qua", "sroda", "sr", "mercredi", "mer",
             "mercoledi", "woensdag", "wo", "onsdag", "ons", "miercuri", "streda",
             "keskiviikko", "szerda", "carsamba"],
            ["thursday", "thu", "thur", "thurs", "donnerstag", "do", "jueves", "jue", "quinta", "qui", "czwartek", "czw", "jeudi", "jeu",
             "giovedi", "gio", "donderdag", "torsdag", "tor", "tors", "joi", "ctvrtek", "stvrtok",
             "torstai", "csutortok", "persembe"],
            ["friday", "fri", "freitag", "fr", "viernes", "vie", "sexta", "sex", "piatek", "pt", "vendredi", "ven", "venerdi",
             "vrijdag", "vr", "fredag", "fre", "vineri", "patek", "piatok",
             "perjantai", "pentek", "cuma"],
            ["saturday", "sat", "samstag", "sa", "sabado", "sab", "sobota", "sob", "samedi", "sam", "sabato", "zaterdag", "za", "lordag", "lor", "sambata",
             "lauantai", "szombat", "cumartesi"],
            ["sunday", "sun", "sonntag", "so", "domingo", "dom", "niedziela", "nd", "niedz", "dimanche", "dim", "domenica",
             "zondag", "zo", "sondag", "son", "duminica", "nedele", "nedela",
             "sunnuntai", "vasarnap", "pazar"],
        ]
        var map: [String: Int] = [:]
        for (index, words) in names.enumerated() { for word in words { map[word] = index } }
        // Portuguese writes Monday to Friday in full with "-feira" ("quarta-feira"), which the
        // letters of a word join into one ("quartafeira").
        for (index, day) in ["segunda", "terca", "quarta", "quinta", "sexta"].enumerated() { map[day + "feira"] = index }
        return map
    }()
}
