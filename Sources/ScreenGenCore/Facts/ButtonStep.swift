/// One step of what a button runs, as the spec's `action:` says it: a statement, or a call of one
/// of the screen's `actions`. Read here once, so that the check that reports an unknown action and
/// the model that runs a known one cannot disagree about which step is which.
public enum ButtonStep: Sendable, Equatable {
    /// Code run as written (`dismiss()`, `sheet = .addBook`).
    case statement(String)
    /// A call of the action `name`; `arguments` is the text between its parentheses, empty for a
    /// bare name (`save`) or an empty call (`save()`).
    case action(name: String, arguments: String)
    /// A bare name that names no action: a statement would do nothing, so it is an unknown action.
    /// (A name in backticks is read as the user's Swift: a statement.)
    case unknownAction(String)

    /// - Parameter actions: the names of the screen's actions.
    public init(_ text: String, actions: Set<String>) {
        let fragment = SwiftFragment(text)
        let tokens = fragment.tokens
        guard let first = tokens.first, first.kind == .identifier else {
            self = .statement(text)
            return
        }
        let name = fragment.name(of: first)
        // A name in backticks is Swift the user wrote as such, not an action's name.
        let isPlain = !fragment.text(of: first).hasPrefix("`")
        if tokens.count == 1, isPlain {
            self = actions.contains(name) ? .action(name: name, arguments: "") : .unknownAction(name)
            return
        }
        guard isPlain, actions.contains(name), tokens.count > 1, tokens[1].kind == .punctuation("("),
            fragment.partner(of: 1) == tokens.count - 1
        else {
            self = .statement(text)
            return
        }
        let arguments = fragment.text(tokens[1].range.upperBound..<tokens[tokens.count - 1].range.lowerBound)
        self = .action(name: name, arguments: arguments.trimmingWhitespace)
    }

    /// The steps of a button, read against the spec's actions.
    public static func steps(_ action: [Located<String>], in spec: ScreenSpec) -> [ButtonStep] {
        let names = Set(spec.actions.map(\.name.value))
        return action.map { ButtonStep($0.value, actions: names) }
    }
}
