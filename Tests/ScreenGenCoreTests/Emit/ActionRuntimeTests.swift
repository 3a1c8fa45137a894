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
            ])
    }
}
