import CTripShotTesseract
import TripShotPageText

/// Turns encoded image bytes into a leptonica image, refusing bad input before it costs anything:
/// the format is sniffed from the first bytes and the size read from the header, so a tiny file that
/// claims to be 100000x100000 pixels is rejected without allocating its pixels.
struct ImageDecoder {
    /// Largest image decoded, in pixels (width x height).
    var maximumPixels: Int
    /// Largest decoded size, in bytes: width x height x samples per pixel x bits per sample / 8
    /// (what the decoder's buffer holds before leptonica's 32-bit copy). A phone screenshot in
    /// 8-bit RGBA takes about 15 MB, a 4K desktop one 33 MB; 96 MB leaves room for a long scroll
    /// and refuses a 7000x7000 16-bit RGBA PNG (392 MB) that a pixel count lets through.
    var maximumBytes: Int = ImageDecoder.defaultMaximumBytes
    static let defaultMaximumBytes = 96_000_000
    /// Smallest side, in pixels, that can hold a readable line of text.
    var minimumSide: Int

    func decode(_ bytes: [UInt8]) throws(OCRError) -> LeptonicaImage {
        guard !bytes.isEmpty else { throw .empty }
        LeptonicaMessages.silence()
        let format = Self.format(of: bytes)
        guard format != Int32(IFF_UNKNOWN) else { throw .notAnImage }
        let formatName = Self.name(of: format)

        var width: Int32 = 0, height: Int32 = 0, bitsPerSample: Int32 = 0, samplesPerPixel: Int32 = 0
        var hasColormap: Int32 = 0, headerFormat: Int32 = 0
        let headerStatus = bytes.withUnsafeBufferPointer {
            pixReadHeaderMem(
                $0.baseAddress, $0.count, &headerFormat, &width, &height, &bitsPerSample, &samplesPerPixel,
                &hasColormap)
        }
        guard headerStatus == 0, width > 0, height > 0 else { throw .corrupt(format: formatName) }
        let pixels = Int(width) * Int(height)
        guard pixels <= maximumPixels else {
            throw .tooLarge(width: Int(width), height: Int(height), limit: maximumPixels)
        }
        // A colormapped image decodes through its palette into 32-bit pixels; else its own depth.
        let samples = hasColormap != 0 ? 4 : max(Int(samplesPerPixel), 1)
        let bits = hasColormap != 0 ? 8 : max(Int(bitsPerSample), 1)
        let decodedBytes = pixels * samples * bits / 8
        guard decodedBytes <= maximumBytes else {
            throw .tooManyBytes(width: Int(width), height: Int(height), bytes: decodedBytes, limit: maximumBytes)
        }
        guard width >= minimumSide, height >= minimumSide else {
            throw .tooSmall(width: Int(width), height: Int(height), minimum: minimumSide)
        }

        // libpng prints its own complaint about a cut-off file; a PNG always ends with its IEND chunk.
        if format == Int32(IFF_PNG), !Self.endsWithIEND(bytes) { throw .corrupt(format: formatName) }

        let decoded: UnsafeMutablePointer<PIX>?
        if format == Int32(IFF_JFIF_JPEG) {
            // pixReadMem accepts a cut-off JPEG and pads it with grey; count libjpeg's warnings instead.
            var warnings: Int32 = 0
            decoded = bytes.withUnsafeBufferPointer {
                pixReadMemJpeg($0.baseAddress, $0.count, 0, 1, &warnings, 0)
            }
            if warnings > 0 {
                _ = LeptonicaImage(taking: decoded)
                throw .corrupt(format: formatName)
            }
        } else {
            // A TIFF missing or garbling its later strips decodes partly, the rest left blank; libtiff
            // says so through the error handler that counts per thread (the shim).
            let tiffErrors = tripshot_tiff_errors()
            decoded = bytes.withUnsafeBufferPointer { pixReadMem($0.baseAddress, $0.count) }
            if tripshot_tiff_errors() != tiffErrors {
                _ = LeptonicaImage(taking: decoded)
                throw .corrupt(format: formatName)
            }
        }
        guard let image = LeptonicaImage(taking: decoded) else { throw .corrupt(format: formatName) }
        guard image.width == Int(width), image.height == Int(height) else { throw .corrupt(format: formatName) }
        guard format == Int32(IFF_JFIF_JPEG) else { return image }
        // A phone's photo is stored sideways with an EXIF orientation; leptonica reads it as stored.
        guard let upright = image.upright(orientation: JPEGOrientation.of(bytes)) else { throw .corrupt(format: formatName) }
        return upright
    }

    private static func endsWithIEND(_ bytes: [UInt8]) -> Bool {
        let tail = bytes.suffix(64)
        let iend: [UInt8] = [0x49, 0x45, 0x4E, 0x44]  // "IEND"
        return tail.indices.contains { tail[$0...].starts(with: iend) }
    }

    /// Leptonica's format code for the bytes; it reads up to 12 bytes, so short input is padded.
    private static func format(of bytes: [UInt8]) -> Int32 {
        var head = Array(bytes.prefix(16))
        if head.count < 16 { head += [UInt8](repeating: 0, count: 16 - head.count) }
        var format: Int32 = 0
        let status = head.withUnsafeBufferPointer { findFileFormatBuffer($0.baseAddress, &format) }
        return status == 0 ? format : Int32(IFF_UNKNOWN)
    }

    private static func name(of format: Int32) -> String {
        guard let ext = getFormatExtension(format) else { return "image" }
        let name = String(cString: ext).uppercased()
        return name.isEmpty ? "image" : name
    }
}

/// Leptonica prints its own errors to standard error; the wrapper reports them as `OCRError` instead.
enum LeptonicaMessages {
    static func silence() {
        _ = setMsgSeverity(Int32(L_SEVERITY_NONE))
        _ = tiffHandlersInstalled
    }

    /// Leptonica's stderr lines dropped and libtiff's errors counted (not printed), once per process.
    private static let tiffHandlersInstalled: Bool = tripshot_leptonica_quiet_tiff() != 0
}
