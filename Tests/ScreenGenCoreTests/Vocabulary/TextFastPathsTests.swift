import Foundation
import Testing

@testable import ScreenGenCore

/// The ASCII fast paths give Foundation's answers, for ASCII and for everything else.
@Suite struct TextFastPathsTests {
    static let samples = [
        "", " ", "\t", " \t ", "a", " a", "a ", "\ta b\t", "store.load()", "  x  y  ", "\u{00A0}a\u{00A0}",
        "\u{3000}名前 ",
        "e\u{301}", "é", " Cafe\u{301} ", "\n a \n",
    ]

    @Test func trimmingAndComposingMatchFoundation() {
        for text in Self.samples {
            #expect(
                text.trimmingWhitespace == text.trimmingCharacters(in: .whitespaces), "\(Array(text.unicodeScalars))")
            #expect(text.canonicallyComposed == text.precomposedStringWithCanonicalMapping)
            #expect(
                Array(text.canonicallyComposed.unicodeScalars)
                    == Array(text.precomposedStringWithCanonicalMapping.unicodeScalars))
        }
    }

    /// Backticks trimmed byte by byte are Foundation's trimming, next to any scalar.
    @Test func backticksTrimAsFoundationTrims() {
        let texts =
            Self.samples + ["`", "``", "`x`", "``x``", "`default`", "a`b", "`\u{301}x`", "x`\u{301}", "`名前`", "` `"]
        for text in texts {
            #expect(
                Array(text.trimmingBackticks.unicodeScalars)
                    == Array(text.trimmingCharacters(in: ["`"]).unicodeScalars),
                "\(Array(text.unicodeScalars))")
        }
    }

    /// Line breaks found byte by byte in ASCII are the characters' line breaks.
    @Test func lineBreaksMatchTheCharacters() {
        let breaks = ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]
        let texts = Self.samples + breaks.flatMap { ["a\($0)b", "é\($0)", $0] } + ["\u{7F}", "\u{09}", "\u{0E}"]
        for text in texts {
            #expect(text.containsNewline == text.contains(where: \.isNewline), "\(Array(text.unicodeScalars))")
        }
    }

    /// A token's text from its scalars is the text of those scalars, ASCII or not.
    @Test func scalarTextMatchesTheScalarView() {
        for text in Self.samples + ["AnyView", "`default`", "\"名前\"", "a\u{0}b"] {
            let scalars = Array(text.unicodeScalars)
            #expect(String(scalars: scalars[...]) == text)
            if scalars.count > 2 {
                #expect(String(scalars: scalars[1..<3]) == String(String.UnicodeScalarView(scalars[1..<3])))
            }
        }
    }

    /// A pattern the rules' fast path takes for one name is one token of that text, as the lexer
    /// reads it; anything else goes through the tokenizer.
    @Test func oneNamePatternsAreTheirOwnToken() {
        for pattern in ["AnyView", "Timer", "_x", "try", "self", "URLSession", "a1", "Task", "NavigationView"] {
            #expect(SpecExpressions.isOneName(pattern), "\(pattern)")
            #expect(SpecExpressions.pattern(pattern).tokens == [pattern], "\(pattern)")
        }
        for pattern in ["", "1a", "try?", "try? await", ".sheet(isPresented:", "a b", "é", "`x`", "a.b"] {
            #expect(!SpecExpressions.isOneName(pattern), "\(pattern)")
        }
    }
}
