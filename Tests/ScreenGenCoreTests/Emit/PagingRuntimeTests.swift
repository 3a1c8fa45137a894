import Foundation
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

    static let envelopeGolden =
        "Tests/Golden/paging-envelope-store-notifications/expected/Notifications/NotificationsStore.swift"
    static let envelopeStore = TestPaths.path(envelopeGolden)

    /// The PagingDriver, built for envelopes, drives the store of `paging-envelope-store-notifications`,
    /// whose pages carry their next cursor beside the rows (a Link header's `max_id`, not a row's id).
    @Test func envelopeStorePagesWithTheCursorBesideTheRows() throws {
        let lines = try FixtureDriver(
            name: "PagingDriver", files: [Self.envelopeStore], define: "SCREENGEN_ENVELOPE_PAGING_DRIVER"
        ).output()
        #expect(
            lines == [
                "PASS first page: .loaded(ids: [\"n1\", \"n2\"], nextPage: .available(after: p1))",
                "PASS next page: .loaded(ids: [\"n1\", \"n2\", \"n3\", \"n4\"], nextPage: .available(after: p2))",
                "PASS failed next page: .loaded(ids: [\"n1\", \"n2\", \"n3\", \"n4\"], nextPage: .failed(after: p2, "
                    + "StubFailure))",
                "PASS end: .loaded(ids: [\"n1\", \"n2\", \"n3\", \"n4\", \"n5\"], nextPage: .end)",
                "PASS calls: [\"first\", \"maxID p1\", \"maxID p2\", \"maxID p2\"]",
                "PASS refresh: .loaded(ids: [\"n1\", \"n2\"], nextPage: .available(after: p1))",
                "PASS second trigger: .loaded(ids: [\"n1\", \"n2\"], nextPage: .loading(after: p1))",
                "PASS newest request wins: .loaded(ids: [\"n0\", \"n1\"], nextPage: .available(after: p1))",
            ])
    }

    /// The envelope checks fail on a store that pages after its last row's id, as the short form
    /// does, instead of the cursor beside the rows: the golden's store with its next page's cursor
    /// changed, made here so it stays in step.
    @Test func aStoreThatIgnoresTheEnvelopesCursorFailsTheEnvelopeChecks() throws {
        let store = try String(contentsOfFile: TestPaths.path(Self.envelopeGolden), encoding: .utf8)
        let cursor = "NotificationsNextPage(after: page.link?.maxID)"
        try #require(store.components(separatedBy: cursor).count == 3, "the golden's store reads the cursor twice")
        let run = try #require(
            try FixtureDriver.runOnBrokenCopy(
                name: "PagingDriver", define: "SCREENGEN_ENVELOPE_PAGING_DRIVER", of: Self.envelopeGolden,
                replacing: [(cursor, "NotificationsNextPage(after: rows.last?.id)")]))
        #expect(run.status != 0)
        for check in ["first page", "next page", "end", "calls"] {
            #expect(run.lines.contains { $0.hasPrefix("FAIL \(check):") }, "\(run.lines)")
        }
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
