/// The page's CSS: card on the left, map on the right (stacked on narrow screens). Markers in the
/// map are placed and scaled by a CSS transform from their `--x`/`--y` and the camera's `--k`.
enum HTMLPageStyle {
    static let css = """
        *{box-sizing:border-box}
        body{margin:0;font-family:"DejaVu Sans",Verdana,Arial,Helvetica,sans-serif;background:#e9e7e2;color:#1b2129}
        .app{display:flex;gap:16px;padding:16px;align-items:flex-start}
        .card{flex:0 0 360px;background:#fff;border-radius:10px;padding:18px 20px;box-shadow:0 1px 4px rgba(0,0,0,.12);font-size:14px}
        .card h1{margin:0 0 6px;font-size:24px}
        .card p{margin:4px 0}
        .muted{color:#69707a;font-weight:400}
        .total b{font-size:18px}
        .route{font-weight:700}
        .badges{display:flex;align-items:center;gap:6px;margin:10px 0;flex-wrap:wrap}
        .badge{display:inline-flex;align-items:center;gap:3px;padding:2px 7px;border-radius:5px;font-weight:700;font-size:13px}
        .walkbadge{display:inline-flex;align-items:center;gap:2px;color:#5b6470;font-size:13px}
        .chev{color:#9aa0a8}
        .glyph{width:15px;height:15px;vertical-align:-2px}
        .verdict{font-size:13px;margin:6px 0}
        .verdict ul{margin:2px 0 0 18px;padding:0}
        .verdict.match{color:#1c7c3c}.verdict.mismatch{color:#a35a00}.verdict.nosuch{color:#b3261e}
        .timeline{list-style:none;margin:12px 0 0;padding:0}
        .leg{border-left:5px solid var(--c,#c5c9cf);margin:0 0 6px 6px;padding:4px 0 4px 12px;border-radius:2px}
        .leg.walk{border-left:5px dotted #8a929c}
        .leg{cursor:pointer}
        .leg.active{background:#f6f4ee}
        .stop{display:flex;gap:10px;align-items:baseline}
        .stop time{font-weight:700;min-width:44px}
        .body{margin:6px 0 6px 54px}
        .leg.walk .body{margin-left:0}
        .line{display:flex;align-items:center;gap:6px;flex-wrap:wrap}
        details summary{cursor:pointer;color:#0b6b3a;text-decoration:underline;font-size:13px;margin-top:4px}
        .between{list-style:none;padding:0;margin:4px 0;font-size:13px}
        .between time{display:inline-block;min-width:44px;color:#69707a}
        .mapbox{flex:1 1 auto;min-width:0;background:#fff;border-radius:10px;box-shadow:0 1px 4px rgba(0,0,0,.12);overflow:hidden}
        #map{display:block;width:100%;height:auto;aspect-ratio:1000/640;background:#f3f1ec;--k:1}
        #map .mk{transform:translate(var(--x),var(--y)) scale(var(--k))}
        #map .labels{transition:opacity .15s}
        #map.moving .labels{opacity:0}
        #map .sd{transition:opacity .25s}
        #map .sd.passed{opacity:.35}
        #go-icon{display:none}
        #map.going #go-icon{display:inline}
        #go-icon .badge-bg{stroke:#fff;stroke-width:2.5}
        .gobar{display:flex;align-items:center;gap:10px;padding:10px 14px;border-top:1px solid #e2e0da}
        .gobar button{font:inherit;font-weight:700;border-radius:8px;border:2px solid #0b6b3a;background:#fff;color:#0b6b3a;
        padding:6px 14px;cursor:pointer}
        .gobar button:disabled{opacity:.35;cursor:default}
        .gobar #go{background:#0b6b3a;color:#fff}
        #go-text{margin:0;font-size:16px;font-weight:700;flex:1}
        #go-count{color:#69707a;font-size:13px}
        .gobar button{white-space:nowrap}
        @media (max-width:900px){.app{flex-direction:column}.card{flex:none;width:100%}.mapbox{width:100%}
        .gobar{flex-wrap:wrap}#go-text{order:3;flex:1 1 100%}#go-count{margin-left:auto}}
        """
}
