import ScreenGenCore
import Testing

private func render(
    _ source: String, _ context: MustacheValue = [:], partials: [String: String] = [:]
) throws -> String {
    try MustacheTemplate(name: "test", source: source)
        .render(context, partials: MustachePartials(partials))
}

@Suite("Mustache partials")
struct MustachePartialTests {
    @Test func partialTagsExpandToTheNamedPartial() throws {
        #expect(try render("\"{{>text}}\"", partials: ["text": "from partial"]) == "\"from partial\"")
        #expect(try render("|{{> text }}|", partials: ["text": "[]"]) == "|[]|")
    }

    @Test func unknownPartialsRenderAsEmpty() throws {
        #expect(try render("\"{{>missing}}\"") == "\"\"")
        #expect(try render("a\n  {{>missing}}\nb") == "a\nb")
    }

    @Test func partialNamesMayContainDotsAndSlashes() throws {
        let partials = ["screens/header.mustache": "H({{v}})"]
        #expect(try render("{{>screens/header.mustache}}", ["v": 1], partials: partials) == "H(1)")
    }

    @Test func partialsRenderInTheCurrentContextStack() throws {
        let partials = ["row": "{{name}}@{{app}};"]
        let context: MustacheValue = ["app": "Demo", "rows": [["name": "a"], ["name": "b"]]]
        #expect(
            try render("{{#rows}}{{>row}}{{/rows}}", context, partials: partials) == "a@Demo;b@Demo;")
    }

    @Test func partialsCanRecurseOverNestedData() throws {
        let context: MustacheValue = [
            "content": "X", "nodes": [["content": "Y", "nodes": [["content": "Z", "nodes": []]]]],
        ]
        let partials = ["node": "{{content}}<{{#nodes}}{{>node}}{{/nodes}}>"]
        #expect(try render("{{>node}}", context, partials: partials) == "X<Y<Z<>>>")
    }

    @Test func partialsCanIncludePartials() throws {
        let partials = ["outer": "*{{a}} {{>inner}}*", "inner": "{{b}}!"]
        #expect(
            try render("{{>outer}}", ["a": "hello", "b": "world"], partials: partials) == "*hello world!*"
        )
    }

    @Test func inlinePartialsAreNotIndented() throws {
        #expect(try render("| {{>p}} |", partials: ["p": "\t|\t"]) == "| \t|\t |")
        #expect(try render("  {{v}}  {{> p}}\n", ["v": "|"], partials: ["p": ">\n>"]) == "  |  >\n>\n")
    }

    @Test func standalonePartialLinesLoseTheirLineEnding() throws {
        #expect(try render("|\r\n{{>p}}\r\n|", partials: ["p": ">"]) == "|\r\n>|")
        #expect(try render("a\n{{>p}}\nb", partials: ["p": "P\n"]) == "a\nP\nb")
    }

    @Test func standalonePartialsAtStartAndEndOfFileAreIndented() throws {
        #expect(try render("  {{>p}}\n>", partials: ["p": ">\n>"]) == "  >\n  >>")
        #expect(try render(">\n  {{>p}}", partials: ["p": ">\n>"]) == ">\n  >\n  >")
    }

    @Test func standaloneIndentationAppliesToThePartialTemplateNotToValues() throws {
        let source = "\\\n {{>p}}\n/\n"
        let partials = ["p": "|\n{{{content}}}\n|\n"]
        #expect(
            try render(source, ["content": "<\n->"], partials: partials) == "\\\n |\n <\n->\n |\n/\n")
    }

    @Test func standaloneIndentationKeepsBlankLinesAndCRLF() throws {
        let partials = ["p": "a\r\n\r\nb\r\n"]
        #expect(try render("x\r\n\t{{>p}}\r\ny", partials: partials) == "x\r\n\ta\r\n\t\r\n\tb\r\ny")
    }

    @Test func standaloneTagsInsideAnIndentedPartialAreStillStandalone() throws {
        let partials = ["list": "{{#items}}\n- {{.}}\n{{/items}}\n"]
        let source = "items:\n    {{>list}}\nend\n"
        #expect(
            try render(source, ["items": [1, 2]], partials: partials) == "items:\n    - 1\n    - 2\nend\n"
        )
    }

    @Test func nestedStandalonePartialsAccumulateIndentation() throws {
        let partials = ["outer": "outer {\n  {{>inner}}\n}\n", "inner": "inner\nline\n"]
        #expect(
            try render("root:\n  {{>outer}}\n", partials: partials)
                == "root:\n  outer {\n    inner\n    line\n  }\n")
    }

    @Test func theSamePartialWorksInlineAndIndentedInOneTemplate() throws {
        let partials = ["p": "1\n2"]
        #expect(
            try render("[{{>p}}]\n  {{>p}}\n[{{>p}}]", partials: partials) == "[1\n2]\n  1\n  2[1\n2]")
    }

    @Test func setDelimitersDoNotCrossPartialBoundaries() throws {
        let context: MustacheValue = ["value": "yes"]
        let partials = ["include": ".{{value}}. {{= | | =}} .|value|."]
        #expect(
            try render("{{=| |=}}[ |>include| ] |value|", context, partials: partials)
                == "[ .yes.  .yes. ] yes")
        #expect(
            try render("[ {{>include}} ] .{{value}}. .|value|.", context, partials: partials)
                == "[ .yes.  .yes. ] .yes. .|value|.")
    }

    @Test func recursionUpToOneHundredLevelsRenders() throws {
        var value: MustacheValue = ["child": false]  // stops the lookup falling back to parents
        for _ in 0..<99 { value = ["child": value] }
        let partials = ["n": "({{#child}}{{>n}}{{/child}})"]
        let output = try render("{{>n}}", value, partials: partials)
        #expect(output == String(repeating: "(", count: 100) + String(repeating: ")", count: 100))
        #expect(throws: MustacheError.self) {
            try render("{{>n}}", ["child": value], partials: partials)
        }
    }

    @Test func unboundedRecursionThrowsInsteadOfOverflowing() throws {
        #expect(throws: MustacheError.self) {
            try render("{{>loop}}", partials: ["loop": "x{{>loop}}"])
        }
        #expect(throws: MustacheError.self) {
            try render("{{>a}}", partials: ["a": "  {{>b}}\n", "b": "  {{>a}}\n"])
        }
    }

    @Test func partialsAreParsedLazily() throws {
        #expect(try render("ok", partials: ["broken": "{{#never}}"]) == "ok")
        #expect(
            try render("{{#f}}{{>broken}}{{/f}}ok", ["f": false], partials: ["broken": "{{"]) == "ok")
    }

    @Test func oneTemplateAndPartialSetServeConcurrentRenders() async throws {
        let partials = MustachePartials(["row": "  <{{.}}>\n"])
        let template = try MustacheTemplate(name: "t", source: "{{#items}}\n  {{>row}}\n{{/items}}")
        let results = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<32 {
                group.addTask { try template.render(["items": [.int(index), 2]], partials: partials) }
            }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(results.count == 32)
        #expect(results.allSatisfy { $0.hasSuffix("    <2>\n") && $0.hasPrefix("    <") })
    }
}
