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
            "{ items: x, fields: [{ slider: Volume, bind: volume }] }", "section-source",
            "a section takes one of 'load', 'items' and 'fields', not 'items' and 'fields'"
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
        #expect(error.notes == ["a toggle takes 'bind', 'systemImage'"])
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

    /// The errors of a list screen with the one load `orders` (`[Order]`, or `type`) and the one
    /// section `section` (line 6).
    static func listErrors(_ section: String, type: String = "[Order]") -> [Diagnostic] {
        let yaml = """
            screen: Orders
            loads:
              - { name: orders, type: "\(type)", call: client.orders() }
            content:
              sections:
                - \(section)
            """
        return SpecLoader().load(bytes: Array(yaml.utf8), file: "spec.yaml").diagnostics.filter {
            $0.severity == .error
        }
    }

    @Test(arguments: [
        (
            "{ load: orders, element: order, row: Text(order.title), groupBy: status }", "missing-key",
            "'groupBy' needs 'groupType', the key's type"
        ),
        (
            "{ load: orders, row: Text(orders.count), groupBy: status, groupType: OrderStatus }", "missing-key",
            "'groupBy' groups the elements of a load or of 'items': it needs 'element'"
        ),
        (
            "{ load: orders, element: order, row: Text(order.title), groupBy: status.rawValue(), groupType: String }",
            "invalid-key-path", "'groupBy' must be a property of the element"
        ),
        (
            "{ load: orders, element: order, row: Text(order.title), groupBy: status, groupType: OrderStatus, title: All }",
            "field-key-not-applicable", "'title' does not apply to a grouped section"
        ),
        (
            "{ load: orders, element: order, row: Text(order.title), groupTitle: \\(status) }", "missing-key",
            "'groupTitle' needs 'groupBy'"
        ),
        (
            "{ load: orders, items: model.orders, element: order, row: Text(order.title) }", "section-source",
            "with 'load', 'items' is a part of the loaded value, but 'model.orders' does not read 'orders'"
        ),
        (
            "{ items: model.orders, element: order, row: Text(order.title), groupBy: status, groupType: OrderStatus }",
            "shaping-needs-store", "a shaped section's rows are kept by a store"
        ),
        (
            "{ load: orders, items: orders.lines, element: line, row: Text(line.title), groupBy: status, "
                + "groupType: OrderStatus }",
            "missing-key", "'groupBy' groups the elements of a load or of 'items': it needs 'element', and not a part"
        ),
    ])
    func aGroupingOrPartThatCannotBeGeneratedIsALocatedError(_ section: String, _ id: String, _ message: String)
        throws
    {
        let errors = Self.listErrors(section)
        let error = try #require(errors.first, "no error for \(section)")
        #expect(error.id == id, "\(errors)")
        #expect(error.message.hasPrefix(message), "\(error.message)")
        #expect(error.location.line == 6)
        #expect(errors.count == 1, "\(errors)")
    }

    @Test func aGroupedLoadMustBeACollection() throws {
        let errors = Self.listErrors(
            "{ load: orders, element: order, row: Text(order.title), groupBy: status, groupType: OrderStatus }",
            type: "OrderBook")
        let error = try #require(errors.first { $0.id == "group-not-collection" }, "\(errors)")
        #expect(error.message.hasPrefix("'groupBy' groups the elements of a collection, but load 'orders'"))
        #expect(error.location.line == 6)
    }

    @Test func aGroupedSectionAndAPartDecode() throws {
        let yaml = """
            screen: Movie
            loads:
              - { name: movie, type: Movie, call: client.movie() }
              - { name: orders, type: "[Order]", call: client.orders() }
            content:
              sections:
                - { load: movie, items: movie.cast, element: member, row: "CastRow(member: member)" }
                - { load: orders, element: order, row: Text(order.title), groupBy: status, groupType: OrderStatus }
            """
        let loaded = SpecLoader().load(bytes: Array(yaml.utf8), file: "spec.yaml")
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics)")
        let sections = try #require(loaded.spec?.content?.sections)
        #expect(sections[0].load?.value == "movie")
        #expect(sections[0].part?.value == "movie.cast")
        #expect(sections[1].grouping?.key.value == BindingPath(parsing: "status"))
        #expect(sections[1].grouping?.type.value == "OrderStatus")
        #expect(sections[1].grouping?.title == nil)
    }
}
