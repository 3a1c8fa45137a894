import Testing

@testable import ScreenGenCore

/// A paged load's next-page tests: made from the `nextPage` and `nextPageError` preview values,
/// only when a dependency keys them (a `loaded` value promises no page after the first), and the
/// located error of a value no test would read.
@Suite struct PagingTestsModelTests {
    static func spec(preview: String, environment: String = "", store: Bool = true) -> String {
        let load = """
            loads:
              - name: posts
                type: "[Post]"
                call: client.timeline()
                pagination: { cursor: Post.ID, next: "client.timeline(after: cursor)", cursorOf: "page.last?.id" }

            """
        guard store else {
            return "screen: Timeline\nenvironment:\n  - { name: client, type: Client, preview: \(preview) }\n" + load
        }
        return """
            screen: Timeline
            \(environment)store:
              dependencies:
                - { name: client, type: any Client, preview: \(preview) }
                - { name: id, type: Int, preview: "7" }

            """ + load
    }

    @Test func theNextPageStatesMakeTheStoreWithTheirValuesAndLoadedForTheOthers() throws {
        let yaml = Self.spec(preview: "{ loaded: C(), nextPage: C.twoPages, nextPageError: C.failingNext }")
        let load = try #require(ModelBuilder().build(try ModelBuilderTests.spec(yaml)).tests.store?.loads.first)
        #expect(load.loadMoreFunction == "loadMorePosts")
        #expect(
            load.nextPage?.construction
                == .instance(
                    type: "TimelineStore",
                    arguments: [
                        PreviewArgument(label: "client", value: .code("C.twoPages")),
                        PreviewArgument(label: "id", value: .code("7")),
                    ]))
        #expect(
            load.nextPageFailure?.construction
                == .instance(
                    type: "TimelineStore",
                    arguments: [
                        PreviewArgument(label: "client", value: .code("C.failingNext")),
                        PreviewArgument(label: "id", value: .code("7")),
                    ]))
    }

    @Test func withoutTheStatesThereIsNoNextPageTest() throws {
        let yaml = Self.spec(preview: "{ loaded: C(), error: C.failing, nextPage: C.twoPages }")
        let load = try #require(ModelBuilder().build(try ModelBuilderTests.spec(yaml)).tests.store?.loads.first)
        #expect(load.nextPage != nil)
        #expect(load.nextPageFailure == nil)
        let bare = try #require(
            ModelBuilder().build(try ModelBuilderTests.spec(Self.spec(preview: "C()"))).tests.store?.loads.first)
        #expect(bare.nextPage == nil && bare.nextPageFailure == nil && bare.loadMoreFunction == "loadMorePosts")
    }

    @Test func aNextPageValueNoTestReadsIsALocatedError() {
        SourceCheckTests.expectOneError(
            Self.spec(preview: "{ loaded: C(), nextPage: C.twoPages }", store: false),
            "3:69 unused-paging-preview 'nextPage' of environment entry 'client' is for the tests of a store's paged "
                + "load, and this screen's loads have no store")
        let unpaged = Self.spec(preview: "{ loaded: C(), nextPageError: C.failingNext }")
            .replacingOccurrences(of: "    pagination:", with: "    #")
        SourceCheckTests.expectOneError(
            unpaged, "4:80 unused-paging-preview 'nextPageError' of store dependency 'client'",
            containing: ["store has no load with 'pagination'"])
        let unread = Self.spec(
            preview: "C()",
            environment: "environment:\n  - { name: feed, type: Feed, preview: { loaded: F(), nextPage: F.more } }\n")
        SourceCheckTests.expectOneError(
            unread, "3:65 unused-paging-preview 'nextPage' of environment entry 'feed'",
            containing: ["does not read this entry"])
    }
}
