#!/usr/bin/env python3
"""Usage: check_css.py FILE.css...
       check_css.py --computed SPEC.json

Checks generated CSS against the CSS parser of a real browser (headless Chromium).

Default mode
    Every file is split up with tinycss2.  The script gathers
      * each declaration, wherever it sits: in a style rule, in a nested rule,
        inside @media / @supports / @layer / @container, inside @keyframes;
      * each selector (token names become class names, so a name like `.1x` matters);
      * each at-rule as a whole (an unknown at-rule or a malformed @supports
        condition makes Chromium drop the block) and, for @supports, every
        `(property: value)` test inside its condition;
      * descriptors of @property, @font-face, @page and similar rules.
    All of it, from all files, goes into ONE page that Chromium loads once.
    Declarations are judged with `CSS.supports(property, value)`; selectors and
    at-rules by parsing them into a constructed CSSStyleSheet and seeing whether
    the rule survives.  Results come back as JSON written into the DOM, read with
    `--dump-dom`.

    Output (stdout), one line per finding:
        path:line:column: error: <what Chromium rejected>
        path:line:column: note: <declaration uses var(), so only its syntax was checked>
    A one-line summary goes to stderr.

--computed mode
    SPEC.json looks like
        {"css": "path.css", "width": 200, "height": 100,
         "elements": [{"class": "acme-button",
                       "properties": ["border-top-left-radius", "corner-top-left-shape"]}]}
    ("css" is relative to the spec file; an element may carry its own "width"/"height").
    One <div class="..."> per element is rendered with an inline size and
    `box-sizing: border-box`; stdout gets
        {"acme-button": {"border-top-left-radius": "8px", ...}, ...}
    taken from getComputedStyle.  Keyword corner shapes come back in their
    superellipse() form (bevel -> "superellipse(0)"); see NOTES.md.

Exit status: 0 all accepted, 1 problems found (or a bad spec), 2 a tool is missing or
Chromium failed to answer.

Environment: CHAMFER_CHROMIUM (browser binary), CHAMFER_CHROMIUM_TIMEOUT (seconds, default 90).
"""

import json
import os
import pathlib
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import urllib.parse

TOOL_MISSING = 2

try:
    import tinycss2
except ImportError:
    print("check_css.py: the Python package 'tinycss2' is missing; install it with: pip install tinycss2",
          file=sys.stderr)
    sys.exit(TOOL_MISSING)

# At-rules whose block holds ordinary rules (and, when nested, declarations).
GROUPING_AT_RULES = {"media", "supports", "layer", "container", "scope", "starting-style", "document"}
KEYFRAMES_AT_RULES = {"keyframes", "-webkit-keyframes"}
# At-rules Chromium's CSSStyleSheet.replaceSync() refuses or ignores on purpose.
UNCHECKABLE_AT_RULES = {"import", "charset", "namespace"}


# --------------------------------------------------------------------------- Chromium

def find_chromium():
    """Path of a Chromium-family browser, or exit 2 naming the package."""
    wanted = os.environ.get("CHAMFER_CHROMIUM")
    candidates = [wanted] if wanted else ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
    for name in candidates:
        path = shutil.which(name)
        if path:
            return path
    print("check_css.py: no Chromium found (looked for %s); install it with: apt-get install chromium"
          % ", ".join(candidates), file=sys.stderr)
    sys.exit(TOOL_MISSING)


def run_with_timeout(command, timeout, env):
    """subprocess.run, except that on timeout Chromium's helper processes die too."""
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               env=env, start_new_session=True)
    try:
        stdout, stderr = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)  # the session holds only this Chromium's processes
        process.communicate()
        return None
    return subprocess.CompletedProcess(command, process.returncode, stdout, stderr)


def run_in_chromium(script_body, payload, style_text=""):
    """Load a page that runs `script_body` with `INPUT` bound to `payload`.

    The script must call `done(value)`.  The value travels back as
    percent-encoded JSON inside a marker in the DOM, so no HTML escaping can
    garble it.  Both directions avoid quoting problems: the payload goes in
    percent-encoded too.
    """
    chromium = find_chromium()
    encoded = urllib.parse.quote(json.dumps(payload), safe="")
    # Inside <style>, only "</style" could end the element early; "<\/" is the same text to CSS.
    safe_style = re.sub(r"</(style)", r"<\\/\1", style_text, flags=re.I)
    page = """<!doctype html>
<html><head><meta charset="utf-8"><style>%s</style></head>
<body><pre id="chamfer-result"></pre>
<script>
function done(value) {
  document.getElementById("chamfer-result").textContent =
    "CHAMFER-RESULT:" + encodeURIComponent(JSON.stringify(value)) + ":END";
}
try {
  const INPUT = JSON.parse(decodeURIComponent("%s"));
  %s
} catch (e) {
  done({"pageError": String(e && e.stack || e)});
}
</script></body></html>
""" % (safe_style, encoded, script_body)
    timeout = float(os.environ.get("CHAMFER_CHROMIUM_TIMEOUT", "90"))
    with tempfile.TemporaryDirectory(prefix="chamfer-css-") as tmp:
        page_path = os.path.join(tmp, "check.html")
        with open(page_path, "w", encoding="utf-8") as f:
            f.write(page)
        command = [
            chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
            "--no-first-run", "--disable-extensions", "--mute-audio", "--hide-scrollbars",
            # A private profile: parallel runs do not fight over one profile lock, and
            # nothing is left in the user's home directory.
            "--user-data-dir=" + os.path.join(tmp, "profile"),
            # The script is synchronous, but a virtual time budget makes Chromium wait for
            # the page (and anything it schedules) to settle before dumping, without real waiting.
            "--virtual-time-budget=5000",
            "--window-size=800,600",
            "--dump-dom", pathlib.Path(page_path).as_uri(),
        ]
        # Chromium's crash reporter writes under $XDG_CONFIG_HOME/chromium whatever the
        # profile; point it at the temporary folder too.
        env = dict(os.environ, XDG_CONFIG_HOME=os.path.join(tmp, "config"))
        last_error = ""
        for _attempt in range(2):  # one retry: a cold start on a loaded machine can fail
            done = run_with_timeout(command, timeout, env)
            if done is None:
                last_error = "timed out after %g s" % timeout
                continue
            match = re.search(r"CHAMFER-RESULT:([^:<]*):END", done.stdout)
            if match:
                value = json.loads(urllib.parse.unquote(match.group(1)))
                if isinstance(value, dict) and "pageError" in value:
                    print("check_css.py: the check page failed inside Chromium:\n" + value["pageError"],
                          file=sys.stderr)
                    sys.exit(TOOL_MISSING)
                return value
            noise = ("dbus", "unexpected operator", "Fontconfig")
            useful = [l for l in done.stderr.splitlines() if not any(n in l for n in noise)]
            last_error = "exit %d; %s" % (done.returncode, "\n".join(useful[-15:]) or "no output")
    print("check_css.py: Chromium gave no result (%s)" % last_error, file=sys.stderr)
    sys.exit(TOOL_MISSING)


# --------------------------------------------------------------------------- collecting

def text(tokens):
    return tinycss2.serialize(tokens).strip()


def supports_tests(prelude):
    """The `(property: value)` tests inside an @supports condition, recursively."""
    found = []
    for token in prelude:
        if token.type == "() block":
            items = [t for t in token.content if t.type not in ("whitespace", "comment")]
            # "(name: value)" rather than "(not ...)" or "((a) and (b))"
            if len(items) >= 2 and items[0].type == "ident" and items[1] == ":":
                decl = tinycss2.parse_one_declaration(token.content, skip_comments=True)
                if decl.type == "declaration":
                    found.append((decl.name, text(decl.value), decl.important))
                    continue
            found.extend(supports_tests(token.content))
        elif token.type == "function" and token.lower_name not in ("selector", "font-tech", "font-format"):
            found.extend(supports_tests(token.arguments))
    return found


class Collector:
    """Walks one stylesheet and records what Chromium has to judge."""

    def __init__(self, path, items):
        self.path = path
        self.items = items

    def add(self, node, kind, **fields):
        fields.update(kind=kind, file=self.path, line=node.source_line, column=node.source_column)
        self.items.append(fields)

    def walk(self, nodes, nested=False, in_keyframes=False, descriptors_of=None):
        """nested: inside a style rule (CSS nesting applies).
        descriptors_of: the at-rule item whose block holds descriptors, not properties."""
        for node in nodes:
            if node.type == "error":
                self.add(node, "parse-error", message=node.message)
            elif node.type == "declaration":
                self.declaration(node, nested, in_keyframes, descriptors_of)
            elif node.type == "qualified-rule":
                self.style_rule(node, nested, in_keyframes)
            elif node.type == "at-rule":
                self.at_rule(node, nested)

    def declaration(self, node, nested, in_keyframes, descriptors_of):
        value = text(node.value)
        if descriptors_of is not None:
            descriptors_of["descriptors"].append(
                {"name": node.lower_name, "value": value, "line": node.source_line, "column": node.source_column})
            return
        if not nested and not in_keyframes:
            self.add(node, "misplaced",
                     message="declaration '%s' is not inside a style rule, so browsers ignore it" % node.name)
            return
        self.add(node, "declaration", property=node.name if node.name.startswith("--") else node.lower_name,
                 value=value, important=node.important)

    def style_rule(self, node, nested, in_keyframes):
        if not in_keyframes:
            self.add(node, "selector", selector=text(node.prelude), nested=nested)
        body = tinycss2.parse_blocks_contents(node.content, skip_comments=True, skip_whitespace=True)
        # Keyframe blocks hold plain declarations; style rules may nest further rules.
        self.walk(body, nested=not in_keyframes, in_keyframes=in_keyframes)

    def at_rule(self, node, nested):
        name = node.lower_at_keyword
        if name in UNCHECKABLE_AT_RULES:
            return
        item = {"name": name, "prelude": text(node.prelude), "source": tinycss2.serialize([node]),
                "nested": nested, "descriptors": []}
        self.add(node, "at-rule", **item)
        item = self.items[-1]
        if name == "supports":
            for prop, value, important in supports_tests(node.prelude):
                self.add(node, "supports-test", property=prop if prop.startswith("--") else prop.lower(),
                         value=value, important=important)
        if node.content is None:
            return
        body = tinycss2.parse_blocks_contents(node.content, skip_comments=True, skip_whitespace=True)
        if name in GROUPING_AT_RULES:
            self.walk(body, nested=nested)
        elif name in KEYFRAMES_AT_RULES:
            self.walk(body, in_keyframes=True)
        else:  # @property, @font-face, @page, @counter-style, ...: a block of descriptors
            self.walk(body, descriptors_of=item)


# The judging page.  Each item gets back a status: "ok", "var" (accepted, but a var()
# value is only checked for syntax), or an error message.
CHECK_SCRIPT = r"""
function parses(source) {            // rules Chromium keeps after parsing `source`
  const sheet = new CSSStyleSheet();
  try { sheet.replaceSync(source); } catch (e) { return []; }
  return Array.from(sheet.cssRules);
}
function parsesNested(source) {      // the same, inside a style rule (CSS nesting)
  const outer = parses(".chamfer-outer{" + source + "}");
  if (outer.length !== 1 || !outer[0].cssRules) return [];
  return Array.from(outer[0].cssRules).filter(r => r.constructor.name !== "CSSNestedDeclarations");
}
function judge(item) {
  switch (item.kind) {
    case "parse-error":
      return "not a valid declaration or rule (tinycss2: " + item.message + ")";
    case "misplaced":
      return item.message;
    case "declaration":
    case "supports-test": {
      const ok = CSS.supports(item.property, item.value);
      if (!ok) {
        return item.kind === "supports-test"
          ? "@supports tests '" + item.property + ": " + item.value + "', which Chromium does not accept, so the condition can never be true"
          : "Chromium rejects '" + item.property + ": " + item.value + "'";
      }
      if (!item.property.startsWith("--") && /var\(/i.test(item.value)) return "var";
      return "ok";
    }
    case "selector": {
      const rules = item.nested ? parsesNested(item.selector + "{}") : parses(item.selector + "{}");
      return rules.length === 1 ? "ok" : "Chromium rejects the selector '" + item.selector + "'";
    }
    case "at-rule": {
      const rules = item.nested ? parsesNested(item.source) : parses(item.source);
      if (rules.length !== 1) {
        return "Chromium drops '@" + item.name + (item.prelude ? " " + item.prelude : "") +
               "' (unknown at-rule, bad prelude, or a required descriptor is missing or invalid)";
      }
      const kept = rules[0].cssText.toLowerCase();
      const lost = item.descriptors.filter(d => !kept.includes(d.name + ":"));
      if (lost.length) {
        return lost.map(d => "line " + d.line + ": Chromium drops descriptor '" + d.name + ": " + d.value + "'");
      }
      return "ok";
    }
  }
  return "unknown item kind " + item.kind;
}
done(INPUT.map(judge));
"""


def check_files(paths):
    items = []
    for path in paths:
        try:
            with open(path, encoding="utf-8") as f:
                source = f.read()
        except OSError as error:
            print("%s:1:1: error: cannot read file: %s" % (path, error.strerror))
            items.append(None)
            continue
        Collector(path, items).walk(tinycss2.parse_stylesheet(source, skip_comments=True, skip_whitespace=True))
    unreadable = items.count(None)
    items = [i for i in items if i is not None]
    verdicts = run_in_chromium(CHECK_SCRIPT, items) if items else []

    errors, var_notes = unreadable, 0
    for item, verdict in zip(items, verdicts):
        where = "%s:%d:%d" % (item["file"], item["line"], item["column"])
        if verdict == "ok":
            continue
        if verdict == "var":
            var_notes += 1
            print("%s: note: '%s: %s' uses var(); only its syntax was checked"
                  % (where, item["property"], item["value"]))
            continue
        for message in (verdict if isinstance(verdict, list) else [verdict]):
            errors += 1
            # Descriptor messages carry their own line; put it in the location.
            m = re.match(r"line (\d+): (.*)", message)
            if m:
                descriptor = next(d for d in item["descriptors"] if d["line"] == int(m.group(1)))
                where = "%s:%d:%d" % (item["file"], descriptor["line"], descriptor["column"])
                message = m.group(2)
            print("%s: error: %s" % (where, message))
    counts = {}
    for item in items:
        counts[item["kind"]] = counts.get(item["kind"], 0) + 1
    print("check_css: %d file(s); %s; %d error(s), %d var() note(s)"
          % (len(paths), ", ".join("%d %s" % (n, k) for k, n in sorted(counts.items())) or "nothing to check",
             errors, var_notes), file=sys.stderr)
    return 1 if errors else 0


# --------------------------------------------------------------------------- --computed

COMPUTED_SCRIPT = r"""
const out = {};
for (const el of INPUT.elements) {
  const div = document.createElement("div");
  div.className = el["class"];
  div.style.cssText = "box-sizing: border-box; width: " + el.width + "px; height: " + el.height + "px;";
  document.body.appendChild(div);
  const style = getComputedStyle(div);
  const values = {};
  for (const p of el.properties) values[p] = style.getPropertyValue(p);
  out[el["class"]] = values;
}
done(out);
"""


def computed(spec_path):
    def bad_spec(message):
        print("%s:1:1: error: %s" % (spec_path, message))
        sys.exit(1)

    try:
        with open(spec_path, encoding="utf-8") as f:
            spec = json.load(f)
    except (OSError, ValueError) as error:
        bad_spec("cannot read the spec: %s" % error)
    if not isinstance(spec, dict) or not isinstance(spec.get("css"), str) or not isinstance(spec.get("elements"), list):
        bad_spec('the spec needs "css" (a path) and "elements" (a list)')
    css_path = os.path.join(os.path.dirname(os.path.abspath(spec_path)), spec["css"])
    try:
        with open(css_path, encoding="utf-8") as f:
            css = f.read()
    except OSError as error:
        bad_spec("cannot read %s: %s" % (css_path, error.strerror))
    elements = []
    for index, element in enumerate(spec["elements"]):
        if not isinstance(element, dict) or not isinstance(element.get("class"), str) \
                or not isinstance(element.get("properties"), list):
            bad_spec('elements[%d] needs "class" (a string) and "properties" (a list)' % index)
        elements.append({"class": element["class"], "properties": element["properties"],
                         "width": float(element.get("width", spec.get("width", 200))),
                         "height": float(element.get("height", spec.get("height", 100)))})
    result = run_in_chromium(COMPUTED_SCRIPT, {"elements": elements}, style_text=css)
    print(json.dumps(result, indent=2, sort_keys=True))
    return 0


def main(argv):
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if argv else 2
    if argv[0] == "--computed":
        if len(argv) != 2:
            print("usage: check_css.py --computed SPEC.json", file=sys.stderr)
            return 2
        return computed(argv[1])
    return check_files(argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
