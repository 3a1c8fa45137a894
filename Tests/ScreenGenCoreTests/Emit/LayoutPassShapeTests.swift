import Foundation
import Testing

@testable import ScreenGenCore

/// What the layout pass reads from the code itself: it breaks only at the line's own level (never
/// inside a string literal, an interpolation or a generic argument list), takes its indentation
/// from the line, and stays linear in its input.
@Suite struct LayoutPassShapeTests {
    private static func laidOut(_ lines: String...) -> [String] {
        SwiftLayoutPass.apply(lines.joined(separator: "\n") + "\n").split(separator: "\n").map(String.init)
    }

    @Test func theLineLengthIsTheFormatConfigurations() throws {
        let data = try #require(FileManager.default.contents(atPath: TestPaths.path(".swift-format")))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["lineLength"] as? Int == SwiftLayoutPass.lineLength)
    }

    @Test func widthsAreCountedInCharacters() {
        // "é" written as e and a combining accent: two scalars, one column.
        let name = "Caf\u{65}\u{301}"
        let fits = "    f(\(name), " + String(repeating: "a", count: 120 - 13) + ")"
        #expect(fits.count == 120)
        #expect(SwiftLayoutPass.apply(fits + "\n") == fits + "\n")
        #expect(SwiftLayoutPass.apply(" " + fits + "\n").split(separator: "\n").count == 4)
    }

    @Test func aCallOpensAtItsOwnCommasNeverInsideAStringOrAnInterpolation() {
        let long = String(repeating: "x", count: 90)
        let string = #""a, (b\(g(c, d)), [e"# + long + #"""#
        #expect(
            Self.laidOut("        f(one, \(string), Set<Int, Int>.self)")
                == [
                    "        f(", "            one,", "            \(string),", "            Set<Int, Int>.self",
                    "        )",
                ])
    }

    @Test func theIndentationComesFromTheLine() {
        let call = "Button(\"" + String(repeating: "y", count: 90) + "\") {"
        // Fits at 12 spaces, not at 28: only the deeper one is opened, four spaces past its own line.
        #expect(Self.laidOut(String(repeating: " ", count: 12) + call, "}").count == 2)
        let deep = Self.laidOut(String(repeating: " ", count: 28) + call, "}")
        #expect(deep.count == 4)
        #expect(deep.map { $0.prefix { $0 == " " }.count } == [28, 32, 28, 0])
        #expect(deep[2] == String(repeating: " ", count: 28) + ") {")
    }

    @Test func aModifierChainMovesBackWholeAcrossBlankLines() {
        let long = "\"" + String(repeating: "z", count: 95) + "\""
        let input = [
            "        Text(verbatim: \(long))", "            .task {", "                await a()", "",
            "                await b()", "            }", "        next()",
        ]
        let expected = [
            "        Text(", "            verbatim: \(long)", "        )", "        .task {", "            await a()",
            "",
            "            await b()", "        }", "        next()",
        ]
        #expect(SwiftLayoutPass.apply(input.joined(separator: "\n") + "\n") == expected.joined(separator: "\n") + "\n")
    }

    @Test func aLineThatLeavesABlockOpenStartsNoChain() {
        let long = String(repeating: "w", count: 90)
        // Opened, the line ends in `{ route in`: the block's body stays in the block.
        #expect(
            Self.laidOut(
                "        .navigationDestination(for: \(long).self) { route in", "            .automatic", "        }")
                == [
                    "        .navigationDestination(", "            for: \(long).self", "        ) { route in",
                    "            .automatic", "        }",
                ])
    }

    @Test func aLabelledValueWithNothingToOpenGoesToTheNextLine() {
        let value = "\"" + String(repeating: "z", count: 110) + "\","
        #expect(Self.laidOut("    caption: \(value)") == ["    caption:", "        \(value)"])
    }

    @Test func aConditionListOpensAfterTheBodyDoes() {
        let conditions = "let host = url.host, let scheme = url.scheme, scheme != \"http\", scheme != \"https\""
        #expect(
            Self.laidOut("        if \(conditions) { segments.insert(host, at: 0) }")
                == ["        if \(conditions) {", "            segments.insert(host, at: 0)", "        }"])
        let longer = conditions + ", scheme != \"" + String(repeating: "s", count: 30) + "\""
        #expect(Self.laidOut("        if \(longer) {", "}").count == 7)
        // A raw string's comma is not a condition's.
        let raw = ##"a == #"x, y"#"##
        let long = String(repeating: "b", count: 120) + " == c"
        #expect(
            Self.laidOut("        if \(raw), \(long) {", "        }")
                == ["        if \(raw),", "            \(long)", "        {", "        }"])
    }

    @Test func commentsAndMultilineStringsStayAsTheyAre() {
        let comment = "    // " + String(repeating: "c, ", count: 50)
        let code = "    let text = \"\"\"\n" + String(repeating: "f(a, b), ", count: 20) + "\n    \"\"\""
        #expect(SwiftLayoutPass.apply(comment + "\n") == comment + "\n")
        #expect(SwiftLayoutPass.apply(code + "\n") == code + "\n")
        // A bare `/…/` literal may be operators in the Swift 5 mode: its line stays; `#/…/#` opens.
        let long = String(repeating: "x", count: 120)
        #expect(SwiftLayoutPass.apply("f(a, /,/, \(long))\n") == "f(a, /,/, \(long))\n")
        #expect(Self.laidOut("f(a, #/,/#, \(long))") == ["f(", "    a,", "    #/,/#,", "    \(long)", ")"])
    }

    /// Over every source file of the package at narrow widths, where most lines are opened: no
    /// character but spaces and line breaks changes, and a second run changes nothing.
    @Test(arguments: [40, 80])
    func thePassOnlyMovesSpacesAndIsIdempotent(_ width: Int) throws {
        let root = TestPaths.path("Sources")
        let names = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }
        #expect(names.count > 50)
        var opened = 0
        for name in names {
            let source = try String(contentsOfFile: root + "/" + name, encoding: .utf8)
            let once = SwiftLayoutPass.apply(source, lineLength: width)
            if once != source { opened += 1 }
            #expect(once.filter { !$0.isWhitespace } == source.filter { !$0.isWhitespace }, "\(name)")
            #expect(SwiftLayoutPass.apply(once, lineLength: width) == once, "\(name)")
        }
        #expect(opened > names.count / 2)
    }

    @Test func thePassIsLinearInTimeAndOutput() {
        // 2,000 lines to open, each with a long string literal full of commas and brackets, and
        // one call of 20,000 arguments: every token lands on one line, measured once.
        let string = "\"" + String(repeating: "(a, [b], {c}) ", count: 8) + "\""
        let line = "            Row(title: \(string), subtitle: \(string), isCompact: true) {"
        let call = "    f(" + (0..<20_000).map { "argument\($0)" }.joined(separator: ", ") + ")"
        let input = Array(repeating: line + "\n}", count: 2_000).joined(separator: "\n") + "\n" + call + "\n"
        let start = Date()
        let output = SwiftLayoutPass.apply(input)
        #expect(Date().timeIntervalSince(start) < 10)
        let lines = output.split(separator: "\n")
        // `Row(`, each string under its label, `isCompact: true`, `) {` and `}`.
        #expect(lines.count == 2_000 * 8 + 20_002)
        #expect(output.utf8.count < 2 * input.utf8.count)
        #expect(lines.filter { $0.contains("(a, [b], {c})") }.allSatisfy { $0.hasSuffix("\",") })
        // Nested past the depth the pass opens: left as it is rather than indented without end.
        var deep = "x"
        for _ in 0...SwiftLayoutPass.maximumDepth { deep = "f(someArgumentName, \(deep))" }
        #expect(SwiftLayoutPass.apply(deep + "\n") == deep + "\n")
    }
}
