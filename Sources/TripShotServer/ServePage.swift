import Render
import TripShotPipeline

/// The `GET /` page: a place to paste, drop or pick a screenshot, and the trip shown below it
/// with the same card, map and GO mode as `import --html` (the fragment comes from the server's
/// `TripMapHTML`; no second copy of them in JavaScript). The style is inline, the scripts are
/// this server's `/assets/` (the page's CSP allows no inline script): nothing is fetched from
/// elsewhere.
enum ServePage {
    /// The scripts by path, in the order the page loads them: the tile layer, GO mode, the page's own.
    static let scripts: [(path: String, body: [UInt8])] = [
        ("/assets/trip-tiles.js", Array(PageAssets.tileScript.utf8)),
        ("/assets/trip-page.js", Array(PageAssets.tripScript.utf8)),
        ("/assets/serve-page.js", PackageResources.serve_page_js),
    ]
    static let assets = Dictionary(uniqueKeysWithValues: scripts.map { ($0.path, $0.body) })
    static let style = String(decoding: PackageResources.serve_page_css, as: UTF8.self)

    static func html(feeds: [FeedInfo]) -> String {
        let names = feeds.map { HTMLEscape.text($0.displayName) }.joined(separator: ", ")
        let body = """
            <header class="intake" id="intake">
            <h1>tripshot</h1>
            <p class="hint">Paste a screenshot of a planned trip (Ctrl+V or ⌘V), drop it here, or choose one.</p>
            <form id="shot-form" class="controls">
            <label class="pick">Choose a screenshot<input type="file" id="shot-file" accept="image/*"></label>
            <label class="date">Date <input type="date" id="shot-date"></label>
            </form>
            <p class="feeds muted">Feeds: \(names)</p>
            <p id="status" class="status" role="status" aria-live="polite"></p>
            <div id="problem" class="problem" role="alert" hidden></div>
            </header>
            <div id="trip"></div>
            \(scripts.map { #"<script src="\#($0.path)"></script>"# }.joined(separator: "\n"))
            """
        return TripMapHTML.document(title: "tripshot", style: TripMapHTML.style + "\n" + style, body: body)
    }
}
