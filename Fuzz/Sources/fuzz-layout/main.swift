// The layout parser fed random positioned lines: the input bytes choose each line's box and its
// text, from the words an itinerary page holds (labels, times, route lines, stop names, noise)
// or raw bytes, so the parser meets pages near real ones and far from them.
import FuzzSupport
import TripShotParser
import TripShotPageText
import Glibc

nonisolated(unsafe) let vocabulary = [
    "Depart:", "Arrive:", "18:25", "6:25 p.m.", "12:00 AM", "25:10", "MI - Milton GO", "21C - Union Station",
    "Show 3 Stops in Between", "Show 1 Stop in Between", "Transfer", "Walk to the bus loop", "Union Station",
    "Erindale GO &", "Bus", "Your Trip", "Mon, Mar 17, 2025", "1 h 8 min", "68 min", "O", "å", "5", "@", "",
    " ", "-", ":", "Depart", "Arrive", "Square One",
]

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    var bytes = input(data, count)[...]
    func take() -> Int { bytes.popFirst().map(Int.init) ?? 0 }
    let width = 64 + take() * 8, height = 64 + take() * 16
    var lines: [PageText.Line] = []
    while !bytes.isEmpty && lines.count < 64 {
        // Coordinates may fall outside the page or be degenerate: the parser must cope.
        let box = Box(x: take() * 8 - 64, y: take() * 16 - 64, width: take() * 4, height: take() / 4)
        let choice = take()
        var text: String
        if choice < 200 {
            text = vocabulary[choice % vocabulary.count]
            if choice % 3 == 0 { text += " " + vocabulary[take() % vocabulary.count] }
        } else {
            let length = min(choice - 200, bytes.count)
            text = String(decoding: bytes.prefix(length), as: UTF8.self)
            bytes = bytes.dropFirst(length)
        }
        lines.append(PageText.Line(text: text, box: box, confidence: Double(take() % 101)))
    }
    let page = PageText(width: width, height: height, lines: lines)
    if let itinerary = try? ItineraryParser.parse(page) {
        _ = itinerary
    }
    return 0
}

exit(fuzzMain(testOneInput))
