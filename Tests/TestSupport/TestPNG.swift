import Foundation

/// Writes small PNG files for tests of bad input (a 40x40 image, a blank page, a header that claims
/// billions of pixels) without any image library: 8-bit grey, deflate "stored" blocks, real CRCs.
public enum TestPNG {
    /// A grey image whose every pixel is `pixel(x, y)`.
    public static func grey(width: Int, height: Int, pixel: (Int, Int) -> UInt8 = { _, _ in 255 }) -> Data {
        var raw = [UInt8]()
        raw.reserveCapacity((width + 1) * height)
        for y in 0..<height {
            raw.append(0)  // filter: none
            for x in 0..<width { raw.append(pixel(x, y)) }
        }
        return png(width: width, height: height, idat: zlibStored(raw))
    }

    /// A well-formed header for `width` x `height` pixels followed by almost no pixel data: what a
    /// decompression bomb looks like before anyone decodes it.
    public static func headerOnly(width: Int, height: Int) -> Data {
        png(width: width, height: height, idat: zlibStored([0, 255]))
    }

    /// The same with another bit depth and PNG colour type (6: RGBA, 2: RGB, 0: grey).
    public static func headerOnly(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8) -> Data {
        png(width: width, height: height, idat: zlibStored([0, 255]), bitDepth: bitDepth, colorType: colorType)
    }

    private static func png(width: Int, height: Int, idat: [UInt8], bitDepth: UInt8 = 8, colorType: UInt8 = 0) -> Data {
        var data: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [bitDepth, colorType, 0, 0, 0]
        data += chunk("IHDR", header) + chunk("IDAT", idat) + chunk("IEND", [])
        return Data(data)
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    private static func zlibStored(_ raw: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65_535, raw.count - offset)
            let final: UInt8 = offset + length == raw.count ? 1 : 0
            out += [final, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            out += raw[offset..<(offset + length)]
            offset += length
        } while offset < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + bigEndian(b << 16 | a)
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
