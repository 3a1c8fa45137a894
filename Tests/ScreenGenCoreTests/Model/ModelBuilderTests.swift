import Testing

@testable import ScreenGenCore

/// The model builder decides every fact of a screen once: whether it has a store, where each load
/// lives, which wrapper each ownership gets on each target. These pin the decisions themselves,
/// apart from the templates that write them.
@Suite struct ModelBuilderTests {
    static func spec(_ yaml: String) throws -> ScreenSpec {
        let result = SpecLoader().load(bytes: Array(yaml.utf8), file: "Specs/Test.yaml")
        return try #require(result.spec, "\(result.diagnostics)")
    }

    static func member(_ model: ScreenModel, _ name: String) throws -> MemberModel {
        try #require(model.view.members.first { $0.name == name }, "no member \(name)")
    }

    static let feed = """
        screen: Feed
        environment:
          - { name: client, type: FeedClient, preview: FeedClient.preview }
        inputs:
          - { name: author, type: Author, preview: Author.sample }
        state:
          - { name: query, type: String, initial: '""' }
        loads:
          - { name: posts, type: "[Post]", call: "client.posts(by: author, matching: query)", dependsOn: [author, query] }
        """

    @Test func anMVScreenHoldsItsPhasesInTheView() throws {
        let spec = try Self.spec(Self.feed)
        let facts = ScreenFacts(spec)
        #expect(!facts.hasStore)
        #expect(facts.loadHome == .view)
        #expect(facts.loadReadableNames(in: spec) == ["query", "author"])
        let model = ModelBuilder().build(spec, facts: facts)
        #expect(model.store == nil)
        #expect(model.loads.map(\.home) == [.view])
        #expect(model.loads[0].receiver == nil, "the view reads its own phase and runs its own load")
        #expect(model.loads[0].functionName == "loadPosts")
        #expect(model.loads[0].functionAccess == .private)
        #expect(model.loads[0].error.describesError, "without a description of its own, the error's")
        #expect(model.loads[0].empty == nil)
        let phase = try Self.member(model, "posts")
        #expect(phase.wrapper == .state && phase.access == .private && phase.initialValue == .loading)
        #expect(phase.type == "PostsPhase")
        let query = try Self.member(model, "query")
        #expect(query.initialValue == .code(#""""#), "the user's expression, untouched")
        // Two dependencies: a computed task id combining them.
        let taskID = try Self.member(model, "postsTaskID")
        #expect(taskID.group == .computed && taskID.computedFrom == ["author", "query"])
    }

    @Test func aStoreScreenHoldsItsPhasesInTheStore() throws {
        let spec = try Self.spec(
            """
            screen: Feed
            store:
              dependencies:
                - { name: client, type: FeedClient, preview: FeedClient.preview }
              properties:
                - { name: query, type: String, initial: '""' }
            loads:
              - { name: posts, type: "[Post]", call: "client.posts(matching: query)", dependsOn: [query] }
            """)
        let facts = ScreenFacts(spec)
        #expect(facts.store == ScreenFacts.Store(typeName: "FeedStore", propertyName: "store", ownership: .owned))
        #expect(facts.loadHome == .store)
        #expect(facts.loadReadableNames(in: spec) == ["query"])
        let model = ModelBuilder().build(spec, facts: facts)
        #expect(model.loads.map(\.home) == [.store])
        #expect(model.loads[0].receiver == "store")
        #expect(model.loads[0].taskID == "store.query")
        let store = try #require(model.store)
        #expect(
            store.properties.map(\.name) == ["query", "posts", "postsReloadError", "postsRequest"],
            "the spec's properties, then the phases each with its reload error, then their request counters")
        let reloadError = store.properties[2]
        #expect(reloadError.access == .privateSet && reloadError.isOptional && reloadError.type == "(any Error)")
        #expect(store.properties[3].wrapper == .observationIgnored && store.properties[3].access == .private)
        let phase = store.properties[1]
        #expect(phase.access == .privateSet && phase.initialValue == .loading && phase.wrapper == nil)
        #expect(!model.view.members.contains { $0.name == "posts" }, "the view holds no phase of its own")
        // The store needs its dependency: the view's init creates it from a parameter.
        let owned = try Self.member(model, "store")
        #expect(owned.wrapper == .state && owned.initialValue == .none && owned.type == "FeedStore")
        let initializer = try #require(model.view.initializer)
        #expect(initializer.parameters.map(\.label) == ["client"])
        guard case .ownedStore(_, _, let type, let arguments, let wrapper)? = initializer.assignments.last else {
            Issue.record("no assignment creates the store")
            return
        }
        #expect(
            type == "FeedStore" && arguments == [.init(label: "client", name: "client")] && wrapper == .state)
        #expect(model.loads[0].functionAccess == .internal, "the view calls the store's load function")
    }

    @Test func aViewModelScreenHasADefaultViewModel() throws {
        let facts = ScreenFacts(
            try Self.spec(
                """
                screen: Feed
                architecture: { style: viewModel, reason: Shared with the widget. }
                """))
        #expect(
            facts.store == ScreenFacts.Store(typeName: "FeedViewModel", propertyName: "viewModel", ownership: .owned))
        #expect(facts.ownsStore)
    }

    /// Each ownership gets its wrapper, with Observation (iOS 17) and with the legacy mapping (iOS 16).
    @Test(arguments: [("17.0", false), ("16.0", true)])
    func wrappersFollowOwnershipAndTarget(target: String, legacy: Bool) throws {
        let spec = try Self.spec(
            """
            screen: Profile
            platform: { iOS: "\(target)" }
            environment:
              - { name: client, type: ProfileClient, preview: ProfileClient.preview }
              - { name: scheme, key: colorScheme }
            inputs:
              - { name: user, type: User, preview: User.sample }
              - { name: isCompact, type: Bool, ownership: binding, preview: "false" }
              - { name: draft, type: Draft, ownership: bindable, preview: Draft() }
            store: { ownership: received }
            navigation: participant
            flow: Home
            sheets:
              - { case: edit, destination: EditView() }
            toolbar:
              - { label: Home, action: router.popToRoot() }
            """)
        let facts = ScreenFacts(spec)
        #expect(facts.usesLegacyObservation == legacy)
        let model = ModelBuilder().build(spec, facts: facts)
        #expect(model.usesLegacyObservation == legacy)
        let client = try Self.member(model, "client")
        #expect(client.wrapper == (legacy ? .environmentObject : .environment) && client.type == "ProfileClient")
        let scheme = try Self.member(model, "scheme")
        #expect(scheme.wrapper == .environment && scheme.environmentKey == "colorScheme" && scheme.type == nil)
        let user = try Self.member(model, "user")
        #expect(user.wrapper == nil && user.isConstant && user.group == .constant)
        #expect(try Self.member(model, "isCompact").wrapper == .binding)
        #expect(try Self.member(model, "draft").wrapper == (legacy ? .observedObject : .bindable))
        let store = try Self.member(model, "store")
        #expect(store.wrapper == (legacy ? .observedObject : nil))
        #expect(store.group == (legacy ? .stored : .constant))
        let router = try Self.member(model, "router")
        #expect(router.wrapper == (legacy ? .environmentObject : .environment) && router.type == "HomeRouter")
        let sheet = try Self.member(model, "sheet")
        #expect(sheet.wrapper == .state && sheet.isOptional && sheet.type == "ProfileSheet")
    }

    /// A participant whose rows push with NavigationLink(value:) reads no router: an `@Observable`
    /// read from an environment where none is installed (a sheet, a preview) stops the app. Any Swift
    /// of the spec that calls it, an interpolation's included, declares it.
    @Test(arguments: [
        ("", false), ("      - { label: Back, action: router.pop() }\n", true),
        ("      - { label: \"\\\\(router.path.count) deep\", action: 'x = 1' }\n", true),
        ("      - { label: Routers, action: 'x = routerCount' }\n", false),
    ])
    func aParticipantReadsTheRouterOnlyWhenItsCodeCallsIt(_ toolbar: String, readsRouter: Bool) throws {
        let spec = try Self.spec(
            """
            screen: Books
            navigation: participant
            flow: Library
            state:
              - { name: x, type: Int, initial: "0" }
            toolbar:
            \(toolbar.isEmpty ? "  - { label: Reset, action: 'x = 0' }\n" : toolbar)
            """)
        let model = ModelBuilder().build(spec)
        #expect(model.view.members.contains { $0.name == "router" } == readsRouter)
    }

    /// The choices the context used to make from the target are the model's: the environment-value
    /// form, how previews install objects, the owned store's storage, a closure dependency's escaping.
    @Test(arguments: [("16.0", true), ("17.0", false), ("18.0", false)])
    func targetDependentFactsAreTheModels(target: String, legacy: Bool) throws {
        let model = ModelBuilder().build(
            try Self.spec(
                """
                screen: Feed
                platform: { iOS: "\(target)" }
                environment:
                  - { name: client, type: FeedClient, preview: FeedClient.preview }
                environmentValues:
                  - { name: onTap, type: "() -> Void", default: "{}" }
                store:
                  dependencies:
                    - { name: refresh, type: "() async -> Void", preview: "{}" }
                    - { name: limit, type: Int, preview: "10" }
                """))
        // `@Entry` is Xcode 16's macro, at every target; the manual keys are the configuration's choice.
        #expect(model.usesEnvironmentEntry)
        #expect(!ModelBuilder(environmentKeys: .manual).build(try Self.spec("screen: Feed\n")).usesEnvironmentEntry)
        #expect(model.previews.allSatisfy { $0.objectEnvironment == (legacy ? .environmentObject : .environment) })
        #expect(model.store?.dependencies.map(\.isEscaping) == [true, false])
        let initializer = try #require(model.view.initializer)
        #expect(initializer.parameters.map(\.isEscaping) == [true, false])
        guard case .ownedStore(_, _, _, _, let wrapper)? = initializer.assignments.last else {
            Issue.record("no assignment creates the store")
            return
        }
        #expect(wrapper == (legacy ? .stateObject : .state))
        #expect(try Self.member(model, "store").wrapper == wrapper, "declared and created with one wrapper")
    }

    /// A case binds its value or item only where the user's code reads it, decided by the model
    /// (the context used to read the code itself); sections sit in `Section`s only when there are several.
    @Test func casesBindOnlyWhatTheirCodeReads() throws {
        let model = ModelBuilder().build(
            try Self.spec(
                """
                screen: Library
                routes:
                  - { case: book, value: Book.ID, destination: "BookView(id: value)", path: "/books/{value}" }
                  - { case: shelf, value: Shelf.ID, destination: "ShelvesView()" }
                sheets:
                  - { case: edit, item: Book, destination: "EditBookView(book: item)" }
                  - { case: add, item: Book, destination: "AddBookView()" }
                alerts:
                  - case: failed
                    item: any Error
                    title: Could Not Save
                    message: \\(item.localizedDescription)
                    actions:
                      - { label: OK, role: cancel }
                loads:
                  - { name: books, type: "[Book]", call: "client.books()" }
                  - { name: count, type: Int, call: "client.count()" }
                content:
                  sections:
                    - { load: books, element: book, row: "BookRow(book: book)" }
                    - { load: count, row: "CountSummary()" }
                """))
        #expect(model.navigation?.routes.map(\.bindsValue) == [true, false])
        #expect(model.navigation?.routes.map(\.pathSegments) == [[.literal("books"), .value], nil])
        #expect(model.presentations.first?.cases.map(\.bindsItem) == [true, false])
        let failed = try #require(model.alerts.first?.cases.first)
        #expect(!failed.titleReadsItem && failed.messageReadsItem && !failed.actionsReadItem)
        let content = try #require(model.content)
        #expect(content.wrapsSections)
        #expect(content.sections.map(\.bindsValue) == [true, false], "a row that ignores the value binds none")
    }

    @Test func anOwnedStoreWithoutDependenciesIsANewInstance() throws {
        for (target, wrapper) in [("17.0", MemberModel.Wrapper.state), ("16.0", .stateObject)] {
            let model = ModelBuilder().build(
                try Self.spec("screen: Feed\nplatform: { iOS: \"\(target)\" }\nstore: {}\n"))
            let store = try Self.member(model, "store")
            #expect(store.wrapper == wrapper && store.initialValue == .newInstance && store.access == .private)
            #expect(model.view.initializer == nil)
        }
    }

    /// Previews hold facts too: which values are passed, which are bindings, what is installed.
    @Test func previewsHoldValuesNotCode() throws {
        let model = ModelBuilder().build(
            try Self.spec(
                """
                screen: Feed
                environment:
                  - { name: client, type: FeedClient, preview: FeedClient.preview }
                  - { name: scheme, key: colorScheme, preview: .dark }
                inputs:
                  - { name: isCompact, type: Bool, ownership: binding, preview: "false" }
                """))
        let preview = try #require(model.previews.first)
        #expect(preview.arguments == [PreviewArgument(label: "isCompact", value: .constantBinding("false"))])
        #expect(
            preview.installs == [
                PreviewInstall(keyPath: nil, value: .code("FeedClient.preview")),
                PreviewInstall(keyPath: "colorScheme", value: .code(".dark")),
            ])
        #expect(preview.objectEnvironment == .environment)
    }

    @Test(arguments: [("list", true), ("lazyVStack", true), ("lazyHStack", false)])
    func pullToRefreshFollowsTheContainer(container: String, refreshes: Bool) throws {
        let model = ModelBuilder().build(
            try Self.spec(
                """
                screen: Feed
                environment:
                  - { name: client, type: FeedClient, preview: FeedClient.preview }
                loads:
                  - { name: posts, type: "[Post]", call: "client.posts()", refreshable: true }
                content:
                  container: \(container)
                  sections:
                    - { load: posts, element: post, row: "PostRow(post: post)" }
                """))
        #expect(model.loads[0].refreshable == refreshes, "a horizontal stack has no pull to refresh")
        #expect(model.content?.scrollsVertically == refreshes)
    }

    @Test func theStoresInitAndTheViewThatCreatesItTakeTheSameParameters() throws {
        let model = ModelBuilder().build(
            try Self.spec(
                """
                screen: Feed
                store:
                  dependencies:
                    - { name: client, type: FeedClient, preview: FeedClient.preview }
                    - { name: onSelect, type: "(Post) -> Void", preview: "{ _ in }" }
                loads:
                  - { name: posts, type: "[Post]", call: "client.posts()" }
                """))
        let store = try #require(model.store)
        #expect(store.initializerParameters.map(\.label) == ["client", "onSelect"])
        #expect(store.initializerParameters.map(\.isEscaping) == [false, true])
        let view = try #require(model.view.initializer)
        #expect(view.parameters.map(\.label) == store.initializerParameters.map(\.label))
        #expect(view.parameters.map(\.type) == store.initializerParameters.map(\.type))
    }
}
