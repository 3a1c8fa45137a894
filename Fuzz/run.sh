#!/usr/bin/env bash
# Builds the libFuzzer target over the whole pipeline and runs it.
#
#   Fuzz/run.sh [SECONDS]     (default 60)
#
# The seed corpus is every example and golden spec; new inputs libFuzzer finds go to
# .build/fuzz/corpus (not committed). A crash leaves crash-* files in .build/fuzz and fails the
# run: turn each into a regression test (Tests/ScreenGenCoreTests/Pipeline/FuzzRegressionTests.swift).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
out=.build/fuzz
mkdir -p "$out/corpus" "$out/seeds"
cp Specs/*.yaml "$out/seeds/"
cp Fuzz/seeds/* "$out/seeds/"
for d in Tests/Golden/*/; do cp "$d/spec.yaml" "$out/seeds/$(basename "$d").yaml"; done

sources=$(find Sources/ScreenGenCore -name '*.swift' | sort)
if [[ ! -x $out/screengen-fuzz || -n $(find Sources/ScreenGenCore Fuzz -newer "$out/screengen-fuzz" -name '*.swift' | head -1) ]]; then
    echo "fuzz: building (this takes a few minutes)"
    # shellcheck disable=SC2086
    if ! swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name ScreenGenCore \
        -Xcc -fmodule-map-file=Sources/CLibYAML/module.modulemap -I Sources/CLibYAML \
        $sources Fuzz/FuzzTarget.swift -lyaml -o "$out/screengen-fuzz" >"$out/build.log" 2>&1; then
        grep -E 'error' "$out/build.log" >&2 || cat "$out/build.log" >&2
        exit 2
    fi
fi
echo "fuzz: running for ${seconds}s"
# Leak checking is off: the Swift runtime's caches and metadata outlive every input by design,
# and LeakSanitizer reports them at exit. Every other AddressSanitizer error still stops the run.
status=0
ASAN_OPTIONS=detect_leaks=0 "$out/screengen-fuzz" -max_total_time="$seconds" -max_len=65536 -timeout=10 \
    -rss_limit_mb=2048 -artifact_prefix="$out/" -print_final_stats=1 "$out/corpus" "$out/seeds" \
    >"$out/last-run.log" 2>&1 || status=$?
grep -E '^(==[0-9]+==ERROR|SUMMARY|artifact_prefix|Test unit written)' "$out/last-run.log" || true
executions=$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+).*/\1/p' "$out/last-run.log" | tail -1)
echo "fuzz: ${executions:-0} executions in ${seconds}s, exit status $status"
exit "$status"
