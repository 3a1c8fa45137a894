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

extension SwiftSnippet {
    /// The names an expression reads at its top level: identifiers not after a `.` (members), not
    /// before a `:` (argument labels) and not inside string literals. `client.posts(for: id)`
    /// reads `client` and `id`.
    public static func readNames(in expression: String) -> [String] {
        let characters = Array(expression)
        var names: [String] = []
        var index = 0
        var lastSignificant: Character = " "
        var inString = false
        while index < characters.count {
            let character = characters[index]
            if inString {
                if character == "\\" {
                    index += 2
                    continue
                }
                if character == "\"" { inString = false }
                index += 1
                continue
            }
            if character == "_" || character.isLetter {
                var end = index
                while end < characters.count, characters[end] == "_" || characters[end].isLetter || characters[end].isNumber {
                    end += 1
                }
                let name = String(characters[index..<end])
                var next = end
                while next < characters.count, characters[next] == " " { next += 1 }
                let isLabel = next < characters.count && characters[next] == ":"
                    && !(next + 1 < characters.count && characters[next + 1] == ":")
                if lastSignificant != "." && !isLabel && !SwiftIdentifier.keywords.contains(name) && !names.contains(name) {
                    names.append(name)
                }
                lastSignificant = "a"
                index = end
                continue
            }
            if character == "\"" { inString = true }
            if !character.isWhitespace { lastSignificant = character }
            index += 1
        }
        return names
    }
}
