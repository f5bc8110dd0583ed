import Foundation
import Resolver

/// Route colours as CSS, with fallbacks for feeds that leave routes.txt's colours empty.
enum MapColors {
    /// A ride whose route has no colour: a dark slate that reads on white and under white text.
    static let fallbackRoute = "#4a5a78"
    static let walk = "#5b6470"
    static let fallbackContext = "#8a94a3"

    /// "#RRGGBB" from routes.txt's six hex digits, or nil when absent or malformed.
    static func css(_ hex: String?) -> String? {
        guard var hex = hex.map({ $0.hasPrefix("#") ? String($0.dropFirst()) : $0 }), hex.count == 6,
            hex.allSatisfy({ $0.isHexDigit })
        else { return nil }
        hex = hex.uppercased()
        return "#" + hex
    }

    static func routeColor(_ route: RouteInfo) -> String { css(route.color) ?? fallbackRoute }

    /// The feed's text colour, or black/white by the route colour's luminance when it has none.
    static func textColor(_ route: RouteInfo) -> String {
        if let text = css(route.textColor), css(route.color) != nil { return text }
        return luminance(routeColor(route)) > 0.5 ? "#000000" : "#FFFFFF"
    }

    /// Relative luminance (0 black ... 1 white) of "#RRGGBB".
    static func luminance(_ css: String) -> Double {
        let digits = Array(css.dropFirst())
        func channel(_ i: Int) -> Double {
            let v = Double(Int(String(digits[i..<i + 2]), radix: 16) ?? 0) / 255
            return v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
    }
}
