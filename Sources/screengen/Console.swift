import ScreenGenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the commands print: results on standard output, summaries and usage errors on standard
/// error, so `--format json` output stays machine-readable.
enum Console {
    static func out(_ text: String) { write(text, to: STDOUT_FILENO) }

    static func err(_ text: String) { write(text, to: STDERR_FILENO) }

    /// All of `text`, however many calls it takes. A stream that refuses it ends the run with
    /// status 2, so that `screengen dump > file` on a full disk does not exit 0 with the file cut
    /// short: with a message on standard error, unless the reader is gone (`| head`), which
    /// wants no message, as `SIGPIPE` gives none.
    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        guard let code = text.withUTF8({ DescriptorWriter.write(UnsafeRawBufferPointer($0), to: descriptor) }) else {
            return
        }
        if code != EPIPE && descriptor != STDERR_FILENO {
            let stream = descriptor == STDOUT_FILENO ? "standard output" : "descriptor \(descriptor)"
            var message = "screengen: error: cannot write to \(stream): \(String(cString: strerror(code)))\n"
            _ = message.withUTF8 { DescriptorWriter.write(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
        }
        exit(ExitStatus.stopped.rawValue)
    }
}

/// The exit codes every command shares; the core's `ExitStatus` decides which a run ends with.
enum ExitCode {
    static let success = ExitStatus.clean.rawValue
    /// The input has errors (or, for `check`, the output has drifted).
    static let failure = ExitStatus.failed.rawValue
    /// The command line cannot be parsed (as the core's usage stops).
    static let usage = ExitStatus.stopped.rawValue
}
