/// Named regions inside generated files where the user's own code lives. Generation writes each
/// region empty; regeneration carries the user's lines over verbatim, and the drift check never
/// sees them as drift. The markers are comments, so they sit anywhere a comment can:
///
///     // screengen:user-begin helpers
///     private var isEmpty: Bool { … }
///     // screengen:user-end helpers
public enum UserRegions {
    public static let beginMarker = "// screengen:user-begin "
    public static let endMarker = "// screengen:user-end "

    /// Whether a line can be a marker at all: its first character after indentation is `/`. Most
    /// lines are not, and this keeps parsing linear and cheap.
    @inline(__always)
    static func mayBeMarker(_ line: Substring) -> Bool {
        for byte in line.utf8 {
            if byte == 0x20 || byte == 0x09 { continue }
            return byte == 0x2F
        }
        return false
    }

    public struct Region: Sendable, Equatable {
        public var name: String
        /// The lines between the markers, exactly as they were.
        public var lines: [Substring]
        /// 1-based line of the begin marker.
        public var line: Int

        public var isEmpty: Bool { lines.allSatisfy { $0.allSatisfy(\.isWhitespace) } }
    }

    /// The regions of a file in order; malformed markers are located errors (`user-region`).
    public static func parse(_ text: String, file: String) -> ([Region], [Diagnostic]) {
        var regions: [Region] = []
        var diagnostics: [Diagnostic] = []
        var open: Region?
        var seen: Set<String> = []
        for (index, line) in text.lines().enumerated() {
            guard Self.mayBeMarker(line) else {
                open?.lines.append(line)
                continue
            }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            func error(_ message: String) {
                diagnostics.append(
                    .error(message, id: "user-region", at: SourceLocation(file: file, line: index + 1, column: 1)))
            }
            if trimmed.hasPrefix(beginMarker) {
                let name = String(trimmed.dropFirst(beginMarker.count)).trimmingWhitespaceAndNewlines
                if let current = open {
                    error("user region '\(name)' begins inside region '\(current.name)' (line \(current.line))")
                } else if !seen.insert(name).inserted {
                    error("a second user region named '\(name)'")
                } else {
                    open = Region(name: name, lines: [], line: index + 1)
                }
            } else if trimmed.hasPrefix(endMarker) {
                let name = String(trimmed.dropFirst(endMarker.count)).trimmingWhitespaceAndNewlines
                guard let current = open else {
                    error("user region '\(name)' ends but never began")
                    continue
                }
                if current.name != name {
                    error("user region '\(current.name)' (line \(current.line)) ends with the marker of '\(name)'")
                }
                regions.append(current)
                open = nil
            } else {
                open?.lines.append(line)
            }
        }
        if let current = open {
            diagnostics.append(
                .error(
                    "user region '\(current.name)' never ends", id: "user-region",
                    at: SourceLocation(file: file, line: current.line, column: 1)))
        }
        return (regions, diagnostics)
    }

    /// `generated` with each of its regions filled from `existing`. Regions of `existing` that have
    /// user code and no place in `generated` are returned as orphans for the caller to refuse.
    public static func carryOver(_ existing: [Region], into generated: String) -> (text: String, orphans: [Region]) {
        // Regenerating a file whose regions are all empty: the generated text already is the answer.
        if existing.allSatisfy({ $0.lines.isEmpty }) { return (generated, []) }
        let byName = Dictionary(existing.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var used: Set<String> = []
        var out: [Substring] = []
        var skipping = false
        for line in generated.lines() {
            guard Self.mayBeMarker(line) else {
                if !skipping { out.append(line) }
                continue
            }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix(beginMarker) {
                out.append(line)
                let name = String(trimmed.dropFirst(beginMarker.count)).trimmingWhitespaceAndNewlines
                if let region = byName[name] {
                    out += region.lines
                    used.insert(name)
                    skipping = true
                }
                continue
            }
            if trimmed.hasPrefix(endMarker) { skipping = false }
            if !skipping { out.append(line) }
        }
        let orphans = existing.filter { !used.contains($0.name) && !$0.isEmpty }
        return (out.joined(separator: "\n"), orphans)
    }
}
