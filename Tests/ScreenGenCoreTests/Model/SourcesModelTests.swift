import Testing

@testable import ScreenGenCore

/// What the model decides for `stream` loads and `source: environment` dependencies: a dependency
/// from the environment is no parameter of any `init` and no preview argument, but something the
/// store keeps and every store load's task hands over; a stream is a fact of its load.
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

    @Test func everyStoreTaskAndTheRefreshHandOverFirst() throws {
        let model = ModelBuilder().build(try ModelBuilderTests.spec(Self.followers))
        let body = TemplateContext.body(model).rendered()
        #expect(body.components(separatedBy: "\"handOver\": {").count - 1 == 3, "two tasks and the refresh")
        #expect(body.contains("\"single\": null"), "a refresh that hands over takes the block form")
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

    @Test func withoutEnvironmentDependenciesNothingIsHandedOver() throws {
        let spec = try ModelBuilderTests.spec(
            Self.followers.replacingOccurrences(of: "source: environment", with: "preview: FeedClient.preview"))
        let model = ModelBuilder().build(spec)
        #expect(model.store?.environmentDependencies.isEmpty == true)
        #expect(model.store?.dependencies.map(\.name) == ["authorID", "client"])
        #expect(!TemplateContext.body(model).rendered().contains("\"handOver\": {"))
    }

    /// Its other methods (actions, your own members) read the dependency too, so a store that
    /// runs no load still gets it, in a task of its own; one with loads gets it in theirs.
    @Test func aStoreWithoutLoadsGetsTheHandOverInATaskOfItsOwn() throws {
        let yaml = """
            screen: Counter
            environment: [{ name: center, type: NoticeCenter, preview: NoticeCenter.preview }]
            store: { dependencies: [{ name: center, type: NoticeCenter, source: environment }] }
            """
        let withoutLoads = TemplateContext.body(ModelBuilder().build(try ModelBuilderTests.spec(yaml))).rendered()
        #expect(withoutLoads.contains("\"handOverTask\": {"))
        let withLoads = TemplateContext.body(ModelBuilder().build(try ModelBuilderTests.spec(Self.followers)))
        #expect(withLoads.rendered().contains("\"handOverTask\": null"))
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
