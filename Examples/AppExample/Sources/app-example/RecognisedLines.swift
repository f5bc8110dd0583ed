import TripShotPageText

/// The lines of the GO example screenshot (`Tests/Fixtures/screens/go/go_example_mi_21__A_phone3x_light.png`)
/// as an app receives them from its text recogniser: each line's text, its box in image pixels
/// (top-left origin) and a 0-100 confidence. Vision gives normalised boxes with the origin at the
/// bottom left and confidences 0-1: scale them to pixels, flip y and multiply by 100. Word boxes are
/// optional; without them the parser estimates where each word sits. Recognisers misread (the
/// station icons here became "&", "Åå"): the parser expects that.
enum RecognisedLines {
    static let goExample = PageText(
        width: 1170, height: 2619,
        lines: [
            line("6:12", x: 105, y: 50, width: 98, height: 38, confidence: 90.8),
            line("all S @", x: 870, y: 54, width: 198, height: 36, confidence: 3.7),
            line("< Back to trip results", x: 50, y: 334, width: 357, height: 39, confidence: 82.4),
            line("Your Trip", x: 84, y: 477, width: 291, height: 68, confidence: 91.9),
            line("Monday, March 17, 2025", x: 88, y: 576, width: 463, height: 42, confidence: 90.9),
            line("Duration: 1 h 8 min", x: 88, y: 640, width: 356, height: 34, confidence: 76.6),
            line("Transfers: 1", x: 85, y: 704, width: 217, height: 34, confidence: 91.7),
            line("Union Station to Square One", x: 87, y: 776, width: 574, height: 43, confidence: 92.0),
            line("Union Station &", x: 87, y: 907, width: 364, height: 47, confidence: 67.7),
            line("Depart:", x: 821, y: 910, width: 137, height: 40, confidence: 92.2),
            line("18:25", x: 823, y: 972, width: 129, height: 38, confidence: 92.5),
            line("MI - Milton GO", x: 87, y: 1094, width: 308, height: 37, confidence: 91.2),
            line("Show 3 Stops in Between", x: 86, y: 1169, width: 480, height: 42, confidence: 92.1),
            line("Erindale GO &", x: 87, y: 1282, width: 324, height: 47, confidence: 81.7),
            line("Arrive:", x: 819, y: 1283, width: 126, height: 33, confidence: 91.4),
            line("18:59", x: 823, y: 1346, width: 129, height: 38, confidence: 91.4),
            line("ĝ Transfer", x: 96, y: 1466, width: 227, height: 43, confidence: 35.2),
            line("Walk to the bus loop", x: 85, y: 1523, width: 344, height: 45, confidence: 91.7),
            line("Erindale GO", x: 87, y: 1635, width: 261, height: 38, confidence: 89.0),
            line("Åå", x: 468, y: 1633, width: 37, height: 47, confidence: 12.9),
            line("Depart:", x: 821, y: 1635, width: 137, height: 40, confidence: 92.2),
            line("Bus", x: 87, y: 1705, width: 81, height: 37, confidence: 92.4),
            line("19:20", x: 823, y: 1697, width: 129, height: 38, confidence: 92.1),
            line("21 - Union Station", x: 86, y: 1825, width: 385, height: 37, confidence: 91.8),
            line("Square One å", x: 86, y: 1941, width: 322, height: 51, confidence: 60.7),
            line("Arrive:", x: 819, y: 1943, width: 126, height: 33, confidence: 91.4),
            line("19:33", x: 823, y: 2006, width: 129, height: 39, confidence: 92.8),
            line("OOOO", x: 400, y: 2445, width: 39, height: 9, confidence: 0),
            line("AA", x: 91, y: 2457, width: 59, height: 33, confidence: 91.4),
            line("= gotransit.com", x: 400, y: 2455, width: 371, height: 47, confidence: 68.3),
        ])

    static func line(_ text: String, x: Int, y: Int, width: Int, height: Int, confidence: Double) -> PageText.Line {
        PageText.Line(text: text, box: Box(x: x, y: y, width: width, height: height), confidence: confidence)
    }
}
