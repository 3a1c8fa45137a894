import Foundation
import Testing
@testable import ScreenGenCore

/// The templates the binary embeds (`BuiltinTemplates+Generated.swift`, made by `swift run
/// generate-sources` and checked current by `GeneratedSourcesTests`) each parse.
@Suite struct BuiltinTemplatesTests {
    /// Every partial tag of the built-in set, opened by a render or not, names a template of the set:
    /// the run checks only a team's templates for tags that name nothing.
    @Test func everyBuiltinPartialTagNamesATemplate() throws {
        let set = TemplateSet.builtin
        for (name, source) in set.sources.sorted(by: { $0.key < $1.key }) {
            for tag in try MustacheTemplate(name: name, source: source).partialTags {
                #expect(set.sources[tag.name + ".mustache"] != nil, "\(name):\(tag.line) includes \(tag.name)")
            }
        }
    }

    @Test func everyBuiltinTemplateParses() throws {
        for (name, source) in TemplateSet.builtin.sources.sorted(by: { $0.key < $1.key }) {
            _ = try MustacheTemplate(name: name, source: source)
        }
    }
}
