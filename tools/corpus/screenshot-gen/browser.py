"""One headless Chromium kept open for many renders, driven over the DevTools protocol on a pipe
(tools/lib/devtools.py, the Python tools' one client), standard library only. Launching Chromium twice per screenshot (render.py's one-off path) costs seconds of CPU each;
a corpus of hundreds of screenshots renders here with one launch per process.

The page is laid out at the same CSS width and device scale factor as the one-off path; the
geometry is read from the template's #gt-boxes after load, then the viewport is set to the
content height and captured."""
import base64, json, os, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "lib"))
from devtools import Chromium  # noqa: E402  the DevTools protocol on a pipe (tools/lib/devtools.py)


class Browser:
    def __init__(self, chromium):
        self.chromium = Chromium(chromium, ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                            "--mute-audio", "--no-first-run", "--disable-dev-shm-usage",
                                            "--font-render-hinting=none"])
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Page.enable", session=True)

    def call(self, method, params=None, session=False):
        return self.chromium.send(method, params, session=self.session if session else None)

    def render(self, url, width, scale, fit_height):
        """(geometry from #gt-boxes, PNG bytes). fit_height(geometry) gives the capture height."""
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": 3000, "deviceScaleFactor": scale, "mobile": False}, session=True)
        self.chromium.events.clear()
        self.call("Page.navigate", {"url": url}, session=True)
        self.chromium.wait_event("Page.loadEventFired")
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
        self.chromium.close()
