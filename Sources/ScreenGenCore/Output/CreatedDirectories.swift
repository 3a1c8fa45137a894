#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The directories a run created to hold what it writes, remembered so that a run that stops
/// before writing into them removes them again: a failed run leaves the output as it found it,
/// not a trail of empty folders.
struct CreatedDirectories: Sendable {
    /// Deepest first: the order they can be removed in.
    private(set) var paths: [String] = []

    struct Failure: Error {
        /// The directory that could not be created.
        var path: String
        var reason: String
    }

    /// Creates `directory` and each missing ancestor, remembering those this call created. When a
    /// directory cannot be created, those created on the way are removed again before it throws.
    /// One that appears meanwhile (another run's) is used as it is, and is not this run's to remove.
    mutating func create(_ directory: String) throws(Failure) {
        var missing: [String] = []
        var current = Paths.trimmingTrailingSlashes(directory)
        var info = stat()
        while !current.isEmpty, lstat(current, &info) != 0, errno == ENOENT || errno == ENAMETOOLONG {
            missing.append(current)
            current = Paths.parent(of: current)
        }
        if missing.isEmpty, !current.isEmpty {
            // It exists: it must be a directory (or a link to one), not a file where one goes.
            let error = stat(current, &info) != 0 ? errno : (info.st_mode & S_IFMT) != S_IFDIR ? ENOTDIR : 0
            if error != 0 { throw Failure(path: current, reason: String(cString: strerror(error))) }
        }
        var created: [String] = []
        for path in missing.reversed() {
            if mkdir(path, 0o777) == 0 {
                created.insert(path, at: 0)
                continue
            }
            let error = errno
            if error == EEXIST, stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { continue }
            Self.removeEmpty(created)
            throw Failure(path: path, reason: String(cString: strerror(error)))
        }
        // Deeper ones first: those created now sit below any created before.
        paths = created + paths.filter { !created.contains($0) }
    }

    /// Removes the created directories that are empty, deepest first, and forgets them all. A
    /// directory something was written into stays, and so do the ones above it.
    mutating func removeEmpty() {
        Self.removeEmpty(paths)
        paths = []
    }

    private static func removeEmpty(_ paths: [String]) {
        for path in paths {
            guard rmdir(path) == 0 else { break }
        }
    }
}
