/// A problem that stops a run as a whole (exit 2): a path that does not exist, a template that
/// does not parse, a file that cannot be read, a lock held by another run. It carries diagnostics
/// (ids from `StopKind`) so that it is reported like every other problem, through `--format`; the
/// workflows catch it and return it in their report, so no caller formats it by hand.
public struct RunError: Error, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One stop of `kind`, at `file` (and a line and column, when known).
    public init(_ kind: StopKind, _ message: String, file: String = "", line: Int = 0, column: Int = 0) {
        self.init([.stop(kind, message, file: file, line: line, column: column)])
    }

    /// The diagnostics as text, as `--format text` prints them.
    public var description: String {
        String(DiagnosticFormat.text.render(diagnostics).dropLast())
    }
}
