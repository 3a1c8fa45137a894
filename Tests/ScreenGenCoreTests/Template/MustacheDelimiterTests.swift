import ScreenGenCore
import Testing

private func render(
    _ source: String, _ context: MustacheValue = [:], partials: [String: String] = [:]
) throws -> String {
    try MustacheTemplate(name: "test", source: source)
        .render(context, partials: MustachePartials(partials))
}

@Suite("Mustache set delimiters")
struct MustacheDelimiterTests {
    @Test func setDelimiterTagsChangeTheTagMarkers() throws {
        #expect(try render("{{=<% %>=}}(<%text%>) {{text}}", ["text": "Hey!"]) == "(Hey!) {{text}}")
    }

    @Test func regexSpecialCharactersWorkAsDelimiters() throws {
        #expect(try render("({{=[ ]=}}[text])", ["text": "ok"]) == "(ok)")
        #expect(try render("{{=$( )$=}}$(text)$ {{=* *=}}", ["text": "ok"]) == "ok {{=* *=}}")
        #expect(try render("{{=| |=}}|text|", ["text": "ok"]) == "ok")
    }

    @Test func longAndAsymmetricDelimiters() throws {
        #expect(
            try render("{{=<<< >=}}<<<a> <<< b ><<<#c>[<<<.>]<<</c>", ["a": 1, "b": 2, "c": [3]])
                == "1 2[3]")
    }

    @Test func everyTagKindUsesTheNewDelimiters() throws {
        let context: MustacheValue = ["v": "<", "s": true, "n": false]
        let source = "{{=<% %>=}}<%v%><%{v}%><%&v%><%#s%>S<%/s%><%^n%>N<%/n%><%! c %><%>p%>"
        #expect(try render(source, context, partials: ["p": "{{v}}"]) == "&lt;<<SN&lt;")
    }

    @Test func delimitersCanBeSetBackToTheDefault() throws {
        #expect(try render("{{=<% %>=}}<%a%><%={{ }}=%>{{a}}<%a%>", ["a": "x"]) == "xx<%a%>")
    }

    @Test func delimitersPersistIntoAndOutOfSections() throws {
        let source = "[\n{{#s}}\n  {{d}}\n  |d|\n{{/s}}\n\n{{= | | =}}\n|#s|\n  {{d}}\n  |d|\n|/s|\n]\n"
        let expected = "[\n  I\n  |d|\n\n  {{d}}\n  I\n]\n"
        #expect(try render(source, ["s": true, "d": "I"]) == expected)
        let inverted = source.replacingOccurrences(of: "#s", with: "^s")
        #expect(try render(inverted, ["s": false, "d": "I"]) == expected)
    }

    @Test func delimitersSetInsideASectionOutliveIt() throws {
        #expect(try render("{{#s}}{{=[ ]=}}[/s][v]", ["s": true, "v": 1]) == "1")
    }

    @Test func setDelimitersInAPartialStayInThePartial() throws {
        let partials = ["p": "{{=<% %>=}}<%v%>"]
        #expect(try render("{{>p}}{{v}}<%v%>", ["v": 1], partials: partials) == "11<%v%>")
    }

    @Test func inlineSetDelimiterTagsKeepSurroundingWhitespace() throws {
        #expect(try render("| {{=@ @=}} |") == "|  |")
        #expect(try render(" | {{=@ @=}}\n") == " | \n")
    }

    @Test func standaloneSetDelimiterLinesAreRemoved() throws {
        #expect(try render("Begin.\n{{=@ @=}}\nEnd.\n") == "Begin.\nEnd.\n")
        #expect(try render("Begin.\n  \t{{=@ @=}} \nEnd.\n") == "Begin.\nEnd.\n")
    }

    @Test func standaloneSetDelimiterLinesWithCRLF() throws {
        #expect(try render("|\r\n{{= @ @ =}}\r\n|") == "|\r\n|")
    }

    @Test func standaloneSetDelimiterTagsAtStartAndEndOfFile() throws {
        #expect(try render("  {{=@ @=}}\n=") == "=")
        #expect(try render("=\n  {{=@ @=}}") == "=\n")
    }

    @Test func paddingAndNewlinesInsideTheTagAreIgnored() throws {
        #expect(try render("|{{= @   @ =}}|") == "||")
        #expect(try render("{{=\n<%\n%>\n=}}<%v%>", ["v": 1]) == "1")
    }
}
