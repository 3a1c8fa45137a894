/// Why a run wrote (or checked) nothing, in the words of its summary line: what the user has to
/// fix is a spec, or something in the output directory, and the summary names which.
enum StopReason {
    /// Errors found in existing output files, by id, with how the summary says it.
    private static let outputProblems: [(id: String, words: String)] = [
        ("user-region", "a user region cannot be read"),
        ("orphan-region", "a user region has no place in the new file"),
        ("not-generated", "a file screengen did not generate is in the way"),
    ]

    /// `the specs have errors`, `a user region cannot be read`, or several of them.
    static func describe(_ diagnostics: [Diagnostic]) -> String {
        let ids = Set(diagnostics.filter { $0.severity == .error }.map(\.id))
        var reasons: [String] = []
        if !ids.subtracting(outputProblems.map(\.id)).isEmpty || ids.isEmpty { reasons.append("the specs have errors") }
        reasons += outputProblems.filter { ids.contains($0.id) }.map(\.words)
        return reasons.joined(separator: "; ")
    }
}
