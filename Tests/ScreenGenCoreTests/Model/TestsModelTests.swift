import Testing

@testable import ScreenGenCore

/// What the generated tests check is decided in the model, from what the spec makes true.
@Suite struct TestsModelTests {
    static let store = """
        screen: Edit
        store:
          dependencies:
            - { name: client, type: any Client, preview: { loaded: PreviewClient(), empty: "PreviewClient(mode: .empty)", error: "PreviewClient(mode: .failing)" } }
            - { name: id, type: Int, preview: "7" }
        loads:
          - { name: posts, type: "[Post]", call: "client.posts(id)", empty: { title: No Posts } }
          - { name: stats, type: Stats, call: "client.stats(id)" }
          - { name: live, type: "[Post]", call: "client.live()", stream: throwing }
        actions:
          - { name: save, call: client.save(), failure: saveFailed }
          - { name: delete, call: client.delete(post), parameters: [{ name: post, type: Post }], failure: saveFailed }
        alerts:
          - { case: saveFailed, item: any Error, title: Could Not Save }

        """

    @Test func eachLoadIsTestedInTheStatesTheSpecDeclaresAndTheLoadHas() throws {
        let model = ModelBuilder().build(try ModelBuilderTests.spec(Self.store))
        let suite = try #require(model.tests.store)
        #expect(suite.suiteName == "EditStoreTests")
        // A stream follows its sequence until cancelled: no test can await its end.
        #expect(suite.loads.map(\.name) == ["posts", "stats"])
        #expect(suite.loads[0].expectations.map(\.phase) == [.loaded, .empty, .failed])
        #expect(suite.loads[0].expectations.map(\.expectsValue) == [true, false, false])
        // No empty phase, so the empty client's answer is not a state of it.
        #expect(suite.loads[1].expectations.map(\.phase) == [.loaded, .failed])
        #expect(suite.loads[1].expectations[0].expectsValue == false)
        // One expression is every state's value.
        #expect(
            suite.loads[0].expectations[1].setup.construction
                == .instance(
                    type: "EditStore",
                    arguments: [
                        PreviewArgument(label: "client", value: .code("PreviewClient(mode: .empty)")),
                        PreviewArgument(label: "id", value: .code("7")),
                    ]))
        #expect(suite.loads[0].cancelled?.construction == suite.loads[0].expectations[0].setup.construction)
    }

    @Test func actionsWithoutParametersAreTestedAndTheOthersNamed() throws {
        let model = ModelBuilder().build(try ModelBuilderTests.spec(Self.store))
        let suite = try #require(model.tests.store)
        #expect(suite.actions.map(\.name) == ["save"])
        #expect(suite.actions[0].inFlight == "isSaveRunning" && suite.actions[0].failureCase == "saveFailed")
        #expect(suite.actions[0].succeeds != nil && suite.actions[0].fails != nil)
        #expect(suite.untestedActions == ["delete"])
    }

    @Test func aStateNoDependencyDeclaresIsNotTested() throws {
        let model = ModelBuilder().build(
            try ModelBuilderTests.spec(
                "screen: Edit\nstore:\n  dependencies:\n    - { name: client, type: any Client, preview: PreviewClient() }\nloads:\n  - { name: posts, type: \"[Post]\", call: client.posts(), empty: { title: None } }\n"
            ))
        let suite = try #require(model.tests.store)
        #expect(suite.loads[0].expectations.map(\.state) == [.loaded])
    }

    @Test func routesRoundTripWithASampleAndTheOthersAreNamed() throws {
        let model = ModelBuilder().build(
            try ModelBuilderTests.spec(
                """
                screen: Shelf
                routes:
                  - { case: book, value: Int, destination: "BookView(id: value)", path: "/books/{value}" }
                  - { case: tag, value: String, destination: "TagView(tag: value)", path: "/tags/{value}" }
                  - { case: post, value: Post.ID, destination: "PostView(id: value)", path: "/posts/{value}", sample: "Post.ID(3)" }
                  - { case: author, value: Author.ID, destination: "AuthorView(id: value)", path: "/a/{value}/b" }
                  - { case: settings, destination: SettingsView(), path: /settings }
                  - { case: about, destination: AboutView() }

                """))
        let suite = try #require(model.tests.routes)
        #expect(suite.suiteName == "ShelfRouteTests")
        #expect(
            suite.routes == [
                RouteSample(caseName: "book", sample: "42"), RouteSample(caseName: "tag", sample: "\"sample\""),
                RouteSample(caseName: "post", sample: "Post.ID(3)"), RouteSample(caseName: "settings", sample: nil),
            ])
        #expect(suite.unsampled == ["author"])
        #expect(suite.unmatchedSegments.count == 4, "one more segment than the longest pattern")
    }

    @Test func anMVScreenHasNoSuite() throws {
        let model = ModelBuilder().build(
            try ModelBuilderTests.spec(
                "screen: Feed\nloads:\n  - { name: posts, type: \"[Post]\", call: client.posts() }\n"))
        #expect(model.tests.store == nil && model.tests.routes == nil && model.facts.testTypes.isEmpty)
    }
}
