#!/usr/bin/env python3
"""Draws the components of a resolved Chamfer theme as one SVG picture.

Usage: swift run chamfer resolve tokens/default.yaml --json | scripts/draw-picture.py > docs/default-theme.svg

Rounded corners are drawn as circular arcs, cut corners as straight cuts, and
continuous corners as arcs with a smoothing lead-in (a preview, not the exact
iOS profile). Circles are circles of the shorter side.
"""
import json
import sys

W, H, GAP, COLS = 150, 60, 24, 4
K = 0.5522847498


def radius(corner, w, h):
    size = corner["size"]
    return size["value"] if size["unit"] == "pt" else size["value"] / 100 * min(w, h)


def outline(shape, x, y, w, h):
    if shape["kind"] == "circle":
        r = min(w, h) / 2
        cx, cy = x + w / 2, y + h / 2
        return f"M{cx - r},{cy} a{r},{r} 0 1,0 {2 * r},0 a{r},{r} 0 1,0 {-2 * r},0Z"
    names = ["topLeft", "topRight", "bottomRight", "bottomLeft"]
    radii = [radius(shape["corners"][n], w, h) for n in names]
    edges = [(radii[0] + radii[1], w), (radii[1] + radii[2], h), (radii[2] + radii[3], w), (radii[3] + radii[0], h)]
    factor = min([1] + [avail / need for need, avail in edges if need > avail])
    radii = [r * factor for r in radii]
    # corner point, direction back along the entering edge, direction along the leaving edge
    frames = [((x, y), (0, 1), (1, 0)), ((x + w, y), (-1, 0), (0, 1)),
              ((x + w, y + h), (0, -1), (-1, 0)), ((x, y + h), (1, 0), (0, -1))]
    parts = []
    for i, name in enumerate(names):
        corner = shape["corners"][name]
        (ox, oy), (ax, ay), (bx, by) = frames[i]
        r = radii[i]
        pt = lambda u, v: f"{ox + u * ax + v * bx:.2f},{oy + u * ay + v * by:.2f}"
        lead = r * (1 + corner.get("smoothing", 0)) if corner["curve"] == "continuous" else r
        lead = min(lead, min(w, h) / 2) if r else 0
        parts.append(("M" if i == 0 else "L") + pt(lead, 0))
        if r == 0:
            continue
        if corner["family"] == "cut":
            parts.append("L" + pt(0, r))
        else:
            k = lead * (1 - K) if corner["curve"] == "circular" else lead * 0.2
            parts.append("C" + pt(k, 0) + " " + pt(0, k) + " " + pt(0, lead))
    return " ".join(parts) + "Z"


def main():
    theme = json.load(sys.stdin)
    items = []
    for name, component in theme["components"].items():
        items.append((name, component["shape"]))
        for variant, shape in component.get("variants", {}).items():
            items.append((f"{name}.{variant}", shape))
    rows = (len(items) + COLS - 1) // COLS
    width = COLS * (W + GAP) + GAP
    height = rows * (H + GAP + 18) + GAP
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}">',
           f'<rect width="{width}" height="{height}" fill="#f7f7f5"/>']
    for index, (name, shape) in enumerate(items):
        col, row = index % COLS, index // COLS
        x = GAP + col * (W + GAP)
        y = GAP + row * (H + GAP + 18)
        out.append(f'<path d="{outline(shape, x, y, W, H)}" fill="#3d5a80" />')
        out.append(f'<text x="{x + W / 2}" y="{y + H + 15}" font-family="sans-serif" font-size="12" '
                   f'text-anchor="middle" fill="#293241">{name}</text>')
    out.append("</svg>")
    print("\n".join(out))


if __name__ == "__main__":
    main()
