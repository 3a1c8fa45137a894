import Testing

/// A paged load's store runs on Linux: Tests/Fixtures/PagingDriver/main.swift drives the owned
/// store of `paging-store-timeline` through its pages with a scripted client.
@Suite struct PagingRuntimeTests {
    @Test func timelineStorePagesThroughEveryState() throws {
        let store = TestPaths.path("Tests/Golden/paging-store-timeline/expected/HomeTimeline/HomeTimelineStore.swift")
        let lines = try FixtureDriver(name: "PagingDriver", files: [store], define: "SCREENGEN_PAGING_DRIVER").output()
        #expect(
            lines == [
                "PASS first page: .loaded(ids: [1, 2], nextPage: .available(after: 2))",
                "PASS next page: .loaded(ids: [1, 2, 3, 4], nextPage: .available(after: 4))",
                "PASS failed next page: .loaded(ids: [1, 2, 3, 4], nextPage: .failed(after: 4, StubFailure))",
                "PASS retry: .loaded(ids: [1, 2, 3, 4, 5], nextPage: .available(after: 5))",
                "PASS end: .loaded(ids: [1, 2, 3, 4, 5], nextPage: .end)",
                "PASS no call at the end: [\"first\", \"after 2\", \"after 4\", \"after 4\", \"after 5\"]",
                "PASS refresh: .loaded(ids: [1, 2], nextPage: .available(after: 2))",
                "PASS second trigger: .loaded(ids: [1, 2], nextPage: .loading(after: 2))",
                "PASS cancelled page: .loaded(ids: [1, 2], nextPage: .available(after: 2))",
                "PASS late page after refresh: .loaded(ids: [1, 2, 3, 4], nextPage: .available(after: 4))",
            ])
    }

    /// Tests/Fixtures/SearchPagingDriver/main.swift drives the store of `paging-search-store-repos`:
    /// rows keep the query they were loaded for, and no other query's page is ever appended.
    @Test func searchStoreKeepsEachPageWithItsQuery() throws {
        let store = TestPaths.path("Tests/Golden/paging-search-store-repos/expected/RepoSearch/RepoSearchStore.swift")
        let lines = try FixtureDriver(
            name: "SearchPagingDriver", files: [store], define: "SCREENGEN_SEARCH_PAGING_DRIVER"
        ).output()
        #expect(
            lines == [
                "PASS no page for another query: [\"swift\"] .loaded(ids: [1], after: 1, for: \"swift\")",
                "PASS old page dropped: .loaded(ids: [7, 1], after: 1, for: \"apple\")",
                "PASS newest search shown: .loaded(ids: [1], after: 1, for: \"swift\")",
                "PASS same query appends: .loaded(ids: [1, 2], after: 2, for: \"swift\")",
            ])
    }
}
