/// The last step of every rendered Swift file, so that templates (ours and a team's) can put a
/// blank line after every block without tracking which block comes last: trailing spaces go,
/// runs of blank lines become one, blank lines just inside braces go, and the file ends in one
/// newline. Then every line over the line length is laid out (`SwiftLayoutPass`), the one step
/// that breaks long lines. For the built-in templates, the result is what `swift format` leaves
/// unchanged (GeneratedSwiftTests); a team template's line the pass cannot read whole (a comment,
/// a multi-line string, code the lexer stops at) is left as it was written.
public enum SwiftSourceTidy {
    public static func tidy(_ source: String, style: SwiftLayoutStyle = .standard) -> String {
        var lines: [Substring] = []
        for rawLine in source.lines() {
            var line = rawLine
            while let last = line.last, last == " " || last == "\t" || last == "\r" { line = line.dropLast() }
            let isBlank = line.isEmpty
            if isBlank {
                if let previous = lines.last, previous.isEmpty || previous.hasSuffix("{") { continue }
                if lines.isEmpty { continue }
            } else if line.drop(while: { $0 == " " }).hasPrefix("}"), lines.last?.isEmpty == true {
                lines.removeLast()
            }
            lines.append(line)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return SwiftLayoutPass.apply(lines.joined(separator: "\n") + "\n", lineLength: style.lineLength)
    }
}
