import TestSupport
import Testing
import TripShotPageEvidence
import TripShotParser

/// The ride seed 141 lost (unseen, 65 of 66): c141_cdmx_steps_de_004, "3. Ankunft Anillo Periférico
/// Canal de Garay -" over "Price Shoes um 06:14", a stop named for a shop: its "Price" labelled the
/// time a fare, so the ride had no alighting time.
@Suite struct UnseenSeed141Tests {
    func times(_ text: String) -> [ClockTime] { PageEvidence(TestPage([[(text, 40)]]).page).times.map(\.time) }

    /// A fare's word before a number makes it a price only when it is written as one: no price has
    /// a colon.
    @Test func aTimeWithItsColonIsNoPrice() {
        #expect(times("Price Shoes um 06:14") == [ClockTime(hour: 6, minute: 14)])
        #expect(times("Tarifa 6:00") == [ClockTime(hour: 6, minute: 0)])
        #expect(times("Price Shoes um 06.14").isEmpty)
        #expect(times("Tarifa 6.00").isEmpty)
    }
}
