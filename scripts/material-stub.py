#!/usr/bin/env python3
"""Usage: material-stub.py --repo GIT_DIR [--out DIR] [VERSION...]

Writes the Material Components stand-in that Tests/Validators/check_android.py links the
android target's resources against, one folder per library version (default: 1.12.0 and
1.13.0), from the library's own attribute declarations at that release tag:

  DIR/<version>/res/values/attrs.xml   every attribute Material declares (name, format,
                                       enum and flag values) and every styleable (the
                                       attributes each component reads), de-duplicated
  DIR/<version>/deprecated.txt         the attributes Material marks deprecated, one
                                       `name<TAB>where<TAB>reason` a line: where is the
                                       styleable (the view) that deprecates it, or * for a
                                       top-level (theme) attribute

GIT_DIR is a clone of material-components/material-components-android that has the
release tags; the files read are lib/java/com/google/android/material/**/res/values/
attrs.xml at each tag. A few attributes that Material's styleables use are declared by
AndroidX libraries it builds on (AppCompat's backgroundTint and elevation, CardView's
cardBackgroundColor and cardElevation); they are added with the formats those libraries
declare, and marked as such. Platform (android:) attributes are left to the framework.
"""

import argparse
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_OUT = os.path.join(HERE, "..", "Tests", "Validators", "android", "material-stub")
SOURCE = "material-components/material-components-android"

# Declared by AndroidX libraries, not by Material: (name, format, library).
ANDROIDX = [
    ("backgroundTint", "color", "AppCompat (ViewBackgroundHelper)"),
    ("elevation", "dimension", "AppCompat (ActionBar)"),
    ("cardBackgroundColor", "color", "CardView"),
    ("cardElevation", "dimension", "CardView"),
    ("cardCornerRadius", "dimension", "CardView"),
    ("cardMaxElevation", "dimension", "CardView"),
]


def git(repo, *args):
    return subprocess.run(["git", "--git-dir", repo] + list(args), check=True, capture_output=True,
                          text=True).stdout


def attribute_files(repo, tag):
    names = git(repo, "ls-tree", "-r", "--name-only", tag, "lib/java/com/google/android/material/").split("\n")
    return sorted(n for n in names if n.endswith("/res/values/attrs.xml"))


def deprecations(text):
    """(attribute name, styleable or *) -> reason, from the comments Material writes
    before deprecated ones.

    A comment that mentions deprecation marks the attribute after it; one that starts a
    group ("Deprecated: use X" followed by more comments and attributes) marks every
    attribute up to the next blank line."""
    found = {}
    pending = None
    group = None
    styleable = "*"
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        line = lines[index].strip()
        opened = re.match(r'<declare-styleable name="(\w+)"', line)
        if opened:
            styleable = opened.group(1)
        elif line.startswith("</declare-styleable"):
            styleable = "*"
        if not line:
            group = None
            pending = None
        elif line.startswith("<!--"):
            comment = line
            while "-->" not in comment and index + 1 < len(lines):
                index += 1
                comment += " " + lines[index].strip()
            body = re.sub(r"\s+", " ", comment[4:comment.index("-->")]).strip()
            if re.search(r"deprecated", body, re.I):
                following = lines[index + 1].strip() if index + 1 < len(lines) else ""
                if body.lower().startswith("deprecated:") and following.startswith("<!--"):
                    group = body
                else:
                    pending = body
        else:
            match = re.match(r'<attr name="([\w:]+)"', line)
            if match:
                reason = pending or group
                if reason:
                    found[(match.group(1), styleable)] = reason
                pending = None
        index += 1
    return found


def read(repo, tag):
    """(attributes, styleables, deprecated, files) declared at `tag`."""
    attributes = {}  # name -> (format, [(kind, value name, value)])
    styleables = {}  # name -> [attribute names]
    deprecated = {}
    files = attribute_files(repo, tag)
    for path in files:
        text = git(repo, "show", "%s:%s" % (tag, path))
        deprecated.update(deprecations(text))
        root = ElementTree.fromstring(text)

        def note(attr):
            name = attr.get("name")
            if name.startswith("android:"):
                return name
            values = [(child.tag, child.get("name"), child.get("value")) for child in attr
                      if child.tag in ("enum", "flag")]
            format_ = attr.get("format") or ""
            if (format_ or values) and name not in attributes:
                attributes[name] = (format_, values)
            return name

        for element in root:
            if element.tag == "attr":
                note(element)
            elif element.tag == "declare-styleable":
                members = styleables.setdefault(element.get("name"), [])
                for attr in element.findall("attr"):
                    name = note(attr)
                    if name not in members:
                        members.append(name)
    return attributes, styleables, deprecated, files


def escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("--", "- -")


def write(repo, version, out):
    commit = git(repo, "rev-parse", version + "^{commit}").strip()
    attributes, styleables, deprecated, files = read(repo, version)
    added = []
    for name, format_, library in ANDROIDX:
        if name not in attributes:
            attributes[name] = (format_, [])
            added.append("%s (%s)" % (name, library))
    folder = os.path.join(out, version)
    os.makedirs(os.path.join(folder, "res", "values"), exist_ok=True)
    lines = [
        '<?xml version="1.0" encoding="utf-8"?>',
        "<!--",
        "  Made by scripts/material-stub.py; do not edit. Material Components for Android",
        "  %s, read from %s" % (version, SOURCE),
        "  at tag %s (commit %s): the attributes (names, formats, enum and flag" % (version, commit),
        "  values) and styleables of the %d files lib/java/com/google/android/material/*/res/values/attrs.xml." % len(files),
        "  Declared by AndroidX, with the formats those libraries give them:",
        "  %s." % escape(", ".join(added) if added else "none"),
        "  Deprecated attributes are listed in deprecated.txt beside res/; check_android.py rejects them.",
        "-->",
        "<resources>",
    ]
    for name in sorted(attributes):
        format_, values = attributes[name]
        if values:
            # An attribute of enum or flag values alone takes its format from them.
            lines.append('  <attr name="%s"%s>' % (name, ' format="%s"' % format_ if format_ else ""))
            for kind, value_name, value in values:
                lines.append('    <%s name="%s" value="%s"/>' % (kind, value_name, value))
            lines.append("  </attr>")
        else:
            lines.append('  <attr name="%s" format="%s"/>' % (name, format_))
    for name in sorted(styleables):
        members = [m for m in styleables[name] if m in attributes]
        if not members:
            continue
        lines.append('  <declare-styleable name="%s">' % name)
        lines += ['    <attr name="%s"/>' % member for member in members]
        lines.append("  </declare-styleable>")
    lines.append("</resources>")
    with open(os.path.join(folder, "res", "values", "attrs.xml"), "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")
    with open(os.path.join(folder, "deprecated.txt"), "w", encoding="utf-8") as handle:
        handle.write("# Material Components %s (%s at %s): attributes marked deprecated.\n" % (version, SOURCE, commit))
        for name, where in sorted(deprecated):
            handle.write("%s\t%s\t%s\n" % (name, where, deprecated[(name, where)]))
    print("%s: %d attributes, %d styleables, %d deprecated" % (version, len(attributes), len(styleables), len(deprecated)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repo", required=True, help="git directory of material-components-android")
    parser.add_argument("--out", default=DEFAULT_OUT)
    parser.add_argument("versions", nargs="*", default=["1.12.0", "1.13.0"])
    options = parser.parse_args()
    for version in options.versions:
        write(options.repo, version, os.path.normpath(options.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
