import Foundation
import Testing

/// A store whose client comes from its view's environment keeps none: each load takes the client
/// the view passes and keeps its identity with the value. Tests/Fixtures/EnvironmentDriver/main.swift
/// drives the store of `store-environment-dependency` on Linux through a load, a replaced client, and
/// a replaced client that fails.
@Suite struct EnvironmentRuntimeTests {
    private static let store = "Tests/Golden/store-environment-dependency/expected/Followers/FollowersStore.swift"

    @Test func aLoadIsForTheClientItWasGiven() throws {
        let lines = try FixtureDriver(
            name: "EnvironmentDriver", files: [TestPaths.path(Self.store)], define: "SCREENGEN_ENVIRONMENT_DRIVER"
        ).output()
        #expect(
            lines == [
                "PASS loaded for its client: .loaded(2 users, for: first)",
                "PASS a replaced client loads again: .loaded(2 users, for: second)",
                "PASS a failure for another client is not a failed reload: .failed",
            ])
    }

    /// A store whose failed reload keeps any loaded value, whoever it was loaded for (the check
    /// before values carried their client), fails the last check: the golden's store with that one
    /// check changed, made here so it stays in step.
    @Test func aStoreThatIgnoresTheClientFailsTheReplacedClientCheck() throws {
        var store = try String(contentsOfFile: TestPaths.path(Self.store), encoding: .utf8)
        let check = "if self.followers.loadedFor == input {"
        try #require(store.contains(check), "the golden's store has no check of the input in loadFollowers()")
        store = store.replacingOccurrences(of: check, with: "if case .loaded = self.followers {")
        let scratch = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let broken = scratch + "/FollowersStore.swift"
        try store.write(toFile: broken, atomically: true, encoding: .utf8)
        let run = try #require(
            try FixtureDriver(name: "EnvironmentDriver", files: [broken], define: "SCREENGEN_ENVIRONMENT_DRIVER")
                .buildAndRun())
        #expect(run.status != 0)
        #expect(
            run.lines.filter { $0.hasPrefix("FAIL") }.map { $0.prefix(60) }
                == ["FAIL a failure for another client is not a failed reload: .l"], "\(run.lines)")
    }
}
