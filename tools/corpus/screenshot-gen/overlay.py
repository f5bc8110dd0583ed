#!/usr/bin/python3
"""Draw ground-truth boxes (from render.py's JSON) over the image: overlay.py GT.json OUT.png"""
import json, os, sys
from PIL import Image, ImageDraw
gt = json.load(open(sys.argv[1]))
im = Image.open(os.path.join(os.path.dirname(sys.argv[1]), gt["image"])).convert("RGB")
d = ImageDraw.Draw(im)
col = {"station": "red", "label": "blue", "time": "blue", "route": "orange", "stops": "purple", "transfer": "magenta", "a11y-icon": "cyan"}
for b in gt["boxes"]:
    d.rectangle(b["bbox"], outline=col.get(b["kind"], "gray"), width=3)
im.save(sys.argv[2])
