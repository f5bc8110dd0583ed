// tripshot's tile basemap: raster tiles in Web Mercator under the routes of the trip page.
//
// Only when the page data names a tile source (`tripshot import --tiles TEMPLATE`); otherwise
// `attach` returns null and the page fetches nothing. The map's frame is Web Mercator scaled
// (D.mercator: world pixel at zoom 0 = center + (frame - size / 2) / scale), so a tile is an SVG
// <image> placed in frame pixels under the route layers, and the camera (the viewBox) moves the
// tiles with everything else. For each view the zoom whose tiles are drawn nearest their own size
// on screen is chosen; tiles of other zooms stay underneath until the new ones have loaded, so a
// zoom never flashes blank. A tile that fails is removed (the plain background shows, never a
// broken-image icon) and not asked for again.
//
// `tripshot.tiles.attach(svg, D)` returns { show(view), preload(target, flight, ms), stop(), state }.
(() => {
  "use strict";

  const TILE = 256;
  const SVGNS = "http://www.w3.org/2000/svg";
  // Elements kept at most; beyond it the tiles of the zooms farthest from the current one go first.
  const MAX_ELEMENTS = 400;

  function attach(svg, D) {
    const source = D.tiles;
    if (!source || !D.mercator) return null;
    const M = D.mercator;
    const maxZoom = source.maxZoom ?? 19;
    const layer = document.createElementNS(SVGNS, "g");
    layer.setAttribute("class", "tiles");
    layer.setAttribute("aria-hidden", "true");
    svg.insertBefore(layer, svg.firstChild);
    const credit = source.attribution ? document.createElement("div") : null;
    if (credit) {
      credit.className = "tile-attribution";
      credit.textContent = source.attribution;
      svg.after(credit);
    }
    svg.classList.add("has-tiles");

    const groups = new Map(); // zoom -> <g>
    const tiles = new Map(); // key -> { el, z, x, y, loaded }
    const failed = new Set(); // urls that failed: never asked again
    let held = []; // preloaded Image objects, kept referenced so the browser keeps them decoded
    let lastView = null;
    let started = document.readyState === "complete";
    // `underlay`: the lowest zoom of the views a GO move flies through; its tiles, preloaded for
    // the whole flight, are drawn under every frame, so a zoom whose own tiles are still on their
    // way is never blank.
    // `flight`: the zoom and view a GO move ends on, while it flies. Meanwhile only that zoom and
    // the underlay's are drawn: asking for every zoom passed on the way would queue dozens of
    // tiles nobody sees in front of the ones that matter.
    const state = { zoom: null, underlay: null, flight: null, requested: [], failed, tiles };

    const density = () => (window.devicePixelRatio > 1.5 ? "@2x" : "");

    function tileURL(z, x, y) {
      const n = 2 ** z;
      const wx = ((x % n) + n) % n; // the world repeats east-west
      const subs = source.subdomains ?? [];
      return source.template.replace(/\{([zxysr])\}/g, (_, k) => {
        if (k === "z") return String(z);
        if (k === "x") return String(wx);
        if (k === "y") return String(y);
        if (k === "r") return density();
        return subs.length ? subs[Math.abs(wx + y) % subs.length] : "";
      });
    }

    // The zoom whose tiles show nearest to 256 CSS pixels each in `view`.
    function zoomFor(view) {
      const screenW = svg.getBoundingClientRect().width || D.width;
      const cssPerWorld = screenW / (view[2] / M.scale);
      return Math.min(maxZoom, Math.max(0, Math.round(Math.log2(cssPerWorld))));
    }

    // The tiles covering `view` at zoom z: [x, y] with x unwrapped (east of 180 keeps counting).
    function tilesFor(view, z) {
      const n = 2 ** z;
      const world = (fx, fy) => [M.center[0] + (fx - D.width / 2) / M.scale, M.center[1] + (fy - D.height / 2) / M.scale];
      const [ax, ay] = world(view[0], view[1]);
      const [bx, by] = world(view[0] + view[2], view[1] + view[3]);
      const x0 = Math.floor((ax * n) / TILE), x1 = Math.floor((bx * n) / TILE);
      const y0 = Math.max(0, Math.floor((ay * n) / TILE)), y1 = Math.min(n - 1, Math.floor((by * n) / TILE));
      const out = [];
      for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) out.push([x, y]);
      return out;
    }

    // A tile's box in frame pixels.
    function frameBox(z, x, y) {
      const size = (TILE / 2 ** z) * M.scale;
      return [D.width / 2 + ((x * TILE) / 2 ** z - M.center[0]) * M.scale, D.height / 2 + ((y * TILE) / 2 ** z - M.center[1]) * M.scale, size, size];
    }

    function group(z) {
      let g = groups.get(z);
      if (!g) {
        g = document.createElementNS(SVGNS, "g");
        g.setAttribute("data-z", String(z));
        groups.set(z, g);
        layer.appendChild(g);
      }
      return g;
    }

    function place(z, x, y) {
      const key = `${z}/${x}/${y}`;
      if (tiles.has(key)) return tiles.get(key);
      const href = tileURL(z, x, y);
      if (failed.has(href)) return null;
      const [fx, fy, size] = frameBox(z, x, y);
      const el = document.createElementNS(SVGNS, "image");
      // Half a tile pixel more on the right and bottom: neighbours overlap instead of leaving an
      // anti-aliased hairline between them.
      const over = size / TILE / 2;
      el.setAttribute("x", String(fx));
      el.setAttribute("y", String(fy));
      el.setAttribute("width", String(size + over));
      el.setAttribute("height", String(size + over));
      el.setAttribute("preserveAspectRatio", "none");
      el.setAttribute("data-tile", key);
      const tile = { el, z, x, y, loaded: false };
      el.addEventListener("load", () => {
        tile.loaded = true;
        el.classList.add("loaded");
        prune();
      });
      el.addEventListener("error", () => {
        failed.add(href);
        el.remove();
        tiles.delete(key);
        prune();
      });
      tiles.set(key, tile);
      state.requested.push(href);
      el.setAttribute("href", href);
      group(z).appendChild(el);
      return tile;
    }

    function intersects(tile, view) {
      const [x, y, s] = frameBox(tile.z, tile.x, tile.y);
      return x < view[0] + view[2] && view[0] < x + s && y < view[1] + view[3] && view[1] < y + s;
    }

    // Tiles of other zooms go once every tile the current view needs has loaded (or failed);
    // tiles out of sight go at once.
    function prune() {
      if (!lastView) return;
      const z = state.zoom;
      const needed = tilesFor(lastView, z).map(([x, y]) => `${z}/${x}/${y}`);
      const settled = needed.every((k) => !tiles.has(k) || tiles.get(k).loaded);
      for (const [key, tile] of tiles) {
        if (!intersects(tile, lastView) || (tile.z !== z && tile.z !== state.underlay && settled)) {
          tile.el.remove();
          tiles.delete(key);
        }
      }
      if (tiles.size > MAX_ELEMENTS) {
        const far = [...tiles.entries()].filter(([, t]) => t.z !== z && t.z !== state.underlay).sort((a, b) => Math.abs(b[1].z - z) - Math.abs(a[1].z - z));
        for (const [key, tile] of far.slice(0, tiles.size - MAX_ELEMENTS)) {
          tile.el.remove();
          tiles.delete(key);
        }
      }
    }

    // Draws the tiles of `view` (the SVG viewBox, frame pixels): called on every camera frame.
    function show(view) {
      lastView = view.slice();
      if (!started) return;
      let z = zoomFor(view);
      const flight = state.flight;
      if (flight && view.every((v, i) => Math.abs(v - flight.view[i]) < 1e-6)) state.flight = null;
      else if (flight && z !== flight.zoom && state.underlay !== null) z = state.underlay;
      if (z !== state.zoom) {
        state.zoom = z;
        layer.appendChild(group(z)); // the current zoom on top of the others
      }
      const under = state.underlay;
      if (under !== null && under < z) {
        for (const [x, y] of tilesFor(view, under)) place(under, x, y);
        layer.appendChild(group(z));
      }
      for (const [x, y] of tilesFor(view, z)) place(z, x, y);
      prune();
    }

    // Fetches, before the camera flies, the tiles of the `target` view at its zoom and those under
    // every view of the `flight` at the lowest zoom it passes (the zoomed-out view in between);
    // resolves when they have all arrived or failed, or after `ms`, whichever is first: a slow
    // server never holds GO mode.
    function preload(target, flight, ms) {
      if (!started) return Promise.resolve();
      held = [];
      const waits = [];
      const under = Math.min(zoomFor(target), ...flight.map(zoomFor));
      state.underlay = under;
      state.flight = { zoom: zoomFor(target), view: target.slice() };
      const wanted = new Map();
      const want = (z, view) => {
        for (const [x, y] of tilesFor(view, z)) wanted.set(`${z}/${x}/${y}`, [z, x, y]);
      };
      want(zoomFor(target), target);
      // Each sampled view grown by a tenth on every side: the frames between two samples stay inside.
      for (const [x, y, w, h] of flight) want(under, [x - w / 10, y - h / 10, w * 1.2, h * 1.2]);
      for (const [key, [z, x, y]] of wanted) {
        const href = tileURL(z, x, y);
        if (failed.has(href) || tiles.get(key)?.loaded) continue;
        const img = new Image();
        waits.push(new Promise((done) => {
          img.onload = done;
          img.onerror = () => {
            failed.add(href);
            done();
          };
        }));
        state.requested.push(href);
        img.src = href;
        held.push(img);
      }
      if (!waits.length) return Promise.resolve();
      return Promise.race([Promise.all(waits), new Promise((done) => setTimeout(done, ms))]);
    }

    const onResize = () => lastView && show(lastView);
    window.addEventListener("resize", onResize);
    // Tiles start after the page's load event, so a slow tile server never holds it.
    const onLoad = () => {
      started = true;
      if (lastView) show(lastView);
    };
    if (!started) window.addEventListener("load", onLoad, { once: true });

    return {
      show,
      preload,
      state,
      stop() {
        window.removeEventListener("resize", onResize);
        window.removeEventListener("load", onLoad);
        layer.remove();
        credit?.remove();
        svg.classList.remove("has-tiles");
        held = [];
      },
    };
  }

  const tripshot = (window.tripshot ??= {});
  tripshot.tiles = { attach };
})();
