#!/usr/bin/env python3
"""Usage: check_kotlin.py [--strict] [--syntax-only] [--run CLASS] FILE.kt...

Checks generated Kotlin / Jetpack Compose files in two steps:

1. Syntax, with the tree-sitter Kotlin grammar: a file fails when its parse tree holds an
   ERROR node (text the grammar could not place) or a MISSING node (a token the parser had
   to invent, such as a ')').
2. Types, with kotlinc (Debian's `kotlin` package, 1.3.31) against compose-stubs/, small
   stand-ins for exactly the Compose APIs generated files use, with Compose's own names,
   parameter names and overloads. This catches misspelt APIs (`RoundedCornerShap`), wrong
   named arguments (`topLeft =` on RoundedCornerShape), wrong types (`4` where a Dp goes),
   unresolved extensions (`4.dpp`) and Kotlin 1.4+ syntax such as trailing commas, which
   Kotlin 1.3 rejects. It cannot see what the stubs do not declare, nor how Compose draws.

All files are compiled together in one kotlinc run (so they must not declare the same
names in the same package). The stubs are compiled once and kept in the temporary folder,
keyed by their content, so later runs only compile the files given.

Output (stdout): one line per problem,
    path:line:column: error: message
    path:line:column: warning: message      (kotlinc warnings in the files given)
and a one-line summary on stderr.

Options:
    --strict        kotlinc warnings in the files given fail the check too.
    --syntax-only   skip kotlinc.
    --run CLASS     when every file passes, run CLASS's main with `kotlin` against the compiled
                    files and stubs, and print what it prints after the summary. Of the stubs
                    only Path() (a path that records its calls, StubRecordingPath) and the
                    CornerSize factories run, so a test can run the outlines generated shapes
                    build.

Environment: CHAMFER_KOTLINC names the kotlinc binary (default `kotlinc`); JAVA_OPTS is
passed on to it (default: a JIT setting that halves kotlinc's start-up time).

Exit status: 0 clean, 1 problems (or CLASS failed), 2 a tool is missing (tree-sitter,
tree-sitter-kotlin, kotlinc or kotlin; the message says what to install).
"""

import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile

from syntax_tree import char_column, problems

HERE = os.path.dirname(os.path.abspath(__file__))
STUBS = os.path.join(HERE, "compose-stubs")
PIP_HINT = "install with: pip install tree-sitter tree-sitter-kotlin"
APT_HINT = "install with: apt-get install --no-install-recommends kotlin"
# C1 only: kotlinc runs for a few seconds, too short for the optimizing JIT to pay off.
DEFAULT_JAVA_OPTS = "-Xmx512M -Xms64M -XX:TieredStopAtLevel=1 -XX:+UseSerialGC"
# kotlinc 1.3 on JDK 17 always prints this; it says nothing about the files.
NOISE = re.compile(r"^(OpenJDK|Java HotSpot)\(TM\)? 64-Bit Server VM warning: ")
MESSAGE = re.compile(r"^(?P<path>.+?\.kts?):(?P<line>\d+):(?P<column>\d+): (?P<kind>error|warning|info): (?P<text>.*)$")


def run_kotlinc(kotlinc, arguments):
    env = dict(os.environ)
    env.setdefault("JAVA_OPTS", DEFAULT_JAVA_OPTS)
    result = subprocess.run([kotlinc] + arguments, capture_output=True, text=True, env=env)
    lines = [line for line in (result.stdout + result.stderr).splitlines() if not NOISE.match(line)]
    return result.returncode, lines


def compiled_stubs(kotlinc):
    """A folder of compiled stub classes, reused while the stubs and kotlinc stay the same."""
    sources = sorted(os.path.join(STUBS, name) for name in os.listdir(STUBS) if name.endswith(".kt"))
    digest = hashlib.sha256(os.path.realpath(shutil.which(kotlinc) or kotlinc).encode())
    for path in sources:
        with open(path, "rb") as f:
            digest.update(path.encode() + b"\0" + f.read())
    folder = os.path.join(tempfile.gettempdir(), "chamfer-compose-stubs-" + digest.hexdigest()[:16])
    if os.path.isdir(folder):
        return folder, None
    scratch = tempfile.mkdtemp(prefix="chamfer-compose-stubs-")
    status, output = run_kotlinc(kotlinc, ["-nowarn", "-d", scratch] + sources)
    if status != 0:
        shutil.rmtree(scratch, ignore_errors=True)
        return None, output
    try:
        os.rename(scratch, folder)  # atomic; another run may have got there first
    except OSError:
        shutil.rmtree(scratch, ignore_errors=True)
    return folder, None


def run_program(runner, classpath, main_class):
    """(status, stdout and stderr) of `kotlin -cp CLASSPATH MAIN_CLASS`."""
    env = dict(os.environ)
    env.setdefault("JAVA_OPTS", DEFAULT_JAVA_OPTS)
    result = subprocess.run([runner, "-cp", os.pathsep.join(classpath), main_class],
                            capture_output=True, text=True, env=env)
    errors = "".join(line + "\n" for line in result.stderr.splitlines() if not NOISE.match(line))
    return result.returncode, result.stdout + errors


def main(arguments):
    strict = "--strict" in arguments
    syntax_only = "--syntax-only" in arguments
    run_class = None
    if "--run" in arguments:
        index = arguments.index("--run")
        if index + 1 >= len(arguments):
            print("check_kotlin.py: --run needs a class name", file=sys.stderr)
            return 2
        run_class = arguments[index + 1]
        arguments = arguments[:index] + arguments[index + 2:]
    paths = [a for a in arguments if a not in ("--strict", "--syntax-only")]
    if not paths or paths[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if paths else 2
    try:
        from tree_sitter import Language, Parser
        import tree_sitter_kotlin
    except ImportError as error:
        print("check_kotlin.py: %s; %s" % (error, PIP_HINT), file=sys.stderr)
        return 2
    kotlinc = os.environ.get("CHAMFER_KOTLINC", "kotlinc")
    if not syntax_only and shutil.which(kotlinc) is None:
        print("check_kotlin.py: no %s on PATH; %s" % (kotlinc, APT_HINT), file=sys.stderr)
        return 2
    runner = os.environ.get("CHAMFER_KOTLIN", "kotlin")
    if run_class is not None and (syntax_only or shutil.which(runner) is None):
        print("check_kotlin.py: --run needs kotlinc and %s; %s" % (runner, APT_HINT), file=sys.stderr)
        return 2

    parser = Parser(Language(tree_sitter_kotlin.language()))
    failed = set()
    readable = []
    for path in paths:
        try:
            with open(path, "rb") as f:
                source = f.read()
        except OSError as error:
            print("%s:1:1: error: cannot read file: %s" % (path, error.strerror))
            failed.add(path)
            continue
        readable.append(path)
        for line, column, message in problems(parser.parse(source)):
            print("%s:%d:%d: error: %s" % (path, line, char_column(source, line, column), message))
            failed.add(path)

    warnings = 0
    program_output = None
    if not syntax_only and readable:
        stubs, output = compiled_stubs(kotlinc)
        if stubs is None:
            print("check_kotlin.py: the Compose stubs do not compile:\n" + "\n".join(output), file=sys.stderr)
            return 2
        given = {os.path.realpath(p): p for p in readable}
        out = tempfile.mkdtemp(prefix="chamfer-kotlinc-")
        try:
            status, output = run_kotlinc(kotlinc, ["-cp", stubs, "-d", out] + readable)
            if run_class is not None and status == 0:
                program_output = run_program(runner, [stubs, out], run_class)
        finally:
            shutil.rmtree(out, ignore_errors=True)
        for line in output:
            match = MESSAGE.match(line)
            if match is None:
                continue  # the source line and caret kotlinc prints under each message
            path = given.get(os.path.realpath(match["path"]), match["path"])
            kind = match["kind"]
            if kind == "info":
                continue
            print("%s:%s:%s: %s: %s" % (path, match["line"], match["column"], kind, match["text"]))
            if kind == "warning":
                warnings += 1
                if strict:
                    failed.add(path)
            else:
                failed.add(path)
        if status != 0 and not failed:
            # kotlinc failed without a message we could place: show everything it said.
            print("\n".join(output))
            failed.update(readable)

    print("check_kotlin: %d file(s), %d with problems, %d kotlinc warning(s)%s"
          % (len(paths), len(failed), warnings, "" if not syntax_only else " (syntax only)"), file=sys.stderr)
    if failed:
        return 1
    if program_output is not None:
        status, text = program_output
        sys.stdout.write(text)
        if status != 0:
            print("check_kotlin: %s exited %d" % (run_class, status), file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
