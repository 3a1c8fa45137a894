import ScreenGenCore
import Testing

private func render(_ source: String, _ context: MustacheValue = [:]) throws -> String {
    try MustacheTemplate(name: "test", source: source).render(context)
}

@Suite("Mustache comments")
struct MustacheCommentTests {
    @Test func inlineCommentsRenderNothing() throws {
        #expect(try render("12345{{! Comment Block! }}67890") == "1234567890")
        #expect(try render("12345 {{! x }} 67890") == "12345  67890")
        #expect(try render("[{{!}}]") == "[]")
    }

    @Test func multilineCommentsRenderNothing() throws {
        #expect(try render("a{{!\n  This is a\n  multi-line comment\n}}b") == "ab")
    }

    @Test func commentsEndAtTheFirstClosingDelimiter() throws {
        #expect(try render("a{{! {{x}} b") == "a b")
    }

    @Test func commentsNeverRenderEvenWhenAKeyMatches() throws {
        let context: MustacheValue = ["! comment": 1, "comment": 2, "!comment": 3]
        #expect(try render(">{{! comment }}<{{!comment}}>", context) == "><>")
    }

    @Test func standaloneCommentLinesAreRemoved() throws {
        #expect(try render("Begin.\n{{! Comment Block! }}\nEnd.\n") == "Begin.\nEnd.\n")
        #expect(try render("Begin.\n  \t{{! Indented }}  \nEnd.\n") == "Begin.\nEnd.\n")
    }

    @Test func standaloneCommentLinesWithCRLF() throws {
        #expect(try render("|\r\n{{! Standalone Comment }}\r\n|") == "|\r\n|")
    }

    @Test func standaloneCommentsAtStartAndEndOfFile() throws {
        #expect(try render("  {{! I'm Still Standalone }}\n!") == "!")
        #expect(try render("!\n  {{! I'm Still Standalone }}") == "!\n")
        #expect(try render("{{! only }}") == "")
    }

    @Test func multilineStandaloneCommentsRemoveAllTheirLines() throws {
        #expect(try render("Begin.\n{{!\nSomething's going on here...\n}}\nEnd.\n") == "Begin.\nEnd.\n")
        #expect(try render("Begin.\n  {{!\n    Indented\n  }}\r\nEnd.\n") == "Begin.\nEnd.\n")
    }

    @Test func commentsWithTextOnTheLineAreInline() throws {
        #expect(try render("  12 {{! 34 }}\n") == "  12 \n")
        #expect(try render("{{! a }}{{! b }}\nx") == "\nx")
    }
}
