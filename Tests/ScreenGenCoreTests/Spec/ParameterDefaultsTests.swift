import Foundation
import Testing

@testable import ScreenGenCore

/// `default` on an input or a store dependency (issue 38, point 9): callers of the view may leave
/// the parameter out. The view declares an explicit `init` with the defaults, in the spec's order,
/// and keeps its inputs `let`; previews leave out an input with a default and no preview value.
@Suite struct ParameterDefaultsTests {
    static let spec = """
        screen: Picker
        inputs:
          - { name: selection, type: Tag?, default: nil }
          - { name: onSelect, type: (Tag) -> Void, default: "{ _ in }" }
          - { name: title, type: String, preview: '"Tags"', default: '"Tag"' }
        """

    static func view(_ yaml: String) throws -> String {
        let files = try SwiftEmitter().emit(ModelBuilder().build(ModelBuilderTests.spec(yaml)))
        return try #require(files.first).contents
    }

    @Test func theInitGivesEachDefaultInTheSpecsOrderAndKeepsLet() throws {
        let view = try Self.view(Self.spec)
        #expect(view.contains("let selection: Tag?"))
        #expect(view.contains("let onSelect: (Tag) -> Void"))
        #expect(
            view.contains(
                "init(selection: Tag? = nil, onSelect: @escaping (Tag) -> Void = { _ in }, title: String = \"Tag\") {"),
            "\(view)")
        #expect(view.contains(ModelBuilder.defaultsSummary))
    }

    @Test func previewsPassOnlyTheInputsWithAPreviewValue() throws {
        let view = try Self.view(Self.spec)
        #expect(view.contains("PickerView(title: \"Tags\")"), "\(view)")
    }

    @Test func anOwnedStoresDependencyDefaultIsTheStoresAndTheViews() throws {
        let files = try SwiftEmitter().emit(
            ModelBuilder().build(
                ModelBuilderTests.spec(
                    """
                    screen: Feed
                    store:
                      dependencies:
                        - { name: pageSize, type: Int, preview: "5", default: "20" }
                    """)))
        #expect(files[0].contents.contains("init(pageSize: Int = 20) {"), "\(files[0].contents)")
        #expect(files[1].contents.contains("init(pageSize: Int = 20) {"), "\(files[1].contents)")
    }

    @Test func anInputWithNeitherPreviewNorDefaultIsMissingItsPreview() {
        let errors = SourceCheckTests.errors("screen: A\ninputs:\n  - { name: tag, type: Tag }\n")
        #expect(errors.count == 1 && errors[0].hasPrefix("3:5 missing-key an input is missing the required key 'preview'"))
    }

    @Test(arguments: [("binding", "drops every write"), ("bindable", "loses its edits")])
    func aBindingOrBindableInputTakesNoDefault(_ ownership: String, _ why: String) {
        let errors = SourceCheckTests.errors(
            "screen: A\ninputs:\n  - { name: tag, type: Tag, ownership: \(ownership), preview: Tag(), default: Tag() }\n")
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.hasPrefix("3:\(67 + ownership.count) invalid-value a \(ownership) input takes no 'default'") == true, "\(errors)")
        #expect(errors.first?.contains(why) == true)
    }

    @Test func anEnvironmentDependencyTakesNoDefault() {
        let errors = SourceCheckTests.errors(
            """
            screen: A
            environment: [{ name: client, type: Client, preview: Client() }]
            store:
              dependencies:
                - { name: client, type: Client, source: environment, default: Client() }
            """)
        #expect(errors.count == 1 && errors[0].hasPrefix("5:67 invalid-value 'default' is for a dependency"), "\(errors)")
    }

    @Test func aDefaultIsCheckedAsEveryExpressionIs() {
        let errors = SourceCheckTests.errors(
            "screen: A\ninputs:\n  - { name: onTap, type: () -> Void, default: \"{ a + }\" }\n")
        #expect(errors.count == 1 && errors[0].contains("invalid-expression"), "\(errors)")
    }

    @Test func theViewIsSwiftAsSwiftFormatWritesIt() throws {
        try expectSwiftFormatFixedPoint(try Self.view(Self.spec), fileName: "PickerView.swift")
    }
}
