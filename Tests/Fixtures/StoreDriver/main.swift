// Drives the generated `TimelineStore` (Tests/Golden/store-owned-protocol-dependency) through
// each outcome of its load, on Linux, with stub `PostsClient`s. StoreRuntimeTests builds it:
//
//   swiftc -swift-version 6 -D SCREENGEN_STORE_DRIVER main.swift TimelineStore.swift Models.swift
//
// and expects exit status 0 and one `PASS` line per check. The whole file sits behind
// SCREENGEN_STORE_DRIVER so that type-checking Tests/Fixtures as a directory with another golden
// (which has no `TimelineStore`) sees an empty file.

#if SCREENGEN_STORE_DRIVER

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct StubFailure: Error {}

/// A `PostsClient` whose answer the check chooses.
struct StubPostsClient: PostsClient {
    enum Behaviour: Sendable {
        /// Answers with the posts whose title contains the query (all of them for "").
        case answer([Post])
        case fail
        /// Signals `started`, then sleeps until cancelled (answering if it ever wakes up).
        case suspend(started: AsyncStream<Void>.Continuation)
        /// Waits until the check answers the call, so that calls can overlap and answer in any order.
        case gate(Gate)
    }

    var behaviour: Behaviour

    func posts(matching query: String) async throws -> [Post] {
        switch behaviour {
        case .answer(let posts):
            return posts.filter { query.isEmpty || $0.title.contains(query) }
        case .fail:
            throw StubFailure()
        case .suspend(let started):
            started.yield()
            try await Task.sleep(nanoseconds: 10 * 1_000_000_000)
            return Post.samples
        case .gate(let gate):
            return try await gate.wait(for: query)
        }
    }
}

/// The calls a `gate` client holds, in the order they were made, until the check answers each.
@MainActor
final class Gate {
    private(set) var queries: [String] = []
    private var waiting: [CheckedContinuation<[Post], any Error>] = []

    func wait(for query: String) async throws -> [Post] {
        try await withCheckedThrowingContinuation { continuation in
            queries.append(query)
            waiting.append(continuation)
        }
    }

    /// Answers call `index` with the posts whose title contains its query, or fails it.
    func answer(_ index: Int, failing: Bool = false) {
        if failing {
            waiting[index].resume(throwing: StubFailure())
        } else {
            let query = queries[index]
            waiting[index].resume(returning: Post.samples.filter { query.isEmpty || $0.title.contains(query) })
        }
    }

    /// Returns once `count` calls are waiting.
    func calls(_ count: Int) async {
        while queries.count < count { await Task.yield() }
    }
}

func describe(_ phase: TimelineStore.PostsPhase) -> String {
    switch phase {
    case .loading: ".loading"
    case .empty(let query): ".empty(for: \"\(query)\")"
    case .failed(let error): ".failed(\(type(of: error)))"
    case .loaded(let posts, let query): ".loaded(ids: \(posts.map(\.id)), for: \"\(query)\")"
    }
}

// 1. A successful load lands in `.loaded` with the client's answer for the store's query.
do {
    let store = TimelineStore(client: StubPostsClient(behaviour: .answer(Post.samples)))
    store.query = "Compilers"
    await store.loadPosts()
    var passed = false
    if case .loaded(let posts, "Compilers") = store.posts { passed = posts.map(\.id) == [2] }
    check("loaded", passed, describe(store.posts))
}

// 2. An empty answer lands in `.empty`, not `.loaded([])`.
do {
    let store = TimelineStore(client: StubPostsClient(behaviour: .answer([])))
    await store.loadPosts()
    var passed = false
    if case .empty = store.posts { passed = true }
    check("empty", passed, describe(store.posts))
}

// 3. A thrown error lands in `.failed` carrying that error.
do {
    let store = TimelineStore(client: StubPostsClient(behaviour: .fail))
    await store.loadPosts()
    var passed = false
    if case .failed(let error) = store.posts { passed = error is StubFailure }
    check("failed", passed, describe(store.posts))
}

// 4. A load whose task is cancelled while the client is suspended leaves the phase alone.
do {
    let (started, continuation) = AsyncStream<Void>.makeStream()
    let store = TimelineStore(client: StubPostsClient(behaviour: .suspend(started: continuation)))
    let task = Task { await store.loadPosts() }
    var iterator = started.makeAsyncIterator()
    _ = await iterator.next()  // the client is now inside Task.sleep
    task.cancel()
    await task.value
    var passed = false
    if case .loading = store.posts { passed = true }
    check("cancelled", passed, describe(store.posts))
}

// 5. The newest request wins: of two overlapping loads, the older one answering last shows nothing.
do {
    let gate = Gate()
    let store = TimelineStore(client: StubPostsClient(behaviour: .gate(gate)))
    store.query = "Swift"
    let older = Task { await store.loadPosts() }
    await gate.calls(1)
    store.query = "Compilers"
    let newer = Task { await store.loadPosts() }
    await gate.calls(2)
    gate.answer(1)
    await newer.value
    gate.answer(0)
    await older.value
    var passed = false
    if case .loaded(let posts, "Compilers") = store.posts { passed = posts.map(\.id) == [2] }
    check("newest wins", passed, describe(store.posts))
}

// 6. An older request that fails after a newer one answered leaves the newer answer shown.
do {
    let gate = Gate()
    let store = TimelineStore(client: StubPostsClient(behaviour: .gate(gate)))
    let older = Task { await store.loadPosts() }
    await gate.calls(1)
    let newer = Task { await store.loadPosts() }
    await gate.calls(2)
    gate.answer(1)
    await newer.value
    gate.answer(0, failing: true)
    await older.value
    var passed = false
    if case .loaded(let posts, "") = store.posts { passed = posts.count == Post.samples.count }
    check("overtaken failure", passed, describe(store.posts))
}

// 7. The phase holds the query it was loaded for, which typing does not change.
do {
    let store = TimelineStore(client: StubPostsClient(behaviour: .answer(Post.samples)))
    store.query = "Nothing matches this"
    await store.loadPosts()
    store.query = "Compilers"
    let passed = store.posts.loadedFor == "Nothing matches this"
    check("query carried", passed, describe(store.posts))
}

// 8. A failed reload keeps the rows shown for the same query and reports the failure beside them;
//    the next answer clears the report.
do {
    let gate = Gate()
    let store = TimelineStore(client: StubPostsClient(behaviour: .gate(gate)))
    let first = Task { await store.loadPosts() }
    await gate.calls(1)
    gate.answer(0)
    await first.value
    let reload = Task { await store.loadPosts() }
    await gate.calls(2)
    gate.answer(1, failing: true)
    await reload.value
    var kept = false
    if case .loaded(let posts, "") = store.posts { kept = posts.count == Post.samples.count }
    let reported = store.postsReloadError is StubFailure
    let afterFailure = describe(store.posts)
    let again = Task { await store.loadPosts() }
    await gate.calls(3)
    gate.answer(2)
    await again.value
    check(
        "failed reload keeps rows", kept && reported && store.postsReloadError == nil,
        "\(afterFailure), reported: \(reported)")
}

// 9. A failure for another query than the rows are for is the full-screen failure, not a report.
do {
    let gate = Gate()
    let store = TimelineStore(client: StubPostsClient(behaviour: .gate(gate)))
    let first = Task { await store.loadPosts() }
    await gate.calls(1)
    gate.answer(0)
    await first.value
    store.query = "Compilers"
    let search = Task { await store.loadPosts() }
    await gate.calls(2)
    gate.answer(1, failing: true)
    await search.value
    var passed = false
    if case .failed(let error) = store.posts { passed = error is StubFailure && store.postsReloadError == nil }
    check("failure for a new query", passed, describe(store.posts))
}

exit(failures == 0 ? 0 : 1)

#endif
