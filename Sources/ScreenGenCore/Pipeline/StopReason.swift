/// Why a run wrote (or checked) nothing, in the words of its summary line: what the user has to
/// fix is a spec, or something in the output directory, and the summary names which.
enum StopReason {
    /// Errors found in existing output files, by id, with how the summary says it.
    private static let outputProblems: [(id: String, words: String)] = [
        ("user-region", "a user region cannot be read"),
        ("orphan-region", "a user region has no place in the new file"),
        ("not-generated", "a file screengen did not generate is in the way"),
    ]

    /// Stops (see `StopKind`), in the words of the summary.
    private static func words(for kind: StopKind) -> String {
        switch kind {
        case .usage: "the command line has an error"
        case .io: "a file cannot be read or written"
        case .lock: "the output directory's lock cannot be taken"
        case .template: "a template has an error"
        case .config: "the configuration has an error"
        }
    }

    /// `the specs have errors`, `the configuration has errors`, `a user region cannot be read`, or
    /// several of them; a stop says only what stopped the run. An error located in `configFile`
    /// (the configuration in effect) is the configuration's to fix, not a spec's.
    static func describe(_ diagnostics: [Diagnostic], configFile: String? = nil) -> String {
        let stops = Set(diagnostics.compactMap(\.stopKind))
        if !stops.isEmpty {
            return StopKind.allCases.filter(stops.contains).map(words(for:)).joined(separator: "; ")
        }
        let errors = diagnostics.filter { $0.severity == .error }
        let inConfig = errors.contains { configFile != nil && $0.location.file == configFile }
        let specIDs = Set(errors.filter { configFile == nil || $0.location.file != configFile }.map(\.id))
        var reasons: [String] = []
        if inConfig { reasons.append("the configuration has errors") }
        if !specIDs.subtracting(outputProblems.map(\.id)).isEmpty || errors.isEmpty {
            reasons.append("the specs have errors")
        }
        reasons += outputProblems.filter { specIDs.contains($0.id) }.map(\.words)
        return reasons.joined(separator: "; ")
    }
}
