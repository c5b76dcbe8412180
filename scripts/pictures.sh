#!/usr/bin/env bash
# Draws every picture in docs/ from the current bundled theme, templates and preview,
# with headless Chromium, then records what they were drawn from in docs/pictures.sha256
# (a test fails once the themes or templates change and the pictures do not).
#
#   scripts/pictures.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

browser=""
for name in chromium chromium-browser google-chrome google-chrome-stable; do
  if command -v "$name" >/dev/null 2>&1; then browser="$name"; break; fi
done
[ -n "$browser" ] || { echo "pictures.sh: Chromium is needed (scripts/test installs it)" >&2; exit 1; }

swift build --product chamfer >/dev/null
chamfer="$(swift build --show-bin-path)/chamfer"
work="build/pictures"
rm -rf "$work"
mkdir -p "$work"

# shot URL WIDTH HEIGHT OUT [FLAG...]: a screenshot at twice the pixels, for sharp pictures;
# --force-dark-mode draws it as a system set to dark would. Drawn as for a reader who asks
# for reduced motion, so that no switch is caught halfway through its transition.
shot() {
  "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=2 \
    --force-prefers-reduced-motion --window-size="$2,$3" --screenshot="$4" "${@:5}" "$1" >/dev/null 2>&1
  [ -s "$4" ] || { echo "pictures.sh: no screenshot for $1" >&2; exit 1; }
  echo "drew $4"
}

# The web pictures: the css target's classes alone, on docs/web-surfaces.html.
"$chamfer" build --target css >/dev/null 2>&1
shot "file://$PWD/docs/web-surfaces.html#tooltips" 720 160 docs/web-tooltip.png
shot "file://$PWD/docs/web-surfaces.html#neumorphic" 720 160 docs/web-neumorphic-button.png

# The preview page, whole and cut down to one section for the README's picture.
"$chamfer" preview tokens/default.yaml --out "$work/preview" >/dev/null 2>&1
python3 - "$work/preview/index.html" <<'PY'
import re, sys
page = open(sys.argv[1], encoding="utf-8").read()
head, body = page.split("<body>", 1)
def only(title, out):
    # Keep the page's head and one heading with the grid that follows it.
    start = body.index(f"<h2>{title}")
    end = body.find("<h2>", start + 4)
    section = body[start:end if end >= 0 else body.index("</body>")]
    style = "<style>body{margin:16px 24px} h2{margin-top:0}</style>"
    open(out, "w", encoding="utf-8").write(head + style + "<body>" + section + "</body></html>")
folder = sys.argv[1].rsplit("/", 1)[0]
only("Components and variants", folder + "/components.html")
only("tooltip: arrows on every edge", folder + "/arrows.html")
PY
shot "file://$PWD/$work/preview/components.html" 1160 952 docs/default-theme.png
shot "file://$PWD/$work/preview/index.html" 1200 900 docs/preview.png
shot "file://$PWD/$work/preview/index.html" 1200 900 docs/preview-dark.png --force-dark-mode
shot "file://$PWD/$work/preview/index.html" 390 844 docs/preview-phone.png
shot "file://$PWD/$work/preview/index.html#inspect=dialog" 1000 1040 docs/preview-inspector.png
shot "file://$PWD/$work/preview/index.html#platforms" 1200 1900 docs/preview-platforms.png
shot "file://$PWD/$work/preview/arrows.html" 1160 600 docs/preview-surfaces.png

# chamfer diff's page, for one edit to the default theme's foundation layer.
cp -R tokens "$work/base"
cp -R tokens "$work/head"
sed -i.bak 's/^  medium: 8px/  medium: 12px/' "$work/head/layers/foundation.yaml"
sed -i.bak 's/^  chip: { category: small, family: cut }/  chip: { category: small }/' "$work/head/default.yaml"
"$chamfer" diff "$work/base/default.yaml" -- "$work/head/default.yaml" --out "$work/diff" >/dev/null
shot "file://$PWD/$work/diff/index.html" 1160 900 docs/diff.png

python3 scripts/picture-inputs.py > docs/pictures.sha256
echo "recorded docs/pictures.sha256"
