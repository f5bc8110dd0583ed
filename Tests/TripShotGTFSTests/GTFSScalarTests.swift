import Testing
import TripShotGTFS

private func parse<T>(_ text: String, _ parser: (UnsafeBufferPointer<UInt8>) -> T) -> T {
    var copy = text
    return copy.withUTF8 { parser(GTFSScalar.trimmed($0)) }
}

@Suite struct GTFSScalarTests {
    @Test(arguments: [
        ("08:00:00", 28800), ("5:40:00", 20400), ("25:10:00", 90600), ("86:52:00", 312720),
        (" 07:33:00 ", 27180), ("00:00:00", 0), ("100:00:01", 360001),
    ])
    func timesAreSecondsWithNoCap(text: String, seconds: Int) {
        #expect(parse(text, GTFSScalar.time) == seconds)
    }

    @Test(arguments: ["25:7", "12:60:00", "12:00:60", "12:00", "ab:cd:ef", "12-00-00", "", "1:2:3"])
    func malformedTimesAreRejected(text: String) {
        #expect(parse(text, GTFSScalar.time) == nil)
    }

    /// "06:45" has one reading; "25:7", "0645" and a full time with seconds are not this form.
    @Test func timesWithoutSecondsAreTheirMinute() {
        #expect(parse("06:45", GTFSScalar.timeWithoutSeconds) == 24300)
        #expect(parse("6:45", GTFSScalar.timeWithoutSeconds) == 24300)
        #expect(parse("25:10", GTFSScalar.timeWithoutSeconds) == 90600)
        #expect(parse("00:00", GTFSScalar.timeWithoutSeconds) == 0)
        #expect(parse("06:59", GTFSScalar.timeWithoutSeconds) == 25140)
        #expect(parse("06:60", GTFSScalar.timeWithoutSeconds) == nil)
        #expect(parse("25:7", GTFSScalar.timeWithoutSeconds) == nil)
        #expect(parse("0645", GTFSScalar.timeWithoutSeconds) == nil)
        #expect(parse(":45", GTFSScalar.timeWithoutSeconds) == nil)
        #expect(parse("06:45:00", GTFSScalar.timeWithoutSeconds) == nil)
        #expect(parse("6h45", GTFSScalar.timeWithoutSeconds) == nil)
    }

    /// "19:70:00" is a clock's shape with no time in it; 59 is still a minute, and what is not a
    /// clock's shape ("25:7", "ab:cd") is not this case either (it stays the located error).
    @Test func clocksPastSixtyAreTold() {
        for text in ["19:70:00", "26:65:00", "04:80", "12:00:60", "5:60:00"] {
            #expect(parse(text, GTFSScalar.isClockPastSixty), "\(text)")
        }
        for text in ["19:59:00", "04:59", "25:7", "25:70:0", "ab:cd:ef", "1970", ":70:00", "12:70:00:00", ""] {
            #expect(!parse(text, GTFSScalar.isClockPastSixty), "\(text)")
        }
    }

    @Test func datesAreEightDigitsWithValidMonthAndDay() {
        #expect(parse("20250317", GTFSScalar.date) == 20250317)
        #expect(parse("2025-03-17", GTFSScalar.date) == nil)
        #expect(parse("20251317", GTFSScalar.date) == nil)
        #expect(parse("20250300", GTFSScalar.date) == nil)
    }

    @Test func integersAndNumbers() {
        #expect(parse("-12", GTFSScalar.integer) == -12)
        #expect(parse("3", GTFSScalar.integer) == 3)
        #expect(parse("1.0", GTFSScalar.integer) == nil)
        #expect(parse("-79.38032123", GTFSScalar.isNumber))
        #expect(parse(".5", GTFSScalar.isNumber))
        #expect(parse("1e-3", GTFSScalar.isNumber))
        #expect(!parse("43,6", GTFSScalar.isNumber))
        #expect(!parse("-", GTFSScalar.isNumber))
        #expect(!parse("1e", GTFSScalar.isNumber))
    }

    @Test func errorMessagesAreLocatedLikeACompiler() {
        let error = FeedError(
            .invalidValue(column: "arrival_time", value: "25:7", expected: GTFSScalar.expectation(for: .time)),
            at: SourceLocation(file: "stop_times.txt", line: 1042))
        #expect(error.description == "stop_times.txt:1042: arrival_time \"25:7\" is not a time (HH:MM:SS)")
    }
}
