import Foundation

/// Why a file could not be read, in the words of an error message: a folder where a file should be
/// says so, and an unreadable file says why, rather than a bare "cannot read the file".
enum UnreadableFile {
    /// `ifDirectory` when the path is a folder (`is a directory, not a spec file`), else
    /// `cannot read the file: <the system's reason>`.
    static func reason(_ path: String, ifDirectory: String) -> String {
        if isDirectory(path) { return ifDirectory }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return "cannot read the file: \(String(cString: strerror(errno)))" }
        close(descriptor)
        return "cannot read the file"
    }

    /// Whether `path` is a directory (or a link to one). On Linux a directory opens for reading like
    /// a file; only the first read fails.
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
