import Foundation
import Testing

/// A store that follows a stream and takes its service from the view's environment, built and run
/// on Linux: Tests/Fixtures/StreamDriver/main.swift drives `NotificationsStore`
/// (Tests/Golden/spec-notifications) through the hand-over, each value, the stream's end, its
/// failure and the task's cancellation.
@Suite struct StreamStoreRuntimeTests {
    @Test func notificationsStoreFollowsItsStream() throws {
        let store = TestPaths.path("Tests/Golden/spec-notifications/expected/Notifications/NotificationsStore.swift")
        let lines = try FixtureDriver(name: "StreamDriver", files: [store], define: "SCREENGEN_STREAM_DRIVER").output()
        #expect(
            lines == [
                "PASS first value: .loaded(ids: [1])",
                "PASS next value: .loaded(ids: [1, 2])",
                "PASS empty value: .empty",
                "PASS finished: .loaded(ids: [2])",
                "PASS failed: .failed(StubFailure)",
                "PASS cancelled: .loaded(ids: [1])",
            ])
    }
}
