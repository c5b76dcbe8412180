#!/usr/bin/env bash
# Fuzzes Chamfer's whole path (read, validate, resolve, report, render, geometry) with
# libFuzzer for a bounded time, over every kind of input: themes, configs, DTCG
# resolvers, $themes.json files, token files, templates and text reports.
#
#   scripts/fuzz.sh            60 seconds
#   scripts/fuzz.sh 1800       half an hour
#   JOBS=2 scripts/fuzz.sh 600 two workers
#
# Seeds are the bundled themes, the bad-input corpus of the tests, and configs, token
# files and templates of the package; what the fuzzer learns is kept in
# .build-fuzz/corpus between runs. A crash leaves crash-* files in
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

# Seeds of the other kinds of input, each behind the byte that picks its kind (see
# InputKind in Fuzz/ChamferFuzz/FuzzTarget.swift): 1 config, 2 DTCG resolver,
# 3 $themes.json, 4 token file, 5 templates, 6 text report, 7 JSON theme, 8 manifest,
# 9 a --mapping file and a token file.
seed() { # KIND FILE
  { printf "\\$(printf '%03o' "$1")"; cat "$2"; } >"$SCRATCH/seeds/kind$1-$(echo "$2" | tr '/$' '__')"
}
seed 1 chamfer.yml
find Tests tokens -name 'chamfer*.yml' -size -64k | while read -r file; do seed 1 "$file"; done
find Tests -name '*.resolver.json' -size -64k | while read -r file; do seed 2 "$file"; done
find Tests -name '$themes.json' -size -64k | while read -r file; do seed 3 "$file"; done
find Tests/ChamferKitTests/Corpus \( -name '*.json' -o -name '*.json5' -o -name '*.yml' \) -size -64k |
  while read -r file; do seed 4 "$file"; done
find templates/targets -name '*.mustache' -size -64k | while read -r file; do seed 5 "$file"; done
printf '\005{{#components}}{{> a}}{{/components}}\000{{name}}: {{> b}}\000{{#shape}}{{size}}{{/shape}}\n' \
  >"$SCRATCH/seeds/kind5-partials"
find Tests/ChamferCLITests/BadInputs -name '*.json' -size -64k | while read -r file; do seed 6 "$file"; done
# Token math (sd-transforms' expressions) rides on token files; mappings with wildcards
# on a file they match.
printf '\004{"r": {"$type": "dimension", "a": {"$value": "4px"}, "b": {"$value": "{r.a} * 2 + (3 - 1) / 4"}, "c": {"$value": "max({r.a}, 2px) * -1.5"}}}' \
  >"$SCRATCH/seeds/kind4-math"
printf '\011scale:\n  - "radius.*"\nskip:\n  - "radius.*.hover"\ncomponents:\n  button: "button.*.radius"\n\000{"radius": {"$type": "dimension", "sm": {"$value": "4px"}, "md": {"$value": "8px"}}, "button": {"primary": {"radius": {"$value": "{radius.sm}", "$type": "dimension"}}}}' \
  >"$SCRATCH/seeds/kind9-mapping"
printf '\010swift/ChamferShapes.swift\ncss/chamfer-shapes.css\n../outside\n/etc/passwd\n' >"$SCRATCH/seeds/kind8-manifest"
find Tests/ChamferCLITests/BadInputs tokens -name '*.json' -size -64k | while read -r file; do seed 7 "$file"; done

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
