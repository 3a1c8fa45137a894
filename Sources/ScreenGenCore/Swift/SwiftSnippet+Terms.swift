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
