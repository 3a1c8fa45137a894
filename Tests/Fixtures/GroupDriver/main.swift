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

var failures = 0

@MainActor
func check(_ name: String, _ passed: Bool, _ detail: String) {
    print("\(passed ? "PASS" : "FAIL") \(name): \(detail)")
    if !passed { failures += 1 }
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

exit(failures == 0 ? 0 : 1)

#endif
