import FeedImporter
import Foundation
import TripShot
import TripShotRender

/// The `GET /` page: a place to paste, drop or pick a screenshot, and the trip shown below it
/// with the same card, map and GO mode as `import --html` (the fragment comes from the server's
/// `TripMapHTML`; no second copy of them in JavaScript). Everything is inline: nothing is fetched
/// from elsewhere. The page's CSP lets only these inline scripts run, by their hashes
/// (`scriptHashes`): a script that got into the page any other way would not.
enum ServePage {
    static let script = String(decoding: PackageResources.serve_page_js, as: UTF8.self)
    /// The live section's refreshes (`serve --realtime`) and the vehicle on the map.
    static let liveScript = String(decoding: PackageResources.serve_live_js, as: UTF8.self)
    /// The serve page's own script: the live part, then the page's (two files, one inline script).
    static let pageScript = liveScript + "\n" + script
    /// The page's inline scripts, as they appear between `<script>` and `</script>`.
    static let inlineScripts = [PageAssets.tileScript, PageAssets.tripScript, pageScript]
    /// Their CSP sources: `'sha256-BASE64'` of each script's UTF-8 text.
    static let scriptHashes: [String] = inlineScripts.map { text in
        var digest = SHA256()
        Array(text.utf8).withUnsafeBytes { digest.update($0) }
        return "'sha256-" + Data(digest.finalize()).base64EncodedString() + "'"
    }
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
            \(TripMapHTML.scripts)
            <script>\(pageScript)</script>
            """
        return TripMapHTML.document(title: "tripshot", style: TripMapHTML.style + "\n" + PageAssets.liveStyle + "\n" + style, body: body)
    }
}
