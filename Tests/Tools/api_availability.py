#!/usr/bin/env python3
"""Derives the api-newer-than-target rule's table from an iOS SDK's availability annotations.

Usage: api_availability.py SDK_GIT_DIR... > Sources/ScreenGenCore/Validation/SDKAvailability.swift

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


def declarations(text):
    """Yields (kind, name, labels, ios, top_level, receiver) for every public declaration."""
    stack = []  # (kind, name, ios) per open brace; kind "code" for bodies
    pending = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("//") or line.startswith("#"):
            continue
        found, rest = attributes(line)
        pending += found
        rest = rest.strip()
        in_code = any(kind == "code" for kind, _, _ in stack)
        words = [w for w in re.split(r"\s+", rest) if w and not w.startswith("@")]
        if "@_spi" in rest or "@usableFromInline" in rest:
            words = []
        while words and words[0] in MODIFIERS:
            words = words[1:]
        keyword = words[0] if words else None
        if rest.startswith("@") and not words:
            continue  # attribute lines only: they apply to the next declaration
        own = [ios_availability(a) for a in pending]
        pending = []
        ios = "unavailable" if "unavailable" in own else next((v for v in own if v), None)
        inherited = None
        for _, _, outer in stack:
            if outer == "unavailable":
                inherited = "unavailable"
            elif outer and inherited != "unavailable":
                inherited = outer
        effective = "unavailable" if "unavailable" in (ios, inherited) else ios or inherited
        opened = braces(line)
        context = ("code", None, None)
        if not in_code and keyword == "extension" and len(words) > 1:
            context = ("extension", words[1].rstrip("{").split("<")[0], effective)
        elif not in_code and keyword in TYPE_KEYWORDS and len(words) > 1:
            name = re.match(r"[A-Za-z_][A-Za-z0-9_]*", words[1]).group(0)
            context = ("type", name, effective)
            if effective != "unavailable" and not name.startswith("_") and not stack:
                yield ("type", name, [], effective, True, None)
        elif not in_code and keyword in MEMBER_KEYWORDS | {"macro"} and len(words) > 1:
            match = re.match(r"`?([A-Za-z_][A-Za-z0-9_]*)`?", words[1])
            if match and effective != "unavailable" and not match.group(1).startswith("_"):
                name = match.group(1)
                signature = rest[rest.find(words[1]):]
                receiver = stack[-1][1] if stack else None
                kind = "function" if keyword in ("func", "macro") else "property"
                yield (kind, name, labels(signature) if kind == "function" else None, effective, not stack, receiver)
        for _ in range(max(opened, 0)):
            stack.append(context)
            context = ("code", None, None)
        for _ in range(max(-opened, 0)):
            if stack:
                stack.pop()


def entries(sdks):
    members = {}  # name -> [(labels, ios, receiver)]
    globals_ = {}
    for sdk, path in ((sdk, path) for sdk in sdks for path in interfaces(sdk)):
        for kind, name, args, ios, top, receiver in declarations(read(sdk, path)):
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


def main():
    sdks = sys.argv[1:]
    if not sdks:
        sys.exit("usage: api_availability.py SDK_GIT_DIR...")
    versions = " and ".join(sdk_version(sdk, interfaces(sdk)) for sdk in sdks)
    print(f"// Generated by Tests/Tools/api_availability.py from the iOS {versions} SDKs' Swift interfaces")
    print("// of SwiftUI, SwiftUICore and Observation: every View modifier, type and top-level function newer")
    print("// than iOS 16.0, with the iOS version its `@available` gives. Do not edit by hand: run the")
    print("// script again (its comment says how it reads the annotations).")
    print("")
    print("/// APIs newer than the oldest target screengen generates for, from the iOS SDK's annotations.")
    print("enum SDKAvailability {")
    print("    /// `api` is what messages name; `pattern` the tokens an expression must contain.")
    print("    static let table: [(api: String, pattern: String, iOS: OSVersion)] = [")
    for api, pattern, (major, minor) in entries(sdks):
        print(f'        ("{api}", "{pattern}", OSVersion({major}, {minor})),')
    print("    ]")
    print("}")


if __name__ == "__main__":
    main()
