/// Checks the Swift fragments a spec carries (types and expressions) for what would break the
/// structure of the generated file around them. It does not type-check them; the compiler does.
public enum SwiftSnippet {
    /// nil when the fragment is usable, else why not.
    public static func problem(_ text: String, isType: Bool) -> String? {
        if text.trimmingCharacters(in: .whitespaces).isEmpty { return "is empty" }
        if text.contains(where: \.isNewline) { return "spans several lines; write it on one line" }
        var closers: [Character] = []
        var inString = false
        var previous: Character = " "
        var escaped = false
        for character in text {
            defer { previous = character }
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            switch character {
            case "\"":
                if isType { return "contains a string literal, which a type cannot" }
                inString = true
            case "(": closers.append(")")
            case "[": closers.append("]")
            case "{":
                if isType { return "contains '{', which a type cannot" }
                closers.append("}")
            case ")", "]", "}":
                guard closers.last == character else { return "has an unbalanced '\(character)'" }
                closers.removeLast()
            case "/" where previous == "/", "*" where previous == "/":
                return "contains a comment, which would swallow the generated code after it"
            case ";":
                return "contains ';'; give a single expression"
            default:
                break
            }
        }
        if inString { return "has an unterminated string literal" }
        if let missing = closers.last { return "is missing a closing '\(missing)'" }
        return nil
    }
}
