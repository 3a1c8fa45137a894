/// Lays out a call or a declaration's parameter list the way `swift format` keeps it: on one line
/// when it fits in the configured line length at its indentation, else one argument per line with
/// the closing parenthesis on its own line (an argument that still does not fit, such as a store
/// built from several dependencies, is opened in turn).
public enum SwiftLayout {
    /// The line length of the project's `.swift-format`, as the layout pass keeps it.
    public static let lineLength = SwiftLayoutPass.lineLength

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
}
