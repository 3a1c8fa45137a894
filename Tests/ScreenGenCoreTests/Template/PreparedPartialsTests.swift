import Testing

@testable import ScreenGenCore

/// Partials parsed ahead of rendering (`MustachePartials.preparing(for:)`) render exactly as those
/// parsed on first use, errors included.
@Suite struct PreparedPartialsTests {
    static func both(_ source: String, _ context: MustacheValue, _ sources: [String: String]) throws -> (
        String, String
    ) {
        let template = try MustacheTemplate(name: "t", source: source)
        let lazy = MustachePartials(sources)
        let prepared = MustachePartials(sources).preparing(for: [template])
        return (try template.render(context, partials: lazy), try template.render(context, partials: prepared))
    }

    @Test func indentedAndNestedPartialsRenderAsWhenParsedOnFirstUse() throws {
        let sources = [
            "outer": "begin\n  {{>inner}}\nend\n", "inner": "{{#rows}}\n- {{.}}\n    {{>leaf}}\n{{/rows}}\n",
            "leaf": "leaf {{name}}\n",
        ]
        let (lazy, prepared) = try Self.both(
            "top\n    {{>outer}}\n{{#flag}}{{>inner}}{{/flag}}", ["rows": [1, 2], "name": "n", "flag": true], sources)
        #expect(prepared == lazy)
        #expect(prepared.contains("      - 1\n"), "\(prepared.debugDescription)")
    }

    /// A partial that includes itself from an indented line has a new indentation at every level:
    /// preparing stops at its limit, and the render still stops at the nesting limit.
    @Test func aPartialThatIncludesItselfIsPreparedUpToTheLimit() throws {
        let sources = ["self": "x\n  {{>self}}\n"]
        let template = try MustacheTemplate(name: "t", source: "{{>self}}")
        let prepared = MustachePartials(sources).preparing(for: [template])
        #expect(throws: MustacheError.self) { try template.render([:], partials: prepared) }
        #expect(throws: MustacheError.self) { try template.render([:], partials: MustachePartials(sources)) }
    }

    @Test func aPartialThatDoesNotParseThrowsOnlyWhenIncluded() throws {
        let sources = ["bad": "{{#open}}"]
        let template = try MustacheTemplate(name: "t", source: "a{{#show}}{{>bad}}{{/show}}b")
        let prepared = MustachePartials(sources).preparing(for: [template])
        #expect(try template.render(["show": false], partials: prepared) == "ab")
        var lazyError: MustacheError?
        var preparedError: MustacheError?
        do { _ = try template.render(["show": true], partials: MustachePartials(sources)) } catch { lazyError = error }
        do { _ = try template.render(["show": true], partials: prepared) } catch { preparedError = error }
        #expect(preparedError != nil && preparedError?.description == lazyError?.description)
    }
}
