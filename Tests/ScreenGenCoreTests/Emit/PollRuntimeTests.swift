import Foundation
import Testing

/// A load that refreshes while its screen is shown (`every`) and one whose failure shows nothing
/// (`failure: ignore`), built and run on Linux: Tests/Fixtures/PollDriver/main.swift drives
/// `PiholeDetailStore` (Tests/Golden/spec-pihole-detail) with a short interval.
@Suite struct PollRuntimeTests {
    private static let store = "Tests/Golden/spec-pihole-detail/expected/PiholeDetail/PiholeDetailStore.swift"

    @Test func thePollRunsAgainUntilCancelledAndTheIgnoredFailureShowsNothing() throws {
        let lines = try FixtureDriver(
            name: "PollDriver", files: [TestPaths.path(Self.store)], define: "SCREENGEN_POLL_DRIVER"
        ).output()
        #expect(
            lines == [
                "PASS runs again after the interval: 5 runs",
                "PASS first run answers: .loaded(1)",
                "PASS a failed run keeps what is shown: .loaded(2) notice",
                "PASS the next run answers and clears the notice: .loaded(4)",
                "PASS no run shows progress again: 0 runs found .loading",
                "PASS cancelled, it stops: no call after",
                "PASS nil until it loads: nil",
                "PASS a failure leaves it nil and shows nothing: nil",
                "PASS an answer sets it: uptime 2",
                "PASS a later failure clears it, as try? does: nil",
                "PASS a failure stays shown through the later runs: .failed(StubFailure), .failed(StubFailure), .failed(StubFailure)",
                "PASS an answer replaces the failure: .loaded(4)",
                "PASS Retry shows progress: .loading",
            ])
    }

    /// The golden's store with one line changed, made here so it stays in step: each broken store must
    /// fail the check that guards what it broke.
    @Test(arguments: [
        // A poll that ignores its task's cancellation.
        Mutant(
            [
                ("while !Task.isCancelled {", "while true {"),
                (
                    "do { try await Task.sleep(for: interval) } catch { return }",
                    "try? await Task.sleep(for: interval)"
                ),
            ], fails: "FAIL cancelled, it stops"),
        // A poll that runs once.
        Mutant([("while !Task.isCancelled {", "for _ in 0..<1 {")], fails: "FAIL runs again after the interval"),
        // A poll that shows progress on each run, as a first load does.
        Mutant(
            [
                (
                    "await loadSummary(keepingFailure: true)\n",
                    "summary = .loading\n            await loadSummary(keepingFailure: true)\n"
                )
            ],
            fails: "FAIL no run shows progress again"),
        // A poll whose runs restart a failed load as Retry does: a spinner over the failure each run.
        Mutant(
            [("await loadSummary(keepingFailure: true)", "await loadSummary()")],
            fails: "FAIL a failure stays shown through the later runs"),
        // A Retry that keeps the failure shown while it loads again.
        Mutant([("if !keepingFailure, case .failed", "if keepingFailure, case .failed")], fails: "FAIL Retry shows progress"),
        // An ignored load that keeps its last value after a failure, not what `try?` gives.
        Mutant(
            [("self.metrics = metrics", "if let metrics { self.metrics = metrics }")],
            fails: "FAIL a later failure clears it, as try? does"),
    ])
    func aBrokenStoreFails(_ mutant: Mutant) throws {
        let run = try #require(
            try FixtureDriver.runOnBrokenCopy(
                name: "PollDriver", define: "SCREENGEN_POLL_DRIVER", of: Self.store, replacing: mutant.replacements))
        #expect(run.status != 0, "\(run.lines)")
        #expect(run.lines.contains { $0.hasPrefix(mutant.fails) }, "\(run.lines)")
    }

    struct Mutant: Sendable, CustomTestStringConvertible {
        var replacements: [(String, String)]
        var fails: String
        init(_ replacements: [(String, String)], fails: String) {
            self.replacements = replacements
            self.fails = fails
        }
        var testDescription: String { fails }
    }
}
