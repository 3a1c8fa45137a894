import ScreenGenCore
import Testing

private func render(_ source: String, _ context: MustacheValue = [:]) throws -> String {
    try MustacheTemplate(name: "test", source: source).render(context)
}

@Suite("Mustache sections")
struct MustacheSectionTests {
    @Test func truthyValuesRenderTheSectionOnce() throws {
        let context: MustacheValue = ["t": true, "s": "str", "i": 5, "d": 0.5]
        #expect(try render("{{#t}}T{{/t}}{{#s}}S{{/s}}{{#i}}I{{/i}}{{#d}}D{{/d}}", context) == "TSID")
    }

    @Test func falsyAndMissingValuesSkipTheSection() throws {
        let context: MustacheValue = ["f": false, "n": .null, "e": []]
        #expect(
            try render(
                "[{{#f}}F{{/f}}{{#n}}N{{/n}}{{#e}}E{{/e}}{{#missing}}M{{/missing}}]",
                context) == "[]")
    }

    @Test func emptyStringZeroAndEmptyObjectAreTruthy() throws {
        let context: MustacheValue = ["empty": "", "zero": 0, "none": [:], "fzero": 0.0]
        let source = "{{#empty}}a{{/empty}}{{#zero}}b{{/zero}}{{#none}}c{{/none}}{{#fzero}}d{{/fzero}}"
        #expect(try render(source, context) == "abcd")
    }

    @Test func scalarSectionsPushTheValueForTheImplicitIterator() throws {
        #expect(try render("{{#foo}}{{.}} is {{foo}}{{/foo}}", ["foo": "bar"]) == "bar is bar")
    }

    @Test func objectsBecomeTheInnermostContext() throws {
        let context: MustacheValue = ["name": "outer", "screen": ["name": "inner"]]
        #expect(try render("{{#screen}}{{name}}{{/screen}} {{name}}", context) == "inner outer")
    }

    @Test func namesMissingInTheCurrentContextAreFoundInParents() throws {
        let context: MustacheValue = [
            "app": "Demo", "b": "wrong", "sec": ["b": "right"], "c": ["d": "deep"],
        ]
        #expect(try render("{{#sec}}{{app}}, {{b}}, {{c.d}}{{/sec}}", context) == "Demo, right, deep")
    }

    @Test func listsRenderOncePerItemWithTheItemAsContext() throws {
        let context: MustacheValue = ["rows": [["n": 1], ["n": 2], ["n": 3]]]
        #expect(try render("{{#rows}}<{{n}}>{{/rows}}", context) == "<1><2><3>")
    }

    @Test func scalarListsUseTheImplicitIterator() throws {
        let context: MustacheValue = ["l": ["a", 1, 2.5, true, "<"]]
        #expect(try render("{{#l}}({{.}}){{/l}}", context) == "(a)(1)(2.5)(true)(&lt;)")
    }

    @Test func nestedListsIterateWithTheDotSection() throws {
        let context: MustacheValue = ["l": [[1, 2], ["a", "b"], []]]
        #expect(try render("{{#l}}({{#.}}{{.}}{{/.}}){{/l}}", context) == "(12)(ab)()")
        #expect(try render("{{#.}}[{{v}}]{{/.}}", [["v": "x"], ["v": "y"]]) == "[x][y]")
    }

    @Test func everyEnclosingContextStaysReachableInNestedLists() throws {
        let context: MustacheValue = [
            "screens": [
                [
                    "title": ["short": "H", "long": "Home"],
                    "sections": [["id": "1", "rows": [["label": "x"], ["label": "y"]]]],
                ]
            ]
        ]
        let source =
            "{{#screens}}{{#sections}}{{title.short}}{{id}}:"
            + "{{#rows}}{{title.long}}{{id}}{{label}};{{/rows}}{{/sections}}{{/screens}}"
        #expect(try render(source, context) == "H1:Home1x;Home1y;")
    }

    @Test func innerValuesShadowOuterOnesOnlyInsideTheSection() throws {
        let context: MustacheValue = ["v": 1, "a": ["v": 2, "b": ["v": 3]]]
        #expect(try render("{{v}}{{#a}}{{v}}{{#b}}{{v}}{{/b}}{{v}}{{/a}}{{v}}", context) == "12321")
    }

    @Test func dottedSectionNames() throws {
        #expect(try render("[{{#a.b.c}}yes{{/a.b.c}}]", ["a": ["b": ["c": true]]]) == "[yes]")
        #expect(try render("[{{#a.b.c}}yes{{/a.b.c}}]", ["a": ["b": ["c": false]]]) == "[]")
        #expect(try render("[{{#a.b.c}}yes{{/a.b.c}}]", ["a": [:]]) == "[]")
        #expect(try render("{{#a.b}}{{c}}{{/a.b}}", ["a": ["b": ["c": "pushed"]]]) == "pushed")
    }

    @Test func nestedSectionsOfTheSameName() throws {
        let source = "| A {{#bool}}B {{#bool}}C{{/bool}} D{{/bool}} E |"
        #expect(try render(source, ["bool": true]) == "| A B C D E |")
        #expect(try render(source, ["bool": false]) == "| A  E |")
    }

    @Test func inlineSectionsKeepSurroundingWhitespace() throws {
        #expect(try render(" | {{#b}}\t|\t{{/b}} | \n", ["b": true]) == " | \t|\t | \n")
        #expect(try render(" {{#b}}YES{{/b}}\n {{#b}}NO{{/b}}\n", ["b": true]) == " YES\n NO\n")
        #expect(try render(" | {{#b}} {{! c }}\n {{/b}} | \n", ["b": true]) == " |  \n  | \n")
    }

    @Test func standaloneSectionLinesAreRemoved() throws {
        let source = "| This Is\n{{#b}}\n|\n{{/b}}\n| A Line\n"
        #expect(try render(source, ["b": true]) == "| This Is\n|\n| A Line\n")
    }

    @Test func indentedStandaloneSectionLinesAreRemoved() throws {
        let source = "list:\n  {{#items}}\n  - {{.}}\n\t{{/items}}  \ndone"
        #expect(try render(source, ["items": [1, 2]]) == "list:\n  - 1\n  - 2\ndone")
    }

    @Test func standaloneLinesEndedByCRLFAreRemovedWithTheirLineEnding() throws {
        #expect(try render("|\r\n{{#b}}\r\n{{/b}}\r\n|", ["b": true]) == "|\r\n|")
        #expect(try render("a\r\n  {{#b}}  \r\nx\r\n{{/b}}\r\n", ["b": true]) == "a\r\nx\r\n")
    }

    @Test func standaloneTagsAtStartAndEndOfFile() throws {
        #expect(try render("  {{#b}}\n#{{/b}}\n/", ["b": true]) == "#\n/")
        #expect(try render("#{{#b}}\n/\n  {{/b}}", ["b": true]) == "#\n/\n")
        #expect(try render("{{#b}}\nonly\n{{/b}}", ["b": true]) == "only\n")
    }

    @Test func twoTagsOnOneLineAreNotStandalone() throws {
        #expect(try render("  {{#b}}{{/b}}\nx", ["b": true]) == "  \nx")
        #expect(try render("{{#b}}\n{{v}}{{/b}}\n", ["b": true, "v": 1]) == "1\n")
    }

    @Test func textOnTheLineDefeatsStandalone() throws {
        #expect(try render("a {{#b}}\nx\n{{/b}} z\n", ["b": true]) == "a \nx\n z\n")
    }

    @Test func multiLineSectionsPerTemplate() throws {
        let source = "{{#bool}}\n* first\n{{/bool}}\n* {{two}}\n{{#bool}}\n* third\n{{/bool}}\n"
        #expect(try render(source, ["bool": true, "two": "second"]) == "* first\n* second\n* third\n")
    }
}
