/// How diagnostics are printed: for people and editors (`text`, the compiler's format), for tools
/// (`json`), or for GitHub Actions (`github`, workflow annotations on the offending line).
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    case text
    case json
    case github

    public func render(_ diagnostics: [Diagnostic]) -> String {
        switch self {
        case .text:
            return diagnostics.map(Self.text).joined()
        case .json:
            return Self.json(diagnostics)
        case .github:
            return diagnostics.map(Self.github).joined()
        }
    }

    /// `path:line:col: error: message [id]`, then each note as `path:line:col: note: …`. A problem
    /// known only by its file (line 0) is `path: error: …`, one with no file `error: …`.
    static func text(_ d: Diagnostic) -> String {
        let file = d.location.file
        let where_ =
            d.location.line > 0 ? "\(file):\(d.location.line):\(d.location.column): " : file.isEmpty ? "" : "\(file): "
        var out = "\(where_)\(d.severity.rawValue): \(d.message) [\(d.id)]\n"
        for note in d.notes {
            out += "\(where_)note: \(note)\n"
        }
        return out
    }

    static func github(_ d: Diagnostic) -> String {
        let level = d.severity == .note ? "notice" : d.severity.rawValue
        var message = "\(d.message) [\(d.id)]"
        for note in d.notes { message += "\n\(note)" }
        // Only the location that is known: GitHub shows a file-less annotation on the run itself.
        var properties: [String] = []
        if !d.location.file.isEmpty { properties.append("file=\(escapeProperty(d.location.file))") }
        if d.location.line > 0 { properties += ["line=\(d.location.line)", "col=\(d.location.column)"] }
        properties.append("title=\(escapeProperty(d.id))")
        return "::\(level) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }

    /// `line` and `column` are 0 when only the file is known, `file` empty when not even that is.
    static func json(_ diagnostics: [Diagnostic]) -> String {
        let items = diagnostics.map { d in
            JSONValue.object([
                ("severity", .string(d.severity.rawValue)),
                ("id", .string(d.id)),
                ("message", .string(d.message)),
                ("file", .string(d.location.file)),
                ("line", .int(d.location.line)),
                ("column", .int(d.location.column)),
                ("notes", .array(d.notes.map(JSONValue.string))),
            ])
        }
        return JSONValue.object([("diagnostics", .array(items))]).rendered() + "\n"
    }

    // GitHub's workflow-command escaping, for diagnostics and drift alike: data escapes %, CR,
    // LF; properties also : and , (which would end the file property, and the annotation would
    // point at another file).
    static func escapeData(_ s: String) -> String {
        s.replacingLiterally("%", with: "%25").replacingLiterally("\r", with: "%0D").replacingLiterally(
            "\n", with: "%0A")
    }

    static func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingLiterally(":", with: "%3A").replacingLiterally(",", with: "%2C")
    }
}
