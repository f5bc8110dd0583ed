/// The page's script: GO mode. It only animates what Swift computed (HTMLPageData): the camera
/// eases between views by rewriting the SVG viewBox frame by frame (requestAnimationFrame), with
/// the zoom interpolated on a log scale; the icon moves by its own transform; route lines are never
/// touched. `window.tripshotGo` is a hook for tools/browser-check.
enum HTMLPageScript {
    static let js = #"""
    (function () {
      "use strict";
      var D = JSON.parse(document.getElementById("trip-data").textContent);
      var svg = document.getElementById("map");
      var icon = document.getElementById("go-icon");
      var iconUse = icon.querySelector("use");
      var iconBg = icon.querySelector(".badge-bg");
      var text = document.getElementById("go-text");
      var count = document.getElementById("go-count");
      var btnGo = document.getElementById("go"), btnBack = document.getElementById("go-back"),
          btnNext = document.getElementById("go-next");
      var labels = Array.prototype.slice.call(svg.querySelectorAll("[data-label] text"));
      var dots = Array.prototype.slice.call(svg.querySelectorAll("[data-stop] circle"));
      var CAMERA_MS = 1600, RIDE_MS = 2600, WALK_MS = 1800, ICON_R = 14;
      var state = { index: -1, view: D.overview.box.slice(), token: 0, busy: false };
      var hook = window.tripshotGo = { steps: D.steps.length, visitedLegs: [], visitedSteps: [], log: [], frames: 0, move: null };
      Object.defineProperty(hook, "index", { get: function () { return state.index; } });
      Object.defineProperty(hook, "busy", { get: function () { return state.busy; } });

      // Markers and names keep their size on screen: on a map much narrower than its nominal
      // width (a phone) they are drawn at a larger scale, with the name placement made for it.
      function pickScale() {
        var w = svg.getBoundingClientRect().width || D.width, best = 0;
        for (var i = 0; i < D.markerScales.length; i++)
          if (Math.abs(Math.log(D.width / w / D.markerScales[i])) < Math.abs(Math.log(D.width / w / D.markerScales[best]))) best = i;
        return best;
      }
      state.scale = pickScale();
      hook.markerScale = function () { return D.markerScales[state.scale]; };

      function setView(v) {
        state.view = v;
        hook.frames++;
        svg.setAttribute("viewBox", v[0] + " " + v[1] + " " + v[2] + " " + v[3]);
        svg.style.setProperty("--k", String(v[2] / D.width * D.markerScales[state.scale]));
      }

      function currentTarget() { var s = D.steps[state.index]; return s ? s.view : D.overview; }

      function applyLabels(all) {
        var placements = all[state.scale];
        for (var i = 0; i < labels.length; i++) {
          var p = placements[i], t = labels[i];
          if (!p) { t.setAttribute("display", "none"); continue; }
          t.removeAttribute("display");
          t.setAttribute("transform", "translate(" + p.dx + " " + p.dy + ")"); t.setAttribute("text-anchor", p.a);
        }
      }

      function ease(u) { return u < 0.5 ? 4 * u * u * u : 1 - Math.pow(-2 * u + 2, 3) / 2; }

      // The camera: centre moves linearly in eased time; the width moves linearly in log space, with
      // a bump outwards when the two views are far apart, so a long pan zooms out on the way.
      function viewAt(a, b, e) {
        var ca = [a[0] + a[2] / 2, a[1] + a[3] / 2], cb = [b[0] + b[2] / 2, b[1] + b[3] / 2];
        var la = Math.log(a[2]), lb = Math.log(b[2]);
        var dist = Math.hypot(cb[0] - ca[0], cb[1] - ca[1]);
        var lmid = Math.log(Math.max(dist * 1.2, 1e-9));
        var bump = Math.max(0, lmid - Math.max(la, lb));
        var lw = la + (lb - la) * e + bump * 4 * e * (1 - e);
        var w = Math.exp(lw), h = w * D.height / D.width;
        var cx = ca[0] + (cb[0] - ca[0]) * e, cy = ca[1] + (cb[1] - ca[1]) * e;
        return [cx - w / 2, cy - h / 2, w, h];
      }

      function animate(ms, token, onFrame, done) {
        var t0 = null;
        function frame(now) {
          if (token !== state.token) return;
          if (t0 === null) t0 = now;
          var u = Math.min(1, (now - t0) / ms);
          onFrame(u);
          if (u < 1) requestAnimationFrame(frame); else done();
        }
        requestAnimationFrame(frame);
      }

      function placeIcon(p) {
        icon.style.setProperty("--x", p[0] + "px");
        icon.style.setProperty("--y", p[1] + "px");
      }

      function cumulative(path) {
        var c = [0];
        for (var i = 1; i < path.length; i++)
          c.push(c[i - 1] + Math.hypot(path[i][0] - path[i - 1][0], path[i][1] - path[i - 1][1]));
        return c;
      }

      function pointAt(path, cum, d) {
        if (path.length === 1 || d <= 0) return path[0];
        for (var i = 1; i < path.length; i++) {
          if (cum[i] >= d) {
            var seg = cum[i] - cum[i - 1], t = seg > 0 ? (d - cum[i - 1]) / seg : 0;
            return [path[i - 1][0] + (path[i][0] - path[i - 1][0]) * t, path[i - 1][1] + (path[i][1] - path[i - 1][1]) * t];
          }
        }
        return path[path.length - 1];
      }

      // A stop dot fades once the icon is within its own radius of it (in frame pixels at the current
      // zoom), so the icon never slides under a dot; passed dots stay faded for the step.
      function fadePassed(step, along) {
        var reach = ICON_R * state.view[2] / D.width * D.markerScales[state.scale];
        step.stops.forEach(function (s) {
          if (along + reach >= s[1]) dots[s[0]].classList.add("passed");
        });
      }

      function clearFades() { dots.forEach(function (d) { d.classList.remove("passed"); }); }

      function highlight(leg) {
        document.querySelectorAll(".leg").forEach(function (li) {
          li.classList.toggle("active", String(leg) === li.getAttribute("data-leg"));
        });
      }

      function render() {
        var s = D.steps[state.index];
        text.textContent = s ? s.text : "Press GO to follow the trip step by step.";
        count.textContent = s ? (state.index + 1) + " / " + D.steps.length : "";
        btnBack.disabled = state.index < 0;
        btnNext.disabled = state.index >= D.steps.length - 1;
        highlight(s ? s.leg : -1);
      }

      function go(index) {
        if (index < -1 || index >= D.steps.length) return;
        var token = ++state.token;
        state.index = index;
        state.busy = true;
        render();
        clearFades();
        var step = D.steps[index];
        var target = step ? step.view : D.overview;
        svg.classList.add("moving");
        if (step) {
          svg.classList.add("going");
          iconUse.setAttribute("href", "#i-" + step.icon);
          iconBg.setAttribute("fill", step.color);
          placeIcon(step.path[0]);
          fadePassed(step, 0);
        } else {
          svg.classList.remove("going");
        }
        var from = state.view.slice();
        var move = hook.move = { from: from, to: target.box, samples: [] };
        animate(CAMERA_MS, token, function (u) {
          var v = viewAt(from, target.box, ease(u));
          move.samples.push([ease(u), v[2]]);
          setView(v);
        }, function () {
          setView(target.box.slice());
          applyLabels(target.labels);
          svg.classList.remove("moving");
          if (!step) { state.busy = false; return; }
          fadePassed(step, 0);
          var finish = function () {
            hook.visitedSteps.push(index);
            if (hook.visitedLegs.indexOf(step.leg) < 0) hook.visitedLegs.push(step.leg);
            hook.log.push(step.kind + " " + step.leg);
            state.busy = false;
          };
          if (step.path.length < 2) { finish(); return; }
          var cum = cumulative(step.path), total = cum[cum.length - 1];
          animate(step.kind === "walk" ? WALK_MS : RIDE_MS, token, function (u) {
            var d = total * ease(u);
            placeIcon(pointAt(step.path, cum, d));
            fadePassed(step, d);
          }, finish);
        });
      }

      hook.next = function () { go(state.index + 1); };
      hook.prev = function () { go(state.index - 1); };
      hook.start = function () { go(0); };
      // Buttons give focus back, so space keeps meaning "next step" instead of pressing them again.
      function button(b, f) { b.addEventListener("click", function () { b.blur(); f(); }); }
      button(btnGo, hook.start);
      button(btnNext, hook.next);
      button(btnBack, hook.prev);
      document.addEventListener("keydown", function (ev) {
        if (ev.target && /^(INPUT|TEXTAREA|SELECT|SUMMARY)$/.test(ev.target.tagName) && ev.key === " ") return;
        if (ev.key === " " || ev.key === "ArrowRight" || ev.key === "ArrowDown") { ev.preventDefault(); hook.next(); }
        else if (ev.key === "ArrowLeft" || ev.key === "ArrowUp") { ev.preventDefault(); hook.prev(); }
        else if (ev.key === "Escape" || ev.key === "Home") { ev.preventDefault(); go(-1); }
      });
      // A leg in the card jumps to its first step (the stops list inside keeps its own toggle).
      document.querySelectorAll(".timeline .leg").forEach(function (li) {
        li.addEventListener("click", function (ev) {
          if (ev.target.closest && ev.target.closest("details")) return;
          var leg = Number(li.getAttribute("data-leg"));
          for (var i = 0; i < D.steps.length; i++) if (D.steps[i].leg === leg) { go(i); return; }
        });
      });
      window.addEventListener("resize", function () {
        var s = pickScale();
        if (s === state.scale) return;
        state.scale = s;
        setView(state.view);
        if (!state.busy) applyLabels(currentTarget().labels);
      });
      setView(state.view);
      applyLabels(D.overview.labels);
      render();
    })();
    """#
}
