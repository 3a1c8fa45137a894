import Foundation

/// Counts the `Tracked` values freed, from whichever thread frees them.
final class FreedCount: @unchecked Sendable {
    private let lock = NSLock()
    private var freed = 0
    var count: Int { lock.withLock { freed } }
    func add() { lock.withLock { freed += 1 } }
}

final class Tracked: Sendable {
    let value: Int
    let freed: FreedCount
    init(value: Int, freed: FreedCount) {
        self.value = value
        self.freed = freed
    }
    deinit { freed.add() }
}
