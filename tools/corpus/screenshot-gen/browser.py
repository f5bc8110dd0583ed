"""One headless Chromium kept open for many renders, driven over the DevTools protocol on a pipe
(--remote-debugging-pipe: file descriptors 3 and 4, JSON messages ending in NUL), standard library
only. Launching Chromium twice per screenshot (render.py's one-off path) costs seconds of CPU each;
a corpus of hundreds of screenshots renders here with one launch per process.

The page is laid out at the same CSS width and device scale factor as the one-off path; the
geometry is read from the template's #gt-boxes after load, then the viewport is set to the
content height and captured."""
import base64, json, os, subprocess


class Browser:
    def __init__(self, chromium):
        to_child_r, self._to_child = os.pipe()
        self._from_child, from_child_w = os.pipe()

        def wire():  # in the child: the pipe ends become fds 3 (commands in) and 4 (replies out)
            commands, replies = os.dup(to_child_r), os.dup(from_child_w)  # above 4, whatever they were
            os.dup2(commands, 3)
            os.dup2(replies, 4)

        self.process = subprocess.Popen(
            [chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
             "--no-first-run", "--disable-dev-shm-usage", "--font-render-hinting=none", "--remote-debugging-pipe",
             "about:blank"],
            # pass_fds: subprocess closes other descriptors after preexec_fn, so keep 3 and 4
            preexec_fn=wire, pass_fds=(3, 4), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_child_r)
        os.close(from_child_w)
        self._buffer = b""
        self._next = 0
        self.events = []
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Page.enable", session=True)

    def call(self, method, params=None, session=False):
        self._next += 1
        message = {"id": self._next, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self.session
        os.write(self._to_child, json.dumps(message).encode() + b"\0")
        while True:
            reply = self._read()
            if reply.get("id") == self._next:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def wait_event(self, method):
        while True:
            for k, event in enumerate(self.events):
                if event.get("method") == method:
                    del self.events[: k + 1]
                    return event
            self.events.append(self._read())

    def _read(self):
        while b"\0" not in self._buffer:
            chunk = os.read(self._from_child, 1 << 20)
            if not chunk:
                raise RuntimeError("chromium closed the DevTools pipe")
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)

    def render(self, url, width, scale, fit_height):
        """(geometry from #gt-boxes, PNG bytes). fit_height(geometry) gives the capture height."""
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": 3000, "deviceScaleFactor": scale, "mobile": False}, session=True)
        self.events.clear()
        self.call("Page.navigate", {"url": url}, session=True)
        self.wait_event("Page.loadEventFired")
        text = self.call("Runtime.evaluate", {
            "expression": "document.fonts.ready.then(() => document.getElementById('gt-boxes').textContent)",
            "awaitPromise": True, "returnByValue": True}, session=True)["result"]["value"]
        geometry = json.loads(text)
        height = fit_height(geometry)
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": scale, "mobile": False}, session=True)
        shot = self.call("Page.captureScreenshot", {"format": "png"}, session=True)
        return geometry, height, base64.b64decode(shot["data"])

    def close(self):
        try:
            self.call("Browser.close")
        except RuntimeError:
            pass
        self.process.wait(timeout=20)
        os.close(self._to_child)
        os.close(self._from_child)
