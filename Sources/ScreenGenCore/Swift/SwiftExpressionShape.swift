/// Whether a lexed expression is whole: the tokens around every `.`, operator, separator and
/// operand-expecting keyword are the ones Swift's parser needs there. `tint: .yellow.`,
/// `row: Row(x +)`, `value: a,` and `call: try` all lex, and each would be an "expected member
/// name" or "expected expression" in the generated file, reported by the compiler far from the
/// spec. It is not a parser: it refuses only what the parser always refuses, whatever the
/// surrounding code (`f(+)`, `x?` and `f(a:)` parse, so they pass; the compiler judges the rest).
enum SwiftExpressionShape {
    /// The first place the expression is not whole, as a lexer problem (message and offset).
    static func problem(in fragment: SwiftFragment) -> SwiftLexer.Problem? {
        let tokens = fragment.tokens
        // A statement that starts with a control keyword (`if … { } else { }`, a button's action) ends
        // with its last block: `if a { b() } else { c() }()` lexes, and the parser refuses what follows.
        if let first = tokens.first, first.kind == .keyword, statementKeywords.contains(fragment.text(of: first)),
            let last = tokens.last, last.kind != .punctuation("}") || last.depth != 0
        {
            return SwiftLexer.Problem(
                message: "has code after the closing brace of its '\(fragment.text(of: first))' statement",
                offset: last.range.lowerBound)
        }
        for index in tokens.indices {
            if let message = problem(at: index, in: fragment) {
                return SwiftLexer.Problem(message: message, offset: tokens[index].range.lowerBound)
            }
        }
        return nil
    }

    /// Keywords that start a statement which ends with its block.
    private static let statementKeywords: Set<String> = ["if", "switch", "for", "while", "guard", "do"]

    /// Keywords that are never an operand, a declaration's or a statement's own (`default`, `class`,
    /// `return`): outside a closure, and not after a `.` (`.default`, `.init`), Swift reads them only
    /// as the keyword, never as a name. Contextual keywords (`open`, `consuming`) are names there.
    private static let reservedKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "internal", "operator", "precedencegroup", "private", "protocol", "public", "static", "struct", "subscript",
        "typealias", "break", "continue", "default", "defer", "fallthrough", "repeat", "return",
    ]
    /// Keywords a statement that starts the fragment has outside its blocks (`if case let x = y`,
    /// `for a in b where c`, `do { } catch { }`), and no expression does.
    private static let statementPartKeywords: Set<String> = ["case", "let", "var", "where", "in", "else", "catch"]

    /// Whether a keyword outside any closure is a name the spec meant (the parser refuses it there).
    private static func isNamedAsKeyword(_ word: String, inStatement: Bool) -> Bool {
        reservedKeywords.contains(word) || !inStatement && statementPartKeywords.contains(word)
    }

    /// Whether the fragment is a statement that starts with a control keyword.
    private static func startsStatement(_ fragment: SwiftFragment) -> Bool {
        guard let first = fragment.tokens.first, first.kind == .keyword else { return false }
        return statementKeywords.contains(fragment.text(of: first))
    }

    /// Whether a token is inside a closure's braces, where statements and their keywords belong.
    private static func isInClosure(_ token: SwiftToken, _ fragment: SwiftFragment) -> Bool {
        var opener = token.enclosing
        while let open = opener {
            if fragment.tokens[open].kind == .punctuation("{") { return true }
            opener = fragment.tokens[open].enclosing
        }
        return false
    }

    /// Words that need an expression or a type after them.
    private static let operandKeywords: Set<String> = ["try", "await", "as", "is", "throw"]
    /// Words that may stand before an operand without an operator between: modifiers and
    /// contextual keywords that are identifiers to the lexer (`[weak self]`, `some View`).
    private static let prefixWords: Set<String> = [
        "weak", "unowned", "some", "any", "consume", "copy", "each", "async", "lazy", "isolated", "sending",
        "discard", "borrowing", "consuming", "nonisolated", "then", "get", "set", "mutating", "nonmutating",
    ]
    /// Keywords that are values, so that two side by side (`self nil`) are two expressions.
    private static let valueKeywords: Set<String> = ["self", "Self", "super", "true", "false", "nil", "Any"]

    private static func problem(at index: Int, in fragment: SwiftFragment) -> String? {
        let tokens = fragment.tokens
        let token = tokens[index]
        let next = index + 1 < tokens.count ? tokens[index + 1] : nil
        let text = { fragment.text(of: token) }
        switch token.kind {
        case .punctuation("."):
            guard let next, [.identifier, .keyword, .number].contains(next.kind) else {
                return "ends with '.' where a member name must follow"
            }
            if next.range.lowerBound != token.range.upperBound { return "has a space after '.'" }
            // A tuple's element (`pair.0`) follows a value; `.5` alone is no number in Swift.
            if next.kind == .number, index == 0 || !endsValue(tokens[index - 1], fragment) {
                return
                    "has '.\(fragment.text(of: next))', which Swift reads as no number: write 0.\(fragment.text(of: next))"
            }
        case .identifier
        where fragment.scalars[token.range.lowerBound] == "$" && token.range.count > 1
            && SwiftCharacters.isDigit(fragment.scalars[token.range.lowerBound + 1]):
            // `$0` names a closure's argument: outside a closure the parser refuses it.
            if !isInClosure(token, fragment) { return "uses \(text()) outside a closure" }
        case .punctuation(","):
            if index == 0 || tokens[index - 1].opensGroup || isSeparator(tokens[index - 1]) {
                return "has ',' with nothing before it"
            }
            if next == nil || next.map(isSeparator) == true { return "has ',' with nothing after it" }
        case .punctuation(":"):
            let before = index > 0 ? tokens[index - 1] : nil
            if before.map({ isSeparator($0) || $0.kind == .punctuation("(") }) ?? true
                || before?.kind == .punctuation("[") && next?.kind != .punctuation("]")
            {
                return "has ':' with nothing before it"
            }
            guard let next else { return "ends with ':' where a value must follow" }
            if isSeparator(next) || next.kind == .punctuation("]") && tokens[index - 1].kind != .punctuation("[")
                || next.kind == .punctuation("}")
            {
                return "has ':' with nothing after it"
            }
        case .punctuation("@"):
            // An attribute: of a closure (`{ @MainActor in … }`) or of a type after `as`.
            if index == 0 || endsValue(tokens[index - 1], fragment) || next?.kind != .identifier {
                return "has '@' where no attribute can be"
            }
        case .punctuation("\\") where index == 0:
            // The generated code writes modifiers after an expression (`row` then `.tag(…)`): a key
            // path at its start would take them as more of its path.
            return "starts with a key path; wrap it in parentheses"
        case .punctuation("\\"):
            // A key path: `\.title`, `\Post.title`, `\(x)`.
            let starts = next.map {
                [.punctuation("."), .punctuation("("), .punctuation("["), .identifier].contains($0.kind)
                    || fragment.text(of: $0) == "Self"
            }
            if starts != true { return "has '\\' that starts no key path" }
        case .operator:
            if let problem = operatorProblem(index, text(), in: fragment) { return problem }
        case .keyword
        where (text() == "as" || text() == "is") && next?.kind != .punctuation(":")
            && (index == 0
                || !endsValue(tokens[index - 1], fragment) && !isPostfix(index - 1, fragment)
                    && ![.punctuation("."), .punctuation("}")].contains(tokens[index - 1].kind)):
            // A cast with nothing to cast: `is.name` reads an element named `is` without backticks.
            return "uses the keyword '\(text())' as a name; write it in backticks: `\(text())`"
        case .keyword where (text() == "as" || text() == "is") && token.enclosing == nil:
            // The generated code writes modifiers and arguments after an expression (`row` then
            // `.tag(…)`): a cast at the top would take them as part of its type.
            return "has the cast '\(text())' at its top level; wrap the expression in parentheses"
        case .keyword
        where (text() == "try" || text() == "await") && index > 0
            && tokens[index - 1].kind == .operator && fragment.text(of: tokens[index - 1]) != "="
            && !isPostfixMark(index - 1, fragment):
            return "has '\(text())' to the right of an operator; write it at the start of the expression"
        case .keyword
        where (index == 0 || tokens[index - 1].kind != .punctuation("."))
            && next?.kind != .punctuation(":")
            && isNamedAsKeyword(text(), inStatement: startsStatement(fragment)) && !isInClosure(token, fragment):
            // `default.name`: a name the spec declares with backticks (an element, a state) must be
            // read with them too; Swift reads the bare word as the keyword. Not after a `.` (a
            // member: `.default`) nor before a `:` (an argument label: `f(in: x, default: 0)`).
            return "uses the keyword '\(text())' as a name; write it in backticks: `\(text())`"
        case .keyword where operandKeywords.contains(text()):
            var after = next
            // `try?`, `try!`, `as?`, `as!`: the mark is part of the keyword.
            if let mark = after, mark.kind == .operator, ["?", "!"].contains(fragment.text(of: mark)) {
                after = index + 2 < tokens.count ? tokens[index + 2] : nil
            }
            if after.map(endsOperand) ?? true { return "ends with '\(text())', which needs an expression after it" }
        default:
            break
        }
        // After a closure, a name is a trailing closure's label (`Button { } label: { }`) or
        // a second expression.
        guard let next else { return nil }
        let afterClosure =
            token.kind == .punctuation("}") && next.kind == .identifier
            && (index + 2 >= tokens.count || tokens[index + 2].kind != .punctuation(":"))
        let afterValue =
            (endsValue(token, fragment) || isPostfix(index, fragment)) && startsValue(next, fragment)
            && !(token.kind == .identifier && prefixWords.contains(text()))
        return afterClosure || afterValue ? "has two expressions side by side at '\(fragment.text(of: next))'" : nil
    }

    /// Where `for await … in <expression> {` would read a closure of the expression as the loop's
    /// body: a `{` at its top level (`client.updates { $0 }`).
    static func topLevelClosure(in text: String) -> Bool {
        SwiftFragment(text).tokens.contains { $0.enclosing == nil && $0.kind == .punctuation("{") }
    }

    /// An operator with what it needs on its sides, told as the compiler tells prefix, postfix
    /// and infix apart: by the white space around it.
    private static func operatorProblem(_ index: Int, _ text: String, in fragment: SwiftFragment) -> String? {
        let tokens = fragment.tokens
        let token = tokens[index]
        let leftBound = SwiftCharacters.isLeftBound(fragment.scalars, at: token.range.lowerBound)
        let rightBound = SwiftCharacters.isRightBound(
            fragment.scalars, at: token.range.upperBound, isLeftBound: leftBound)
        let previous = index > 0 ? tokens[index - 1] : nil
        let next = index + 1 < tokens.count ? tokens[index + 1] : nil
        // A closure is an operand too (`{ … } == x`), though not one side by side with another.
        let hasLeftOperand = previous.map { endsValue($0, fragment) || $0.kind == .punctuation("}") } ?? false
        let hasRightOperand = next.map { !endsOperand($0) } ?? false
        // Swift lexes a left-bound `!` or `?` alone (a force unwrap, an optional chain): `x!=` is `x!`
        // and then an `=` bound on its left only, which the parser refuses.
        if leftBound, !rightBound, text.count == 2, text.first == "!" || text.first == "?", text.last == "=" {
            return "has '=' without a value on both sides"
        }
        if text == "=" {
            // Assignment is never prefix or postfix.
            return hasLeftOperand && hasRightOperand ? nil : "has '=' without a value on both sides"
        }
        // A `?` bound to its operand is optional chaining (`f?(x)`, `a?.b`, `a?[0]`): Swift reads a
        // ternary's `?` only with a space before it.
        if text == "?" && leftBound { return nil }
        if leftBound && !rightBound { return nil }  // postfix: `x!`, `Array<Int>`, `0...`
        if !leftBound && rightBound { return nil }  // prefix: `-x`, `!flag`, `.x`
        // Infix (bound on both sides or neither), or alone: `(+)` and `reduce(0, +)` name one,
        // as an argument; alone at the top, it is no expression.
        if !hasLeftOperand && !hasRightOperand {
            return token.enclosing == nil ? "is the operator '\(text)' alone, which is no expression" : nil
        }
        if !hasRightOperand { return "ends with the operator '\(text)', which needs an expression after it" }
        if !hasLeftOperand { return "has the operator '\(text)' apart from its operand" }
        if text == "?" {
            // A ternary: its ':' follows in the same group.
            let hasColon = tokens[(index + 1)...].contains {
                $0.enclosing == token.enclosing && $0.kind == .punctuation(":")
            }
            if !hasColon { return "has '?' without the ':' of its other branch" }
        }
        return nil
    }

    /// An operator bound on its left only, as the compiler reads a postfix one: `x!`, `a[0...]`.
    private static func isPostfix(_ index: Int, _ fragment: SwiftFragment) -> Bool {
        let token = fragment.tokens[index]
        guard token.kind == .operator, !isPostfixMark(index, fragment) else { return false }
        let leftBound = SwiftCharacters.isLeftBound(fragment.scalars, at: token.range.lowerBound)
        return leftBound
            && !SwiftCharacters.isRightBound(fragment.scalars, at: token.range.upperBound, isLeftBound: leftBound)
    }

    /// The mark of `as?`, `as!`, `try?` or `try!`: part of the keyword, which a type or an
    /// expression follows.
    private static func isPostfixMark(_ index: Int, _ fragment: SwiftFragment) -> Bool {
        let tokens = fragment.tokens
        guard index > 0, tokens[index].kind == .operator, ["?", "!"].contains(fragment.text(of: tokens[index])),
            tokens[index - 1].kind == .keyword
        else { return false }
        return ["as", "try"].contains(fragment.text(of: tokens[index - 1]))
    }

    /// `,`, `:` or `;`: a separator between expressions.
    private static func isSeparator(_ token: SwiftToken) -> Bool {
        [.punctuation(","), .punctuation(":"), .punctuation(";")].contains(token.kind)
    }

    /// What cannot start an operand: the end of a group or a separator.
    private static func endsOperand(_ token: SwiftToken) -> Bool {
        token.closesGroup || isSeparator(token)
    }

    /// A token an expression can end with: a name, a value, a literal's end, a closing bracket.
    /// A `}` is left out: a trailing closure's label may follow it (`Button { } label: { }`).
    private static func endsValue(_ token: SwiftToken, _ fragment: SwiftFragment) -> Bool {
        switch token.kind {
        case .identifier, .number, .stringClose, .regex, .punctuation(")"), .punctuation("]"): true
        case .keyword: valueKeywords.contains(fragment.text(of: token))
        default: false
        }
    }

    /// A token an operand starts with, that needs an operator or separator before it.
    private static func startsValue(_ token: SwiftToken, _ fragment: SwiftFragment) -> Bool {
        switch token.kind {
        case .identifier, .number, .stringOpen: true
        case .keyword: valueKeywords.contains(fragment.text(of: token))
        default: false
        }
    }
}
