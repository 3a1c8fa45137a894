import Foundation

/// Makes two runs that write the same output directory wait for nothing and interleave nothing:
/// the second one stops with a clear message. The lock is a file holding the owner's pid; a lock
/// left by a process that no longer exists (killed with -9) is taken over.
///
/// A run that writes (`generate`, `--prune`, `scaffold`) takes the lock before it reads anything in
/// the output directory to plan — existing files, their user regions, stale files — and holds it
/// until its last write or removal. Taken only to write, two runs started together could both plan
/// from the same files, and the second would then write from a state the first had changed.
///
/// `check` and `generate --dry-run` write nothing and take no lock: they must work where the output
/// is read-only (a CI checkout), and two of them must not refuse each other. Every file they read
/// is whole (writes are renamed into place), but while a `generate` runs they may see some files
/// from before it and some from after; their answer is the state as they read it.
public final class OutputLock {
    public let path: String
    private var held = false
    /// The directories `acquire` created to hold the lock, deepest first. The lock is taken before
    /// planning, so a run can stop on an error after taking it; `release` removes those that are
    /// still empty, so that such a run leaves nothing behind, as it would have without the lock.
    private var createdDirectories: [String] = []

    public static let fileName = ".screengen.lock"

    public init(outputDirectory: String) {
        path = Paths.appending(Self.fileName, to: outputDirectory)
    }

    public func acquire() throws(RunError) {
        let directory = Paths.parent(of: path)
        // The pid is written to a temporary file first and hard-linked into place (link fails when
        // the lock exists), so the lock file never exists empty: a run killed between creating it
        // and writing its pid would otherwise leave a lock nobody can prove stale.
        let temporary = Paths.appending(
            ".\(Self.fileName)\(FileWriter.temporaryMarker)\(getpid()).tmp", to: directory)
        var descriptor: Int32 = -1
        // Twice: a run that created the directory and stopped may remove it again, empty, between
        // this run creating it and opening the file in it.
        for _ in 0..<2 {
            let missing = Self.missingDirectories(directory)
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw RunError("\(directory): error: cannot create the output directory")
            }
            createdDirectories = missing
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            if descriptor >= 0 || errno != ENOENT { break }
        }
        guard descriptor >= 0 else {
            throw RunError("\(path): error: cannot create the lock file: \(String(cString: strerror(errno)))")
        }
        let pid = "\(getpid())\n"
        let written = pid.withCString { write(descriptor, $0, strlen($0)) }
        close(descriptor)
        defer { unlink(temporary) }
        guard written == pid.utf8.count else {
            throw RunError("\(path): error: cannot write the lock file: \(String(cString: strerror(errno)))")
        }
        for attempt in 0..<2 {
            if link(temporary, path) == 0 || (errno != EEXIST && Self.createDirectly(path, pid)) {
                held = true
                return
            }
            guard errno == EEXIST else {
                throw RunError("\(path): error: cannot create the lock file: \(String(cString: strerror(errno)))")
            }
            let owner = (try? String(contentsOfFile: path, encoding: .utf8))
                .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            if attempt == 0, let owner, kill(owner, 0) != 0, errno == ESRCH {
                unlink(path)
                continue
            }
            throw RunError(
                "\(path): error: another screengen run (pid \(owner.map(String.init) ?? "unknown")) is writing "
                    + "this output directory; wait for it, or delete the lock file if that process is gone")
        }
    }

    /// For file systems without hard links: create the lock and write the pid in two steps.
    private static func createDirectly(_ path: String, _ pid: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        _ = pid.withCString { write(descriptor, $0, strlen($0)) }
        close(descriptor)
        return true
    }

    /// `directory` and those of its ancestors that do not exist, deepest first.
    private static func missingDirectories(_ directory: String) -> [String] {
        var missing: [String] = []
        var current = directory
        var info = stat()
        while !current.isEmpty, current != "/", lstat(current, &info) != 0, errno == ENOENT {
            missing.append(current)
            current = Paths.parent(of: current)
        }
        return missing
    }

    public func release() {
        if held {
            unlink(path)
            held = false
            // rmdir removes only an empty directory: one the run wrote into stays.
            for directory in createdDirectories {
                guard rmdir(directory) == 0 else { break }
            }
            createdDirectories = []
        }
    }

    deinit { release() }
}
