#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `rename(2)` that never replaces what is at the target. A new generated file or folder must not
/// take the place of one another program made since the run looked: on Linux the kernel checks and
/// renames in one step (`renameat2` with `RENAME_NOREPLACE`); elsewhere, or on a file system
/// without the flag, the target is looked at first.
public enum ExclusiveRename {
    /// 0 when `source` is now at `target`, else the `errno`: `EEXIST` when something is at
    /// `target` (a file, a folder, a link, even a dangling one).
    public static func rename(_ source: String, to target: String) -> Int32 {
        #if os(Linux)
            if systemRenameat2(AT_FDCWD, source, AT_FDCWD, target, 1 /* RENAME_NOREPLACE */) == 0 { return 0 }
            let error = errno
            guard error == EINVAL || error == ENOSYS else { return error }
        #endif
        var info = stat()
        if lstat(target, &info) == 0 { return EEXIST }
        #if canImport(Glibc)
            return Glibc.rename(source, target) == 0 ? 0 : errno
        #else
            return Darwin.rename(source, target) == 0 ? 0 : errno
        #endif
    }
}

#if os(Linux)
    /// renameat2(2), which Glibc's module map leaves out.
    @_silgen_name("renameat2")
    private func systemRenameat2(
        _ sourceDirectory: Int32, _ source: UnsafePointer<CChar>, _ targetDirectory: Int32,
        _ target: UnsafePointer<CChar>, _ flags: UInt32
    ) -> Int32
#endif
