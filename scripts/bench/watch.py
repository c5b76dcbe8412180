"""The watch section of scripts/benchmark.sh: how long `chamfer build --watch` takes
from an edit saved to the output that follows it, on the bundled default theme with
every target.

    python3 scripts/bench/watch.py CHAMFER WORK-FOLDER [EDITS]

Each edit changes one number of the theme (the `large` metric, 16 and 17 in turn),
keeping the file's length, and is timed until the CSS output holds the new radius.
Prints the median and the slowest, and exits 1 when the median is over 100 ms or an
edit is never built.
"""
import os
import shutil
import signal
import statistics
import subprocess
import sys
import time

chamfer, work = sys.argv[1:3]
edits = int(sys.argv[3]) if len(sys.argv) > 3 else 21
MEDIAN_ALLOWED = 0.100
GIVE_UP = 10.0  # seconds after which an edit counts as missed

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
shutil.copytree(os.path.join(root, "tokens"), os.path.join(work, "tokens"), dirs_exist_ok=True)
theme = os.path.join(work, "tokens", "default.yaml")
css = os.path.join(work, "out", "css", "chamfer-shapes.css")
with open(theme) as f:
    text = f.read()
before = "large: { size: 16,"
if before not in text:
    sys.exit("the default theme no longer has %r; update scripts/bench/watch.py" % before)


def radius_in_output(radius):
    try:
        with open(css) as f:
            return "--chamfer-scale-large-radius: %dpx" % radius in f.read()
    except OSError:
        return False


def wait(condition, limit=GIVE_UP):
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.001)
    return condition()


watcher = subprocess.Popen([chamfer, "build", theme, "--watch", "--out", os.path.join(work, "out")],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
latencies = []
missed = 0
try:
    if not wait(lambda: radius_in_output(16), 30):
        sys.exit("the first build never wrote %s" % css)
    time.sleep(0.5)
    for edit in range(edits):
        radius = 17 if edit % 2 == 0 else 16
        with open(theme, "w") as f:
            f.write(text.replace(before, "large: { size: %d," % radius))
        start = time.monotonic()
        if wait(lambda: radius_in_output(radius)):
            latencies.append(time.monotonic() - start)
        else:
            missed += 1
        # Past the next poll, so that edits do not meet in one.
        time.sleep(0.3)
finally:
    watcher.send_signal(signal.SIGINT)
    watcher.wait(timeout=20)

print()
print("build --watch, default theme, every target: an edit saved until its output is written")
if latencies:
    median = statistics.median(latencies)
    print("  %d edits: %.1f ms median, %.1f ms slowest, %d missed (target: median <= 100 ms)"
          % (edits, median * 1000, max(latencies) * 1000, missed))
else:
    median = float("inf")
    print("  %d edits, every one missed" % edits)
met = missed == 0 and median <= MEDIAN_ALLOWED
print("  %s" % ("met" if met else "NOT MET"))
sys.exit(0 if met else 1)
