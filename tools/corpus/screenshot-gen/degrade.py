"""Screenshots as riders pass them on, each its own class in the ground truth (`degradation`):

- chat:  recompressed by a chat app: downscaled to 720-1080 px wide (never up), JPEG quality 55-70.
- crop:  the status bar and the app's or site's header cut off (everything above the first trip
         element: no trip text is lost), sometimes the bottom chrome below the last one too.
- photo: the screen photographed from another screen or held in a hand: the phone's dark bezel
         around the page, a dark surround, tilted a few degrees, a perspective (keystone) of a few
         per cent, sensor noise, a little blur, a brighter or dimmer screen, 900-1500 px wide, JPEG.

Each draws its parameters from its seed (`draw_*`, plain Python), then changes the image (Pillow)
and maps every ground-truth box: boxes are scaled, shifted or, for a photo, carried through the
same homography as the pixels (each box keeps its four corners as `quad`, its `bbox` is their
bounds), so the boxes still frame their text in the degraded image."""
import random

import homography

CLASSES = ("chat", "crop", "photo")
# Boxes that are trip data: a crop never cuts into them (clutter and the status-bar clock may go).
TRIP_KINDS = {"station", "time", "route", "headsign", "stops", "transfer", "walk", "date", "duration", "summary",
              "label", "trip-number", "route-name", "title", "od"}
STATUS_BAR_CSS_PX = 47


def draw_chat(rng, width):
    target = rng.randint(720, 1080)
    return {"class": "chat", "width": min(width, target), "quality": rng.randint(55, 70)}


def draw_crop(rng, size, boxes, scale):
    """Rows to cut above the first trip box (below the status bar when there is one) and, half the
    time, below the last trip box."""
    width, height = size
    trip = [b["bbox"] for b in boxes if b["kind"] in TRIP_KINDS]
    if not trip:
        return {"class": "crop", "top": 0, "bottom": height}
    first, last = min(b[1] for b in trip), max(b[3] for b in trip)
    margin = round(6 * scale)
    floor = round(STATUS_BAR_CSS_PX * scale) if any(b["kind"] == "statusbar-time" for b in boxes) else 0
    high = max(0, first - margin)
    low = floor if 0 < floor <= high else high // 2  # all of the status bar, else at least half the header
    top = rng.randint(low, high)
    bottom = height
    if rng.random() < 0.5 and last + margin < height:
        bottom = rng.randint(last + margin, height)
    return {"class": "crop", "top": top, "bottom": bottom}


def draw_photo(rng, size):
    width, height = size
    return {
        "class": "photo",
        "angle_deg": round(rng.choice((-1, 1)) * rng.uniform(1.0, 4.0), 2),
        "keystone": [round(rng.uniform(-0.04, 0.04), 3) for _ in range(8)],  # per corner x,y, share of width
        "bezel": round(rng.uniform(0.03, 0.06), 3),                           # share of width
        "surround": round(rng.uniform(0.08, 0.2), 3),                         # share of width, each side
        "surround_grey": rng.randint(14, 48),
        "blur": round(rng.uniform(0.6, 1.2), 2),
        "noise_sigma": round(rng.uniform(4, 10), 1),
        "brightness": round(rng.uniform(0.82, 1.08), 2),
        "output_width": min(1500, max(900, round(width * rng.uniform(0.8, 1.2)))),
        "quality": rng.randint(70, 85),
    }


def scaled(boxes, fx, fy, dx=0, dy=0, height=None):
    """Boxes shifted by (-dx, -dy) then scaled; those wholly outside [0, height) are dropped and the
    rest clipped to it."""
    out = []
    for b in boxes:
        x0, y0, x1, y1 = b["bbox"]
        y0, y1 = y0 - dy, y1 - dy
        if height is not None:
            if y1 <= 0 or y0 >= height:
                continue
            y0, y1 = max(0, y0), min(height, y1)
        out.append(dict(b, bbox=[round((x0 - dx) * fx), round(y0 * fy), round((x1 - dx) * fx), round(y1 * fy)]))
    return out


def photo_quad(params, canvas):
    """Where the phone's four corners land in the photo: the upright phone rectangle, rotated about
    the canvas centre by the angle, each corner then moved by its keystone share."""
    import math
    (cw, ch), (px0, py0, px1, py1) = canvas
    cx, cy = cw / 2, ch / 2
    a = math.radians(params["angle_deg"])
    corners = [(px0, py0), (px1, py0), (px1, py1), (px0, py1)]
    quad = []
    for k, (x, y) in enumerate(corners):
        rx = cx + (x - cx) * math.cos(a) - (y - cy) * math.sin(a)
        ry = cy + (x - cx) * math.sin(a) + (y - cy) * math.cos(a)
        quad.append((rx + params["keystone"][2 * k] * (px1 - px0), ry + params["keystone"][2 * k + 1] * (px1 - px0)))
    return quad


def photo_boxes(boxes, h, fx):
    out = []
    for b in boxes:
        quad = [(x * fx, y * fx) for x, y in homography.box_quad(h, b["bbox"])]
        xs, ys = [p[0] for p in quad], [p[1] for p in quad]
        out.append(dict(b, bbox=[round(min(xs)), round(min(ys)), round(max(xs)), round(max(ys))],
                        quad=[[round(x, 1), round(y, 1)] for x, y in quad]))
    return out


def apply(path, boxes, cls, seed, scale, phone):
    """Degrade the PNG at `path` in place (it stays a lossless PNG; the caller writes the final
    JPEG at the returned quality, 0 for none). `scale` is the render's device scale factor,
    `phone` whether it drew a phone's page. Returns (ground-truth record, boxes, quality)."""
    from PIL import Image
    rng = random.Random(f"degrade/{cls}/{seed}")
    with Image.open(path) as opened:
        image = opened.convert("RGB")
    if cls == "chat":
        p = draw_chat(rng, image.width)
        f = p["width"] / image.width
        if f < 1:
            image = image.resize((p["width"], round(image.height * f)), Image.LANCZOS)
        image.save(path)
        return p, scaled(boxes, f, f), p["quality"]
    if cls == "crop":
        p = draw_crop(rng, image.size, boxes, scale)
        image = image.crop((0, p["top"], image.width, p["bottom"]))
        image.save(path)
        return p, scaled(boxes, 1, 1, dy=p["top"], height=p["bottom"] - p["top"]), 0
    if cls == "photo":
        p = draw_photo(rng, image.size)
        if phone:
            image = full_screen(image, p)
        image, h, fx = photograph(image, p)
        image.save(path)
        p["screen_quad"] = [[round(x * fx, 1), round(y * fx, 1)] for x, y in
                            homography.box_quad(h, [0, 0, p["screen_size"][0], p["screen_size"][1]])]
        return p, photo_boxes(boxes, h, fx), p["quality"]
    raise ValueError(f"unknown degradation {cls!r}; have {', '.join(CLASSES)}")


PHONE_ASPECT = 844 / 390  # a phone screen's height over its width


def full_screen(image, p):
    """A phone page shorter than the phone's screen, as the screen shows it: the page's own
    background below it (a photo shows the whole screen, not a cropped screenshot)."""
    from PIL import Image
    if image.height >= image.width * PHONE_ASPECT:
        return image
    screen = Image.new("RGB", (image.width, round(image.width * PHONE_ASPECT)), image.getpixel((1, image.height - 2)))
    screen.paste(image, (0, 0))
    p["padded_to_height"] = screen.height
    return screen


def photograph(screen, p):
    """(photo, homography from screen pixels to photo pixels before the final resize, that resize)."""
    from PIL import Image, ImageChops, ImageDraw, ImageEnhance, ImageFilter
    w, h = screen.size
    p["screen_size"] = [w, h]
    bezel = round(p["bezel"] * w)
    margin = round(p["surround"] * w) + bezel
    cw, ch = w + 2 * margin, h + 2 * margin
    grey = p["surround_grey"]
    # The phone: a dark rounded body with the screen (dimmed or brightened, as a screen photographs).
    phone = Image.new("RGB", (w + 2 * bezel, h + 2 * bezel), (8, 8, 10))
    lit = ImageEnhance.Brightness(screen).enhance(p["brightness"])
    mask = Image.new("L", (w, h), 0)
    ImageDraw.Draw(mask).rounded_rectangle([0, 0, w - 1, h - 1], radius=round(0.06 * w), fill=255)
    phone.paste(lit, (bezel, bezel), mask)
    phone_mask = Image.new("L", phone.size, 0)
    ImageDraw.Draw(phone_mask).rounded_rectangle([0, 0, phone.width - 1, phone.height - 1], radius=round(0.1 * w), fill=255)
    src_phone = [(0, 0), (phone.width, 0), (phone.width, phone.height), (0, phone.height)]
    dst_phone = photo_quad(p, ((cw, ch), (margin - bezel, margin - bezel, margin + w + bezel, margin + h + bezel)))
    coefficients = homography.pillow_coefficients(src_phone, dst_phone)
    warped = phone.transform((cw, ch), Image.PERSPECTIVE, coefficients, Image.BICUBIC)
    warped_mask = phone_mask.transform((cw, ch), Image.PERSPECTIVE, coefficients, Image.BICUBIC)
    surround = Image.linear_gradient("L").resize((cw, ch)).point(lambda v: grey + v * 24 // 255)
    photo = Image.merge("RGB", [surround] * 3)
    photo.paste(warped, (0, 0), warped_mask)
    # Sensor noise, then the lens's and the demosaicking's blur over it (noise is mostly in
    # brightness, and a blurred grain is what a phone's JPEG keeps of it).
    noise = Image.effect_noise((cw, ch), p["noise_sigma"])
    photo = ImageChops.add(photo, Image.merge("RGB", [noise] * 3), 1.0, -128)
    photo = photo.filter(ImageFilter.GaussianBlur(p["blur"]))
    fx = p["output_width"] / cw
    photo = photo.resize((p["output_width"], round(ch * fx)), Image.LANCZOS)
    # screen pixel -> phone pixel (shift by the bezel) -> photo pixel
    to_phone = [1, 0, bezel, 0, 1, bezel, 0, 0, 1]
    hm = homography.between(src_phone, dst_phone)
    return photo, compose(hm, to_phone), fx


def compose(a, b):
    """The matrix of a after b (3x3 row-major lists)."""
    return [sum(a[3 * r + k] * b[3 * k + c] for k in range(3)) for r in range(3) for c in range(3)]
