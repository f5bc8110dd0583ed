// The tripshot serve page: a screenshot arrives by paste, drop or the file chooser; it is sent to
// POST /api/trips?format=html and the answer (the card, map and GO mode, rendered by the server
// exactly as `import --html` renders them) replaces the previous trip. GO mode is started by
// trip-page.js (`tripshot.startTripPage`). `window.tripshotServe` is a hook for tools/browser-check.
(() => {
  "use strict";

  const tripBox = document.getElementById("trip");
  const intake = document.getElementById("intake");
  const status = document.getElementById("status");
  const problem = document.getElementById("problem");
  const fileInput = document.getElementById("shot-file");
  const dateInput = document.getElementById("shot-date");
  const hook = (window.tripshotServe = { uploads: 0, shown: 0, failures: [], busy: false, via: [] });
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

  // Stages the rider can see: the upload's own progress, then the server's work, whose end is
  // the answer. Reading the screenshot and finding the trip happen in one request, so they are
  // one stage here: the page does not pretend to know when one ends and the other begins.
  function send(file, via) {
    if (!file) return;
    if (file.type && !file.type.startsWith("image/")) {
      showProblem(`That is not an image (${file.type}). Paste, drop or choose a screenshot.`);
      return;
    }
    hook.uploads++;
    hook.via.push(via);
    hook.busy = true;
    problem.hidden = true;
    intake.classList.add("working");
    const query = new URLSearchParams({ format: "html" });
    if (dateInput.value) query.set("date", dateInput.value);
    const request = new XMLHttpRequest();
    request.open("POST", `/api/trips?${query}`);
    request.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    request.upload.addEventListener("progress", (ev) => {
      if (ev.lengthComputable) setStatus(`Uploading… ${Math.round((100 * ev.loaded) / ev.total)}%`);
    });
    request.upload.addEventListener("load", () => setStatus("Reading the screenshot and finding the trip…"));
    const finish = () => {
      intake.classList.remove("working");
      hook.busy = false;
    };
    request.addEventListener("load", () => {
      finish();
      if (request.status === 200) {
        setStatus("");
        showTrip(request.responseText);
        return;
      }
      setStatus("");
      let message = `The server answered ${request.status}.`;
      try {
        message = JSON.parse(request.responseText).error.message;
      } catch {
        // Not our JSON (a proxy's page): the status says enough.
      }
      showProblem(message);
    });
    request.addEventListener("error", () => {
      finish();
      setStatus("");
      showProblem("The server could not be reached. Is tripshot serve still running?");
    });
    setStatus("Uploading…");
    request.send(file);
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
