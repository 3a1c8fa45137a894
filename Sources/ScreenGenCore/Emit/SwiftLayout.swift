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
    /// expression that does not end in a call, or that the lexer cannot read whole, stays as it is.
    /// The expression is read once and every level measured from the tokens, so the time is
    /// linear in its length, and so is the output for nesting within the spec's limit.
    public static func opened(_ expression: String, indent: Int) -> [String] {
        guard indent + expression.count > lineLength, let layout = CallLayout(expression),
            layout.trailingCall(layout.whole) != nil
        else { return [expression] }
        var lines: [String] = []
        layout.write(layout.whole, indent: indent, margin: 0, into: &lines)
        return lines
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
            let layout = CallLayout(String(statement.dropFirst(3).dropLast(2))),
            let conditions = layout.list(0..<layout.fragment.tokens.count, depth: 0), conditions.count > 1
        else { return nil }
        var lines = ["\(indent)if \(layout.text(conditions[0])),"]
        for (index, condition) in conditions.enumerated().dropFirst() {
            lines.append("\(indent)    \(layout.text(condition))" + (index == conditions.count - 1 ? "" : ","))
        }
        lines.append("\(indent){")
        return lines
    }
}
