import Testing

@testable import ScreenGenCore

/// A toolbar item is of exactly one kind (a button, a menu, a custom view, an edit button); every
/// other shape is a located error that says which keys make each kind.
@Suite struct ToolbarItemDecoderTests {
    static func diagnostics(_ item: String) -> [Diagnostic] {
        let yaml =
            "screen: Posts\nstate:\n  - { name: isRemoving, type: Bool, initial: \"false\" }\ntoolbar:\n  - \(item)\n"
        return SpecLoader().load(bytes: Array(yaml.utf8), file: "Specs/Posts.yaml").diagnostics
            .filter { $0.severity == .error }
    }

    @Test(arguments: [
        ("{ label: Add }", "needs one of"),
        ("{ label: Add, action: add(), view: AddButton() }", "'action' and 'view'"),
        ("{ label: Sort, menu: [{ label: A, action: a() }], editButton: true }", "'menu' and 'editButton'"),
        ("{ view: Title(), label: Posts }", "'label' belongs to a toolbar button or menu"),
        ("{ editButton: true, systemImage: pencil }", "not to an edit button"),
        ("{ editButton: true, whileEditing: true }", "could never start editing"),
        ("{ menu: [{ label: A, action: a() }] }", "a toolbar menu needs a 'label'"),
        ("{ label: Remove, roleWhile: isRemoving, action: remove() }", "'roleWhile' needs the 'role'"),
    ])
    func anItemOfNoneOrSeveralKindsIsALocatedError(_ item: String, _ message: String) throws {
        let errors = Self.diagnostics(item)
        let error = try #require(errors.first, "no error for \(item)")
        #expect(error.message.contains(message), "\(error.message)")
        #expect(error.location.line == 5, "at the item, or the key that does not belong")
        #expect(errors.count == 1, "one error, not one per consequence: \(errors.map(\.message))")
    }

    @Test(arguments: [
        "{ label: Add, action: add() }",
        "{ label: Sort, systemImage: arrow.up.arrow.down, menu: [{ label: A, role: destructive, roleWhile: isRemoving, action: a() }] }",
        "{ view: \"Text(\\\"Posts\\\")\" }",
        "{ editButton: true, placement: topBarTrailing }",
        "{ label: Delete, role: destructive, roleWhile: isRemoving, whileEditing: true, action: isRemoving = true }",
    ])
    func anItemOfOneKindDecodes(_ item: String) {
        #expect(Self.diagnostics(item).isEmpty, "\(Self.diagnostics(item).map(\.message))")
    }

    @Test func anEditModeReservesItsName() {
        let yaml = """
            screen: Posts
            state:
              - { name: editMode, type: Bool, initial: "false" }
            toolbar:
              - { editButton: true }
            """
        let diagnostics = SpecLoader().load(bytes: Array(yaml.utf8), file: "Specs/Posts.yaml").diagnostics
        #expect(diagnostics.contains { $0.id == "duplicate-name" && $0.message.contains("editMode") })
    }
}
