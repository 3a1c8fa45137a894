import Dispatch

/// Frees `value` on another thread once the caller is done with it.
///
/// A run's last act was freeing every loaded spec: a thousand trees of strings and arrays, 8% of
/// a `validate`'s time, on one core, after the answer was known. Handed to a background thread,
/// that work overlaps printing the report, and a command-line process that exits first never
/// does it at all, as compilers skip their frees at exit. A long-lived caller (tests, `--watch`)
/// still gets the memory back, a moment later.
func releaseInBackground<T: Sendable>(_ value: consuming T) {
    let value = consume value
    DispatchQueue.global(qos: .utility).async { withExtendedLifetime(value) {} }
}
