import CTripShotTesseract
import Foundation
import TripShotPageText

/// One initialised `TessBaseAPI`. Loading the language model is the slow part, so a
/// `TextRecognizer` makes one of these and reuses it for every image.
final class TesseractEngine {
    let handle: OpaquePointer

    /// What Tesseract is started from.
    enum Model {
        /// `LANGUAGE.traineddata` (each of "A+B") read by Tesseract from `folder`, every part of it.
        case files(folder: String, language: String)
        /// One model's `.traineddata` image already in memory (`TessBaseAPIInit5`), made from the file
        /// at `source`.
        case image([UInt8], language: String, source: String)

        /// The file (or, for several models, the folder) to name when Tesseract refuses the model.
        var source: String {
            switch self {
            case .files(let folder, let language):
                language.contains("+") ? folder : LanguageData.file(for: language, in: folder)
            case .image(_, _, let source): source
            }
        }
    }

    /// Starts Tesseract with `variables` applied at init time: the dictionary switches
    /// (`load_system_dawg`, `load_freq_dawg`) are only honoured there, not by a later SetVariable.
    init(model: Model, variables: [String: String]) throws(OCRError) {
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
                switch model {
                case .files(let folder, let language):
                    return TessBaseAPIInit4(
                        handle, folder, language, OEM_LSTM_ONLY, nil, 0,
                        namePointers.baseAddress, valuePointers.baseAddress, names.count, 0)
                case .image(let bytes, let language, _):
                    return bytes.withUnsafeBufferPointer { buffer in
                        buffer.withMemoryRebound(to: CChar.self) { data in
                            TessBaseAPIInit5(
                                handle, data.baseAddress, Int32(data.count), language, OEM_LSTM_ONLY, nil, 0,
                                namePointers.baseAddress, valuePointers.baseAddress, names.count, 0)
                        }
                    }
                }
            }
        }
        guard status == 0 else {
            TessBaseAPIDelete(handle)
            throw .unusableLanguageData(path: model.source, reason: "Tesseract could not load it")
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
