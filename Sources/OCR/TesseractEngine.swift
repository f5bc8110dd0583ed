import CTesseract
import Foundation

/// One initialised `TessBaseAPI`. Loading the language model is the slow part, so a
/// `TextRecognizer` makes one of these and reuses it for every image.
final class TesseractEngine {
    let handle: OpaquePointer

    /// Starts Tesseract with `variables` applied at init time: the dictionary switches
    /// (`load_system_dawg`, `load_freq_dawg`) are only honoured there, not by a later SetVariable.
    init(dataPath: String?, language: String, variables: [String: String]) throws(OCRError) {
        guard let handle = TessBaseAPICreate() else { throw .engineFailed("could not create the engine") }
        let names = variables.keys.sorted()
        var cNames = names.map { strdup($0) }
        var cValues = names.map { strdup(variables[$0]!) }
        defer {
            cNames.forEach { free($0) }
            cValues.forEach { free($0) }
        }
        let status = cNames.withUnsafeMutableBufferPointer { namePointers in
            cValues.withUnsafeMutableBufferPointer { valuePointers in
                TessBaseAPIInit4(
                    handle, dataPath, language, OEM_LSTM_ONLY, nil, 0,
                    namePointers.baseAddress, valuePointers.baseAddress, names.count, 0)
            }
        }
        guard status == 0 else {
            TessBaseAPIDelete(handle)
            throw .missingLanguageData(language: language, directory: dataPath ?? "Tesseract's default tessdata folder")
        }
        self.handle = handle
    }

    deinit {
        TessBaseAPIEnd(handle)
        TessBaseAPIDelete(handle)
    }

    /// Sets a variable after init; false when Tesseract refuses it (init-only variables such as the
    /// dictionary switches).
    @discardableResult
    func set(_ name: String, _ value: String) -> Bool {
        TessBaseAPISetVariable(handle, name, value) != 0
    }

    func boolVariable(_ name: String) -> Bool? {
        var value: Int32 = 0
        guard TessBaseAPIGetBoolVariable(handle, name, &value) != 0 else { return nil }
        return value != 0
    }
}
