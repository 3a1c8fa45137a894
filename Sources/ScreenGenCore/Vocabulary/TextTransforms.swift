/// The few text operations screengen took from Foundation's `NSString`, written on the standard
/// library so the tool links FoundationEssentials alone (see `Lock`). `TextTransformsTests`
/// compares them with Foundation's, over every scalar where they agree by design.
extension String {
    /// The text without the scalars `isTrimmed` accepts at either end: Foundation's
    /// `trimmingCharacters(in:)`, which trims scalars, not characters (a combining mark after a
    /// space keeps the space).
    func trimming(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isTrimmed($0) })!
        return String(scalars[first...last])
    }

    /// Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)`.
    var trimmingWhitespaceAndNewlines: String { trimming(where: Unicode.Scalar.isWhitespaceOrNewline) }

    /// Every occurrence of `target` replaced, compared scalar by scalar: what an escaper needs.
    /// The standard library's `replacing(_:with:)` compares characters, so it finds no `\r` in
    /// a CRLF (one character) and no `|` before a combining mark; Foundation's
    /// `replacingOccurrences(of:with:)` finds the first but not the second, and matches `é` for
    /// `e\u{301}`. A table cell in Markdown and a GitHub workflow command end at the scalar.
    func replacingLiterally(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        // UTF-8 is self-synchronising: a match of the bytes is a match of the scalars.
        let bytes = Array(utf8)
        let wanted = Array(target.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        var changed = false
        while index < bytes.count {
            if bytes[index] == wanted[0], index + wanted.count <= bytes.count,
                bytes[index..<(index + wanted.count)].elementsEqual(wanted)
            {
                out += replacement.utf8
                index += wanted.count
                changed = true
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return changed ? String(decoding: out, as: UTF8.self) : self
    }
}

extension Unicode.Scalar {
    /// Foundation's `CharacterSet.whitespaces`: the tab, the space separators (category Zs), and
    /// U+200B ZERO WIDTH SPACE, a space separator in the Unicode of Foundation's tables.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
    }

    /// Foundation's `CharacterSet.whitespacesAndNewlines`: the separators (categories Zs, Zl, Zp),
    /// U+000A to U+000D, U+0085 and U+200B.
    static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x85, 0x200B: return true
        default:
            switch scalar.properties.generalCategory {
            case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
            default: return false
            }
        }
    }
}
