import Foundation
import TripShotLive
import TripShotTrip

// The Render module: the resolved trip drawn as a map, a card and GO mode.
//
// Public API (what `tripshot import` calls):
//
//     TripMapHTML.render(trip, context: routes) -> String  // --html FILE: one self-contained page
//     TripMapSVG.render(trip, context: routes) -> String   // --svg FILE: the static map alone
//     GoMode.steps(for: trip) -> [GoStep]                  // board, ride, walk, board, ..., arrive
//     GoMode.terminalText(for: trip) -> String             // --go: the steps, numbered, for a terminal
//
// `routes` are the feed's other routes near the trip (`ContextRoute`), drawn faintly; pass [] for
// none. Which routes and how they are cut is decided here (`MapContext`); the shapes come from the
// feed (`Resolver.routeShapes(crossing:excluding:limit:)`).
//
// How the map works: `MapScene` projects every leg into one pixel frame (`MapProjection`, Web
// Mercator scaled and fitted with a margin); rides are polylines in route colour, walks dots
// every 25 m (`MapWalkDots`), stops dots, names placed by `MapLabelPlacement` so none hides another
// name or marker. The page embeds the scene as inline SVG; GO mode moves a camera over it by the
// viewBox (`Page/trip-page.js`), with every view's camera and label placement computed here
// (`HTMLPageData`), for desktop and for phone-wide maps (markers at double scale). Without a
// `TileSource` nothing is fetched: no tiles, no fonts, no scripts from a network; with one, raster
// tiles are drawn under the routes (`Page/trip-tiles.js`). `tools/checks/browser-check` runs the page in
// headless Chromium.

/// `tripshot import SHOT --html FILE`: the trip as a single self-contained HTML page (inline SVG,
/// CSS and JavaScript): the card, the map, and GO mode. With `tiles`, the page fetches that
/// source's raster tiles for the basemap and names it in the map's corner.
public enum TripMapHTML {
    /// The whole page: card, map and GO mode, with its script and style inline. `context` are
    /// routes drawn faintly behind the trip (see `MapContext`); with `tiles`, the page
    /// fetches that source's raster tiles for the basemap, else nothing is fetched.
    public static func render(_ trip: ResolvedTrip, context: [ContextRoute] = [], tiles: TileSource? = nil) -> String {
        let title = "Trip: \(GoMode.origin(of: trip) ?? "") to \(GoMode.destination(of: trip) ?? "")"
        return document(title: title, style: style, body: "\(fragment(trip, context: context, tiles: tiles))\n\(scripts)")
    }

    /// As `render(trip:context:tiles:)`, with the live section (`--realtime`) after the card; the
    /// page without `live` is the same as before.
    public static func render(_ trip: ResolvedTrip, context: [ContextRoute] = [], tiles: TileSource? = nil, live: LiveReport?) -> String {
        guard let live else { return render(trip, context: context, tiles: tiles) }
        let title = "Trip: \(GoMode.origin(of: trip) ?? "") to \(GoMode.destination(of: trip) ?? "")"
        let body = fragment(trip, context: context, tiles: tiles)
            .replacingOccurrences(of: "<section class=\"mapbox\"", with: LiveHTML.render(live) + "\n<section class=\"mapbox\"")
        return document(title: title, style: style + "\n" + PageAssets.liveStyle, body: "\(body)\n\(scripts)")
    }

    /// A whole page around `body`, with the icons the card and the map use: one document, nothing
    /// fetched from elsewhere.
    package static func document(title: String, style: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLEscape.text(title))</title>
        <style>\(style)</style>
        </head>
        <body>
        \(iconDefinitions)
        \(body)
        </body>
        </html>

        """
    }

    /// The page's style: the card, the map's layers and GO mode's bar.
    package static var style: String { PageAssets.tripStyle + "\n" + PageAssets.tileStyle + "\n" + SVGMapLayers.style }

    /// The page's scripts: the tile layer first, since GO mode attaches it when present.
    package static var scripts: String { "<script>\(PageAssets.tileScript)</script>\n<script>\(PageAssets.tripScript)</script>" }

    /// The icons the card and the map refer to (`<use href="#i-train">`), once per page.
    package static var iconDefinitions: String {
        #"<svg width="0" height="0" style="position:absolute" aria-hidden="true"><defs>"# + SVGIcons.defs + "</defs></svg>"
    }

    /// The trip's own part of a page: the card, the map with GO mode's bar, and the data GO mode
    /// reads. A page that shows one trip after another (`tripshot serve`) inserts it and calls
    /// `tripshot.startTripPage` from `PageAssets.tripScript` (after `PageAssets.tileScript`).
    package static func fragment(_ trip: ResolvedTrip, context: [ContextRoute] = [], tiles: TileSource? = nil) -> String {
        let scene = MapScene(trip: trip, context: context)
        let layers = SVGMapLayers(scene: scene, placement: .camera)
        let data = HTMLPageData(trip: trip, scene: scene, tiles: tiles)
        let w = SVGNumber.format(MapScene.width), h = SVGNumber.format(MapScene.height)
        return """
            <main class="app">
            \(HTMLCard.render(trip))
            <section class="mapbox" aria-label="Map">
            <div class="mapframe">
            <svg id="map" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(w) \(h)" preserveAspectRatio="xMidYMid meet" role="img">
            \(layers.context)
            \(layers.rides)
            \(layers.walks)
            \(layers.stops)
            \(layers.labels(for: scene.overview))
            <g id="go-icon" class="mk" style="--x:0px;--y:0px"><circle class="badge-bg" r="14" fill="#333"/>\
            <use href="#i-train" x="-9.5" y="-9.5" width="19" height="19" color="#fff"/></g>
            </svg>
            </div>
            <div class="gobar">
            <button id="go" type="button">GO</button>
            <button id="go-back" type="button" aria-label="Previous step">‹ Back</button>
            <button id="go-next" type="button" aria-label="Next step">Next ›</button>
            <p id="go-text" aria-live="polite"></p><span id="go-count"></span>
            </div>
            </section>
            </main>
            <script type="application/json" id="trip-data">\(data.json())</script>
            """
    }
}
