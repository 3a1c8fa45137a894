/// Lays out a call or a declaration's parameter list the way `swift format` keeps it: on one line
/// when it fits in the configured line length at its indentation, else one argument per line with
/// the closing parenthesis on its own line.
public enum SwiftLayout {
    /// The line length of the project's `.swift-format`.
    public static let lineLength = 120

    /// Lines relative to the first one's indentation; continuation lines carry four more spaces.
    public static func call(_ callee: String, _ arguments: [String], indent: Int, suffix: String = "") -> [String] {
        let single = "\(callee)(\(arguments.joined(separator: ", ")))\(suffix)"
        guard indent + single.count > lineLength, !arguments.isEmpty else { return [single] }
        var lines = ["\(callee)("]
        for (index, argument) in arguments.enumerated() {
            lines.append("    " + argument + (index == arguments.count - 1 ? "" : ","))
        }
        lines.append(")" + suffix)
        return lines
    }
}
