// Drives the generated `OrderQueueStore` (Tests/Golden/orders-grouped-store) on Linux: its load
// groups the orders by status where it sets the phase, sorted by the key, each group keeping the
// service's order; a reload regroups. StoreRuntimeTests builds it:
//
//   swiftc -swift-version 6 -D SCREENGEN_GROUP_DRIVER main.swift OrderQueueStore.swift Models.swift
//
// and expects exit status 0 and one `PASS` line per check. The whole file sits behind
// SCREENGEN_GROUP_DRIVER so that type-checking Tests/Fixtures as a directory sees an empty file.

#if SCREENGEN_GROUP_DRIVER

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct StubFailure: Error {}

/// Holds the service's calls, in the order they were made, until the check answers each.
@MainActor
final class Gate {
    private(set) var calls: [[Order.ID]] = []
    private var waiting: [CheckedContinuation<Void, any Error>] = []

    func wait(for ids: [Order.ID]) async throws {
        try await withCheckedThrowingContinuation { continuation in
            calls.append(ids)
            waiting.append(continuation)
        }
    }

    func answer(_ index: Int, failing: Bool = false) {
        if failing { waiting[index].resume(throwing: StubFailure()) } else { waiting[index].resume() }
    }

    /// Answers every call made so far that is still waiting, in order.
    func answerAll(from index: Int = 0) {
        for index in index..<waiting.count { answer(index) }
    }

    /// Returns once `count` calls are waiting, or after many turns without them (a store that refuses
    /// a call never makes it, and the check then fails rather than hangs).
    func calls(_ count: Int) async {
        var turns = 0
        while calls.count < count, turns < 10_000 {
            turns += 1
            await Task.yield()
        }
    }
}

/// A loaded store whose service's calls, from then on, wait at a gate.
@MainActor
func gatedStore() async -> (OrderQueueStore, OrderService, Gate) {
    let gate = Gate()
    let service = OrderService(mode: .loaded, orders: mixed)
    let store = OrderQueueStore(service: service)
    await store.loadOrders()
    service.gate = { try await gate.wait(for: $0) }
    return (store, service, gate)
}

@MainActor
func ids(_ phase: OrderQueueStore.OrdersPhase) -> [Order.ID] {
    if case .loaded(let orders) = phase { orders.map(\.id) } else { [] }
}

@MainActor
func describe(_ groups: [(key: OrderStatus, value: [Order])]) -> String {
    groups.map { "\($0.key.rawValue) \($0.value.map(\.id))" }.joined(separator: ", ")
}

let mixed = [
    Order(id: 1, status: .ready, total: 5), Order(id: 2, status: .placed, total: 7),
    Order(id: 3, status: .ready, total: 9), Order(id: 4, status: .preparing, total: 3),
    Order(id: 5, status: .placed, total: 4),
]

// 1. Before the load, no groups; after it, one per status in the kitchen's order, each group in
//    the service's order, and the phase holds every order.
do {
    let store = OrderQueueStore(service: OrderService(mode: .loaded, orders: mixed))
    check("before", store.ordersByStatus.isEmpty, describe(store.ordersByStatus))
    await store.loadOrders()
    let shown = describe(store.ordersByStatus)
    check("grouped", shown == "placed [2, 5], preparing [4], ready [1, 3]", shown)
    var count = 0
    if case .loaded(let orders) = store.orders { count = orders.count }
    check("phase", count == 5, "\(count) orders loaded")
}

// 2. A cancel runs with the elements a group's offsets name (the view maps them), and the reload
//    regroups without them.
do {
    let service = OrderService(mode: .loaded, orders: mixed)
    let store = OrderQueueStore(service: service)
    await store.loadOrders()
    let ready = store.ordersByStatus.first { $0.key == .ready }?.value ?? []
    let ran = (try? await store.cancel([ready[1]])) ?? false
    check("cancel", ran && service.cancelled == [3], "cancelled \(service.cancelled)")
}

// 3. An empty answer groups nothing.
do {
    let store = OrderQueueStore(service: OrderService(mode: .empty))
    await store.loadOrders()
    var empty = false
    if case .empty = store.orders { empty = true }
    check("empty", empty && store.ordersByStatus.isEmpty, describe(store.ordersByStatus))
}

// 4. One run per row, not per screen: marking a second order ready while the first one's call runs
//    goes ahead; the same order again does nothing.
do {
    let (store, _, gate) = await gatedStore()
    let first = Task { try await store.markReady(mixed[0]) }
    await gate.calls(1)
    let second = Task { try await store.markReady(mixed[1]) }
    await gate.calls(2)
    let again = (try? await store.markReady(mixed[0])) ?? true
    let inFlight = store.markReadyInFlight.sorted()
    gate.answerAll()
    let firstRan = (try? await first.value) ?? false
    let secondRan = (try? await second.value) ?? false
    let ran = firstRan && secondRan
    check(
        "per row", ran && !again && inFlight == [1, 2] && store.markReadyInFlight.isEmpty,
        "both ran: \(ran), again: \(again), in flight: \(inFlight)")
}

// 5. A swipe to delete takes the row out of the phase and its group at once; a failure puts it back
//    where it was, and the error reaches the view.
do {
    let (store, _, gate) = await gatedStore()
    let cancel = Task { try await store.cancel([mixed[2]]) }
    await gate.calls(1)
    let during = "\(ids(store.orders)) / \(describe(store.ordersByStatus))"
    gate.answer(0, failing: true)
    let threw = await (try? cancel.value) == nil
    let after = "\(ids(store.orders)) / \(describe(store.ordersByStatus))"
    check(
        "delete restored",
        during == "[1, 2, 4, 5] / placed [2, 5], preparing [4], ready [1]"
            && after == "[1, 2, 3, 4, 5] / placed [2, 5], preparing [4], ready [1, 3]" && threw,
        "during: \(during); after: \(after)")
}

// 6. Two quick deletes of different rows both run, and both rows stay gone once they succeed.
do {
    let (store, service, gate) = await gatedStore()
    let first = Task { try await store.cancel([mixed[0]]) }
    await gate.calls(1)
    let second = Task { try await store.cancel([mixed[3]]) }
    await gate.calls(2)
    gate.answerAll(from: 1)
    gate.answer(0)
    let firstRan = (try? await first.value) ?? false
    let secondRan = (try? await second.value) ?? false
    let ran = firstRan && secondRan
    check(
        "two deletes", ran && ids(store.orders) == [2, 3, 5] && service.cancelled.sorted() == [1, 4],
        "\(ids(store.orders)), cancelled \(service.cancelled.sorted())")
}

// 7. A load that started while a delete ran has the last word: the delete's failure puts nothing back.
do {
    let (store, _, gate) = await gatedStore()
    let cancel = Task { try await store.cancel([mixed[1]]) }
    await gate.calls(1)
    let reload = Task { await store.loadOrders() }
    await gate.calls(2)
    gate.answer(1)
    await reload.value
    gate.answer(0, failing: true)
    _ = try? await cancel.value
    check("load wins", ids(store.orders) == [1, 2, 3, 4, 5], "\(ids(store.orders))")
}

// 8. A load already on its way when a row is deleted answered for rows that still held it: it is
//    overtaken, so the row does not come back mid-delete, and a failure puts it back once.
do {
    let (store, _, gate) = await gatedStore()
    let refresh = Task { await store.loadOrders() }
    await gate.calls(1)
    let cancel = Task { try await store.cancel([mixed[1]]) }
    await gate.calls(2)
    gate.answer(0)
    await refresh.value
    let during = ids(store.orders)
    gate.answer(1, failing: true)
    _ = try? await cancel.value
    let after = ids(store.orders)
    check("earlier load overtaken", during == [1, 3, 4, 5] && after == [1, 2, 3, 4, 5], "during: \(during); after: \(after)")
}

exit(failures == 0 ? 0 : 1)

#endif
