#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps every write inside the output directory: relative paths with `..`, absolute paths and
/// symbolic links anywhere between the output directory and the file are refused, so no spec or
/// configuration value can make screengen write elsewhere.
enum PathGuard {
    static func resolve(_ relative: String, under root: String) throws(RunError) -> String {
        var checked: Set<String> = []
        return try resolve(relative, under: root, checked: &checked)
    }

    /// `resolve` for many paths under one root: the folders in `checked` were found not to be
    /// links by an earlier call, and are not looked at again (a screen's files share their folder).
    static func resolve(_ relative: String, under root: String, checked: inout Set<String>) throws(RunError)
        -> String
    {
        let components = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard !relative.hasPrefix("/"), !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
            throw RunError(.io, "refusing an output path that could leave the output directory", file: relative)
        }
        var path = root
        for (index, component) in components.enumerated() {
            path = Paths.appending(String(component), to: path)
            let isFolder = index < components.count - 1
            if isFolder, checked.contains(path) { continue }
            if isSymbolicLink(path) {
                throw RunError(.io, "is a symbolic link; screengen does not write through links", file: path)
            }
            if isFolder { checked.insert(path) }
        }
        if !checked.contains(root) {
            if isSymbolicLink(root) {
                throw RunError(.io, "the output directory is a symbolic link; give its real path", file: root)
            }
            checked.insert(root)
        }
        return path
    }

    static func isSymbolicLink(_ path: String) -> Bool {
        // lstat("Out/") and lstat("Out/.") look at the link's target, not the link: `--output Out/`
        // (as shells complete it) would pass as a real directory.
        var path = path
        while path.count > 1, path.hasSuffix("/") || path.hasSuffix("/.") {
            path = String(path.dropLast(path.hasSuffix("/") ? 1 : 2))
        }
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// A file's text, nil when it does not exist; an unreadable or non-UTF-8 file, or a folder where
    /// the file goes, stops the run.
    static func read(_ path: String) throws(RunError) -> String? {
        let data: [UInt8]
        switch FileBytes.read(path) {
        case .success(let bytes): data = bytes
        case .failure(let problem) where problem.isMissing: return nil
        case .failure(let problem):
            throw RunError(.io, problem.reason(ifDirectory: "is a directory where a generated file goes"), file: path)
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw RunError(.io, "the file is not UTF-8; screengen will not overwrite it", file: path)
        }
        return text
    }
}
