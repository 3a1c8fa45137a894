/// An expression read once for the line-length layout: calls, their arguments and widths are
/// found from the lexer's tokens, never by re-reading text, so a string literal's commas and
/// parentheses (and its interpolations') are never mistaken for the call's, and each level of a
/// nested call costs only its own tokens.
struct CallLayout {
    let fragment: SwiftFragment
    private let columns: CharacterColumns

    /// How deep the layout opens calls: as deep as the layout pass opens groups.
    static let maximumDepth = SwiftLayoutPass.maximumDepth

    /// nil when the layout must leave the text as it is: the lexer cannot read it whole, it holds
    /// a comment, or a `/…/` regex literal (which the Swift 5 language mode reads as operators,
    /// so its commas might be another reading's top-level ones), or it nests deeper than the
    /// layout opens.
    init?(_ text: String) {
        let fragment = SwiftFragment(text)
        guard fragment.problem == nil, !fragment.tokens.isEmpty, !fragment.hasBareRegexLiteral,
            !fragment.tokens.contains(where: { $0.kind == .comment || $0.depth > Self.maximumDepth })
        else { return nil }
        self.fragment = fragment
        columns = CharacterColumns(text)
    }

    var whole: ClosedRange<Int> { 0...(fragment.tokens.count - 1) }

    private func scalars(_ tokens: ClosedRange<Int>) -> Range<Int> {
        fragment.tokens[tokens.lowerBound].range.lowerBound..<fragment.tokens[tokens.upperBound].range.upperBound
    }

    /// The text from the first token's start to the last one's end.
    func text(_ tokens: ClosedRange<Int>) -> String { fragment.text(scalars(tokens)) }

    func width(_ tokens: ClosedRange<Int>) -> Int { columns.width(scalars(tokens)) }

    /// The tokens of `range` (all at `depth` or inside groups opened there) split at that depth's
    /// commas; nil when a part is empty (`f(a,)`, `f()`).
    func list(_ range: Range<Int>, depth: Int) -> [ClosedRange<Int>]? {
        var parts: [ClosedRange<Int>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            let token = fragment.tokens[index]
            if token.depth == depth && token.kind == .punctuation(",") {
                guard index > start else { return nil }
                parts.append(start...(index - 1))
                start = index + 1
                index += 1
            } else if token.opensGroup, let end = fragment.partner(of: index) {
                index = end + 1
            } else {
                index += 1
            }
        }
        guard range.upperBound > start else { return nil }
        parts.append(start...(range.upperBound - 1))
        return parts
    }

    /// `head(a, b)`: when `range` ends by closing its first top-level parenthesis and has
    /// arguments, that parenthesis and the arguments.
    func trailingCall(_ range: ClosedRange<Int>) -> (open: Int, arguments: [ClosedRange<Int>])? {
        let tokens = fragment.tokens
        let depth = tokens[range.lowerBound].depth
        guard tokens[range.upperBound].kind == .punctuation(")"), let open = fragment.partner(of: range.upperBound),
            open >= range.lowerBound, tokens[open].depth == depth
        else { return nil }
        var index = range.lowerBound
        while index < open {
            if tokens[index].kind == .punctuation("(") { return nil }
            index = tokens[index].opensGroup ? (fragment.partner(of: index) ?? index) + 1 : index + 1
        }
        guard let arguments = list((open + 1)..<range.upperBound, depth: depth + 1) else { return nil }
        return (open, arguments)
    }

    /// Appends the lines of `range` laid out for `indent`, `margin` spaces in from the first line:
    /// on one line when it fits or is not a call, else opened, each argument in turn.
    func write(_ range: ClosedRange<Int>, indent: Int, margin: Int, into lines: inout [String]) {
        let padding = String(repeating: " ", count: margin)
        guard indent + width(range) > SwiftLayout.lineLength, let call = trailingCall(range) else {
            lines.append(padding + text(range))
            return
        }
        let head = fragment.tokens[range.lowerBound].range.lowerBound..<fragment.tokens[call.open].range.lowerBound
        lines.append(padding + fragment.text(head) + "(")
        for (index, argument) in call.arguments.enumerated() {
            write(argument, indent: indent + 4, margin: margin + 4, into: &lines)
            if index < call.arguments.count - 1 { lines[lines.count - 1] += "," }
        }
        lines.append(padding + ")")
    }
}
