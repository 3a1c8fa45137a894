/// Lays out a call or a declaration's parameter list the way `swift format` keeps it: on one line
/// when it fits in the configured line length at its indentation, else one argument per line with
/// the closing parenthesis on its own line (an argument that still does not fit, such as a store
/// built from several dependencies, is opened in turn).
public enum SwiftLayout {
    /// The line length of the project's `.swift-format`.
    public static let lineLength = 120

    /// Lines relative to the first one's indentation; continuation lines carry four more spaces.
    public static func call(_ callee: String, _ arguments: [String], indent: Int, suffix: String = "") -> [String] {
        let single = "\(callee)(\(arguments.joined(separator: ", ")))\(suffix)"
        guard indent + single.count > lineLength, !arguments.isEmpty else { return [single] }
        var lines = ["\(callee)("]
        for (index, argument) in arguments.enumerated() {
            var argumentLines = opened(argument, indent: indent + 4).map { "    " + $0 }
            if index < arguments.count - 1 { argumentLines[argumentLines.count - 1] += "," }
            lines += argumentLines
        }
        lines.append(")" + suffix)
        return lines
    }

    /// `case name(Payload)` in an enum, four spaces in: the payload on a line of its own past the
    /// line length.
    public static func enumCase(_ name: String, payload: String?) -> [String] {
        guard let payload else { return ["case \(name)"] }
        return call("case \(name)", [payload], indent: 4)
    }

    /// `private func content(for sheet: FeedSheet) -> some View {`, four spaces in, its parameter
    /// on a line of its own past the line length.
    public static func helperSignature(_ name: String, parameter: String, returning type: String) -> [String] {
        call("private func \(name)", [parameter], indent: 4, suffix: " -> \(type) {")
    }

    /// An expression that ends in a call, `head(a, b)`, laid out for `indent`: as it is when it
    /// fits in the line length, else opened, one argument per line four spaces in and the closing
    /// parenthesis on a line of its own, each argument opened the same way while it does not fit
    /// (a layout swift format keeps). Lines are relative to the first one's indentation; an
    /// expression that does not end in a call, or whose brackets do not balance, stays as it is.
    public static func opened(_ expression: String, indent: Int) -> [String] {
        guard indent + expression.count > lineLength, let (head, arguments) = trailingCall(expression) else {
            return [expression]
        }
        var lines = [head + "("]
        for (index, argument) in arguments.enumerated() {
            var argumentLines = opened(argument, indent: indent + 4).map { "    " + $0 }
            if index < arguments.count - 1 { argumentLines[argumentLines.count - 1] += "," }
            lines += argumentLines
        }
        lines.append(")")
        return lines
    }

    /// `.environment(Store(a: x))` → (`.environment`, [`Store(a: x)`]): the call an expression
    /// ends with, when its first top-level parenthesis is the one the expression ends by closing,
    /// and it has arguments.
    static func trailingCall(_ expression: String) -> (head: String, arguments: [String])? {
        let scalars = Array(expression.unicodeScalars)
        guard scalars.last == ")" else { return nil }
        var depth = 0
        var inString = false
        var escaped = false
        var open: Int?
        for (index, scalar) in scalars.enumerated() {
            if inString {
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" {
                    inString = false
                }
                continue
            }
            switch scalar {
            case "\"":
                if index > 0 && scalars[index - 1] == "#" { return nil }
                inString = true
            case "(", "[", "{":
                if scalar == "(" && depth == 0 && open == nil { open = index }
                depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth < 0 { return nil }
                if depth == 0, open != nil, index != scalars.count - 1 { return nil }
            default:
                break
            }
        }
        guard let open, depth == 0, !inString else { return nil }
        var head = String.UnicodeScalarView()
        head.append(contentsOf: scalars[..<open])
        var inner = String.UnicodeScalarView()
        inner.append(contentsOf: scalars[(open + 1)..<(scalars.count - 1)])
        guard let arguments = topLevelList(Substring(String(inner))) else { return nil }
        return (String(head), arguments)
    }

    /// An `if` statement's first line (`if a, b, c {`) that does not fit in the line length, laid
    /// out as `swift format` keeps it: one condition per line, the others four spaces in, and the
    /// brace on a line of its own. nil when the line fits, or is not such a line.
    ///
    /// Deep links are where this happens: `init?(url:)` tests one condition per path segment.
    public static func conditionList(_ line: Substring) -> [String]? {
        guard line.count > lineLength else { return nil }
        let indent = String(line.prefix { $0 == " " })
        let statement = line.dropFirst(indent.count)
        guard statement.hasPrefix("if "), statement.hasSuffix(" {"),
            let conditions = topLevelList(statement.dropFirst(3).dropLast(2)), conditions.count > 1
        else { return nil }
        var lines = ["\(indent)if \(conditions[0]),"]
        for (index, condition) in conditions.enumerated().dropFirst() {
            lines.append("\(indent)    \(condition)" + (index == conditions.count - 1 ? "" : ","))
        }
        lines.append("\(indent){")
        return lines
    }

    /// The comma-separated parts of `text` outside brackets and string literals, trimmed; nil when
    /// its brackets or quotes do not balance, or it holds a raw string (whose escapes this does
    /// not read). Scalars, not Characters: a combining mark after a quote must not hide the quote.
    static func topLevelList(_ text: Substring) -> [String]? {
        var parts: [String] = []
        var current = String.UnicodeScalarView()
        var depth = 0
        var inString = false
        var escaped = false
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if inString {
                current.append(scalar)
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" {
                    inString = false
                }
                continue
            }
            switch scalar {
            case "\"":
                if previous == "#" { return nil }
                inString = true
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth < 0 { return nil }
            case "," where depth == 0:
                parts.append(String(current).trimmingCharacters(in: .whitespaces))
                current = String.UnicodeScalarView()
                continue
            default: break
            }
            current.append(scalar)
        }
        guard !inString, depth == 0 else { return nil }
        parts.append(String(current).trimmingCharacters(in: .whitespaces))
        return parts.contains(where: \.isEmpty) ? nil : parts
    }
}
