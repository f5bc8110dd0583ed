"""Screenshots as riders pass them on: parameter ranges (the issue's numbers, on both sides),
crops that keep every trip box, homographies that carry the boxes with the pixels."""
import math
import random
import tempfile
import unittest
from pathlib import Path

from tests import paths
import degrade
import homography

BOXES = [
    {"kind": "statusbar-time", "text": "9:41", "leg": None, "bbox": [90, 40, 160, 90], "lines": 1},
    {"kind": "clutter", "text": "Menu", "leg": None, "bbox": [20, 150, 200, 200], "lines": 1},
    {"kind": "summary", "text": "6:25 PM – 7:33 PM", "leg": None, "bbox": [40, 300, 700, 360], "lines": 1},
    {"kind": "station", "text": "Union Station", "leg": 0, "bbox": [300, 420, 900, 480], "lines": 1, "role": "depart"},
    {"kind": "time", "text": "6:25 PM", "leg": 0, "bbox": [40, 420, 260, 480], "lines": 1, "role": "depart"},
    {"kind": "station", "text": "Square One", "leg": 0, "bbox": [300, 1200, 900, 1260], "lines": 1, "role": "arrive"},
]


class ChatTests(unittest.TestCase):
    def test_width_and_quality_ranges(self):
        widths, qualities = set(), set()
        for seed in range(400):
            p = degrade.draw_chat(random.Random(seed), 1170)
            widths.add(p["width"])
            qualities.add(p["quality"])
        self.assertEqual((min(widths), max(widths)), (720, 1080))
        self.assertEqual((min(qualities), max(qualities)), (55, 70))

    def test_never_upscales(self):
        for seed in range(50):
            self.assertEqual(degrade.draw_chat(random.Random(seed), 700)["width"], 700)
        self.assertLessEqual(degrade.draw_chat(random.Random(1), 1081)["width"], 1080)


class CropTests(unittest.TestCase):
    def test_cuts_the_status_bar_and_keeps_every_trip_box(self):
        for seed in range(200):
            p = degrade.draw_crop(random.Random(seed), (1170, 2000), BOXES, 3)
            self.assertGreaterEqual(p["top"], 141, seed)           # 47 CSS px status bar at 3x
            self.assertLessEqual(p["top"], 300 - 18, seed)         # above the summary, with its margin
            self.assertGreaterEqual(p["bottom"], 1260 + 18, seed)
            kept = degrade.scaled(BOXES, 1, 1, dy=p["top"], height=p["bottom"] - p["top"])
            self.assertEqual([b["text"] for b in kept if b["kind"] in degrade.TRIP_KINDS],
                             [b["text"] for b in BOXES if b["kind"] in degrade.TRIP_KINDS])
            self.assertNotIn("statusbar-time", [b["kind"] for b in kept])

    def test_without_a_status_bar_at_least_half_the_header_goes(self):
        boxes = [b for b in BOXES if b["kind"] != "statusbar-time"]
        tops = {degrade.draw_crop(random.Random(s), (1170, 2000), boxes, 3)["top"] for s in range(200)}
        self.assertGreaterEqual(min(tops), (300 - 18) // 2)
        self.assertEqual(max(tops) <= 282, True)

    def test_scaled_shifts_and_clips(self):
        kept = degrade.scaled(BOXES, 1, 1, dy=170, height=1000)
        self.assertEqual(kept[0]["bbox"], [20, 0, 200, 30])        # the "Menu" clutter, clipped at the top
        self.assertEqual([b["text"] for b in kept], ["Menu", "6:25 PM – 7:33 PM", "Union Station", "6:25 PM"])


class HomographyTests(unittest.TestCase):
    def test_maps_the_four_points(self):
        src = [(0, 0), (100, 0), (100, 200), (0, 200)]
        dst = [(10, 5), (118, 12), (111, 230), (3, 214)]
        h = homography.between(src, dst)
        for s, d in zip(src, dst):
            x, y = homography.apply(h, s)
            self.assertAlmostEqual(x, d[0], places=6)
            self.assertAlmostEqual(y, d[1], places=6)

    def test_pillow_coefficients_map_back(self):
        src = [(0, 0), (100, 0), (100, 200), (0, 200)]
        dst = [(10, 5), (118, 12), (111, 230), (3, 214)]
        back = homography.pillow_coefficients(src, dst) + [1.0]
        x, y = homography.apply(back, homography.apply(homography.between(src, dst), (37, 81)))
        self.assertAlmostEqual(x, 37, places=6)
        self.assertAlmostEqual(y, 81, places=6)

    def test_degenerate_quad_is_refused(self):
        with self.assertRaises(ValueError):
            homography.between([(0, 0), (1, 1), (2, 2), (3, 3)], [(0, 0), (1, 0), (1, 1), (0, 1)])


class PhotoParameterTests(unittest.TestCase):
    def test_tilt_is_a_few_degrees(self):
        angles = [abs(degrade.draw_photo(random.Random(s), (1170, 2532))["angle_deg"]) for s in range(300)]
        self.assertGreaterEqual(min(angles), 1.0)
        self.assertLessEqual(max(angles), 4.0)

    def test_quad_is_the_rotated_phone(self):
        p = {"angle_deg": 90.0, "keystone": [0] * 8}
        quad = degrade.photo_quad(p, ((200, 200), (50, 80, 150, 120)))
        self.assertAlmostEqual(quad[0][0], 120, places=6)    # top left (50, 80) turns to (120, 50)
        self.assertAlmostEqual(quad[0][1], 50, places=6)


@unittest.skipUnless(paths.has_pillow(), "needs Pillow (Debian python3-pil, /usr/bin/python3)")
class ImageTests(unittest.TestCase):
    def page(self, folder):
        """A white page with one black bar where a box says text is."""
        from PIL import Image, ImageDraw
        image = Image.new("RGB", (1170, 2000), "white")
        ImageDraw.Draw(image).rectangle([300, 420, 900, 480], fill="black")
        path = Path(folder) / "shot.png"
        image.save(path)
        return path

    def test_chat_downscales_the_image_and_its_boxes(self):
        from PIL import Image
        with tempfile.TemporaryDirectory() as folder:
            path = self.page(folder)
            p, boxes, quality = degrade.apply(str(path), BOXES, "chat", 3, 3, True)
            with Image.open(path) as image:
                width = image.width
            self.assertEqual(width, p["width"])
            self.assertTrue(720 <= width <= 1080)
            self.assertEqual(quality, p["quality"])
            f = p["width"] / 1170
            self.assertEqual(boxes[3]["bbox"], [round(300 * f), round(420 * f), round(900 * f), round(480 * f)])

    def test_photo_boxes_follow_the_ink(self):
        """The mapped box of the black bar is dark inside in the photo, its surroundings are not."""
        from PIL import Image, ImageStat
        with tempfile.TemporaryDirectory() as folder:
            path = self.page(folder)
            p, boxes, quality = degrade.apply(str(path), BOXES, "photo", 8, 3, True)
            with Image.open(path) as opened:
                photo = opened.convert("L")
            bar = next(b for b in boxes if b["text"] == "Union Station")
            cx = sum(x for x, _ in bar["quad"]) / 4
            cy = sum(y for _, y in bar["quad"]) / 4
            inside = ImageStat.Stat(photo.crop((int(cx) - 5, int(cy) - 3, int(cx) + 5, int(cy) + 3))).mean[0]
            height = bar["quad"][3][1] - bar["quad"][0][1]
            below = ImageStat.Stat(photo.crop((int(cx) - 5, int(cy + 2 * height), int(cx) + 5,
                                               int(cy + 2 * height) + 6))).mean[0]
            self.assertLess(inside, 90)
            self.assertGreater(below, 150)
            self.assertTrue(70 <= quality <= 85)
            self.assertEqual(len(p["screen_quad"]), 4)
            self.assertFalse(math.isclose(p["screen_quad"][0][1], p["screen_quad"][1][1]))  # tilted

    def test_a_short_phone_page_is_photographed_on_a_whole_screen(self):
        from PIL import Image
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "short.png"
            Image.new("RGB", (780, 600), "white").save(path)
            p, _, _ = degrade.apply(str(path), [], "photo", 2, 2, True)
            self.assertEqual(p["padded_to_height"], 1688)    # 844 CSS px at 2x
            self.assertEqual(p["screen_size"], [780, 1688])
            tall = Path(folder) / "tall.png"
            Image.new("RGB", (780, 2000), "white").save(tall)
            p, _, _ = degrade.apply(str(tall), [], "photo", 2, 2, True)
            self.assertNotIn("padded_to_height", p)
            p, _, _ = degrade.apply(str(path), [], "photo", 2, 1, False)   # a desktop page: as it is
            self.assertNotIn("padded_to_height", p)

    def test_unknown_class_is_refused(self):
        with tempfile.TemporaryDirectory() as folder:
            with self.assertRaises(ValueError):
                degrade.apply(str(self.page(folder)), BOXES, "fax", 1, 3, True)


if __name__ == "__main__":
    unittest.main()
