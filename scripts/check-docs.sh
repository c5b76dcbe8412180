#!/usr/bin/env bash
# Fails when a public declaration of ChamferKit has no doc comment.
#
# Reads the symbol graph the compiler writes (what DocC documents), so it sees every
# public symbol however it is declared: enum cases, protocol requirements, members of
# public extensions. Symbols the compiler makes up (a raw-value init, a conformance's
# default implementation) have no place in the sources and are skipped.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

swift package dump-symbol-graph --skip-synthesized-members --skip-inherited-docs >/dev/null
folder=$(swift build --show-bin-path)/../symbolgraph

python3 - "$folder" <<'PY'
import glob, json, os, sys

folder = sys.argv[1]
files = glob.glob(os.path.join(folder, "ChamferKit.symbols.json")) + glob.glob(os.path.join(folder, "ChamferKit@*.symbols.json"))
if not files:
    sys.exit(f"check-docs: no symbol graph of ChamferKit in {folder}")
missing, total = [], 0
for path in files:
    for symbol in json.load(open(path))["symbols"]:
        location = symbol.get("location")
        if location is None:
            continue
        total += 1
        lines = (symbol.get("docComment") or {}).get("lines") or []
        if not any(line["text"].strip() for line in lines):
            file = location["uri"].removeprefix("file://")
            file = os.path.relpath(file)
            line = location["position"]["line"] + 1
            name = ".".join(symbol["pathComponents"])
            missing.append(f"{file}:{line}: public {symbol['kind']['displayName'].lower()} '{name}' has no doc comment")
for entry in sorted(missing):
    print(entry)
print(f"check-docs: {total - len(missing)} of {total} public symbols of ChamferKit are documented")
sys.exit(1 if missing else 0)
PY
