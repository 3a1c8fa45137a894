/// The one function through which every user string reaches a Swift string literal.
public enum SwiftLiteral {
    /// A double-quoted literal whose value is exactly `text`: quotes, backslashes and `\(` cannot end
    /// the literal or start an interpolation, newlines and control characters become escapes, and
    /// everything else (including `#` and any Unicode) is kept as it is.
    public static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            case let c where c.value < 0x20 || c.value == 0x7F || (0x2028...0x2029).contains(c.value)
                || (0x200E...0x200F).contains(c.value) || (0x202A...0x202E).contains(c.value)
                || (0x2066...0x2069).contains(c.value):
                // Control, line-separator and bidirectional-override characters are spelled out so
                // the source shows what the literal holds.
                out += "\\u{\(String(c.value, radix: 16, uppercase: true))}"
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
