import Foundation

/// Where the commands print: results on standard output, summaries and usage errors on standard
/// error, so `--format json` output stays machine-readable.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func err(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}

/// The exit codes every command shares.
enum ExitCode {
    static let success: Int32 = 0
    /// The input has errors (or, for `check`, the output has drifted).
    static let failure: Int32 = 1
    /// The command line is wrong, or a file could not be read or written.
    static let usage: Int32 = 2
}
