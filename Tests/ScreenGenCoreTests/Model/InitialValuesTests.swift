import Foundation
import Testing

@testable import ScreenGenCore

/// A property starts inline, unless its initial value reads what an `init` takes: a store property
/// that reads a dependency is assigned by the store's `init`, a view's state that reads an input by
/// the view's (`_note = State(initialValue:)`), which the view then declares.
@Suite struct InitialValuesTests {
    @Test func aValueThatReadsADependencyIsAssignedInInit() throws {
        var diagnostics: [Diagnostic] = []
        let text = """
            screen: Edit
            store:
              dependencies:
                - { name: account, type: Account, preview: Account.sample }
                - { name: default, type: Account, preview: Account.sample }
              properties:
                - { name: draft, type: Account, initial: account }
                - { name: note, type: String, initial: account.note.trimmed() }
                - { name: fallback, type: Account, initial: "`default`" }
                - { name: query, type: String, initial: '""' }
                - { name: accountCount, type: Int, initial: "0" }

            """
        let root = try #require(YAMLLoader().load(Array(text.utf8), file: "t.yaml", diagnostics: &diagnostics))
        let spec = try #require(SpecDecoder().decode(root, file: "t.yaml", diagnostics: &diagnostics))
        #expect(diagnostics.isEmpty, "\(DiagnosticFormat.text.render(diagnostics))")
        let store = try #require(ModelBuilder().build(spec).store)
        #expect(store.assignedInInit.map(\.name) == ["draft", "note", "fallback"])
        #expect(store.assignedInInit.map(\.value) == ["account", "account.note.trimmed()", "`default`"])
        let query = try #require(store.properties.first { $0.name == "query" })
        #expect(query.initialValue == .code("\"\""))
        let count = try #require(store.properties.first { $0.name == "accountCount" })
        #expect(count.initialValue == .code("0"), "a name that only contains a dependency's does not read it")
    }

    @Test func aViewStateThatReadsAnInputStartsInTheViewsInit() throws {
        var diagnostics: [Diagnostic] = []
        let text = """
            screen: Edit
            inputs:
              - { name: currentNote, type: String, preview: '""' }
            state:
              - { name: note, type: String, initial: currentNote }
              - { name: noteCount, type: Int, initial: "0" }

            """
        let root = try #require(YAMLLoader().load(Array(text.utf8), file: "t.yaml", diagnostics: &diagnostics))
        let spec = try #require(SpecDecoder().decode(root, file: "t.yaml", diagnostics: &diagnostics))
        let model = ModelBuilder().build(spec)
        let note = try #require(model.view.members.first { $0.name == "note" })
        #expect(note.initialValue == .assignedInInit("currentNote"))
        let count = try #require(model.view.members.first { $0.name == "noteCount" })
        #expect(count.initialValue == .code("0"))
        let initializer = try #require(model.view.initializer, "the seeded state needs an init")
        #expect(initializer.parameters.map(\.label) == ["currentNote"])
        let seeds = initializer.assignments.compactMap { assignment -> String? in
            if case .stateStorage(let name, _, let value) = assignment { "\(name) = \(value)" } else { nil }
        }
        #expect(seeds == ["note = currentNote"])
    }
}
