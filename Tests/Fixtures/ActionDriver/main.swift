// Drives the generated `EditAccountStore` (Tests/Golden/spec-edit-account) through each
// outcome of its `save` action, and its `removeAvatar`'s success, on Linux, with stub `AccountClient`s. StoreRuntimeTests builds it:
//
//   swiftc -swift-version 6 -D SCREENGEN_ACTION_DRIVER main.swift EditAccountStore.swift Models.swift
//
// and expects exit status 0 and one `PASS` line per check. The whole file sits behind
// SCREENGEN_ACTION_DRIVER so that type-checking Tests/Fixtures as a directory with another golden
// (which has no `EditAccountStore`) sees an empty file.

#if SCREENGEN_ACTION_DRIVER

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct StubFailure: Error {}

/// Counts the calls that reached the client.
actor CallLog {
    private(set) var updates: [AccountDraft] = []
    private(set) var removals = 0

    func record(_ draft: AccountDraft) { updates.append(draft) }
    func recordRemoval() { removals += 1 }
}

/// An `AccountClient` whose answer the check chooses.
struct StubAccountClient: AccountClient {
    enum Behaviour: Sendable {
        case succeed
        case fail
        /// Signals `started`, then waits until `release` yields before succeeding.
        case hold(started: AsyncStream<Void>.Continuation, release: AsyncStream<Void>)
    }

    var behaviour: Behaviour
    var log: CallLog

    func update(_ draft: AccountDraft) async throws {
        await log.record(draft)
        switch behaviour {
        case .succeed:
            return
        case .fail:
            throw StubFailure()
        case .hold(let started, let release):
            started.yield()
            for await _ in release { break }
        }
    }

    func removeAvatar() async throws {
        await log.recordRemoval()
        if case .fail = behaviour { throw StubFailure() }
    }
}

// 0. The draft and the saved copy start from the account the store is given, set in its init.
do {
    var account = AccountDraft.sample
    account.displayName = "Lin"
    let store = EditAccountStore(client: StubAccountClient(behaviour: .succeed, log: CallLog()), account: account)
    check(
        "starts from the account", store.draft == account && store.original == account,
        "draft: \(store.draft.displayName), original: \(store.original.displayName)")
}

// 1. A save that succeeds sends the store's draft once, returns true and clears the flag.
do {
    let log = CallLog()
    let store = EditAccountStore(client: StubAccountClient(behaviour: .succeed, log: log), account: .sample)
    store.draft.displayName = "Grace"
    let ran = try await store.save()
    let updates = await log.updates
    check(
        "success", ran && updates.map(\.displayName) == ["Grace"] && !store.isSaving,
        "ran: \(ran), sent: \(updates.map(\.displayName)), isSaving: \(store.isSaving)")
}

// 2. A save that fails throws the client's error to the caller and still clears the flag.
do {
    let store = EditAccountStore(client: StubAccountClient(behaviour: .fail, log: CallLog()), account: .sample)
    var thrown: (any Error)?
    do { try await store.save() } catch { thrown = error }
    check(
        "failure", thrown is StubFailure && !store.isSaving,
        "threw: \(thrown.map { "\(type(of: $0))" } ?? "nothing"), isSaving: \(store.isSaving)")
}

// 3. A second save while the first is in flight returns false at once and never reaches the
//    client; the first then finishes and clears the flag.
do {
    let log = CallLog()
    let (started, startedContinuation) = AsyncStream<Void>.makeStream()
    let (release, releaseContinuation) = AsyncStream<Void>.makeStream()
    let store = EditAccountStore(
        client: StubAccountClient(behaviour: .hold(started: startedContinuation, release: release), log: log),
        account: .sample)
    let first = Task { try await store.save() }
    var iterator = started.makeAsyncIterator()
    _ = await iterator.next()  // the first save is inside the client
    let inFlight = store.isSaving
    let second = try await store.save()
    releaseContinuation.yield()
    let firstRan = try await first.value
    let calls = await log.updates.count
    check(
        "double tap", inFlight && !second && firstRan && calls == 1 && !store.isSaving,
        "in flight: \(inFlight), second ran: \(second), first ran: \(firstRan), calls: \(calls)")
}

// 4. What a success changes in the store happens in the store: removing the avatar clears it in the
//    draft and the saved copy; a failure changes neither.
do {
    var account = AccountDraft.sample
    account.hasAvatar = true
    let store = EditAccountStore(client: StubAccountClient(behaviour: .succeed, log: CallLog()), account: account)
    let ran = try await store.removeAvatar()
    let failing = EditAccountStore(client: StubAccountClient(behaviour: .fail, log: CallLog()), account: account)
    _ = try? await failing.removeAvatar()
    check(
        "success changes the store",
        ran && !store.draft.hasAvatar && !store.original.hasAvatar && failing.draft.hasAvatar
            && failing.original.hasAvatar,
        "draft: \(store.draft.hasAvatar), original: \(store.original.hasAvatar), after a failure: "
            + "\(failing.draft.hasAvatar)")
}

// 5. Save and Remove Avatar exclude each other (the spec's `busy`): while a save is in the client
//    the screen is busy and removing the avatar returns false without reaching the client; once the
//    save is done, the removal runs.
do {
    let log = CallLog()
    let (started, startedContinuation) = AsyncStream<Void>.makeStream()
    let (release, releaseContinuation) = AsyncStream<Void>.makeStream()
    var account = AccountDraft.sample
    account.hasAvatar = true
    let store = EditAccountStore(
        client: StubAccountClient(behaviour: .hold(started: startedContinuation, release: release), log: log),
        account: account)
    let save = Task { try await store.save() }
    var iterator = started.makeAsyncIterator()
    _ = await iterator.next()  // the save is inside the client
    let busy = store.isUpdating
    let removedDuringSave = try await store.removeAvatar()
    let removalsDuringSave = await log.removals
    releaseContinuation.yield()
    let saved = try await save.value
    let removedAfter = try await store.removeAvatar()
    check(
        "busy excludes",
        busy && !removedDuringSave && removalsDuringSave == 0 && saved && removedAfter && !store.isUpdating,
        "busy: \(busy), removed during the save: \(removedDuringSave), calls: \(removalsDuringSave), "
            + "saved: \(saved), removed after: \(removedAfter)")
}

exit(failures == 0 ? 0 : 1)

#endif
