import Foundation
import Testing

/// A store with actions is plain Swift (Observation, no SwiftUI), so on Linux it can be built and
/// run: Tests/Fixtures/ActionDriver/main.swift starts the store of `spec-edit-account` from an
/// account and drives its `save` action through a success, a failure, and a second call while one
/// is in flight, which must return at once without reaching the client; `removeAvatar`'s success
/// changes the draft and the saved copy in the store.
@Suite struct ActionRuntimeTests {
    @Test func editAccountStoreSavesOnceAtATime() throws {
        let store = TestPaths.path("Tests/Golden/spec-edit-account/expected/EditAccount/EditAccountStore.swift")
        let lines = try FixtureDriver(name: "ActionDriver", files: [store], define: "SCREENGEN_ACTION_DRIVER").output()
        #expect(
            lines == [
                "PASS starts from the account: draft: Lin, original: Lin",
                "PASS success: ran: true, sent: [\"Grace\"], isSaving: false",
                "PASS failure: threw: StubFailure, isSaving: false",
                "PASS double tap: in flight: true, second ran: false, first ran: true, calls: 1",
                "PASS success changes the store: draft: false, original: false, after a failure: true",
                "PASS busy excludes: busy: true, removed during the save: false, calls: 0, saved: true, removed after: "
                    + "true",
            ])
    }

    /// The busy check fails on a store whose `removeAvatar` guards only its own flag, as before
    /// `busy`: the golden's store with that one guard changed, made here so it stays in step.
    @Test func aStoreWhoseActionsDoNotExcludeEachOtherFailsTheBusyCheck() throws {
        let golden = TestPaths.path("Tests/Golden/spec-edit-account/expected/EditAccount/EditAccountStore.swift")
        var store = try String(contentsOfFile: golden, encoding: .utf8)
        let guardAndFlag = "guard !isUpdating else { return false }\n        isRemovingAvatar = true"
        try #require(store.contains(guardAndFlag), "the golden's store has no busy guard in removeAvatar()")
        store = store.replacingOccurrences(
            of: guardAndFlag, with: "guard !isRemovingAvatar else { return false }\n        isRemovingAvatar = true")
        let scratch = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let broken = scratch + "/EditAccountStore.swift"
        try store.write(toFile: broken, atomically: true, encoding: .utf8)
        let run = try #require(
            try FixtureDriver(name: "ActionDriver", files: [broken], define: "SCREENGEN_ACTION_DRIVER").buildAndRun())
        #expect(run.status != 0)
        #expect(run.lines.contains { $0.hasPrefix("FAIL busy excludes:") }, "\(run.lines)")
        #expect(run.lines.filter { $0.hasPrefix("FAIL") }.count == 1, "\(run.lines)")
    }
}
