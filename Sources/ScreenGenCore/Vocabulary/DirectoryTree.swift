#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A directory's entries, recursively, in one `readdir` pass per folder with each entry's type from
/// the listing itself. `FileManager.enumerator` looks up every entry again (a tenth of an unchanged
/// `generate` for the output tree, and as much for a folder of specs). The output directory is
/// listed once per run that writes, shared by the sweep of a killed run's temporary files and the
/// stale-file search; a spec folder is listed by `SpecFiles`.
enum DirectoryTree {
    /// The relative path of every entry under `directory`, folders included; links are listed and
    /// not followed. Empty when the directory cannot be read. With `maxDepth`, entries deeper than
    /// that many levels are not looked for (the directory's own entries are level 1).
    static func names(in directory: String, maxDepth: Int? = nil) -> [String] {
        var names: [String] = []
        list(directory, prefix: "", level: 1, maxDepth: maxDepth ?? .max, into: &names)
        return names
    }

    private static func list(
        _ directory: String, prefix: String, level: Int, maxDepth: Int, into names: inout [String]
    ) {
        guard let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        var folders: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            let relative = prefix + name
            names.append(relative)
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                // Some file systems do not say: ask, without following a link.
                var info = stat()
                let path = Paths.appending(name, to: directory)
                type = lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR ? Int32(DT_DIR) : Int32(DT_REG)
            }
            if type == Int32(DT_DIR) && level < maxDepth { folders.append(name) }
        }
        for folder in folders {
            list(
                Paths.appending(folder, to: directory), prefix: prefix + folder + "/", level: level + 1,
                maxDepth: maxDepth, into: &names)
        }
    }
}
