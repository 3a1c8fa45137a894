import Testing

@testable import ScreenGenCore

/// What a form's controls may bind, and the containers that cannot iterate: located errors.
@Suite struct ContentCheckTests {
    /// The diagnostics of a screen with `members` and one form section holding `field`.
    static func diagnostics(members: String, field: String) -> [Diagnostic] {
        let yaml = """
            screen: Settings
            \(members)
            content:
              container: form
              sections:
                - fields:
                    - \(field)
            """
        return SpecLoader().load(bytes: Array(yaml.utf8), file: "spec.yaml").diagnostics
    }

    static let members = """
        environment:
          - { name: dismiss, key: dismiss }
          - { name: preferences, type: UserPreferences, preview: UserPreferences.preview }
        inputs:
          - { name: author, type: Author, preview: Author.sample }
          - { name: draft, type: Draft, ownership: bindable, preview: Draft.sample }
          - { name: isOn, type: Bool, ownership: binding, preview: "true" }
        state:
          - { name: name, type: String, initial: '""' }
          - { name: count, type: Int, initial: "1" }
          - { name: mode, type: Visibility?, initial: nil }
        """

    @Test(arguments: [
        "{ toggle: On, bind: isOn }", "{ textField: Name, bind: name }", "{ stepper: Count, bind: count }",
        "{ textField: Title, bind: draft.title }", "{ toggle: Autoplay, bind: preferences.autoPlayVideo }",
        "{ secureField: Name, bind: draft.text }",
        "{ picker: Visibility, bind: draft.visibility, options: Visibility.allCases, row: Text(option.title) }",
    ])
    func bindableMembersPass(_ field: String) {
        #expect(Self.diagnostics(members: Self.members, field: field).filter { $0.severity == .error } == [])
    }

    @Test(arguments: [
        ("{ textField: Name, bind: author.name }", "'author' is a 'let' input, which the view cannot change"),
        ("{ toggle: Dismiss, bind: dismiss }", "'dismiss' is an environment value read by key path"),
        ("{ toggle: All, bind: preferences }", "'preferences' is an object read from the environment, itself"),
    ])
    func unbindableMembersAreLocatedErrors(_ field: String, _ message: String) throws {
        let errors = Self.diagnostics(members: Self.members, field: field)
        let error = try #require(errors.first { $0.id == "unbindable-member" }, "\(errors)")
        #expect(error.message.contains(message), "\(error.message)")
        #expect(error.location.line == 17)
        #expect(errors.count == 1)
    }

    @Test func aLoadCannotBeBound() throws {
        let members = "loads:\n  - { name: posts, type: \"[Post]\", call: loadPosts() }"
        let errors = Self.diagnostics(members: members, field: "{ toggle: Posts, bind: posts }")
        let error = try #require(errors.first { $0.id == "unbindable-member" })
        #expect(error.message.contains("a load, whose phase only its load function sets"))
    }

    @Test func anUnknownRootSuggestsADeclaredOne() throws {
        let errors = Self.diagnostics(members: Self.members, field: "{ textField: Title, bind: draf.title }")
        let error = try #require(errors.first { $0.id == "unknown-binding" }, "\(errors)")
        #expect(error.message == "'draf' in 'bind: draf.title' names nothing this screen can bind")
        #expect(error.notes.first == "did you mean 'draft'?")
    }

    @Test(arguments: [
        ("{ toggle: Name, bind: name }", "'name' is String, but a toggle edits a Bool"),
        ("{ textField: Count, bind: count }", "'count' is Int, but a textField edits a String"),
        ("{ slider: Count, bind: count }", "'count' is Int, but a slider edits a floating-point value"),
        ("{ stepper: Name, bind: name }", "'name' is String, but a stepper edits a Strideable value"),
        ("{ datePicker: On, bind: isOn }", "'isOn' is Bool, but a datePicker edits a Date"),
        (
            "{ picker: Mode, bind: name, options: Visibility.allCases, row: Text(option.title) }",
            "'name' is String, but a picker edits one of its options, here Visibility"
        ),
        (
            "{ picker: Mode, bind: mode, options: modes, row: Text(option.title) }",
            "'mode' is Visibility?, but a picker edits one of its options, which are not optional"
        ),
    ])
    func aTypeThatDoesNotFitTheControlIsALocatedError(_ field: String, _ message: String) throws {
        let errors = Self.diagnostics(members: Self.members, field: field)
        let error = try #require(errors.first { $0.id == "binding-type-mismatch" }, "\(errors)")
        #expect(error.message.hasPrefix(message), "\(error.message)")
        #expect(error.location.line == 17)
    }

    @Test func aStorePropertyBindsByNameOrThroughTheStore() {
        let members = """
            store:
              ownership: received
              properties:
                - { name: query, type: String, initial: '""' }
            """
        for field in ["{ textField: Query, bind: query }", "{ textField: Query, bind: store.query }"] {
            #expect(Self.diagnostics(members: members, field: field).filter { $0.severity == .error } == [])
        }
        let errors = Self.diagnostics(members: members, field: "{ toggle: Query, bind: store.query }")
        #expect(errors.map(\.id) == ["binding-type-mismatch"])
        let whole = Self.diagnostics(members: members, field: "{ toggle: Store, bind: store }")
        #expect(whole.map(\.id) == ["unbindable-member"])
    }

    @Test func aScrollContainerCannotIterateACollection() throws {
        let yaml = """
            screen: Orders
            environment:
              - { name: model, type: OrderBook, preview: OrderBook.preview }
            content:
              container: scroll
              sections:
                - { items: model.orders, element: order, row: "OrderRow(order: order)" }
            """
        let errors = SpecLoader().load(bytes: Array(yaml.utf8), file: "spec.yaml").diagnostics
        let error = try #require(errors.first { $0.id == "eager-collection" }, "\(errors)")
        #expect(error.location.line == 7)
        #expect(error.notes == ["use 'container: lazyVStack' (or list), which builds rows as they scroll into view"])
    }
}
