import Foundation
import Testing

@testable import ScreenGenCore

/// Valid Swift expressions made of everything that has fooled a scanner: quotes, brackets,
/// comment and directive markers inside string literals, raw strings, regex literals and raw
/// identifiers, interpolations in interpolations, and calls long enough to be opened. Each
/// `gap` marks a place between tokens of code, where `HostileExpressionTests` inserts what must
/// be refused.
struct HostileExpressionGenerator {
    var rng: SplitMix64
    static let gap = "\u{1}"

    static let names = ["post", "items", "count", "x", "someRatherLongArgumentName", "anotherQuiteLongName"]
    static let rawIdentifiers = ["`a \"b\" }`", "`x, y`", "`z /* w`", "`q #if`", "`default`", "`(`"]
    /// In an interpolation the compiler finds the end by quotes, parentheses and comment markers
    /// (`SwiftLexer.compilerInterpolationEnds`): names and regex text there hold none.
    static let interpolationRawIdentifiers = ["`x, y`", "`q #if`", "`default`", "`a }`"]
    /// Raw string text: quotes and backslashes are text in `#"…"#`; none ends in `"` before a `#`.
    static let rawPieces = [
        "say \"hi\" ", "\\(x)", ")", "}", "/* no ", ", ", "// x ", "#if ", "\\ ", "\" ", "'", "`",
    ]
    /// Regex text that leaves the literal open: no `/#`, nothing ending in `\`.
    static let regexPieces = ["\"", "}", ", ", "a+", "\\d", "[\",]", "/*", "(x)", "#if", "\\/", " ", "`"]
    static let interpolationRegexPieces = ["}", ", ", "a+", "\\d", "[,]", "#if", " ", "`"]

    /// `inInterpolation`: the expression is (part of) an interpolation's code.
    mutating func expression(_ depth: Int = 0, inInterpolation: Bool = false) -> String {
        let g = Self.gap
        let rawIdentifiers = inInterpolation ? Self.interpolationRawIdentifiers : Self.rawIdentifiers
        let regexPieces = inInterpolation ? Self.interpolationRegexPieces : Self.regexPieces
        func expression(_ depth: Int) -> String { self.expression(depth, inInterpolation: inInterpolation) }
        switch rng.below(depth >= 3 ? 6 : 11) {
        case 0: return rng.pick(Self.names + rawIdentifiers)
        case 1: return string(depth)
        case 2: return rawString(depth)
        case 3: return "#/" + (0..<rng.int(1...4)).map { _ in rng.pick(regexPieces) }.joined() + "/#"
        case 4: return rng.pick(["42", "1_000.5", "0x1F", ".all"])
        case 5: return rng.pick(Self.names) + "." + rng.pick(Self.names)
        case 6:
            let arguments = (0..<rng.int(0...3)).map { _ in
                (rng.chance(50) ? rng.pick(Self.names) + ":" + g + " " : "") + expression(depth + 1)
            }
            return rng.pick(Self.names + rawIdentifiers) + "(" + g + arguments.joined(separator: "," + g + " ") + g
                + ")"
        case 7:
            return "[" + g + (0..<rng.int(1...3)).map { _ in expression(depth + 1) }.joined(separator: "," + g + " ")
                + g + "]"
        case 8: return "{" + g + " " + expression(depth + 1) + " " + g + "}"
        case 9: return expression(depth + 1) + " " + g + "==" + g + " " + expression(depth + 1)
        default: return "(" + g + expression(depth + 1) + g + ").self"
        }
    }

    /// `"…"` of hostile text (escaped as the generator escapes text) and interpolations.
    private mutating func string(_ depth: Int) -> String {
        var out = "\""
        for _ in 0..<rng.int(1...3) {
            if rng.chance(40) {
                out += "\\(" + Self.gap + expression(depth + 1, inInterpolation: true) + Self.gap + ")"
            } else {
                out += String(SwiftLiteral.string(HostileText.make(&rng, maxTokens: 4)).dropFirst().dropLast())
            }
        }
        return out + "\""
    }

    /// `#"…"#` with quotes, backslashes and markers as text, and `\#(…)` interpolations.
    private mutating func rawString(_ depth: Int) -> String {
        var out = "#\""
        for _ in 0..<rng.int(1...4) {
            out +=
                rng.chance(25)
                ? "\\#(" + Self.gap + expression(depth + 1, inInterpolation: true) + Self.gap + ")"
                : rng.pick(Self.rawPieces)
        }
        return out + "\"#"
    }

    /// A valid expression (gaps removed).
    static func plain(_ text: String) -> String { text.replacingOccurrences(of: gap, with: "") }
}

/// The invariant behind items 8 and 9 of the hardening issue: whatever Swift a spec's fields
/// hold, the files generated from an accepted spec parse — and what would break out of its place
/// is refused.
@Suite struct HostileExpressionTests {
    static let baseSeed: UInt64 = 0x5C8E_E9E1_2026_0813
    static let specCount = 60

    /// A spec with a hostile expression in every kind of field.
    static func spec(_ index: Int, _ fields: [String]) -> String {
        let q = YAMLDocument.quoted
        return """
            screen: Hostile\(index)
            title: Hostile
            state:
              - { name: tag, type: String, initial: \(q(fields[0])) }
            environment:
              - name: client
                type: FeedClient
                preview: { loaded: \(q(fields[1])), loading: FeedClient.loading, error: FeedClient.failing }
            loads:
              - { name: posts, type: "[Post]", call: \(q(fields[2])) }
            content:
              sections:
                - { load: posts, element: post, row: \(q(fields[3])) }
            sheets:
              - { case: edit, destination: \(q(fields[4])) }
            toolbar:
              - { label: Refresh, action: \(q(fields[5])) }
            alerts:
              - { case: gone, item: Post, title: \(q("Gone \\(" + fields[6] + ")?")) }
            previews:
              - { name: Wide, state: loaded, with: { client: \(q(fields[7])) } }

            """
    }

    /// Breakers that change how what follows is read, or end a group early, and may still leave
    /// valid Swift (a `)` inside an interpolation ends it, and the rest is text; a `#"` may pair
    /// with a later `"#`): refused, or else the file parses.
    static let openers = ["(", ")", "\"", "#\"", "#/", "\\(", "`", "'"]

    /// Breakers no valid expression can hold between its tokens: always refused.
    static let breakers = ["}", "]", "{", "[", "/* ", "// ", "#if X ", "#endif ", "; ", "# ", "\"\"\""]

    /// `marked` with `insert` at one of its gaps, and the gaps removed.
    static func inserting(_ insert: String, into marked: String, _ rng: inout SplitMix64) -> String {
        var parts = marked.components(separatedBy: HostileExpressionGenerator.gap)
        let at = rng.below(parts.count + 1)
        if at == parts.count { parts.append(insert) } else { parts[at] = insert + parts[at] }
        return parts.joined()
    }

    /// Specs with a hostile expression in every field, a quarter of them with an opener inserted
    /// in one: every spec without one is accepted, and every accepted spec generates files that
    /// parse in both language modes.
    @Test func everyAcceptedSpecGeneratesSwiftThatParses() throws {
        let swiftc = try #require(which("swiftc"))
        let scratch = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var paths: [String] = []
        var specs: [String: String] = [:]
        for index in 0..<Self.specCount {
            var generator = HostileExpressionGenerator(
                rng: SplitMix64(seed: SplitMix64.caseSeed(base: Self.baseSeed, index: index)))
            // The sixth goes into an alert title's interpolation.
            var fields = (0..<8).map { generator.expression(inInterpolation: $0 == 6) }
            let mutated = generator.rng.chance(25) ? generator.rng.below(fields.count) : nil
            fields = fields.enumerated().map { field in
                field.offset == mutated
                    ? Self.inserting(generator.rng.pick(Self.openers), into: field.element, &generator.rng)
                    : HostileExpressionGenerator.plain(field.element)
            }
            let yaml = Self.spec(index, fields)
            let result = try PropertyTests.generate(yaml, file: "Hostile\(index).yaml")
            guard let files = result.files else {
                if mutated == nil {
                    Issue.record("valid Swift refused:\n\(DiagnosticFormat.text.render(result.diagnostics))\n\(yaml)")
                }
                continue
            }
            for file in files {
                let path = "\(scratch)/\(file.path)"
                try FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path))
                paths.append(path)
                specs[path] = yaml
            }
        }
        try #require(!paths.isEmpty)
        for mode in [["-swift-version", "6"], ["-swift-version", "5"]] {
            // Bounded: a file the compiler cannot read may also make it spin (a parse of such a file
            // ran for minutes before interpolations were checked).
            let parsed = try run(
                "/usr/bin/timeout",
                ["-s", "KILL", "300", swiftc, "-parse", "-wmo", "-diagnostic-style", "llvm"] + mode + paths)
            let errors = parsed.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
            for path in Set(errors.compactMap { line in paths.first { line.hasPrefix($0 + ":") } }) {
                let lines = errors.filter { $0.hasPrefix(path) }.prefix(5).joined(separator: "\n")
                Issue.record(
                    Comment(
                        rawValue: "swiftc -parse \(mode.joined(separator: " ")) fails on \(path):\n\(lines)\n"
                            + "--- spec ---\n\(specs[path] ?? "")"))
            }
            #expect(parsed.status == 0 || !errors.isEmpty, "status \(parsed.status): \(parsed.stderr)")
        }
    }

    @Test func aBreakerBetweenTokensIsAlwaysRefused() throws {
        for index in 0..<400 {
            var generator = HostileExpressionGenerator(
                rng: SplitMix64(seed: SplitMix64.caseSeed(base: Self.baseSeed ^ 0xB4EA, index: index)))
            let marked = generator.expression()
            let broken = Self.inserting(generator.rng.pick(Self.breakers), into: marked, &generator.rng)
            let q = YAMLDocument.quoted
            for (field, yaml) in [
                (
                    "row",
                    "screen: Feed\nloads:\n  - { name: posts, type: \"[Post]\", call: Catalog.posts() }\n"
                        + "content:\n  sections:\n    - { load: posts, element: post, row: \(q(broken)) }\n"
                ),
                (
                    "title",
                    "screen: Feed\nalerts:\n  - { case: gone, item: Post, title: \(q("Gone \\(" + broken + ")")) }\n"
                ),
            ] {
                let result = SpecLoader().load(bytes: Array(yaml.utf8), file: "spec.yaml")
                let refused = result.diagnostics.contains { $0.id == "invalid-expression" && $0.severity == .error }
                #expect(refused, "\(field) \(broken.debugDescription) is accepted")
            }
        }
    }
}
