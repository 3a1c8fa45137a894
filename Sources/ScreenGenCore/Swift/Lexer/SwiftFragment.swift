/// A Swift type or expression read once by `SwiftLexer`: its tokens, how they nest, and the first
/// thing in it Swift could not read. Every question asked of a spec's Swift text — does it break
/// out, which names does it read, does it call `.filter`, where may a long call be opened — is
/// answered from these tokens.
public struct SwiftFragment: Sendable {
    let scalars: [Unicode.Scalar]
    public let tokens: [SwiftToken]
    /// The first thing the lexer could not read; it read no further.
    let problem: SwiftLexer.Problem?
    /// For an interpolation read on its own: the index of the scalar `)` that closes it.
    let end: Int?

    /// Reads `text` as code. `readsBareRegexLiterals`: `/…/` can be a regex literal, as in the
    /// Swift 6 language mode (false: as in Swift 5 mode, where `/` is always an operator).
    public init(_ text: String, readsBareRegexLiterals: Bool = true) {
        self.init(SwiftLexer.lex(text.scalarArray, readsBareRegexLiterals: readsBareRegexLiterals))
    }

    /// Reads the interpolation of a text whose code starts at the scalar `start` (just after its
    /// `\(`), up to the `)` that closes it.
    init(interpolationIn scalars: [Unicode.Scalar], from start: Int, readsBareRegexLiterals: Bool) {
        self.init(SwiftLexer.lexInterpolation(scalars, from: start, readsBareRegexLiterals: readsBareRegexLiterals))
    }

    private init(_ lexer: SwiftLexer) {
        scalars = lexer.scalars
        tokens = lexer.tokens
        problem = lexer.problem
        end = lexer.end
    }

    public func text(of token: SwiftToken) -> String { text(token.range) }

    public func text(_ range: Range<Int>) -> String {
        String(scalars: scalars[range])
    }

    /// The text with each of `edits` (scalar ranges in order, not overlapping) replaced: a fix-it
    /// that changes code and never the same characters in a string literal.
    func replacing(_ edits: [(range: Range<Int>, with: String)]) -> String {
        var out = String.UnicodeScalarView()
        var position = 0
        for edit in edits {
            out.append(contentsOf: scalars[position..<edit.range.lowerBound])
            out.append(contentsOf: edit.with.unicodeScalars)
            position = edit.range.upperBound
        }
        out.append(contentsOf: scalars[position...])
        return String(out)
    }

    /// The other end of the group token `index` opens or closes.
    func partner(of index: Int) -> Int? {
        tokens[index].partner < 0 ? nil : Int(tokens[index].partner)
    }

    /// Whether it holds a `/…/` regex literal, which the Swift 5 language mode reads as operators.
    var hasBareRegexLiteral: Bool {
        tokens.contains { $0.kind == .regex && scalars[$0.range.lowerBound] == "/" }
    }

    /// A name as code refers to it: `` `default` `` → `default`.
    func name(of token: SwiftToken) -> String {
        let text = text(of: token)
        return text.hasPrefix("`") ? String(text.dropFirst().dropLast()) : text
    }

    /// The text rules match a token by, nil for what they never match: a string literal is one
    /// `""` token (its text is never matched; its interpolations' code is, between `\(` and `)`),
    /// a regex literal `//`, a name without its backticks; comments are left out.
    func matchText(of token: SwiftToken) -> String? {
        switch token.kind {
        case .stringOpen: "\"\""
        case .stringText, .stringClose, .comment: nil
        case .interpolationOpen: "\\("
        case .interpolationClose: ")"
        case .regex: "//"
        case .identifier: name(of: token)
        default: text(of: token)
        }
    }

    /// The texts rules match (`matchText(of:)`), with the index in `tokens` of each: what a rule's
    /// pattern is compared with, so `.sheet(isPresented:` matches however the code spaces it.
    var matchTokens: (texts: [String], indices: [Int]) {
        let (texts, indices) = sparseMatchTokens
        return (texts, indices ?? Array(texts.indices))
    }

    /// `matchTokens`, with nil for the indices when they are the texts' own (0, 1, 2, …: no token
    /// is left out). Most expressions hold no string literal and no comment, and an array of
    /// their indices was made (and freed) for every one of every spec.
    var sparseMatchTokens: (texts: [String], indices: [Int]?) {
        var texts: [String] = []
        var indices: [Int]?
        texts.reserveCapacity(tokens.count)
        for (index, token) in tokens.enumerated() {
            guard let text = matchText(of: token) else {
                if indices == nil {
                    indices = Array(0..<index)
                    indices?.reserveCapacity(tokens.count)
                }
                continue
            }
            texts.append(text)
            indices?.append(index)
        }
        return (texts, indices)
    }

    /// The tokens rules match in `text`; patterns are tokenized the same way, so
    /// `.sheet(isPresented:` matches however the expression spaces it.
    public static func matchTexts(_ text: String) -> [String] {
        SwiftFragment(text).sparseMatchTokens.texts
    }

    /// Whether token `index` is an argument label: a name before `:` right after the `(` or a
    /// `,` of a call or tuple (`f(label: x)`), not a dictionary key or a ternary's branch.
    func isArgumentLabel(_ index: Int) -> Bool {
        guard index > 0, index + 1 < tokens.count, tokens[index + 1].kind == .punctuation(":"),
            let opener = tokens[index].enclosing, tokens[opener].kind == .punctuation("(")
        else { return false }
        return tokens[index - 1].kind == .punctuation("(") || tokens[index - 1].kind == .punctuation(",")
    }

    /// The names the code reads, in order: identifiers not after a `.` (members) and not argument
    /// labels, in its interpolations too, but not in the text of string literals. `$name` (a
    /// projected value) reads `name`; `$0` reads nothing. `client.posts(for: id)` reads `client`
    /// and `id`; `"\(item.title)"` reads `item`.
    public var readNames: [String] {
        var names: [String] = []
        for (index, token) in tokens.enumerated() where token.kind == .identifier {
            guard readsName(at: index) else { continue }
            var name = name(of: token)
            if name.hasPrefix("$") {
                name.removeFirst()
                guard let first = name.unicodeScalars.first, !SwiftCharacters.isDigit(first) else { continue }
            }
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The code split at each read of `name` (an identifier token, never text in a string literal):
    /// the parts around them, one more than there are reads. `ThemePicker(selection: $bind)` split
    /// at `$bind` is `["ThemePicker(selection: ", ")"]`.
    public func split(atReadsOf name: String) -> [String] {
        var parts: [String] = []
        var position = 0
        for token in tokens where token.kind == .identifier && text(of: token) == name {
            parts.append(text(position..<token.range.lowerBound))
            position = token.range.upperBound
        }
        parts.append(text(position..<scalars.count))
        return parts
    }

    /// Whether identifier token `index` reads a name: it is not a member (after `.`) and not an
    /// argument label.
    func readsName(at index: Int) -> Bool {
        (index == 0 || tokens[index - 1].kind != .punctuation(".")) && !isArgumentLabel(index)
    }

    /// The code with each read of `name` (as `readNames` counts them) replaced by `replacement`: a
    /// statement the view writes as `store.draft.hasAvatar = false` is `self.draft.hasAvatar = false`
    /// in the store.
    public func replacingReads(of name: String, with replacement: String) -> String {
        let edits = tokens.indices.compactMap { index -> (range: Range<Int>, with: String)? in
            guard tokens[index].kind == .identifier, readsName(at: index), self.name(of: tokens[index]) == name
            else { return nil }
            return (tokens[index].range, replacement)
        }
        return replacing(edits)
    }
}
