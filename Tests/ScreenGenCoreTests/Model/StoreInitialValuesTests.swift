import Foundation
import Testing

@testable import ScreenGenCore

/// A store property starts inline, unless its initial value reads what the store's `init` takes:
/// then the `init` assigns it, after the dependencies, in the spec's order.
@Suite struct StoreInitialValuesTests {
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
}
