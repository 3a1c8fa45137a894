#!/usr/bin/env python3
"""Lists which stage folders of Sources/ScreenGenCore use which, and checks that they form layers.

Usage: stage_dependencies.py [--check] [SOURCES_DIR]    (default: Sources/ScreenGenCore)

A stage is a folder directly under SOURCES_DIR, with every .swift file below it. The scan is plain
on purpose: it collects the names of the types each stage declares at the top level of a file
(struct, class, enum, protocol, actor, typealias), then looks for those names as identifiers in
the code of every other stage, with comments and the text of string literals left out (the code
of string interpolations is kept). Nested types are found through their outer type, and members
added by an extension in another stage count for the stage that declares the type, as the
compiler sees it. Members that an extension adds to a type declared outside the sources (`Array`,
`String`) are the declaring stage's too, found where another stage calls them on a value
(`specs.concurrentMap`). Free functions and globals are not counted.

Prints, for each ordered pair of stages, the types one uses of the other; then every pair that
uses each other both ways; then each strongly connected group of stages (a cycle of any length);
then the layers LAYERS sets and each stage's use of a stage that is not below it.

Without --check it exits 0 whatever it finds (a map, for docs/architecture.md). With --check it
exits 1 when a stage is in no layer or uses a stage of its own layer or a higher one (which is
also what any cycle needs), so a test keeps the layers.
"""
import os
import re
import sys

DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|package|fileprivate|private|final|indirect|nonisolated)\s+)*"
    r"(?:struct|class|enum|protocol|actor|typealias)\s+([A-Z]\w*)",
    re.MULTILINE,
)
IDENTIFIER = re.compile(r"[A-Za-z_]\w*")
EXTENSION = re.compile(r"^(?:(?:public|internal|package|fileprivate|private)\s+)?extension\s+([A-Z]\w*)[^{]*\{", re.MULTILINE)
# A member an extension declares at its top level (four spaces in), unless it is private.
EXTENSION_MEMBER = re.compile(
    r"^    (?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|package|static|mutating|nonisolated)\s+)*"
    r"(?:func|var|let)\s+([A-Za-z_]\w*)",
    re.MULTILINE,
)
# A member used on a value: `.name` not after a type's name (`SwiftComment.lines` is not `text.lines`).
MEMBER_USE = re.compile(r"(\b[A-Za-z_]\w*)?\.([A-Za-z_]\w*)\b")


# The layers, bottom first: a stage may use only the stages of the layers below its own. The one
# place the order is written; docs/architecture.md ("Layers") prints it.
LAYERS = [
    ["Template", "Vocabulary"],
    ["Swift", "YAML"],
    ["Spec"],
    ["Config", "Facts"],
    ["Model"],
    ["Emit", "Validation"],
    ["Output"],
    ["Pipeline"],
    ["Docs"],
]


def code_only(source):
    """`source` with comments removed and string literal text blanked; interpolations are kept."""
    out = []
    index, length = 0, len(source)
    # A stack of open string literals, each (closing delimiter, pound count, parenthesis depth of
    # the interpolation being read, or None while reading the literal's text).
    strings = []
    depth = 0
    while index < length:
        char = source[index]
        in_text = strings and strings[-1][2] is None
        if in_text:
            closing, pounds, _ = strings[-1]
            if source.startswith(closing + "#" * pounds, index):
                index += len(closing) + pounds
                strings.pop()
                out.append(" ")
            elif source.startswith("\\" + "#" * pounds + "(", index):
                index += 2 + pounds
                strings[-1] = (closing, pounds, depth)
                depth += 1
                out.append(" (")
            elif char == "\\" and pounds == 0:
                index += 2
            else:
                out.append("\n" if char == "\n" else " ")
                index += 1
            continue
        if source.startswith("//", index):
            end = source.find("\n", index)
            index = length if end < 0 else end
        elif source.startswith("/*", index):
            nesting, index = 1, index + 2
            while index < length and nesting:
                if source.startswith("/*", index):
                    nesting, index = nesting + 1, index + 2
                elif source.startswith("*/", index):
                    nesting, index = nesting - 1, index + 2
                else:
                    index += 1
        elif char == "#" or char == '"':
            match = re.compile(r'(#*)("""|")').match(source, index)
            if match:
                strings.append((match.group(2), len(match.group(1)), None))
                index = match.end()
                out.append(" ")
            else:
                out.append(char)
                index += 1
        elif char == "(":
            depth += 1
            out.append(char)
            index += 1
        elif char == ")":
            depth -= 1
            index += 1
            if strings and strings[-1][2] == depth:
                closing, pounds, _ = strings[-1]
                strings[-1] = (closing, pounds, None)
            out.append(char)
        else:
            out.append(char)
            index += 1
    return "".join(out)


def read_files(root):
    """[(path relative to root, code)] of every .swift file below root, sorted."""
    files = []
    for directory, _, names in sorted(os.walk(root)):
        for name in sorted(names):
            if name.endswith(".swift"):
                path = os.path.join(directory, name)
                with open(path, encoding="utf-8") as handle:
                    files.append((os.path.relpath(path, root), code_only(handle.read())))
    return files


def stage_of(path):
    """The stage of a file: its first folder (None for a file directly in the sources)."""
    return path.split(os.sep)[0] if os.sep in path else None


def strongly_connected(nodes, edges):
    """Tarjan's algorithm: the groups of nodes that reach each other, each sorted."""
    index, low, stack, on_stack, groups = {}, {}, [], set(), []

    def visit(node):
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(edges.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            groups.append(sorted(group))

    for node in nodes:
        if node not in index:
            visit(node)
    return sorted(groups)


def extension_blocks(code):
    """(extended type, body) of each extension at the top level of a file."""
    blocks = []
    for match in EXTENSION.finditer(code):
        depth, index = 1, match.end()
        while index < len(code) and depth:
            depth += {"{": 1, "}": -1}.get(code[index], 0)
            index += 1
        blocks.append((match.group(1), code[match.end():index]))
    return blocks


def analyse(files):
    """(stages, uses, owners): uses[a][b] lists the types (and members of extensions of outside
    types, as `.name`) declared in b that a names."""
    stages, declared, names, members = set(), {}, {}, {}
    for path, code in files:
        stage = stage_of(path)
        if stage is None:
            continue
        stages.add(stage)
        declared.setdefault(stage, set()).update(DECLARATION.findall(code))
        names.setdefault(stage, set()).update(IDENTIFIER.findall(code))
        members.setdefault(stage, set()).update(
            f".{name}" for owner, name in MEMBER_USE.findall(code) if not owner[:1].isupper())
    ours = set().union(*declared.values()) if declared else set()
    for path, code in files:
        stage = stage_of(path)
        for extended, body in extension_blocks(code) if stage else ():
            if extended not in ours:
                declared[stage].update(f".{name}" for name in EXTENSION_MEMBER.findall(body))
    owners = {}
    for stage, types in declared.items():
        for name in types:
            owners.setdefault(name, set()).add(stage)
    uses = {}
    for stage in stages:
        for name in sorted(names.get(stage, set()) | members.get(stage, set())):
            if name in declared.get(stage, ()):
                continue
            for owner in sorted(owners.get(name, ())):
                if owner != stage:
                    uses.setdefault(stage, {}).setdefault(owner, []).append(name)
    return sorted(stages), uses, owners


def layer_problems(stages, uses):
    """What breaks LAYERS: a stage in no layer, or one that names a stage not below it."""
    level = {stage: height for height, layer in enumerate(LAYERS) for stage in layer}
    problems = [f"{stage} is in no layer: add it to LAYERS" for stage in stages if stage not in level]
    for stage in stages:
        for other, names in sorted(uses.get(stage, {}).items()):
            if stage in level and other in level and level[other] >= level[stage]:
                where = "its own layer" if level[other] == level[stage] else "a higher layer"
                problems.append(
                    f"{stage} (layer {level[stage]}) -> {other} (layer {level[other]}, {where}): {', '.join(names)}")
    return problems


def report(stages, uses, owners):
    """Prints the map and returns the layer problems."""
    for stage in stages:
        for other, names in sorted(uses.get(stage, {}).items()):
            print(f"{stage} -> {other} ({len(names)}): {', '.join(names)}")
    shared = sorted(name for name, owner in owners.items() if len(owner) > 1)
    if shared:
        print(f"\n# Declared in more than one stage (counted for each): {', '.join(shared)}")

    print("\n# Stages that use each other")
    mutual = [
        (first, second)
        for first in stages
        for second in stages
        if first < second and second in uses.get(first, {}) and first in uses.get(second, {})
    ]
    for first, second in mutual:
        print(
            f"{first} <-> {second}: {first} uses {', '.join(uses[first][second])}; "
            f"{second} uses {', '.join(uses[second][first])}")
    if not mutual:
        print("none")

    print("\n# Cycles (groups of stages that reach each other)")
    groups = [group for group in strongly_connected(stages, uses) if len(group) > 1]
    for group in groups:
        print(", ".join(group))
    if not groups:
        print("none")

    print("\n# Layers, bottom first (a stage uses only stages of lower layers)")
    for height, layer in enumerate(LAYERS):
        print(f"{height}: {', '.join(sorted(layer))}")
    print("\n# Uses that break the layers")
    problems = layer_problems(stages, uses)
    for problem in problems:
        print(problem)
    if not problems:
        print("none")
    return problems


def main():
    check = "--check" in sys.argv[1:]
    arguments = [argument for argument in sys.argv[1:] if argument != "--check"]
    root = arguments[0] if arguments else "Sources/ScreenGenCore"
    print(f"# Stage dependencies in {root}: A -> B lists the types of B (.members: B's extensions of outside types) that A names")
    problems = report(*analyse(read_files(root)))
    if check and problems:
        print(f"\nstage_dependencies.py --check: {len(problems)} use(s) break the layers", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
