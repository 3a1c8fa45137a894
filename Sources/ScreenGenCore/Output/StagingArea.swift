import Foundation

/// Where a run that writes puts each new file's bytes the moment the file is rendered, while it is
/// still planning. The plan then holds no text for new files (a cold run of thousands of screens
/// would hold them all), and writing one is a rename: no screen is rendered twice. Nothing reaches
/// its target before the whole plan is known to be clean; a plan with errors removes the area.
///
/// The area is a hidden folder in the output directory (one file system, so a rename), named like
/// the writer's temporary files, so the next run sweeps a killed run's area (see `FileWriter`).
final class StagingArea: @unchecked Sendable {
    let directory: String
    private let counter = NSLock()
    private var staged = 0

    /// A new, empty area in `outputDirectory`, which exists (the lock created it).
    init(in outputDirectory: String) throws(RunError) {
        directory = Paths.appending(FileWriter.temporaryName(for: "staging"), to: outputDirectory)
        guard mkdir(directory, 0o700) == 0 else {
            throw RunError(
                .io, "cannot create a folder for new files: \(String(cString: strerror(errno)))",
                file: directory)
        }
    }

    /// Writes `contents` to a new file of the area, flushed to the disk as the writer does; returns it.
    func stage(_ contents: String) throws(RunError) -> String {
        counter.lock()
        staged += 1
        let name = "\(staged)"
        counter.unlock()
        let path = Paths.appending(name, to: directory)
        if let failure = FileWriter.writeNew(Data(contents.utf8), to: path, mode: nil) {
            throw RunError(.io, "cannot write a new file: \(failure.reason)", file: path)
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
        if FileManager.default.fileExists(atPath: path) {
            return .error(
                "the file appeared while screengen was running; it was not overwritten", id: "not-generated",
                at: SourceLocation(file: path, line: 1, column: 1), notes: ["move it away, then generate again"])
        }
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

    /// Removes the area and whatever is still staged in it.
    func remove() {
        try? FileManager.default.removeItem(atPath: directory)
    }
}
