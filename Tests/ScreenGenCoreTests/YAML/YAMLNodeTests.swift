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

    /// A pair keeps its key's text as its name, as the name derived from the key on each read
    /// was: a scalar key's text, and nothing for a mapping or list key.
    @Test func pairNameIsTheKeysText() {
        let value = YAMLNode(.scalar(.init(text: "v", isPlain: true)), line: 1, column: 4)
        let keys: [(YAMLNode.Value, String)] = [
            (.scalar(.init(text: "name", isPlain: true)), "name"),
            (.scalar(.init(text: "confirmationDialogs", isPlain: false)), "confirmationDialogs"),
            (.scalar(.init(text: "", isPlain: true)), ""),
            (.scalar(.init(text: "naïve", isPlain: true)), "naïve"),
            (.mapping([]), ""),
            (.sequence([value]), ""),
        ]
        for (key, name) in keys {
            let pair = YAMLNode.Pair(key: YAMLNode(key, line: 1, column: 1), value: value)
            #expect(pair.name == name)
            #expect(pair.name.utf8.elementsEqual(name.utf8))
        }
    }
}
