#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a run does with its working data (every loaded spec) once its answer is known.
///
/// Freeing a thousand specs' strings and arrays is only 10 M instructions (1% of a `validate`),
/// but it touches every object once more, on one core, after the report is ready: 6% of the wall
/// time of a `validate` of 1,000 specs. A command-line process that exits next need not do it: the
/// system takes the whole address space back at once, as compilers skip their frees at exit
/// (clang's `-disable-free`). That is the executable's decision, not the library's: an embedder,
/// a test or a long-lived process gets `.free`, the default.
public enum Teardown: Sendable {
    /// Freed before the call returns, as any value going out of scope.
    case free
    /// Kept until the process exits. Only for a process about to exit: each call keeps its data.
    case keepUntilExit

    /// Disposes of `value` as this teardown says.
    func dispose<T: Sendable>(_ value: consuming T) {
        switch self {
        case .free: _ = consume value
        case .keepUntilExit: KeptUntilExit.shared.keep(value)
        }
    }
}

/// The values `Teardown.keepUntilExit` keeps, never released.
private final class KeptUntilExit: @unchecked Sendable {
    static let shared = KeptUntilExit()
    private let lock = Lock()
    private var values: [any Sendable] = []

    func keep(_ value: any Sendable) {
        lock.withLock { values.append(value) }
    }
}
