import Foundation
import Testing

/// `busy`, `source: environment` and `stored` through the binary: the errors are located, and the
/// generated files say what the spec asks. The behaviour of the generated stores runs on Linux in
/// Tests/Fixtures/ActionDriver and Tests/Fixtures/EnvironmentDriver.
@Suite struct ActionsAndSourcesBinaryTests {
    static let sheet = """
        screen: EditNote
        presentation: { stack: true, dismissDisabled: store.draft.isEmpty }
        environment:
          - { name: client, type: NotesClient, preview: NotesClient.preview }
        store:
          dependencies:
            - { name: client, type: NotesClient, source: environment }
            - { name: note, type: String, preview: '"Hello"' }
          properties:
            - { name: draft, type: String, initial: note }
        actions:
          - { name: save, call: client.save(draft), failure: failed }
          - { name: clear, call: client.clear(), failure: failed }
        busy: { actions: [save, clear] }
        toolbar:
          - { label: Cancel, placement: cancellationAction, action: 'draft = ""' }
          - { label: Save, placement: confirmationAction, action: save }
        alerts:
          - { case: failed, item: any Error, title: Could Not Save }

        """

    @Test(arguments: [
        (
            "busy: { actions: [save, clear] }", "busy: { actions: [save, clera] }",
            "'clera' names no action of this screen", "unknown-action"
        ),
        ("busy: { actions: [save, clear] }", "busy: { actions: [] }", "'busy' names no action", "invalid-value"),
        (
            "{ name: client, type: NotesClient, source: environment }",
            "{ name: client, type: NotesClient, source: environment, stored: true }",
            "'stored' is for a dependency the store's init takes", "invalid-value"
        ),
    ])
    func aMistakeIsALocatedError(_ change: (String, String, String, String)) throws {
        let spec = Self.sheet.replacingOccurrences(of: change.0, with: change.1)
        #expect(spec != Self.sheet)
        let (status, line) = try HardeningTests.firstError(spec)
        #expect(status == 1)
        #expect(line.hasPrefix("S.yaml:") && line.contains(change.2) && line.hasSuffix("[\(change.3)]"), "\(line)")
    }

    @Test func theGeneratedScreenWaitsForItsBusyActionsAndPassesTheClient() throws {
        let project = try Sandbox()
        try project.write("S.yaml", Self.sheet)
        let run = try project.screengen("generate", "S.yaml", "--output", "Out")
        #expect(run.status == 0, "\(run.stderr)")
        let store = try #require(project.read("Out/EditNote/EditNoteStore.swift"))
        let view = try #require(project.read("Out/EditNote/EditNoteView.swift"))
        // One flag, checked by both actions, which take the client the view passes.
        #expect(store.contains("var isBusy: Bool { isSaveRunning || isClearRunning }"))
        #expect(store.components(separatedBy: "guard !isBusy else { return false }").count == 3)
        #expect(store.contains("func save(client: NotesClient) async throws -> Bool {"))
        #expect(!store.contains("NotesClient!") && !store.contains("func use("))
        // `note` only starts the draft: an init parameter, not kept.
        #expect(store.contains("init(note: String) {") && !store.contains("private let note"))
        #expect(view.contains("guard try await store.save(client: client) else { return false }"))
        #expect(view.contains(".interactiveDismissDisabled(store.isBusy || store.draft.isEmpty)"))
        #expect(view.components(separatedBy: ".disabled(store.isBusy").count == 4, "the form, Cancel and Save")
    }
}
