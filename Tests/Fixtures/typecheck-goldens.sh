#!/usr/bin/env bash
# Type-checks every golden case's expected files, one case at a time, together with the fixtures
# (Models.swift, Views.swift) against an iOS SDK (17.4 by default; IOS_TYPECHECK_SDK picks another), in
# Swift 6 language mode or the other modes of --mode.
#
# A pre-commit check for changes to the generator or the goldens, NOT run in CI (it needs a copy
# of the iOS SDK):
#
#   IOS_SDK_MIRROR=/path/to/danpashin+sdks/repo Tests/Fixtures/typecheck-goldens.sh [--mode M] [case ...]
#
# --mode: the compiler settings a team may build with, each a separate check (default swift6):
#   swift6             Swift 6 language mode (complete concurrency checking, errors).
#   strict-concurrency Swift 5 language mode with -strict-concurrency=complete: the same checks as
#                      warnings, which are findings here too.
#   main-actor         Swift 6 with -default-isolation MainActor and NonisolatedNonsendingByDefault,
#                      the settings of a new Xcode 26 app target.
#   all                the three, one after another.
#
# IOS_SDK_MIRROR: a git copy of github.com/danpashin/sdks (needed once, for the SDK set-up).
# IOS_TYPECHECK: the ios-typecheck tool (default: ../shared/tools/ios-typecheck next to the
# checkout, else ios-typecheck on PATH).
# Exit status: 0 when every case type-checks, 1 when one does not, 2 on a usage problem.
set -uo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
if [[ -n ${IOS_TYPECHECK:-} ]]; then
    tool=$IOS_TYPECHECK
elif [[ -x $root/../shared/tools/ios-typecheck ]]; then
    tool=$root/../shared/tools/ios-typecheck
else
    tool=$(command -v ios-typecheck) || {
        echo "typecheck-goldens: no ios-typecheck in $root/../shared/tools or on PATH; set IOS_TYPECHECK" >&2
        exit 2
    }
fi
[[ -x $tool ]] || { echo "typecheck-goldens: $tool is not an executable" >&2; exit 2; }
[[ -n ${IOS_SDK_MIRROR:-} ]] || { echo "typecheck-goldens: set IOS_SDK_MIRROR (see ios-typecheck --help)" >&2; exit 2; }

modes=(swift6)
if [[ ${1:-} == --mode ]]; then
    case ${2:-} in
        swift6 | strict-concurrency | main-actor) modes=("$2") ;;
        all) modes=(swift6 strict-concurrency main-actor) ;;
        *) echo "typecheck-goldens: --mode takes swift6, strict-concurrency, main-actor or all" >&2; exit 2 ;;
    esac
    shift 2
fi
# The swiftc flags of a mode.
mode_flags() {
    case $1 in
        swift6) echo "-swift-version 6" ;;
        strict-concurrency) echo "-swift-version 5 -strict-concurrency=complete" ;;
        main-actor) echo "-swift-version 6 -default-isolation MainActor -enable-upcoming-feature NonisolatedNonsendingByDefault" ;;
    esac
}

cd "$root"
if (( $# )); then cases=("$@"); else
    cases=()
    for d in Tests/Golden/*/; do [[ -f $d/spec.yaml ]] && cases+=("$(basename "$d")"); done
fi

# The fixtures by name, not the directory: Tests/Fixtures/StoreDriver/main.swift belongs to one
# case only (and a main.swift would switch off -parse-as-library).
fixtures=(Tests/Fixtures/Models.swift Tests/Fixtures/Views.swift Tests/Fixtures/LegacyModels.swift)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
failed=()
for mode in "${modes[@]}"; do
read -ra flags <<<"$(mode_flags "$mode")"
# Outside the default mode each line names the mode it was checked in.
tag=""; [[ $mode != swift6 ]] && tag=" [$mode]"
for c in "${cases[@]}"; do
    # A case may name others it is type-checked with (the screens of one navigation flow), in
    # Tests/Golden/<case>/typecheck-with, one case per line.
    rm -rf "${scratch:?}"/*
    mkdir -p "$scratch/$c"
    cp -R "Tests/Golden/$c/expected/." "$scratch/$c/"
    if [[ -f Tests/Golden/$c/typecheck-with ]]; then
        while read -r other; do
            [[ -n $other ]] && mkdir -p "$scratch/$other" && cp -R "Tests/Golden/$other/expected/." "$scratch/$other/"
        done < "Tests/Golden/$c/typecheck-with"
    fi
    # ios-typecheck aliases FoundationEssentials to Foundation, which makes `import Foundation` an
    # error there (not on iOS); SwiftUI re-exports Foundation, so the copy imports that instead.
    find "$scratch" -name '*.swift' -exec sed -i 's/^import Foundation$/import SwiftUI/' {} +
    # The case's own deployment target (iOS 16 cases check the legacy mapping against iOS 16).
    target=$(sed -nE 's/^platform: *\{ *iOS: *"?([0-9]+(\.[0-9]+)?)"? *\}.*/\1/p' "Tests/Golden/$c/spec.yaml")
    export IOS_TYPECHECK_TARGET="arm64-apple-ios${target:-17.0}"
    out=$("$tool" "$scratch" "${fixtures[@]}" -- "${flags[@]}" 2>&1); status=$?
    # The 17.4 SDK is Xcode 15's, which has no @Entry macro (Xcode 16 expands it at build time, at
    # any target). Each `@Entry var name: Type = value` is checked as the macro's expansion: a
    # computed property over a private EnvironmentKey whose computed default is the value.
    if (( status != 0 )) && grep -q "unknown attribute 'Entry'" <<<"$out"; then
        entry_files=$(grep -l '@Entry var' -r "$scratch" || true)
        echo "note  $c$tag: the 17.4 SDK has no @Entry: checked $(basename -a $entry_files | tr '\n' ' ')as its expansion"
        for f in $entry_files; do
            perl -0pi -e 's/^( *)\@Entry var (\w+): (.+?) = (.+)$/$1private struct __Key_$2: EnvironmentKey {\n$1    static var defaultValue: $3 { $4 }\n$1}\n$1var $2: $3 {\n$1    get { self[__Key_$2.self] }\n$1    set { self[__Key_$2.self] = newValue }\n$1}/mg' "$f"
        done
        out=$("$tool" "$scratch" "${fixtures[@]}" -- "${flags[@]}" 2>&1); status=$?
    fi
    # Nor the `Tab` type (iOS 18): an app root built of `Tab` values is reported, and the rest of
    # the case (the tab enum and navigation, the routes, the screens) is checked without it.
    if (( status != 0 )) && grep -q "cannot find 'Tab' in scope" <<<"$out"; then
        tab_files=$(grep -lE '^ +Tab\(' -r "$scratch" || true)
        # The @main App struct that shows such a root goes with it.
        for f in $tab_files; do
            tab_files+=" $(grep -l '^@main' -r "$scratch" | xargs -r grep -lw "$(basename "$f" .swift)()" || true)"
        done
        echo "note  $c$tag: Tab needs the iOS 18 SDK; checked without $(basename -a $tab_files | tr '\n' ' ')"
        rm -f $tab_files
        out=$("$tool" "$scratch" "${fixtures[@]}" -- "${flags[@]}" 2>&1); status=$?
    fi
    if (( status == 0 )); then
        # warnings in generated code are findings too: list them (file:line: warning: ...)
        warnings=$(printf '%s\n' "$out" | grep -E '^[^ ]+:[0-9]+:[0-9]+: warning:' | sort -u)
        if [[ -n $warnings ]]; then
            echo "ok    $c$tag ($(printf '%s\n' "$warnings" | wc -l) warning(s))"
            printf '%s\n' "$warnings" | sed 's/^/      /'
        else
            echo "ok    $c$tag"
        fi
    else
        echo "FAIL  $c$tag"
        # swiftc's error lines (and, for errors inside a macro expansion, the generated line the
        # expansion comes from), once each; run ios-typecheck by hand for the full context.
        printf '%s\n' "$out" | grep -E '(^[^ |].*: error:)|(note: expanded code originates here)' |
            sed -E 's/^ *`- //' | sort | uniq -c | sed 's/^/      /'
        failed+=("$c$tag")
    fi
done
done
echo "${#cases[@]} case(s) in ${#modes[@]} mode(s) (${modes[*]}), ${#failed[@]} failed${failed:+: ${failed[*]}}"
(( ${#failed[@]} == 0 ))
