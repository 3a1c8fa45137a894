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
}
