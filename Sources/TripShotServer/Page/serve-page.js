// The tripshot serve page: a screenshot arrives by paste, drop or the file chooser. It goes to
// POST /api/lines, which reads it and answers the recognised lines; the lines go to
// POST /api/trips?format=html, whose answer (the card, map and GO mode, rendered by the server
// exactly as `import --html` renders them) replaces the previous trip. Two requests, so the rider
// sees each stage as it happens. GO mode is started by trip-page.js (`tripshot.startTripPage`).
// `window.tripshotServe` is a hook for tools/browser-check: `stages` has, per screenshot, the
// stages it went through ("uploading", "reading", "finding", then "shown" or "failed").
(() => {
  "use strict";

  const tripBox = document.getElementById("trip");
  const intake = document.getElementById("intake");
  const status = document.getElementById("status");
  const problem = document.getElementById("problem");
  const fileInput = document.getElementById("shot-file");
  const dateInput = document.getElementById("shot-date");
  const hook = (window.tripshotServe = { uploads: 0, shown: 0, failures: [], busy: false, via: [], stages: [] });
  const stageText = {
    uploading: "Uploading…",
    reading: "Reading the screenshot…",
    finding: "Finding the trip…",
  };
  let current = null;

  function setStatus(text) {
    status.textContent = text;
  }

  function showProblem(message) {
    problem.textContent = message;
    problem.hidden = false;
    hook.failures.push(message);
  }

  function showTrip(html) {
    current?.stop();
    current = null;
    tripBox.innerHTML = html;
    current = window.tripshot.startTripPage(tripBox);
    hook.shown++;
  }

  // One POST; resolves with the answer whatever its status, rejects when the server cannot be
  // reached. `onSent` runs once the body is uploaded; `onProgress` with the share sent so far.
  function post(url, body, type, { onProgress, onSent } = {}) {
    return new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open("POST", url);
      request.setRequestHeader("Content-Type", type);
      if (onProgress) {
        request.upload.addEventListener("progress", (ev) => {
          if (ev.lengthComputable) onProgress(ev.loaded / ev.total);
        });
      }
      if (onSent) request.upload.addEventListener("load", onSent);
      request.addEventListener("load", () => resolve(request));
      request.addEventListener("error", () => reject(new Error("unreachable")));
      request.send(body);
    });
  }

  // The server's words for a failed answer, or the status when the answer is not ours (a proxy's page).
  function failureMessage(request) {
    try {
      return JSON.parse(request.responseText).error.message;
    } catch {
      return `The server answered ${request.status}.`;
    }
  }

  // Stages the rider sees, each when it begins: the upload with its progress, reading the
  // screenshot (the server's OCR, until the lines come back), finding the trip (its own request).
  async function send(file, via) {
    if (!file) return;
    if (file.type && !file.type.startsWith("image/")) {
      showProblem(`That is not an image (${file.type}). Paste, drop or choose a screenshot.`);
      return;
    }
    hook.uploads++;
    hook.via.push(via);
    hook.busy = true;
    const stages = [];
    hook.stages.push(stages);
    const enter = (stage, detail = "") => {
      if (stages[stages.length - 1] !== stage) stages.push(stage);
      setStatus(stageText[stage] + detail);
    };
    problem.hidden = true;
    intake.classList.add("working");
    try {
      enter("uploading");
      const read = await post("/api/lines", file, file.type || "application/octet-stream", {
        onProgress: (share) => {
          if (stages[stages.length - 1] === "uploading") enter("uploading", ` ${Math.round(100 * share)}%`);
        },
        onSent: () => enter("reading"),
      });
      // A small upload on a fast link may end before its load event: reading began all the same.
      enter("reading");
      if (read.status !== 200) throw new Error(failureMessage(read));
      enter("finding");
      const query = new URLSearchParams({ format: "html" });
      if (dateInput.value) query.set("date", dateInput.value);
      const found = await post(`/api/trips?${query}`, read.responseText, "application/json");
      if (found.status !== 200) throw new Error(failureMessage(found));
      stages.push("shown");
      setStatus("");
      showTrip(found.responseText);
    } catch (error) {
      stages.push("failed");
      setStatus("");
      showProblem(
        error.message === "unreachable" ? "The server could not be reached. Is tripshot serve still running?" : error.message,
      );
    } finally {
      intake.classList.remove("working");
      hook.busy = false;
    }
  }

  function imageFrom(items) {
    for (const item of items ?? []) {
      if (item.kind === "file" && item.type.startsWith("image/")) return item.getAsFile();
    }
    return null;
  }

  document.addEventListener("paste", (ev) => {
    const file = imageFrom(ev.clipboardData?.items) ?? ev.clipboardData?.files?.[0];
    if (!file) return;
    ev.preventDefault();
    send(file, "paste");
  });

  // The whole page is the drop target.
  document.addEventListener("dragover", (ev) => {
    ev.preventDefault();
    intake.classList.add("dragging");
  });
  document.addEventListener("dragleave", () => intake.classList.remove("dragging"));
  document.addEventListener("drop", (ev) => {
    ev.preventDefault();
    intake.classList.remove("dragging");
    const file = ev.dataTransfer?.files?.[0] ?? imageFrom(ev.dataTransfer?.items);
    if (file) send(file, "drop");
    else showProblem("Nothing to read was dropped: drop an image file.");
  });

  fileInput.addEventListener("change", () => {
    send(fileInput.files[0], "file");
    fileInput.value = "";
  });
})();
