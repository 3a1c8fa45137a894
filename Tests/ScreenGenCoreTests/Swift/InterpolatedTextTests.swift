import Foundation
import Testing

@testable import ScreenGenCore

/// Alert titles, messages and button labels: literal text with `\(…)` interpolations.
@Suite struct InterpolatedTextTests {
    static func segments(_ text: String) -> [InterpolatedText.Segment]? {
        try? InterpolatedText.parse(text).get().segments
    }

    static func problem(_ text: String) -> InterpolatedText.Problem? {
        if case .failure(let problem) = InterpolatedText.parse(text) { problem } else { nil }
    }

    /// Cutting the text and code as ranges of scalars splits every text as appending scalar by
    /// scalar did: unicode, empty, CRLF, backticks, nested and broken interpolations.
    @Test func rangesSplitAsScalarByScalar() {
        let texts = [
            "", "a", "No Posts", "Delete \\(item.title)?", "\\(a)\\(b)", "x\\(a)", "\\(a)x", "é\\(名前)ü",
            "Cafe\u{301} \\( `default` )", "a\r\nb \\(c)", "\\", "a\\", "\\(", "\\()", "\\( )", "\\(a\nb)",
            "\\(f(\"\\(x)\"))!", "100\\% \\(n) \\n", "\\(a) \\(", "🙂\\(x)🙂", "`\\(x)`",
        ]
        for text in texts {
            let parsed = InterpolatedText.parse(text)
            let reference = Self.parseScalarByScalar(text)
            #expect(parsed == reference, "\(Array(text.unicodeScalars))")
            // Byte for byte too: String's == holds canonically equivalent spellings equal.
            #expect(Array(String(reflecting: parsed).utf8) == Array(String(reflecting: reference).utf8))
        }
    }

    /// The parse as it was before it cut ranges: the reference.
    private static func parseScalarByScalar(_ text: String) -> Result<InterpolatedText, InterpolatedText.Problem> {
        let scalars = Array(text.unicodeScalars)
        var segments: [InterpolatedText.Segment] = []
        var literal = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "\\", index + 1 < scalars.count, scalars[index + 1] == "(" else {
                literal.append(scalars[index])
                index += 1
                continue
            }
            let start = index + 2
            let end: Int
            switch SwiftSnippet.interpolationEnd(in: scalars, from: start) {
            case .success(let found): end = found
            case .failure(let problem): return .failure(.init(message: problem.message, offset: index))
            }
            var expression = String.UnicodeScalarView()
            expression.append(contentsOf: scalars[start..<end])
            let code = String(expression).trimmingCharacters(in: .whitespaces)
            if code.isEmpty { return .failure(.init(message: "is empty", offset: index)) }
            if code.contains(where: \.isNewline) {
                return .failure(.init(message: "spans several lines; write it on one line", offset: index))
            }
            if !literal.isEmpty {
                segments.append(.text(String(literal)))
                literal = String.UnicodeScalarView()
            }
            segments.append(.expression(code.precomposedStringWithCanonicalMapping))
            index = end + 1
        }
        if !literal.isEmpty { segments.append(.text(String(literal))) }
        return .success(InterpolatedText(segments: segments))
    }

    @Test func splitsTextAtInterpolations() {
        #expect(Self.segments("") == [])
        #expect(Self.segments("Delete?") == [.text("Delete?")])
        #expect(Self.segments("Delete \\(item.title)?") == [.text("Delete "), .expression("item.title"), .text("?")])
        #expect(Self.segments("\\(a)\\(b)") == [.expression("a"), .expression("b")])
        #expect(Self.segments("\\( item.count )") == [.expression("item.count")], "trimmed")
    }

    @Test func anInterpolationEndsAtItsOwnParenthesis() {
        #expect(Self.segments("\\(f(g(x)))!") == [.expression("f(g(x))"), .text("!")])
        #expect(Self.segments("\\(f(\")\"))") == [.expression("f(\")\")")], "a ')' in a string literal")
        #expect(Self.segments("\\(\"a\\(b)c\")") == [.expression("\"a\\(b)c\"")], "an interpolation inside")
        #expect(Self.segments("\\([1, 2].count)") == [.expression("[1, 2].count")])
    }

    @Test func aBackslashNotBeforeAParenthesisIsText() {
        #expect(Self.segments("C:\\Users") == [.text("C:\\Users")])
        #expect(Self.segments("ends with \\") == [.text("ends with \\")])
        #expect(Self.segments("(not \\ an interpolation)") == [.text("(not \\ an interpolation)")])
    }

    @Test func aBrokenInterpolationSaysWhyAndWhere() {
        #expect(Self.problem("Gone \\(item") == .init(message: "is missing a closing ')'", offset: 5))
        #expect(Self.problem("\\()") == .init(message: "is empty", offset: 0))
        #expect(Self.problem("a \\(  )") == .init(message: "is empty", offset: 2))
        #expect(Self.problem("\\(f(])") == .init(message: "has an unbalanced ']'", offset: 0))
        #expect(
            Self.problem("\\(x // y)")
                == .init(message: "contains a comment, which would swallow the generated code after it", offset: 0))
        #expect(Self.problem("\\(a; b)") == .init(message: "contains ';'; give a single expression", offset: 0))
        #expect(Self.problem("\\(\"open)") == .init(message: "has an unterminated string literal", offset: 0))
        #expect(Self.problem("\\(a\nb)") == .init(message: "spans several lines; write it on one line", offset: 0))
    }

    @Test func textSegmentsAreEscapedAndExpressionsInterpolated() throws {
        let text = try InterpolatedText.parse("Say \"\\(name)\" \\ twice\n").get()
        #expect(SwiftLiteral.interpolated(text) == #""Say \"\(name)\" \\ twice\n""#)
    }

    /// Every hostile string of `SwiftLiteralTests` around an interpolation compiles to exactly the
    /// string, the interpolated value and the string again.
    @Test func everyInterpolatedLiteralCompilesToExactlyItsValue() throws {
        let strings = SwiftLiteralTests.strings.filter { !$0.contains("\\(") }
        let literals = try strings.map {
            try SwiftLiteral.interpolated(InterpolatedText.parse($0 + "\\(item)" + $0).get())
        }
        let compiled = try CompiledLiterals.run(literals, prelude: "let item = \"X\"\n")
        let values = try #require(compiled.values, "the literals do not compile:\n\(compiled.compilerOutput)")
        try #require(values.count == strings.count, "\(values)")
        for (string, line) in zip(strings, values) {
            #expect(line == CompiledLiterals.scalars(string + "X" + string), "\(string.debugDescription)")
        }
    }
}
