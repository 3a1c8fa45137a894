import Foundation
import Testing

@testable import ScreenGenCore

/// A section's swipe actions and context menu: how they are read, refused and generated.
@Suite struct RowActionsDecoderTests {
    private static let header = """
        screen: Posts
        environment:
          - { name: service, type: PostsService, preview: PostsService.preview }
        loads:
          - { name: posts, type: "[Post]", call: service.timeline() }
        actions:
          - { name: delete, parameters: [{ name: post, type: Post }], call: service.delete(post), failure: failed }
        alerts:
          - { case: failed, item: any Error, title: Could Not Delete }
        content:
          sections:
            - load: posts
              element: post
              row: "PostRow(post: post)"

        """

    private func diagnostics(_ text: String) throws -> (ScreenSpec?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let root = try #require(
            YAMLLoader().load(Array(text.utf8), file: "t.yaml", diagnostics: &diagnostics),
            "\(DiagnosticFormat.text.render(diagnostics))")
        let spec = SpecDecoder().decode(root, file: "t.yaml", diagnostics: &diagnostics)
        return (spec, diagnostics + (spec.map { StructureCheck().check($0) } ?? []))
    }

    @Test func swipeActionsAndAContextMenuAreRead() throws {
        let (spec, found) = try diagnostics(
            Self.header + """
                      swipeActions:
                        - { edge: leading, allowsFullSwipe: false, buttons: [{ label: Delete, tint: .orange, action: delete(post) }] }
                      contextMenu: [{ label: Share, systemImage: square.and.arrow.up, action: "print(post)" }]

                """)
        #expect(found.isEmpty, "\(DiagnosticFormat.text.render(found))")
        let section = try #require(spec?.content?.sections.first)
        #expect(section.swipeActions.first?.edge?.value == .leading)
        #expect(section.swipeActions.first?.allowsFullSwipe?.value == false)
        #expect(section.swipeActions.first?.buttons.first?.tint?.value == ".orange")
        #expect(section.contextMenu.map(\.button.label.value.plainText) == ["Share"])
    }

    @Test func twoGroupsOnOneEdgeAreRefused() throws {
        let (_, found) = try diagnostics(
            Self.header + """
                      swipeActions:
                        - { buttons: [{ label: A, action: "print(1)" }] }
                        - { edge: trailing, buttons: [{ label: B, action: "print(2)" }] }

                """)
        let error = try #require(found.first { $0.id == "duplicate-name" })
        #expect(error.message == "a second 'swipeActions' group on the trailing edge")
        #expect(error.location.line == 17)
    }

    @Test func aRowButtonNamingNoActionIsAnUnknownAction() throws {
        let (_, found) = try diagnostics(
            Self.header + "      contextMenu: [{ label: Delete, action: delet }]\n")
        let error = try #require(found.first { $0.id == "unknown-action" })
        #expect(error.notes.contains("did you mean 'delete'?"))
    }

    @Test func aContextMenuButtonTakesNoTint() throws {
        let (_, found) = try diagnostics(
            Self.header + "      contextMenu: [{ label: Delete, tint: .red, action: delete(post) }]\n")
        #expect(found.map(\.id) == ["field-key-not-applicable"])
    }

    /// Row buttons run actions without progress, as alert buttons: nothing is left on screen to show it.
    @Test func rowButtonsShowNoProgress() throws {
        let (spec, _) = try diagnostics(
            Self.header
                + "      swipeActions: [{ buttons: [{ label: Delete, role: destructive, action: delete(post) }] }]\n")
        let model = ModelBuilder().build(try #require(spec))
        let button = try #require(model.content?.sections.first?.swipeActions.first?.buttons.first?.button)
        #expect(button.inFlight.isEmpty)
        #expect(button.runsInTask)
        #expect(button.steps.count == 1)
    }
}

/// A section's `onDelete`: the action it names, and what it is given.
@Suite struct RowDeleteTests {
    private func diagnostics(
        _ section: String, parameters: String = "[{ name: posts, type: \"[Post]\" }]",
        call: String = "service.delete(posts)"
    ) throws -> (ScreenSpec?, [Diagnostic]) {
        let text = """
            screen: Posts
            environment:
              - { name: service, type: PostsService, preview: PostsService.preview }
            loads:
              - { name: posts, type: "[Post]", call: service.timeline() }
            actions:
              - { name: remove, parameters: \(parameters), call: \(call), failure: failed }
            alerts:
              - { case: failed, item: any Error, title: Could Not Delete }
            content:
              sections:
                - \(section)

            """
        var diagnostics: [Diagnostic] = []
        let root = try #require(YAMLLoader().load(Array(text.utf8), file: "t.yaml", diagnostics: &diagnostics))
        let spec = SpecDecoder().decode(root, file: "t.yaml", diagnostics: &diagnostics)
        return (spec, diagnostics + (spec.map { StructureCheck().check($0) } ?? []))
    }

    @Test func theActionGetsTheDeletedElementsOfTheLoadedValue() throws {
        let (spec, found) = try diagnostics(
            "{ load: posts, element: post, row: \"PostRow(post: post)\", onDelete: remove }")
        #expect(found.isEmpty, "\(DiagnosticFormat.text.render(found))")
        let model = ModelBuilder().build(try #require(spec))
        let onDelete = try #require(model.content?.sections.first?.onDelete)
        #expect(onDelete.action == "remove" && onDelete.collection == "posts")
    }

    @Test func anUnknownActionIsLocatedWithASuggestion() throws {
        let (_, found) = try diagnostics(
            "{ load: posts, element: post, row: \"PostRow(post: post)\", onDelete: remov }")
        let error = try #require(found.first { $0.id == "unknown-action" })
        #expect(error.notes.first == "did you mean 'remove'?")
        #expect(error.location.line == 12)
    }

    @Test func theActionTakesOneParameter() throws {
        let (_, found) = try diagnostics(
            "{ load: posts, element: post, row: \"PostRow(post: post)\", onDelete: remove }", parameters: "[]")
        #expect(found.map(\.id) == ["on-delete-parameters"])
    }

    @Test func theParameterIsTheRowsArrayType() throws {
        let (_, found) = try diagnostics(
            "{ load: posts, element: post, row: \"PostRow(post: post)\", onDelete: remove }",
            parameters: "[{ name: posts, type: \"[Post.ID]\" }]")
        let error = try #require(found.first { $0.id == "on-delete-parameters" })
        #expect(error.message.contains("'[Post.ID]'; it gets the deleted rows, '[Post]'"), "\(error.message)")
        #expect(error.location.line == 7)
    }

    /// The action takes the rows out of the phase before its call, and tracks their ids: its call
    /// may not read a member named as one of the locals that does it.
    @Test func theCallMayNotReadTheLocalsOfTheRemoval() throws {
        let (_, found) = try diagnostics(
            "{ load: posts, element: post, row: \"PostRow(post: post)\", onDelete: remove }",
            call: "service.delete(removed)")
        let error = try #require(found.first { $0.id == "invalid-expression" })
        #expect(error.message == "the call of action 'remove' reads 'removed', which its method binds before the call")
    }

    /// Rows with swipe actions lose SwiftUI's own Delete: without a trailing edge they get one.
    @Test func rowsWithLeadingSwipeActionsGetATrailingDelete() throws {
        let (spec, found) = try diagnostics(
            "{ load: posts, element: post, row: \"PostRow(post: post)\", onDelete: remove, "
                + "swipeActions: [{ edge: leading, buttons: [{ label: Pin, action: 'pinned = post.id' }] }] }")
        #expect(found.isEmpty, "\(DiagnosticFormat.text.render(found))")
        let model = ModelBuilder().build(try #require(spec))
        let section = try #require(model.content?.sections.first)
        #expect(section.swipeActions.map(\.edge) == [.leading, nil])
        let delete = try #require(section.swipeActions.last?.buttons.first?.button)
        #expect(delete.role == .destructive && delete.statement == "await remove([post])")
        let action = try #require(model.actions.first)
        #expect(action.inFlight.tracksElements && action.inFlight.name == "removeInFlight")
        #expect(action.removesRows?.phase == "posts")
    }

    @Test func aSectionWithoutElementsHasNothingToDelete() throws {
        let (_, found) = try diagnostics("{ load: posts, row: \"PostList(posts: posts)\", onDelete: remove }")
        #expect(found.contains { $0.id == "missing-key" && $0.message.contains("'onDelete' needs 'element'") })
    }
}
