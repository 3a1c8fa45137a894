import Foundation
import Testing

@testable import ScreenGenCore

/// A list's `selection` binds like a control's `bind`, to a `Set` of ids or an optional id, and
/// only a list has one: each mistake is a located error.
@Suite struct ListSelectionTests {
    private func diagnostics(_ content: String) throws -> [Diagnostic] {
        let text = """
            screen: Picks
            inputs:
              - { name: chosen, type: Set<Post.ID>, preview: "[]" }
            state:
              - { name: selection, type: Set<Post.ID>, initial: "[]" }
              - { name: current, type: Post.ID?, initial: nil }
              - { name: count, type: Int, initial: "0" }
            content:
            \(content)
            """
        var diagnostics: [Diagnostic] = []
        let root = try #require(YAMLLoader().load(Array(text.utf8), file: "t.yaml", diagnostics: &diagnostics))
        guard let spec = SpecDecoder().decode(root, file: "t.yaml", diagnostics: &diagnostics) else { return diagnostics }
        return diagnostics + StructureCheck().check(spec)
    }

    @Test func aSetOrAnOptionalIdIsASelection() throws {
        #expect(try diagnostics("  selection: selection\n").isEmpty)
        #expect(try diagnostics("  selection: current\n").isEmpty)
    }

    @Test func aSelectionBelongsToAList() throws {
        let found = try diagnostics("  container: form\n  selection: selection\n")
        #expect(found.map(\.id) == ["selection-without-list"])
        #expect(found.first?.location.line == 10 && found.first?.location.column == 14)
    }

    @Test func aSelectionThatIsNoSetIsAMismatch() throws {
        let found = try diagnostics("  selection: count\n")
        #expect(found.map(\.id) == ["binding-type-mismatch"])
        #expect(found.first?.message == "'count' is Int, but a list's selection is a Set of the rows' ids or an optional id")
        #expect(found.first?.notes == ["declared at line 7, column 26"])
    }

    @Test func aLetInputCannotBeSelectedInto() throws {
        let found = try diagnostics("  selection: chosen\n")
        #expect(found.map(\.id) == ["unbindable-member"])
    }
}
