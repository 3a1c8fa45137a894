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

    /// All of `text`, however many calls it takes; a stream that refuses it (closed, full disk)
    /// loses the rest, as a print would.
    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { _ = DescriptorWriter.write(UnsafeRawBufferPointer($0), to: descriptor) }
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
