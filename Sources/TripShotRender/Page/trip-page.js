// tripshot's trip page: GO mode over the map of one resolved trip.
//
// It only animates what Swift computed (HTMLPageData, in the #trip-data JSON): the camera eases
// between views by rewriting the SVG viewBox frame by frame (requestAnimationFrame), with the zoom
// interpolated on a log scale; the icon moves by its own transform; route lines are never touched.
//
// `tripshot.startTripPage(root)` binds GO mode to the trip inside `root` and returns a handle whose
// `stop()` removes its document-wide listeners, so a page that shows one trip after another (the
// `tripshot serve` page) starts it again for each. A page that already holds a trip starts itself.
// `window.tripshotGo` is the running trip's hook for tools/browser-check.
(() => {
  "use strict";

  const CAMERA_MS = 1600;
  const RIDE_MS = 2600;
  const WALK_MS = 1800;
  const ICON_R = 14;
  // The longest GO mode waits for the next view's map tiles before the camera starts.
  const PRELOAD_MS = 600;

  const ease = (u) => (u < 0.5 ? 4 * u * u * u : 1 - Math.pow(-2 * u + 2, 3) / 2);

  // The camera: the centre moves linearly in eased time; the width moves linearly in log space,
  // with a bump outwards when the two views are far apart, so a long pan zooms out on the way.
  function viewAt(a, b, e, aspect) {
    const ca = [a[0] + a[2] / 2, a[1] + a[3] / 2];
    const cb = [b[0] + b[2] / 2, b[1] + b[3] / 2];
    const la = Math.log(a[2]);
    const lb = Math.log(b[2]);
    const dist = Math.hypot(cb[0] - ca[0], cb[1] - ca[1]);
    const lmid = Math.log(Math.max(dist * 1.2, 1e-9));
    const bump = Math.max(0, lmid - Math.max(la, lb));
    const w = Math.exp(la + (lb - la) * e + bump * 4 * e * (1 - e));
    const h = w * aspect;
    const cx = ca[0] + (cb[0] - ca[0]) * e;
    const cy = ca[1] + (cb[1] - ca[1]) * e;
    return [cx - w / 2, cy - h / 2, w, h];
  }

  // Views the camera passes through from a to b, every twentieth of the way (both ends included):
  // GO mode preloads the map tiles under all of them, the zoomed-out view in between included.
  function flightViews(a, b, aspect) {
    const views = [];
    for (let i = 0; i <= 20; i++) views.push(viewAt(a, b, i / 20, aspect));
    return views;
  }

  function cumulative(path) {
    const c = [0];
    for (let i = 1; i < path.length; i++) {
      c.push(c[i - 1] + Math.hypot(path[i][0] - path[i - 1][0], path[i][1] - path[i - 1][1]));
    }
    return c;
  }

  function pointAt(path, cum, d) {
    if (path.length === 1 || d <= 0) return path[0];
    for (let i = 1; i < path.length; i++) {
      if (cum[i] >= d) {
        const seg = cum[i] - cum[i - 1];
        const t = seg > 0 ? (d - cum[i - 1]) / seg : 0;
        return [
          path[i - 1][0] + (path[i][0] - path[i - 1][0]) * t,
          path[i - 1][1] + (path[i][1] - path[i - 1][1]) * t,
        ];
      }
    }
    return path[path.length - 1];
  }

  function startTripPage(root = document) {
    const D = JSON.parse(root.querySelector("#trip-data").textContent);
    const svg = root.querySelector("#map");
    const icon = root.querySelector("#go-icon");
    const iconUse = icon.querySelector("use");
    const iconBg = icon.querySelector(".badge-bg");
    const text = root.querySelector("#go-text");
    const count = root.querySelector("#go-count");
    const btnGo = root.querySelector("#go");
    const btnBack = root.querySelector("#go-back");
    const btnNext = root.querySelector("#go-next");
    const labels = [...svg.querySelectorAll("[data-label] text")];
    const dots = [...svg.querySelectorAll("[data-stop] circle")];
    const legItems = [...root.querySelectorAll(".leg")];
    const state = { index: -1, view: D.overview.box.slice(), token: 0, busy: false, scale: 0 };
    const hook = {
      steps: D.steps.length, visitedLegs: [], visitedSteps: [], log: [], frames: 0, move: null,
      get index() { return state.index; },
      get busy() { return state.busy; },
      markerScale: () => D.markerScales[state.scale],
    };
    window.tripshotGo = hook;

    // Markers and names keep their size on screen: on a map much narrower than its nominal width
    // (a phone) they are drawn at a larger scale, with the name placement made for it.
    function pickScale() {
      const w = svg.getBoundingClientRect().width || D.width;
      const misfit = (i) => Math.abs(Math.log(D.width / w / D.markerScales[i]));
      let best = 0;
      for (let i = 0; i < D.markerScales.length; i++) if (misfit(i) < misfit(best)) best = i;
      return best;
    }
    state.scale = pickScale();
    // The tile basemap, when the page names a tile source (trip-tiles.js); null otherwise.
    const tiles = window.tripshot?.tiles?.attach(svg, D) ?? null;
    hook.tiles = tiles?.state ?? null;

    function setView(v) {
      state.view = v;
      hook.frames++;
      svg.setAttribute("viewBox", v.join(" "));
      tiles?.show(v);
      svg.style.setProperty("--k", String((v[2] / D.width) * D.markerScales[state.scale]));
    }

    const currentTarget = () => D.steps[state.index]?.view ?? D.overview;

    function applyLabels(all) {
      const placements = all[state.scale];
      labels.forEach((t, i) => {
        const p = placements[i];
        if (!p) {
          t.setAttribute("display", "none");
          return;
        }
        t.removeAttribute("display");
        t.setAttribute("transform", `translate(${p.dx} ${p.dy})`);
        t.setAttribute("text-anchor", p.a);
      });
    }

    function animate(ms, token, onFrame, done) {
      let t0 = null;
      const frame = (now) => {
        if (token !== state.token) return;
        t0 ??= now;
        const u = Math.min(1, (now - t0) / ms);
        onFrame(u);
        if (u < 1) requestAnimationFrame(frame);
        else done();
      };
      requestAnimationFrame(frame);
    }

    function placeIcon(p) {
      icon.style.setProperty("--x", `${p[0]}px`);
      icon.style.setProperty("--y", `${p[1]}px`);
    }

    // A stop dot fades once the icon is within its own radius of it (in frame pixels at the
    // current zoom), so the icon never slides under a dot; passed dots stay faded for the step.
    function fadePassed(step, along) {
      const reach = ((ICON_R * state.view[2]) / D.width) * D.markerScales[state.scale];
      for (const [dot, at] of step.stops) {
        if (along + reach >= at) dots[dot].classList.add("passed");
      }
    }

    const clearFades = () => dots.forEach((d) => d.classList.remove("passed"));

    function highlight(leg) {
      for (const li of legItems) li.classList.toggle("active", String(leg) === li.getAttribute("data-leg"));
    }

    function render() {
      const s = D.steps[state.index];
      text.textContent = s ? s.text : "Press GO to follow the trip step by step.";
      count.textContent = s ? `${state.index + 1} / ${D.steps.length}` : "";
      btnBack.disabled = state.index < 0;
      btnNext.disabled = state.index >= D.steps.length - 1;
      highlight(s ? s.leg : -1);
    }

    function go(index) {
      if (index < -1 || index >= D.steps.length) return;
      const token = ++state.token;
      state.index = index;
      state.busy = true;
      render();
      clearFades();
      const step = D.steps[index];
      const target = step ? step.view : D.overview;
      svg.classList.add("moving");
      if (step) {
        svg.classList.add("going");
        iconUse.setAttribute("href", `#i-${step.icon}`);
        iconBg.setAttribute("fill", step.color);
        placeIcon(step.path[0]);
        fadePassed(step, 0);
      } else {
        svg.classList.remove("going");
      }
      const from = state.view.slice();
      const move = (hook.move = { from, to: target.box, samples: [], asked: Date.now(), started: null });
      const aspect = D.height / D.width;
      const preloaded = tiles ? tiles.preload(target.box, flightViews(from, target.box, aspect), PRELOAD_MS) : Promise.resolve();
      preloaded.then(() => animate(CAMERA_MS, token, (u) => {
        move.started ??= Date.now();
        const v = viewAt(from, target.box, ease(u), aspect);
        move.samples.push([ease(u), v[2]]);
        setView(v);
      }, () => {
        setView(target.box.slice());
        applyLabels(target.labels);
        svg.classList.remove("moving");
        if (!step) {
          state.busy = false;
          return;
        }
        fadePassed(step, 0);
        const finish = () => {
          hook.visitedSteps.push(index);
          if (!hook.visitedLegs.includes(step.leg)) hook.visitedLegs.push(step.leg);
          hook.log.push(`${step.kind} ${step.leg}`);
          state.busy = false;
        };
        if (step.path.length < 2) {
          finish();
          return;
        }
        const cum = cumulative(step.path);
        const total = cum[cum.length - 1];
        animate(step.kind === "walk" ? WALK_MS : RIDE_MS, token, (u) => {
          const d = total * ease(u);
          placeIcon(pointAt(step.path, cum, d));
          fadePassed(step, d);
        }, finish);
      }));
    }

    hook.next = () => go(state.index + 1);
    hook.prev = () => go(state.index - 1);
    hook.start = () => go(0);
    // Any step by index (-1: the whole trip), for a recorder that drives GO mode step by step.
    hook.go = go;

    // Buttons give focus back, so space keeps meaning "next step" instead of pressing them again.
    const button = (b, f) => b.addEventListener("click", () => { b.blur(); f(); });
    button(btnGo, hook.start);
    button(btnNext, hook.next);
    button(btnBack, hook.prev);

    const onKey = (ev) => {
      if (ev.target && /^(INPUT|TEXTAREA|SELECT|SUMMARY)$/.test(ev.target.tagName) && ev.key === " ") return;
      if (ev.key === " " || ev.key === "ArrowRight" || ev.key === "ArrowDown") {
        ev.preventDefault();
        hook.next();
      } else if (ev.key === "ArrowLeft" || ev.key === "ArrowUp") {
        ev.preventDefault();
        hook.prev();
      } else if (ev.key === "Escape" || ev.key === "Home") {
        ev.preventDefault();
        go(-1);
      }
    };
    document.addEventListener("keydown", onKey);

    // A leg in the card jumps to its first step (the stops list inside keeps its own toggle).
    for (const li of root.querySelectorAll(".timeline .leg")) {
      li.addEventListener("click", (ev) => {
        if (ev.target.closest?.("details")) return;
        const leg = Number(li.getAttribute("data-leg"));
        const first = D.steps.findIndex((s) => s.leg === leg);
        if (first >= 0) go(first);
      });
    }

    const onResize = () => {
      const s = pickScale();
      if (s === state.scale) return;
      state.scale = s;
      setView(state.view);
      if (!state.busy) applyLabels(currentTarget().labels);
    };
    window.addEventListener("resize", onResize);

    setView(state.view);
    applyLabels(D.overview.labels);
    render();

    return {
      hook,
      // Ends this trip's GO mode: pending animation frames see a new token and stop.
      stop() {
        state.token++;
        document.removeEventListener("keydown", onKey);
        window.removeEventListener("resize", onResize);
        tiles?.stop();
      },
    };
  }

  const tripshot = (window.tripshot ??= {});
  tripshot.startTripPage = startTripPage;
  // How long each move lasts, so a recorder can plan a video's length before it starts.
  tripshot.timing = { cameraMs: CAMERA_MS, rideMs: RIDE_MS, walkMs: WALK_MS };
  if (document.getElementById("trip-data")) tripshot.current = startTripPage(document);
})();
