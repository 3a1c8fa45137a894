#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A mutual-exclusion lock over `pthread_mutex_t`, for the few caches several cores share.
///
/// screengen links FoundationEssentials, not Foundation (a third of the binary, and of the
/// relocations every start pays), so `NSLock` is not at hand; `Synchronization.Mutex` needs
/// macOS 15, which would shut out the Macs the package plugin runs on.
final class Lock: @unchecked Sendable {
    // Allocated, not stored inline: a pthread mutex must not move, and a stored property of a
    // class is not guaranteed a fixed address for `inout` access.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}
