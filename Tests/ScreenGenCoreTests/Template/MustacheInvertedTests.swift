import ScreenGenCore
import Testing

private func render(_ source: String, _ context: MustacheValue = [:]) throws -> String {
    try MustacheTemplate(name: "test", source: source).render(context)
}

@Suite("Mustache inverted sections")
struct MustacheInvertedTests {
    @Test func falsyMissingAndEmptyValuesRenderTheInvertedSection() throws {
        let context: MustacheValue = ["f": false, "n": .null, "e": []]
        #expect(
            try render(
                "{{^f}}F{{/f}}{{^n}}N{{/n}}{{^e}}E{{/e}}{{^missing}}M{{/missing}}",
                context) == "FNEM")
    }

    @Test func truthyValuesSkipTheInvertedSection() throws {
        let context: MustacheValue = [
            "t": true, "s": "", "z": 0, "o": [:], "l": [1], "d": 0.0,
        ]
        let source = "[{{^t}}1{{/t}}{{^s}}2{{/s}}{{^z}}3{{/z}}{{^o}}4{{/o}}{{^l}}5{{/l}}{{^d}}6{{/d}}]"
        #expect(try render(source, context) == "[]")
    }

    @Test func invertedSectionsDoNotPushAContext() throws {
        let context: MustacheValue = ["name": "root", "o": .null]
        #expect(try render("{{^o}}{{name}}/{{.}}{{/o}}", context) == "root/")
    }

    @Test func sectionAndInvertedSectionFormAnIfElse() throws {
        let source = "{{#items}}<{{.}}>{{/items}}{{^items}}none{{/items}}"
        #expect(try render(source, ["items": ["a", "b"]]) == "<a><b>")
        #expect(try render(source, ["items": []]) == "none")
    }

    @Test func nestedInvertedSections() throws {
        let source = "| A {{^b}}B {{^b}}C{{/b}} D{{/b}} E |"
        #expect(try render(source, ["b": false]) == "| A B C D E |")
        #expect(try render(source, ["b": true]) == "| A  E |")
    }

    @Test func dottedNamesInInvertedSections() throws {
        #expect(try render("[{{^a.b.c}}no{{/a.b.c}}]", ["a": ["b": ["c": true]]]) == "[]")
        #expect(try render("[{{^a.b.c}}no{{/a.b.c}}]", ["a": ["b": ["c": false]]]) == "[no]")
        #expect(try render("[{{^a.b.c}}no{{/a.b.c}}]", ["a": [:]]) == "[no]")
    }

    @Test func inlineInvertedSectionsKeepSurroundingWhitespace() throws {
        #expect(try render(" | {{^b}}\t|\t{{/b}} | \n", ["b": false]) == " | \t|\t | \n")
        #expect(try render(" {{^b}}NO{{/b}}\n {{^b}}WAY{{/b}}\n", ["b": false]) == " NO\n WAY\n")
    }

    @Test func standaloneInvertedLinesAreRemoved() throws {
        let source = "| This Is\n  {{^b}}\n|\n\t{{/b}}\n| A Line\n"
        #expect(try render(source, ["b": false]) == "| This Is\n|\n| A Line\n")
    }

    @Test func standaloneInvertedLinesWithCRLF() throws {
        #expect(try render("|\r\n{{^b}}\r\n{{/b}}\r\n|", ["b": false]) == "|\r\n|")
    }

    @Test func standaloneInvertedTagsAtStartAndEndOfFile() throws {
        #expect(try render("  {{^b}}\n^{{/b}}\n/", ["b": false]) == "^\n/")
        #expect(try render("^{{^b}}\n/\n  {{/b}}", ["b": false]) == "^\n/\n")
    }

    @Test func paddingInsideInvertedTagsIsIgnored() throws {
        #expect(try render("|{{^ b }}={{/ b }}|", ["b": false]) == "|=|")
    }
}
