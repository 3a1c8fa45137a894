import Dispatch

extension Array where Element: Sendable {
    /// `map` on every core, with the results in the input's order, so output stays byte-identical to
    /// a sequential run whatever the number of cores or the scheduling.
    func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        // The map with nothing alongside: one dispatch of work, written once.
        concurrentMap(transform, alongside: {}).0
    }

    /// `concurrentMap`, with `extra` run once alongside it on whichever core takes it first (it is
    /// the first iteration handed out): work over the whole run that needs no one element, such as
    /// a check across every spec, fills a core that would otherwise wait for it after the map.
    func concurrentMap<T: Sendable, Extra: Sendable>(
        _ transform: @Sendable (Element) -> T, alongside extra: @Sendable () -> Extra
    ) -> ([T], Extra) {
        // One element or none: both in turn here, as `concurrentMap` maps one in place. Handing
        // two small jobs to the thread pool cost more than it saved (nearly half of the fuzz target's
        // throughput, which checks one spec at a time).
        guard count > 1 else { return (map(transform), extra()) }
        let results = ResultSlots<T>(count: count)
        let extraResult = ResultSlots<Extra>(count: 1)
        self.withUnsafeBufferPointer { items in
            nonisolated(unsafe) let items = items
            DispatchQueue.concurrentPerform(iterations: count + 1) { index in
                if index == 0 {
                    extraResult.set(0, extra())
                } else {
                    results.set(index - 1, transform(items[index - 1]))
                }
            }
        }
        return (results.values(), extraResult.values()[0])
    }
}

/// One slot per index, each written by exactly one iteration: no two threads touch the same slot,
/// and the slots are read only after every iteration has finished.
///
/// The slots are a buffer allocated once and written through its pointer, never an `Array`
/// stored here: each store would then be a mutation of that one shared array value, a data race.
/// While `withUnsafeMutableBufferPointer`'s closure runs the array need not hold its value (its
/// documentation says so), and a store racing with another found it empty (index out of range)
/// or had its result lost (a nil slot): `generate` crashed now and then under load, in whichever
/// stage runs on both cores.
private final class ResultSlots<T>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<T?>
    /// Whether `values()` has moved the results out, leaving the slots uninitialized.
    private var taken = false

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        if !taken { _ = slots.deinitialize() }
        slots.deallocate()
    }

    func set(_ index: Int, _ value: T) {
        slots[index] = value
    }

    /// The results, moved out once all are set: a copy retained every reference in every result
    /// (a loaded spec holds hundreds) and the slots' teardown released them again, on one core
    /// while the other waited — 2% of a `validate`.
    func values() -> [T] {
        precondition(!taken, "the results are moved out once")
        taken = true
        return [T](unsafeUninitializedCapacity: slots.count) { buffer, initialized in
            for index in slots.indices {
                guard let value = (slots.baseAddress! + index).move() else {
                    preconditionFailure("every iteration sets its slot")
                }
                (buffer.baseAddress! + index).initialize(to: value)
            }
            initialized = slots.count
        }
    }
}
