import Foundation
import ScreenGenCore
import Testing

private func render(
    _ source: String, _ context: MustacheValue = [:],
    escape: @Sendable (String) -> String = MustacheTemplate.htmlEscape
) throws -> String {
    try MustacheTemplate(name: "test", source: source).render(context, escape: escape)
}

@Suite("Mustache interpolation")
struct MustacheInterpolationTests {
    @Test func textWithoutTagsIsCopiedVerbatim() throws {
        #expect(
            try render("Plain {text} with { braces } and }} closers\n")
                == "Plain {text} with { braces } and }} closers\n")
        #expect(try render("") == "")
    }

    @Test func variablesAreReplacedByTheirValue() throws {
        #expect(try render("Screen: {{title}}!", ["title": "Home"]) == "Screen: Home!")
    }

    @Test func doubleMustacheEscapesTheFourHTMLCharacters() throws {
        #expect(
            try render("{{v}}", ["v": "a & b \"c\" <d> 'e'"]) == "a &amp; b &quot;c&quot; &lt;d&gt; 'e'")
    }

    @Test func tripleMustacheAndAmpersandDoNotEscape() throws {
        let context: MustacheValue = ["v": "<b>&\"</b>"]
        #expect(try render("{{{v}}}|{{&v}}", context) == "<b>&\"</b>|<b>&\"</b>")
    }

    @Test func paddingInsideTagsIsIgnored() throws {
        let context: MustacheValue = ["v": "x"]
        #expect(try render("[{{ v }}][{{{  v  }}}][{{&  v }}][{{\tv\t}}]", context) == "[x][x][x][x]")
    }

    @Test func theCallerSuppliedEscaperIsUsedOnlyForEscapedTags() throws {
        let shout: @Sendable (String) -> String = { $0.uppercased() }
        let output = try render("a {{v}} {{{v}}} {{&v}}", ["v": "b<"], escape: shout)
        #expect(output == "a B< b< b<")
        #expect(try render("{{v}}", ["v": "<&>"], escape: MustacheTemplate.noEscape) == "<&>")
    }

    @Test func interpolatedValuesAreNotReinterpolated() throws {
        let context: MustacheValue = ["a": "{{b}}", "b": "B"]
        #expect(try render("{{{a}}} {{b}}", context) == "{{b}} B")
    }

    @Test func scalarsPrintInTheirNaturalForm() throws {
        let context: MustacheValue = [
            "int": 85, "negative": -3, "decimal": 1.21, "integral": 1.0, "sum": .double(0.1 + 0.2),
            "yes": true, "no": false,
        ]
        let source = "{{int}} {{negative}} {{decimal}} {{integral}} {{sum}} {{yes}} {{no}}"
        #expect(try render(source, context) == "85 -3 1.21 1 0.30000000000000004 true false")
    }

    @Test func nullMissingListsAndObjectsPrintNothing() throws {
        let context: MustacheValue = ["nothing": .null, "list": [1, 2], "object": ["a": 1]]
        let source = "({{nothing}})({{{nothing}}})({{missing}})({{&missing}})({{list}})({{object}})"
        #expect(try render(source, context) == "()()()()()()")
    }

    @Test func interpolationTagsAreNeverStandalone() throws {
        let context: MustacheValue = ["v": "-"]
        #expect(try render("  {{v}}\n  {{{v}}}\r\n\t{{&v}}", context) == "  -\n  -\r\n\t-")
    }

    @Test func multibyteTextAndValuesSurviveIntact() throws {
        #expect(try render("Grüße, {{name}} 👋🏽\r\n", ["name": "Zoë & 李"]) == "Grüße, Zoë &amp; 李 👋🏽\r\n")
    }

    @Test func dottedNamesWalkIntoNestedObjects() throws {
        let context: MustacheValue = ["a": ["b": ["c": ["d": ["name": "deep"]]]]]
        #expect(try render("{{a.b.c.d.name}}|{{#a}}{{b.c.d.name}}{{/a}}", context) == "deep|deep")
    }

    @Test func dottedNameFirstPartResolvesUpTheContextStack() throws {
        let context: MustacheValue = ["user": ["name": "Ann"], "screen": ["title": "Home"]]
        #expect(
            try render("{{#screen}}{{title}} by {{user.name}}{{/screen}}", context) == "Home by Ann")
    }

    @Test func laterDottedPartsResolveOnlyInThePreviousResult() throws {
        let context: MustacheValue = ["a": ["b": [:]], "c": ["name": "Jim"], "b": ["c": "ERROR"]]
        #expect(try render("[{{a.b.c.name}}]", context) == "[]")
        #expect(try render("[{{#a}}{{b.c}}{{/a}}]", context) == "[]")
    }

    @Test func brokenChainsPrintNothing() throws {
        let context: MustacheValue = ["a": [:], "s": "text", "n": .null, "l": [["x": 1]]]
        #expect(
            try render("[{{a.b.c}}][{{s.length}}][{{n.x}}][{{l.x}}][{{zz.top}}]", context) == "[][][][][]"
        )
    }

    @Test func dottedNamesAreNeverSingleKeys() throws {
        #expect(try render("[{{a.b}}]", ["a.b": "wrong"]) == "[]")
        #expect(try render("[{{a.b}}]", ["a.b": "wrong", "a": ["b": "right"]]) == "[right]")
    }

    @Test func aNullMemberStopsTheLookupInsteadOfFallingThrough() throws {
        let context: MustacheValue = ["x": "outer", "inner": ["x": .null]]
        #expect(try render("{{#inner}}[{{x}}]{{/inner}}", context) == "[]")
    }

    @Test func implicitIteratorPrintsTheTopOfTheStack() throws {
        #expect(try render("Hello, {{.}}!", "world") == "Hello, world!")
        #expect(try render("{{.}} {{{.}}} {{&.}}", "<&>") == "&lt;&amp;&gt; <&> <&>")
        #expect(try render("{{.}}mph", 85) == "85mph")
        #expect(try render("[{{.}}]", ["an": "object"]) == "[]")
    }

    @Test func aTemplateRendersManyTimesAgainstDifferentData() throws {
        let template = try MustacheTemplate(name: "t", source: "<{{v}}>")
        #expect(try template.render(["v": 1]) == "<1>")
        #expect(try template.render(["v": "two"]) == "<two>")
        #expect(template.name == "t")
    }

    @Test func largeOutputsRenderInOnePass() throws {
        let items = MustacheValue.list((0..<20_000).map { .int($0) })
        let template = try MustacheTemplate(name: "t", source: "{{#items}}{{.}},{{/items}}")
        let output = try template.render(["items": items])
        #expect(output.hasPrefix("0,1,2,"))
        #expect(output.hasSuffix("19999,"))
    }

    @Test func jsonConvertsToMatchingValues() throws {
        let json = #"""
            {"s": "x", "i": 3, "d": 1.5, "whole": 2.0, "t": true, "f": false, "one": 1, "zero": 0,
             "n": null, "l": [1, "a"], "o": {"k": []}, "huge": 1e300}
            """#
        let value = try MustacheValue(jsonData: Data(json.utf8))
        let expected: MustacheValue = [
            "s": "x", "i": 3, "d": 1.5, "whole": 2, "t": true, "f": false, "one": 1, "zero": 0,
            "n": .null, "l": [1, "a"], "o": ["k": []], "huge": .double(1e300),
        ]
        #expect(value == expected)
        #expect(try MustacheValue(jsonData: Data(#""top""#.utf8)) == "top")
    }

    @Test func nativeSwiftValuesConvertLikeJSON() {
        let native: [String: Any] = [
            "s": "x", "i": 7, "d": 2.5, "whole": 3.0, "b": true, "l": [1, [2]], "v": MustacheValue.int(9),
            "o": ["k": "v"], "unknown": Date(),
        ]
        let expected: MustacheValue = [
            "s": "x", "i": 7, "d": 2.5, "whole": 3, "b": true, "l": [1, [2]], "v": 9, "o": ["k": "v"], "unknown": .null,
        ]
        #expect(MustacheValue(json: native) == expected)
    }
}
