import Foundation
import Testing
@testable import ScreenGenCore

/// `SwiftLiteral.string` is the only way user text reaches generated code, so it is checked
/// against the compiler itself: every string below becomes `let sN = <literal>` in one program,
/// which prints each value's scalars; they must be exactly the input's.
@Suite struct SwiftLiteralTests {
    static let strings: [String] = [
        "",
        "plain text",
        "\"",
        "\"quoted\"",
        "\"\"\"",
        "\\",
        "\\\\",
        "ends with a backslash \\",
        "\\\"",
        "\\(x)",
        "\\(",
        "\\n is not a newline",
        "\\u{41}",
        "#",
        "#\"",
        "\"#",
        "\"##",
        "#\"raw\"#",
        "##\"\"##",
        "line one\nline two",
        "\n",
        "\r\n",
        "\r",
        "\n\n\n",
        "\ttab\tseparated\t",
        "\u{0}",
        "NUL \u{0} in the middle",
        "\u{7}\u{8}\u{B}\u{C}\u{1B}\u{1F}",
        "\u{7F}",
        "\u{80}\u{85}\u{9F}",
        "\u{A0}non-breaking",
        "\u{2028}line separator\u{2029}paragraph separator",
        "🙂",
        "👩‍👩‍👧‍👦 family, 🇫🇷 flag, 👍🏽 skin tone",
        "e\u{301}",
        "\u{301}starts with a combining mark",
        "ends with a combining mark\u{301}",
        "\"\u{301}",
        "a\u{20DD}\u{20DD}",
        "Z\u{351}\u{36B}\u{343}\u{36A}\u{302}\u{36B}\u{33D}\u{34F}\u{334}\u{319}\u{324}\u{31E}",
        "\u{202E}evil right-to-left override",
        "\u{202A}\u{202B}\u{202C}\u{202D}",
        "\u{2066}\u{2067}\u{2068}\u{2069}",
        "\u{200E}\u{200F}",
        "abc\u{202E}\"; exit(1); let x = \"",
        "\u{FEFF}byte order mark",
        "\u{200B}zero\u{200D}width",
        "مرحبا بالعالم",
        "שלום \"עולם\"",
        "日本語のテキスト",
        "\u{10FFFF}\u{E000}",
        "*/ /* // not a comment",
        "\"); print(\"injected",
        "\\\"); print(\\\"injected",
        "#\"); print(#\"injected",
    ]

    static func scalars(_ string: String) -> String { CompiledLiterals.scalars(string) }

    @Test func everyLiteralCompilesToExactlyItsValue() throws {
        let compiled = try CompiledLiterals.run(Self.strings.map(SwiftLiteral.string))
        let values = try #require(compiled.values, "the literals do not compile:\n\(compiled.compilerOutput)")
        #expect(compiled.compilerOutput == "", "the literals compile with warnings:\n\(compiled.compilerOutput)")
        try #require(values.count == Self.strings.count, "\(values)")
        for (string, line) in zip(Self.strings, values) {
            #expect(line == Self.scalars(string), "\(SwiftLiteral.string(string)) is not \(string.debugDescription)")
        }
    }

    @Test func theLiteralIsOneLineBetweenQuotes() {
        for string in Self.strings {
            let scalars = SwiftLiteral.string(string).unicodeScalars
            // Scalars, not Characters: a leading combining mark joins the quote into one Character.
            #expect(scalars.first == "\"" && scalars.last == "\"" && scalars.count >= 2)
            // C0 and C1 controls and DEL.
            let control = { (scalar: Unicode.Scalar) in scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) }
            #expect(!scalars.contains(where: control), "\(string.debugDescription)")
            #expect(!scalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" }, "\(string.debugDescription)")
        }
    }

    /// The C1 controls (U+0080…U+009F, NEL among them) are spelled out like the other control
    /// characters: copied raw they would be invisible in the source, and NEL shows as a line break
    /// in some editors.
    @Test func c1ControlCharactersAreSpelledOut() {
        #expect(SwiftLiteral.string("\u{80}") == #""\u{80}""#)
        #expect(SwiftLiteral.string("\u{85}") == #""\u{85}""#)
        #expect(SwiftLiteral.string("\u{9F}") == #""\u{9F}""#)
        #expect(SwiftLiteral.string("a\u{85}b") == #""a\u{85}b""#)
        // U+00A0, the first scalar after them, is printable text and stays as it is.
        #expect(SwiftLiteral.string("\u{A0}") == "\"\u{A0}\"")
    }

    @Test func escapesAreTheConventionalOnes() {
        #expect(SwiftLiteral.string("a\"b") == #""a\"b""#)
        #expect(SwiftLiteral.string("a\\b") == #""a\\b""#)
        #expect(SwiftLiteral.string("\\(x)") == #""\\(x)""#)
        #expect(SwiftLiteral.string("\n\r\t\u{0}") == #""\n\r\t\0""#)
        #expect(SwiftLiteral.string("\u{1B}") == #""\u{1B}""#)
        #expect(SwiftLiteral.string("\u{202E}") == #""\u{202E}""#)
        // Printable text, `#` and non-ASCII letters are kept as they are, so the source reads well.
        #expect(SwiftLiteral.string("#Café 🙂") == "\"#Café 🙂\"")
    }
}
