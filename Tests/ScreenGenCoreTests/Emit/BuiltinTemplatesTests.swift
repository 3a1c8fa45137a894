import Foundation
import Testing
@testable import ScreenGenCore

/// The templates the binary embeds (`BuiltinTemplates+Generated.swift`, made by `swift run
/// generate-sources` and checked current by `GeneratedSourcesTests`) each parse.
@Suite struct BuiltinTemplatesTests {
    @Test func everyBuiltinTemplateParses() throws {
        for (name, source) in TemplateSet.builtin.sources.sorted(by: { $0.key < $1.key }) {
            _ = try MustacheTemplate(name: name, source: source)
        }
    }
}
