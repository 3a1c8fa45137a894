#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's times as `stat(2)` gives them, spelt once for both systems: Linux names the
/// modification time `st_mtim`, Darwin `st_mtimespec`.
public enum FileTimes {
    /// When the file's contents last changed: seconds and nanoseconds.
    public static func modified(_ info: stat) -> timespec {
        #if canImport(Darwin)
            info.st_mtimespec
        #else
            info.st_mtim
        #endif
    }
}
