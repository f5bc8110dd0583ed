"""Generated map tiles on a loopback HTTP server, for tools/checks/browser-check's tile checks.

Every tile is a PNG (written with zlib from the standard library) painted with its own z/x/y in
large digits, a 32-pixel grid and a dark border, in a colour of its own, so a tile drawn in the
wrong place is plain to see on a screenshot. Paths:
  /ok/Z/X/Y.png and /ok/Z/X/Y@2x.png  a tile (256 or 512 pixels)
  /missing/...                         404 Not Found
  /hang/...                            never answered (held until the server stops)
Every request's path and arrival time is logged. Listens on 127.0.0.1 only.
"""

import http.server
import math
import re
import struct
import threading
import time
import zlib

# A 3x5 bitmap font: the digits and "/".
GLYPHS = {
    "0": ["111", "101", "101", "101", "111"], "1": ["010", "110", "010", "010", "111"],
    "2": ["111", "001", "111", "100", "111"], "3": ["111", "001", "111", "001", "111"],
    "4": ["101", "101", "111", "001", "001"], "5": ["111", "100", "111", "001", "111"],
    "6": ["111", "100", "111", "101", "111"], "7": ["111", "001", "010", "010", "010"],
    "8": ["111", "101", "111", "101", "111"], "9": ["111", "101", "111", "001", "111"],
    "/": ["001", "001", "010", "100", "100"],
}


def png(width, height, rows):
    """A truecolour PNG from `rows`, each a bytes object of width * 3."""
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
    raw = b"".join(b"\0" + r for r in rows)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


def tile_png(z, x, y, scale=1):
    """The tile z/x/y: its own pale colour, a grid every 32 tile pixels, a border, its address."""
    size = 256 * scale
    hue = ((x * 37 + y * 61 + z * 11) % 12) / 12
    r, g, b = (int(200 + 45 * math.cos(2 * math.pi * (hue + k / 3))) for k in range(3))
    background, grid, ink = bytes((r, g, b)), bytes((r - 40, g - 40, b - 40)), bytes((40, 40, 60))
    rows = [bytearray(background * size) for _ in range(size)]
    step = 32 * scale
    for row_index, row in enumerate(rows):
        if row_index % step == 0:
            row[:] = grid * size
        for col in range(0, size, step):
            row[col * 3:col * 3 + 3] = grid
    border = 2 * scale
    for row_index, row in enumerate(rows):
        if row_index < border or row_index >= size - border:
            row[:] = ink * size
        else:
            row[:border * 3] = ink * border
            row[(size - border) * 3:] = ink * border
    text = f"{z}/{x}/{y}"
    cell = max(1, min(5 * scale, (size - 2 * border - 8) // (len(text) * 4)))  # one font pixel
    top = 40 * scale
    left = max(border + 4, (size - len(text) * 4 * cell) // 2)
    for n, ch in enumerate(text):
        for gy, line in enumerate(GLYPHS[ch]):
            for gx, bit in enumerate(line):
                if bit != "1":
                    continue
                x0 = left + (n * 4 + gx) * cell
                if x0 + cell > size:
                    continue
                for yy in range(top + gy * cell, top + (gy + 1) * cell):
                    rows[yy][x0 * 3:(x0 + cell) * 3] = ink * cell
    return png(size, size, [bytes(r) for r in rows])


TILE_PATH = re.compile(r"^/(ok|missing|hang)/(\d+)/(\d+)/(\d+)(@2x)?\.png$")


class TileServer:
    """A threaded HTTP server on 127.0.0.1 (an ephemeral port) serving generated tiles."""

    def __init__(self):
        self.log = []  # (arrival time, path), every request
        self.lock = threading.Lock()
        self.cache = {}
        self.stopping = threading.Event()
        server = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args):
                pass

            def do_GET(self):
                with server.lock:
                    server.log.append((time.time(), self.path))
                m = TILE_PATH.match(self.path)
                if not m or m.group(1) == "missing":
                    self.send_response(404)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                if m.group(1) == "hang":
                    server.stopping.wait(120)
                    self.close_connection = True
                    return
                key = (int(m.group(2)), int(m.group(3)), int(m.group(4)), 2 if m.group(5) else 1)
                with server.lock:
                    body = server.cache.get(key)
                if body is None:
                    body = tile_png(*key)
                    with server.lock:
                        server.cache[key] = body
                self.send_response(200)
                self.send_header("Content-Type", "image/png")
                self.send_header("Content-Length", str(len(body)))
                self.send_header("Cache-Control", "max-age=3600")
                self.end_headers()
                self.wfile.write(body)

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.port = self.httpd.server_address[1]
        self.origin = f"http://127.0.0.1:{self.port}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def template(self, mode):
        return f"{self.origin}/{mode}/{{z}}/{{x}}/{{y}}{{r}}.png"

    def first_request(self, path):
        """When `path` first reached the server (seconds since the epoch), or None."""
        with self.lock:
            return next((t for t, p in self.log if p == path), None)

    def stop(self):
        self.stopping.set()
        self.httpd.shutdown()
        self.httpd.server_close()


def world_pixel(lat, lon, z):
    """Web Mercator in tile pixels at zoom z: the OpenStreetMap wiki's slippy-map formula, written
    here independently of the Swift and JavaScript code under test."""
    n = 256 * 2 ** z
    x = (lon + 180) / 360 * n
    y = (1 - math.asinh(math.tan(math.radians(lat))) / math.pi) / 2 * n
    return x, y


if __name__ == "__main__":
    # Writes one tile, to look at: python3 tools/checks/tile_server.py Z X Y > tile.png
    import sys
    z, x, y = (int(v) for v in sys.argv[1:4])
    sys.stdout.buffer.write(tile_png(z, x, y))
