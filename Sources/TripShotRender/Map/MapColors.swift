import Foundation
import TripShotGTFS
import TripShotTrip

/// Route colours as CSS, with fallbacks for feeds that leave routes.txt's colours empty.
enum MapColors {
    /// A ride whose route has no colour: a dark slate that reads on white and under white text.
    static let fallbackRoute = "#4a5a78"
    static let walk = "#5b6470"
    static let fallbackContext = "#8a94a3"

    /// "#RRGGBB" from a routes.txt colour, or nil when absent or malformed.
    static func css(_ hex: String?) -> String? { RouteColor(feedText: hex).map { "#" + $0.hex } }

    static func routeColor(_ route: RouteInfo) -> String { css(route.color) ?? fallbackRoute }

    /// Lines and dots lighter than this relative luminance vanish on the map's pale ground.
    static let maximumLineLuminance = 0.45

    /// The route's colour for drawing on the map: the feed's own, darkened (same hue) when it is so
    /// light it would not show on the map's pale background (Amtrak's pale blue, a yellow line).
    /// Badges keep the feed's colour with its text colour.
    static func lineColor(_ route: RouteInfo) -> String { readable(routeColor(route)) }

    static func readable(_ css: String) -> String {
        let l = luminance(css)
        guard l > maximumLineLuminance else { return css }
        let f = maximumLineLuminance / l
        let digits = Array(css.dropFirst())
        var out = "#"
        for i in stride(from: 0, to: 6, by: 2) {
            // Luminance is linear in linear-light channels: scale those, then back to sRGB.
            let linear = toLinear(Double(Int(String(digits[i..<i + 2]), radix: 16) ?? 0) / 255) * f
            let srgb = linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
            let byte = max(0, min(255, Int((srgb * 255).rounded())))
            out += (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
        return out
    }

    static func toLinear(_ v: Double) -> Double { v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }

    /// The feed's text colour, or black/white by the route colour's luminance when it has none.
    static func textColor(_ route: RouteInfo) -> String {
        if let text = css(route.textColor), css(route.color) != nil { return text }
        return luminance(routeColor(route)) > 0.5 ? "#000000" : "#FFFFFF"
    }

    /// Relative luminance (0 black ... 1 white) of "#RRGGBB".
    static func luminance(_ css: String) -> Double {
        let digits = Array(css.dropFirst())
        func channel(_ i: Int) -> Double { toLinear(Double(Int(String(digits[i..<i + 2]), radix: 16) ?? 0) / 255) }
        return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
    }
}
