import Foundation
import Testing
@testable import TripShotOCR

/// Tesseract's word lists "fix" unusual station names into dictionary words, so they are off. Tesseract
/// honours `load_system_dawg`/`load_freq_dawg` only at init time, and its LSTM recogniser ignores them
/// altogether (it loads the model's `lstm-*-dawg` parts whenever they are there): off, the model is
/// handed to Tesseract without them (`TrainedDataFileTests`).
@Suite struct DictionaryTests {
    @Test func theDictionariesAreOffFromInit() throws {
        let recognizer = try TextRecognizer()
        #expect(recognizer.engine.boolVariable("load_system_dawg") == false)
        #expect(recognizer.engine.boolVariable("load_freq_dawg") == false)
        let withDictionary = try TextRecognizer(correctsWithDictionary: true)
        #expect(withDictionary.engine.boolVariable("load_system_dawg") == true)
        #expect(withDictionary.engine.boolVariable("load_freq_dawg") == true)
    }
}
