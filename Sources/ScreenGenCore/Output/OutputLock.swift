#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes two runs that write the same output directory wait for nothing and interleave nothing:
/// the second one stops with a clear message.
///
/// The lock is the kernel's: `flock` on the file `.screengen.lock`, through a descriptor the run
/// opens and keeps until it releases the lock. The kernel gives it to one descriptor at a time,
/// also while several runs find a lock file left by a killed run, and drops it when the process
/// ends however it ends, so a lock file left behind (killed with -9, a reused pid, garbage) never
/// blocks anyone. The pid written in the file is only for the "held by pid N" message.
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
    /// Open, and locked, while the run holds the lock; -1 otherwise.
    private var descriptor: Int32 = -1
    /// The directories `acquire` created to hold the lock file. The lock is taken before planning,
    /// so a run can stop on an error after taking it; `release` removes those that are still empty,
    /// so that such a run leaves nothing behind, as it would have without the lock.
    private var createdDirectories = CreatedDirectories()

    public static let fileName = ".screengen.lock"

    /// How often `acquire` opens the lock file again after finding that the file it locked is no
    /// longer the one at the path (its holder removed it on release, between this run's opening it
    /// and locking it). Each retry needs another run to take and release the lock meanwhile.
    static let attempts = 100

    public init(outputDirectory: String) {
        path = Paths.appending(Self.fileName, to: outputDirectory)
    }

    /// Takes the lock, or throws at once: when another run holds it, naming that run's pid.
    public func acquire() throws(RunError) {
        guard descriptor < 0 else { return }
        do throws(RunError) {
            for _ in 0..<Self.attempts {
                guard let locked = try lockTheFileAtThePath() else { continue }
                descriptor = locked
                writeOwner()
                return
            }
            throw RunError(.lock, "the lock file keeps being replaced; is another program removing it?", file: path)
        } catch {
            createdDirectories.removeEmpty()
            throw error
        }
    }

    /// Opens and locks the lock file, creating it (and the output directory) when missing. nil when
    /// it must be tried again: the file was replaced or removed before it was locked, or the output
    /// directory was removed, empty, by a run that created it and stopped.
    private func lockTheFileAtThePath() throws(RunError) -> Int32? {
        let directory = Paths.parent(of: path)
        do {
            try createdDirectories.create(directory)
        } catch {
            throw RunError(.io, "cannot create the output directory: \(error.reason)", file: directory)
        }
        guard let file = try openLockFile() else { return nil }
        var locked: Int32
        repeat { locked = flock(file, LOCK_EX | LOCK_NB) } while locked != 0 && errno == EINTR
        guard locked == 0 else {
            let error = errno
            defer { close(file) }
            guard error == EWOULDBLOCK else {
                throw RunError(.lock, "cannot lock the lock file: \(String(cString: strerror(error)))", file: path)
            }
            throw RunError(
                .lock,
                "another screengen run (pid \(Self.owner(file).map(String.init) ?? "unknown")) is "
                    + "writing this output directory; wait for it to finish", file: path)
        }
        // Locked, but maybe a file its holder has just removed (on release, after this run opened
        // it): a new file at the path may be locked by a third run. Only the file at the path counts.
        guard Self.isTheFile(at: path, file) else {
            close(file)
            return nil
        }
        return file
    }

    /// The lock file, opened for this run; nil when it should be tried again. What is at the path
    /// when it is not a file is refused, except an empty directory, which is removed.
    private func openLockFile() throws(RunError) -> Int32? {
        // O_NONBLOCK: opening a FIFO left at the path must not wait for a writer.
        let flags = O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
        var file = open(path, O_RDWR | O_CREAT | flags, 0o644)
        if file < 0, errno == EACCES {
            // A lock file this user may not write (left by another user's run) still locks; the pid
            // is then not written. When it does not exist, the directory is not writable.
            file = open(path, O_RDONLY | flags)
            if file < 0 { errno = EACCES }
        }
        guard file >= 0 else {
            let error = errno
            switch error {
            case ENOENT:
                return nil
            case EISDIR:
                if rmdir(path) == 0 || errno == ENOENT { return nil }
                throw RunError(.lock, "is a directory, not screengen's lock file; remove it", file: path)
            case ELOOP:
                throw RunError(.lock, "is a symbolic link; screengen does not write through links", file: path)
            default:
                throw RunError(.lock, "cannot create the lock file: \(String(cString: strerror(error)))", file: path)
            }
        }
        var info = stat()
        guard fstat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(file)
            throw RunError(.lock, "is not a regular file, so not screengen's lock file; remove it", file: path)
        }
        return file
    }

    /// Whether `descriptor` is open on the file at `path` now (not on one removed or replaced).
    private static func isTheFile(at path: String, _ descriptor: Int32) -> Bool {
        var open = stat()
        var there = stat()
        return fstat(descriptor, &open) == 0 && lstat(path, &there) == 0 && open.st_dev == there.st_dev
            && open.st_ino == there.st_ino
    }

    /// Replaces whatever the file said (a killed run's pid, garbage) with this run's pid.
    private func writeOwner() {
        let pid = Array("\(getpid())\n".utf8)
        guard ftruncate(descriptor, 0) == 0 else { return }
        _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    /// The pid the holder wrote. It writes it just after locking, so a run that finds the lock
    /// taken may read the file a moment before that, still empty or naming a run that is gone: it
    /// reads again for up to a tenth of a second until the pid is a live process's, and otherwise
    /// says "unknown" rather than name a process that is not there.
    private static func owner(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        for _ in 0..<100 {
            let count = pread(descriptor, &buffer, buffer.count, 0)
            let text = String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self)
            if let pid = Int32(text.trimmingWhitespaceAndNewlines), pid > 0,
                kill(pid, 0) == 0 || errno == EPERM
            {
                return pid
            }
            usleep(1000)
        }
        return nil
    }

    /// Removes the lock file, while still holding the lock and only when it is this run's (a run
    /// that finds it gone meanwhile does not remove another's), then unlocks it.
    public func release() {
        guard descriptor >= 0 else { return }
        if Self.isTheFile(at: path, descriptor) { unlink(path) }
        close(descriptor)
        descriptor = -1
        // rmdir removes only an empty directory: one the run wrote into stays.
        createdDirectories.removeEmpty()
    }

    deinit { release() }
}
