/// A section's `navigate` read once: the route case a row pushes and the value it passes. The
/// check that reports an unknown case or a wrong arity and the model that writes the
/// `NavigationLink` read the same call, so they cannot disagree about what the spec names.
public struct RouteCall: Sendable, Equatable {
    /// The case's name as written, unescaped (a name in backticks loses them).
    public var caseName: String
    /// The text between the parentheses, trimmed; nil for a bare case (`settings`).
    public var argument: String?
    /// How many values the parentheses pass: 0 for a bare case or `()`, else one more than the
    /// commas at the top level.
    public var argumentCount: Int

    /// Reads `name` or `name(value)`; nil for anything else (a leading `.`, a type before the case,
    /// code after the call), which the check reports.
    public init?(_ text: String) {
        let fragment = SwiftFragment(text)
        let tokens = fragment.tokens
        guard fragment.problem == nil, let first = tokens.first, first.kind == .identifier else { return nil }
        caseName = fragment.name(of: first)
        guard tokens.count > 1 else {
            argument = nil
            argumentCount = 0
            return
        }
        guard tokens[1].kind == .punctuation("("), fragment.partner(of: 1) == tokens.count - 1 else { return nil }
        let inside = fragment.text(tokens[1].range.upperBound..<tokens[tokens.count - 1].range.lowerBound)
            .trimmingWhitespace
        argument = inside.isEmpty ? nil : inside
        var count = inside.isEmpty ? 0 : 1
        var index = 2
        while index < tokens.count - 1 {
            if tokens[index].kind == .punctuation(",") { count += 1 }
            index = (tokens[index].opensGroup ? fragment.partner(of: index) ?? index : index) + 1
        }
        argumentCount = count
    }
}
