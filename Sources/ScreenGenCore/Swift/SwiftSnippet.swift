/// Checks the Swift fragments a spec carries (types and expressions) for what would break the
/// structure of the generated file around them, or what Swift cannot read at all. It does not
/// type-check them; the compiler does. The reading is `SwiftLexer`'s, in both language modes: a
/// `/…/` that Swift 6 reads as a regex literal is an operator in Swift 5, and neither reading may
/// break out.
public enum SwiftSnippet {
    /// How deep brackets and interpolations may nest in one fragment (docs/spec.md): far more
    /// than code needs, few enough that laying out and compiling the file stays cheap.
    public static let nestingLimit = 64

    /// Compiler-control statements: not expressions, and able to take the generated code around
    /// them into a condition.
    static let directives: Set<String> = ["#if", "#elseif", "#else", "#endif", "#sourceLocation", "#warning", "#error"]

    /// nil when the fragment is usable, else why not.
    public static func problem(_ text: String, isType: Bool) -> String? {
        if text.trimmingWhitespace.isEmpty { return "is empty" }
        // A plain name (`Profile`) or an array of one (`[Post]`), as most types are, is a type.
        if isType, let name = plainTypeName(text), !SwiftIdentifier.keywords.contains(String(name)),
            !SwiftTypeGrammar.isSpecifier(name)
        {
            return nil
        }
        // Plain code holds no control character, so no line break: it is not searched for one (the
        // search was 9 M of a `validate`'s 805 M instructions at 1,000 specs). It can still be
        // incomplete (`x.`, `a +`) or no type (`f()`), which its tokens tell.
        if isPlainCode(text) { return shapeProblem(in: SwiftFragment(text), isType: isType)?.message }
        if text.containsNewline { return "spans several lines; write it on one line" }
        return lexedProblem(text, isType: isType)
    }

    /// The name of a type that is a plain name (`Profile`) or an array of one (`[Post]`).
    private static func plainTypeName(_ text: String) -> Substring? {
        SwiftIdentifier.isPlainASCIIName(text) ? Substring(text) : SwiftTypeName.plainArrayElement(of: text)
    }

    /// The problem the lexer finds, in both readings: `problem(_:isType:)` without its fast path.
    static func lexedProblem(_ text: String, isType: Bool) -> String? {
        problem(isType: isType, interpolationStart: nil, swift6: SwiftFragment(text)) {
            SwiftFragment(text, readsBareRegexLiterals: false)
        }?.message
    }

    /// Whether the lexer can find nothing wrong in `text`, told from its bytes: ASCII with no
    /// character that starts a comment, string, regex, raw identifier, directive or block (no `/`,
    /// `"`, `'`, `#`, `` ` ``, `;`, `{`, `}`), no control character, and round and square brackets
    /// that balance within `nestingLimit`. Every token of such text is a name, keyword, number,
    /// operator or bracket, none of which any check refuses, in either language mode (they differ
    /// only at a `/`). Most snippets are such text (`[Post]`, `client.posts(for: id)`), and
    /// lexing each, twice over for its array of scalars and its tokens, was a thirteenth of a
    /// `validate`; anything else is lexed.
    static func isPlainCode(_ text: String) -> Bool {
        // The open brackets, innermost in the lowest bit: 1 for `[`, 0 for `(`.
        var open: UInt64 = 0
        var depth = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["):
                // An opener at depth `nestingLimit` is one too deep (`problem(with:in:isType:)`);
                // one past the 64 levels `open` holds is left to the lexer, whatever the limit.
                guard depth < nestingLimit, depth < UInt64.bitWidth else { return false }
                open = open << 1 | (byte == UInt8(ascii: "[") ? 1 : 0)
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                guard depth > 0, (open & 1 == 1) == (byte == UInt8(ascii: "]")) else { return false }
                open >>= 1
                depth -= 1
            case UInt8(ascii: "/"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "#"), UInt8(ascii: "`"),
                UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                return false
            case 0x20...0x7E:
                continue
            default:
                return false  // a control character, or not ASCII
            }
        }
        return depth == 0
    }

    /// Where the interpolation whose code starts at `start` (just after its `\(`) ends: the index of
    /// its closing `)`, or why it is not a usable expression.
    static func interpolationEnd(in scalars: [Unicode.Scalar], from start: Int) -> Result<Int, InterpolationProblem> {
        let swift6 = SwiftFragment(interpolationIn: scalars, from: start, readsBareRegexLiterals: true)
        let swift5 = { SwiftFragment(interpolationIn: scalars, from: start, readsBareRegexLiterals: false) }
        if let problem = problem(isType: false, interpolationStart: start, swift6: swift6, swift5: swift5) {
            return .failure(InterpolationProblem(message: problem.message))
        }
        guard let end = swift6.end else { preconditionFailure("an interpolation without a problem ends") }
        return .success(end)
    }

    struct InterpolationProblem: Error {
        var message: String
    }

    /// The first problem of the fragment in the Swift 6 reading, else in the Swift 5 one (made by
    /// `swift5` only then), which differs only where the Swift 6 one holds a `/…/` regex literal.
    /// `interpolationStart`: where the code starts, for an interpolation read on its own. The
    /// Swift 6 reading is handed in, so a caller that needs it again (an interpolation's end) does
    /// not lex the text a second time.
    private static func problem(
        isType: Bool, interpolationStart: Int?, swift6: SwiftFragment, swift5 read: () -> SwiftFragment
    ) -> SwiftLexer.Problem? {
        if let problem = firstProblem(in: swift6, isType: isType, interpolationStart: interpolationStart) {
            return problem
        }
        guard swift6.hasBareRegexLiteral else { return nil }
        let swift5 = read()
        let mode = "in the Swift 5 language mode, where /…/ is not a regex literal: write #/…/#"
        if let problem = firstProblem(in: swift5, isType: isType, interpolationStart: interpolationStart) {
            return SwiftLexer.Problem(message: "\(problem.message) \(mode)", offset: problem.offset)
        }
        if swift5.end != swift6.end {
            return SwiftLexer.Problem(message: "ends at another ')' \(mode)", offset: swift6.end ?? 0)
        }
        return nil
    }

    /// What makes a declaration (a `members` entry) unusable before its parts are read: a token no
    /// fragment may hold, or where the lexer stopped. Its type and its expressions are then checked
    /// as every type and expression is.
    static func declarationProblem(_ text: String) -> String? {
        let fragment = SwiftFragment(text)
        for token in fragment.tokens {
            if let message = problem(with: token, in: fragment, isType: false) { return message }
        }
        return fragment.problem?.message
    }

    /// The first token no fragment may hold, else what the lexer stopped at (every token comes
    /// before that: the lexer reads no further), else an interpolation the compiler would end
    /// elsewhere.
    private static func firstProblem(in fragment: SwiftFragment, isType: Bool, interpolationStart: Int?)
        -> SwiftLexer.Problem?
    {
        for token in fragment.tokens {
            if let message = problem(with: token, in: fragment, isType: isType) {
                return SwiftLexer.Problem(message: message, offset: token.range.lowerBound)
            }
        }
        if let problem = fragment.problem { return problem }
        // The compiler's scan of an interpolation stops at a line break (a fragment has none).
        if let start = interpolationStart, let end = fragment.end,
            fragment.scalars[start..<end].contains(where: SwiftCharacters.isNewline)
        {
            return SwiftLexer.Problem(message: "spans several lines; write it on one line", offset: start)
        }
        if let offset = fragment.interpolationTheCompilerEndsElsewhere(bottomStart: interpolationStart) {
            return SwiftLexer.Problem(
                message: "has an interpolation the compiler ends elsewhere: it reads the quotes and parentheses "
                    + "of a regex literal or a name in backticks there as code", offset: offset)
        }
        return shapeProblem(in: fragment, isType: isType)
    }

    /// Whether the lexed tokens make a whole expression, or a type.
    private static func shapeProblem(in fragment: SwiftFragment, isType: Bool) -> SwiftLexer.Problem? {
        isType ? SwiftTypeGrammar.problem(in: fragment) : SwiftExpressionShape.problem(in: fragment)
    }

    private static func problem(with token: SwiftToken, in fragment: SwiftFragment, isType: Bool) -> String? {
        if token.opensGroup && token.depth >= nestingLimit {
            return "nests brackets and interpolations more than \(nestingLimit) levels deep"
        }
        switch token.kind {
        case .comment: return "contains a comment, which would swallow the generated code after it"
        case .punctuation(";"): return "contains ';'; give a single expression"
        case .poundKeyword where directives.contains(fragment.text(of: token)):
            return "contains the compiler directive '\(fragment.text(of: token))', which is not an expression"
        case .stringOpen where isType: return "contains a string literal, which a type cannot"
        case .regex where isType: return "contains a regex literal, which a type cannot"
        case .punctuation("{") where isType: return "contains '{', which a type cannot"
        default: return nil
        }
    }
}

extension SwiftSnippet {
    /// The names an expression reads (`SwiftFragment.readNames`): `client.posts(for: id)` reads
    /// `client` and `id`; `"\\(item.title)"`, `item`.
    public static func readNames(in expression: String) -> [String] {
        SwiftFragment(expression).readNames
    }

    /// The names a condition reads that are not `declared`: the one rule of what a condition of a
    /// screen or an app may read. A capitalised name is a type or a global, the compiler's to check.
    public static func undeclaredNames(in expression: String, declared: some Sequence<String>) -> [String] {
        let declared = Set(declared)
        return readNames(in: expression).filter { name in
            !declared.contains(name) && !(name.unicodeScalars.first.map { ("A"..."Z").contains($0) } ?? false)
        }
    }
}
