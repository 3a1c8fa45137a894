import Foundation

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
final class StagingArea: @unchecked Sendable {
    let directory: String
    private let lock = NSLock()
    private var staged = 0
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
        guard FileWriter.writeNew(Data(contents.utf8), to: path, mode: nil) == nil else {
            unlink(path)
            return nil
        }
        return path
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
