import Testing

@testable import ScreenGenCore

/// A toolbar spacer (`spacer: flexible | fixed`, `ToolbarSpacer`, iOS 26) splits the items of its
/// placement into groups: it goes where the items around it go, never at `principal`, and an older
/// target is the availability error at the key.
@Suite struct ToolbarSpacerTests {
    static func load(_ items: [String], iOS: String = "26.0") -> SpecLoader.Result {
        let yaml =
            "screen: Posts\nplatform: { iOS: \"\(iOS)\" }\ntoolbar:\n"
            + items.map { "  - \($0)\n" }.joined()
        return SpecLoader().load(bytes: Array(yaml.utf8), file: "Specs/Posts.yaml")
    }

    static func errors(_ items: [String], iOS: String = "26.0") -> [Diagnostic] {
        load(items, iOS: iOS).diagnostics.filter { $0.severity == .error }
    }

    @Test func aSpacerTakesThePlacementOfTheItemsAroundIt() throws {
        let result = Self.load([
            "{ spacer: fixed }",
            "{ label: Filter, placement: bottomBar, action: filter() }",
            "{ spacer: flexible }",
            "{ label: Compose, placement: bottomBar, action: compose() }",
            "{ label: Add, action: add() }",
            "{ spacer: fixed, placement: topBarTrailing }",
        ])
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")
        let spec = try #require(result.spec)
        #expect(spec.toolbar.map { $0.spacer?.value } == [.fixed, nil, .flexible, nil, nil, .fixed])
        // The first from the item after it, the second from the one before, the last its own.
        #expect(
            spec.toolbarPlacements == [.bottomBar, .bottomBar, .bottomBar, .bottomBar, .automatic, .topBarTrailing])
    }

    @Test func anUnknownSizingIsALocatedErrorWithASuggestion() throws {
        let errors = Self.errors(["{ label: Add, action: add() }", "{ spacer: fixd }"])
        let error = try #require(errors.first)
        #expect(errors.count == 1, "\(errors.map(\.message))")
        #expect(error.id == "invalid-value")
        #expect(error.location.line == 5)
        #expect(error.notes.contains { $0.contains("did you mean 'fixed'?") }, "\(error.notes)")
    }

    @Test(arguments: [
        ("{ spacer: fixed, label: Gap }", "'label' belongs to a toolbar button or menu, not to a spacer"),
        ("{ spacer: fixed, action: add() }", "'action' and 'spacer'"),
        ("{ spacer: fixed, modifiers: [\".padding()\"] }", "'modifiers' does not apply to a spacer"),
        ("{ spacer: fixed, disabled: \"true\" }", "'disabled' belongs to a toolbar button"),
    ])
    func aSpacerTakesNoKeyOfAnotherKind(_ item: String, _ message: String) throws {
        let errors = Self.errors(["{ label: Add, action: add() }", item])
        let error = try #require(errors.first, "no error for \(item)")
        #expect(error.message.contains(message), "\(error.message)")
        #expect(error.location.line == 5)
        #expect(errors.count == 1, "\(errors.map(\.message))")
    }

    @Test func aSpacerAtPrincipalIsALocatedError() throws {
        let own = try #require(Self.errors(["{ spacer: fixed, placement: principal }"]).first)
        #expect(own.id == "invalid-value")
        #expect(own.message == "a spacer cannot go at 'principal', which holds the title's one view")
        #expect(own.location.line == 4 && own.location.column > 20, "at the placement: \(own.location)")
        #expect(own.notes.first?.contains("'topBarTrailing'") == true)

        // Beside the principal view, with no placement of its own, it would take the view's.
        let taken = try #require(Self.errors(["{ view: Title() }", "{ spacer: flexible }"]).first)
        #expect(taken.id == "invalid-value")
        #expect(taken.message.contains("takes its placement, 'principal'"), "\(taken.message)")
        #expect(taken.location.line == 5)
    }

    @Test func anOlderTargetIsTheAvailabilityErrorAtTheKey() throws {
        let errors = Self.errors(
            ["{ label: Add, action: add() }", "{ spacer: fixed }", "{ label: Edit, action: edit() }"], iOS: "18.0")
        let error = try #require(errors.first)
        #expect(errors.count == 1, "\(errors.map(\.message))")
        #expect(error.id == "api-newer-than-target")
        #expect(error.message == "'spacer' uses ToolbarSpacer, which needs iOS 26.0; the target is iOS 18.0")
        #expect(error.location.line == 5 && error.location.column == 15, "at the sizing: \(error.location)")
        #expect(Self.errors(["{ spacer: fixed }"], iOS: "26.0").isEmpty)
    }
}
