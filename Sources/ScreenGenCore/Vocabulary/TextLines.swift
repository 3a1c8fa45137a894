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
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex, lines.count < limit {
            let byte = utf8[index]
            guard byte == 0x0A || byte == 0x0D else {
                index = utf8.index(after: index)
                continue
            }
            lines.append(self[start..<index])
            index = utf8.index(after: index)
            if byte == 0x0D, index != utf8.endIndex, utf8[index] == 0x0A { index = utf8.index(after: index) }
            start = index
        }
        if lines.count < limit { lines.append(self[start..<utf8.endIndex]) }
        return lines
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
