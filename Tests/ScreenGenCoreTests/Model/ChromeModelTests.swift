import Testing

@testable import ScreenGenCore

/// The navigation bar's facts: the title's display mode, a title that reads loaded values, and the
/// toolbar's kinds of item. Each is decided once in the model; the templates only write it.
@Suite struct ChromeModelTests {
    static func build(_ yaml: String) throws -> ScreenModel {
        ModelBuilder().build(try ModelBuilderTests.spec(yaml))
    }

    @Test func theTitleDisplayModeIsCopiedAsAnEnum() throws {
        let inline = try Self.build("screen: Detail\ntitle: Detail\ntitleDisplayMode: inline")
        #expect(inline.titleDisplayMode == .inline)
        let unset = try Self.build("screen: Detail\ntitle: Detail")
        #expect(unset.titleDisplayMode == nil, "without the key the stack decides")
    }

    @Test func anUnknownDisplayModeIsALocatedErrorWithASuggestion() {
        let result = SpecLoader().load(
            bytes: Array("screen: Detail\ntitleDisplayMode: inlined".utf8), file: "Specs/Detail.yaml")
        let error = result.diagnostics.first { $0.severity == .error }
        #expect(error?.location.line == 2)
        #expect(error?.notes.contains { $0.contains("'inline'") } == true, "\(result.diagnostics)")
    }
}
