// Drives the generated `EditProfileStore` (Tests/Golden/spec-edit-profile: a load with
// `seeds`) on Linux: the first answer copies the profile into the properties the form edits and sets
// the flag the fields wait for; what the user types then survives a reload, a failed reload and a
// Retry; a first load that fails seeds nothing until an answer comes. SeedRuntimeTests builds it:
//
//   swiftc -swift-version 6 -D SCREENGEN_SEED_DRIVER main.swift EditProfileStore.swift Models.swift
//
// and expects exit status 0 and one `PASS` line per check.

#if SCREENGEN_SEED_DRIVER

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct StubFailure: Error {}

/// An identity whose answers count up (the display name is `Ada <call number>`) and whose calls fail
/// when their number is in `failing`.
actor StubIdentity: IdentityService {
    private(set) var calls = 0
    var failing: Set<Int> = []

    init(failing: Set<Int> = []) {
        self.failing = failing
    }

    func fail(_ calls: Set<Int>) { failing = calls }

    func profileWithSource() async throws -> EditableProfile {
        calls += 1
        if failing.contains(calls) { throw StubFailure() }
        var profile = EditableProfile.sample
        profile.displayName = "Ada \(calls)"
        profile.source.note = "note \(calls)"
        profile.locked = calls.isMultiple(of: 2)
        return profile
    }
}

@MainActor
func describe(_ store: EditProfileStore) -> String {
    let phase =
        switch store.profile {
        case .loading: ".loading"
        case .failed: ".failed"
        case .loaded(let profile): ".loaded(\(profile.displayName))"
        }
    return "\(phase) \(store.isProfileSeeded ? "seeded" : "waiting") displayName=\(store.displayName) "
        + "note=\(store.note) locked=\(store.locked)"
}

// 1. Before the first answer the form waits: nothing seeded, the flag the fields are disabled by is false.
let stub = StubIdentity()
let store = EditProfileStore(identity: stub)
check("the fields wait before the first answer", !store.isProfileSeeded && store.displayName.isEmpty, describe(store))

// 2. The first answer seeds every property and sets the flag.
await store.loadProfile()
check(
    "the first answer seeds the form",
    store.isProfileSeeded && store.displayName == "Ada 1" && store.note == "note 1" && !store.locked,
    describe(store))

// 3. The user edits; a reload (pull to refresh, every, an action's reload) shows the new profile but
//    leaves what the user typed alone.
store.displayName = "Typed"
store.locked = true
await store.loadProfile()
check(
    "a reload does not overwrite what the user edited",
    describe(store) == ".loaded(Ada 2) seeded displayName=Typed note=note 1 locked=true", describe(store))

// 4. A failed reload keeps the edits and the form enabled.
await stub.fail([3])
await store.loadProfile()
check(
    "a failed reload keeps the edits and the fields enabled",
    store.isProfileSeeded && store.displayName == "Typed" && store.profileReloadError != nil, describe(store))

// 5. A first load that fails seeds nothing and the fields keep waiting; Retry's answer seeds.
let failingFirst = EditProfileStore(identity: StubIdentity(failing: [1]))
await failingFirst.loadProfile()
check(
    "a failed first load seeds nothing",
    describe(failingFirst) == ".failed waiting displayName= note= locked=false", describe(failingFirst))
await failingFirst.loadProfile()
check(
    "the answer after a failure seeds",
    describe(failingFirst) == ".loaded(Ada 2) seeded displayName=Ada 2 note=note 2 locked=true",
    describe(failingFirst))

exit(failures == 0 ? 0 : 1)

#endif
