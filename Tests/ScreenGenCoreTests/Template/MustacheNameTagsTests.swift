import Testing

@testable import ScreenGenCore

/// A template's variable and section tags, with where each is (`MustacheTemplate.nameTags`): what
/// a team's tags are checked by, so each must be found, inside sections no render opens too, at the
/// column of its opening delimiter, whatever the delimiters.
@Suite struct MustacheNameTagsTests {
    @Test func theTagsAreFoundWithWhereTheyAre() throws {
        let template = try MustacheTemplate(
            name: "t", source: "a {{x}}\n  {{#y.z}}{{{.}}}{{/y.z}}\n{{^w}}{{>p}}{{&v.u}}{{/w}}\n{{=<% %>=}}<%q%>\n")
        #expect(
            template.nameTags.map { "\($0.name)@\($0.line):\($0.column)" } == [
                "x@1:3", "y.z@2:3", ".@2:11", "w@3:1", "v.u@3:13", "q@4:12",
            ])
    }

    @Test func aPartialsTagsAreItsOwn() throws {
        let template = try MustacheTemplate(name: "t", source: "{{>p}}\n")
        #expect(template.nameTags.isEmpty)
    }
}
