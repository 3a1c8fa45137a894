/// Whether a lexed fragment is a Swift type, by the type grammar over the lexer's tokens: names
/// with generic arguments and members (`Book.ID`, `Result<[Post], any Error>`), arrays and
/// dictionaries, tuples, functions (`@Sendable (Int) async throws -> Void`), optionals,
/// compositions (`any A & B`), metatypes (`Int.Type`), `some`/`any` and the parameter
/// specifiers. A type key that holds an expression (`PWNED()`, `x ?? y`, `\.x`) reads as code
/// wherever the type is written (`case loaded(PWNED())`), so it is refused here, located, before
/// anything is generated.
struct SwiftTypeGrammar {
    /// The first place the fragment stops being a type.
    static func problem(in fragment: SwiftFragment) -> SwiftLexer.Problem? {
        var grammar = SwiftTypeGrammar(fragment)
        grammar.type()
        if grammar.failure == nil, grammar.position < grammar.pieces.count { grammar.fail("after the type") }
        return grammar.failure
    }

    /// A token, or one piece of an operator run: `>?` closes a generic list and makes an optional,
    /// so types read the run a character at a time (`->` and `...` stay whole).
    private struct Piece {
        var kind: SwiftToken.Kind
        var text: String
        var offset: Int
        /// Whether it touches the piece before it: `Int?` is optional, `Int ?` is not.
        var touchesPrevious = false
    }

    private let pieces: [Piece]
    private var position = 0
    private var failure: SwiftLexer.Problem?
    /// Brackets open around the current piece; bounded by the lexer's nesting limit.
    private var depth = 0
    /// Tuples (and functions' parameter lists) open around the current piece.
    private var tupleDepth = 0

    private init(_ fragment: SwiftFragment) {
        var pieces: [Piece] = []
        for token in fragment.tokens {
            let text = fragment.text(of: token)
            guard token.kind == .operator, text != "->", text != "..." else {
                pieces.append(Piece(kind: token.kind, text: text, offset: token.range.lowerBound))
                continue
            }
            var offset = token.range.lowerBound
            var rest = Substring(text)
            while let first = rest.first {
                let piece = rest.hasPrefix("->") ? "->" : rest.hasPrefix("...") ? "..." : String(first)
                pieces.append(Piece(kind: .operator, text: piece, offset: offset))
                offset += piece.unicodeScalars.count
                rest = rest.dropFirst(piece.count)
            }
        }
        for index in pieces.indices.dropFirst() {
            let previous = pieces[index - 1]
            pieces[index].touchesPrevious = previous.offset + previous.text.unicodeScalars.count == pieces[index].offset
        }
        self.pieces = pieces
    }

    private var current: Piece? { position < pieces.count ? pieces[position] : nil }

    /// Whether the current piece is `text` (a type holds no string literal: the snippet check
    /// refuses one before the grammar runs, so text is never a literal's).
    private func isAt(_ text: String) -> Bool { current?.text == text }

    private mutating func take(_ text: String) -> Bool {
        guard failure == nil, isAt(text) else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ text: String) {
        if !take(text) { fail("where '\(text)' must be") }
    }

    private mutating func fail(_ place: String) {
        guard failure == nil else { return }
        let offset = current?.offset ?? pieces.last.map { $0.offset + $0.text.unicodeScalars.count } ?? 0
        let found = current.map { "'\($0.text)'" } ?? "the end"
        failure = SwiftLexer.Problem(message: "is not a Swift type: \(found) \(place)", offset: offset)
    }

    /// The words that may come before a type.
    private static let specifiers: Set<String> = [
        "some", "any", "inout", "borrowing", "consuming", "sending", "each", "repeat", "isolated", "__owned",
        "__shared",
    ]

    /// Whether `word` is one of the words that may come before a type (and is none itself).
    static func isSpecifier(_ word: Substring) -> Bool { specifiers.contains(String(word)) }

    /// type → attribute* specifier* composition (function-tail)?
    private mutating func type() {
        guard failure == nil else { return }
        depth += 1
        defer { depth -= 1 }
        // The lexer refuses deeper nesting before the grammar runs; this keeps recursion bounded
        // whatever called it.
        guard depth <= SwiftSnippet.nestingLimit + 1 else { return fail("nested too deep") }
        while take("@") {
            guard let name = current, name.kind == .identifier, !Self.specifiers.contains(name.text) else {
                return fail("where an attribute's name must be")
            }
            position += 1
            // Arguments touch the name (`@available(…)`); after a space, `(` starts the type.
            if isAt("("), current?.offset == name.offset + name.text.unicodeScalars.count { skipGroup() }
        }
        while let word = current, [.identifier, .keyword].contains(word.kind), Self.specifiers.contains(word.text),
            position + 1 < pieces.count,
            ![".", ">", ",", ")", "]", ":", "?", "!", "&"].contains(pieces[position + 1].text)
        {
            position += 1
        }
        let isTuple = composition()
        if isAt("async") || isAt("throws") || isAt("rethrows") || isAt("->") {
            guard isTuple else { return fail("after a type that is not in parentheses; a function's parameters are") }
            _ = take("async")
            if take("throws"), isAt("(") {
                position += 1
                type()
                expect(")")
            }
            _ = take("rethrows")
            expect("->")
            type()
        }
    }

    /// composition → postfixed ('&' postfixed)*; true when it is one parenthesised type.
    private mutating func composition() -> Bool {
        var isTuple = postfixed()
        while take("&") {
            _ = postfixed()
            isTuple = false
        }
        return isTuple
    }

    /// postfixed → primary ('?' | '!' | '...' | '.' name generics?)*; true for a bare tuple.
    private mutating func postfixed() -> Bool {
        var isTuple = primary()
        while failure == nil {
            // `?`, `!` and `...` are postfix: they touch the type (`Int ?` reads as an operator).
            // A variadic `...` only in a function's parameters.
            if current?.touchesPrevious == true && (take("?") || take("!") || tupleDepth > 0 && take("...")) {
                isTuple = false
            } else if take(".") {
                member()
                isTuple = false
            } else {
                break
            }
        }
        return isTuple
    }

    /// primary → name generics? ('.' name generics?)* | '[' type (':' type)? ']' | '(' elements ')'
    private mutating func primary() -> Bool {
        guard failure == nil, let piece = current else {
            fail("where a type must be")
            return false
        }
        if take("[") {
            type()
            if take(":") { type() }
            expect("]")
            return false
        }
        if take("(") {
            tupleElements()
            expect(")")
            return true
        }
        if piece.kind == .identifier || piece.kind == .keyword {
            member()
            return false
        }
        fail("where a type must be")
        return false
    }

    /// A name and its generic arguments. `$0` and a specifier alone (`some`) name no type.
    private mutating func member() {
        guard failure == nil, let piece = current,
            piece.kind == .identifier && !piece.text.hasPrefix("$") && !Self.specifiers.contains(piece.text)
                || (piece.kind == .keyword && ["Any", "Self"].contains(piece.text))
        else { return fail("where a type's name must be") }
        position += 1
        guard take("<") else { return }
        repeat {
            // Value generics take integers: `InlineArray<3, Int>`.
            if let number = current, number.kind == .number {
                position += 1
            } else {
                type()
            }
        } while take(",")
        expect(">")
    }

    /// A tuple's or a function's elements: `(label: Type, _ name: Type, Type...)`, or none.
    private mutating func tupleElements() {
        guard !isAt(")") else { return }
        tupleDepth += 1
        defer { tupleDepth -= 1 }
        repeat {
            if isAt(")") { return }  // a trailing comma
            if let first = current, [.identifier, .keyword].contains(first.kind) {
                let next = position + 1 < pieces.count ? pieces[position + 1] : nil
                let afterNext = position + 2 < pieces.count ? pieces[position + 2] : nil
                if next?.text == ":" {
                    position += 2
                } else if let next, next.kind == .identifier, afterNext?.text == ":" {
                    position += 3
                }
            }
            type()
        } while take(",")
    }

    /// Steps over an attribute's arguments, `@available(…)`-style, to the matching ')'.
    private mutating func skipGroup() {
        var level = 0
        while let piece = current {
            position += 1
            if piece.kind == .punctuation("(") { level += 1 }
            if piece.kind == .punctuation(")") {
                level -= 1
                if level == 0 { return }
            }
        }
        fail("where ')' must be")
    }
}
