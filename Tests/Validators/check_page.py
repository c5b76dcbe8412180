#!/usr/bin/env python3
"""Usage: check_page.py PAGE.html SCRIPT.js [--dark]

Opens PAGE.html in headless Chromium with SCRIPT.js run before anything else on the
page, and prints what the script reports. The script sets `window.chamferReport` to a
function returning a JSON-serialisable value; it is called once the page has loaded,
and its result is printed with the errors the page raised (uncaught exceptions,
console.error calls, resources that failed to load) and the milliseconds from the start
of navigation to the end of the load event, layout included.

--dark opens the page with the system set to dark (prefers-color-scheme: dark).

Exit status: 0 reported, 1 the page gave no report, 2 Chromium is missing.
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

# Runs first: records errors, and appends the report to the document after load, where
# --dump-dom finds it.
PRELUDE = r"""
(() => {
  const errors = [];
  window.chamferErrors = errors;
  addEventListener("error", e => {
    errors.push(e.message ? "error: " + e.message : "failed to load: " + ((e.target && (e.target.src || e.target.href)) || "?"));
  }, true);
  addEventListener("unhandledrejection", e => errors.push("unhandled rejection: " + e.reason));
  const original = console.error;
  console.error = (...args) => { errors.push("console.error: " + args.join(" ")); original.apply(console, args); };
  addEventListener("load", () => {
    document.body.offsetHeight;
    const loaded = performance.now();
    let report = null;
    try { report = window.chamferReport ? window.chamferReport() : null; }
    catch (e) { errors.push("report: " + e + " " + (e.stack || "")); }
    const out = document.createElement("script");
    out.type = "application/json";
    out.id = "chamfer-check-report";
    out.textContent = JSON.stringify({ loadMilliseconds: loaded, errors, report }).replace(/</g, "\\u003c");
    document.body.appendChild(out);
  });
})();
"""


def fail(message, status):
    print("check_page.py: " + message, file=sys.stderr)
    sys.exit(status)


def main(argv):
    dark = "--dark" in argv
    argv = [a for a in argv if a != "--dark"]
    if len(argv) != 2:
        print(__doc__.splitlines()[0], file=sys.stderr)
        return 2
    page, script = argv
    chromium = next((shutil.which(n) for n in ("chromium", "chromium-browser", "google-chrome") if shutil.which(n)), None)
    if not chromium:
        fail("no Chromium found; install it with: apt-get install chromium", 2)
    html = pathlib.Path(page).read_text(encoding="utf-8")
    extra = pathlib.Path(script).read_text(encoding="utf-8")
    injected = "<script>" + PRELUDE + "</script><script>" + extra + "</script>"
    match = re.search(r"<head[^>]*>", html)
    if not match:
        fail("the page has no <head>", 1)
    html = html[: match.end()] + injected + html[match.end():]
    # Beside the page, so that its relative links still resolve.
    folder = os.path.dirname(os.path.abspath(page))
    with tempfile.TemporaryDirectory(prefix="chamfer-page-") as tmp:
        copy = os.path.join(folder, ".chamfer-check-" + os.path.basename(tmp) + ".html")
        pathlib.Path(copy).write_text(html, encoding="utf-8")
        command = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                   "--user-data-dir=" + os.path.join(tmp, "profile"), "--window-size=1280,900", "--dump-dom"]
        if dark:
            command.append("--force-dark-mode")
        command.append(pathlib.Path(copy).resolve().as_uri())
        env = dict(os.environ, XDG_CONFIG_HOME=os.path.join(tmp, "config"))
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env,
                                   start_new_session=True)
        try:
            out, _ = process.communicate(timeout=float(os.environ.get("CHAMFER_CHROMIUM_TIMEOUT", "90")))
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.communicate()
            fail("Chromium timed out", 1)
        finally:
            os.remove(copy)
    dom = out.decode("utf-8", "replace")
    found = re.search(r'<script type="application/json" id="chamfer-check-report">(.*?)</script>', dom, re.S)
    if not found:
        fail("the page gave no report (it did not finish loading)", 1)
    report = json.loads(found.group(1))
    json.dump(report, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
