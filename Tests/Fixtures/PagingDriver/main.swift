// Drives the paging of the generated `HomeTimelineStore` (Tests/Golden/paging-store-timeline) on
// Linux, with a scripted `TimelineClient`: the first page, the next pages to the end, a failed next
// page (the posts stay), Retry, a second trigger while a page loads, a cancelled page, and a refresh
// that starts again from page one while an old page is still on its way. PagingRuntimeTests builds it:
//
//   swiftc -swift-version 6 -D SCREENGEN_PAGING_DRIVER main.swift HomeTimelineStore.swift Models.swift
//
// and expects exit status 0 and one `PASS` line per check. The whole file sits behind
// SCREENGEN_PAGING_DRIVER, as StoreDriver's does.
//
// Built with SCREENGEN_ENVELOPE_PAGING_DRIVER instead (and NotificationsStore.swift of
// Tests/Golden/paging-envelope-store-notifications), it drives a store whose pages are envelopes:
// the scripted client's cursors are not row ids, so only a store that reads the cursor beside the
// rows fetches the right pages.

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

#if SCREENGEN_ENVELOPE_PAGING_DRIVER

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct StubFailure: Error {}

/// Five notifications, two a page. Page k's Link header names page k + 1 (`p1`, `p2`), a cursor
/// that is no notification's id, and the last page has no header. The driver can make the next
/// call fail, or hold it until it is released.
actor Script {
    enum Next { case answer, fail, hold }

    var notifications = (1...5).map { PixelfedNotification(id: "n\($0)", account: "account \($0)") }
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

    /// A notification arrives: it is the newest, first in the first page.
    func arrive(_ notification: PixelfedNotification) {
        notifications.insert(notification, at: 0)
    }

    /// The page as it is when the call is made, answered when the script says so.
    func page(_ cursor: String?) async throws -> Linkable<[PixelfedNotification]> {
        calls.append(cursor.map { "maxID \($0)" } ?? "first")
        let index = cursor.map { Int($0.dropFirst()) ?? 99 } ?? 0
        let rows = Array(notifications.dropFirst(index * 2).prefix(2))
        let more = (index + 1) * 2 < notifications.count
        let answer = Linkable(data: rows, link: more ? PageLink(maxID: "p\(index + 1)") : nil)
        let behaviour = next
        next = .answer
        switch behaviour {
        case .answer: break
        case .fail: throw StubFailure()
        case .hold:
            await withCheckedContinuation { held = $0; started?.yield() }
            try Task.checkCancellation()
        }
        return answer
    }
}

struct StubNotificationsClient: PixelfedNotificationsClient {
    let script: Script

    func notifications() async throws -> Linkable<[PixelfedNotification]> { try await script.page(nil) }
    func notifications(maxID: String) async throws -> Linkable<[PixelfedNotification]> {
        try await script.page(maxID)
    }
}

func describe(_ nextPage: NotificationsStore.NotificationsNextPage) -> String {
    switch nextPage {
    case .available(let cursor): ".available(after: \(cursor))"
    case .loading(let cursor): ".loading(after: \(cursor))"
    case .failed(let cursor, let error): ".failed(after: \(cursor), \(type(of: error)))"
    case .end: ".end"
    }
}

func describe(_ phase: NotificationsStore.NotificationsPhase) -> String {
    switch phase {
    case .loading: ".loading"
    case .empty: ".empty"
    case .failed(let error): ".failed(\(type(of: error)))"
    case .loaded(let rows, let nextPage): ".loaded(ids: \(rows.map(\.id)), nextPage: \(describe(nextPage)))"
    }
}

let script = Script()
let store = NotificationsStore(client: StubNotificationsClient(script: script))

// 1. The first page: its rows, and the next page after the cursor beside them.
await store.loadNotifications()
check(
    "first page", describe(store.notifications) == ".loaded(ids: [\"n1\", \"n2\"], nextPage: .available(after: p1))",
    describe(store.notifications))

// 2. The next page is fetched from the envelope's cursor, not the last row's id, and appended.
await store.loadMoreNotifications()
check(
    "next page",
    describe(store.notifications) == ".loaded(ids: [\"n1\", \"n2\", \"n3\", \"n4\"], nextPage: .available(after: p2))",
    describe(store.notifications))

// 3. A failed next page keeps the rows and remembers its cursor; Retry fetches it again.
await script.set(.fail)
await store.loadMoreNotifications()
check(
    "failed next page", describe(store.notifications).hasSuffix("nextPage: .failed(after: p2, StubFailure))"),
    describe(store.notifications))

// 4. The last page has no cursor beside it: the end, after which nothing more is fetched.
await store.loadMoreNotifications()
await store.loadMoreNotifications()
check(
    "end",
    describe(store.notifications) == ".loaded(ids: [\"n1\", \"n2\", \"n3\", \"n4\", \"n5\"], nextPage: .end)",
    describe(store.notifications))
let calls = await script.calls
check("calls", calls == ["first", "maxID p1", "maxID p2", "maxID p2"], "\(calls)")

// 5. Refresh starts again from the first page.
await store.loadNotifications()
check(
    "refresh", describe(store.notifications) == ".loaded(ids: [\"n1\", \"n2\"], nextPage: .available(after: p1))",
    describe(store.notifications))

// 6. Once at a time: a second trigger while a page loads fetches nothing.
do {
    let (started, continuation) = AsyncStream<Void>.makeStream()
    await script.set(.hold, started: continuation)
    let task = Task { await store.loadMoreNotifications() }
    var iterator = started.makeAsyncIterator()
    _ = await iterator.next()
    let callsBefore = await script.calls.count
    await store.loadMoreNotifications()
    let callsAfter = await script.calls.count
    check(
        "second trigger", callsAfter == callsBefore && describe(store.notifications).hasSuffix(".loading(after: p1))"),
        describe(store.notifications))
    await script.release()
    await task.value
}

// 7. The newest request wins: a first page overtaken by a newer load (after a notification arrived)
// is not shown when it answers last.
do {
    let (started, continuation) = AsyncStream<Void>.makeStream()
    await script.set(.hold, started: continuation)
    let older = Task { await store.loadNotifications() }
    var iterator = started.makeAsyncIterator()
    _ = await iterator.next()
    await script.arrive(PixelfedNotification(id: "n0", account: "account 0"))
    await store.loadNotifications()
    await script.release()
    await older.value
    check(
        "newest request wins",
        describe(store.notifications) == ".loaded(ids: [\"n0\", \"n1\"], nextPage: .available(after: p1))",
        describe(store.notifications))
}

exit(failures == 0 ? 0 : 1)

#endif
