import Foundation
import ScreenGenCore

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

/// The exit codes every command shares; the core's `ExitStatus` decides which a run ends with.
enum ExitCode {
    static let success = ExitStatus.clean.rawValue
    /// The input has errors (or, for `check`, the output has drifted).
    static let failure = ExitStatus.failed.rawValue
    /// The command line cannot be parsed (as the core's usage stops).
    static let usage = ExitStatus.stopped.rawValue
}
