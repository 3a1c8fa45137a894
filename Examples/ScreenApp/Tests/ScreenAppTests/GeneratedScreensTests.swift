import Foundation
import Testing

@testable import ScreenApp

/// The generated store, the app's routes, router and tab navigation work in someone else's package,
/// on Linux.
@MainActor
@Suite struct GeneratedScreensTests {
    struct Stub: PostsClient {
        var result: Result<[Post], any Error>
        var suspends = false

        func posts(matching query: String) async throws -> [Post] {
            if suspends { try await Task.sleep(nanoseconds: 60_000_000_000) }
            return try result.get().filter { query.isEmpty || $0.title.contains(query) }
        }
    }

    struct Failure: Error {}

    @Test func theStoreReachesEveryPhase() async throws {
        let posts = [Post(id: 1, title: "Hello"), Post(id: 2, title: "World")]
        let loaded = TimelineStore(client: Stub(result: .success(posts)))
        loaded.query = "World"
        await loaded.loadPosts()
        guard case .loaded(let shown, let query) = loaded.posts else {
            Issue.record("not loaded: \(loaded.posts)")
            return
        }
        #expect(shown.map(\.id) == [2])
        // The rows carry the query they were loaded for, whatever the field says since.
        loaded.query = "Hello"
        #expect(query == "World" && loaded.posts.loadedFor == "World")

        let empty = TimelineStore(client: Stub(result: .success([])))
        await empty.loadPosts()
        guard case .empty = empty.posts else {
            Issue.record("not empty: \(empty.posts)")
            return
        }

        let failing = TimelineStore(client: Stub(result: .failure(Failure())))
        await failing.loadPosts()
        guard case .failed(let error) = failing.posts else {
            Issue.record("not failed: \(failing.posts)")
            return
        }
        #expect(error is Failure)

        let cancelled = TimelineStore(client: Stub(result: .success(posts), suspends: true))
        let task = Task { await cancelled.loadPosts() }
        task.cancel()
        await task.value
        guard case .loading = cancelled.posts else {
            Issue.record("a cancelled load changed the phase")
            return
        }
    }

    @Test func routesRoundTripTheirDeepLinks() throws {
        let url = try #require(ReaderRoute.settings.url)
        #expect(ReaderRoute(url: url) == .settings)
        #expect(ReaderRoute(url: URL(string: "reader://settings")!) == .settings)
        #expect(ReaderRoute(url: URL(string: "/books/7")!) == nil)
    }

    @Test func theRouterPushesAndPops() {
        let router = ReaderRouter()
        router.navigate(to: .settings)
        router.navigate(to: .settings)
        router.pop()
        #expect(router.path == [.settings])
        router.popToRoot()
        #expect(router.path.isEmpty)
    }

    @Test func aDeepLinkOpensOnTheSelectedTabsStack() throws {
        let navigation = ReaderNavigation()
        #expect(navigation.selectedTab == .timeline)
        #expect(navigation.open(try #require(URL(string: "reader://settings"))))
        #expect(navigation.selectedTab == .timeline)
        #expect(navigation.timelineRouter.path == [.settings])
        #expect(!navigation.open(try #require(URL(string: "reader://nowhere"))))
        // The shelf tab holds no stack (the Shelf screen owns its own): a route opens on the first
        // tab that has one.
        navigation.select(.shelf)
        #expect(navigation.router(for: .shelf) == nil)
        #expect(navigation.open(try #require(URL(string: "reader://settings"))))
        #expect(navigation.selectedTab == .timeline)
        #expect(navigation.timelineRouter.path == [.settings, .settings])
    }

    @Test func reTappingTheSelectedTabPopsItsStack() {
        let navigation = ReaderNavigation()
        navigation.timelineRouter.navigate(to: .settings)
        navigation.select(.shelf)
        #expect(navigation.timelineRouter.path.count == 1)
        navigation.select(.timeline)
        #expect(navigation.timelineRouter.path.count == 1)
        navigation.select(.timeline)
        #expect(navigation.timelineRouter.path.isEmpty)
        #expect(navigation.selectedTab == .timeline)
    }
}
