import Testing

@testable import ScreenGenCore

/// The navigation bar's facts: the title's display mode, a title that reads loaded values, and the
/// toolbar's kinds of item. Each is decided once in the model; the templates only write it.
@Suite struct ChromeModelTests {
    static func build(_ yaml: String) throws -> ScreenModel {
        ModelBuilder().build(try ModelBuilderTests.spec(yaml))
    }

    @Test func theTitleDisplayModeIsCopiedAsAnEnum() throws {
        let inline = try Self.build("screen: Detail\ntitle: Detail\ntitleDisplayMode: inline")
        #expect(inline.titleDisplayMode == .inline)
        let unset = try Self.build("screen: Detail\ntitle: Detail")
        #expect(unset.titleDisplayMode == nil, "without the key the stack decides")
    }

    @Test func anUnknownDisplayModeIsALocatedErrorWithASuggestion() {
        let result = SpecLoader().load(
            bytes: Array("screen: Detail\ntitleDisplayMode: inlined".utf8), file: "Specs/Detail.yaml")
        let error = result.diagnostics.first { $0.severity == .error }
        #expect(error?.location.line == 2)
        #expect(error?.notes.contains { $0.contains("'inline'") } == true, "\(result.diagnostics)")
    }
}

extension ChromeModelTests {
    static let profile = """
        screen: Profile
        title: "Posts by \\\\(author.name)"
        store:
          dependencies:
            - { name: client, type: any AuthorsClient, preview: PreviewAuthorsClient() }
        loads:
          - { name: author, type: Author, call: "client.author(id: \\"ada\\")", error: { title: Failed, retry: true } }
          - { name: posts, type: "[Post]", call: "client.highlights(by: \\"ada\\")" }
        """

    @Test func aTitleThatNamesALoadBindsItsLoadedValueThroughTheStore() throws {
        let model = try Self.build(Self.profile)
        let title = try #require(model.title)
        #expect(title.loads.map(\.name) == ["author"], "only the load the title reads")
        #expect(title.loads.map(\.receiver) == ["store"])
        #expect(!title.isVerbatim, "text around the value: a localized key")
    }

    @Test func aTitleOfOneValueIsVerbatimAndOneOfStateReadsNoLoad() throws {
        let model = try Self.build(
            """
            screen: Orders
            title: \\(mode.title)
            state:
              - { name: mode, type: OrderMode, initial: .all }
            """)
        let title = try #require(model.title)
        #expect(title.isVerbatim)
        #expect(title.loads.isEmpty, "state is read in place, not through a computed title")
    }

    @Test func retryRerunsItsOwnLoadAndMakesItRestartFromLoading() throws {
        let model = try Self.build(Self.profile)
        let author = model.loads[0]
        #expect(author.restartsLoading)
        let retry = try #require(author.error.retry)
        #expect(retry.reruns == LoadCallModel(receiver: "store", functionName: "loadAuthor"))
        #expect(retry.statement == nil && retry.label.plainText == "Retry")
        #expect(!model.loads[1].restartsLoading && model.loads[1].error.retry == nil, "only where the spec asks")
    }

    @Test func retryOnAnEmptyPlaceholderIsALocatedError() {
        let result = SpecLoader().load(
            bytes: Array(
                """
                screen: Feed
                loads:
                  - name: posts
                    type: "[Post]"
                    call: client.posts()
                    empty: { title: Nothing, retry: true }
                """.utf8), file: "Specs/Feed.yaml")
        let error = result.diagnostics.first { $0.severity == .error }
        #expect(error?.id == "invalid-value")
        #expect(error?.location.line == 6)
    }

    @Test func aComputedTitleReservesItsName() {
        let result = SpecLoader().load(
            bytes: Array(
                """
                screen: Book
                title: \\(book.title)
                state:
                  - { name: loadedTitle, type: String, initial: '""' }
                loads:
                  - { name: book, type: Book, call: client.book() }
                """.utf8), file: "Specs/Book.yaml")
        #expect(result.diagnostics.contains { $0.id == "duplicate-name" && $0.message.contains("loadedTitle") })
    }
}

extension ChromeModelTests {
    static let manager = """
        screen: PostManager
        state:
          - { name: selection, type: Set<Post.ID>, initial: "[]" }
        toolbar:
          - { view: "StackedTitle(title: \\"Posts\\", subtitle: \\"\\")" }
          - { label: Sort, systemImage: arrow.up.arrow.down, menu: [{ label: Title, action: sortTitle() }] }
          - { editButton: true, placement: topBarTrailing }
          - { label: Delete, role: destructive, roleWhile: "!selection.isEmpty", whileEditing: true, action: delete() }
        """

    @Test func eachToolbarItemIsOfOneKindAndAViewDefaultsToThePrincipalPlacement() throws {
        let model = try Self.build(Self.manager)
        try #require(model.toolbar.count == 4)
        guard case .view(let view) = model.toolbar[0].content else {
            Issue.record("not a view")
            return
        }
        #expect(view.hasPrefix("StackedTitle("))
        #expect(model.toolbar[0].placement == .principal)
        guard case .menu(let label, let image, let buttons) = model.toolbar[1].content else {
            Issue.record("not a menu")
            return
        }
        #expect(label.plainText == "Sort" && image == "arrow.up.arrow.down")
        #expect(buttons.map(\.statement) == ["sortTitle()"])
        #expect(model.toolbar[1].placement == .automatic)
        guard case .editButton = model.toolbar[2].content else {
            Issue.record("not an edit button")
            return
        }
        guard case .button(let delete) = model.toolbar[3].content else {
            Issue.record("not a button")
            return
        }
        #expect(delete.role == .destructive && delete.roleCondition == "!selection.isEmpty")
        #expect(model.toolbar[3].whileEditing && !model.toolbar[2].whileEditing)
    }

    @Test func anEditButtonGivesTheViewAnEditModeItHandsToItsContent() throws {
        let model = try Self.build(Self.manager)
        #expect(model.usesEditMode)
        let editMode = try ModelBuilderTests.member(model, "editMode")
        #expect(editMode.wrapper == .state && editMode.access == .private && editMode.type == "EditMode")
        #expect(editMode.initialValue == .inactiveEditMode)
        let plain = try Self.build("screen: Posts\ntoolbar:\n  - { label: Add, action: add() }")
        #expect(!plain.usesEditMode && !plain.view.members.contains { $0.name == "editMode" })
    }
}
