#!/usr/bin/env bash
# Builds the libFuzzer target over the whole pipeline and runs it.
#
#   Fuzz/run.sh [SECONDS]     (default 60)
#
# The seed corpus is every example and golden spec; new inputs libFuzzer finds go to
# .build/fuzz/corpus (not committed). A crash leaves crash-* files in .build/fuzz and fails the
# run: turn each into a regression test (Tests/ScreenGenCoreTests/FuzzRegressionTests.swift).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
out=.build/fuzz
mkdir -p "$out/corpus" "$out/seeds"
cp Specs/*.yaml "$out/seeds/"
for d in Tests/Golden/*/; do cp "$d/spec.yaml" "$out/seeds/$(basename "$d").yaml"; done

sources=$(find Sources/ScreenGenCore -name '*.swift' | sort)
if [[ ! -x $out/screengen-fuzz || -n $(find Sources/ScreenGenCore Fuzz -newer "$out/screengen-fuzz" -name '*.swift' | head -1) ]]; then
    echo "fuzz: building (this takes a few minutes)"
    # shellcheck disable=SC2086
    swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name ScreenGenCore \
        -Xcc -fmodule-map-file=Sources/CLibYAML/module.modulemap -I Sources/CLibYAML $(pkg-config --cflags-only-I yaml-0.1) \
        $sources Fuzz/FuzzTarget.swift -lyaml -o "$out/screengen-fuzz"
fi
echo "fuzz: running for ${seconds}s"
"$out/screengen-fuzz" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$out/" -print_final_stats=1 "$out/corpus" "$out/seeds" 2>&1 | tee "$out/last-run.log" | grep -E '^(#[0-9]+ +DONE|stat::number_of_executed_units|==[0-9]+==ERROR|SUMMARY|fuzz:)' || true
status=${PIPESTATUS[0]}
executions=$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+).*/\1/p' "$out/last-run.log" | tail -1)
echo "fuzz: ${executions:-0} executions, exit status $status"
exit "$status"
