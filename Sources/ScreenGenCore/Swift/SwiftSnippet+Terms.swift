extension SwiftSnippet {
    /// Whether an expression is one term, which an operator can take as it is (`isSaving`,
    /// `!draft.isValid`, `store.posts.isEmpty`); `a && b` or `a ? b : c` is not, and is put in
    /// parentheses when it is combined with another condition or negated.
    public static func isSingleTerm(_ expression: String) -> Bool {
        let tokens = SwiftFragment(expression).tokens
        return !tokens.enumerated().contains { index, token in
            guard index > 0, token.depth == 0 else { return false }
            switch token.kind {
            case .operator, .punctuation("?"), .punctuation(":"), .keyword: return true
            default: return false
            }
        }
    }
}

extension SwiftSnippet {
    /// For `!term`, where `term` is one term: `term`. nil for anything else.
    public static func negatedTerm(of condition: String) -> String? {
        let fragment = SwiftFragment(condition)
        guard let first = fragment.tokens.first, first.kind == .operator, fragment.text(of: first) == "!",
            fragment.tokens.count > 1
        else { return nil }
        let rest = fragment.text(fragment.tokens[1].range.lowerBound..<fragment.scalars.count)
        return isSingleTerm(rest) && !rest.hasPrefix("!") ? rest : nil
    }
}

extension SwiftSnippet {
    /// Whether an expression can be an operand of `||` as it is: everything but a ternary, an
    /// assignment or a `try`/`await` at its top level binds tighter than `||` (comparisons, `&&`,
    /// `??`, casts), and `||` itself associates. `isSaving || a == b` needs no parentheses;
    /// `isSaving || (a ? b : c)` does.
    public static func bindsTighterThanOr(_ expression: String) -> Bool {
        let fragment = SwiftFragment(expression)
        let comparisons: Set<String> = ["==", "!=", "<=", ">=", "===", "!=="]
        return !fragment.tokens.enumerated().contains { index, token in
            guard index > 0, token.depth == 0 else { return false }
            switch token.kind {
            case .punctuation(":"), .punctuation("?"): return true
            case .keyword: return ["try", "await"].contains(fragment.text(of: token))
            case .operator:
                let text = fragment.text(of: token)
                let spaced = token.range.lowerBound > 0 && fragment.scalars[token.range.lowerBound - 1] == " "
                return text == "?" && spaced || text.hasSuffix("=") && !comparisons.contains(text)
            default: return false
            }
        }
    }
}

extension SwiftSnippet {
    /// `condition` as an `if` or `guard` writes it: in parentheses when a closure sits at its top
    /// level (`items.contains { $0.isDone }`, or `{ … }` itself), which the statement would take as
    /// its body; as it is otherwise.
    public static func statementCondition(_ condition: String) -> String {
        let opensClosure = SwiftFragment(condition).tokens.contains { $0.depth == 0 && $0.kind == .punctuation("{") }
        return opensClosure ? "(\(condition))" : condition
    }
}
