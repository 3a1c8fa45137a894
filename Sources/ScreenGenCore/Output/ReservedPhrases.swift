import Foundation

/// The phrases screengen reads generated files by: the region markers, and the signature that
/// marks a file as generated. Text that reaches a comment in the output (the configuration's
/// `header`, a spec's `summary`, a spec's path) may not contain them: a header line
/// `screengen:user-begin helpers` is written as a real marker, and the next run takes the file's
/// generated head (its signature, its imports, its type) for user code and drops it; the
/// signature in a hand-written companion would make `--prune` take it for a stale generated file.
public enum ReservedPhrases {
    public static let all = [
        "screengen:user-begin", "screengen:user-end",
        OutputPlan.generatedMarker.trimmingCharacters(in: .whitespaces),
    ]

    /// The first reserved phrase in `text`, if any.
    public static func first(in text: String) -> String? {
        all.first { text.contains($0) }
    }

    /// A located error when `text` (what the message calls `what`) contains a reserved phrase.
    static func problem(in text: String, what: String, at location: SourceLocation) -> Diagnostic? {
        guard let phrase = first(in: text) else { return nil }
        let meaning =
            phrase == all[2]
            ? "which marks a file as generated (and so as one --prune may remove)"
            : "which screengen reads as a user region marker"
        return .error(
            "\(what) contains '\(phrase)', \(meaning); reword it", id: "marker-text", at: location,
            notes: ["it is written into a comment of the generated code"])
    }
}
