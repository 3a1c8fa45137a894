import Foundation
import ScreenGenCore
import Testing

/// The parse error for `source` in a template named `t.mustache`, or `nil` if it parses.
private func parseError(_ source: String) -> MustacheError? {
    do {
        _ = try MustacheTemplate(name: "t.mustache", source: source)
        return nil
    } catch {
        return error
    }
}

/// The error rendering `source` throws, or `nil` if it renders.
private func renderError(
    _ source: String, _ context: MustacheValue = [:], partials: [String: String]
) -> MustacheError? {
    do {
        _ = try MustacheTemplate(name: "main", source: source)
            .render(context, partials: MustachePartials(partials))
        return nil
    } catch {
        return error
    }
}

private func located(_ line: Int, _ column: Int, _ message: String) -> MustacheError {
    MustacheError(templateName: "t.mustache", line: line, column: column, message: message)
}

@Suite("Mustache errors")
struct MustacheErrorTests {
    @Test func descriptionIsCompilerStyle() {
        let error = located(3, 7, "empty tag name")
        #expect(error.description == "t.mustache:3:7: error: empty tag name")
        let unlocated = MustacheError(templateName: "<json>", line: 0, column: 0, message: "bad")
        #expect(unlocated.description == "<json>: error: bad")
    }

    @Test func unclosedSectionIsLocatedAtItsOpeningTag() {
        #expect(parseError("a\n  {{#items}}\nx") == located(2, 3, "section 'items' is never closed"))
        #expect(parseError("{{^empty}}") == located(1, 1, "inverted section 'empty' is never closed"))
    }

    @Test func theInnermostUnclosedSectionIsReported() {
        #expect(
            parseError("{{#a}}\n{{#b}}{{#c}}{{/c}}\n{{/a}}")
                == located(3, 1, "closing tag 'a' does not match open section 'b'"))
        #expect(parseError("{{#a}}\n {{#b}}\n") == located(2, 2, "section 'b' is never closed"))
    }

    @Test func mismatchedClosingTagIsLocatedAtTheClosingTagAndNamesBoth() {
        #expect(
            parseError("{{#list}}\nrow\n   {{/lsit}}")
                == located(3, 4, "closing tag 'lsit' does not match open section 'list'"))
        #expect(
            parseError("{{^a.b}}x{{/a}}")
                == located(1, 10, "closing tag 'a' does not match open section 'a.b'"))
    }

    @Test func closingTagWithoutAnOpenSection() {
        #expect(parseError("x {{/a}}") == located(1, 3, "closing tag 'a' has no open section"))
        #expect(
            parseError("{{#a}}{{/a}}\n\n  {{/a}}") == located(3, 3, "closing tag 'a' has no open section")
        )
    }

    @Test func unclosedTagsAreLocatedAtTheirOpeningDelimiter() {
        #expect(parseError("hello\n {{name") == located(2, 2, "unclosed tag: expected '}}'"))
        #expect(parseError("{{{name}}") == located(1, 1, "unclosed tag: expected '}}}'"))
        #expect(parseError("ok {{! never ends") == located(1, 4, "unclosed tag: expected '}}'"))
        #expect(
            parseError("{{=<% %>=}}\n<%#a%>\n<%/a}}") == located(3, 1, "unclosed tag: expected '%>'"))
        #expect(parseError("{{") == located(1, 1, "unclosed tag: expected '}}'"))
    }

    @Test func emptyTagNames() {
        let cases: [(String, Int)] = [
            ("{{}}", 1), ("a {{ }}", 3), ("ab{{#}}", 3), ("{{^ }}", 1), ("x{{/}}", 2),
            ("{{>}}", 1), ("{{&}}", 1), ("  {{{ }}}", 3),
        ]
        for (source, column) in cases {
            #expect(parseError(source) == located(1, column, "empty tag name"), "\(source)")
        }
    }

    @Test func invalidTagNames() {
        #expect(
            parseError("\n{{first name}}")
                == located(2, 1, "invalid tag name 'first name': names cannot contain whitespace"))
        #expect(
            parseError("{{a..b}}") == located(1, 1, "invalid tag name 'a..b': empty part in dotted name"))
        #expect(
            parseError("{{#.a}}{{/.a}}")
                == located(1, 1, "invalid tag name '.a': empty part in dotted name"))
        #expect(
            parseError("{{> my partial}}")
                == located(1, 1, "invalid tag name 'my partial': names cannot contain whitespace"))
    }

    @Test func invalidSetDelimiterTags() {
        let twoParts =
            "invalid set-delimiter tag: expected two delimiters separated by whitespace, "
            + "like '{{=<% %>=}}'"
        #expect(parseError("a\n {{=<%=}}") == located(2, 2, twoParts))
        #expect(parseError("{{=a b c=}}") == located(1, 1, twoParts))
        #expect(parseError("{{= =}}") == located(1, 1, twoParts))
        #expect(
            parseError("x{{=<% %>}}")
                == located(1, 2, "invalid set-delimiter tag: expected '=' before '}}'"))
        #expect(parseError("{{=<% %>") == located(1, 1, "unclosed tag: expected '=}}'"))
    }

    @Test func columnsCountCharactersAndCRLFCountsAsOneLineBreak() {
        #expect(parseError("héllo 👋🏽 {{/x}}") == located(1, 9, "closing tag 'x' has no open section"))
        #expect(
            parseError("a\r\nb\r\n\t{{/x}}") == located(3, 2, "closing tag 'x' has no open section"))
    }

    @Test func locationsAfterADelimiterChange() {
        #expect(parseError("{{=<% %>=}}\n  <%#a%>\n") == located(2, 3, "section 'a' is never closed"))
    }

    @Test func partialParseErrorsNameThePartialAndItsOwnLocation() {
        let partials = ["card": "title\n  {{#open}}\n"]
        let expected = MustacheError(
            templateName: "card", line: 2, column: 3, message: "section 'open' is never closed")
        #expect(renderError("{{>card}}", partials: partials) == expected)
        #expect(renderError("x\n      {{>card}}\n", partials: partials) == expected)
        #expect(
            renderError("{{>card}}", partials: ["card": "a {{/b}}"])
                == MustacheError(
                    templateName: "card", line: 1, column: 3, message: "closing tag 'b' has no open section"))
    }

    @Test func partialErrorsSurfaceOnEveryRender() {
        let partials = MustachePartials(["bad": "{{"])
        let template = try? MustacheTemplate(name: "main", source: "{{>bad}}")
        for _ in 0..<2 {
            #expect(throws: MustacheError.self) { try template?.render([:], partials: partials) }
        }
    }

    @Test func unboundedPartialRecursionIsLocatedAtTheRecursingTag() {
        let error = renderError("{{>loop}}", partials: ["loop": "x\n  {{>loop}}\n"])
        #expect(
            error
                == MustacheError(
                    templateName: "loop", line: 2, column: 3,
                    message: "partial 'loop' nested more than 100 levels deep (unbounded recursion?)"))
    }

    @Test func malformedJSONIsLocated() {
        let data = Data("{\"a\": 1,\n  \"b\": x}".utf8)
        #expect(throws: MustacheError.self) { try MustacheValue(jsonData: data) }
        do {
            _ = try MustacheValue(jsonData: data)
        } catch {
            #expect(error.templateName == "<json>")
            #expect(error.message.hasPrefix("malformed JSON: "))
            #expect(error.line == 2)
            #expect(error.column == 8)
        }
        do {
            _ = try MustacheValue(jsonData: Data("[1,\n 2".utf8))
        } catch {
            #expect(error.message.hasPrefix("malformed JSON: "))
            #expect(error.line == 2)
        }
        #expect(throws: MustacheError.self) { try MustacheValue(jsonData: Data()) }
    }
}
