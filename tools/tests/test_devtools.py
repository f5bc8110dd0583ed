"""tools/lib/devtools.py, the Python tools' one DevTools client, against a real headless Chromium."""
import shutil
import unittest

from tests import paths  # noqa: F401  (puts tools/lib on the path)
from devtools import Chromium

CHROMIUM = shutil.which("chromium")


@unittest.skipUnless(CHROMIUM, "needs chromium (TRIPSHOT_BROWSER=1 tools/install-deps.sh)")
class DevToolsTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.browser = Chromium(CHROMIUM, ["--headless", "--no-sandbox", "--disable-gpu"], timeout=30)
        target = cls.browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        cls.session = cls.browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        cls.browser.send("Page.enable", session=cls.session)

    @classmethod
    def tearDownClass(cls):
        cls.browser.close()

    def evaluate(self, expression):
        return self.browser.send("Runtime.evaluate", {"expression": expression, "returnByValue": True},
                                 session=self.session)["result"]["value"]

    def test_a_command_answers_with_its_result(self):
        self.assertEqual(self.evaluate("6 * 7"), 42)

    def test_an_event_is_waited_for_and_taken_out(self):
        self.browser.send("Page.navigate", {"url": "data:text/html,<title>t</title>"}, session=self.session)
        event = self.browser.wait_event("Page.loadEventFired")
        self.assertEqual(event["method"], "Page.loadEventFired")
        self.assertNotIn(event, self.browser.events)

    def test_an_error_reply_raises_with_the_method(self):
        with self.assertRaisesRegex(RuntimeError, "No.Such.method"):
            self.browser.send("No.Such.method")

    def test_an_event_that_never_comes_times_out(self):
        with self.assertRaises(TimeoutError):
            self.browser.wait_event("Page.neverSent", timeout=0.5)


if __name__ == "__main__":
    unittest.main()
