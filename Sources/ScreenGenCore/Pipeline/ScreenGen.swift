/// The entry points the command-line tool calls: one function per job, each returning a report
/// value the caller prints, so that every job is also usable (and tested) as a library call.
public enum ScreenGen {
    public static let version = "0.1.0"

    /// Loads and checks every spec of the project (the configuration is checked too), and the
    /// files they would write: two screens writing one file fail here as they would in `generate`.
    /// `teardown`: what becomes of the loaded specs once the report is made (see `Teardown`).
    public static func validate(_ options: Project.Options, teardown: Teardown = .free) -> ValidationReport {
        let workspace: Workspace
        do {
            workspace = try Workspace.resolve(options)
        } catch {
            return ValidationReport(files: [], diagnostics: error.diagnostics)
        }
        guard workspace.isModular else {
            let loaded = load(workspace.projects[0], checkingOutputPaths: true)
            let report = ValidationReport(files: workspace.projects[0].specFiles, diagnostics: loaded.diagnostics)
            teardown.dispose(consume loaded)
            return report
        }
        let loaded = load(workspace, checkingOutputPaths: true)
        return ValidationReport(
            files: workspace.projects.flatMap(\.specFiles),
            diagnostics: loaded.flatMap(\.diagnostics).mergedForDisplay())
    }
}

/// What `validate` found.
public struct ValidationReport: Sendable {
    public var files: [String]
    public var diagnostics: [Diagnostic]

    /// `2 specs checked: 1 error, 0 warnings`.
    public var summary: String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        return "\(files.count) spec\(files.count == 1 ? "" : "s") checked: "
            + "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }
}
