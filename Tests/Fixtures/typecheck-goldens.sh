#!/usr/bin/env bash
# Type-checks every golden case's expected files, one case at a time, together with the fixtures
# (Models.swift, Views.swift) against the iOS SDKs that can build it, in Swift 6 language mode or the
# other modes of --mode, each case at its own deployment target.
#
# A pre-commit check for changes to the generator or the goldens, NOT run in CI (it needs copies
# of the iOS SDKs):
#
#   IOS_SDK_MIRROR=… IOS_SDK_MIRROR_18=… IOS_SDK_MIRROR_26=… \
#       Tests/Fixtures/typecheck-goldens.sh [--sdk S] [--mode M] [case ...]
#
# --sdk: the SDKs (default: $IOS_TYPECHECK_SDK, else 17.4):
#   17.4, 18.6, 26.2   that one SDK.
#   all                every SDK whose mirror is set, one after another, with a summary line each.
#   A case is checked against an SDK at or above its deployment target only: an iOS 18 case is not
#   built by the 17.4 SDK (it is counted as above that SDK, not as a failure). The 17.4 SDK is Xcode
#   15's, without the @Entry macro: an @Entry file is checked there as the macro's expansion.
# --mode: the compiler settings a team may build with, each a separate check (default swift6):
#   swift6             Swift 6 language mode (complete concurrency checking, errors).
#   strict-concurrency Swift 5 language mode with -strict-concurrency=complete: the same checks as
#                      warnings, which are findings here too.
#   main-actor         Swift 6 with -default-isolation MainActor and NonisolatedNonsendingByDefault,
#                      the settings of a new Xcode 26 app target.
#   all                the three, one after another.
# A warning (a deprecation among them) fails its case, as an error does.
#
# A case whose spec sets `access: public` or `access: package` is also checked as two modules, as a
# team with its screens in a SwiftPM package builds it: its files and the fixtures are compiled as
# module `Feature` (`-emit-module-path`), and a consumer file the script writes, in a second module
# of the same package (`-package-name`), imports `Feature` and uses every declaration another module
# needs, read from the files whatever their keywords: each type that is not private and each of its
# members that is not (`init` by its labels, a property by key path, a method by name; `mutating`
# ones are left out, Swift cannot name them unapplied), of a view only its `init` and `body`. A
# declaration the generator left internal fails there. Every check passes `-package-name`, which `package` declarations need.
#
# The case `example` (run with the others when no case is named) is the example package as an app
# builds it: Examples/ScreenApp/Packages/Shelf's sources as module Shelf, then the app target's as
# module ScreenApp importing it (a workspace of two modules, `modules:` in its screengen.yml).
#
# IOS_SDK_MIRROR, IOS_SDK_MIRROR_18, IOS_SDK_MIRROR_26: git copies of github.com/danpashin/sdks
# (17.4), mrdrvt99/iOS-SDKss (18.6) and seayou2468-web/maciOS (26.2), each needed once, for that
# SDK's set-up (see ios-typecheck --help).
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
# The mirror variable an SDK is set up from.
mirror_of() {
    case $1 in
        17.4) echo "${IOS_SDK_MIRROR:-}" ;;
        18.6) echo "${IOS_SDK_MIRROR_18:-}" ;;
        26.2) echo "${IOS_SDK_MIRROR_26:-}" ;;
    esac
}

modes=(swift6)
sdks=("${IOS_TYPECHECK_SDK:-17.4}")
while [[ ${1:-} == --mode || ${1:-} == --sdk ]]; do
    case $1:${2:-} in
        --mode:swift6 | --mode:strict-concurrency | --mode:main-actor) modes=("$2") ;;
        --mode:all) modes=(swift6 strict-concurrency main-actor) ;;
        --sdk:17.4 | --sdk:18.6 | --sdk:26.2) sdks=("$2") ;;
        --sdk:all) sdks=(); for s in 17.4 18.6 26.2; do [[ -n $(mirror_of $s) ]] && sdks+=("$s"); done ;;
        --mode:*) echo "typecheck-goldens: --mode takes swift6, strict-concurrency, main-actor or all" >&2; exit 2 ;;
        *) echo "typecheck-goldens: --sdk takes 17.4, 18.6, 26.2 or all" >&2; exit 2 ;;
    esac
    shift 2
done
(( ${#sdks[@]} )) || { echo "typecheck-goldens: --sdk all, but no IOS_SDK_MIRROR* is set" >&2; exit 2; }
for s in "${sdks[@]}"; do
    case $s in 17.4 | 18.6 | 26.2) ;; *) echo "typecheck-goldens: IOS_TYPECHECK_SDK must be 17.4, 18.6 or 26.2" >&2; exit 2 ;; esac
    [[ -n $(mirror_of "$s") ]] || { echo "typecheck-goldens: set the mirror of the $s SDK (see ios-typecheck --help)" >&2; exit 2; }
done

# Whether version $1 is at or below version $2 (major.minor).
at_most() {
    local a=(${1//./ }) b=(${2//./ })
    (( ${a[0]} < ${b[0]} || (${a[0]} == ${b[0]} && ${a[1]:-0} <= ${b[1]:-0}) ))
}
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
    # The example package, where the checkout has it.
    [[ -d Examples/ScreenApp/Packages/Shelf ]] && cases+=(example)
fi

# The fixtures by name, not the directory: Tests/Fixtures/StoreDriver/main.swift belongs to one
# case only (and a main.swift would switch off -parse-as-library).
fixtures=(Tests/Fixtures/Models.swift Tests/Fixtures/Views.swift Tests/Fixtures/LegacyModels.swift)
scratch=$(mktemp -d)
# The two-module check's module and consumer, outside the folder of the golden's files.
modules=$(mktemp -d)
trap 'rm -rf "$scratch" "$modules"' EXIT
package=(-package-name ScreenGenGoldens)

# The example package as the app builds it: Examples/ScreenApp/Packages/Shelf's sources (generated
# and hand-written) as module Shelf, then the app target's as module ScreenApp, which imports it:
# the public screens a package's module declares, shown by the app's root view. Sets out and status.
check_example() {
    rm -rf "${scratch:?}"/* "${modules:?}"/*
    mkdir -p "$scratch/Shelf" "$scratch/ScreenApp" "$modules/modules"
    cp -R Examples/ScreenApp/Packages/Shelf/Sources/Shelf/. "$scratch/Shelf/"
    cp -R Examples/ScreenApp/Sources/ScreenApp/. "$scratch/ScreenApp/"
    find "$scratch" -name '*.swift' -exec sed -i 's/^import Foundation$/import SwiftUI/' {} +
    export IOS_TYPECHECK_TARGET="arm64-apple-ios17.0"
    out=$("$tool" "$scratch/Shelf" -- "${flags[@]}" -module-name Shelf 2>&1); status=$?
    if (( status == 0 )); then
        out+=$'\n'$("$tool" "$scratch/Shelf" -- "${flags[@]}" -module-name Shelf \
            -emit-module-path "$modules/modules/Shelf.swiftmodule" -Xfrontend -experimental-skip-all-function-bodies \
            2>&1); status=$?
    fi
    if (( status == 0 )); then
        out+=$'\n'$("$tool" "$scratch/ScreenApp" -- "${flags[@]}" -module-name ScreenApp -I "$modules/modules" 2>&1)
        status=$?
    fi
    two_modules=" (module Shelf, then ScreenApp importing it)"
}

# Writes, to stdout, the consumer of the files given: `import Feature`, then one statement per public
# or package declaration of theirs, in a @MainActor function.
write_consumer() {
    perl - "$@" <<'PERL'
use strict; use warnings;
my @uses;
# An init's or a method's argument labels (`(client:mode:)`), from its parameters.
sub labels {
    my ($params) = @_;
    my @parts; my $depth = 0; my $current = '';
    for my $c (split //, $params) {
        if ($c =~ /[\(\[<]/) { $depth++ } elsif ($c =~ /[\)\]>]/) { $depth-- }
        if ($c eq ',' && $depth == 0) { push @parts, $current; $current = '' } else { $current .= $c }
    }
    push @parts, $current if $current =~ /\S/;
    my $labels = join '', map { /^\s*(\w+)/ ? "$1:" : '' } @parts;
    return $labels eq '' ? '' : "($labels)";
}
# Every type of the files that is not private, and each of its members that is not private, is what
# another module needs; of a view, only its `init` and `body` (its inputs and nested types are its
# own), and of `extension View` (an app's routes modifier) nothing.
for my $file (@ARGV) {
    open my $fh, '<', $file or die "$file: $!";
    my @types;  # the enclosing types, each [indent, name, what: all, view or none]
    while (my $line = <$fh>) {
        next if $line =~ m{^\s*//} || $line !~ /\S/;
        $line =~ /^( *)/;
        my $indent = length $1;
        @types = grep { $_->[0] < $indent } @types;
        if ($line =~ /^ *(?:@\w+(?:\([^)]*\))? )*((?:\w+ )*?)(?:final )?(class|struct|enum|extension) (\w+)([^{]*)\{/) {
            my ($modifiers, $kind, $name, $rest) = ($1, $2, $3, $4);
            my $parent = @types ? $types[-1] : undef;
            my $what = $modifiers =~ /private/ || ($parent && $parent->[2] ne 'all')
                || ($kind eq 'extension' && $name eq 'View') ? 'none'
                : $rest =~ /:\s*View\b/ ? 'view' : 'all';
            my $type = $parent ? "$parent->[1].$name" : $name;
            push @types, [$indent, $type, $what];
            push @uses, "_ = $type.self" if $what ne 'none' && $kind ne 'extension';
            next;
        }
        next unless @types && $indent == $types[-1][0] + 4 && $types[-1][2] ne 'none';
        my ($type, $what) = ($types[-1][1], $types[-1][2]);
        next if $line =~ /\b(private|fileprivate|mutating|static)\s/;
        if ($line =~ /^ *(?:@\w+ )*(?:[\w()]+ )*(?:var|let) (\w+)/) {
            push @uses, "_ = \\$type.$1" if $what eq 'all' || $1 eq 'body';
        } elsif ($line =~ /^ *(?:\w+ )*init\??\((.*)\)/) {
            push @uses, "_ = $type.init" . labels($1);
        } elsif ($what eq 'all' && $line =~ /^ *(?:\w+ )*func (\w+)\((.*?)\)(?: async)?(?: throws)?(?: ->|\s*\{)/) {
            push @uses, "_ = $type.$1" . labels($2);
        }
    }
}
my %seen;
print "// The consumer typecheck-goldens.sh writes: a second module that uses each declaration of the\n";
print "// golden's module that another module needs.\n\nimport Feature\nimport SwiftUI\n\n\@MainActor\nfunc useFeature() {\n";
print "    $_\n" for grep { !$seen{$_}++ } @uses;
print "}\n";
PERL
}
failed=()
summaries=()
for sdk in "${sdks[@]}"; do
export IOS_TYPECHECK_SDK=$sdk
sdk_failed=0 sdk_checked=0 sdk_above=0
for mode in "${modes[@]}"; do
read -ra flags <<<"$(mode_flags "$mode")"
# Each line names the SDK when there are several, and the mode outside the default one.
labels=()
(( ${#sdks[@]} > 1 )) && labels+=("$sdk")
[[ $mode != swift6 ]] && labels+=("$mode")
tag=""; (( ${#labels[@]} )) && tag=" [$(IFS=,; echo "${labels[*]}" | sed 's/,/, /g')]"
for c in "${cases[@]}"; do
    if [[ $c == example ]]; then
        (( sdk_checked++ ))
        check_example
    else
        # The case's own deployment target (iOS 16 cases check the legacy mapping against iOS 16);
        # an SDK older than it cannot build it.
        target=$(sed -nE 's/^platform: *\{ *iOS: *"?([0-9]+(\.[0-9]+)?)"? *\}.*/\1/p' "Tests/Golden/$c/spec.yaml")
        if ! at_most "${target:-17.0}" "$sdk"; then
            [[ $mode == "${modes[0]}" ]] && (( sdk_above++ ))
            continue
        fi
        (( sdk_checked++ ))
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
        export IOS_TYPECHECK_TARGET="arm64-apple-ios${target:-17.0}"
        out=$("$tool" "$scratch" "${fixtures[@]}" -- "${flags[@]}" "${package[@]}" 2>&1); status=$?
        # The 17.4 SDK is Xcode 15's, which has no @Entry macro (Xcode 16 expands it at build time, at
        # any target). Each `@Entry var name: Type = value` is checked as the macro's expansion: a
        # computed property over a private EnvironmentKey whose computed default is the value.
        if (( status != 0 )) && grep -q "unknown attribute 'Entry'" <<<"$out"; then
            entry_files=$(grep -lE '@Entry ((public|package) )?var' -r "$scratch" || true)
            for f in $entry_files; do
                perl -0pi -e 's/^( *)\@Entry ((?:public |package )?)var (\w+): (.+?) = (.+)$/$1private struct __Key_$3: EnvironmentKey {\n$1    static var defaultValue: $4 { $5 }\n$1}\n$1$2var $3: $4 {\n$1    get { self[__Key_$3.self] }\n$1    set { self[__Key_$3.self] = newValue }\n$1}/mg' "$f"
            done
            out=$("$tool" "$scratch" "${fixtures[@]}" -- "${flags[@]}" "${package[@]}" 2>&1); status=$?
        fi
        # Public or package: the same files as module Feature, and a consumer in a module of its own.
        two_modules=""
        if (( status == 0 )) && grep -qE '^access: *(public|package)' "Tests/Golden/$c/spec.yaml"; then
            two_modules=" (and as two modules)"
            rm -rf "${modules:?}"/*
            mkdir -p "$modules/modules" "$modules/consumer"
            # The check above type-checked every body: the module needs only the declarations. Leaving
            # the bodies out also keeps the main-actor mode's isolated deinits from asking the 17.4 SDK's
            # runtime for `swift_task_deinitOnExecutor`, which it lacks.
            out+=$'\n'$("$tool" "$scratch" "${fixtures[@]}" -- "${flags[@]}" "${package[@]}" -module-name Feature \
                -emit-module-path "$modules/modules/Feature.swiftmodule" -Xfrontend -experimental-skip-all-function-bodies \
                2>&1); status=$?
            if (( status == 0 )); then
                write_consumer $(find "Tests/Golden/$c/expected" -name '*.swift' | sort) >"$modules/consumer/Consumer.swift"
                out+=$'\n'$("$tool" "$modules/consumer/Consumer.swift" -- "${flags[@]}" "${package[@]}" \
                    -I "$modules/modules" 2>&1); status=$?
            fi
        fi
    fi
    # A warning in generated code (a deprecation, a concurrency finding) fails the case too.
    warnings=$(printf '%s\n' "$out" | grep -E '^[^ ]+:[0-9]+:[0-9]+: warning:' | sort -u)
    if (( status == 0 )) && [[ -z $warnings ]]; then
        echo "ok    $c$tag$two_modules"
    elif (( status == 0 )); then
        echo "FAIL  $c$tag ($(printf '%s\n' "$warnings" | wc -l) warning(s))"
        printf '%s\n' "$warnings" | sed 's/^/      /'
        failed+=("$c$tag")
        (( sdk_failed++ ))
    else
        echo "FAIL  $c$tag"
        # swiftc's error lines (and, for errors inside a macro expansion, the generated line the
        # expansion comes from), once each; run ios-typecheck by hand for the full context.
        errors=$(printf '%s\n' "$out" | grep -E '(^[^ |].*: error:)|(note: expanded code originates here)' |
            sed -E 's/^ *`- //' | sort | uniq -c | sed 's/^/      /')
        # No compiler error: the tool itself failed (an SDK set-up, a crash); its last lines say why.
        [[ -n $errors ]] && printf '%s\n' "$errors" || printf '%s\n' "$out" | tail -5 | sed 's/^/      /'
        failed+=("$c$tag")
        (( sdk_failed++ ))
    fi
done
done
summaries+=("iOS $sdk SDK: $sdk_checked check(s) of $(( ${#cases[@]} - sdk_above )) case(s) in ${#modes[@]} mode(s) (${modes[*]}), $sdk_failed failed$( (( sdk_above )) && echo "; $sdk_above case(s) target a newer iOS")")
done
printf '%s\n' "${summaries[@]}"
(( ${#failed[@]} )) && echo "failed: ${failed[*]}"
(( ${#failed[@]} == 0 ))
