import Foundation
import Testing

/// A store that follows a stream and takes its service from the view's environment, built and run
/// on Linux: Tests/Fixtures/StreamDriver/main.swift drives `NotificationsStore`
/// (Tests/Golden/spec-notifications) through the hand-over, each value, the stream's end, its
/// failure and the task's cancellation.
@Suite struct StreamStoreRuntimeTests {
    @Test func notificationsStoreFollowsItsStream() throws {
        let swiftc = try #require(which("swiftc"))
        let scratch = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let store = TestPaths.path("Tests/Golden/spec-notifications/expected/Notifications/NotificationsStore.swift")
        let executable = scratch + "/StreamDriver"
        let build = try run(
            swiftc,
            [
                "-swift-version", "6", "-D", "SCREENGEN_STREAM_DRIVER", "-module-name", "StreamDriver",
                "-o", executable, TestPaths.path("Tests/Fixtures/StreamDriver/main.swift"), store,
                StoreRuntimeTests.models,
            ], in: scratch)
        try #require(build.status == 0, "the stream driver does not build:\n\(build.stderr)")

        let result = try run(executable, [])
        #expect(result.status == 0, "the driver reported a failure:\n\(result.stdout)\(result.stderr)")
        #expect(
            result.stdout.split(separator: "\n").map(String.init) == [
                "PASS first value: .loaded(ids: [1])",
                "PASS next value: .loaded(ids: [1, 2])",
                "PASS empty value: .empty",
                "PASS finished: .loaded(ids: [2])",
                "PASS failed: .failed(StubFailure)",
                "PASS cancelled: .loaded(ids: [1])",
            ])
    }
}
