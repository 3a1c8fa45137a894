import Foundation
import Testing

@testable import ScreenGenCore

/// Every button is one model, wherever it sits: a toolbar menu's entries and a form's button rows
/// name actions as a toolbar button does, with the same check; a form row shows the action's
/// progress, a menu entry (gone once tapped) does not.
@Suite struct ActionButtonsEverywhereTests {
    private static let spec = """
        screen: Edit
        state:
          - { name: title, type: String, initial: '""' }
        actions:
          - { name: save, call: client.save(title), failure: saveFailed }
        alerts:
          - { case: saveFailed, item: any Error, title: Could Not Save }
        content:
          container: form
          sections:
            - fields:
                - { textField: Title, bind: title }
                - { button: Save Now, action: ACTION }
        toolbar:
          - { label: More, menu: [{ label: Save, action: ACTION }] }

        """

    private func load(_ action: String) throws -> (ScreenSpec?, [Diagnostic]) {
        let text = Self.spec.replacingOccurrences(of: "ACTION", with: action)
        var diagnostics: [Diagnostic] = []
        let root = try #require(YAMLLoader().load(Array(text.utf8), file: "t.yaml", diagnostics: &diagnostics))
        let spec = SpecDecoder().decode(root, file: "t.yaml", diagnostics: &diagnostics)
        return (spec, diagnostics + (spec.map { StructureCheck().check($0) } ?? []))
    }

    @Test func anUnknownActionIsFoundInAFormRowAndAMenuEntry() throws {
        let (_, found) = try load("sav")
        let unknown = found.filter { $0.id == "unknown-action" }
        #expect(unknown.map(\.location.line).sorted() == [13, 15], "\(DiagnosticFormat.text.render(found))")
        #expect(unknown.allSatisfy { $0.notes.contains("did you mean 'save'?") })
    }

    @Test func aFormRowAndAMenuEntryRunTheAction() throws {
        let (decoded, found) = try load("[save, 'title = \"\"']")
        #expect(found.isEmpty, "\(DiagnosticFormat.text.render(found))")
        let model = ModelBuilder().build(try #require(decoded))
        let flag = InFlightFlag(receiver: nil, name: "isSaveRunning")
        guard case .fields(let fields) = model.content?.sections.first?.rows else {
            Issue.record("the section has no fields")
            return
        }
        let row = try #require(fields.last?.button)
        #expect(row.steps == [.action(name: "save", arguments: "", stopsOnFailure: true), .statement("title = \"\"")])
        #expect(row.inFlight == [flag])
        guard case .menu(_, _, let entries) = model.toolbar.first?.content else {
            Issue.record("the toolbar item is not a menu")
            return
        }
        #expect(entries.first?.steps == row.steps)
        #expect(entries.first?.inFlight == [], "a menu closes when tapped: its entries show no progress")
    }
}
