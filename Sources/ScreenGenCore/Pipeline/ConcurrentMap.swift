import Dispatch

extension Array where Element: Sendable {
    /// `map` on every core, with the results in the input's order, so output stays byte-identical to
    /// a sequential run whatever the number of cores or the scheduling.
    func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let results = ResultSlots<T>(count: count)
        self.withUnsafeBufferPointer { items in
            nonisolated(unsafe) let items = items
            DispatchQueue.concurrentPerform(iterations: count) { index in
                results.set(index, transform(items[index]))
            }
        }
        return results.values()
    }
}

/// One slot per index, each written by exactly one iteration: no two threads touch the same slot,
/// and the slots are read only after every iteration has finished.
private final class ResultSlots<T>: @unchecked Sendable {
    private var slots: [T?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: T) {
        slots.withUnsafeMutableBufferPointer { $0[index] = value }
    }

    func values() -> [T] { slots.map { $0! } }
}
