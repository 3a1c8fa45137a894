import Testing

@testable import ScreenGenCore

@Suite struct YAMLNodeTests {
    /// YAML's null read without an array of its spellings answers as the array did, for the
    /// spellings, their near misses and text that is canonically equivalent to ASCII text (a
    /// Kelvin sign is a K to `==`), plain and quoted.
    @Test func nullIsFoundAsTheListOfSpellingsFoundIt() {
        let texts = [
            "", "~", "null", "Null", "NULL", "nULL", "NuLL", "nul", "nulll", "null ", " null", "~~", " ", "0",
            "false", "None", "nil", "n\u{0301}ull", "nu\u{0308}ll", "\u{212A}", "K", "\u{037E}", ";", "\u{FF4E}ull",
            "\u{0000}", "null\u{0000}", "é", "e\u{0301}", "~\u{0301}", "\u{00A0}", "NULLNULL",
        ]
        for text in texts {
            for isPlain in [true, false] {
                let scalar = YAMLNode.Scalar(text: text, isPlain: isPlain)
                let reference = isPlain && ["", "~", "null", "Null", "NULL"].contains(text)
                #expect(scalar.isNull == reference, "\(Array(text.unicodeScalars)) plain: \(isPlain)")
            }
        }
    }
}
