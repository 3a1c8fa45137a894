import Foundation
import Testing

/// A store with actions is plain Swift (Observation, no SwiftUI), so on Linux it can be built and
/// run: Tests/Fixtures/ActionDriver/main.swift drives the `save` action of
/// `spec-edit-account` through a success, a failure, and a second call while one is in
/// flight, which must return at once without reaching the client.
@Suite struct ActionRuntimeTests {
    @Test func editAccountStoreSavesOnceAtATime() throws {
        let swiftc = try #require(which("swiftc"))
        let scratch = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let store = TestPaths.path("Tests/Golden/spec-edit-account/expected/EditAccount/EditAccountStore.swift")
        let driver = TestPaths.path("Tests/Fixtures/ActionDriver/main.swift")
        let executable = scratch + "/ActionDriver"
        let build = try run(
            swiftc,
            [
                "-swift-version", "6", "-D", "SCREENGEN_ACTION_DRIVER", "-module-name", "ActionDriver",
                "-o", executable, driver, store, TestPaths.path("Tests/Fixtures/Models.swift"),
            ], in: scratch)
        try #require(build.status == 0, "the action driver does not build:\n\(build.stderr)")
        #expect(!build.stderr.contains("warning:"), "the store or driver builds with warnings:\n\(build.stderr)")

        let result = try run(executable, [])
        #expect(result.status == 0, "the driver reported a failure:\n\(result.stdout)\(result.stderr)")
        #expect(
            result.stdout.split(separator: "\n").map(String.init) == [
                "PASS success: ran: true, sent: [\"Grace\"], isSaving: false",
                "PASS failure: threw: StubFailure, isSaving: false",
                "PASS double tap: in flight: true, second ran: false, first ran: true, calls: 1",
            ])
    }
}
