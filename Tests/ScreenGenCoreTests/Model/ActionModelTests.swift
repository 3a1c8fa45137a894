import Testing

@testable import ScreenGenCore

/// Where an action, its flag and its failure route land in the model, and how a button runs it.
@Suite struct ActionModelTests {
    static let actions = """
        actions:
          - { name: save, call: client.save(draft), failure: saveFailed, onSuccess: [dismiss()] }
          - { name: delete, call: client.delete(post), parameters: [{ name: post, type: Post }], inFlight: isDeleting, failure: saveFailed, reloads: [posts] }
        alerts:
          - { case: saveFailed, item: any Error, title: Could Not Save }
        loads:
          - { name: posts, type: "[Post]", call: client.posts() }
        toolbar:
          - { label: Done, action: [save, dismiss()], disabled: "a || b", hidden: "!store.draft.isEmpty" }
          - { label: Delete, action: delete(post) }

        """

    @Test func withAStoreTheFlagIsAStorePropertyOnlyTheStoreSets() throws {
        let spec = try ModelBuilderTests.spec(
            "screen: Edit\nenvironment:\n  - { name: dismiss, key: dismiss }\nstate:\n  - { name: a, type: Bool, initial: 'false' }\n  - { name: b, type: Bool, initial: 'false' }\n  - { name: post, type: Post, initial: Post.sample }\nstore:\n  properties:\n    - { name: draft, type: String, initial: '\"\"' }\n  dependencies:\n    - { name: client, type: any Client, preview: PreviewClient() }\n"
                + Self.actions)
        let model = ModelBuilder().build(spec)
        let flags = try #require(model.store?.properties.filter { $0.type == "Bool" })
        #expect(flags.map(\.name) == ["isSaveRunning", "isDeleting"], "the default flag needs no English morphology")
        #expect(flags.allSatisfy { $0.access == .privateSet && $0.initialValue == .code("false") })
        #expect(!model.view.members.contains { $0.name == "isSaveRunning" })
        let save = model.actions[0]
        #expect(save.home == .store && save.inFlight == InFlightFlag(receiver: "store", name: "isSaveRunning"))
        #expect(save.failureCase == "saveFailed" && save.alertState == "alert" && save.onSuccess == ["dismiss()"])
        let delete = model.actions[1]
        #expect(delete.parameters == [ActionModel.Parameter(name: "post", type: "Post")])
        #expect(delete.reloads == [ActionModel.Reload(receiver: "store", functionName: "loadPosts")])

        let done = try #require(model.toolbar[0].button)
        #expect(
            done.steps == [
                .action(name: "save", arguments: "", stopsOnFailure: true), .statement("dismiss()"),
            ])
        #expect(done.statement == nil && done.runsInTask)
        #expect(done.inFlight == [InFlightFlag(receiver: "store", name: "isSaveRunning")])
        #expect(done.disabled == ConditionModel("a || b"))
        #expect(done.disabled?.isSingleTerm == false)
        #expect(model.toolbar[0].hidden?.negatedTerm == "store.draft.isEmpty")
        let deleteButton = try #require(model.toolbar[1].button)
        #expect(deleteButton.steps == [.action(name: "delete", arguments: "post", stopsOnFailure: false)])
    }

    @Test func inMVTheFlagIsTheViewsStateAndAlertButtonsShowNoProgress() throws {
        let spec = try ModelBuilderTests.spec(
            """
            screen: Posts
            environment:
              - { name: client, type: PostsService, preview: PostsService.preview }
            loads:
              - { name: posts, type: "[Post]", call: client.timeline() }
            content:
              sections:
                - { load: posts, element: post, row: "PostRow(post: post)" }
            actions:
              - { name: delete, call: client.delete(post), parameters: [{ name: post, type: Post }], failure: failed }
            alerts:
              - { case: failed, item: any Error, title: Could Not Delete }
            confirmationDialogs:
              - { case: delete, item: Post, title: Delete?, actions: [{ label: Delete, role: destructive, action: delete(item) }] }

            """)
        let model = ModelBuilder().build(spec)
        // It takes a row's element: the ids it runs for, so that another row's delete goes ahead.
        let flag = try ModelBuilderTests.member(model, "deleteInFlight")
        #expect(flag.wrapper == .state && flag.access == .private && flag.group == .stored)
        #expect(flag.type == "Set<Post.ID>" && flag.initialValue == .code("[]"))
        #expect(model.actions[0].inFlight == InFlightFlag(receiver: nil, name: "deleteInFlight", tracksElements: true))
        #expect(
            model.actions[0].rowParameter
                == ActionModel.RowParameter(name: "post", elementType: "Post", takesMany: false))
        #expect(model.actions[0].removesRows == nil, "no swipe to delete runs it")
        #expect(model.actions[0].reloads.isEmpty)
        let dialog = try #require(model.alerts.first { $0.kind == .confirmationDialog })
        let button = try #require(dialog.cases.first?.actions.first)
        #expect(button.steps == [.action(name: "delete", arguments: "item", stopsOnFailure: false)])
        #expect(button.inFlight.isEmpty, "an alert is gone once tapped: it shows no progress")
        #expect(dialog.cases[0].actionsReadItem)
    }

    @Test func aPresentedStackReplacesThePreviewsStack() throws {
        let spec = try ModelBuilderTests.spec(
            "screen: Edit\ntitle: Edit\npresentation: { stack: true, dismissDisabled: hasChanges }\n"
                + "state:\n  - { name: hasChanges, type: Bool, initial: 'false' }\n")
        let model = ModelBuilder().build(spec)
        #expect(model.ownsPresentationStack && model.dismissDisabled == "hasChanges")
        #expect(model.previews.allSatisfy { !$0.inNavigationStack })
    }

    @Test func conditionsKnowWhereTheyNeedParentheses() {
        #expect(ConditionModel("store.draft == store.original").bindsTighterThanOr)
        #expect(ConditionModel("a && b || c").bindsTighterThanOr)
        #expect(ConditionModel("post?.isPinned == true").bindsTighterThanOr)
        #expect(!ConditionModel("isCompact ? a : b").bindsTighterThanOr)
        #expect(!ConditionModel("a == b").isSingleTerm)
        #expect(ConditionModel("!store.draft.isEmpty").negatedTerm == "store.draft.isEmpty")
        #expect(ConditionModel("!a || b").negatedTerm == nil)
        #expect(ConditionModel("!!a").negatedTerm == nil)
    }
}
