/// The one function through which every user string reaches a Swift string literal.
public enum SwiftLiteral {
    /// A double-quoted literal whose value is exactly `text`: quotes, backslashes and `\(` cannot end
    /// the literal or start an interpolation, newlines and control characters become escapes, and
    /// everything else (including `#` and any Unicode) is kept as it is.
    public static func string(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// A literal whose text segments are escaped as `string(_:)` escapes them and whose expressions
    /// become interpolations: `Delete \(item.title)?`. In `Text` or `Button` it is localized.
    public static func interpolated(_ text: InterpolatedText) -> String {
        var out = "\""
        for segment in text.segments {
            switch segment {
            case .text(let text): out += escaped(text)
            case .expression(let expression): out += "\\(" + expression + ")"
            }
        }
        return out + "\""
    }

    private static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            case let c where isInvisible(c):
                out += spelled(c)
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Control, line-separator and bidirectional-formatting characters: they would make the source
    /// show something other than what it holds, so every place that copies user text spells them out.
    static func isInvisible(_ c: Unicode.Scalar) -> Bool {
        c.value < 0x20 || (0x7F...0x9F).contains(c.value) || (0x2028...0x2029).contains(c.value)
            || (0x200E...0x200F).contains(c.value) || (0x202A...0x202E).contains(c.value)
            || (0x2066...0x2069).contains(c.value) || c.value == 0x061C || c.value == 0xFEFF
    }

    static func spelled(_ c: Unicode.Scalar) -> String { "\\u{\(String(c.value, radix: 16, uppercase: true))}" }
}

/// The one function through which user text reaches a comment (doc comments, the header): it is
/// split on every kind of line break, so no text can end the comment and start code, and invisible
/// characters are spelled out as in string literals.
public enum SwiftComment {
    public static func lines(_ text: String) -> [String] {
        let breaks: Set<UInt32> = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]
        var lines: [String] = [""]
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if breaks.contains(scalar.value) {
                if !(scalar == "\n" && previous == "\r") { lines.append("") }
            } else if SwiftLiteral.isInvisible(scalar) {
                lines[lines.count - 1] += SwiftLiteral.spelled(scalar)
            } else {
                lines[lines.count - 1].unicodeScalars.append(scalar)
            }
        }
        return lines.map { $0.trimmingWhitespace }
    }

    /// One line of text for a comment: line breaks become spaces.
    public static func line(_ text: String) -> String { lines(text).joined(separator: " ") }
}
