import Foundation
import Testing

@testable import ScreenGenCore

/// Loads `text` (or `bytes`) and returns the root with every diagnostic.
private func load(_ text: String, limits: YAMLLimits = .default) -> (YAMLNode?, [Diagnostic]) {
    load(bytes: Array(text.utf8), limits: limits)
}

private func load(bytes: [UInt8], limits: YAMLLimits = .default) -> (YAMLNode?, [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let root = YAMLLoader(limits: limits).load(bytes, file: "t.yaml", diagnostics: &diagnostics)
    return (root, diagnostics)
}

/// The diagnostics as `line:column id: message` (notes after ` | `), compact for comparison.
private func summary(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { d in
        (["\(d.location.line):\(d.location.column) \(d.id): \(d.message)"] + d.notes).joined(separator: " | ")
    }
}

extension YAMLNode {
    /// The value of `key` in a mapping, or nil.
    fileprivate subscript(key: String) -> YAMLNode? {
        guard case .mapping(let pairs) = value else { return nil }
        return pairs.first { $0.name == key }?.value
    }

    /// The element at `index` of a list, or nil.
    fileprivate subscript(index: Int) -> YAMLNode? {
        guard case .sequence(let items) = value, items.indices.contains(index) else { return nil }
        return items[index]
    }

    fileprivate var scalar: Scalar? {
        if case .scalar(let s) = value { return s }
        return nil
    }

    fileprivate var keys: [YAMLNode] {
        guard case .mapping(let pairs) = value else { return [] }
        return pairs.map(\.key)
    }

    fileprivate var at: String { "\(line):\(column)" }
}

@Suite struct YAMLLoaderTests {
    // MARK: Locations

    @Test func blockNodesAreLocatedWhereTheirTextStarts() throws {
        let (root, diagnostics) = load(
            """
            screen: Feed
            state:
              - name: a
                type: Int
            empty:
            last: x
            """)
        #expect(diagnostics.isEmpty)
        let r = try #require(root)
        #expect(r.at == "1:1")
        #expect(r.keys.map(\.at) == ["1:1", "2:1", "5:1", "6:1"])
        #expect(r["screen"]?.at == "1:9")
        let state = try #require(r["state"])
        #expect(state.at == "3:3")
        #expect(state[0]?.at == "3:5")
        #expect(state[0]?.keys.map(\.at) == ["3:5", "4:5"])
        #expect(state[0]?["name"]?.at == "3:11")
        #expect(state[0]?["type"]?.at == "4:11")
        // An empty value is a null scalar where the value would have started.
        #expect(r["empty"]?.scalar == .init(text: "", isPlain: true))
        #expect(r["last"]?.at == "6:7")
    }

    @Test func flowNodesAreLocatedAtTheirOpeningBracket() throws {
        let (root, _) = load("flow: { k: [x, \"y\", {z: 1}] }\n")
        let flow = try #require(root?["flow"])
        #expect(flow.at == "1:7")
        let list = try #require(flow["k"])
        #expect(list.at == "1:12")
        #expect(list[0]?.at == "1:13")
        #expect(list[1]?.at == "1:16")
        #expect(list[2]?.at == "1:21")
        #expect(list[2]?["z"]?.at == "1:25")
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let (root, _) = load("é: [日本語, ü, x]\nκλειδί: 🙂 y\n")
        let list = try #require(root?["é"])
        #expect(list.at == "1:4")
        #expect(list[1]?.at == "1:10")
        #expect(list[2]?.at == "1:13")
        #expect(root?["κλειδί"]?.at == "2:9")
    }

    @Test func linesCountCRLFAsOneBreak() throws {
        let (root, diagnostics) = load("a: 1\r\nb: 2\r\n\r\nc: 3\r\n")
        #expect(diagnostics.isEmpty)
        #expect(root?.keys.map(\.at) == ["1:1", "2:1", "4:1"])
    }

    @Test func aUTF8ByteOrderMarkIsNotAColumn() throws {
        let (root, diagnostics) = load(bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1\nb: [x]\n".utf8))
        #expect(diagnostics.isEmpty)
        #expect(root?.keys.map(\.at) == ["1:1", "2:1"])
        #expect(root?["a"]?.at == "1:4")
        #expect(root?["a"]?.scalar?.text == "1")
    }

    @Test func anAliasIsItsAnchorsValueLocatedAtTheAlias() throws {
        let (root, diagnostics) = load("base: &b { k: v }\ncopy: *b\n")
        #expect(diagnostics.isEmpty)
        let copy = try #require(root?["copy"])
        #expect(copy.at == "2:7")
        #expect(copy["k"]?.scalar?.text == "v")
        #expect(copy["k"]?.at == "1:15", "the alias's children keep the anchor's locations")
        #expect(copy.size == root?["base"]?.size)
    }

    // MARK: Scalars

    @Test func scalarsKeepTheirStyle() throws {
        let (root, diagnostics) = load(
            """
            plain: true
            single: 'true'
            double: "true"
            literal: |
              a
              b
            folded: >
              a
              b
            null:
            tilde: ~

            """)
        #expect(diagnostics.isEmpty)
        let r = try #require(root)
        #expect(r["plain"]?.scalar == .init(text: "true", isPlain: true))
        #expect(r["single"]?.scalar == .init(text: "true", isPlain: false))
        #expect(r["double"]?.scalar == .init(text: "true", isPlain: false))
        #expect(r["literal"]?.scalar == .init(text: "a\nb\n", isPlain: false))
        #expect(r["folded"]?.scalar == .init(text: "a b\n", isPlain: false))
        #expect(r["null"]?.scalar?.isNull == true)
        #expect(r["tilde"]?.scalar?.isNull == true)
        #expect(r["plain"]?.scalar?.isNull == false)
        #expect(YAMLNode.Scalar(text: "null", isPlain: false).isNull == false, "a quoted null is a string")
    }

    @Test func escapesAndQuotesAreResolved() throws {
        let (root, _) = load(
            #"d: "a\tb\"c\u00e9"\ns: 'it''s'\np: a "b" 'c'\n"#.replacingOccurrences(of: "\\n", with: "\n"))
        #expect(root?["d"]?.scalar?.text == "a\tb\"cé")
        #expect(root?["s"]?.scalar?.text == "it's")
        #expect(root?["p"]?.scalar?.text == "a \"b\" 'c'")
    }

    @Test func kindsAreDescribedInErrorWords() throws {
        let (root, _) = load("m: {}\nl: []\ns: x\nq: ''\nn:\n")
        let r = try #require(root)
        #expect(r["m"]?.kindDescription == "a mapping")
        #expect(r["l"]?.kindDescription == "a list")
        #expect(r["s"]?.kindDescription == "a scalar")
        #expect(r["q"]?.kindDescription == "a scalar")
        #expect(r["n"]?.kindDescription == "nothing (null)")
    }

    // MARK: Problems that leave the tree intact

    @Test func everyDuplicateKeyIsReportedWithTheFirst() {
        let (root, diagnostics) = load("a: 1\nb: 2\na: 3\nm:\n  x: 1\n  x: 2\n")
        #expect(root == nil)
        #expect(
            summary(diagnostics) == [
                "3:1 duplicate-key: duplicate key 'a' | 'a' was first given at line 1, column 1",
                "6:3 duplicate-key: duplicate key 'x' | 'x' was first given at line 5, column 3",
            ])
    }

    /// Short mappings search their pairs for a duplicate and long ones keep an index of their keys:
    /// either way each duplicate is reported with the first, and a list key is no name's duplicate.
    @Test func duplicatesInLongMappingsAreReportedWithTheFirst() {
        let keys = (0..<40).map { "k\($0): \($0)" } + ["k3: again", "k35: again", "k3: thrice", "? [k0]", ": list"]
        let (root, diagnostics) = load(keys.joined(separator: "\n") + "\n\"\": empty\n")
        #expect(root == nil)
        #expect(
            summary(diagnostics) == [
                "41:1 duplicate-key: duplicate key 'k3' | 'k3' was first given at line 4, column 1",
                "42:1 duplicate-key: duplicate key 'k35' | 'k35' was first given at line 36, column 1",
                "43:1 duplicate-key: duplicate key 'k3' | 'k3' was first given at line 4, column 1",
                "44:3 non-string-key: mapping keys must be plain strings, not a list",
            ])
        let (_, short) = load("? [a]\n: 1\n\"\": 2\nb: 3\n\"\": 4\n")
        #expect(
            summary(short) == [
                "1:3 non-string-key: mapping keys must be plain strings, not a list",
                "5:1 duplicate-key: duplicate key '' | '' was first given at line 3, column 1",
            ])
    }

    @Test func theSameKeyInTwoMappingsIsNoDuplicate() {
        let (root, diagnostics) = load("a: { x: 1 }\nb: { x: 2 }\n")
        #expect(root != nil)
        #expect(diagnostics.isEmpty)
    }

    @Test func nonStringKeysAreRefused() {
        let (root, diagnostics) = load("? [a]\n: 1\n? { b: 1 }\n: 2\n")
        #expect(root == nil)
        #expect(
            summary(diagnostics) == [
                "1:3 non-string-key: mapping keys must be plain strings, not a list",
                "3:3 non-string-key: mapping keys must be plain strings, not a mapping",
            ])
    }

    // MARK: Problems that leave no tree

    @Test func emptyInputs() {
        for text in ["", "# only a comment\n", "\n\n", "   "] {
            let (root, diagnostics) = load(text)
            #expect(root == nil)
            #expect(diagnostics.map(\.id) == ["empty-document"], "\(text.debugDescription)")
        }
    }

    @Test func syntaxErrorsCarryLibyamlsWordsAndContext() {
        let (root, diagnostics) = load("a: [1, 2\n")
        #expect(root == nil)
        #expect(
            summary(diagnostics) == [
                "2:1 yaml-syntax: did not find expected ',' or ']' | while parsing a flow sequence at line 1, column 4"
            ])
    }

    @Test func aTabUnderASyntaxErrorGetsANote() {
        for text in ["a:\n\tb: 1\n", "a:\r\n\tb: 1\r\n", "a:\r\tb: 1\r"] {
            let (_, diagnostics) = load(text)
            #expect(diagnostics.first?.location.line == 2, "\(text.debugDescription)")
            #expect(
                diagnostics.first?.notes.last == "YAML does not allow tabs for indentation; indent with spaces",
                "\(text.debugDescription)")
        }
        let (_, noTab) = load("a: [1, 2\n")
        #expect(!noTab.contains { $0.notes.contains { $0.contains("tabs") } })
    }

    @Test func controlCharactersAreLocatedAtThemselves() {
        let (_, diagnostics) = load(bytes: Array("a: 1\nb: x".utf8) + [0x07] + Array("\n".utf8))
        #expect(
            summary(diagnostics) == [
                "2:5 yaml-syntax: control characters are not allowed | the character there is U+0007"
            ])
    }

    @Test func aSecondDocumentIsRefused() {
        let (root, diagnostics) = load("a: 1\n---\nb: 2\n")
        #expect(root == nil)
        #expect(
            summary(diagnostics) == [
                "2:1 multiple-documents: a spec file holds one YAML document; this is a second one"
            ])
        // One explicit document (with its end marker) is fine.
        #expect(load("---\na: 1\n...\n").1.isEmpty)
    }

    @Test func anAliasMustFollowItsAnchor() {
        let (root, diagnostics) = load("a: *x\nb: &x 1\n")
        #expect(root == nil)
        #expect(summary(diagnostics) == ["1:4 unknown-alias: alias *x refers to no anchor defined before it"])
    }

    @Test func encodings() {
        let utf16 = load(bytes: [0xFF, 0xFE, 0x61, 0x00])
        #expect(utf16.0 == nil)
        #expect(
            summary(utf16.1) == [
                "1:1 encoding: spec files must be UTF-8, but this one starts with a UTF-16 byte order mark"
            ])
        #expect(load(bytes: [0xFE, 0xFF, 0x00, 0x61]).1.first?.message.contains("UTF-16") == true)
        #expect(load(bytes: [0x00, 0x00, 0xFE, 0xFF]).1.first?.message.contains("UTF-32") == true)
        #expect(load(bytes: [0xFF, 0xFE, 0x00, 0x00]).1.first?.message.contains("UTF-32") == true)
        let bad = load(bytes: Array("a: ok\nb: é".utf8) + [0xFF])
        #expect(summary(bad.1) == ["2:5 encoding: invalid UTF-8 byte sequence"])
    }

    @Test func invalidUTF8IsFoundAtItsFirstByte() {
        let cases: [([UInt8], Int?)] = [
            (Array("héllo 🙂 \u{10FFFF}".utf8), nil),
            ([0x61, 0x80], 1),  // a continuation byte alone
            ([0x61, 0xC0, 0x80], 1),  // overlong NUL
            ([0xC1, 0xBF], 0),  // overlong
            ([0xE0, 0x80, 0x80], 0),  // overlong three-byte
            ([0xED, 0xA0, 0x80], 0),  // a UTF-16 surrogate
            ([0xF0, 0x80, 0x80, 0x80], 0),  // overlong four-byte
            ([0xF4, 0x90, 0x80, 0x80], 0),  // above U+10FFFF
            ([0xF5, 0x80, 0x80, 0x80], 0),
            ([0x61, 0x62, 0xE2, 0x82], 2),  // truncated at the end
            ([0xE2, 0x28, 0xA1], 0),  // a bad continuation
        ]
        for (bytes, offset) in cases {
            #expect(YAMLLoader.firstInvalidUTF8Offset(bytes) == offset, "\(bytes)")
        }
    }

    /// The check eight ASCII bytes at a time finds what a check byte by byte finds, wherever the
    /// bad or non-ASCII byte falls against the eight-byte words.
    @Test func asciiRunsSkippedByWordsFindTheSameByte() {
        let tails: [[UInt8]] = [
            [], [0x80], [0xC3, 0xA9], [0xC3], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x99, 0x82], [0xFF], [0xED, 0xA0, 0x80],
            Array("\r\n".utf8), [0x60, 0x0A],
        ]
        for prefix in 0..<20 {
            for tail in tails {
                for suffix in [0, 1, 7, 8, 9] {
                    let bytes =
                        [UInt8](repeating: 0x61, count: prefix) + tail + [UInt8](repeating: 0x62, count: suffix)
                    #expect(YAMLLoader.firstInvalidUTF8Offset(bytes) == Self.firstInvalidByteByByte(bytes), "\(bytes)")
                }
            }
        }
    }

    /// The check as it was before ASCII runs were skipped by words: the reference.
    private static func firstInvalidByteByByte(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let width: Int
            switch byte {
            case 0x00...0x7F: width = 1
            case 0xC2...0xDF: width = 2
            case 0xE0...0xEF: width = 3
            case 0xF0...0xF4: width = 4
            default: return index
            }
            if index + width > bytes.count { return index }
            if width > 1 {
                for offset in 1..<width where bytes[index + offset] & 0xC0 != 0x80 { return index }
                let second = bytes[index + 1]
                if byte == 0xE0 && second < 0xA0 { return index }
                if byte == 0xED && second > 0x9F { return index }
                if byte == 0xF0 && second < 0x90 { return index }
                if byte == 0xF4 && second > 0x8F { return index }
            }
            index += width
        }
        return nil
    }

    // MARK: Limits, at their boundaries

    /// A valid spec of exactly `size` bytes: `screen: Feed` and a comment filling the rest.
    private func document(ofSize size: Int) -> String {
        let head = "screen: Feed\n#"
        return head + String(repeating: "x", count: size - head.utf8.count - 1) + "\n"
    }

    @Test func aFileOfExactlyMaxBytesIsAcceptedAndOneMoreIsRefused() {
        let limit = YAMLLimits.default.maxBytes
        #expect(limit == 1 << 20)
        let exact = document(ofSize: limit)
        #expect(exact.utf8.count == limit)
        let (root, diagnostics) = load(exact)
        #expect(root != nil)
        #expect(diagnostics.isEmpty)
        let over = load(document(ofSize: limit + 1))
        #expect(over.0 == nil)
        #expect(
            summary(over.1) == ["1:1 file-too-large: the file is larger than the limit of 1048576 bytes for a spec"])
    }

    @Test func aSmallerByteLimitIsHonoured() {
        var limits = YAMLLimits()
        limits.maxBytes = 40
        #expect(load(document(ofSize: 40), limits: limits).0 != nil)
        #expect(load(document(ofSize: 41), limits: limits).1.map(\.id) == ["file-too-large"])
    }

    @Test func nestingOfExactlyMaxDepthIsAcceptedAndOneMoreIsRefused() {
        let depth = YAMLLimits.default.maxDepth
        #expect(depth == 64)
        let flow = { (n: Int) in String(repeating: "[", count: n) + String(repeating: "]", count: n) + "\n" }
        #expect(load(flow(depth)).1.isEmpty)
        let over = load(flow(depth + 1))
        #expect(over.0 == nil)
        #expect(summary(over.1) == ["1:65 nesting-too-deep: nesting is deeper than 64 levels"])
        // Block mappings count the same way: the root mapping is level 1.
        let block = { (n: Int) in
            (0..<n).map { String(repeating: "  ", count: $0) + "k\($0):" }.joined(separator: "\n") + " x\n"
        }
        #expect(load(block(depth)).1.isEmpty)
        #expect(summary(load(block(depth + 1)).1) == ["65:129 nesting-too-deep: nesting is deeper than 64 levels"])
    }

    @Test func tenThousandOpenBracketsStopAtTheLimit() {
        let (root, diagnostics) = load(String(repeating: "[", count: 10_000))
        #expect(root == nil)
        #expect(summary(diagnostics) == ["1:65 nesting-too-deep: nesting is deeper than 64 levels"])
    }

    @Test func exactlyMaxNodesAreAcceptedAndOneMoreIsRefused() {
        var limits = YAMLLimits()
        limits.maxNodes = 10
        // A list of nine scalars is ten nodes.
        let nine = "[" + Array(repeating: "a", count: 9).joined(separator: ", ") + "]\n"
        #expect(load(nine, limits: limits).1.isEmpty)
        let ten = "[" + Array(repeating: "a", count: 10).joined(separator: ", ") + "]\n"
        #expect(
            summary(load(ten, limits: limits).1) == [
                "1:1 too-many-nodes: the document expands to more than 10 nodes (are aliases multiplying it?)"
            ])
    }

    @Test func theDefaultNodeBudgetAtItsBoundary() {
        let budget = YAMLLimits.default.maxNodes
        #expect(budget == 100_000)
        let list = { (n: Int) in "[" + Array(repeating: "a", count: n).joined(separator: ",") + "]\n" }
        #expect(load(list(budget - 1)).1.isEmpty)
        #expect(load(list(budget)).1.map(\.id) == ["too-many-nodes"])
    }

    @Test func aliasesCountTheFullSizeOfWhatTheyName() {
        var limits = YAMLLimits()
        limits.maxNodes = 20
        // The root mapping (1), `a` and its list of four (1 + 5), `b` and an alias to the list (1 + 5),
        // `c` (1) and a second alias (5): 19 nodes with one alias less than the limit allows.
        let accepted = "a: &l [x, x, x, x]\nb: *l\nc: *l\n"
        #expect(load(accepted, limits: limits).1.isEmpty)
        let refused = "a: &l [x, x, x, x]\nb: *l\nc: *l\nd: *l\n"
        #expect(
            summary(load(refused, limits: limits).1) == [
                "4:4 too-many-nodes: the document expands to more than 20 nodes (are aliases multiplying it?)"
            ])
    }

    @Test func theBillionLaughsStopsAtTheBudgetNotAfterExpanding() {
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...9 {
            lines.append(
                "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        let (root, diagnostics) = load(lines.joined(separator: "\n") + "\n")
        #expect(root == nil)
        // a3 is 11,111 nodes; the eighth alias of it on line 5 passes 100,000: the loader never
        // reads a5…a9, whose expansion would be 10^10 nodes.
        #expect(diagnostics.map(\.id) == ["too-many-nodes"])
        #expect(diagnostics.first?.location.line == 5)
    }

    // MARK: Source positions as libyaml counts them

    @Test func sourcePositionsFollowLibyamlsLineBreaks() {
        let text = Array("a\nb\r\nc\rd\u{85}e\u{2028}f\u{2029}g é🙂h".utf8)
        text.withUnsafeBufferPointer { bytes in
            func at(_ needle: Character) -> (Int, Int) {
                let offset = Array(String(decoding: bytes, as: UTF8.self).utf8)
                    .firstIndex(of: Array(String(needle).utf8)[0])!
                return SourcePosition.location(ofByte: offset, in: bytes)
            }
            #expect(at("a") == (1, 1))
            #expect(at("b") == (2, 1))
            #expect(at("c") == (3, 1))
            #expect(at("d") == (4, 1))
            #expect(at("e") == (5, 1))
            #expect(at("f") == (6, 1))
            #expect(at("g") == (7, 1))
            #expect(at("h") == (7, 5))
            #expect(SourcePosition.location(ofByte: bytes.count + 10, in: bytes) == (7, 6))
            let h = SourcePosition.byteOffset(line: 7, column: 5, in: bytes)
            #expect(h.map { bytes[$0] } == UInt8(ascii: "h"))
            #expect(SourcePosition.byteOffset(line: 2, column: 1, in: bytes) == 2)
            #expect(SourcePosition.byteOffset(line: 8, column: 1, in: bytes) == nil)
            #expect(SourcePosition.byteOffset(line: 1, column: 9, in: bytes) == nil)
        }
    }
}
