import Testing

@testable import ScreenGenCore

/// The engine's nesting limits, and a render as deep as they allow, which runs on a heap stack.
@Suite struct MustacheNestingTests {
    @Test func sectionsNestOneHundredLevelsAndNoMore() throws {
        let fits = String(repeating: "{{#a}}", count: 100) + "x" + String(repeating: "{{/a}}", count: 100)
        #expect(try MustacheTemplate(name: "t", source: fits).render(["a": true]) == "x")
        let deeper = "\n  " + String(repeating: "{{^a}}", count: 101) + String(repeating: "{{/a}}", count: 101)
        #expect(
            throws: MustacheError(
                templateName: "t", line: 2, column: 603,
                message: "inverted section 'a' is nested more than 100 levels deep; split the template into partials")
        ) { try MustacheTemplate(name: "t", source: deeper) }
    }

    /// 100 partials, each 99 sections deep, iterating lists: every level renders, in order, on a
    /// worker thread's small stack.
    @Test func aRenderAsDeepAsTheLimitsAllowRendersInOrder() async throws {
        var partials: [String: String] = [:]
        for level in 1...100 {
            let next = level < 100 ? "{{>p\(level + 1)}}" : "."
            partials["p\(level)"] =
                String(repeating: "{{#l}}", count: 99) + next + String(repeating: "{{/l}}", count: 99)
        }
        let template = try MustacheTemplate(name: "t", source: "[{{>p1}}]")
        let output = try await Task.detached {
            try template.render(["l": [1]], partials: MustachePartials(partials))
        }.value
        #expect(output == "[.]")
        let twice = try template.render(["l": [1, 2]], partials: MustachePartials(["p1": "{{#l}}{{.}}{{/l}}"]))
        #expect(twice == "[12]")
    }
}
