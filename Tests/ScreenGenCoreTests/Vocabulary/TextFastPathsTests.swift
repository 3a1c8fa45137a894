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
