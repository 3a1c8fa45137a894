/// Where one line that does not fit breaks (`SwiftLayoutPass`): the pieces it becomes, each a run
/// of the line's tokens and how many spaces further in than the line it goes. Only the line's own
/// level is read; a group inside it is skipped whole through the lexer's partners, so a string
/// literal's commas and brackets, and its interpolations', are never taken for the line's.
struct LayoutBreak {
    struct Piece: Equatable {
        var tokens: ClosedRange<Int>
        var indent: Int
    }

    private let tokens: [SwiftToken]
    private let fragment: SwiftFragment
    private let range: ClosedRange<Int>
    /// nil when the line has no shape the pass breaks: it stays as it is.
    private(set) var pieces: [Piece]?

    init(_ source: LayoutSource, _ range: ClosedRange<Int>) {
        fragment = source.fragment
        tokens = fragment.tokens
        self.range = range
        let first = tokens[range.lowerBound]
        if first.kind == .keyword && fragment.text(of: first) == "if", let conditions = conditionList() {
            pieces = conditions
        } else if first.kind == .keyword && fragment.text(of: first) == "case", let colon = caseColon() {
            pieces = [
                Piece(tokens: range.lowerBound...colon, indent: 0),
                Piece(tokens: (colon + 1)...range.upperBound, indent: 4),
            ]
        } else if let group = lastGroup() {
            pieces = isPunctuation(group, "{") ? block(group) : arguments(group)
        } else if let colon = argumentLabelColon() {
            pieces = [
                Piece(tokens: range.lowerBound...colon, indent: 0),
                Piece(tokens: (colon + 1)...range.upperBound, indent: 4),
            ]
        }
    }

    /// `caption: "…",`: an argument whose value has nothing to open goes on the next line, four
    /// spaces in, as `swift format` puts it.
    private func argumentLabelColon() -> Int? {
        let colon = range.lowerBound + 1
        guard tokens[range.lowerBound].kind == .identifier || tokens[range.lowerBound].kind == .keyword,
            colon < range.upperBound, isPunctuation(colon, ":"), !isPunctuation(colon + 1, ",")
        else { return nil }
        return colon
    }

    private func isPunctuation(_ index: Int, _ scalar: Unicode.Scalar) -> Bool {
        tokens[index].kind == .punctuation(scalar)
    }

    /// The tokens of `range` at the level of the group `opener` opens (nil: the line's level, that
    /// of its first token), split after each comma of that level; nil when a part is empty. A
    /// generic argument list (`Dictionary<String, Set<ID>>`) is one level deeper: the lexer reads
    /// its angle brackets as operators, so they are counted here.
    private func parts(_ range: Range<Int>, in opener: Int?) -> [ClosedRange<Int>]? {
        var parts: [ClosedRange<Int>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        var angles = 0
        while index < range.upperBound {
            if tokens[index].opensGroup, let end = fragment.partner(of: index), end < range.upperBound {
                index = end + 1
                continue
            }
            angles = angleDepth(after: index, from: angles)
            if angles == 0, isPunctuation(index, ","), tokens[index].enclosing == opener {
                guard index > start else { return nil }
                parts.append(start...index)
                start = index + 1
            }
            index += 1
        }
        guard range.upperBound > start else { return nil }
        parts.append(start...(range.upperBound - 1))
        return parts
    }

    /// How many generic angle brackets are open after token `index`, `depth` before it: a `<` right
    /// after a name (`Set<`) opens one, and each `>` of an operator closes one while any is open.
    private func angleDepth(after index: Int, from depth: Int) -> Int {
        guard tokens[index].kind == .operator else { return depth }
        let text = fragment.text(of: tokens[index])
        if text == "<", index > 0, tokens[index - 1].kind == .identifier,
            tokens[index - 1].range.upperBound == tokens[index].range.lowerBound
        {
            return depth + 1
        }
        guard depth > 0, text.allSatisfy({ $0 == ">" || $0 == "?" || $0 == "!" }) else { return depth }
        return max(0, depth - text.filter { $0 == ">" }.count)
    }

    /// `if a, b {`: the conditions one per line, the brace on a line of its own.
    private func conditionList() -> [Piece]? {
        let brace = range.upperBound
        guard isPunctuation(brace, "{"), (fragment.partner(of: brace) ?? Int.max) > brace,
            let conditions = parts((range.lowerBound + 1)..<brace, in: tokens[range.lowerBound].enclosing),
            conditions.count > 1
        else { return nil }
        var pieces = [Piece(tokens: range.lowerBound...conditions[0].upperBound, indent: 0)]
        pieces += conditions.dropFirst().map { Piece(tokens: $0, indent: 4) }
        pieces.append(Piece(tokens: brace...brace, indent: 0))
        return pieces
    }

    /// The `:` that ends a `case` label followed by a body on the same line.
    private func caseColon() -> Int? {
        let level = tokens[range.lowerBound].enclosing
        var index = range.lowerBound + 1
        while index < range.upperBound {
            if tokens[index].opensGroup, let end = fragment.partner(of: index), end <= range.upperBound {
                index = end + 1
                continue
            }
            if isPunctuation(index, ":"), tokens[index].enclosing == level { return index }
            index += 1
        }
        return nil
    }

    /// The opening token of the last non-empty bracket or brace group the line closes, read back
    /// from its end at the line's own level; nil when there is none, or when it is an array or
    /// subscript (`[…]`), which the pass leaves as it is.
    private func lastGroup() -> Int? {
        var index = range.upperBound
        var found: Int?
        while index >= range.lowerBound {
            let token = tokens[index]
            if token.closesGroup, let opener = fragment.partner(of: index) {
                // It closes a group opened on an earlier line: the line's own level starts after it.
                if opener < range.lowerBound { break }
                if found == nil, token.kind != .interpolationClose, opener + 1 < index { found = opener }
                index = opener - 1
                continue
            }
            // An opener left open: what was found after it is inside it.
            if token.opensGroup { found = nil }
            index -= 1
        }
        guard let found, !isPunctuation(found, "[") else { return nil }
        return found
    }

    /// `head(a, b) suffix`: one argument per line, when nothing before the group is a call (a chain
    /// `a(x).b(y)` is left as it is).
    private func arguments(_ opener: Int) -> [Piece]? {
        let closer = fragment.partner(of: opener)!
        var index = range.lowerBound
        while index < opener {
            if isPunctuation(index, "("), let end = fragment.partner(of: index), end < opener { return nil }
            index = tokens[index].opensGroup ? min((fragment.partner(of: index) ?? index) + 1, opener) : index + 1
        }
        guard let arguments = parts((opener + 1)..<closer, in: opener) else { return nil }
        return [Piece(tokens: range.lowerBound...opener, indent: 0)] + arguments.map { Piece(tokens: $0, indent: 4) }
            + [Piece(tokens: closer...range.upperBound, indent: 0)]
    }

    /// `head { body }`: the body on a line of its own; a closure's parameters and `in` stay with
    /// the brace.
    private func block(_ opener: Int) -> [Piece]? {
        let closer = fragment.partner(of: opener)!
        var bodyStart = opener + 1
        if let signatureEnd = closureIn(opener, closer) { bodyStart = signatureEnd + 1 }
        guard bodyStart < closer else { return nil }
        return [
            Piece(tokens: range.lowerBound...(bodyStart - 1), indent: 0),
            Piece(tokens: bodyStart...(closer - 1), indent: 4),
            Piece(tokens: closer...range.upperBound, indent: 0),
        ]
    }

    /// The `in` that ends a closure's signature (`{ route in`, `{ (a, b) -> Int in`): the first
    /// token of the closure's own level, before any keyword that starts a statement.
    private func closureIn(_ opener: Int, _ closer: Int) -> Int? {
        var index = opener + 1
        while index < closer {
            let token = tokens[index]
            if token.opensGroup, let end = fragment.partner(of: index) {
                index = end + 1
                continue
            }
            if token.kind == .keyword {
                switch fragment.text(of: token) {
                case "in": return index
                case "inout", "throws", "Any", "Self": break
                default: return nil
                }
            }
            index += 1
        }
        return nil
    }
}
