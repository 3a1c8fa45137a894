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
        }
    }
}

var failures = 0

@MainActor
func check(_ name: String, _ passed: Bool, _ detail: String) {
    print("\(passed ? "PASS" : "FAIL") \(name): \(detail)")
    if !passed { failures += 1 }
}

func describe(_ phase: TimelineStore.PostsPhase) -> String {
    switch phase {
    case .loading: ".loading"
    case .empty: ".empty"
    case .failed(let error): ".failed(\(type(of: error)))"
    case .loaded(let posts): ".loaded(ids: \(posts.map(\.id)))"
    }
}

// 1. A successful load lands in `.loaded` with the client's answer for the store's query.
do {
    let store = TimelineStore(client: StubPostsClient(behaviour: .answer(Post.samples)))
    store.query = "Compilers"
    await store.loadPosts()
    var passed = false
    if case .loaded(let posts) = store.posts { passed = posts.map(\.id) == [2] }
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

exit(failures == 0 ? 0 : 1)

#endif
