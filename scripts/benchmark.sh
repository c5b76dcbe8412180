#!/usr/bin/env bash
# Measures `chamfer build` on generated themes of 100, 1,000 and 10,000 components,
# in YAML and in JSON. Not a test: run it by hand and compare with the target in the
# README (10,000 components under 0.3 s and 100 MB, time growing linearly).
#
#   scripts/benchmark.sh                 build the release binary, then measure
#   CHAMFER=path/to/chamfer scripts/benchmark.sh   measure an existing binary
#   SIZES="100 1000" REPS=7 scripts/benchmark.sh   other sizes or repetitions
#   KEEP=1 scripts/benchmark.sh          keep the generated themes and print where
#
# Each run is a new process building into an empty folder; the table shows the
# median wall time of REPS runs and the largest peak resident memory among them.
#
# To profile, keep the themes and run callgrind on a copy of the binary without
# its DWARF 5 debug info, which Debian 12's valgrind 3.19 cannot read (the symbol
# table stays, so function names survive):
#   objcopy --strip-debug .build-release/release/chamfer /tmp/chamfer-nodebug
#   valgrind --tool=callgrind /tmp/chamfer-nodebug build THEME --out /tmp/out
#   callgrind_annotate --inclusive=yes callgrind.out.* | swift-demangle --simplified
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

SIZES="${SIZES:-100 1000 10000}"
REPS="${REPS:-5}"

if [ -z "${CHAMFER:-}" ]; then
  echo "building the release binary (swift build -c release --scratch-path .build-release)..." >&2
  swift build -c release --scratch-path .build-release --product chamfer >&2
  CHAMFER="$(swift build -c release --scratch-path .build-release --show-bin-path)/chamfer"
fi
[ -x "$CHAMFER" ] || { echo "no executable at $CHAMFER" >&2; exit 1; }

work="$(mktemp -d "${TMPDIR:-/tmp}/chamfer-benchmark.XXXXXX")"
if [ -n "${KEEP:-}" ]; then
  echo "themes and outputs kept in $work" >&2
else
  trap 'rm -rf "$work"' EXIT
fi

# Peak memory comes from GNU time when it is installed (Debian package 'time'), and
# otherwise from the rusage that wait4 reports for each child.
TIME_BIN=""
[ -x /usr/bin/time ] && TIME_BIN=/usr/bin/time

python3 - "$CHAMFER" "$work" "$REPS" "$TIME_BIN" $SIZES <<'PY'
"""Generates the benchmark themes, runs chamfer on each and prints the table."""
import json
import os
import statistics
import subprocess
import sys
import time

chamfer, work, reps, time_bin = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
sizes = [int(n) for n in sys.argv[5:]]

# Eight metrics whose sizes grow in the order their names promise (lint/scale-order).
SCALE = [("none", 0), ("extra-small", 2), ("small", 4), ("medium", 8), ("large", 12),
         ("extra-large", 16), ("extra-extra-large", 28), ("full", "full")]
CATEGORIES = ["small", "medium", "large"]
CORNERS = ["topLeft", "topRight", "bottomRight", "bottomLeft"]


def theme(count):
    """A theme of `count` components: each has a category, two variants (one by
    reference, one naming a metric) and one per-corner override."""
    scale = {name: size for name, size in SCALE}
    scale["large"] = {"size": 12, "family": "cut"}
    categories = {
        "small": "small",
        "medium": "{scale.medium}",
        "large": {"shape": "large", "corners": ["topLeft", "topRight"]},
    }
    metrics = [name for name, _ in SCALE]
    components = {}
    for i in range(count):
        component = {
            "category": CATEGORIES[i % len(CATEGORIES)],
            "corners": {CORNERS[i % 4]: {"size": (i % 24) + 1, "family": "cut" if i % 5 == 0 else "rounded"}},
            "variants": {
                "pressed": {"size": "{scale.%s}" % metrics[i % len(metrics)]},
                "compact": {"shape": metrics[(i + 3) % len(metrics)], "curve": "continuous"},
            },
        }
        if i % 7 == 0:
            component["curve"] = "continuous"
            component["smoothing"] = 0.8
        components["component%d" % i] = component
    return {
        "chamfer": 1,
        "name": "Bench%d" % count,
        "description": "A generated theme of %d components." % count,
        "defaults": {"family": "rounded", "curve": "circular", "smoothing": 0.6, "remBase": 16},
        "scale": scale,
        "categories": categories,
        "components": components,
    }


def yaml_scalar(value):
    if isinstance(value, str):
        return '"%s"' % value if value.startswith("{") else value
    return json.dumps(value)


def to_yaml(value, indent=0):
    """Block-style YAML for nested mappings; flow style for lists and small leaves."""
    pad = "  " * indent
    lines = []
    for key, item in value.items():
        if isinstance(item, dict) and indent >= 3:
            flow = ", ".join("%s: %s" % (k, yaml_scalar(v)) for k, v in item.items())
            lines.append("%s%s: { %s }" % (pad, key, flow))
        elif isinstance(item, dict):
            lines.append("%s%s:" % (pad, key))
            lines.append(to_yaml(item, indent + 1))
        elif isinstance(item, list):
            lines.append("%s%s: [%s]" % (pad, key, ", ".join(item)))
        else:
            lines.append("%s%s: %s" % (pad, key, yaml_scalar(item)))
    return "\n".join(lines)


def measure(theme_path, out):
    """Wall seconds and peak resident kilobytes of one cold `chamfer build`."""
    subprocess.run(["rm", "-rf", out], check=True)
    command = [chamfer, "build", theme_path, "--out", out]
    if time_bin:
        command = [time_bin, "-f", "%e %M", "-o", out + ".time"] + command
    # Diagnostics go to a file: a pipe read only after the exit would fill up and
    # stall a build that prints many warnings.
    with open(out + ".stderr", "w+b") as errors:
        start = time.perf_counter()
        child = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                 stderr=errors)
        _, status, usage = os.wait4(child.pid, 0)
        wall = time.perf_counter() - start
        errors.seek(0)
        stderr = errors.read().decode()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit("chamfer build %s failed:\n%s" % (theme_path, stderr))
    if time_bin:
        with open(out + ".time") as f:
            peak_kb = int(f.read().split()[-1])
    else:
        peak_kb = usage.ru_maxrss  # kilobytes on Linux
    return wall, peak_kb


rows = []
for count in sizes:
    data = theme(count)
    for fmt in ("yaml", "json"):
        path = os.path.join(work, "bench-%d.%s" % (count, fmt))
        with open(path, "w") as f:
            f.write(to_yaml(data) + "\n" if fmt == "yaml" else json.dumps(data, indent=2) + "\n")
        out = os.path.join(work, "out-%d-%s" % (count, fmt))
        runs = [measure(path, out) for _ in range(reps)]
        generated = sum(os.path.getsize(os.path.join(d, n)) for d, _, names in os.walk(out) for n in names)
        rows.append((count, fmt, os.path.getsize(path), generated,
                     statistics.median(w for w, _ in runs), min(w for w, _ in runs),
                     max(m for _, m in runs)))

print()
print("chamfer build, %d cold runs each (median wall time; peak RSS is the largest run)" % reps)
print("binary: %s" % chamfer)
print()
header = ("components", "format", "theme size", "output size", "median s", "min s", "peak MB", "ms / 1k comp.")
print("%10s  %-6s  %10s  %11s  %8s  %6s  %7s  %13s" % header)
for count, fmt, size, generated, median, fastest, peak in rows:
    print("%10d  %-6s  %9.1fK  %10.1fK  %8.3f  %6.3f  %7.1f  %13.1f" % (
        count, fmt, size / 1024, generated / 1024, median, fastest, peak / 1024,
        median * 1000 / (count / 1000)))

largest = [r for r in rows if r[0] == max(sizes)]
if largest:
    print()
    for count, fmt, _, _, median, _, peak in largest:
        verdict = "meets" if median < 0.3 and peak / 1024 < 100 else "misses"
        print("%s, %d components: %.3f s, %.1f MB — %s the target (< 0.3 s, < 100 MB)" % (
            fmt, count, median, peak / 1024, verdict))
PY
