// The live part of the tripshot serve page (`serve --realtime`). A trip's fragment carries a
// `.live-slot` with the trip's id (held by the server, see LiveTrips.swift) and the refresh
// interval; `tripshotLive.start(root)` asks GET /api/live?trip=ID at once and then every
// `data-refresh` seconds, replaces the live section with the server's (predictions, delays,
// cancellations, connections, alerts, and each failing source's message) and draws each ride's
// vehicle on the map, where GO mode's camera passes it too. A failed poll keeps the trip and says
// that live data is unavailable; polling goes on. `stop()` ends it (the page shows another trip).
// `window.tripshotLive` is the hook for tools/browser-check: `polls`, `last` (the last answer).
(() => {
  "use strict";

  const SVG = "http://www.w3.org/2000/svg";
  const hook = (window.tripshotLive = { polls: 0, failures: 0, last: null, start });

  // Web Mercator world pixels at zoom 0 (256 px), as WebMercator.swift makes them.
  function world(lon, lat) {
    const phi = (Math.max(-85.05112878, Math.min(85.05112878, lat)) * Math.PI) / 180;
    return [((lon + 180) / 360) * 256, ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * 256];
  }

  function start(root) {
    const slot = root.querySelector(".live-slot");
    if (!slot || slot.dataset.realtime !== "true") return { stop() {} };
    const box = slot.querySelector(".live-box");
    const id = slot.dataset.live;
    const every = Math.max(5, Number(slot.dataset.refresh) || 30) * 1000;
    const svg = root.querySelector("#map");
    const data = JSON.parse(root.querySelector("#trip-data")?.textContent || "{}");
    let timer = null;
    let stopped = false;

    // Frame pixels of the map: frame = (world - center) * scale + size / 2 (HTMLPageData.Mercator).
    function frame(lon, lat) {
      const [x, y] = world(lon, lat);
      const m = data.mercator;
      return [(x - m.center[0]) * m.scale + data.width / 2, (y - m.center[1]) * m.scale + data.height / 2];
    }

    function drawVehicles(vehicles) {
      if (!svg || !data.mercator) return;
      svg.querySelectorAll(".vehicle").forEach((node) => node.remove());
      for (const vehicle of vehicles) {
        const [x, y] = frame(vehicle.lon, vehicle.lat);
        const mark = document.createElementNS(SVG, "g");
        mark.setAttribute("class", "vehicle");
        mark.setAttribute("data-ride", String(vehicle.ride));
        mark.setAttribute("transform", `translate(${x.toFixed(1)} ${y.toFixed(1)})`);
        const dot = document.createElementNS(SVG, "circle");
        dot.setAttribute("r", "9");
        const title = document.createElementNS(SVG, "title");
        title.textContent = vehicle.label;
        dot.appendChild(title);
        mark.appendChild(dot);
        svg.appendChild(mark);
      }
    }

    async function poll() {
      if (stopped) return;
      hook.polls++;
      try {
        const answer = await fetch(`/api/live?trip=${encodeURIComponent(id)}`, { cache: "no-store" });
        const body = await answer.json();
        if (stopped) return;
        if (!answer.ok) throw new Error(body.error?.message || `the server answered ${answer.status}`);
        hook.last = body;
        box.innerHTML = body.html;
        drawVehicles(body.vehicles || []);
      } catch (error) {
        if (stopped) return;
        hook.failures++;
        box.innerHTML = "";
        const note = document.createElement("p");
        note.className = "unavailable";
        note.textContent = `Live data unavailable (${error.message}): the trip shown is the schedule.`;
        box.appendChild(note);
      }
      if (!stopped) timer = setTimeout(poll, every);
    }

    poll();
    return {
      stop() {
        stopped = true;
        clearTimeout(timer);
      },
    };
  }
})();
