import Testing

@testable import ScreenGenCore

/// A member whose name is a keyword is written in backticks (`` `internal` ``), but its projected
/// value is not: `$internal` is an identifier, and `` $`internal` `` does not parse. Found by the
/// random specs: a search field bound to such a member.
@Suite struct KeywordBindingTests {
    @Test func aKeywordMembersBindingIsItsProjectedValueWithoutBackticks() throws {
        let view = try NodeEscapesTests.view(
            """
            screen: Finder
            state:
              - { name: internal, type: Query, initial: Query() }
              - { name: default, type: Bool, initial: "false" }
            search: { text: internal.value }
            content:
              container: form
              sections:
                - fields: [{ toggle: Default, bind: default }]
            """)
        #expect(view.contains(".searchable(text: $internal.value)"), "\(view)")
        #expect(view.contains("Toggle(\"Default\", isOn: $default)"), "\(view)")
        #expect(!view.contains("$`"), "\(view)")
        #expect(view.contains("@State private var `internal`: Query = Query()"), "\(view)")
    }
}

/// A condition with a closure at its top level is written in parentheses where a statement takes
/// it (`if (items.contains { $0.isDone }) {`): bare, the statement takes the closure as its body.
/// Found by the hostile values: a section's `if: "{ $0 }"` gave `if { $0 } {`.
@Suite struct StatementConditionTests {
    @Test(arguments: [
        ("isSaving", "isSaving"), ("items.contains { $0.isDone }", "(items.contains { $0.isDone })"),
        ("{ $0 }", "({ $0 })"), ("items.contains(where: { $0.isDone })", "items.contains(where: { $0.isDone })"),
        ("!items.contains { $0.isDone }", "(!items.contains { $0.isDone })"),
    ])
    func aTopLevelClosureIsParenthesized(_ condition: String, _ written: String) {
        #expect(SwiftSnippet.statementCondition(condition) == written)
    }

    @Test func aSectionsAndAButtonsConditionParseWithAClosure() throws {
        let view = try NodeEscapesTests.view(
            """
            screen: Checklist
            state:
              - { name: items, type: "[Task]", initial: "[]" }
            content:
              container: form
              sections:
                - if: "items.contains { $0.isDone }"
                  fields: [{ button: Clear Done, action: "items.removeAll { $0.isDone }", if: "!items.allSatisfy { $0.isDone }" }]
            """)
        #expect(view.contains("if (items.contains { $0.isDone }) {"), "\(view)")
        #expect(view.contains("if (!items.allSatisfy { $0.isDone }) {"), "\(view)")
    }
}
