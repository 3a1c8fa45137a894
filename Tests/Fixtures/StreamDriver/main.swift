// Drives the generated `NotificationsStore` (Tests/Golden/spec-notifications: a dependency from
// the environment, a `stream: throwing` load with an `empty` case) on Linux: the view's hand-over,
// then each value of the stream as it arrives, the stream's failure, its end, and the task's
// cancellation. StreamStoreRuntimeTests builds it:
//
//   swiftc -swift-version 6 -D SCREENGEN_STREAM_DRIVER main.swift NotificationsStore.swift Models.swift
//
// and expects exit status 0 and one `PASS` line per check. The whole file sits behind
// SCREENGEN_STREAM_DRIVER, like the StoreDriver.

#if SCREENGEN_STREAM_DRIVER

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct StubFailure: Error {}

func describe(_ phase: NotificationsStore.NoticesPhase) -> String {
    switch phase {
    case .loading: ".loading"
    case .empty: ".empty"
    case .failed(let error): ".failed(\(type(of: error)))"
    case .loaded(let notices): ".loaded(ids: \(notices.map(\.id)))"
    }
}

/// Lets the load's task run until `done` holds, or gives up after many turns of the main actor.
@MainActor
func settle(_ done: () -> Bool) async {
    var turns = 0
    while !done() && turns < 10_000 {
        await Task.yield()
        turns += 1
    }
}

let first = Notice(id: 1, text: "Ada followed you")
let second = Notice(id: 2, text: "Grace mentioned you")

// 1. Each value replaces the phase as it arrives; an empty one shows `.empty`.
do {
    let (updates, continuation) = AsyncThrowingStream<[Notice], any Error>.makeStream()
    let store = NotificationsStore()
    let center = NoticeCenter(updates: updates)
    let task = Task { await store.loadNotices(center: center) }
    continuation.yield([first])
    await settle { describe(store.notices) == ".loaded(ids: [1])" }
    check("first value", describe(store.notices) == ".loaded(ids: [1])", describe(store.notices))
    continuation.yield([first, second])
    await settle { describe(store.notices) == ".loaded(ids: [1, 2])" }
    check("next value", describe(store.notices) == ".loaded(ids: [1, 2])", describe(store.notices))
    continuation.yield([])
    await settle { describe(store.notices) == ".empty" }
    check("empty value", describe(store.notices) == ".empty", describe(store.notices))

    // 2. A stream that finishes keeps its last value, and the load function returns.
    continuation.yield([second])
    continuation.finish()
    await task.value
    check("finished", describe(store.notices) == ".loaded(ids: [2])", describe(store.notices))
}

// 3. A failing stream replaces the value with `.failed`, carrying the error.
do {
    let (updates, continuation) = AsyncThrowingStream<[Notice], any Error>.makeStream()
    let store = NotificationsStore()
    let center = NoticeCenter(updates: updates)
    let task = Task { await store.loadNotices(center: center) }
    continuation.yield([first])
    await settle { describe(store.notices) == ".loaded(ids: [1])" }
    continuation.finish(throwing: StubFailure())
    await task.value
    var passed = false
    if case .failed(let error) = store.notices { passed = error is StubFailure }
    check("failed", passed, describe(store.notices))
}

// 4. Cancelling the task (the view went away) ends the loop and leaves the phase alone, even when
//    values keep coming.
do {
    let (updates, continuation) = AsyncThrowingStream<[Notice], any Error>.makeStream()
    let store = NotificationsStore()
    let center = NoticeCenter(updates: updates)
    let task = Task { await store.loadNotices(center: center) }
    continuation.yield([first])
    await settle { describe(store.notices) == ".loaded(ids: [1])" }
    task.cancel()
    continuation.yield([first, second])
    await task.value
    check("cancelled", describe(store.notices) == ".loaded(ids: [1])", describe(store.notices))
}

exit(failures == 0 ? 0 : 1)

#endif
