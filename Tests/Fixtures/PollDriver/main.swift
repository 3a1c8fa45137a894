// Drives the generated `PiholeDetailStore` (Tests/Golden/spec-pihole-detail: a load with
// `every: 5s`, and one with `failure: ignore`) on Linux: the poll runs the load again after the
// interval (a short one here, the function's parameter), a failing run keeps what is shown and never
// shows progress again, cancelling the task ends the loop, a failure stays shown through the runs
// after it (only Retry shows progress); the ignored load is nil until it loads,
// and a failure leaves it nil with nothing to show. PollRuntimeTests builds it:
//
//   swiftc -swift-version 6 -D SCREENGEN_POLL_DRIVER main.swift PiholeDetailStore.swift Models.swift
//
// and expects exit status 0 and one `PASS` line per check.

#if SCREENGEN_POLL_DRIVER

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct StubFailure: Error {}

/// A Pi-hole whose answers count up (`totalQueries` is the call's number) and whose calls fail when
/// their number is in `failing`.
actor StubPihole: PiholeService {
    /// Runs as each summary call starts, after the load function has set what it sets before it calls.
    let onSummaryCall: @Sendable () async -> Void
    private(set) var summaryCalls = 0
    private(set) var metricsCalls = 0
    var failingSummaries: Set<Int> = []
    var failingMetrics: Set<Int> = []

    init(onSummaryCall: @escaping @Sendable () async -> Void = {}) {
        self.onSummaryCall = onSummaryCall
    }

    func failSummaries(_ calls: Set<Int>) { failingSummaries = calls }
    func failMetrics(_ calls: Set<Int>) { failingMetrics = calls }

    func summary() async throws -> PiholeSummary {
        await onSummaryCall()
        summaryCalls += 1
        if failingSummaries.contains(summaryCalls) { throw StubFailure() }
        var summary = PiholeSummary.sample
        summary.totalQueries = "\(summaryCalls)"
        return summary
    }

    func monitorMetrics() async throws -> PiMonitorMetrics {
        metricsCalls += 1
        if failingMetrics.contains(metricsCalls) { throw StubFailure() }
        var metrics = PiMonitorMetrics.sample
        metrics.uptime = "\(metricsCalls)"
        return metrics
    }
}

func describe(_ phase: PiholeDetailStore.SummaryPhase) -> String {
    switch phase {
    case .loading: ".loading"
    case .failed(let error): ".failed(\(type(of: error)))"
    case .loaded(let summary): ".loaded(\(summary.totalQueries))"
    }
}

/// What each run found as its call started (after the load function set whatever it sets before
/// calling): the phase, and ` notice` while a failed reload's error is set. Timing-free: the checks
/// read this history, not the phase at some moment.
@MainActor
final class PhaseHistory {
    weak var store: PiholeDetailStore?
    var seen: [String] = []

    func look() {
        guard let store else { return }
        seen.append(describe(store.summary) + (store.summaryReloadError == nil ? "" : " notice"))
    }

    func at(_ index: Int) -> String { index < seen.count ? seen[index] : "none" }
}

/// Waits until `done` holds, or about two seconds pass.
@MainActor
func wait(until done: () async -> Bool) async {
    for _ in 0..<400 {
        if await done() { return }
        try? await Task.sleep(for: .milliseconds(5))
    }
}

func shown(_ metrics: PiMonitorMetrics?) -> String { metrics.map { "uptime \($0.uptime)" } ?? "nil" }

let interval = Duration.milliseconds(20)

// 1. The poll loads at once, runs again after the interval, and each run replaces the value.
let history = PhaseHistory()
let stub = StubPihole(onSummaryCall: { await history.look() })
let store = PiholeDetailStore(service: stub)
history.store = store
await stub.failSummaries([3])
let poll = Task { await store.pollSummary(every: interval) }
await wait { history.seen.count >= 5 }
check("runs again after the interval", history.seen.count >= 5, "\(min(history.seen.count, 5)) runs")
check("first run answers", history.at(1) == ".loaded(1)", history.at(1))

// 2. The third run fails: what is shown stays, with the reload error; the fourth clears it.
check("a failed run keeps what is shown", history.at(3) == ".loaded(2) notice", history.at(3))
check("the next run answers and clears the notice", history.at(4) == ".loaded(4)", history.at(4))
let progress = history.seen.dropFirst().filter { $0.hasPrefix(".loading") }.count
check("no run shows progress again", progress == 0, "\(progress) runs found .loading")

// 3. Cancelling the task (the view went away) ends the loop: no run follows.
// (Not `await poll.value`: a loop that ignored the cancellation would never return.)
poll.cancel()
try? await Task.sleep(for: .milliseconds(50))
let callsWhenCancelled = await stub.summaryCalls
try? await Task.sleep(for: .milliseconds(100))
let callsAfter = await stub.summaryCalls
check(
    "cancelled, it stops", callsAfter == callsWhenCancelled,
    callsAfter == callsWhenCancelled ? "no call after" : "\(callsAfter - callsWhenCancelled) calls after")

// 4. The ignored load: nil until it loads, a value when it does, nil again when it fails, and no
//    phase or notice shows the failure.
let metricsStub = StubPihole()
await metricsStub.failMetrics([1, 3])
let metricsStore = PiholeDetailStore(service: metricsStub)
check("nil until it loads", metricsStore.metrics == nil, shown(metricsStore.metrics))
await metricsStore.loadMetrics()
check(
    "a failure leaves it nil and shows nothing",
    metricsStore.metrics == nil && metricsStore.summaryReloadError == nil && describe(metricsStore.summary) == ".loading",
    shown(metricsStore.metrics))
await metricsStore.loadMetrics()
check("an answer sets it", metricsStore.metrics?.uptime == "2", shown(metricsStore.metrics))
await metricsStore.loadMetrics()
check("a later failure clears it, as try? does", metricsStore.metrics == nil, shown(metricsStore.metrics))

// 5. A Pi-hole down from the first run: the failure (and its Retry) stays through the later runs,
//    with no spinner between them, until an answer replaces it; Retry itself shows progress.
let downHistory = PhaseHistory()
let downStub = StubPihole(onSummaryCall: { await downHistory.look() })
let downStore = PiholeDetailStore(service: downStub)
downHistory.store = downStore
await downStub.failSummaries([1, 2, 3])
let downPoll = Task { await downStore.pollSummary(every: interval) }
await wait { downHistory.seen.count >= 5 }
downPoll.cancel()
let runsWhileDown = (1...3).map(downHistory.at)
check(
    "a failure stays shown through the later runs",
    runsWhileDown.allSatisfy { $0 == ".failed(StubFailure)" }, runsWhileDown.joined(separator: ", "))
check("an answer replaces the failure", downHistory.at(4) == ".loaded(4)", downHistory.at(4))
let retryHistory = PhaseHistory()
let retryStub = StubPihole(onSummaryCall: { await retryHistory.look() })
let retryStore = PiholeDetailStore(service: retryStub)
retryHistory.store = retryStore
await retryStub.failSummaries([1])
await retryStore.loadSummary()
await retryStore.loadSummary()
check("Retry shows progress", retryHistory.at(1) == ".loading", retryHistory.at(1))

exit(failures == 0 ? 0 : 1)

#endif
