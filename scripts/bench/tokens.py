"""The token-file section of scripts/benchmark.sh: `chamfer build` pointed at a Style
Dictionary file, as a team adopting Chamfer would on every build.

    python3 scripts/bench/tokens.py CHAMFER MEASURE WORK-FOLDER REPS SLOW N...

Each file holds N tokens: a scale of 7 metrics (`radius.none` … `radius.full`) and
components, each with a `radius` and the four logical corners (`corner.top-start` …
`corner.bottom-end`), about two thirds of them aliases of the scale and the rest
numbers without a unit, read as rem (`--unitless rem`). Every target is built. The
figures are the median wall time of REPS runs (fewer once a run passes SLOW seconds),
the median CPU time and the largest peak memory, each run a new process timed by
scripts/bench/measure.c. The targets are a tenth of the time and a quarter of the
memory Style Dictionary 5 takes to build five plain outputs from such files (CSS and
SCSS variables, Android resources, a Swift class and a Flutter class, each with its
stock transform group); the run exits 1 when one is not met.

With STYLE_DICTIONARY set to a folder holding node_modules/style-dictionary, Style
Dictionary itself builds the same file in turn with Chamfer, run for run, and each
target is measured against it: the machine's speed moves both alike. Without it, the
targets come from Style Dictionary 5.0.1's figures on a 2-core machine of this kind.
"""
import json
import os
import statistics
import subprocess
import sys

chamfer, measure, work = sys.argv[1:4]
reps, slow = int(sys.argv[4]), float(sys.argv[5])
sizes = [int(n) for n in sys.argv[6:]]

# Style Dictionary 5.0.1 on such files (seconds, MB), measured once on a quiet 2-core
# machine; the targets when it is not at hand to run beside Chamfer.
STYLE_DICTIONARY = {100: (0.23, 76), 1000: (0.42, None), 10000: (1.76, None), 100000: (21.8, 2900)}

# The five outputs Style Dictionary builds, each platform with its stock transforms.
SD_PLATFORMS = {
    "css": ("css", "variables.css", "css/variables", {}),
    "scss": ("scss", "_variables.scss", "scss/variables", {}),
    "android": ("android", "dimens.xml", "android/resources", {}),
    "ios-swift": ("ios-swift", "ShapeTokens.swift", "ios-swift/class.swift", {"className": "ShapeTokens"}),
    "flutter": ("flutter", "shape_tokens.dart", "flutter/class.dart", {"className": "ShapeTokens"}),
}


def style_dictionary():
    """The node command that runs Style Dictionary's CLI, and its version; None when
    STYLE_DICTIONARY is not set."""
    folder = os.environ.get("STYLE_DICTIONARY")
    if not folder:
        return None
    package = os.path.join(folder, "node_modules", "style-dictionary")
    with open(os.path.join(package, "package.json")) as f:
        meta = json.load(f)
    entry = meta["bin"]["style-dictionary"] if isinstance(meta["bin"], dict) else meta["bin"]
    return ["node", os.path.join(package, entry)], meta["version"]


def sd_config(source, out):
    """A Style Dictionary config that reads `source` and writes the five outputs into `out`."""
    platforms = {}
    for name, (group, destination, format_name, options) in SD_PLATFORMS.items():
        output = {"destination": destination, "format": format_name}
        if options:
            output["options"] = options
        platforms[name] = {"transformGroup": group, "buildPath": os.path.join(out, name) + "/", "files": [output]}
    return {"source": [source], "platforms": platforms}

SCALE = [("none", 0), ("xs", 0.125), ("sm", 0.25), ("md", 0.5), ("lg", 0.75), ("xl", 1), ("full", 62.5)]
CORNERS = ["top-start", "top-end", "bottom-start", "bottom-end"]


def tokens(count):
    """A Style Dictionary tree of `count` tokens (the scale, then components)."""
    tree = {"radius": {name: {"value": value} for name, value in SCALE}}
    made, index = len(SCALE), 0
    while made < count:
        component = {}
        for slot, key in enumerate(["radius"] + CORNERS):
            if made >= count:
                break
            # Components use the steps below `full`, whose percentage the web targets
            # would warn about on every per-corner component.
            step = (index * 5 + slot) % (len(SCALE) - 1)
            # Two of every three tokens alias the scale; the rest are numbers.
            value = "{radius.%s}" % SCALE[step][0] if (index + slot) % 3 else SCALE[step][1] + 0.0625
            if key == "radius":
                component["radius"] = {"value": value}
            else:
                component.setdefault("corner", {})[key] = {"value": value}
            made += 1
        tree["component-%d" % index] = component
        index += 1
    return tree


def run(command):
    figures = os.path.join(work, "measured")
    with open(os.path.join(work, "output"), "w+b") as output:
        status = subprocess.run([measure, figures, *command], stdin=subprocess.DEVNULL,
                                stdout=output, stderr=output).returncode
        output.seek(0)
        text = output.read().decode(errors="replace")
    if status != 0:
        raise RuntimeError("exit %d: %s" % (status, text[-2000:]))
    with open(figures) as f:
        wall, peak_kb, user, system = f.read().split()
    return float(wall), int(peak_kb), float(user) + float(system)


def components_in(out):
    """How many components the build wrote to the dtcg target: they must be inferred."""
    folder = os.path.join(out, "dtcg")
    for name in os.listdir(folder):
        if name.endswith(".tokens.json"):
            with open(os.path.join(folder, name)) as f:
                return len(json.load(f).get("components", {}))
    return 0


peer = style_dictionary()
rows = []
for count in sizes:
    print("measuring a token file of %d tokens..." % count, file=sys.stderr, flush=True)
    path = os.path.join(work, "tokens-%d.json" % count)
    with open(path, "w") as f:
        json.dump(tokens(count), f, indent=1)
    out = os.path.join(work, "out-%d" % count)
    sd_out = os.path.join(work, "sd-out-%d" % count)
    if peer:
        config = os.path.join(work, "sd-%d.json" % count)
        with open(config, "w") as f:
            json.dump(sd_config(path, sd_out), f, indent=1)
    runs, sd_runs, failure = [], [], None
    for _ in range(reps):
        # Style Dictionary first, then Chamfer, so that each pair meets the same machine.
        if peer:
            subprocess.run(["rm", "-rf", sd_out], check=True)
            try:
                sd_runs.append(run(peer[0] + ["build", "--config", config, "--silent"]))
            except RuntimeError as error:
                failure = "Style Dictionary: " + str(error)
                break
        subprocess.run(["rm", "-rf", out], check=True)
        try:
            runs.append(run([chamfer, "build", path, "--unitless", "rem", "--out", out]))
        except RuntimeError as error:
            failure = str(error)
            break
        if slow and max([runs[-1][0]] + [wall for wall, _, _ in sd_runs[-1:]]) > slow:
            break
    if failure:
        rows.append((count, os.path.getsize(path), None, failure))
        continue
    walls = [wall for wall, _, _ in runs]
    expected = -(-(count - len(SCALE)) // 5) if count > len(SCALE) else 0
    if components_in(out) != expected:
        rows.append((count, os.path.getsize(path), None,
                     "%d components built, %d expected" % (components_in(out), expected)))
        continue
    row = {"median": statistics.median(walls), "cpu": statistics.median(cpu for _, _, cpu in runs),
           "peak": max(peak for _, peak, _ in runs) / 1024, "runs": len(runs)}
    if sd_runs:
        row["sd"] = (statistics.median(wall for wall, _, _ in sd_runs), max(peak for _, peak, _ in sd_runs) / 1024)
    rows.append((count, os.path.getsize(path), row, None))

print()
print("chamfer build of a Style Dictionary file, all targets, --unitless rem: median wall")
print("time, median CPU time, largest peak memory; Style Dictionary's time and memory and")
print("the targets (a tenth of its time, a quarter of its memory) beside them")
print("binary: %s" % chamfer)
if peer:
    print("Style Dictionary %s, run in turn with Chamfer on the same files" % peer[1])
else:
    print("Style Dictionary 5.0.1's figures from a quiet machine (set STYLE_DICTIONARY to run it here)")
print()
print("components inferred and built: one per five tokens after the scale")
print()
print("%8s  %9s  %4s  %9s  %9s  %9s  %8s  %8s  %10s  %10s  %s" % (
    "tokens", "file", "runs", "wall s", "cpu s", "peak MB", "SD s", "SD MB", "target s", "target MB", "verdict"))
unmet = 0
for count, size, row, failure in rows:
    if failure:
        print("%8d  %8.1fK  build failed: %s" % (count, size / 1024, failure.splitlines()[0] if failure else ""))
        unmet += 1
        continue
    sd_time, sd_memory = row["sd"] if "sd" in row else STYLE_DICTIONARY.get(count, (None, None))
    time_target = sd_time / 10 if sd_time else None
    memory_target = sd_memory / 4 if sd_memory else None
    met = (time_target is None or row["median"] <= time_target) and (
        memory_target is None or row["peak"] <= memory_target)
    unmet += 0 if met else 1
    print("%8d  %8.1fK  %4d  %9.3f  %9.3f  %9.1f  %8s  %8s  %10s  %10s  %s" % (
        count, size / 1024, row["runs"], row["median"], row["cpu"], row["peak"],
        "%.2f" % sd_time if sd_time else "-", "%.0f" % sd_memory if sd_memory else "-",
        "%.3f" % time_target if time_target else "-",
        "%.0f" % memory_target if memory_target else "-", "met" if met else "NOT MET"))
print()
print("%d of %d token-file rows met their targets" % (len(rows) - unmet, len(rows)))
sys.exit(1 if unmet else 0)
