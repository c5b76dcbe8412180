#!/usr/bin/env bash
# Fuzzes Chamfer's whole path (read, validate, resolve, report, render, geometry) with
# libFuzzer for a bounded time.
#
#   scripts/fuzz.sh            60 seconds
#   scripts/fuzz.sh 1800       half an hour
#   JOBS=2 scripts/fuzz.sh 600 two workers
#
# Seeds are the bundled themes and the bad-input corpus of the tests; what the fuzzer
# learns is kept in .build-fuzz/corpus between runs. A crash leaves crash-* files in
# .build-fuzz/findings and makes this script exit non-zero; add each one to
# Tests/ChamferCLITests/BadInputs (or a test) once fixed.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
SECONDS_TO_RUN="${1:-60}"
JOBS="${JOBS:-1}"
SCRATCH=.build-fuzz

echo "building the fuzzer (swift build --scratch-path $SCRATCH, -sanitize=fuzzer)..." >&2
swift build --scratch-path "$SCRATCH" --product ChamferFuzz \
  -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library -Xswiftc -DCHAMFER_FUZZ >&2
FUZZER="$(swift build --scratch-path "$SCRATCH" --show-bin-path)/ChamferFuzz"

mkdir -p "$SCRATCH/corpus" "$SCRATCH/seeds" "$SCRATCH/findings"
cp tokens/*.yaml tokens/layers/*.yaml "$SCRATCH/seeds/"
if [ -d Tests/ChamferCLITests/BadInputs ]; then
  find Tests/ChamferCLITests/BadInputs -type f \( -name '*.yaml' -o -name '*.json' \) \
    -exec sh -c 'cp "$1" "$2/$(echo "$1" | tr / _)"' _ {} "$SCRATCH/seeds" \;
fi

echo "fuzzing for $SECONDS_TO_RUN s with $JOBS job(s)..." >&2
# With several jobs libFuzzer writes fuzz-N.log files into the current folder.
parallel=()
[ "$JOBS" -gt 1 ] && parallel=(-jobs="$JOBS" -workers="$JOBS")
# Swift's own crash backtracer would stop libFuzzer from saving the input that crashed.
(cd "$SCRATCH" && SWIFT_BACKTRACE=enable=no "$FUZZER" corpus seeds \
  -max_total_time="$SECONDS_TO_RUN" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
  "${parallel[@]}" -print_final_stats=1 -artifact_prefix=findings/) 2>&1 \
  | tee "$SCRATCH/last-run.log" | grep -E "INITED|DONE|ERROR|SUMMARY|stat::|Test unit written" | tail -25
status=${PIPESTATUS[0]}
if ls "$SCRATCH"/findings/crash-* "$SCRATCH"/findings/timeout-* "$SCRATCH"/findings/oom-* >/dev/null 2>&1; then
  echo "findings in $SCRATCH/findings:" >&2
  ls "$SCRATCH/findings" >&2
  exit 1
fi
exit "$status"
