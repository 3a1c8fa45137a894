#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension OutputManifest {
    /// What the last run over every spec of the project found: its key, its screens' manifest keys,
    /// and every diagnostic loading and checking the specs gave. A run whose key is this one reads
    /// the same spec bytes with the same tool, configuration and templates, so loading and checking
    /// them again would give the same specs, the same warnings and the same screens' keys; such a run
    /// skips both, and proves each screen's files by their digests as any run does (see
    /// `ScreenGen.planUnchangedRun`). The configuration's own diagnostics are not recorded: every
    /// run finds them again.
    public struct RunRecord: Sendable, Equatable {
        static let tag = "run "

        /// `ScreenGen.runKey`: the project's digest, the rule severities, and each spec's path and bytes.
        public var key: ContentDigest
        /// The manifest key of each screen, then of each app, in the order the run renders them.
        public var screens: [ContentDigest]
        public var diagnostics: [Diagnostic]

        var text: String {
            var out = "\(Self.tag)\(key) \(screens.count) \(diagnostics.count)\n"
            for screen in screens { out += "\(screen)\n" }
            for diagnostic in diagnostics { out += Self.line(for: diagnostic) + "\n" }
            return out
        }

        /// One diagnostic on one line: `["warning","id","file",line,column,"message","note",…]`.
        static func line(for diagnostic: Diagnostic) -> String {
            var out = "["
            for field in [diagnostic.severity.rawValue, diagnostic.id, diagnostic.location.file] {
                JSONValue.writeString(field, into: &out)
                out += ","
            }
            out += "\(diagnostic.location.line),\(diagnostic.location.column),"
            JSONValue.writeString(diagnostic.message, into: &out)
            for note in diagnostic.notes {
                out += ","
                JSONValue.writeString(note, into: &out)
            }
            return out + "]"
        }

        /// The diagnostic `line(for:)` wrote; nil for anything else.
        static func diagnostic(from line: Substring) -> Diagnostic? {
            (try? JSONDecoder().decode(DiagnosticFields.self, from: Data(line.utf8)))?.diagnostic
        }

        /// The fields of a line `line(for:)` wrote, in its order: severity, id, file, line,
        /// column, message, then the notes.
        private struct DiagnosticFields: Decodable {
            let diagnostic: Diagnostic

            init(from decoder: any Decoder) throws {
                var fields = try decoder.unkeyedContainer()
                let severityName = try fields.decode(String.self)
                guard let severity = Diagnostic.Severity(rawValue: severityName) else {
                    throw DecodingError.dataCorruptedError(
                        in: fields, debugDescription: "not a severity: \(severityName)")
                }
                let id = try fields.decode(String.self)
                let file = try fields.decode(String.self)
                let line = try fields.decode(Int.self)
                let column = try fields.decode(Int.self)
                // A damaged line or column is no place in a file: the record is refused, not shown.
                guard (0...Int(Int32.max)).contains(line), (0...Int(Int32.max)).contains(column) else {
                    throw DecodingError.dataCorruptedError(in: fields, debugDescription: "not a place in a file")
                }
                let location = SourceLocation(file: file, line: line, column: column)
                let message = try fields.decode(String.self)
                var notes: [String] = []
                while !fields.isAtEnd { notes.append(try fields.decode(String.self)) }
                diagnostic = Diagnostic(severity, message, id: id, at: location, notes: notes)
            }
        }

        /// The record that starts at `lines`' first line, and how many lines it takes; nil when it
        /// does not parse (the manifest is then no manifest at all).
        static func parse(_ lines: ArraySlice<Substring>) -> (RunRecord, Int)? {
            guard let head = lines.first?.dropFirst(tag.count).split(separator: " "), head.count == 3,
                let key = ContentDigest(hex: head[0]), let screenCount = Int(head[1]),
                let diagnosticCount = Int(head[2]), screenCount >= 0, diagnosticCount >= 0,
                // Compared without adding them: a damaged count as large as `Int.max` must not overflow.
                screenCount < lines.count, diagnosticCount < lines.count - screenCount
            else { return nil }
            let start = lines.startIndex + 1
            var screens: [ContentDigest] = []
            for line in lines[start..<(start + screenCount)] {
                guard let screen = ContentDigest(hex: line) else { return nil }
                screens.append(screen)
            }
            var diagnostics: [Diagnostic] = []
            for line in lines[(start + screenCount)..<(start + screenCount + diagnosticCount)] {
                guard let diagnostic = diagnostic(from: line) else { return nil }
                diagnostics.append(diagnostic)
            }
            return (RunRecord(key: key, screens: screens, diagnostics: diagnostics), 1 + screenCount + diagnosticCount)
        }
    }
}
