import Foundation

/// Where the map's raster tiles come from: `tripshot import --tiles TEMPLATE` (and `tripshot serve`,
/// which takes the same three options). A URL template with `{z}`, `{x}`, `{y}`, optionally `{s}`
/// (one of `subdomains`, spreading requests over hosts) and `{r}` (`@2x` on high-density screens),
/// and the attribution the provider asks to be shown in the map's corner.
public struct TileSource: Hashable, Sendable, Encodable {
    /// The URL template, e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png`.
    public var template: String
    /// The hosts `{s}` stands for, spread over by tile; empty without `{s}`.
    public var subdomains: [String]
    /// The provider's credit shown in the map's corner; nil when none was given.
    public var attribution: String?
    /// The deepest zoom asked of the server; closer views scale its tiles up. 19 is the deepest
    /// zoom of OpenStreetMap's standard layer and of most raster providers.
    public var maxZoom: Int = 19

    /// A template, its subdomains and attribution that do not make a usable tile source.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// What is wrong, naming the option: "--tiles template 'x' has no {z}".
        public var message: String
        /// The message.
        public var description: String { message }
    }

    /// Checks the template: an http(s) URL with `{z}`, `{x}` and `{y}`, no placeholder but those,
    /// `{s}` and `{r}`, and subdomains exactly when it has `{s}`. `subdomains` is a list of
    /// single-character names ("abc") or, with commas, longer ones ("t0,t1,t2").
    public init(template: String, subdomains: String? = nil, attribution: String? = nil) throws(Problem) {
        guard template.hasPrefix("http://") || template.hasPrefix("https://") else {
            throw Problem(message: "--tiles wants an http:// or https:// URL template, not '\(template)'")
        }
        let placeholders = Self.placeholders(in: template)
        for needed in ["z", "x", "y"] where !placeholders.contains(needed) {
            throw Problem(message: "--tiles template '\(template)' has no {\(needed)}")
        }
        if let unknown = placeholders.first(where: { !["z", "x", "y", "s", "r"].contains($0) }) {
            throw Problem(message: "--tiles template has an unknown placeholder {\(unknown)} (known: {z} {x} {y} {s} {r})")
        }
        let names: [String] =
            subdomains.map { $0.contains(",") ? $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) : $0.map(String.init) } ?? []
        if placeholders.contains("s") {
            guard !names.isEmpty else { throw Problem(message: "--tiles template has {s} but no --tiles-subdomains was given") }
            guard names.allSatisfy({ !$0.isEmpty && !$0.contains("/") && !$0.contains(" ") }) else {
                throw Problem(message: "--tiles-subdomains '\(subdomains ?? "")' has an empty or malformed name")
            }
        } else if subdomains != nil {
            throw Problem(message: "--tiles-subdomains given but the --tiles template has no {s}")
        }
        self.template = template
        self.subdomains = names
        let text = attribution?.trimmingCharacters(in: .whitespaces)
        self.attribution = text?.isEmpty == false ? text : nil
    }

    /// The three command-line options together: nil without `--tiles`; subdomains or an
    /// attribution without a template is a mistake, not something to ignore.
    public static func options(template: String?, subdomains: String?, attribution: String?) throws(Problem) -> TileSource? {
        guard let template else {
            if subdomains != nil || attribution != nil {
                throw Problem(message: "--tiles-subdomains and --tiles-attribution need --tiles TEMPLATE")
            }
            return nil
        }
        return try TileSource(template: template, subdomains: subdomains, attribution: attribution)
    }

    /// The URL of `tile`, as the page builds it: the subdomain by (x + y) modulo their number, so
    /// neighbouring tiles go to different hosts.
    func url(for tile: WebMercator.Tile, highDensity: Bool = false) -> String {
        var url = template
        url = url.replacingOccurrences(of: "{z}", with: String(tile.z))
        url = url.replacingOccurrences(of: "{x}", with: String(tile.x))
        url = url.replacingOccurrences(of: "{y}", with: String(tile.y))
        url = url.replacingOccurrences(of: "{r}", with: highDensity ? "@2x" : "")
        if !subdomains.isEmpty {
            url = url.replacingOccurrences(of: "{s}", with: subdomains[abs(tile.x + tile.y) % subdomains.count])
        }
        return url
    }

    static func placeholders(in template: String) -> [String] {
        var found: [String] = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            found.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return found
    }
}
