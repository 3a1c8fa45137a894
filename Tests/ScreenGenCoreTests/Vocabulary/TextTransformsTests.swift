import Foundation
import Testing

@testable import ScreenGenCore

/// The text operations written on the standard library give Foundation's answers: screengen links
/// FoundationEssentials alone, and the tests are where Foundation is still at hand to compare.
@Suite struct TextTransformsTests {
    /// Every scalar of Unicode, surrogates excepted.
    static let everyScalar: [Unicode.Scalar] = (0...0x10FFFF).compactMap(Unicode.Scalar.init(_:))

    @Test func whitespaceSetsAreFoundationsOverEveryScalar() {
        var differences: [String] = []
        for scalar in Self.everyScalar {
            if Unicode.Scalar.isWhitespace(scalar) != CharacterSet.whitespaces.contains(scalar) {
                differences.append("whitespaces U+\(String(scalar.value, radix: 16))")
            }
            if Unicode.Scalar.isWhitespaceOrNewline(scalar) != CharacterSet.whitespacesAndNewlines.contains(scalar) {
                differences.append("whitespacesAndNewlines U+\(String(scalar.value, radix: 16))")
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(20))")
    }

    @Test func trimmingMatchesFoundation() {
        for text in TextFastPathsTests.samples + ["\u{2029}a\u{2029}", " \u{301}", "\u{301} ", "\r\n", "\u{0B}x\u{0C}"]
        {
            #expect(
                Array(text.trimmingWhitespaceAndNewlines.unicodeScalars)
                    == Array(text.trimmingCharacters(in: .whitespacesAndNewlines).unicodeScalars),
                "\(Array(text.unicodeScalars))")
            #expect(
                Array(text.trimming(where: Unicode.Scalar.isWhitespace).unicodeScalars)
                    == Array(text.trimmingCharacters(in: .whitespaces).unicodeScalars),
                "\(Array(text.unicodeScalars))")
        }
    }

    /// Composition of every scalar of Unicode 14 or older, alone and between a base letter and a
    /// combining mark, is Foundation's (Hangul and composition exclusions included). Newer scalars
    /// are left out: the tables behind Foundation's conversion are older than the standard
    /// library's; so are the three Tibetan vowels after which Foundation composes wrongly (see the
    /// next test).
    @Test func compositionMatchesFoundation() {
        let foundationIsWrongAfter: Set<UInt32> = [0xF73, 0xF75, 0xF81]
        var differences: [String] = []
        for scalar in Self.everyScalar where scalar.value >= 0x80 && scalar.value < 0x10000 {
            guard let age = scalar.properties.age, age.major <= 14, !foundationIsWrongAfter.contains(scalar.value)
            else { continue }
            for text in [String(scalar), "a" + String(scalar) + "\u{301}", String(scalar) + "\u{301}\u{323}"] {
                let ours = Array(text.canonicallyComposed.unicodeScalars)
                let foundation = Array(text.precomposedStringWithCanonicalMapping.unicodeScalars)
                if ours != foundation {
                    differences.append("U+\(String(scalar.value, radix: 16)) in \(text.debugDescription)")
                }
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(20))")
    }

    /// Where Foundation's conversion (on Linux) is wrong, the standard library's is right: it read
    /// U+10041 after a letter as `A` (the scalar cut to sixteen bits) and composed it with the
    /// accent; it composed a Hangul jamo vowel outside the modern range into a syllable; it did
    /// not compose a letter with its accent across a Tibetan vowel it had decomposed (U+0F73 is
    /// two marks of lower classes, which do not block); and it did not reorder a mark of Unicode 16
    /// by its combining class.
    @Test func compositionIsRightWhereFoundationWasNot() {
        #expect(Array("a\u{10041}\u{301}".canonicallyComposed.unicodeScalars) == ["a", "\u{10041}", "\u{301}"])
        #expect(Array("\u{1100}\u{1176}".canonicallyComposed.unicodeScalars) == ["\u{1100}", "\u{1176}"])
        #expect(Array("\u{1100}\u{1161}".canonicallyComposed.unicodeScalars) == ["\u{AC00}"])
        #expect(Array("a\u{F73}\u{301}".canonicallyComposed.unicodeScalars) == ["\u{E1}", "\u{F71}", "\u{F72}"])
        #expect(Array("a\u{1AEB}\u{301}".canonicallyComposed.unicodeScalars) == ["\u{E1}", "\u{1AEB}"])
    }

    @Test func literalReplacementMatchesFoundationOnWholeScalars() {
        let cases: [(String, String, String)] = [
            ("a|b|c", "|", "\\|"), ("", "|", "x"), ("aaa", "aa", "b"), ("abc", "abc", ""), ("名前:名前", ":", "%3A"),
            ("NavigationView { NavigationViewStyle }", "NavigationView", "NavigationStack"), ("100%\r\n", "%", "%25"),
        ]
        for (text, target, replacement) in cases {
            #expect(
                Array(text.replacingLiterally(target, with: replacement).unicodeScalars)
                    == Array(text.replacingOccurrences(of: target, with: replacement).unicodeScalars),
                "\(text.debugDescription)")
        }
    }

    /// Where Foundation compares characters, the replacement compares scalars: an escaper must
    /// not let a `|` or a line break through because a combining mark follows it.
    @Test func literalReplacementComparesScalars() {
        #expect("a\r\nb".replacingLiterally("\r", with: "%0D") == "a%0D\nb")
        #expect("a\r\nb".replacingLiterally("\n", with: "%0A") == "a\r%0Ab")
        #expect("|\u{301}".replacingLiterally("|", with: "\\|") == "\\|\u{301}")
        #expect("é".replacingLiterally("e\u{301}", with: "x") == "é")
        #expect("e\u{301}".replacingLiterally("e\u{301}", with: "x") == "x")
    }
}
