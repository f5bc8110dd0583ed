import TripShotTrip

/// `tripshot import SHOT --svg FILE`: the map alone as a standalone SVG document, the trip's
/// overview with every layer the HTML page draws except the GO controls.
public enum TripMapSVG {
    /// A standalone SVG map of the trip (no script): every leg in its route colour, walks as dots,
    /// the boarding and alighting stops named; `context` routes drawn faintly behind.
    public static func render(_ trip: ResolvedTrip, context: [ContextRoute] = []) -> String {
        let scene = MapScene(trip: trip, context: context)
        let layers = SVGMapLayers(scene: scene, placement: .fixed)
        let w = SVGNumber.format(MapScene.width), h = SVGNumber.format(MapScene.height)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)">
            <style>\(SVGMapLayers.style)</style>
            <rect width="100%" height="100%" fill="#f3f1ec"/>
            \(layers.context)
            \(layers.rides)
            \(layers.walks)
            \(layers.stops)
            \(layers.labels(for: scene.overview))
            </svg>

            """
    }
}
