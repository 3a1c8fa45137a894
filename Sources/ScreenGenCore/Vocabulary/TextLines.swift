extension String {
    /// The text's lines, split at each line break the Swift compiler knows: LF, CRLF and a lone CR
    /// (git's `autocrlf` writes the second, old Mac editors the third). Without `limit`, what
    /// `split(separator: "\n", omittingEmptySubsequences: false)` returns for LF text. It works on
    /// the UTF-8 bytes, without grapheme breaking (which made line splitting the largest cost of
    /// regenerating unchanged files; and CRLF is one `Character`, which `split` would not see).
    ///
    /// With `limit`, only the first `limit` lines: the head of a large file without splitting the
    /// rest.
    func lines(limit: Int = .max) -> [Substring] {
        var lines: [Substring] = []
        var text = self
        text.withUTF8 { bytes in
            TextLines.forEach(in: bytes, limit: limit) { range in
                let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
                lines.append(self[lower..<utf8.index(lower, offsetBy: range.count)])
            }
        }
        return lines
    }
}

/// The one line splitter: `String.lines` and the passes that work on a file's bytes
/// (`SwiftSourceTidy`) find lines the same way.
enum TextLines {
    /// Calls `body` with the byte range of each line of `bytes` (without its line break), in order,
    /// at most `limit` times. A line ends at LF, CRLF or a lone CR; text ending in a line break has
    /// an empty last line, as `split(separator:omittingEmptySubsequences: false)` gives.
    static func forEach(
        in bytes: UnsafeBufferPointer<UInt8>, limit: Int = .max, _ body: (Range<Int>) -> Void
    ) {
        guard limit > 0 else { return }
        var count = 0
        var start = 0
        var index = 0
        let end = bytes.count
        while index != end {
            let byte = bytes[index]
            index += 1
            guard byte == 0x0A || byte == 0x0D else { continue }
            body(start..<(index - 1))
            count += 1
            if byte == 0x0D, index != end, bytes[index] == 0x0A { index += 1 }
            start = index
            if count == limit { return }
        }
        body(start..<end)
    }
}

/// How a file breaks its lines. screengen reads every file as LF text, so line endings are never
/// drift and never hide a region marker; it writes a file back with the line break it had (the
/// first one in it), for every line, so a CRLF checkout stays CRLF and a diff shows only real
/// changes. New files get LF.
public enum LineBreak: String, Sendable {
    case lf = "\n"
    case crlf = "\r\n"
    case cr = "\r"

    /// The first line break of `text`; LF when it has none.
    public static func of(_ text: String) -> LineBreak {
        var previousWasCR = false
        for byte in text.utf8 {
            if previousWasCR { return byte == 0x0A ? .crlf : .cr }
            if byte == 0x0A { return .lf }
            previousWasCR = byte == 0x0D
        }
        return previousWasCR ? .cr : .lf
    }

    /// `text` with every CRLF and lone CR made an LF (the text itself when it has no CR).
    public static func normalized(_ text: String) -> String {
        guard text.utf8.contains(0x0D) else { return text }
        return text.lines().joined(separator: "\n")
    }

    /// LF text with each of its line breaks written as this one.
    public func applied(to text: String) -> String {
        self == .lf ? text : text.lines().joined(separator: rawValue)
    }
}
