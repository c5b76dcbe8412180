#!/usr/bin/env python3
"""The hash of everything the pictures in docs/ are drawn from.

    scripts/picture-inputs.py           print the hash
    scripts/picture-inputs.py --check   exit 1 if docs/pictures.sha256 records another

scripts/pictures.sh records the hash after drawing the pictures, so a test can tell
when a theme, a template or the drawing code changed after the pictures were made.
"""
import hashlib
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RECORD = os.path.join(ROOT, "docs", "pictures.sha256")
# What the pictures show: the bundled themes, every template (the preview page's and the
# css target's), the code that lays out the preview and diff pages, their words and geometry,
# and how they are taken.
INPUTS = [
    "tokens",
    "templates",
    "Sources/ChamferEmitters/PreviewPage.swift",
    "Sources/ChamferEmitters/PreviewInspector.swift",
    "Sources/ChamferEmitters/DiffPage.swift",
    "Sources/ChamferKit/Resolution/ShapeWords.swift",
    "Sources/ChamferKit/Resolution/ThemeDiff.swift",
    "Sources/ChamferKit/Geometry",
    "docs/web-surfaces.html",
    "scripts/pictures.sh",
]


def files():
    for entry in INPUTS:
        path = os.path.join(ROOT, entry)
        if os.path.isfile(path):
            yield entry
            continue
        for folder, _, names in os.walk(path):
            for name in names:
                yield os.path.relpath(os.path.join(folder, name), ROOT)


def digest():
    hasher = hashlib.sha256()
    for relative in sorted(files()):
        with open(os.path.join(ROOT, relative), "rb") as file:
            content = file.read()
        hasher.update(relative.encode() + b"\0" + hashlib.sha256(content).digest())
    return hasher.hexdigest()


def main(arguments):
    current = digest()
    if arguments == ["--check"]:
        recorded = open(RECORD).read().split()[0] if os.path.exists(RECORD) else "(none)"
        if recorded != current:
            print(f"the pictures in docs/ are older than what they show (recorded {recorded[:12]}, now {current[:12]}); "
                  "run scripts/pictures.sh", file=sys.stderr)
            return 1
        return 0
    print(current)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
