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
