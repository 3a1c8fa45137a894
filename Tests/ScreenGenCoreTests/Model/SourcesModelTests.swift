import Testing

@testable import ScreenGenCore

/// What the model decides for `stream` loads and `source: environment` dependencies: a dependency
/// from the environment is no parameter of any `init` and no preview argument, and the store keeps
/// none: each load and action that reads it takes it from the view, keyed by its identity; a
/// stream is a fact of its load.
@Suite struct SourcesModelTests {
    static let followers = """
        screen: Followers
        environment:
          - { name: client, type: FeedClient, preview: { loaded: FeedClient.preview, error: FeedClient.failing } }
        store:
          dependencies:
            - { name: authorID, type: Author.ID, preview: Author.sample.id }
            - { name: client, type: FeedClient, source: environment }
        loads:
          - { name: followers, type: "[User]", call: "client.followers(of: authorID)", refreshable: true }
          - { name: live, type: "[User]", call: "client.liveFollowers(of: authorID)", stream: nonThrowing }
        content:
          sections:
            - { load: followers, element: follower, row: "UserRow(user: follower)" }
            - { load: live, element: follower, row: "UserRow(user: follower)" }
        """

    @Test func aDependencyFromTheEnvironmentIsHandedOverNotInitialised() throws {
        let spec = try ModelBuilderTests.spec(Self.followers)
        let model = ModelBuilder().build(spec)
        let store = try #require(model.store)
        #expect(store.dependencies.map(\.name) == ["authorID"])
        #expect(store.initializerParameters.map(\.label) == ["authorID"])
        #expect(store.environmentDependencies.map(\.name) == ["client"])
        #expect(store.environmentDependencies.map(\.type) == ["FeedClient"])
        #expect(model.view.initializer?.parameters.map(\.label) == ["authorID"])
        for preview in model.previews {
            #expect(preview.arguments.map(\.label) == ["authorID"], "\(preview.name)")
            #expect(preview.installs.count == 1, "the environment entry installs the client")
        }
    }

    @Test func everyLoadThatReadsItTakesItAndIsKeyedByItsIdentity() throws {
        let model = ModelBuilder().build(try ModelBuilderTests.spec(Self.followers))
        let followers = try #require(model.loads.first)
        let client = EnvironmentArgumentModel(label: "client", name: "client", type: "FeedClient")
        #expect(followers.environmentArguments == [client])
        #expect(followers.taskID == "ObjectIdentifier(client)")
        #expect(
            followers.input == LoadInputModel(type: "ObjectIdentifier", expression: "ObjectIdentifier(client)"))
        let retrying = ModelBuilder().build(
            try ModelBuilderTests.spec(
                Self.followers.replacingOccurrences(
                    of: "refreshable: true }", with: "refreshable: true, error: { title: Failed, retry: true } }")))
        #expect(retrying.loads.first?.error.retry?.reruns?.environmentArguments == followers.environmentArguments)
        let live = try #require(model.loads.last)
        #expect(live.taskID == "ObjectIdentifier(client)", "a stream follows the new client's sequence")
        #expect(live.input == nil)
        let body = TemplateContext.body(model).rendered()
        #expect(!body.contains("handOver"))
    }

    /// An entry read by key path may be a value type: it is passed, but has no identity to key by.
    @Test func aValueReadByKeyPathIsPassedButKeysNothing() throws {
        let spec = try ModelBuilderTests.spec(
            Self.followers.replacingOccurrences(
                of: "{ name: client, type: FeedClient, preview:", with: "{ name: client, key: feedClient, preview:"))
        let model = ModelBuilder().build(spec)
        #expect(model.loads.map(\.environmentArguments.count) == [1, 1])
        #expect(model.loads.map(\.taskID) == [nil, nil])
    }

    /// An action whose call reads the dependency takes it after its parameters, and its reloads
    /// pass it on; one that does not read it takes nothing.
    @Test func anActionThatReadsItTakesItAfterItsParameters() throws {
        let yaml =
            Self.followers + """

                actions:
                  - { name: follow, parameters: [{ name: user, type: User }], call: "client.follow(user)", failure: failed, reloads: [followers] }
                  - { name: forget, call: "authorID.forget()", failure: failed }
                alerts:
                  - { case: failed, item: any Error, title: Failed }
                """
        let model = ModelBuilder().build(try ModelBuilderTests.spec(yaml))
        #expect(model.actions.map(\.environmentArguments.count) == [1, 0])
        #expect(model.actions[0].reloads.first?.environmentArguments.map(\.name) == ["client"])
        let files = try SwiftEmitter().emit(model)
        let store = try #require(files.first { $0.path.hasSuffix("FollowersStore.swift") }?.contents)
        let view = try #require(files.first { $0.path.hasSuffix("FollowersView.swift") }?.contents)
        #expect(store.contains("func follow(_ user: User, client: FeedClient) async throws -> Bool {"))
        #expect(store.contains("func forget() async throws -> Bool {"))
        #expect(!store.contains("client: FeedClient!") && !store.contains("func use("))
        #expect(view.contains("guard try await store.follow(user, client: client) else { return false }"))
        #expect(view.contains("await store.loadFollowers(client: client)"))
    }

    @Test func aStreamIsAFactOfItsLoad() throws {
        let model = ModelBuilder().build(try ModelBuilderTests.spec(Self.followers))
        #expect(model.loads.map(\.stream) == [nil, .nonThrowing])
        #expect(model.loads.map(\.canFail) == [true, false], "a nonThrowing stream has no failed case")
    }

    @Test func aScreenWhoseLoadsCannotFailHasNoErrorPreview() throws {
        let yaml = """
            screen: Sync
            environment: [{ name: center, type: NoticeCenter, preview: { loaded: NoticeCenter.preview, loading: NoticeCenter.loading, error: NoticeCenter.failing } }]
            loads: [{ name: status, type: SyncStatus, call: center.syncStatuses(), stream: nonThrowing }]
            """
        let model = ModelBuilder().build(try ModelBuilderTests.spec(yaml))
        #expect(model.previews.map(\.state) == [.loaded, .loading])
    }

    @Test func withoutEnvironmentDependenciesNothingIsPassed() throws {
        let spec = try ModelBuilderTests.spec(
            Self.followers.replacingOccurrences(of: "source: environment", with: "preview: FeedClient.preview"))
        let model = ModelBuilder().build(spec)
        #expect(model.store?.environmentDependencies.isEmpty == true)
        #expect(model.store?.dependencies.map(\.name) == ["authorID", "client"])
        #expect(model.loads.allSatisfy { $0.environmentArguments.isEmpty && $0.taskID == nil })
    }
}

/// What the model decides for a paged load: the next page's enum and function, the user's `next`
/// and `cursorOf` as opaque text, and a Retry that reruns the next page (through the store when the
/// load lives there), not the first.
@Suite struct PaginationModelTests {
    static func yaml(store: Bool) -> String {
        """
        screen: Timeline
        \(store ? "store:\n  dependencies:\n    - { name: client, type: any TimelineClient, preview: PreviewTimelineClient() }" : "inputs:\n  - { name: client, type: any TimelineClient, preview: PreviewTimelineClient() }")
        loads:
          - name: posts
            type: "[Post]"
            call: client.timeline()
            pagination: { cursor: Post.ID, next: "client.timeline(after: cursor)", cursorOf: "page.last?.id" }
        content:
          sections:
            - { load: posts, element: post, row: "PostRow(post: post)" }
        """
    }

    @Test func aPagedLoadInTheViewLoadsMoreItself() throws {
        let model = ModelBuilder().build(try ModelBuilderTests.spec(Self.yaml(store: false)))
        let pagination = try #require(model.loads.first?.pagination)
        #expect(pagination.nextPageType == "PostsNextPage")
        #expect(pagination.cursorType == "Post.ID")
        #expect(pagination.next == "client.timeline(after: cursor)")
        #expect(pagination.cursorOf == "page.last?.id")
        #expect(pagination.functionName == "loadMorePosts")
        #expect(pagination.retry.reruns == LoadCallModel(receiver: nil, functionName: "loadMorePosts"))
        #expect(model.loads.first?.functionAccess == .private)
    }

    @Test func aPagedLoadInTheStoreIsCalledThroughIt() throws {
        let model = ModelBuilder().build(try ModelBuilderTests.spec(Self.yaml(store: true)))
        let pagination = try #require(model.loads.first?.pagination)
        #expect(pagination.retry.reruns == LoadCallModel(receiver: "store", functionName: "loadMorePosts"))
    }

    @Test func aLoadWithoutPaginationHasNone() throws {
        let model = ModelBuilder().build(try ModelBuilderTests.spec(SourcesModelTests.followers))
        #expect(model.loads.allSatisfy { $0.pagination == nil })
        // A stream is followed while shown, so shown again it follows it again; a call is kept.
        #expect(model.loads.map(\.keepsValueWhenShownAgain) == [true, false])
        #expect(model.loads.map(\.requestCounter) == ["followersRequest", nil])
    }

    /// Shown again, a screen keeps what it loaded; with `dependsOn` the phase holds what it loaded
    /// for, typed as the name is declared, and its task compares the two.
    @Test func aLoadKeepsWhatItLoadedForTheInputsItLoadedFor() throws {
        let plain = ModelBuilder().build(try ModelBuilderTests.spec(Self.yaml(store: false)))
        #expect(plain.loads.map(\.keepsValueWhenShownAgain) == [true])
        #expect(plain.loads.first?.input == nil)
        let keyed = Self.yaml(store: false).replacingOccurrences(
            of: "    call: client.timeline()\n", with: "    call: client.timeline()\n    dependsOn: [client]\n")
        let model = ModelBuilder().build(try ModelBuilderTests.spec(keyed))
        #expect(model.loads.first?.taskID == "client")
        #expect(model.loads.first?.input == LoadInputModel(type: "any TimelineClient", expression: "client"))
        #expect(model.loads.map(\.keepsValueWhenShownAgain) == [true])
    }
}

/// A store dependency is kept in a `private let` only when something after `init` reads it: a load
/// or an action, or the spec's `stored: true` for the store's own members. One that only property
/// initial values read is a parameter of `init` alone.
@Suite struct StoredDependencyTests {
    static let yaml = """
        screen: EditNote
        store:
          dependencies:
            - { name: client, type: any NotesClient, preview: PreviewNotesClient() }
            - { name: note, type: Note, preview: Note.sample }
            - { name: log, type: Logger, preview: Logger.preview }
          properties:
            - { name: draft, type: Note, initial: note }
        actions:
          - { name: save, call: client.save(draft), failure: failed }
        alerts:
          - { case: failed, item: any Error, title: Failed }
        """

    @Test func onlyWhatIsReadAfterInitIsStored() throws {
        let store = try #require(ModelBuilder().build(try ModelBuilderTests.spec(Self.yaml)).store)
        #expect(store.dependencies.map(\.isStored) == [true, false, false])
        #expect(store.initializerParameters.map(\.label) == ["client", "note", "log"])
        let stored = try #require(
            ModelBuilder().build(
                try ModelBuilderTests.spec(
                    Self.yaml.replacingOccurrences(
                        of: "preview: Logger.preview }", with: "preview: Logger.preview, stored: true }"))
            ).store)
        #expect(stored.dependencies.map(\.isStored) == [true, false, true])
    }

    @Test func anEnvironmentDependencyIsNeverStored() throws {
        let yaml = """
            screen: Feed
            environment: [{ name: client, type: FeedClient, preview: FeedClient.preview }]
            store:
              dependencies:
                - { name: client, type: FeedClient, source: environment, stored: true }
            """
        let result = SpecLoader().load(bytes: Array(yaml.utf8), file: "Specs/Feed.yaml")
        let error = try #require(result.diagnostics.first { $0.id == "invalid-value" })
        #expect(error.message.hasPrefix("'stored' is for a dependency the store's init takes"))
        #expect(error.location.line == 5 && error.location.column == 70)
    }
}
