// Drives the generated `FollowersStore` (Tests/Golden/store-environment-dependency), whose client
// comes from its view's environment, on Linux. The store keeps no client: each load takes the one
// the view passes, and its value is for that client's identity. EnvironmentRuntimeTests builds it:
//
//   swiftc -swift-version 6 -D SCREENGEN_ENVIRONMENT_DRIVER main.swift FollowersStore.swift Models.swift
//
// and expects exit status 0 and one `PASS` line per check. The whole file sits behind
// SCREENGEN_ENVIRONMENT_DRIVER so that type-checking Tests/Fixtures as a directory with another
// golden (which has no `FollowersStore`) sees an empty file.

#if SCREENGEN_ENVIRONMENT_DRIVER

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@MainActor
func describe(_ phase: FollowersStore.FollowersPhase, clients: [String: FeedClient]) -> String {
    func name(_ id: ObjectIdentifier) -> String {
        clients.first { ObjectIdentifier($0.value) == id }?.key ?? "another client"
    }
    switch phase {
    case .loading: return ".loading"
    case .empty(let input): return ".empty(for: \(name(input)))"
    case .failed: return ".failed"
    case .loaded(let users, let input): return ".loaded(\(users.count) users, for: \(name(input)))"
    }
}

let first = FeedClient(mode: .loaded)
let second = FeedClient(mode: .loaded)
let secondFailing = FeedClient(mode: .failing)
let clients = ["first": first, "second": second, "the failing client": secondFailing]

// 1. A load is for the client it was given: nothing is stored before a load, and the phase keeps
//    the client's identity with the value, which is what the view's task compares when the screen
//    shows again.
do {
    let store = FollowersStore(authorID: Author.sample.id)
    await store.loadFollowers(client: first)
    let phase = describe(store.followers, clients: clients)
    check(
        "loaded for its client",
        phase.hasPrefix(".loaded(") && store.followers.loadedFor == ObjectIdentifier(first), phase)
}

// 2. Another client (an account switch) loads its own value: the phase is for the new one.
do {
    let store = FollowersStore(authorID: Author.sample.id)
    await store.loadFollowers(client: first)
    await store.loadFollowers(client: second)
    let phase = describe(store.followers, clients: clients)
    check("a replaced client loads again", store.followers.loadedFor == ObjectIdentifier(second), phase)
}

// 3. A failed load for another client does not keep the first client's rows on screen with a
//    notice: they are another account's. It shows the full-screen failure.
do {
    let store = FollowersStore(authorID: Author.sample.id)
    await store.loadFollowers(client: first)
    await store.loadFollowers(client: secondFailing)
    let phase = describe(store.followers, clients: clients)
    check(
        "a failure for another client is not a failed reload",
        phase == ".failed" && store.followersReloadError == nil, phase)
}

exit(failures == 0 ? 0 : 1)

#endif
