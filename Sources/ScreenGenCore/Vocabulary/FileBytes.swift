#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way screengen reads a file it is given or finds: specs, the configuration, templates,
/// `.swift-format`, generated files and the manifest. It never waits: a FIFO, socket or device at
/// the path is refused, not opened for a writer that may never come (`O_NONBLOCK`, then `fstat`),
/// so a run cannot hang on what sits at a path. It reads at most `limit` bytes, so an oversized
/// file costs no more memory than the limit.
enum FileBytes {
    /// Why a path gave no bytes.
    enum Problem: Error, Equatable {
        case directory
        /// A FIFO, socket or device.
        case notRegular
        /// The system's error (`errno`), from opening or reading.
        case failed(Int32)

        /// `ifDirectory` for a folder; else what the user reads after `path: error:`.
        func reason(ifDirectory: String) -> String {
            switch self {
            case .directory: ifDirectory
            case .notRegular: "is not a regular file (a pipe, socket or device); screengen reads only files"
            case .failed(let code): "cannot read the file: \(String(cString: strerror(code)))"
            }
        }

        var isMissing: Bool { self == .failed(ENOENT) || self == .failed(ENOTDIR) }
    }

    /// The file's bytes, at most `limit` of them (a longer file gives `limit` bytes: callers that
    /// refuse oversized files ask for one byte more than they accept).
    static func read(_ path: String, limit: Int = .max) -> Result<[UInt8], Problem> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.failed(errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.failed(errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(.directory)
        default: return .failure(.notRegular)
        }
        // One byte past the size: a read that fills less is at the end, without another call.
        let expected = min(limit, Int(info.st_size) + 1)
        var buffer = [UInt8](repeating: 0, count: expected)
        var filled = 0
        while filled < limit {
            if filled == buffer.count {
                buffer.append(contentsOf: repeatElement(0, count: min(65_536, limit - filled)))
            }
            let count = buffer.withUnsafeMutableBytes {
                #if canImport(Glibc)
                    Glibc.read(descriptor, $0.baseAddress! + filled, $0.count - filled)
                #else
                    Darwin.read(descriptor, $0.baseAddress! + filled, $0.count - filled)
                #endif
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.failed(errno))
            }
            if count == 0 { break }
            filled += count
            // Short of the buffer: the end of a regular file (it may grow later; these are its bytes now).
            if filled < buffer.count { break }
        }
        buffer.removeSubrange(filled...)
        return .success(buffer)
    }
}
