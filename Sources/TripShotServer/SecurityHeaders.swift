import TripShotRender

/// The header fields every answer carries, for the browser's side: the page runs only its own
/// inline scripts (by their hashes: no other inline script, nothing from elsewhere), fetches only
/// from this server (and the tile hosts of `--tiles`), is never framed by another page, and no
/// answer is sniffed as another type.
enum SecurityHeaders {
    static func all(tiles: TileSource?) -> [(String, String)] {
        [
            ("Content-Security-Policy", policy(tiles: tiles)),
            ("X-Content-Type-Options", "nosniff"),
            // frame-ancestors for the browsers that predate it.
            ("X-Frame-Options", "DENY"),
        ]
    }

    /// Styles stay inline: the map's marks are placed with style attributes.
    static func policy(tiles: TileSource?) -> String {
        let tileHosts = tiles.map(tileOrigins) ?? []
        return [
            "default-src 'none'", (["script-src"] + ServePage.scriptHashes).joined(separator: " "), "style-src 'self' 'unsafe-inline'",
            (["img-src 'self' data:"] + tileHosts).joined(separator: " "), "connect-src 'self'", "base-uri 'none'",
            "form-action 'self'", "frame-ancestors 'none'",
        ].joined(separator: "; ")
    }

    /// "https://{s}.tile.example/{z}/{x}/{y}.png" with subdomains a, b -> the two hosts' origins.
    static func tileOrigins(_ tiles: TileSource) -> [String] {
        guard let schemeEnd = tiles.template.range(of: "://") else { return [] }
        let afterScheme = tiles.template[schemeEnd.upperBound...]
        let origin = String(tiles.template[..<(afterScheme.firstIndex(of: "/") ?? tiles.template.endIndex)])
        guard origin.contains("{s}") else { return [origin] }
        return tiles.subdomains.map { origin.replacingOccurrences(of: "{s}", with: $0) }
    }
}
