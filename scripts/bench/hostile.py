"""The hostile section of scripts/benchmark.sh: small inputs that once asked Chamfer for
minutes of work, gigabytes of memory or a crash. Each must end within a second and
200 MB with a correct result or clean errors (exit status 0 or 1; a signal, an abort
or any other status fails).

    python3 scripts/bench/hostile.py CHAMFER MEASURE WORK-FOLDER

MEASURE is scripts/bench/measure.c, compiled. Prints one row per input and exits 1
when any input is over a limit.
"""
import json
import os
import subprocess
import sys

chamfer, measure, work = sys.argv[1:4]
SECONDS_ALLOWED = 1.0
MB_ALLOWED = 200
HANG = 30  # seconds after which an input counts as a hang and is killed


def write(path, text):
    path = os.path.join(work, path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)
    return path


def theme(name, **sections):
    return json.dumps(dict({"chamfer": 1, "name": name}, **sections))


# ---------------------------------------------------------------------------------
# The inputs: (what, command, files written here)
# ---------------------------------------------------------------------------------

cases = []


def case(what, *arguments, folder=None):
    cases.append((what, [chamfer, *arguments], folder or work))


# An import alias chain of 20,000 tokens: t19999 → t19998 → … → t0 = 4px.
tokens = {"t0": {"$type": "dimension", "$value": "4px"}}
for i in range(1, 20000):
    tokens["t%d" % i] = {"$type": "dimension", "$value": "{radius.t%d}" % (i - 1)}
case("import: alias chain of 20,000 tokens", "import", write("chain/radius.tokens.json", json.dumps({"radius": tokens})))

# 20,000 aliases that name no token (the paths lack their group), each with a "did you mean".
tokens = {"t0": {"$type": "dimension", "$value": "4px"}}
for i in range(1, 20000):
    tokens["t%d" % i] = {"$type": "dimension", "$value": "{t%d}" % (i - 1)}
case("import: 20,000 aliases to no token", "import", write("broken/radius.tokens.json", json.dumps({"radius": tokens})))

# An extends chain 3,000 files deep.
for i in range(3000):
    extends = ', extends: "deep%d.yaml"' % (i + 1) if i < 2999 else ""
    write("deep/deep%d.yaml" % i, '{ chamfer: 1, name: Deep%d%s, scale: { m%d: %d } }\n' % (i, extends, i, i % 40))
case("extends: a chain of 3,000 files", "lint", os.path.join(work, "deep/deep0.yaml"))

# A diamond of 20 levels: each level's two files both extend both files of the next.
for level in range(20):
    for side in "ab":
        extends = "" if level == 19 else ", extends: [d%da.yaml, d%db.yaml]" % (level + 1, level + 1)
        write("diamond/d%d%s.yaml" % (level, side),
              "{ chamfer: 1, name: D%d%s%s, scale: { m%d%s: 4 } }\n" % (level, side, extends, level, side))
case("extends: a diamond 20 files deep", "lint", os.path.join(work, "diamond/d0a.yaml"))

# A template partial that includes itself.
write("partial/theme.yaml", "chamfer: 1\nname: Small\nscale: { small: 4 }\n")
write("partial/templates/loop/out.txt.mustache", "{{> again}}\n")
write("partial/templates/loop/_again.mustache", "again {{> again}}\n")
case("templates: a partial that includes itself", "build", "theme.yaml", "--templates", "templates",
     "--target", "loop", "--out", "out", folder=os.path.join(work, "partial"))

# A DTCG resolver of 30 modifiers with two contexts each: 2^30 combinations.
resolver = {
    "version": "2025.10",
    "sets": {"base": {"sources": [{"radius": {"small": {"$type": "dimension", "$value": "4px"}}}]}},
    "modifiers": {"m%d" % i: {"contexts": {"a": [], "b": []}} for i in range(30)},
    "resolutionOrder": [{"$ref": "#/sets/base"}] + [{"$ref": "#/modifiers/m%d" % i} for i in range(30)],
}
case("import: resolver of 30 modifiers", "import", write("resolver/bomb.resolver.json", json.dumps(resolver)))

# A Tokens Studio $themes.json of 22 groups of two: 2^22 combinations.
themes = [{"name": "t%d" % i, "group": "g%d" % (i // 2), "selectedTokenSets": {}} for i in range(44)]
case("import: $themes.json of 22 groups", "import", write("studio/$themes.json", json.dumps(themes)))

# A minified theme of 10,000 mistakes on one line (about 230 KB).
minified = theme("Minified", components={"c%d" % i: {"size": "wide"} for i in range(10000)})
case("lint: minified file with 10,000 errors", "lint", write("minified/theme.json", minified))

# 20,000 unknown metric names among 20,000 metrics.
many = theme("Unknown", scale={"metric-%d" % i: i % 40 for i in range(20000)},
             components={"c%d" % i: {"shape": "metrik-%dx" % i} for i in range(20000)})
case("lint: 20,000 unknown metric names", "lint", write("unknown/theme.json", many))

# 20,000 suppression comments, each over one of 20,000 unused metrics: each finding is
# looked up among the directives, not compared with all of them.
write("suppressed/theme.yaml", "chamfer: 1\nname: Suppressed\nscale:\n" + "".join(
    "  # chamfer:disable-next-line unused-metric\n  m%d: %d\n" % (i, i % 40) for i in range(20000)))
case("lint: 20,000 suppression comments", "lint", "theme.yaml", folder=os.path.join(work, "suppressed"))

# 1.4 million variants: 1,000 components of 1,400 variants each, every section small.
variants = ", ".join("v%d: 4" % i for i in range(1400))
write("variants/theme.yaml", "chamfer: 1\nname: Variants\ncomponents:\n" + "".join(
    "  c%d: { size: 2, variants: { %s } }\n" % (i, variants) for i in range(1000)))
case("build: 1.4 million variants", "build", "theme.yaml", "--out", "out", folder=os.path.join(work, "variants"))

# A preview of 100,000 variants.
variants = ", ".join("v%d: 4" % i for i in range(10))
write("preview/theme.yaml", "chamfer: 1\nname: Preview\ncomponents:\n" + "".join(
    "  c%d: { size: 2, variants: { %s } }\n" % (i, variants) for i in range(10000)))
case("preview: 100,000 variants", "preview", "theme.yaml", "--out", "out", folder=os.path.join(work, "preview"))

# A config of 150 themes × 150 modes.
write("config/theme.yaml", "chamfer: 1\nname: Small\nscale: { small: 4 }\n")
write("config/chamfer.yml", "version: 1\nout: out\nthemes:\n" + "".join(
    "  t%d: [theme.yaml]\n" % i for i in range(150)) + "modes:\n" + "".join(
    "  m%d: [theme.yaml]\n" % i for i in range(150)))
case("build: config of 150 themes × 150 modes", "build", folder=os.path.join(work, "config"))

# A target of 20,000 empty partials.
write("partials/theme.yaml", "chamfer: 1\nname: Small\nscale: { small: 4 }\n")
write("partials/templates/wide/out.txt.mustache", "{{name}}\n")
for i in range(20000):
    open(os.path.join(work, "partials/templates/wide/_p%d.mustache" % i), "w").close()
case("templates: a target of 20,000 partials", "build", "theme.yaml", "--templates", "templates",
     "--target", "wide", "--out", "out", folder=os.path.join(work, "partials"))

# Partials that include the next from two sections each, 90 deep: rendering (and the
# check of the target's names) would meet the last one 2^90 times.
write("doubling/theme.yaml", "chamfer: 1\nname: Small\nscale: { small: 4 }\ncategories: { small: small }\n")
write("doubling/templates/deep/out.txt.mustache", "{{> p0}}\n")
for i in range(90):
    write("doubling/templates/deep/_p%d.mustache" % i,
          "{{#scale}}{{> p%d}}{{/scale}}{{#categories}}{{> p%d}}{{/categories}}" % (i + 1, i + 1))
write("doubling/templates/deep/_p90.mustache", "{{name}}")
case("templates: partials doubling 90 times", "build", "theme.yaml", "--templates", "templates",
     "--target", "deep", "--out", "out", folder=os.path.join(work, "doubling"))

# Sections nested four deep over 2,000 components: 16 trillion lines.
write("nested/theme.yaml", "chamfer: 1\nname: Nested\ncomponents:\n" + "".join("  c%d: 4\n" % i for i in range(2000)))
write("nested/templates/loops/out.txt.mustache",
      "{{#components}}{{#components}}{{#components}}{{#components}}{{name}}\n"
      "{{/components}}{{/components}}{{/components}}{{/components}}")
case("templates: sections nested over 2,000 components", "build", "theme.yaml", "--templates", "templates",
     "--target", "loops", "--out", "out", folder=os.path.join(work, "nested"))

# 256 themes over one 57 KB layer: each theme reads, resolves and renders it again.
write("product/large.yaml", "chamfer: 1\nname: Large\ncomponents:\n" + "".join(
    "  component-%d: { size: %d }\n" % (i, i % 40) for i in range(2000)))
write("product/chamfer.yml", "version: 1\nout: out\nthemes:\n" + "".join(
    "  t%d: [large.yaml]\n" % i for i in range(256)))
case("build: 256 themes over one 57 KB layer", "build", folder=os.path.join(work, "product"))

# 256 themes of a few bytes, each extending the same 57 KB file.
for i in range(256):
    write("product-extends/t%d.yaml" % i, "chamfer: 1\nname: T%d\nextends: ../product/large.yaml\n" % i)
write("product-extends/chamfer.yml", "version: 1\nout: out\nthemes:\n" + "".join(
    "  t%d: [t%d.yaml]\n" % (i, i) for i in range(256)))
case("lint: 256 themes extending one 57 KB file", "lint", folder=os.path.join(work, "product-extends"))

# A $themes.json of 256 combinations (8 groups of two), every one taking a 260 KB set,
# and a resolver of the same shape.
big_set = {"radius": {"r%d" % i: {"$type": "dimension", "$value": "%dpx" % (i % 40)} for i in range(5000)}}
write("studio-product/radius.json", json.dumps(big_set))
themes = [{"name": "g%d-%s" % (g, side), "group": "g%d" % g, "selectedTokenSets": {"radius": "enabled"}}
          for g in range(8) for side in "ab"]
case("import: $themes.json of 256 themes over one set", "import",
     write("studio-product/$themes.json", json.dumps(themes)))
resolver = {
    "version": "2025.10",
    "sets": {"base": {"sources": [big_set]}},
    "modifiers": {"m%d" % i: {"contexts": {"a": [{"$ref": "#/sets/base"}], "b": []}} for i in range(8)},
    "resolutionOrder": [{"$ref": "#/sets/base"}] + [{"$ref": "#/modifiers/m%d" % i} for i in range(8)],
}
case("import: resolver of 256 themes over one set", "import",
     write("resolver-product/big.resolver.json", json.dumps(resolver)))

# A target of 1,000 files, each going over every variant of 2,000 components: ten
# million bodies from a 100 KB theme. The budget grows with the theme's shapes, so the
# theme is kept small.
write("rendering/theme.yaml", "chamfer: 1\nname: Wide\ncomponents:\n" + "".join(
    "  c%d: { size: 2, variants: { a: 1, b: 3, c: 4, d: 5 } }\n" % i for i in range(2000)))
for i in range(1000):
    write("rendering/templates/wide/f%d.txt.mustache" % i, "{{#components}}{{#variants}}{{/variants}}{{/components}}")
case("templates: 1,000 files over 10,000 shapes", "build", "theme.yaml", "--templates", "templates",
     "--target", "wide", "--out", "out", folder=os.path.join(work, "rendering"))

# A mapping wildcard of 14 stars against a 200-letter token name.
name = "a" * 200
write("wildcard/tokens.json", json.dumps({"radius": {name: {"$type": "dimension", "$value": "4px"},
                                                     name + "b": {"$type": "dimension", "$value": "8px"}}}))
write("wildcard/mapping.yaml", 'scale:\n  - "radius.%s*b"\n' % ("*a" * 13))
case("import: a mapping wildcard of 14 stars", "import", "tokens.json", "--mapping", "mapping.yaml",
     "--output", "wild.yaml", folder=os.path.join(work, "wildcard"))

# 2,000 wildcards against 20,000 tokens.
write("wildcards/tokens.json", json.dumps({"radius": {"r%d" % i: {"$type": "dimension", "$value": "%dpx" % (i % 40)}
                                                      for i in range(20000)}}))
write("wildcards/mapping.yaml", "skip:\n" + "".join('  - "r*.nothing-%d"\n' % i for i in range(2000)))
case("import: 2,000 wildcards over 20,000 tokens", "import", "tokens.json", "--mapping", "mapping.yaml",
     "--output", "many.yaml", folder=os.path.join(work, "wildcards"))

# Files of 8 GB, written sparse so that they take no room on the disk: a theme, a file a
# theme extends, a template and the manifest of an output folder. Each is refused (or,
# the manifest, ignored) from its size.
def sparse(path, head, size=8 << 30):
    path = write(path, head)
    with open(path, "r+b") as f:
        f.truncate(size)
    return path


case("lint: a theme file of 8 GB", "lint", sparse("huge/theme.yaml", "chamfer: 1\nname: Huge\n"))
write("huge/extends.yaml", "chamfer: 1\nname: Extends\nextends: theme.yaml\n")
case("lint: a theme extending a file of 8 GB", "lint", "extends.yaml", folder=os.path.join(work, "huge"))
write("huge/small.yaml", "chamfer: 1\nname: Small\nscale: { small: 4 }\n")
write("huge/templates/big/out.txt.mustache", "{{name}}\n")
sparse("huge/templates/big/_big.mustache", "{{name}}\n")
case("build: a template of 8 GB", "build", "small.yaml", "--templates", "templates", "--target", "big",
     "--out", "out-template", folder=os.path.join(work, "huge"))
sparse("huge/out-manifest/.chamfer-manifest", "x\n")
case("build: an output manifest of 8 GB", "build", "small.yaml", "--target", "css", "--out", "out-manifest",
     folder=os.path.join(work, "huge"))

# ---------------------------------------------------------------------------------
# Timing
# ---------------------------------------------------------------------------------


def run(command, folder):
    """(exit status, wall seconds, peak MB, the first error line or what it printed last)."""
    figures = os.path.join(work, "measured")
    with open(os.path.join(work, "stdout"), "w+b") as out, open(os.path.join(work, "stderr"), "w+b") as errors:
        # A hang is killed after HANG seconds; `timeout` waits for chamfer, so the peak
        # memory measure.c reports is still chamfer's.
        status = subprocess.run([measure, figures, "timeout", "-s", "KILL", str(HANG), *command], cwd=folder, stdin=subprocess.DEVNULL,
                                stdout=out, stderr=errors).returncode
        out.seek(0)
        errors.seek(0)
        printed = (errors.read() + out.read()).decode(errors="replace")
    with open(figures) as f:
        wall, peak_kb, _, _ = f.read().split()
    lines = [line for line in printed.splitlines() if line.strip()]
    first = next((line for line in lines if ": error: " in line), lines[-1] if lines else "(nothing)")
    return status, float(wall), int(peak_kb) / 1024, first


print()
print("hostile inputs: each must end within %.0f s and %d MB, with exit status 0 or 1" % (
    SECONDS_ALLOWED, MB_ALLOWED))
print("binary: %s" % chamfer)
print("load average at the start: %.2f %.2f %.2f (1, 5, 15 min) on %d cores" % (*os.getloadavg(), os.cpu_count()))
print()
print("%-42s  %6s  %8s  %8s  %-7s  %s" % ("input", "status", "wall s", "peak MB", "verdict", "first error"))
failures = 0
for what, command, folder in cases:
    print("timing %s..." % what, file=sys.stderr, flush=True)
    status, wall, peak, first = run(command, folder)
    ok = status in (0, 1) and wall <= SECONDS_ALLOWED and peak <= MB_ALLOWED
    failures += not ok
    print("%-42s  %6d  %8.3f  %8.1f  %-7s  %s" % (
        what, status, wall, peak, "ok" if ok else "FAILED", first[:110]), flush=True)
print()
if failures:
    print("%d of %d hostile inputs FAILED (over %.0f s, over %d MB, or a crash)" % (
        failures, len(cases), SECONDS_ALLOWED, MB_ALLOWED))
    sys.exit(1)
print("all %d hostile inputs ended within %.0f s and %d MB" % (len(cases), SECONDS_ALLOWED, MB_ALLOWED))
