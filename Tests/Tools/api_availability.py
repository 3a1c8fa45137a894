#!/usr/bin/env python3
"""Derives the tables of the api-newer-than-target and deprecated-api rules from the iOS SDKs'
availability annotations.

Usage: api_availability.py SDK_GIT_DIR... > Sources/ScreenGenCore/Validation/SDKAvailability.swift
(the three mirrors, in any order: IOS_SDK_MIRROR, IOS_SDK_MIRROR_18 and IOS_SDK_MIRROR_26 of
../shared/tools/ios-typecheck)

Each SDK_GIT_DIR is a git mirror of an iOS SDK (no work tree; the files are read with `git show
HEAD:`): the iOS 17.4 SDK (danpashin/sdks, the SDK at its root), 18.6 (mrdrvt99/iOS-SDKss) and 26.2
(seayou2468-web/maciOS, arm64e only), whose SDK is in an `iPhoneOS<version>.sdk` folder. The script
reads the Swift interfaces of SwiftUI, SwiftUICore (where the SDK splits it out: 18 and later) and
Observation of every SDK given, as one pool of declarations, and prints, as Swift, every API a spec
expression can name that needs a later iOS than the oldest target screengen generates for (16.0):

- a View modifier (a function of `extension SwiftUI.View`), when every public member of SwiftUI
  with that name (on any type) is newer: the pattern `.name`. When only the overloads with one
  first argument label are newer, `.name(label:`; when only the one without arguments, `.name()`.
  The version is the earliest of those overloads, so the rule never refuses what compiles.
- a type or a free function or macro declared at the top level: its name.

A declaration's iOS version is its own `@available` (the short form `iOS 17.0` or `introduced:`),
else its enclosing extension's or type's; declarations unavailable on iOS, `_`-prefixed or `@_spi`
are skipped. Entries needing iOS 16.0 or earlier are dropped: every target screengen accepts has
them. Foundation adds nothing a spec names at iOS 17 that SwiftUI's interface does not already
re-export under the same name, so it is not read.

The second table, `deprecated`, is read per SDK, not pooled (an SDK that adds a current overload
makes a deprecated name current again): every API deprecated on iOS at a version no later than the
newest SDK read (`@available(iOS, deprecated: 15.0, renamed:/message: …)`, with or without
`introduced:`; the 100000 placeholder of API_TO_BE_DEPRECATED and a `deprecated` without version
are not), keyed as above when every overload of the name is deprecated, else as a call of the
name (a modifier, or a type's initializers) with an argument label that only deprecated overloads
take, and an operator declared on a type as the operator before that type (`+ Text(`). The
generated comment says how overloads and SDKs are weighed.
"""
import re
import subprocess
import sys

MINIMUM_TARGET = (16, 0)
INTERFACES = {
    "SwiftUI": "System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/{arch}-apple-ios.swiftinterface",
    "SwiftUICore": "System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/{arch}-apple-ios.swiftinterface",
    "Observation": "usr/lib/swift/Observation.swiftmodule/{arch}-apple-ios.swiftinterface",
}
# The type whose extensions are View modifiers: SwiftUI's View, which SwiftUICore declares from iOS 18.
VIEW = {"SwiftUI.View", "SwiftUICore.View"}
# Names a spec may well mean from elsewhere, where the rule would refuse code that compiles:
# RxSwift's and Combine-era code's `Observable` is far more common in an iOS 16 app than
# Observation's protocol (which screengen itself never needs a spec to name).
EXCLUDED = {"Observable"}

OPERATOR = r"[-+*/%<>=!&|^~?]+"
TYPE_KEYWORDS = {"struct", "class", "enum", "protocol", "actor", "typealias"}
MEMBER_KEYWORDS = {"func", "var", "let", "case"}
MODIFIERS = {
    "public", "open", "final", "static", "class", "override", "mutating", "nonmutating", "nonisolated",
    "indirect", "convenience", "required", "dynamic", "prefix", "postfix", "infix", "lazy", "weak", "unowned",
    "__consuming", "consuming", "borrowing", "isolated", "distributed",
}


def read(sdk, path):
    return subprocess.run(["git", "-C", sdk, "show", "HEAD:" + path], check=True, capture_output=True,
                          text=True).stdout


def interfaces(sdk):
    """The interfaces of one SDK mirror that exist: its SDK folder (the root, or the one
    `iPhoneOS<version>.sdk` folder) and its architecture (arm64, else arm64e)."""
    files = set(subprocess.run(["git", "-C", sdk, "ls-tree", "-r", "--name-only", "HEAD"], check=True,
                               capture_output=True, text=True).stdout.splitlines())
    candidates = []  # (version, prefix, arch); a mirror may hold several SDKs: the newest is read
    for path in files:
        for arch in ("arm64", "arm64e"):
            suffix = INTERFACES["SwiftUI"].format(arch=arch)
            if path.endswith(suffix) and "Cryptexes" not in path:
                prefix = path[:-len(suffix)]
                match = re.search(r"iPhoneOS(\d+)\.(\d+)\.sdk/$", prefix)
                candidates.append(((int(match.group(1)), int(match.group(2))) if match else (0, 0), prefix, arch))
    if not candidates:
        sys.exit(f"no SwiftUI interface in {sdk}")
    _, prefix, arch = max(candidates)
    found = [prefix + p.format(arch=arch) for p in INTERFACES.values()]
    return [p for p in found if p in files]


def sdk_version(sdk, paths):
    match = re.search(r"iPhoneOS(\d+\.\d+)\.sdk/", paths[0])
    return match.group(1) if match else "17.4"


def attributes(line):
    """The contents of each `@available(...)` on the line, and the line without its attributes."""
    found, rest, i = [], [], 0
    while i < len(line):
        if line.startswith("@", i):
            j = i + 1
            while j < len(line) and (line[j].isalnum() or line[j] in "_."):
                j += 1
            name = line[i + 1:j]
            if j < len(line) and line[j] == "(":
                depth, k, quoted = 0, j, False
                while k < len(line):
                    c = line[k]
                    if c == '"' and line[k - 1] != "\\":
                        quoted = not quoted
                    elif not quoted and c == "(":
                        depth += 1
                    elif not quoted and c == ")":
                        depth -= 1
                        if depth == 0:
                            break
                    k += 1
                if name == "available":
                    found.append(line[j + 1:k])
                rest.append("@" + name + " ")
                i = k + 1
            else:
                rest.append("@" + name + " ")
                i = j
        else:
            rest.append(line[i])
            i += 1
    return found, "".join(rest)


def ios_availability(contents):
    """`(major, minor)` when the attribute introduces the declaration on iOS, "unavailable", or None."""
    parts = [p.strip() for p in contents.split(",")]
    if parts[0] == "*" and "unavailable" in parts[1:]:
        return "unavailable"
    if parts[0] == "iOS":
        if "unavailable" in parts[1:]:
            return "unavailable"
        for part in parts[1:]:
            if part.startswith("introduced:"):
                return version(part.split(":", 1)[1])
        return None
    for part in parts:
        match = re.fullmatch(r"iOS\s+(\d+(?:\.\d+)?)", part)
        if match:
            return version(match.group(1))
    return None


def ios_deprecation(contents):
    """`((major, minor), renamed, message)` when the attribute deprecates the declaration on iOS
    at a version (`@available(iOS, deprecated: 15.0, renamed: "…")`, with or without
    `introduced:`), else None: `deprecated` without a version is no iOS version a target can be
    compared to. A placeholder (`deprecated: 100000`, API_TO_BE_DEPRECATED) is returned as it is:
    `deprecations` keeps only what the newest SDK read has deprecated."""
    if not re.match(r"\s*iOS\s*,", contents):
        return None
    match = re.search(r"\bdeprecated:\s*(\d+(?:\.\d+)?)", contents)
    if not match:
        return None
    deprecated = version(match.group(1))
    strings = dict(re.findall(r'\b(renamed|message):\s*"((?:[^"\\]|\\.)*)"', contents))
    return deprecated, strings.get("renamed"), strings.get("message")


def version(text):
    numbers = [int(n) for n in text.strip().split(".")]
    return (numbers[0], numbers[1] if len(numbers) > 1 else 0)


def braces(line):
    """Net change in brace depth, ignoring string literals."""
    depth, quoted = 0, False
    for k, c in enumerate(line):
        if c == '"' and (k == 0 or line[k - 1] != "\\"):
            quoted = not quoted
        elif not quoted and c == "{":
            depth += 1
        elif not quoted and c == "}":
            depth -= 1
    return depth


def labels(signature):
    """Argument labels of `name<...>(params)...`; `_` for an unlabeled argument."""
    start = signature.find("(")
    if start < 0:
        return []
    text = signature.replace("->", "\u2192")
    depth, end = 0, start
    for end in range(start, len(text)):
        if text[end] in "([<":
            depth += 1
        elif text[end] in ")]>":
            depth -= 1
            if depth == 0:
                break
    params, depth, current = [], 0, ""
    for c in text[start + 1:end]:
        if c in "([<":
            depth += 1
        elif c in ")]>":
            depth -= 1
        if c == "," and depth == 0:
            params.append(current)
            current = ""
        else:
            current += c
    if current.strip():
        params.append(current)
    out = []
    for param in params:
        names = [n for n in param.split(":", 1)[0].split() if not n.startswith("@")]
        out.append(names[0] if names else "_")
    return out


def parameter_types(signature):
    """The type names of `(lhs: SwiftUICore.Text, rhs: SwiftUICore.Text) -> …`, without module:
    ["Text", "Text"]."""
    start = signature.find("(")
    depth, end = 0, start
    for end in range(start, len(signature)):
        depth += {"(": 1, ")": -1}.get(signature[end], 0)
        if depth == 0:
            break
    types, depth, current = [], 0, ""
    for c in signature[start + 1:end] + ",":
        depth += {"(": 1, "[": 1, "<": 1, ")": -1, "]": -1, ">": -1}.get(c, 0)
        if c == "," and depth == 0:
            typed = current.split(":", 1)[-1].strip().split("<")[0]
            types.append(typed.split(".")[-1])
            current = ""
        else:
            current += c
    return types


def declarations(text):
    """Yields (kind, name, labels, ios, top_level, receiver, deprecated) for every public
    declaration; `deprecated` is its own iOS deprecation (`ios_deprecation`), else its enclosing
    extension's or type's."""
    stack = []  # (kind, name, ios, deprecated) per open brace; kind "code" for bodies
    pending = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("//") or line.startswith("#"):
            continue
        found, rest = attributes(line)
        pending += found
        rest = rest.strip()
        in_code = any(kind == "code" for kind, _, _, _ in stack)
        words = [w for w in re.split(r"\s+", rest) if w and not w.startswith("@")]
        if "@_spi" in rest or "@usableFromInline" in rest:
            words = []
        while words and words[0] in MODIFIERS:
            words = words[1:]
        keyword = words[0] if words else None
        if rest.startswith("@") and not words:
            continue  # attribute lines only: they apply to the next declaration
        own = [ios_availability(a) for a in pending]
        deprecation = next((d for d in map(ios_deprecation, pending) if d), None)
        pending = []
        ios = "unavailable" if "unavailable" in own else next((v for v in own if v), None)
        inherited = None
        for _, _, outer, _ in stack:
            if outer == "unavailable":
                inherited = "unavailable"
            elif outer and inherited != "unavailable":
                inherited = outer
        effective = "unavailable" if "unavailable" in (ios, inherited) else ios or inherited
        deprecation = deprecation or next((d for _, _, _, d in reversed(stack) if d), None)
        opened = braces(line)
        context = ("code", None, None, None)
        if not in_code and keyword == "extension" and len(words) > 1:
            context = ("extension", words[1].rstrip("{").split("<")[0], effective, deprecation)
        elif not in_code and keyword in TYPE_KEYWORDS and len(words) > 1:
            name = re.match(r"[A-Za-z_][A-Za-z0-9_]*", words[1]).group(0)
            context = ("type", name, effective, deprecation)
            if effective != "unavailable" and not name.startswith("_") and not stack:
                yield ("type", name, [], effective, True, None, deprecation)
        elif not in_code and stack and keyword and re.match(r"init[<(]", keyword) and "public" in rest.split():
            if effective != "unavailable":
                yield ("init", "init", labels(rest[rest.find(keyword):]), effective, False, stack[-1][1], deprecation)
        elif (not in_code and stack and keyword == "func" and len(words) > 1 and re.fullmatch(OPERATOR, words[1])
              and "public" in rest.split()):
            if effective != "unavailable":
                yield ("operator", words[1], parameter_types(rest[rest.find(words[1]) + len(words[1]):]), effective,
                       False, stack[-1][1], deprecation)
        elif not in_code and keyword in MEMBER_KEYWORDS | {"macro"} and len(words) > 1:
            match = re.match(r"`?([A-Za-z_][A-Za-z0-9_]*)`?", words[1])
            if match and effective != "unavailable" and not match.group(1).startswith("_"):
                name = match.group(1)
                signature = rest[rest.find(words[1]):]
                receiver = stack[-1][1] if stack else None
                kind = "function" if keyword in ("func", "macro") else "property"
                yield (kind, name, labels(signature) if kind == "function" else None, effective, not stack, receiver,
                       deprecation)
        for _ in range(max(opened, 0)):
            stack.append(context)
            context = ("code", None, None, None)
        for _ in range(max(-opened, 0)):
            if stack:
                stack.pop()


def load(sdks):
    """Each SDK as (version, declarations of its interfaces), oldest first."""
    loaded = []
    for sdk in sdks:
        paths = interfaces(sdk)
        found = [d for path in paths for d in declarations(read(sdk, path))]
        loaded.append((sdk_version(sdk, paths), found))
    return sorted(loaded, key=lambda each: version(each[0]))


def entries(loaded):
    members = {}  # name -> [(labels, ios, receiver)]
    globals_ = {}
    for _, found in loaded:
        for kind, name, args, ios, top, receiver, _ in found:
            if kind in ("init", "operator"):
                continue  # only deprecations key them
            introduced = ios or (13, 0)
            if top and kind in ("type", "function"):
                globals_[name] = min(globals_.get(name, introduced), introduced)
            elif not top:
                members.setdefault(name, []).append((args, introduced, receiver))
    out = []
    for name, introduced in globals_.items():
        if introduced > MINIMUM_TARGET and name not in EXCLUDED:
            out.append((name, name, introduced))
    for name, overloads in members.items():
        modifiers = [o for o in overloads if o[2] in VIEW and o[0] is not None]
        if not modifiers or name in EXCLUDED:
            continue
        earliest = min(o[1] for o in overloads)
        if earliest > MINIMUM_TARGET:
            out.append((name, "." + name, earliest))
            continue
        groups = {}
        for args, introduced, _ in overloads:
            key = None if args is None else (args[0] if args else "")
            groups.setdefault(key, []).append(introduced)
        for args, introduced, _ in modifiers:
            key = args[0] if args else ""
            if key == "_" or min(groups[key]) <= MINIMUM_TARGET:
                continue
            api = name + "(" + "".join(a + ":" for a in args) + ")"
            pattern = "." + name + ("()" if not args else "(" + key + ":")
            out.append((api, pattern, min(groups[key])))
    unique = {}
    for api, pattern, introduced in out:
        if pattern not in unique or introduced < unique[pattern][1]:
            unique[pattern] = (api if pattern not in unique else unique[pattern][0], introduced)
    return sorted(((api, pattern, v) for pattern, (api, v) in unique.items()), key=lambda e: (e[2], e[1].lstrip(".")))


def deprecated_in(found, newest):
    """What one SDK deprecates on iOS at or before `newest`: {(pattern, label): (api, version,
    renamed, message)}, and the callees it declares (`.name` of its View modifiers, its top-level
    names) so that a newer SDK that declares a callee can overrule an older one."""
    members = {}  # name -> [(labels, deprecated, receiver)]
    tops = {}  # name -> [deprecated]
    inits = {}  # type -> [(labels, deprecated)]
    operators = {}  # (operator, right operand's type) -> [deprecated]
    for kind, name, args, _, top, receiver, deprecation in found:
        concrete = deprecation if deprecation and deprecation[0] <= newest else None
        if kind == "init":
            inits.setdefault(re.sub(r"^(SwiftUI|SwiftUICore|Observation)\.", "", receiver), []).append((args, concrete))
        elif kind == "operator":
            if len(args) == 2:
                operators.setdefault((name, args[1]), []).append(concrete)
        elif top and kind in ("type", "function"):
            tops.setdefault(name, []).append(concrete)
        elif not top:
            members.setdefault(name, []).append((args, concrete, receiver))
    out = {}

    def latest(group):  # the overload deprecated last decides the version and the replacement
        return max(group, key=lambda d: d[0])

    def by_label(callee, name, overloads):
        """`(callee, label)` for each argument label only deprecated overloads take."""
        for label in sorted({a for args, _ in overloads for a in args} - {"_"}):
            group = [(args, d) for args, d in overloads if label in args]
            if all(d for _, d in group):
                out[(callee, label)] = (name + "(…" + label + ":…)",) + latest([d for _, d in group])

    for name, deprecations in tops.items():
        if name not in EXCLUDED and all(deprecations):
            out[(name, None)] = (name,) + latest(deprecations)
    modifiers = {name for name, overloads in members.items()
                 if any(o[2] in VIEW and o[0] is not None for o in overloads)} - EXCLUDED
    for name in modifiers:
        overloads = members[name]
        if all(o[1] for o in overloads):
            out[("." + name, None)] = (name,) + latest([o[1] for o in overloads])
        elif all(args is not None for args, _, _ in overloads):
            by_label("." + name, name, [(args, d) for args, d, _ in overloads])
    for name, overloads in inits.items():
        if name in tops and (name, None) not in out:
            by_label(name, name, overloads)
    for (operator, operand), deprecations in operators.items():
        if operand in tops and all(deprecations):
            out[(operator + " " + operand + "(", None)] = (operand + " " + operator + " " + operand,) + latest(
                deprecations)
    callees = {"." + name for name in modifiers} | set(tops) - EXCLUDED
    return out, callees


def deprecations(loaded):
    """APIs deprecated on iOS at or before the newest SDK read, each with the SDK that told us:
    [(api, pattern, label, version, renamed, message, sdk)]. Per SDK, a callee is deprecated only
    when every overload of it is, and a label of a call only when every overload taking it is;
    across SDKs, the newest SDK that declares the callee decides (an overload added later makes
    a name current again), and the SDK named is the oldest from which every SDK declaring the
    callee has said so."""
    newest = version(loaded[-1][0])
    per_sdk = [(sdk,) + deprecated_in(found, newest) for sdk, found in loaded]
    out = []
    for key in sorted({k for _, table, _ in per_sdk for k in table}, key=lambda k: (k[0], k[1] or "")):
        callee = key[0].split(" ")[-1].rstrip("(")
        declaring = [(sdk, table) for sdk, table, callees in per_sdk if callee in callees]
        if key not in declaring[-1][1]:
            continue
        told = len(declaring) - 1
        while told > 0 and key in declaring[told - 1][1]:
            told -= 1
        api, deprecated, renamed, message = declaring[-1][1][key]
        out.append((api, key[0], key[1], deprecated, renamed, message, declaring[told][0]))
    return sorted(out, key=lambda e: (e[3], e[1].lstrip("."), e[2] or ""))


def swift_string(text):
    """A Swift literal of an annotation's string, which is Swift literal text already."""
    return "nil" if text is None else '"' + text + '"'


def main():
    sdks = sys.argv[1:]
    if not sdks:
        sys.exit("usage: api_availability.py SDK_GIT_DIR...")
    loaded = load(sdks)
    versions = " and ".join(sdk for sdk, _ in loaded)
    print(f"// Generated by Tests/Tools/api_availability.py from the iOS {versions} SDKs' Swift interfaces")
    print("// of SwiftUI, SwiftUICore and Observation: every View modifier, type and top-level function newer")
    print("// than iOS 16.0, with the iOS version its `@available` gives. Do not edit by hand: run the")
    print("// script again (its comment says how it reads the annotations).")
    print("")
    print("/// APIs newer than the oldest target screengen generates for, from the iOS SDK's annotations.")
    print("enum SDKAvailability {")
    print("    /// `api` is what messages name; `pattern` the tokens an expression must contain.")
    print("    static let table: [(api: String, pattern: String, iOS: OSVersion)] = [")
    for api, pattern, (major, minor) in entries(loaded):
        print(f'        ("{api}", "{pattern}", OSVersion({major}, {minor})),')
    print("    ]")
    print("")
    print(f"    /// APIs the SDKs deprecate on iOS at or before iOS {loaded[-1][0]}, for `deprecated-api`: those whose")
    print("    /// `@available(iOS, deprecated: X, …)` gives a version (not the 100000 of API_TO_BE_DEPRECATED,")
    print("    /// which no target reaches: `foregroundColor`, `navigationBarTitle` and `NavigationView` carry")
    print("    /// it, and the compiler does not warn about them). Overloads: a View modifier (`.name`), type")
    print("    /// or top-level function is here only when every overload of that name, on any type, is")
    print("    /// deprecated; else a call is, with `label`, when every overload taking that argument label")
    print("    /// is (`.onChange` with `perform:` is here; `.onChange(of:initial:_:)` is current, so")
    print("    /// `.onChange` alone is not). An initializer is a call of its type with a label; an operator")
    print("    /// declared on a type, that type on its right (`+ Text(`). `iOS` is the version of the")
    print("    /// overload deprecated last, `renamed` and `message` its annotation's. Across SDKs the newest")
    print("    /// that declares the callee decides, and `sdk` is the oldest SDK from which every one")
    print("    /// declaring it agrees.")
    print("    static let deprecated: [DeprecatedAPI] = [")
    for api, pattern, label, (major, minor), renamed, message, sdk in deprecations(loaded):
        print(f'        DeprecatedAPI(')
        print(f'            api: "{api}", pattern: "{pattern}", label: {swift_string(label)}, iOS: OSVersion({major}, {minor}),')
        print(f'            renamed: {swift_string(renamed)}, message: {swift_string(message)}, sdk: "{sdk}"),')
    print("    ]")
    print("}")


if __name__ == "__main__":
    main()
