import Foundation
import Testing

@testable import ScreenGenCore

/// The located errors of actions and the buttons that run them: each names its id and place.
@Suite struct ActionCheckTests {
    /// The decoder's and the structure check's diagnostics for `body` under a screen with one
    /// action, its alert and a toolbar button that runs it.
    private func diagnostics(_ body: String) throws -> [Diagnostic] {
        let text = "screen: Edit\nenvironment:\n  - { name: dismiss, key: dismiss }\n" + body
        var diagnostics: [Diagnostic] = []
        let root = try #require(YAMLLoader().load(Array(text.utf8), file: "t.yaml", diagnostics: &diagnostics))
        guard let spec = SpecDecoder().decode(root, file: "t.yaml", diagnostics: &diagnostics) else {
            return diagnostics
        }
        return diagnostics + StructureCheck().check(spec)
    }

    private static let alert = """
        alerts:
          - { case: saveFailed, item: any Error, title: Could Not Save }

        """

    @Test func aWellFormedActionHasNoDiagnostics() throws {
        let found = try diagnostics(
            """
            state:
              - { name: title, type: String, initial: '""' }
            actions:
              - { name: save, call: client.save(title), failure: saveFailed, onSuccess: [dismiss()] }
            toolbar:
              - { label: Save, action: [save, dismiss()], disabled: title.isEmpty, hidden: "!isSaveRunning" }

            """ + Self.alert)
        #expect(found.isEmpty, "\(DiagnosticFormat.text.render(found))")
    }

    @Test func aBareNameThatIsNoActionIsAnUnknownAction() throws {
        let found = try diagnostics(
            """
            actions:
              - { name: save, call: client.save(), failure: saveFailed }
            toolbar:
              - { label: Save, action: [sav, dismiss()] }

            """ + Self.alert)
        let error = try #require(found.first { $0.id == "unknown-action" })
        #expect(error.message == "'sav' names no action of this screen")
        #expect(error.notes.contains("did you mean 'save'?"))
        #expect(error.location.line == 7 && error.location.column == 29)
        #expect(found.count == 1)
    }

    @Test func busyNamesActionsOfTheScreenEachOnce() throws {
        let found = try diagnostics(
            """
            actions:
              - { name: save, call: client.save(), failure: saveFailed }
            busy: { actions: [save, sav, save] }

            """ + Self.alert)
        let unknown = try #require(found.first { $0.id == "unknown-action" })
        #expect(unknown.message == "'sav' names no action of this screen")
        #expect(unknown.notes.contains("did you mean 'save'?"))
        #expect(unknown.location.line == 6 && unknown.location.column == 25)
        let twice = try #require(found.first { $0.id == "duplicate-name" })
        #expect(twice.message == "'busy' names action 'save' twice")
        #expect(twice.location.line == 6 && twice.location.column == 30)
        #expect(found.count == 2, "\(DiagnosticFormat.text.render(found))")
    }

    @Test func busyWithNoActionOrAFlagThatClashesIsAnError() throws {
        let empty = try diagnostics(
            """
            actions:
              - { name: save, call: client.save(), failure: saveFailed }
            busy: { actions: [] }

            """ + Self.alert)
        #expect(empty.map(\.id) == ["invalid-value"], "\(DiagnosticFormat.text.render(empty))")
        #expect(empty.first?.location.line == 6)
        let clash = try diagnostics(
            """
            state:
              - { name: isBusy, type: Bool, initial: "false" }
            actions:
              - { name: save, call: client.save(), failure: saveFailed }
            busy: { actions: [save] }

            """ + Self.alert)
        #expect(
            clash.contains { $0.id == "duplicate-name" && $0.message.contains("isBusy") },
            "\(DiagnosticFormat.text.render(clash))")
        let missing = try diagnostics("busy: { name: isWorking }\n")
        #expect(missing.contains { $0.location.line == 4 }, "\(DiagnosticFormat.text.render(missing))")
    }

    @Test func aCallOfAnUnknownFunctionIsAStatement() throws {
        let found = try diagnostics(
            """
            toolbar:
              - { label: Save, action: saveDraft() }

            """)
        #expect(found.isEmpty, "\(DiagnosticFormat.text.render(found))")
        #expect(ButtonStep("saveDraft()", actions: ["save"]) == .statement("saveDraft()"))
        #expect(ButtonStep("save(item)", actions: ["save"]) == .action(name: "save", arguments: "item"))
        #expect(ButtonStep("save", actions: ["save"]) == .action(name: "save", arguments: ""))
        #expect(ButtonStep("save(a).then()", actions: ["save"]) == .statement("save(a).then()"))
    }

    @Test func anActionWithoutAFailureRouteIsAnError() throws {
        let found = try diagnostics(
            """
            actions:
              - { name: save, call: client.save() }

            """)
        let error = try #require(found.first)
        #expect(error.id == "missing-key")
        #expect(error.message == "an action is missing the required key 'failure'")
        #expect(error.location.line == 5)
    }

    @Test func theFailureMustBeAnAlertCaseCarryingTheError() throws {
        let dialog = try diagnostics(
            """
            actions:
              - { name: save, call: client.save(), failure: saveFailed }
            confirmationDialogs:
              - { case: saveFailed, title: Could Not Save }

            """)
        let unknown = try #require(dialog.first { $0.id == "unknown-alert" })
        #expect(unknown.notes.contains("'saveFailed' is a confirmation dialog; a failure shows in an alert"))

        let misspelt = try diagnostics(
            """
            actions:
              - { name: save, call: client.save(), failure: saveFaild }

            """ + Self.alert)
        #expect(misspelt.first { $0.id == "unknown-alert" }?.notes == ["did you mean 'saveFailed'?"])

        let noError = try diagnostics(
            """
            actions:
              - { name: save, call: client.save(), failure: saveFailed }
            alerts:
              - { case: saveFailed, item: String, title: Could Not Save \\(item) }

            """)
        let error = try #require(noError.first { $0.id == "failure-without-error" })
        #expect(
            error.message
                == "action 'save' shows its failure with alert 'saveFailed', whose item is 'String', not the error")
        #expect(error.location.line == 5)
    }

    @Test func reloadsNameLoads() throws {
        let found = try diagnostics(
            """
            loads:
              - { name: posts, type: "[Post]", call: client.posts() }
            actions:
              - { name: save, call: client.save(), failure: saveFailed, reloads: [post] }

            """ + Self.alert)
        let error = try #require(found.first { $0.id == "unknown-load" })
        #expect(error.notes == ["did you mean 'posts'?"])
    }

    @Test func toolbarConditionsReadOnlyDeclaredNames() throws {
        let found = try diagnostics(
            """
            state:
              - { name: title, type: String, initial: '""' }
            toolbar:
              - { label: Save, action: dismiss(), disabled: titel.isEmpty, hidden: Flags.hidesSave }

            """)
        let error = try #require(found.first)
        #expect(error.id == "unknown-name")
        #expect(error.message == "'disabled' reads 'titel', which this screen does not declare")
        #expect(error.notes.first == "did you mean 'title'?")
        #expect(found.count == 1, "a type's name is not checked")
    }

    @Test func twoActionsCannotShareAName() throws {
        let found = try diagnostics(
            """
            actions:
              - { name: save, call: client.save(), failure: saveFailed }
              - { name: save, call: client.save(), failure: saveFailed, inFlight: isSaving }

            """ + Self.alert)
        #expect(found.map(\.id) == ["duplicate-name"])
    }

    @Test func anActionIsAMethodWhoseNameNoMemberOrLoadFunctionHas() throws {
        let state = try diagnostics(
            """
            state:
              - { name: save, type: Bool, initial: "false" }
            actions:
              - { name: save, call: client.save(), failure: saveFailed }

            """ + Self.alert)
        #expect(state.map(\.message) == ["'save' in actions is already a name in the view"])
        let load = try diagnostics(
            """
            store:
              properties:
                - { name: query, type: String, initial: '""' }
            loads:
              - { name: posts, type: "[Post]", call: client.posts() }
            actions:
              - { name: loadPosts, call: client.save(), failure: saveFailed }
              - { name: loadPosts, call: client.save(), failure: saveFailed, inFlight: isSaving }

            """ + Self.alert)
        #expect(
            load.map(\.message) == [
                "'loadPosts' in actions is already a name in the view",
                "'loadPosts' in loads is already a name in the view",
            ], "each clash once, though the action is a method of the store too")
    }

    @Test func theCallLeavesTryAwaitToTheMethod() throws {
        let found = try diagnostics(
            """
            actions:
              - { name: save, call: try await client.save(), failure: saveFailed }

            """ + Self.alert)
        let error = try #require(found.first)
        #expect(error.id == "invalid-expression")
        #expect(error.message == "the call of action 'save' starts with 'try'; the generated method adds 'try await'")
        #expect(found.count == 1)
    }

    @Test func dismissDisabledReadsOnlyDeclaredNames() throws {
        let found = try diagnostics("presentation: { stack: true, dismissDisabled: hasChanges }\n")
        #expect(found.map(\.message) == ["'dismissDisabled' reads 'hasChanges', which this screen does not declare"])
    }
}
