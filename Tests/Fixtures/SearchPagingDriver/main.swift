// Drives the generated `RepoSearchStore` (Tests/Golden/paging-search-store-repos) on Linux, with a
// client whose calls wait until the driver answers them: overlapping searches, and a next page
// that answers after the query has changed. PagingRuntimeTests builds it:
//
//   swiftc -swift-version 6 -D SCREENGEN_SEARCH_PAGING_DRIVER main.swift RepoSearchStore.swift Models.swift
//
// and expects exit status 0 and one `PASS` line per check. The whole file sits behind
// SCREENGEN_SEARCH_PAGING_DRIVER, as StoreDriver's does.

#if SCREENGEN_SEARCH_PAGING_DRIVER

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The calls the client holds, in the order they were made ("swift", "swift after 1"), until the
/// driver answers each with the repositories it chooses.
@MainActor
final class Gate {
    private(set) var calls: [String] = []
    private var waiting: [CheckedContinuation<[Repo], Never>] = []
    private var answered: Set<Int> = []

    func wait(_ call: String) async -> [Repo] {
        await withCheckedContinuation { continuation in
            calls.append(call)
            waiting.append(continuation)
        }
    }

    func answer(_ index: Int, with ids: [Int]) {
        answered.insert(index)
        waiting[index].resume(returning: ids.map { Repo(id: $0, fullName: "repo \($0)", stars: 0) })
    }

    /// Answers every call not answered yet with no repositories, so that no task waits for ever.
    func answerTheRest() {
        for (index, continuation) in waiting.enumerated() where !answered.contains(index) {
            continuation.resume(returning: [])
        }
        answered = Set(waiting.indices)
    }

    /// Returns once `count` calls have been made.
    func calls(_ count: Int) async {
        while calls.count < count { await Task.yield() }
    }
}

struct GatedClient: RepoSearchClient {
    let gate: Gate

    func repos(matching query: String) async throws -> [Repo] { await gate.wait(query) }
    func repos(matching query: String, after cursor: Repo.ID) async throws -> [Repo] {
        await gate.wait("\(query) after \(cursor)")
    }
}

func describe(_ phase: RepoSearchStore.ReposPhase) -> String {
    switch phase {
    case .loading: ".loading"
    case .empty(let query): ".empty(for: \"\(query)\")"
    case .failed(let error): ".failed(\(type(of: error)))"
    case .loaded(let repos, let nextPage, let query):
        ".loaded(ids: \(repos.map(\.id)), after: \(nextPage.cursor.map(String.init) ?? "end"), for: \"\(query)\")"
    }
}

/// A store whose first search, for `query`, has answered with the repositories `ids`.
@MainActor
func searched(_ query: String, answering ids: [Int]) async -> (Gate, RepoSearchStore) {
    let gate = Gate()
    let store = RepoSearchStore(client: GatedClient(gate: gate))
    store.query = query
    let first = Task { await store.loadRepos() }
    await gate.calls(1)
    gate.answer(0, with: ids)
    await first.value
    return (gate, store)
}

// 1. Rows of a query the field no longer shows get no next page: loadMore makes no call.
do {
    let (gate, store) = await searched("swift", answering: [1])
    store.query = "format"
    let more = Task { await store.loadMoreRepos() }
    for _ in 0..<100 { await Task.yield() }
    let calls = gate.calls
    gate.answerTheRest()
    await more.value
    check("no page for another query", calls == ["swift"], "\(calls) \(describe(store.repos))")
}

// 2. A next page that answers after a search for a new query has shown its rows is dropped, even
//    when the new rows end at the same cursor.
do {
    let (gate, store) = await searched("swift", answering: [1])
    let nextPage = Task { await store.loadMoreRepos() }
    await gate.calls(2)
    store.query = "apple"
    let search = Task { await store.loadRepos() }
    await gate.calls(3)
    gate.answer(2, with: [7, 1])
    await search.value
    gate.answer(1, with: [2])
    await nextPage.value
    var passed = false
    if case .loaded(let repos, _, "apple") = store.repos { passed = repos.map(\.id) == [7, 1] }
    check("old page dropped", passed && gate.calls == ["swift", "swift after 1", "apple"], describe(store.repos))
}

// 3. Of two searches that overlap, the newest is shown, whichever answers last.
do {
    let gate = Gate()
    let store = RepoSearchStore(client: GatedClient(gate: gate))
    store.query = "s"
    let older = Task { await store.loadRepos() }
    await gate.calls(1)
    store.query = "swift"
    let newer = Task { await store.loadRepos() }
    await gate.calls(2)
    gate.answer(1, with: [1])
    await newer.value
    gate.answer(0, with: [1, 2, 3])
    await older.value
    var passed = false
    if case .loaded(let repos, _, "swift") = store.repos { passed = repos.map(\.id) == [1] }
    check("newest search shown", passed, describe(store.repos))
}

// 4. The query's next page appends to its own rows.
do {
    let (gate, store) = await searched("swift", answering: [1])
    let nextPage = Task { await store.loadMoreRepos() }
    await gate.calls(2)
    gate.answer(1, with: [2])
    await nextPage.value
    var passed = false
    if case .loaded(let repos, _, "swift") = store.repos { passed = repos.map(\.id) == [1, 2] }
    check("same query appends", passed, describe(store.repos))
}

exit(failures == 0 ? 0 : 1)

#endif
