import Foundation

/// Makes two runs that write the same output directory wait for nothing and interleave nothing:
/// the second one stops with a clear message. The lock is a file holding the owner's pid; a lock
/// left by a process that no longer exists (killed with -9) is taken over.
public final class OutputLock {
    public let path: String
    private var held = false

    public static let fileName = ".screengen.lock"

    public init(outputDirectory: String) {
        path = (outputDirectory as NSString).appendingPathComponent(Self.fileName)
    }

    public func acquire() throws(RunError) {
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw RunError("\(directory): error: cannot create the output directory")
        }
        for attempt in 0..<2 {
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            if descriptor >= 0 {
                let pid = "\(getpid())\n"
                _ = pid.withCString { write(descriptor, $0, strlen($0)) }
                close(descriptor)
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

    public func release() {
        if held {
            unlink(path)
            held = false
        }
    }

    deinit { release() }
}
