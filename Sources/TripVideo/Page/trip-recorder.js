// tripshot's GO-mode recorder (`tripshot import --video`), injected into the same page `--html`
// writes. The Swift recorder drives it over the DevTools protocol, one video frame at a time.
//
// Time belongs to the recorder: requestAnimationFrame callbacks run only when frame(ms) advances the
// clock, and CSS transitions are paused and seeked to that clock, so every frame is the same on any
// machine, however long a screenshot takes. The page's own script is untouched: it only sees
// requestAnimationFrame timestamps, which is all its animations read.
(() => {
  "use strict";

  let now = 0;
  let nextId = 1;
  let queue = [];
  window.requestAnimationFrame = (f) => {
    const id = nextId++;
    queue.push([id, f]);
    return id;
  };
  window.cancelAnimationFrame = (id) => {
    queue = queue.filter((q) => q[0] !== id);
  };

  // Each CSS transition or animation starts at the clock time it first appears and is seeked to
  // the clock from then on; once past its end it is finished (so it stops being listed).
  const started = new Map();
  function seekAnimations() {
    let running = 0;
    for (const a of document.getAnimations()) {
      if (!started.has(a)) {
        started.set(a, now);
        a.pause();
      }
      const elapsed = now - started.get(a);
      const end = a.effect ? a.effect.getComputedTiming().endTime : 0;
      if (elapsed >= end) {
        a.finish();
        started.delete(a);
      } else {
        a.currentTime = elapsed;
        running++;
      }
    }
    return running;
  }

  let hook = null;
  let card = null;
  let caption = null;

  function element(tag, id, parent) {
    const e = document.createElement(tag);
    e.id = id;
    parent.appendChild(e);
    return e;
  }

  const style = `
    body.rec .gobar button { display: none; }
    #rec-card { position: fixed; inset: 0; z-index: 10; display: none; align-items: center;
      justify-content: center; flex-direction: column; background: #0b6b3a; color: #fff;
      padding: 8vmin; text-align: center; }
    #rec-card.on { display: flex; }
    #rec-card h1 { margin: 0; font-size: 7vmin; line-height: 1.2; font-weight: 700; }
    .mapbox { position: relative; }
    #rec-caption { position: absolute; left: 16px; right: 16px; top: 16px; z-index: 5; display: none;
      background: rgba(27, 33, 41, .86); color: #fff; border-radius: 8px; padding: 10px 14px;
      font-size: 20px; font-weight: 700; }
    #rec-caption.on { display: block; }
    body.rec-phone .app { padding: 0; gap: 0; height: 100vh; }
    body.rec-phone .card { display: none; }
    body.rec-phone .mapbox { height: 100vh; display: flex; flex-direction: column; border-radius: 0; }
    body.rec-phone #map { flex: 1 1 auto; height: auto; aspect-ratio: auto; min-height: 0; }
    body.rec-phone #go-text { font-size: 20px; }
  `;

  const recorder = {
    // Sets the page up for recording: the overlay for cards and captions, and the phone layout
    // (the map and the current instruction) when asked.
    start(phone) {
      hook = window.tripshot.current.hook;
      document.body.classList.add("rec");
      if (phone) document.body.classList.add("rec-phone");
      element("style", "rec-style", document.head).textContent = style;
      card = element("div", "rec-card", document.body);
      card.appendChild(document.createElement("h1"));
      caption = element("div", "rec-caption", document.querySelector(".mapbox"));
      window.dispatchEvent(new Event("resize"));
      return true;
    },

    // What the video can show: the page's title, and every step's kind, instruction and how long
    // its camera move and icon travel last.
    plan() {
      const D = JSON.parse(document.getElementById("trip-data").textContent);
      const t = window.tripshot.timing;
      return {
        title: document.title.replace(/^Trip: /, ""),
        steps: D.steps.map((s) => ({
          kind: s.kind,
          text: s.text,
          motionMs: t.cameraMs + (s.path.length < 2 ? 0 : s.kind === "walk" ? t.walkMs : t.rideMs),
        })),
      };
    },

    card(text) {
      card.classList.toggle("on", text !== null);
      card.firstChild.textContent = text ?? "";
    },

    caption(text) {
      caption.classList.toggle("on", !!text);
      caption.textContent = text ?? "";
    },

    // GO mode to step n (-1: the whole trip); it moves as frame() advances the clock.
    go(n) {
      hook.go(n);
    },

    // Advances the clock to ms, runs the frame callbacks that were due, seeks transitions; answers
    // whether the page is settled (no move, no transition left), so later frames equal this one.
    frame(ms) {
      now = ms;
      const due = queue;
      queue = [];
      for (const [, f] of due) f(now);
      const running = seekAnimations();
      return !hook.busy && queue.length === 0 && running === 0;
    },
  };

  window.tripshotRecorder = recorder;
})();
