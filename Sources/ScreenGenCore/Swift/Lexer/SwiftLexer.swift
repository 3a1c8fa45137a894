/// The one reader of Swift text in screengen. Every stage that looks into a spec's types and
/// expressions — the snippet check, interpolated text, the rules, the line-length layout — sees
/// the tokens this makes, so no stage can read a `"` in a regex literal as a quote while another
/// does not. It reads as the compiler's lexer does: identifiers (backticked and raw ones too),
/// keywords, numbers, operators, punctuation, string literals (raw, multi-line, with
/// interpolations nested to any depth), regex literals (`#/…/#`, and `/…/` where Swift 6 reads
/// one), comments. It runs in one pass without recursion, so deep nesting costs only the memory
/// of its stack, and it stops at the first thing it cannot read, with where it is. Where the
/// compiler reads differently — a `/…/` in the Swift 5 language mode, the end of an
/// interpolation (`SwiftLexer+Interpolations.swift`) — the snippet check compares the readings.
struct SwiftLexer {
    struct Problem: Error, Sendable, Equatable {
        var message: String
        /// Where it is, in Unicode scalars from the start of the text.
        var offset: Int
    }

    /// What the lexer is inside.
    enum Context {
        /// Code closed by `closer` (nil: the top level), opened by the token `opener`.
        case code(closer: Unicode.Scalar?, opener: Int?)
        /// An interpolation's code, closed by `)`, opened by the token `opener`.
        case interpolation(opener: Int)
        /// A string literal with `hashes` `#`s in its delimiter, opened by the token `opener`.
        case string(hashes: Int, isMultiline: Bool, opener: Int)
    }

    let scalars: [Unicode.Scalar]
    /// Whether `/…/` can be a regex literal, as in the Swift 6 language mode; in Swift 5 mode a
    /// `/` is always an operator.
    let readsBareRegexLiterals: Bool
    var index: Int
    var tokens: [SwiftToken] = []
    var problem: Problem?
    /// Where the bottom group closed, when it has a closer (`lexInterpolation`).
    var end: Int?
    /// The context the text starts in: the top level, or an interpolation's code.
    let bottom: Context
    /// The contexts opened inside `bottom`, innermost last. Empty for most fragments, which then
    /// allocate no stack: `bottom` is kept apart from it.
    var stack: [Context] = []
    /// The tokens that open the groups the lexer is in, innermost last.
    var openers: [Int] = []

    private init(_ scalars: [Unicode.Scalar], from start: Int, bottom: Context, readsBareRegexLiterals: Bool) {
        self.scalars = scalars
        self.readsBareRegexLiterals = readsBareRegexLiterals
        index = start
        self.bottom = bottom
        // Room for a token per two scalars, about what code holds: the array grows once, not a
        // handful of times, for each of the dozens of fragments of every spec.
        tokens.reserveCapacity((scalars.count - start) / 2 + 1)
    }

    /// Lexes all of `scalars` as code.
    static func lex(_ scalars: [Unicode.Scalar], readsBareRegexLiterals: Bool) -> SwiftLexer {
        var lexer = SwiftLexer(
            scalars, from: 0, bottom: .code(closer: nil, opener: nil), readsBareRegexLiterals: readsBareRegexLiterals)
        lexer.run()
        return lexer
    }

    /// Lexes the code of an interpolation whose code starts at `start` (just after its `\(`), up
    /// to the `)` that closes it, whose index is then `end`.
    static func lexInterpolation(_ scalars: [Unicode.Scalar], from start: Int, readsBareRegexLiterals: Bool)
        -> SwiftLexer
    {
        var lexer = SwiftLexer(
            scalars, from: start, bottom: .code(closer: ")", opener: nil),
            readsBareRegexLiterals: readsBareRegexLiterals)
        lexer.run()
        return lexer
    }

    private mutating func run() {
        while index < scalars.count && problem == nil && end == nil {
            if case .string(let hashes, let isMultiline, let opener) = top {
                lexStringContent(hashes: hashes, isMultiline: isMultiline, opener: opener)
            } else {
                lexCode()
            }
        }
        guard problem == nil && end == nil else { return }
        for context in stack.reversed() {
            if case .string(_, _, let opener) = context {
                return fail("has an unterminated string literal", at: tokens[opener].range.lowerBound)
            }
        }
        if case .code(let closer?, let opener) = top {
            fail("is missing a closing '\(closer)'", at: opener.map { tokens[$0].range.lowerBound } ?? scalars.count)
        }
    }

    mutating func fail(_ message: String, at offset: Int) {
        if problem == nil { problem = Problem(message: message, offset: offset) }
    }

    /// The innermost context.
    var top: Context { stack.last ?? bottom }

    func scalar(at position: Int) -> Unicode.Scalar? {
        position < scalars.count ? scalars[position] : nil
    }

    /// Whether `count` `#`s follow position `position`.
    func hashes(_ count: Int, after position: Int) -> Bool {
        position + count < scalars.count && (0..<count).allSatisfy { scalars[position + 1 + $0] == "#" }
    }

    // MARK: Tokens and groups

    mutating func append(_ kind: SwiftToken.Kind, _ range: Range<Int>) {
        tokens.append(SwiftToken(kind: kind, range: range, depth: openers.count, enclosing: openers.last))
    }

    mutating func openGroup(_ kind: SwiftToken.Kind, _ range: Range<Int>, _ context: Context) {
        append(kind, range)
        openers.append(tokens.count - 1)
        stack.append(context)
        index = range.upperBound
    }

    /// Closes the innermost group with the token `kind` at the current scalar.
    mutating func closeGroup(_ kind: SwiftToken.Kind, opener: Int) {
        stack.removeLast()
        openers.removeLast()
        append(kind, index..<(index + 1))
        tokens[opener].partner = Int32(tokens.count - 1)
        tokens[tokens.count - 1].partner = Int32(opener)
        index += 1
    }

    /// The last token that is not a comment: what the compiler looks at to tell a `/` that
    /// starts a regex literal from a division.
    var previousToken: SwiftToken? {
        tokens.last { $0.kind != .comment }
    }

    // MARK: Code

    private mutating func lexCode() {
        let current = scalars[index]
        let next = scalar(at: index + 1)
        switch current {
        case "(", "[", "{":
            let closer: Unicode.Scalar = current == "(" ? ")" : current == "[" ? "]" : "}"
            openGroup(.punctuation(current), index..<(index + 1), .code(closer: closer, opener: tokens.count))
        case ")", "]", "}":
            close(current)
        case ",", ":", ";", "@", "\\":
            append(.punctuation(current), index..<(index + 1))
            index += 1
        case "\"":
            lexStringOpening(hashes: 0, start: index)
        case "#":
            lexPound()
        case "`":
            lexRawIdentifier()
        case "$":
            var end = index + 1
            while let next = scalar(at: end), SwiftCharacters.isIdentifierCharacter(next) { end += 1 }
            append(.identifier, index..<end)
            index = end
        case "/" where next == "/":
            var end = index
            while let next = scalar(at: end), !SwiftCharacters.isNewline(next) { end += 1 }
            append(.comment, index..<end)
            index = end
        case "/" where next == "*":
            lexBlockComment()
        case "." where next != ".":
            append(.punctuation("."), index..<(index + 1))
            index += 1
        default:
            if SwiftCharacters.isWhitespace(current) {
                index += 1
            } else if SwiftCharacters.isIdentifierHead(current) {
                var end = index + 1
                while let next = scalar(at: end), SwiftCharacters.isIdentifierCharacter(next) { end += 1 }
                append(SwiftIdentifier.isKeyword(scalars[index..<end]) ? .keyword : .identifier, index..<end)
                index = end
            } else if SwiftCharacters.isDigit(current) {
                lexNumber()
            } else if current == "." || SwiftCharacters.isOperatorHead(current) {
                lexOperator()
            } else if SwiftCharacters.isControl(current) {
                fail("contains \(SwiftIdentifier.shown(current)), a control character", at: index)
            } else {
                fail(
                    "contains \(SwiftIdentifier.shown(current)), which Swift reads only in a string literal or a comment",
                    at: index)
            }
        }
    }

    private mutating func close(_ scalar: Unicode.Scalar) {
        switch top {
        case .code(let closer?, let opener) where closer == scalar:
            guard let opener else {
                end = index  // the bottom group of an interpolation lexed on its own
                return
            }
            closeGroup(.punctuation(scalar), opener: opener)
        case .interpolation(let opener) where scalar == ")":
            closeGroup(.interpolationClose, opener: opener)
        default:
            fail("has an unbalanced '\(scalar)'", at: index)
        }
    }

    /// `/* … */`, nested as Swift nests them; one left open runs to the end.
    private mutating func lexBlockComment() {
        var end = index + 2
        var level = 1
        while end < scalars.count && level > 0 {
            if scalars[end] == "/" && scalar(at: end + 1) == "*" {
                level += 1
                end += 2
            } else if scalars[end] == "*" && scalar(at: end + 1) == "/" {
                level -= 1
                end += 2
            } else {
                end += 1
            }
        }
        append(.comment, index..<end)
        index = end
    }

    /// Digits, letters and `_` (`0x1F`, `1_000`), a fraction (`1.5`) and a signed exponent
    /// (`1e-3`, `0x1p-3`).
    private mutating func lexNumber() {
        let isHex = scalars[index] == "0" && scalar(at: index + 1) == "x"
        var end = index + 1
        while let next = scalar(at: end) {
            if SwiftCharacters.isIdentifierCharacter(next) && next.isASCII {
                end += 1
            } else if next == ".", let digit = scalar(at: end + 1), SwiftCharacters.isDigit(digit) {
                end += 2
            } else if next == "+" || next == "-",
                isHex
                    ? (scalars[end - 1] == "p" || scalars[end - 1] == "P")
                    : (scalars[end - 1] == "e" || scalars[end - 1] == "E")
            {
                end += 1
            } else {
                break
            }
        }
        append(.number, index..<end)
        index = end
    }

    /// A run of operator characters (a `.` only in one that starts with `.`), cut before a `//` or
    /// `/*`, which start a comment; a `/` in it may start a regex literal (`!/x/`).
    private mutating func lexOperator() {
        let start = index
        let isDotOperator = scalars[start] == "."
        var end = start + 1
        while let next = scalar(at: end), next == "." ? isDotOperator : SwiftCharacters.isOperatorCharacter(next) {
            if next == "/", let after = scalar(at: end + 1), after == "/" || after == "*" { break }
            end += 1
        }
        if readsBareRegexLiterals, let slash = (start..<end).first(where: { scalars[$0] == "/" }),
            let regexEnd = bareRegexEnd(slash: slash, operatorStart: start, operatorEnd: end)
        {
            guard problem == nil else { return }
            if slash > start { append(.operator, start..<slash) }
            append(.regex, slash..<regexEnd)
            index = regexEnd
            return
        }
        guard problem == nil else { return }
        append(.operator, start..<end)
        index = end
    }
}
