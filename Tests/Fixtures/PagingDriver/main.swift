// Drives the paging of the generated `HomeTimelineStore` (Tests/Golden/paging-store-timeline) on
// Linux, with a scripted `TimelineClient`: the first page, the next pages to the end, a failed next
// page (the posts stay), Retry, a second trigger while a page loads, a cancelled page, and a refresh
// that starts again from page one while an old page is still on its way. PagingRuntimeTests builds it:
//
//   swiftc -swift-version 6 -D SCREENGEN_PAGING_DRIVER main.swift HomeTimelineStore.swift Models.swift
//
// and expects exit status 0 and one `PASS` line per check. The whole file sits behind
// SCREENGEN_PAGING_DRIVER, as StoreDriver's does.

#if SCREENGEN_PAGING_DRIVER

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct StubFailure: Error {}

/// Five posts, two a page; the page after the last post is empty. The driver can make the next
/// call fail, or hold it until it is released (or its task cancelled).
actor Script {
    enum Next { case answer, fail, hold }

    let posts = (1...5).map { Post(id: $0, title: "Post \($0)", authorID: Author.sample.id) }
    var next = Next.answer
    var calls: [String] = []
    private var held: CheckedContinuation<Void, Never>?
    private var started: AsyncStream<Void>.Continuation?

    func set(_ next: Next, started: AsyncStream<Void>.Continuation? = nil) {
        self.next = next
        self.started = started
    }

    func release() {
        held?.resume()
        held = nil
    }

    func page(after cursor: Post.ID?) async throws -> [Post] {
        calls.append(cursor.map { "after \($0)" } ?? "first")
        let behaviour = next
        next = .answer
        switch behaviour {
        case .answer: break
        case .fail: throw StubFailure()
        case .hold:
            await withCheckedContinuation { held = $0; started?.yield() }
            try Task.checkCancellation()
        }
        return Array(posts.filter { $0.id > (cursor ?? 0) }.prefix(2))
    }
}

struct StubTimelineClient: TimelineClient {
    let script: Script

    func timeline() async throws -> [Post] { try await script.page(after: nil) }
    func timeline(after cursor: Post.ID) async throws -> [Post] { try await script.page(after: cursor) }
}

func describe(_ nextPage: HomeTimelineStore.PostsNextPage) -> String {
    switch nextPage {
    case .available(let cursor): ".available(after: \(cursor))"
    case .loading(let cursor): ".loading(after: \(cursor))"
    case .failed(let cursor, let error): ".failed(after: \(cursor), \(type(of: error)))"
    case .end: ".end"
    }
}

func describe(_ phase: HomeTimelineStore.PostsPhase) -> String {
    switch phase {
    case .loading: ".loading"
    case .empty: ".empty"
    case .failed(let error): ".failed(\(type(of: error)))"
    case .loaded(let posts, let nextPage): ".loaded(ids: \(posts.map(\.id)), nextPage: \(describe(nextPage)))"
    }
}

let script = Script()
let store = HomeTimelineStore(client: StubTimelineClient(script: script))

// 1. The first page: its posts, and the next page after its last post.
await store.loadPosts()
check("first page", describe(store.posts) == ".loaded(ids: [1, 2], nextPage: .available(after: 2))", describe(store.posts))

// 2. The next page is appended.
await store.loadMorePosts()
check("next page", describe(store.posts) == ".loaded(ids: [1, 2, 3, 4], nextPage: .available(after: 4))", describe(store.posts))

// 3. A failed next page keeps the posts shown and remembers where it starts.
await script.set(.fail)
await store.loadMorePosts()
check("failed next page", describe(store.posts) == ".loaded(ids: [1, 2, 3, 4], nextPage: .failed(after: 4, StubFailure))", describe(store.posts))

// 4. Retry loads the same page again.
await store.loadMorePosts()
check("retry", describe(store.posts) == ".loaded(ids: [1, 2, 3, 4, 5], nextPage: .available(after: 5))", describe(store.posts))

// 5. An empty page is the end, and at the end nothing more is fetched.
await store.loadMorePosts()
await store.loadMorePosts()
check("end", describe(store.posts) == ".loaded(ids: [1, 2, 3, 4, 5], nextPage: .end)", describe(store.posts))
let calls = await script.calls
check("no call at the end", calls.count == 5 && calls.last == "after 5", "\(calls)")

// 6. Refresh starts again from the first page.
await store.loadPosts()
check("refresh", describe(store.posts) == ".loaded(ids: [1, 2], nextPage: .available(after: 2))", describe(store.posts))

// 7. A second trigger while a page loads does nothing; a cancelled page (its row went away) is
// offered again rather than stuck loading.
do {
    let (started, continuation) = AsyncStream<Void>.makeStream()
    await script.set(.hold, started: continuation)
    let task = Task { await store.loadMorePosts() }
    var iterator = started.makeAsyncIterator()
    _ = await iterator.next()
    let callsBefore = await script.calls.count
    await store.loadMorePosts()
    let callsAfter = await script.calls.count
    check("second trigger", callsAfter == callsBefore && describe(store.posts).hasSuffix(".loading(after: 2))"), describe(store.posts))
    task.cancel()
    await script.release()
    await task.value
    check("cancelled page", describe(store.posts) == ".loaded(ids: [1, 2], nextPage: .available(after: 2))", describe(store.posts))
}

// 8. A page that arrives after a refresh replaced the posts follows them when they end at its cursor:
// it is appended, so the last row does not spin with no task fetching (the row's task id, the
// cursor, has not changed).
do {
    let (started, continuation) = AsyncStream<Void>.makeStream()
    await script.set(.hold, started: continuation)
    let task = Task { await store.loadMorePosts() }
    var iterator = started.makeAsyncIterator()
    _ = await iterator.next()
    await store.loadPosts()
    await script.release()
    await task.value
    check("late page after refresh", describe(store.posts) == ".loaded(ids: [1, 2, 3, 4], nextPage: .available(after: 4))", describe(store.posts))
}

exit(failures == 0 ? 0 : 1)

#endif
