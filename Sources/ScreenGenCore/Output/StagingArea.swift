#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a run that writes puts each new file's bytes the moment the file is rendered, while it is
/// still planning. The plan then holds no text for new files (a cold run of thousands of screens
/// would hold them all), and writing one is a rename: no screen is rendered twice. Nothing reaches
/// its target before the whole plan is known to be clean; a plan with errors removes the area.
///
/// The area is a hidden folder in the output directory (one file system, so a rename), named like
/// the writer's temporary files, so the next run sweeps a killed run's area (see `FileWriter`). It
/// is made when the first new file is staged, so a run that creates nothing writes nothing there.
/// A file that cannot be staged (the output directory is read-only, the disk full) is not an error
/// here: the plan keeps its text, and writing reports it at its own path, as for any other file.
///
/// Durability in one sync: staged files are written without an `fsync` each; `sync()` flushes them
/// all at once (`syncfs(2)` on Linux) before the first is renamed into place, and `syncPlaced()`
/// flushes the renames (the directories' entries) after the last. The data are on the disk before
/// the rename that makes them visible, as with one `fsync` per file, for two syncs in all.
final class StagingArea: @unchecked Sendable {
    let directory: String
    private let lock = Lock()
    private var staged = 0
    /// Every file staged, for syncing one by one where there is no `syncfs`.
    private var stagedFiles: [String] = []
    /// nil until the first file is staged; then whether the folder could be made.
    private var made: Bool?

    /// An area in `outputDirectory`, which exists (the lock created it).
    init(in outputDirectory: String) {
        directory = Paths.appending(FileWriter.temporaryName(for: "staging"), to: outputDirectory)
    }

    /// Writes `contents` to a new file of the area, flushed to the disk as the writer does; returns
    /// it, or nil when it cannot be written.
    func stage(_ contents: String) -> String? {
        lock.lock()
        if made == nil { made = mkdir(directory, 0o700) == 0 }
        staged += 1
        let name = "\(staged)"
        let usable = made == true
        lock.unlock()
        guard usable else { return nil }
        let path = Paths.appending(name, to: directory)
        guard FileWriter.writeNew(Data(contents.utf8), to: path, mode: nil, sync: false) == nil else {
            unlink(path)
            return nil
        }
        lock.lock()
        stagedFiles.append(path)
        lock.unlock()
        return path
    }

    /// Flushes every staged file to the disk, before any is renamed into place: one `syncfs` of
    /// the file system holding the area where there is one, else (or when it fails) an `fsync` per
    /// file. Returns the staged files that could not be flushed, with why; they must not be placed.
    func sync() -> [String: String] {
        lock.lock()
        let files = stagedFiles
        lock.unlock()
        guard !files.isEmpty else { return [:] }
        if Self.syncFileSystem(of: directory) { return [:] }
        var failures: [String: String] = [:]
        for file in files {
            let descriptor = open(file, O_RDONLY | O_CLOEXEC)
            if descriptor < 0 || fsync(descriptor) != 0 { failures[file] = String(cString: strerror(errno)) }
            if descriptor >= 0 { close(descriptor) }
        }
        return failures
    }

    /// Flushes the renames that placed staged files: the directory entries, so that a crash after
    /// the run cannot lose a placed file. Best effort, as a rename's own durability is.
    func syncPlaced(in directories: Set<String>) {
        guard !directories.isEmpty, !Self.syncFileSystem(of: directory) else { return }
        for path in directories {
            let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            _ = fsync(descriptor)
            close(descriptor)
        }
    }

    /// `syncfs(2)` of the file system that holds `path`; false where there is none, or it failed.
    private static func syncFileSystem(of path: String) -> Bool {
        #if os(Linux)
            let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            return systemSyncfs(descriptor) == 0
        #else
            return false
        #endif
    }

    /// Moves a staged file to `path` (resolved again from `relative`, so a link made since planning
    /// is still refused), creating its folders; nil when it is in place, else why not, at `path`.
    /// A file that appeared at `path` since planning (another program's) is left alone.
    func place(_ staged: String, at path: String, relative: String, under outputDirectory: String) -> Diagnostic? {
        do {
            _ = try PathGuard.resolve(relative, under: outputDirectory)
        } catch {
            return error.diagnostics.first
        }
        if let appeared = Self.appeared(at: path) { return appeared }
        var created = CreatedDirectories()
        do {
            try created.create(Paths.parent(of: path))
        } catch {
            return FileWriter.WriteError(path: error.path, reason: "cannot create the directory").diagnostic(at: path)
        }
        guard rename(staged, path) == 0 else {
            let reason = String(cString: strerror(errno))
            created.removeEmpty()
            return FileWriter.WriteError(
                path: path, reason: "cannot write the file: \(reason) (is the directory writable?)"
            )
            .diagnostic(at: path)
        }
        return nil
    }

    /// An error when a file is now at `path`, which planning found free: another program's, which
    /// a new file must not replace.
    static func appeared(at path: String) -> Diagnostic? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return .error(
            "the file appeared while screengen was running; it was not overwritten", id: "not-generated",
            at: SourceLocation(file: path, line: 1, column: 1), notes: ["move it away, then generate again"])
    }

    /// Removes the area and whatever is still staged in it.
    func remove() {
        try? FileManager.default.removeItem(atPath: directory)
    }
}

#if os(Linux)
    /// syncfs(2), a GNU extension that Glibc's module map leaves out.
    @_silgen_name("syncfs") private func systemSyncfs(_ descriptor: Int32) -> Int32
#endif
