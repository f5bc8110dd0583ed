"""What the OCR made of each ground-truth box: the lines that overlap it and how much of the box's
text they hold. This is the evidence that tells an OCR failure (text missed, text read twice)
from a parser or resolver failure."""
import re
from difflib import SequenceMatcher

READ_KINDS = ("station", "label", "time", "route", "stops", "transfer", "date", "duration",
              "headsign", "walk", "summary", "trip-number", "route-name")  # the last five: other planners


def overlaps(line_box, bbox):
    """True when the OCR line and the ground-truth box share area (OCR boxes are x,y,width,height;
    ground-truth boxes x0,y0,x1,y1, both in image pixels)."""
    x0, y0 = line_box["x"], line_box["y"]
    x1, y1 = x0 + line_box["width"], y0 + line_box["height"]
    w = min(x1, bbox[2]) - max(x0, bbox[0])
    h = min(y1, bbox[3]) - max(y0, bbox[1])
    return w > 0 and h > 0 and w * h >= 0.3 * min((x1 - x0) * (y1 - y0), (bbox[2] - bbox[0]) * (bbox[3] - bbox[1]))


def words(text):
    return re.findall(r"\w+|[^\w\s]", text.lower())


def held(truth, read):
    """Share of the truth's characters that appear, in order, in what was read."""
    if not truth:
        return 1.0
    matcher = SequenceMatcher(None, truth.lower(), read.lower(), autojunk=False)
    return sum(block.size for block in matcher.get_matching_blocks()) / len(truth)


def examine(truth_boxes, ocr_lines):
    """Per ground-truth box of a read kind: {'box', 'read', 'missed', 'duplicated', 'joined'}.
    missed: the overlapping OCR lines hold under half the box's characters.
    duplicated: a word of the box (3+ letters) occurs more often in those lines than in the box,
    or two overlapping OCR lines cover the same ink (intersection over half the smaller one).
    joined: one OCR line runs over this box and a box of another kind beside it (a name read
    together with the "Arrive:" label or the time in the right column)."""
    found = []
    for box in truth_boxes:
        if box["kind"] not in READ_KINDS or not box["text"]:
            continue
        lines = sorted((l for l in ocr_lines if overlaps(l["box"], box["bbox"])), key=lambda l: (l["box"]["y"], l["box"]["x"]))
        read = " ".join(l["text"] for l in lines)
        truth_words = words(box["text"])
        read_words = words(read)
        duplicated = any(len(w) >= 3 and read_words.count(w) > truth_words.count(w) for w in set(truth_words))
        for a in range(len(lines)):
            for b in range(a + 1, len(lines)):
                if same_ink(lines[a]["box"], lines[b]["box"]):
                    duplicated = True
        joined = any(overlaps(l["box"], other["bbox"]) for l in lines for other in truth_boxes
                     if other["kind"] in READ_KINDS and other["kind"] != box["kind"] and other["text"]
                     and not overlaps_box(other["bbox"], box["bbox"]))
        found.append({"box": box, "read": read, "missed": held(box["text"], read) < 0.5, "duplicated": duplicated,
                      "joined": joined})
    return found


def overlaps_box(a, b):
    return min(a[2], b[2]) > max(a[0], b[0]) and min(a[3], b[3]) > max(a[1], b[1])


def same_ink(a, b):
    w = min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"])
    h = min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"])
    return w > 0 and h > 0 and w * h > 0.5 * min(a["width"] * a["height"], b["width"] * b["height"])
