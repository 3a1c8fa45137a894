/// String literals, regex literals, raw identifiers and `#` forms: the tokens inside which
/// brackets, quotes and comment markers are text, so the lexer must know exactly where they end.
extension SwiftLexer {
    func text(_ range: Range<Int>) -> String {
        String(scalars: scalars[range])
    }

    // MARK: String literals

    /// A string literal's opening delimiter at `start`: `hashes` `#`s, then `"` or `"""`.
    mutating func lexStringOpening(hashes: Int, start: Int) {
        let quote = start + hashes
        guard scalar(at: quote + 1) == "\"" && scalar(at: quote + 2) == "\"" else {
            append(.stringOpen, start..<(quote + 1))
            stack.append(.string(hashes: hashes, isMultiline: false, opener: tokens.count - 1))
            index = quote + 1
            return
        }
        var rest = quote + 3
        while scalar(at: rest) == " " || scalar(at: rest) == "\t" { rest += 1 }
        guard let next = scalar(at: rest), SwiftCharacters.isNewline(next) else {
            return fail(#"contains '"""', a multi-line string literal, which cannot be written on one line"#, at: start)
        }
        append(.stringOpen, start..<(quote + 3))
        stack.append(.string(hashes: hashes, isMultiline: true, opener: tokens.count - 1))
        index = quote + 3
    }

    /// Text up to the string's closing delimiter or its next interpolation.
    mutating func lexStringContent(hashes: Int, isMultiline: Bool, opener: Int) {
        let start = index
        func flush(_ lexer: inout SwiftLexer) {
            if lexer.index > start { lexer.append(.stringText, start..<lexer.index) }
        }
        while index < scalars.count {
            let current = scalars[index]
            if current == "\\" && self.hashes(hashes, after: index) {
                let escaped = index + 1 + hashes
                if scalar(at: escaped) == "(" {
                    flush(&self)
                    return openGroup(
                        .interpolationOpen, index..<(escaped + 1), .interpolation(opener: tokens.count))
                }
                guard let end = escapeEnd(at: escaped, isMultiline: isMultiline) else { return }
                index = end
                continue
            }
            if current == "\"" {
                let closing = isMultiline ? 3 : 1
                if (0..<closing).allSatisfy({ scalar(at: index + $0) == "\"" })
                    && self.hashes(hashes, after: index + closing - 1)
                {
                    flush(&self)
                    append(.stringClose, index..<(index + closing + hashes))
                    stack.removeLast()
                    index += closing + hashes
                    return
                }
            }
            if SwiftCharacters.isNewline(current) && !isMultiline {
                return fail("has an unterminated string literal", at: tokens[opener].range.lowerBound)
            }
            if SwiftCharacters.isControl(current) && !(isMultiline && (current == "\t" || current == "\n")) {
                return fail(
                    "has \(SwiftIdentifier.shown(current)), a control character, in a string literal; "
                        + "write an escape such as \\t or \\u{7}", at: index)
            }
            index += 1
        }
        flush(&self)
    }

    /// Where the escape sequence whose character is at `position` (after its `\` and `#`s) ends,
    /// or nil, with the problem recorded, when Swift has no such escape.
    private mutating func escapeEnd(at position: Int, isMultiline: Bool) -> Int? {
        guard let escaped = scalar(at: position) else { return scalars.count }
        switch escaped {
        case "0", "\\", "t", "n", "r", "\"", "'":
            return position + 1
        case "u":
            var end = position + 2
            while let digit = scalar(at: end), digit.properties.isASCIIHexDigit { end += 1 }
            let digits = text((position + 2)..<end)
            if scalar(at: position + 1) == "{", scalar(at: end) == "}", (1...8).contains(digits.count),
                let value = UInt32(digits, radix: 16), Unicode.Scalar(value) != nil
            {
                return end + 1
            }
            fail(
                #"has an invalid \u{…} escape in a string literal: write 1 to 8 hex digits of a scalar"#,
                at: position - 1)
            return nil
        default:
            // A backslash at the end of a line of a multi-line string continues the line.
            var end = position
            while scalar(at: end) == " " || scalar(at: end) == "\t" { end += 1 }
            if isMultiline, let newline = scalar(at: end), SwiftCharacters.isNewline(newline) { return end + 1 }
            fail(
                "has an invalid escape sequence '\\\(escaped)' in a string literal; write '\\\\' for a backslash",
                at: position - 1)
            return nil
        }
    }

    // MARK: `#`, raw identifiers

    /// `#` starts a raw string (`#"…"#`), a regex literal (`#/…/#`) or a directive, pound literal
    /// or macro (`#if`, `#line`, `#Preview`); anything else is refused.
    mutating func lexPound() {
        var count = 0
        while scalar(at: index + count) == "#" { count += 1 }
        let after = index + count
        switch scalar(at: after) {
        case "\"":
            lexStringOpening(hashes: count, start: index)
        case "/":
            lexExtendedRegex(hashes: count)
        case let head? where count == 1 && SwiftCharacters.isIdentifierHead(head):
            var end = after + 1
            while let next = scalar(at: end), SwiftCharacters.isIdentifierCharacter(next) { end += 1 }
            append(.poundKeyword, index..<end)
            index = end
        default:
            fail("contains a '#' that starts no raw string, regex literal or macro", at: index)
        }
    }

    /// `` `name` ``: a keyword used as a name, or a raw identifier (`` `two words` ``, Swift 6.2),
    /// in which quotes and brackets are part of the name.
    mutating func lexRawIdentifier() {
        var end = index + 1
        while let next = scalar(at: end), next != "`", !SwiftCharacters.isNewline(next) {
            if SwiftCharacters.isControl(next) {
                return fail("has \(SwiftIdentifier.shown(next)), a control character, in a name", at: end)
            }
            end += 1
        }
        guard scalar(at: end) == "`" else { return fail("has a '`' without its closing '`'", at: index) }
        let name = (index + 1)..<end
        guard
            !name.allSatisfy({
                SwiftCharacters.isOperatorCharacter(scalars[$0]) || scalars[$0] == "."
                    || SwiftCharacters.isWhitespace(scalars[$0])
            })
        else {
            return fail(
                "has a name in backticks that Swift does not accept: it needs a letter, digit or symbol", at: index)
        }
        append(.identifier, index..<(end + 1))
        index = end + 1
    }

    // MARK: Regex literals

    /// `#/…/#` with `hashes` `#`s, which is always a regex literal (multi-line when nothing but
    /// white space follows its opening delimiter).
    mutating func lexExtendedRegex(hashes: Int) {
        let start = index
        var position = start + hashes + 1
        var probe = position
        while scalar(at: probe) == " " || scalar(at: probe) == "\t" { probe += 1 }
        let isMultiline = scalar(at: probe).map(SwiftCharacters.isNewline) ?? false
        while let current = scalar(at: position) {
            if current == "/" && self.hashes(hashes, after: position) {
                append(.regex, start..<(position + 1 + hashes))
                index = position + 1 + hashes
                return
            }
            if SwiftCharacters.isNewline(current) && !isMultiline { break }
            if SwiftCharacters.isControl(current) && !(isMultiline && (current == "\t" || current == "\n")) {
                return fail(
                    "has \(SwiftIdentifier.shown(current)), a control character, in a regex literal", at: position)
            }
            position += current == "\\" ? 2 : 1
        }
        fail("has an unterminated regex literal", at: start)
    }

    private enum BareRegex {
        case end(Int)
        case notARegex
        case problem(String)
    }

    /// Where the regex literal that a `/` of an operator starts ends, when Swift 6 reads one
    /// there; nil when it reads an operator. The heuristics are the compiler's (its parser and
    /// swift-syntax's `RegexLiteralLexer`, checked against swiftc 6.3): a `/` bound on its left is
    /// an operator; one bound on its right only is a tentative literal, an operator after all when
    /// it starts or ends with a space, has an unbalanced `)` or does not end on its line; one
    /// bound on neither side where an expression is expected must be a literal, unless it is an
    /// operator passed as an argument (`f(/, x)`).
    mutating func bareRegexEnd(slash: Int, operatorStart: Int, operatorEnd: Int) -> Int? {
        guard !SwiftCharacters.isLeftBound(scalars, at: operatorStart) else { return nil }
        // After `func` or `operator` a `/` names an operator being declared.
        if let previous = previousToken, previous.kind == .keyword,
            ["func", "operator"].contains(text(previous.range))
        {
            return nil
        }
        var mustBeRegex = false
        if !SwiftCharacters.isRightBound(scalars, at: operatorEnd, isLeftBound: false) {
            guard isInRegexLiteralPosition else { return nil }
            var next = operatorEnd
            while let space = scalar(at: next), SwiftCharacters.isWhitespace(space) { next += 1 }
            let isArgument: Bool
            switch previousToken?.kind {
            case .punctuation("("), .punctuation("["), .punctuation(","), .interpolationOpen:
                isArgument = scalar(at: next).map { ",)]".unicodeScalars.contains($0) } ?? false
            default: isArgument = false
            }
            mustBeRegex = !isArgument
        }
        switch scanBareRegex(from: slash, mustBeRegex: mustBeRegex) {
        case .end(let end): return end
        case .notARegex: return nil
        case .problem(let message):
            fail(message, at: slash)
            return nil
        }
    }

    private func scanBareRegex(from slash: Int, mustBeRegex: Bool) -> BareRegex {
        let unterminated: BareRegex = mustBeRegex ? .problem("has an unterminated regex literal") : .notARegex
        let spaced: BareRegex =
            mustBeRegex
            ? .problem("has a regex literal /…/ that starts or ends with a space, which Swift 6 refuses; write #/…/#")
            : .notARegex
        var position = slash + 1
        if scalar(at: position) == " " || scalar(at: position) == "\t" { return spaced }
        var groups = 0
        var classes = 0
        var lastSpace = -1
        while let current = scalar(at: position) {
            if current == "/" {
                if let after = scalar(at: position + 1), after == "/" || after == "*" { return unterminated }
                return lastSpace == position - 1 ? spaced : .end(position + 1)
            }
            switch current {
            case "\n", "\r":
                return unterminated
            case "\\":
                position += 1
                guard let escaped = scalar(at: position), !SwiftCharacters.isNewline(escaped) else {
                    return unterminated
                }
            case _ where SwiftCharacters.isControl(current):
                return .problem("has \(SwiftIdentifier.shown(current)), a control character, in a regex literal")
            case "(" where classes == 0:
                groups += 1
            case ")" where classes == 0:
                if groups == 0 && !mustBeRegex { return .notARegex }
                groups = max(0, groups - 1)
            case "[":
                classes += 1
            case "]":
                classes = max(0, classes - 1)
            case " ":
                lastSpace = position
            default:
                break
            }
            position += 1
        }
        return unterminated
    }

    /// Whether the previous token leaves the compiler expecting an expression (where `/` with
    /// spaces on both sides would be an operator otherwise).
    private var isInRegexLiteralPosition: Bool {
        guard let previous = previousToken else { return true }
        switch previous.kind {
        case .punctuation(let punctuation): return "([{,:;".unicodeScalars.contains(punctuation)
        case .interpolationOpen: return true
        case .keyword: return !["true", "false", "Any", "nil", "self", "Self", "super"].contains(text(previous.range))
        case .poundKeyword: return ["#if", "#else", "#elseif", "#endif"].contains(text(previous.range))
        case .operator:
            let isLeftBound = SwiftCharacters.isLeftBound(scalars, at: previous.range.lowerBound)
            let isPostfix =
                isLeftBound
                && !SwiftCharacters.isRightBound(scalars, at: previous.range.upperBound, isLeftBound: isLeftBound)
            return !isPostfix && !["->", "..."].contains(text(previous.range))
        default: return false
        }
    }
}
