#!/usr/bin/env python3
"""Usage: check_android.py [--no-stub] [--kotlinc] [--material-version V] RES_DIR...

Checks generated Android resources (ShapeAppearance styles, theme overlays, dimens,
colours, surface styles) with the real resource compiler, aapt2, in two steps inside a
temporary folder:

  1. `aapt2 compile` every file under each RES_DIR/<type>[-qualifiers]/ folder
     (values/, values-night/, drawable/ ...).  This catches XML errors, bad <dimen>
     values and duplicate resource names.
  2. `aapt2 link` all of them together with a stand-in for the Material Components
     library and android/AndroidManifest.xml. The stand-in is android/material-stub/<V>/
     (next to this script), made by scripts/material-stub.py from the library's own
     attrs.xml files at release V (--material-version, default 1.12.0), with the parent
     styles of android/material-stub/res/. An item naming an attribute that release marks
     deprecated (material-stub/<V>/deprecated.txt) is a problem too.
     This is where typing happens: an item value must fit its attribute's format
     (`4 dp` is not a dimension, `cutt` is not a cornerFamily enum value), parents and
     @style/@dimen references must exist, and item names must be declared attributes.

Each problem is printed as `path:line:column: error: message` (stdout), sometimes
followed by a `path:line:column: note: ...` line that points at a related place
(the first definition of a duplicate).  aapt2 itself
prints `path:line: error: ...` for most problems but gives no column, reports XML
syntax errors at line 0, and says nothing about the place of a missing parent style;
the script fills those in from the source files (see README.md).

android: attributes (android:elevation, android:outlineSpotShadowColor ...) resolve
against the platform's framework-res.apk when `apt-get install android-framework-res`
has put it in /usr/share/android-framework-res/, else against android/framework-stub/,
a stand-in that declares the few android: attributes Chamfer's styles set, with the
platform's formats (CHAMFER_ANDROID_FRAMEWORK=stub uses the stand-in regardless).

Kotlin next to the resources: every *.kt file under RES_DIR/../kotlin/ and
RES_DIR/../java/ (the android target's edge helper) is parsed with the tree-sitter
Kotlin grammar (an ERROR or MISSING node is a problem). With --kotlinc they are also
compiled with kotlinc (Debian's kotlin 1.3.31, which rejects trailing commas and other
Kotlin 1.4+ syntax) against android/kotlin-stubs/, small stand-ins for the Android and
Material shape APIs they use; that takes a few seconds.

--no-stub links without the Material stand-in (only useful for plain Android XML).

Exit status: 0 clean, 1 problems, 2 aapt2 missing (apt-get install aapt), tree-sitter-kotlin
missing (pip install tree-sitter tree-sitter-kotlin) or kotlinc missing with --kotlinc
(apt-get install kotlin), or a tool unusable.
"""

import functools
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.parsers.expat

HERE = os.path.dirname(os.path.abspath(__file__))
STUB_RES = os.path.join(HERE, "android", "material-stub", "res")
STUB_VERSIONS = os.path.join(HERE, "android", "material-stub")
DEFAULT_MATERIAL_VERSION = "1.12.0"
MANIFEST = os.path.join(HERE, "android", "AndroidManifest.xml")
FRAMEWORK_APK = "/usr/share/android-framework-res/framework-res.apk"  # optional, apt android-framework-res
FRAMEWORK_STUB = os.path.join(HERE, "android", "framework-stub")
KOTLIN_STUBS = os.path.join(HERE, "android", "kotlin-stubs")
# C1 only: kotlinc runs for a few seconds, too short for the optimizing JIT to pay off.
KOTLINC_JAVA_OPTS = "-Xmx512M -Xms64M -XX:TieredStopAtLevel=1 -XX:+UseSerialGC"
KOTLINC_MESSAGE = re.compile(r"^(?P<path>.+?\.kt):(?P<line>\d+):(?P<column>\d+): (?P<kind>error|warning): (?P<text>.*)$")

# `path:line: error: message` as aapt2 prints it; the line number is optional.
AAPT_LINE = re.compile(r"^(?P<path>.+?)(?::(?P<line>\d+))?: error: (?P<message>.*)$")
# Summary lines that repeat what the specific errors already said.
NOISE = ("failed linking references", "file failed to compile", "failed parsing input",
         "failed to open file", "failed to merge resource table")


def find_aapt2():
    path = shutil.which(os.environ.get("CHAMFER_AAPT2", "aapt2"))
    if not path:
        print("check_android.py: aapt2 not found; install it with: apt-get install aapt", file=sys.stderr)
        sys.exit(2)
    return path


def resource_files(res_dir):
    """Files aapt2 compiles: one level below the res folder, in type folders."""
    files = []
    for folder in sorted(glob.glob(os.path.join(res_dir, "*"))):
        if os.path.isdir(folder):
            files.extend(sorted(f for f in glob.glob(os.path.join(folder, "*")) if os.path.isfile(f)))
    return files


# --------------------------------------------------------------------------- locations

@functools.lru_cache(maxsize=None)
def read_lines(path):
    try:
        with open(path, encoding="utf-8") as f:
            return f.read().split("\n")
    except OSError:
        return []


def column_of(path, line, needles):
    """1-based column of the first needle found on that line, else of its first non-blank."""
    lines = read_lines(path)
    if not 1 <= line <= len(lines):
        return 1
    text = lines[line - 1]
    for needle in needles:
        at = text.find(needle)
        if at >= 0:
            return at + (2 if needle.startswith(">") else 1)  # ">value": point at the value
    return len(text) - len(text.lstrip()) + 1


def search_files(paths, needles):
    """(path, line, column) of the first line in any file that contains a needle."""
    for path in paths:
        for number, text in enumerate(read_lines(path), start=1):
            for needle in needles:
                at = text.find(needle)
                if at >= 0:
                    return path, number, at + 1
    return None


def xml_error_position(path):
    """Where expat stops on a malformed file: aapt2 only says line 0."""
    parser = xml.parsers.expat.ParserCreate()
    try:
        with open(path, "rb") as f:
            parser.ParseFile(f)
    except xml.parsers.expat.ExpatError as error:
        return error.lineno, error.offset + 1
    return 1, 1


def needles_for(message):
    """Text worth looking for on the reported line, to give a column."""
    found = []
    m = re.search(r"\(raw string\) (.*?)\.?$", message)
    if m:
        found.append(">" + m.group(1))
    m = re.search(r"resource (\w+)/([\w.]+) ", message)
    if m:
        found += ['"%s"' % m.group(2), "@%s/%s" % (m.group(1), m.group(2)), m.group(2)]
    m = re.search(r"resource '\w+/([\w.]+)'", message)  # duplicate / conflicting value
    if m:
        found.append('name="%s"' % m.group(1))
    m = re.search(r"attribute '(?:(\w+):)?attr/([\w.]+)", message)
    if m:
        found.append('name="%s%s"' % (m.group(1) + ":" if m.group(1) else "", m.group(2)))
    return found


def report(output, own_files):
    """Turn aapt2's stderr into located problems and print them; returns how many."""
    problems = 0
    duplicate = None  # name from the last "duplicate value" error, for the note after it
    for raw in output.splitlines():
        raw = raw.strip()
        if raw.startswith("error: "):  # a message with no location at all
            path, line, message = None, None, raw[len("error: "):]
        else:
            m = AAPT_LINE.match(raw)
            if not m:
                continue
            path, line, message = m.group("path"), m.group("line"), m.group("message")
        message = message.rstrip(".")
        if any(n in message for n in NOISE):
            continue
        # aapt2 adds "(aka package:type/name)"; it names our made-up manifest package, so drop it.
        message = re.sub(r" \(aka [^)]*\)", "", message)
        kind = "error"

        if path is None:
            # Seen for a parent style that does not exist: find the reference ourselves.
            m = re.search(r"resource (\w+)/([\w.]+) not found", message)
            place = m and search_files(own_files, ['parent="%s"' % m.group(2), "@%s/%s" % (m.group(1), m.group(2))])
            if not place:
                print("error: %s" % message)
                problems += 1
                continue
            path, line, column = place
            message += " (location found by searching the sources; aapt2 gives none)"
        elif message == "resource previously defined here" and duplicate:
            # aapt2 repeats the line of the duplicate here; point at the first definition instead.
            kind = "note"
            path, line, column = search_files([path], ['name="%s"' % duplicate]) or (path, int(line or 1), 1)
        elif line is None:
            line, column = 1, 1
        elif int(line) == 0 and "xml parser error" in message:
            line, column = xml_error_position(path)  # aapt2 says line 0
        else:
            line = int(line)
            column = column_of(path, line, needles_for(message))

        m = re.search(r"duplicate value for resource '\w+/([\w.]+)'", message)
        duplicate = m.group(1) if m else None
        if "'android:" in message and (not os.path.exists(FRAMEWORK_APK)
                                       or os.environ.get("CHAMFER_ANDROID_FRAMEWORK") == "stub"):
            message += (" (android/framework-stub declares only the android: attributes Chamfer"
                        " uses; apt-get install android-framework-res for all of them)")
        print("%s:%d:%d: %s: %s" % (path, int(line), column, kind, message))
        if kind == "error":
            problems += 1
    return problems


# --------------------------------------------------------------------------- framework

def framework(aapt2, tmp):
    """The android: package to link against: the platform's, else the stand-in, built here."""
    if os.path.exists(FRAMEWORK_APK) and os.environ.get("CHAMFER_ANDROID_FRAMEWORK") != "stub":
        return FRAMEWORK_APK
    out = os.path.join(tmp, "framework")
    os.mkdir(out)
    files = resource_files(os.path.join(FRAMEWORK_STUB, "res"))
    done = subprocess.run([aapt2, "compile", "-o", out] + files, capture_output=True, text=True)
    apk = os.path.join(tmp, "framework-stub.apk")
    if done.returncode == 0:
        # aapt2 2.19 refuses the platform's own package id (0x01); any other will do.
        done = subprocess.run(
            [aapt2, "link", "-o", apk, "--manifest", os.path.join(FRAMEWORK_STUB, "AndroidManifest.xml"),
             "--package-id", "0x80"] + sorted(glob.glob(os.path.join(out, "*.flat"))),
            capture_output=True, text=True)
    if done.returncode != 0:
        print("check_android.py: the framework stub does not build:\n" + done.stderr, file=sys.stderr)
        sys.exit(2)
    return apk


# --------------------------------------------------------------------------- Kotlin

def kotlin_files(res_dir):
    """The Kotlin sources the android target writes beside res/."""
    root = os.path.dirname(os.path.normpath(res_dir))
    found = []
    for folder in ("kotlin", "java"):
        found += glob.glob(os.path.join(root, folder, "**", "*.kt"), recursive=True)
    return sorted(found)


def check_kotlin_syntax(paths):
    """Parses each file with tree-sitter-kotlin; prints and counts ERROR / MISSING nodes."""
    try:
        from tree_sitter import Language, Parser
        import tree_sitter_kotlin
    except ImportError as error:
        print("check_android.py: %s; install with: pip install tree-sitter tree-sitter-kotlin" % error,
              file=sys.stderr)
        sys.exit(2)
    parser = Parser(Language(tree_sitter_kotlin.language()))
    problems = 0
    for path in paths:
        with open(path, "rb") as f:
            source = f.read()
        lines = source.split(b"\n")
        pending = [parser.parse(source).root_node]
        found = []
        while pending:
            node = pending.pop()
            if node.is_missing or node.is_error:
                line, column = node.start_point
                # tree-sitter counts columns in bytes; editors count characters.
                column = len(lines[line][:column].decode("utf-8", errors="replace")) + 1
                if node.is_missing:
                    message = "missing '%s'" % node.type
                else:
                    text = node.text.decode("utf-8", errors="replace").split("\n")[0][:40]
                    message = "unexpected '%s' (unparsable text runs to line %d)" % (text, node.end_point[0] + 1)
                found.append((line + 1, column, message))
            elif node.has_error:
                pending.extend(node.children)
        for line, column, message in sorted(found):
            print("%s:%d:%d: error: %s" % (path, line, column, message))
        problems += len(found)
    return problems


def check_kotlin_types(paths):
    """Compiles the files with kotlinc against the Android stubs; prints and counts problems."""
    kotlinc = shutil.which(os.environ.get("CHAMFER_KOTLINC", "kotlinc"))
    if not kotlinc:
        print("check_android.py: kotlinc not found; install it with: apt-get install kotlin", file=sys.stderr)
        sys.exit(2)
    env = dict(os.environ)
    env.setdefault("JAVA_OPTS", KOTLINC_JAVA_OPTS)
    stubs = sorted(glob.glob(os.path.join(KOTLIN_STUBS, "*.kt")))
    with tempfile.TemporaryDirectory(prefix="chamfer-android-kotlin-") as out:
        done = subprocess.run([kotlinc, "-d", out] + stubs + paths, capture_output=True, text=True, env=env)
    given = {os.path.realpath(p): p for p in paths}
    problems = 0
    for line in (done.stdout + done.stderr).splitlines():
        m = KOTLINC_MESSAGE.match(line)
        if not m:
            continue
        path = given.get(os.path.realpath(m.group("path")))
        if path is None:
            print("check_android.py: the Kotlin stubs do not compile: %s" % line, file=sys.stderr)
            sys.exit(2)
        # Warnings fail too: generated code should compile cleanly.
        print("%s:%s:%s: error: %s%s" % (path, m.group("line"), m.group("column"),
                                         "" if m.group("kind") == "error" else "warning: ", m.group("text")))
        problems += 1
    if done.returncode != 0 and not problems:
        print("error: kotlinc failed: %s" % done.stderr.strip())
        problems = 1
    return problems


# --------------------------------------------------------------------------- deprecation

def report_deprecated(paths, listing, version):
    """Prints each style item that names an attribute Material deprecates as a whole (a
    theme attribute); one that only some view deprecates is left to that view's tests."""
    deprecated = {}
    with open(listing, encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("#") or "\t" not in line:
                continue
            name, where, reason = line.rstrip("\n").split("\t", 2)
            if where == "*":
                deprecated[name] = reason
    problems = 0
    for path in paths:
        for number, text in enumerate(read_lines(path), start=1):
            for match in re.finditer(r'<item name="(\w+)"', text):
                if match.group(1) in deprecated:
                    print("%s:%d:%d: error: attribute '%s' is deprecated in Material Components %s: %s"
                          % (path, number, match.start(1) + 1, match.group(1), version, deprecated[match.group(1)]))
                    problems += 1
    return problems


# --------------------------------------------------------------------------- main

def main(argv):
    use_stub, use_kotlinc, version = True, False, DEFAULT_MATERIAL_VERSION
    while argv and argv[0] in ("--no-stub", "--kotlinc", "--material-version"):
        if argv[0] == "--no-stub":
            use_stub = False
        elif argv[0] == "--material-version" and len(argv) > 1:
            version = argv[1]
            argv = argv[1:]
        else:
            use_kotlinc = True
        argv = argv[1:]
    stub_version = os.path.join(STUB_VERSIONS, version)
    if use_stub and not os.path.isdir(stub_version):
        print("check_android.py: no Material stub for %s; make it with scripts/material-stub.py" % version,
              file=sys.stderr)
        return 2
    if not argv or argv[0].startswith("-"):
        print(__doc__.strip())
        return 0 if argv and argv[0] in ("-h", "--help") else 2
    aapt2 = find_aapt2()

    own_files, missing = [], 0
    for res_dir in argv:
        files = resource_files(res_dir)
        if not os.path.isdir(res_dir) or not files:
            print("%s:1:1: error: no resource files found (expected RES_DIR/values/*.xml)" % res_dir)
            missing += 1
        own_files.append(files)
    if missing:
        return 1

    with tempfile.TemporaryDirectory(prefix="chamfer-android-") as tmp:
        def compile_into(name, files):
            out = os.path.join(tmp, name)
            os.mkdir(out)
            done = subprocess.run([aapt2, "compile", "-o", out] + files, capture_output=True, text=True)
            return out, done

        flat_dirs, errors = [], 0
        if use_stub:
            out, done = compile_into("stub", resource_files(STUB_RES) + resource_files(os.path.join(stub_version, "res")))
            if done.returncode != 0:
                print("check_android.py: the Material stub does not compile:\n" + done.stderr, file=sys.stderr)
                return 2
            flat_dirs.append(out)
        for index, files in enumerate(own_files):
            out, done = compile_into("res%d" % index, files)
            found = report(done.stderr, files)
            if done.returncode != 0 and not found:
                print("error: aapt2 compile failed: %s" % done.stderr.strip())
                found = 1
            errors += found
            flat_dirs.append(out)
        all_files = [f for files in own_files for f in files]
        if errors:
            print("check_android: aapt2 compile found %d problem(s); link skipped" % errors, file=sys.stderr)
            return 1

        command = [aapt2, "link", "-o", os.path.join(tmp, "out.apk"), "--manifest", MANIFEST]
        command += ["-I", framework(aapt2, tmp)]  # lets files use android: attributes
        for out in flat_dirs:
            command += sorted(glob.glob(os.path.join(out, "*.flat")))
        done = subprocess.run(command, capture_output=True, text=True)
        errors = report(done.stderr, all_files)
        if use_stub:
            errors += report_deprecated(all_files, os.path.join(stub_version, "deprecated.txt"), version)
        if done.returncode != 0 and not errors:
            print("error: aapt2 link failed: %s" % done.stderr.strip())
            errors = 1
    kotlin = sorted(set(f for res_dir in argv for f in kotlin_files(res_dir)))
    if kotlin:
        errors += check_kotlin_syntax(kotlin)
        if use_kotlinc and not errors:
            errors += check_kotlin_types(kotlin)
    print("check_android: %d file(s) compiled and linked%s, %d Kotlin file(s) %s; %d problem(s)"
          % (len(all_files), " against the Material stub" if use_stub else "", len(kotlin),
             "parsed and compiled" if use_kotlinc else "parsed", errors), file=sys.stderr)
    if use_stub:
        print("check_android: Material Components %s" % version, file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
