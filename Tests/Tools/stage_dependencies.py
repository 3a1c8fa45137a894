#!/usr/bin/env python3
"""Lists which stage folders of Sources/ScreenGenCore use which, and the cycles between them.

Usage: stage_dependencies.py [SOURCES_DIR]    (default: Sources/ScreenGenCore)

A stage is a folder directly under SOURCES_DIR, with every .swift file below it. The scan is plain
on purpose: it collects the names of the types each stage declares at the top level of a file
(struct, class, enum, protocol, actor, typealias), then looks for those names as identifiers in
the code of every other stage, with comments and the text of string literals left out (the code
of string interpolations is kept). Nested types are found through their outer type, and members
added by an extension in another stage count for the stage that declares the type, as the
compiler sees it. Free functions and globals are not counted.

Prints, for each ordered pair of stages, the types one uses of the other; then every pair that
uses each other both ways; then each strongly connected group of stages (a cycle of any length).
Exits 0 whatever it finds: it is an analysis for docs/architecture.md, not a check.
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


# The proposal of docs/architecture.md ("Layers"), so that `--proposal` shows its outcome.
# Files or folders (relative to the sources) that move to another stage, whole.
PROPOSAL_MOVES = {
    "Diagnostics": "Vocabulary",
    "Output/JSONValue.swift": "Vocabulary",
    "Output/Paths.swift": "Vocabulary",
    "Output/UnreadableFile.swift": "Vocabulary",
    "Output/ReservedPhrases.swift": "Vocabulary",
    "Spec/DidYouMean.swift": "Vocabulary",
    "Pipeline/RunError.swift": "Vocabulary",
    "Spec/Lexer": "Swift",
    "Spec/SwiftIdentifier.swift": "Swift",
    "Spec/SwiftIdentifier+Grammar.swift": "Swift",
    "Spec/SwiftSnippet.swift": "Swift",
    "Spec/InterpolatedText.swift": "Swift",
    "Emit/SwiftLiteral.swift": "Swift",
    "Docs/SpecJSONSchema.swift": "Spec",
}
# Types that move out of a file they share with others.
PROPOSAL_TYPE_MOVES = {
    "Located": "Vocabulary",
    "OSVersion": "Vocabulary",
    "DeepLinkPattern": "Spec",
}
# Uses that a change of the issue removes, rather than a move: (stage, type) -> the change.
PROPOSAL_REMOVED = {
    ("Model", "SwiftLayout"): "point 1, the model writes no Swift",
    ("Validation", "ModelBuilder"): "point 4, the preview signature is a fact resolved once, before rules and model",
    ("Model", "SpecExpressions"): "point 5, tokens(_:) is the lexer's (SwiftLexer in Swift)",
    ("Emit", "SpecExpressions"): "elementType(of:) and normalizedType(_:) move to Swift as a type of their own",
    ("Spec", "ConfigSchema"): "SpecReader is handed the object table it reads; Config passes ConfigSchema's",
    ("Vocabulary", "OutputPlan"): "the generated-file marker is a reserved phrase; OutputPlan reads it there",
    ("Vocabulary", "MustacheError"): "RunError's init from a MustacheError moves to an extension in Emit",
}


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


def stage_of(path, moves):
    """The stage of a file: the longest moved prefix of its path, else its first folder."""
    for prefix, stage in sorted(moves.items(), key=lambda item: -len(item[0])):
        if path == prefix or path.startswith(prefix.rstrip("/") + "/"):
            return stage
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


def analyse(files, moves, type_moves, removed):
    """(stages, uses, declared): uses[a][b] lists the types declared in b that a names."""
    stages, declared, names = {}, {}, {}
    for path, code in files:
        stage = stage_of(path, moves)
        if stage is None:
            continue
        stages[stage] = True
        for name in DECLARATION.findall(code):
            declared.setdefault(type_moves.get(name, stage), set()).add(name)
        names.setdefault(stage, set()).update(IDENTIFIER.findall(code))
    for stage in type_moves.values():
        stages[stage] = True
    owners = {}
    for stage, types in declared.items():
        for name in types:
            owners.setdefault(name, set()).add(stage)
    uses = {}
    for stage in stages:
        for name in sorted(names.get(stage, ())):
            if (stage, name) in removed or name in declared.get(stage, ()):
                continue
            for owner in sorted(owners.get(name, ())):
                if owner != stage:
                    uses.setdefault(stage, {}).setdefault(owner, []).append(name)
    return sorted(stages), uses, owners


def layers(stages, uses):
    """Each stage's layer when there is no cycle: one above the highest stage it uses."""
    level = {}

    def height(stage):
        if stage not in level:
            level[stage] = 1 + max((height(other) for other in uses.get(stage, {})), default=-1)
        return level[stage]

    return {stage: height(stage) for stage in stages}


def report(stages, uses, owners):
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
        print("\n# Layers, bottom first (a stage uses only stages in lower layers)")
        level = layers(stages, uses)
        for height in sorted(set(level.values())):
            print(f"{height}: {', '.join(stage for stage in stages if level[stage] == height)}")


def main():
    arguments = [argument for argument in sys.argv[1:] if argument != "--proposal"]
    root = arguments[0] if arguments else "Sources/ScreenGenCore"
    files = read_files(root)
    if "--proposal" in sys.argv[1:]:
        print(f"# Stage dependencies in {root} after the proposal of docs/architecture.md")
        for path, stage in PROPOSAL_MOVES.items():
            print(f"move {path} to {stage}")
        for name, stage in PROPOSAL_TYPE_MOVES.items():
            print(f"move type {name} to {stage}")
        for (stage, name), why in PROPOSAL_REMOVED.items():
            print(f"{stage} no longer names {name}: {why}")
        print()
        report(*analyse(files, PROPOSAL_MOVES, PROPOSAL_TYPE_MOVES, PROPOSAL_REMOVED))
    else:
        print(f"# Stage dependencies in {root}: A -> B lists the types of B that A names")
        report(*analyse(files, {}, {}, {}))


if __name__ == "__main__":
    main()
