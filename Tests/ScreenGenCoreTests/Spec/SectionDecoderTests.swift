import Testing

@testable import ScreenGenCore

/// Sections from loads, in-memory collections and form fields: what each needs, and the located
/// error when a section or a field says too little or too much.
@Suite struct SectionDecoderTests {
    /// The errors of a screen whose content holds the one section `section` (line 6).
    static func errors(_ section: String, container: String = "form") -> [Diagnostic] {
        let yaml = """
            screen: Settings
            state:
              - { name: volume, type: Double, initial: "0.5" }
            content:
              container: \(container)
              sections:
                - \(section)
            """
        return SpecLoader().load(bytes: Array(yaml.utf8), file: "spec.yaml").diagnostics.filter {
            $0.severity == .error
        }
    }

    @Test(arguments: [
        ("{ title: Empty }", "section-source", "a section needs one of 'load', 'items' and 'fields'"),
        (
            "{ load: posts, items: x, row: Text(x) }", "section-source",
            "a section takes one of 'load', 'items' and 'fields', not 'load' and 'items'"
        ),
        ("{ items: model.orders, row: OrderRow() }", "missing-key", "a section with 'items' needs 'element'"),
        ("{ items: model.orders, element: order }", "missing-key", "a section with 'items' needs 'row'"),
        (
            "{ row: Text(volume.formatted()), fields: [{ slider: Volume, bind: volume }] }", "field-key-not-applicable",
            "'row' does not apply to a section of fields"
        ),
        ("{ fields: [{ bind: volume }] }", "field-kind", "a field needs a kind key holding its label"),
        (
            "{ fields: [{ toggle: A, slider: B, bind: volume }] }", "field-kind",
            "a field has one kind, not 'toggle' and 'slider'"
        ),
        (
            "{ fields: [{ toggle: Loud, bind: volume, range: \"0...1\" }] }", "field-key-not-applicable",
            "'range' does not apply to a toggle"
        ),
        ("{ fields: [{ slider: Volume }] }", "missing-key", "a slider needs 'bind'"),
        (
            "{ fields: [{ slider: Volume, bind: volume, step: \"0.1\" }] }", "missing-key",
            "a slider's 'step' needs 'range'"
        ),
        (
            "{ fields: [{ slider: Volume, bind: volume.rounded() }] }", "invalid-binding",
            "'bind' must be a member and its properties joined by '.'"
        ),
        (
            "{ fields: [{ picker: Mode, bind: volume, options: modes, row: Text(option.title), style: wheel }] }",
            "invalid-value", "'wheel' is not a valid value for 'style'"
        ),
        ("{ fields: [{ button: Reset }] }", "missing-key", "a button needs 'action'"),
    ])
    func aSectionOrFieldThatSaysTooLittleOrTooMuchIsALocatedError(_ section: String, _ id: String, _ message: String)
        throws
    {
        let errors = Self.errors(section)
        let error = try #require(errors.first, "no error for \(section)")
        #expect(error.id == id, "\(errors)")
        #expect(error.message.hasPrefix(message), "\(error.message)")
        #expect(error.location.line == 7)
        #expect(errors.count == 1, "\(errors)")
    }

    @Test func aKeyAFieldDoesNotTakeNamesTheKeysItDoes() throws {
        let error = try #require(Self.errors("{ fields: [{ toggle: Loud, bind: volume, range: \"0...1\" }] }").first)
        #expect(error.notes == ["a toggle takes 'bind'"])
    }

    @Test func theScreensOwnRootHasNoGeneratedSections() throws {
        let errors = Self.errors("{ fields: [{ slider: Volume, bind: volume }] }", container: "none")
        let error = try #require(errors.first)
        #expect(error.id == "sections-without-container")
        #expect(error.location.line == 7)
    }

    @Test func everyFieldKindDecodesWithItsKeys() throws {
        let yaml = """
            screen: Settings
            content:
              container: form
              sections:
                - title: General
                  footer: Applies to every account.
                  fields:
                    - { textField: 'Name \\(name.count)', bind: draft.name, prompt: Your name, axis: vertical, lineLimit: "3...6" }
                    - { picker: Visibility, bind: draft.visibility, options: Visibility.allCases, row: Text(option.title) }
            """
        var diagnostics: [Diagnostic] = []
        let root = try #require(YAMLLoader().load(Array(yaml.utf8), file: "spec.yaml", diagnostics: &diagnostics))
        let spec = try #require(SpecDecoder().decode(root, file: "spec.yaml", diagnostics: &diagnostics))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let section = try #require(spec.content?.sections.first)
        #expect(section.footer?.value == "Applies to every account.")
        #expect(section.load == nil && section.row == nil)
        let text = section.fields[0]
        #expect(text.kind == .textField)
        #expect(text.label.value.expressions == ["name.count"])
        #expect(text.binding?.value == BindingPath(parsing: "draft.name"))
        #expect(text.prompt?.value == "Your name")
        #expect(text.lineLimit?.value == "3...6")
        let picker = section.fields[1]
        #expect(picker.option == nil, "the name each option has defaults in the model")
        #expect(picker.options?.value == "Visibility.allCases")
    }

    @Test(arguments: ["draft.title", "`default`.name", "default.name", "isOn"])
    func aBindingPathIsNamesJoinedByDots(_ text: String) throws {
        let path = try #require(BindingPath(parsing: text))
        #expect(path.description == text.replacingOccurrences(of: "`", with: ""))
    }

    @Test(arguments: ["draft?.title", "items[0]", "$draft.title", "draft.", "load()", "a + b", "draft .. title"])
    func anythingElseIsNotABindingPath(_ text: String) {
        #expect(BindingPath(parsing: text) == nil)
    }
}
