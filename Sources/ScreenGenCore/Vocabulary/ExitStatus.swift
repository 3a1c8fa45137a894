/// How a command ends, decided by the kinds of its diagnostics rather than by each command: the
/// README's promise, kept in one place.
public enum ExitStatus: Int32, Sendable, Comparable {
    /// Nothing to fix (warnings allowed, unless `--strict`).
    case clean = 0
    /// The specs have errors, or (for `check`) the output has drifted: fix the input, run again.
    case failed = 1
    /// The run could not do its job at all: the command line, a file that cannot be read or
    /// written, the lock, a template or the configuration (see `StopKind`).
    case stopped = 2

    public static func < (lhs: ExitStatus, rhs: ExitStatus) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The ids of problems that stop a run as a whole rather than point at a spec: each is a
/// `Diagnostic` like every other problem, printed through `--format`, and ends the command with
/// `ExitStatus.stopped`.
public enum StopKind: String, Sendable, CaseIterable {
    /// The command line: an empty path, a spec path that does not exist, options that cannot go together.
    case usage
    /// A file or directory that cannot be read or written, or that screengen must not write through.
    case io
    /// The output directory's lock: held by another run, or its file is not one screengen made.
    case lock
    /// A template that does not parse, cannot be read, an added partial nothing includes, or a
    /// partial tag of a team's template that names no template.
    case template
    /// The configuration file cannot be used: `--config` names no file, or its specs do not exist.
    case config
}

extension Diagnostic {
    /// An error that stops the run, of `kind`; `line` and `column` are 0 when only the file is known,
    /// `file` is empty when not even that is (an empty option on the command line).
    public static func stop(
        _ kind: StopKind, _ message: String, file: String = "", line: Int = 0, column: Int = 0, notes: [String] = []
    ) -> Diagnostic {
        .error(message, id: kind.rawValue, at: SourceLocation(file: file, line: line, column: column), notes: notes)
    }

    /// The kind of stop this diagnostic is, when it is one (an error whose id is a `StopKind`).
    public var stopKind: StopKind? {
        severity == .error ? StopKind(rawValue: id) : nil
    }

    /// What this diagnostic alone makes of the command's exit status. A warning fails only under
    /// `--strict`.
    public func exitStatus(strict: Bool = false) -> ExitStatus {
        if stopKind != nil { return .stopped }
        switch severity {
        case .error: return .failed
        case .warning: return strict ? .failed : .clean
        case .note: return .clean
        }
    }
}

extension Array where Element == Diagnostic {
    /// The worst exit status among the diagnostics: any stop is 2, any other error (or, with
    /// `strict`, warning) is 1.
    public func exitStatus(strict: Bool = false) -> ExitStatus {
        map { $0.exitStatus(strict: strict) }.max() ?? .clean
    }
}
