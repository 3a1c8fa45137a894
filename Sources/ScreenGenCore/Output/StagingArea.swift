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
/// Files are staged by folder: a file for `Feed/FeedView.swift` is written, under the writer's
/// temporary name for it, in the area's folder for `Feed`. When `Feed` does not exist yet (every
/// screen of a cold run), its staged folder is renamed into place whole and each file then takes
/// its name beside itself (`placeNewFolders`): no folder to make, and no rename across folders,
/// for each file. A run killed in between leaves only temporary files, which the next run sweeps;
/// never a `.swift` file a build could pick up.
///
/// Durability in one sync: staged files are written without an `fsync` each; `sync()` flushes them
/// all at once (`syncfs(2)` on Linux) before the first is renamed into place, and `syncPlaced()`
/// flushes the renames (the directories' entries) after the last. The data are on the disk before
/// the rename that makes them visible, as with one `fsync` per file, for two syncs in all.
final class StagingArea: @unchecked Sendable {
    let directory: String
    private let lock = Lock()
    /// Every file staged, for syncing one by one where there is no `syncfs`.
    private var stagedFiles: [String] = []
    /// nil until the first file is staged; then whether the folder could be made.
    private var made: Bool?
    /// The staged folders, in the order they were made: the folder (relative to the output
    /// directory) their files go to, and the files staged in them with the names they take.
    private var folders: [(relative: String, files: [(staged: String, name: String)])] = []
    /// Each relative folder's index in `folders`; nil for one whose staged folder cannot be made.
    private var folderIndex: [String: Int?] = [:]
    /// Folders of the output directory found to be no link (`PathGuard`'s cache).
    private var checkedFolders: Set<String> = []
    /// Folders of the output directory known to exist: a file was placed in them.
    private var existingFolders: Set<String> = []

    /// An area in `outputDirectory`, which exists (the lock created it).
    init(in outputDirectory: String) {
        directory = Paths.appending(FileWriter.temporaryName(for: "staging"), to: outputDirectory)
    }

    /// Writes `contents` to a new file of the area, for the file at `relativePath` in the output
    /// directory; returns it, or nil when it cannot be written.
    func stage(_ contents: String, relativePath: String) -> String? {
        let relativeFolder = Paths.parent(of: relativePath)
        lock.lock()
        let folder = stagedFolder(for: relativeFolder)
        lock.unlock()
        guard let folder else { return nil }
        let name = Paths.lastComponent(of: relativePath)
        let path = Paths.appending(FileWriter.temporaryName(for: name), to: folder)
        // Exclusive: two names that one file system takes as one (`A.swift`, `a.swift` where case
        // does not count) must not share a staged file; the second keeps its text.
        if let failure = FileWriter.writeNew(Data(contents.utf8), to: path, mode: nil, sync: false, exclusive: true) {
            if failure.errno != EEXIST { unlink(path) }
            return nil
        }
        lock.lock()
        stagedFiles.append(path)
        folders[folderIndex[relativeFolder]!!].files.append((path, name))
        lock.unlock()
        return path
    }

    /// The staged folder for files going to `relativeFolder`, made on first use; nil when it cannot
    /// be. Called holding the lock.
    private func stagedFolder(for relativeFolder: String) -> String? {
        if made == nil { made = mkdir(directory, 0o700) == 0 }
        guard made == true else { return nil }
        if let known = folderIndex[relativeFolder] { return known.map(stagedFolderPath) }
        let index = folders.count
        // Made as `CreatedDirectories` makes a folder: it may become one of the output's.
        guard mkdir(stagedFolderPath(index), 0o777) == 0 else {
            folderIndex[relativeFolder] = .some(nil)
            return nil
        }
        folders.append((relativeFolder, []))
        folderIndex[relativeFolder] = index
        return stagedFolderPath(index)
    }

    private func stagedFolderPath(_ index: Int) -> String {
        Paths.appending("\(index)", to: directory)
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
    /// is still refused, in a folder no earlier file of this run was placed in: the folders checked
    /// are remembered, as planning remembers them), creating its folders; nil when it is in place,
    /// else why not, at `path`.
    /// A file that appeared at `path` since planning (another program's) is left alone.
    func place(_ staged: String, at path: String, relative: String, under outputDirectory: String) -> Diagnostic? {
        lock.lock()
        defer { lock.unlock() }
        do {
            _ = try PathGuard.resolve(relative, under: outputDirectory, checked: &checkedFolders)
        } catch {
            return error.diagnostics.first
        }
        let folder = Paths.parent(of: path)
        var created = CreatedDirectories()
        if !existingFolders.contains(folder) {
            do {
                try created.create(folder)
            } catch {
                return FileWriter.WriteError(path: error.path, reason: "cannot create the directory").diagnostic(
                    at: path)
            }
        }
        let problem = Self.renameFailure(ExclusiveRename.rename(staged, to: path), at: path)
        if problem == nil { existingFolders.insert(folder) } else { created.removeEmpty() }
        return problem
    }

    /// Renames each staged folder whose folder in the output directory does not exist yet into
    /// place, whole, when every file in it is one of `files` (new files, flushed to the disk); then
    /// each of its files takes its name. Returns the staged files it placed, and an error for each
    /// that it moved but could not name (it is removed). The others are placed one by one
    /// (`place`), which reports whatever goes wrong: a folder that cannot be placed whole (it
    /// appeared meanwhile, a link is in its way) is simply left to that.
    func placeNewFolders(holding files: Set<String>, under outputDirectory: String) -> (
        placed: Set<String>, failed: [String: Diagnostic]
    ) {
        lock.lock()
        defer { lock.unlock() }
        var placed: Set<String> = []
        var failed: [String: Diagnostic] = [:]
        // A folder whose every file failed to stage holds nothing to place: left to be removed.
        for (index, folder) in folders.enumerated() where !folder.relative.isEmpty && !folder.files.isEmpty {
            guard folder.files.allSatisfy({ files.contains($0.staged) }),
                (try? PathGuard.resolve(folder.relative, under: outputDirectory, checked: &checkedFolders)) != nil
            else { continue }
            let target = Paths.appending(folder.relative, to: outputDirectory)
            var created = CreatedDirectories()
            guard (try? created.create(Paths.parent(of: target))) != nil else { continue }
            guard ExclusiveRename.rename(stagedFolderPath(index), to: target) == 0 else {
                created.removeEmpty()
                continue
            }
            existingFolders.insert(target)
            for file in folder.files {
                let moved = Paths.appending(Paths.lastComponent(of: file.staged), to: target)
                let path = Paths.appending(file.name, to: target)
                if let problem = Self.renameFailure(ExclusiveRename.rename(moved, to: path), at: path) {
                    unlink(moved)
                    failed[file.staged] = problem
                } else {
                    placed.insert(file.staged)
                }
            }
        }
        return (placed, failed)
    }

    /// nil for a rename that succeeded (`error` 0), else why the file at `path` was not written.
    private static func renameFailure(_ error: Int32, at path: String) -> Diagnostic? {
        switch error {
        case 0: return nil
        case EEXIST: return appearedError(at: path)
        default:
            return FileWriter.WriteError(
                path: path,
                reason: "cannot write the file: \(String(cString: strerror(error))) (is the directory writable?)"
            )
            .diagnostic(at: path)
        }
    }

    /// An error when a file is now at `path`, which planning found free: another program's, which
    /// a new file must not replace.
    static func appeared(at path: String) -> Diagnostic? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return appearedError(at: path)
    }

    private static func appearedError(at path: String) -> Diagnostic {
        .error(
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
