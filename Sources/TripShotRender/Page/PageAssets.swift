/// The page's script and style: `Page/trip-page.js` and `Page/trip-page.css` in this module's
/// folder, compiled into the binary by SwiftPM (`.embedInCode`), so one executable still carries
/// everything and no file is read at run time. Shared by `import --html` (TripMapHTML) and the
/// `serve` page.
package enum PageAssets {
    /// GO mode: `tripshot.startTripPage(root)`; a page holding a trip starts it on load.
    package static let tripScript = String(decoding: PackageResources.trip_page_js, as: UTF8.self)
    /// The card, the map and GO mode's bar, desktop and phone width.
    package static let tripStyle = String(decoding: PackageResources.trip_page_css, as: UTF8.self)
    /// The raster tile basemap under the routes (`tripshot.tiles.attach`), used by the trip page
    /// when the page data names a tile source; loaded before `tripScript`.
    package static let tileScript = String(decoding: PackageResources.trip_tiles_js, as: UTF8.self)
    /// The tile layer, its attribution, and names kept legible over it.
    package static let tileStyle = String(decoding: PackageResources.trip_tiles_css, as: UTF8.self)
    /// The live section of `import --html --realtime`: predictions, connections, alerts.
    package static let liveStyle = String(decoding: PackageResources.trip_live_css, as: UTF8.self)
}
