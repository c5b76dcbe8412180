#!/usr/bin/env python3
"""Usage: measure_boxes.py PAGE.html SPEC.json

Screenshots PAGE.html in headless Chromium and measures boxes on it, so tests can
compare what the browser drew with Chamfer's geometry.

SPEC.json: {"width": 800, "height": 600,
            "boxes": [{"id": "a", "x": 10, "y": 10, "w": 120, "h": 72}, ...],
            "pairs": [["a", "b"], ...],
            "regions": [{"id": "r", "x": 10, "y": 90, "w": 16, "h": 4}, ...]}
Boxes and pairs are optional, and so are regions. For boxes the page must draw black
shapes on white. For each box the coverage is the painted
area in square pixels: the sum over its pixels of (255 - grey) / 255, so antialiased
edges count by how much they cover. For each pair of boxes of the same size, the
overlap is sum(min) / sum(max) of the two coverage maps laid on each other: 1.0 when
both drew the same shape.

For each region the mean grey level (0 black to 255 white, ITU-R 601 luma) of its
pixels, for tests that look for shadows: whether a band next to a shape is darker or
lighter than the page around it.

Prints {"coverage": {"a": 8000.1, ...}, "overlap": {"a|b": 0.998, ...},
"regions": {"r": 231.4, ...}} on stdout.
Exit status: 0 measured, 1 a box lies outside the screenshot, 2 Chromium or Pillow
is missing or gave no picture.
"""

import json
import os
import pathlib
import shutil
import signal
import subprocess
import sys
import tempfile

TOOL_MISSING = 2


def fail(message, status=TOOL_MISSING):
    print("measure_boxes.py: " + message, file=sys.stderr)
    sys.exit(status)


try:
    from PIL import Image
except ImportError:
    fail("Pillow is missing; install it with: pip install pillow")


def screenshot(page, width, height, out):
    chromium = next((shutil.which(n) for n in ("chromium", "chromium-browser", "google-chrome")
                     if shutil.which(n)), None)
    if not chromium:
        fail("no Chromium found; install it with: apt-get install chromium")
    with tempfile.TemporaryDirectory(prefix="chamfer-shot-") as tmp:
        command = [
            chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--force-device-scale-factor=1", "--no-first-run", "--disable-extensions",
            "--user-data-dir=" + os.path.join(tmp, "profile"),
            "--window-size=%d,%d" % (width, height), "--screenshot=" + out,
            pathlib.Path(page).resolve().as_uri(),
        ]
        env = dict(os.environ, XDG_CONFIG_HOME=os.path.join(tmp, "config"))
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                   env=env, start_new_session=True)
        try:
            process.communicate(timeout=float(os.environ.get("CHAMFER_CHROMIUM_TIMEOUT", "90")))
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.communicate()
            fail("Chromium timed out taking the screenshot")
    if not os.path.exists(out):
        fail("Chromium wrote no screenshot")


def coverage_map(image, box):
    """Painted fraction of each pixel of the box, row by row."""
    x, y, w, h = box["x"], box["y"], box["w"], box["h"]
    grey = image.crop((x, y, x + w, y + h)).load()
    return [[(255 - grey[i, j]) / 255 for i in range(w)] for j in range(h)]


def main(argv):
    if len(argv) != 2:
        print(__doc__.splitlines()[0], file=sys.stderr)
        return TOOL_MISSING
    page, spec_path = argv
    with open(spec_path) as f:
        spec = json.load(f)
    with tempfile.TemporaryDirectory(prefix="chamfer-measure-") as tmp:
        shot = os.path.join(tmp, "shot.png")
        screenshot(page, spec["width"], spec["height"], shot)
        image = Image.open(shot).convert("L")
        if os.environ.get("CHAMFER_KEEP_SCREENSHOT"):
            shutil.copy(shot, os.environ["CHAMFER_KEEP_SCREENSHOT"])
    regions = {}
    for region in spec.get("regions", []):
        x, y, w, h = region["x"], region["y"], region["w"], region["h"]
        if x < 0 or y < 0 or w <= 0 or h <= 0 or x + w > image.width or y + h > image.height:
            fail("region %s lies outside the %dx%d screenshot" % (region["id"], image.width, image.height), 1)
        pixels = list(image.crop((x, y, x + w, y + h)).getdata())
        regions[region["id"]] = round(sum(pixels) / len(pixels), 3)
    maps = {}
    for box in spec.get("boxes", []):
        if box["x"] + box["w"] > image.width or box["y"] + box["h"] > image.height:
            fail("box %s lies outside the %dx%d screenshot" % (box["id"], image.width, image.height), 1)
        maps[box["id"]] = coverage_map(image, box)
    coverage = {key: round(sum(map(sum, rows)), 3) for key, rows in maps.items()}
    overlap = {}
    for a, b in spec.get("pairs", []):
        low = high = 0.0
        for row_a, row_b in zip(maps[a], maps[b]):
            for p, q in zip(row_a, row_b):
                low += min(p, q)
                high += max(p, q)
        overlap[a + "|" + b] = round(low / high, 5) if high else 1.0
    json.dump({"coverage": coverage, "overlap": overlap, "regions": regions}, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
