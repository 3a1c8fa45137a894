/// Turns template source into a node tree once, so rendering never looks at source text.
///
/// Works in three passes over UTF-8 bytes: tokenize (honouring set-delimiter tags), mark
/// standalone lines (whose whitespace and line ending are dropped), then build the tree.
struct MustacheParser {
    private enum Kind: Equatable {
        case text, variable, unescaped, section, inverted, close, comment, partial, delimiters

        var canStandalone: Bool { self != .text && self != .variable && self != .unescaped }
    }

    private struct Token {
        var kind: Kind
        var start: Int  // text: first byte; tags: first byte of the opening delimiter
        var end: Int  // one past the last byte (of the closing delimiter, for tags)
        var name = ""
        var indentation = ""
        var removed = false
    }

    private let templateName: String
    private let bytes: [UInt8]
    private let columnOffset: Int
    private let locator: SourceLocator
    private var openDelimiter = Array("{{".utf8)
    private var closeDelimiter = Array("}}".utf8)
    private var tokens: [Token] = []

    /// Parses UTF-8 `bytes`. `columnOffset` is subtracted from error columns: partials indented
    /// for a standalone tag pass their indentation width so errors point at the unindented file.
    static func parse(
        name: String, bytes: [UInt8], columnOffset: Int = 0
    ) throws(MustacheError) -> [MustacheNode] {
        var parser = MustacheParser(templateName: name, bytes: bytes, columnOffset: columnOffset)
        try parser.tokenize()
        parser.markStandaloneLines()
        return try parser.buildTree()
    }

    private init(templateName: String, bytes: [UInt8], columnOffset: Int) {
        self.templateName = templateName
        self.bytes = bytes
        self.columnOffset = columnOffset
        locator = SourceLocator(bytes)
    }

    // MARK: Tokenizing

    private mutating func tokenize() throws(MustacheError) {
        var position = 0
        while position < bytes.count {
            let tagStart = find(openDelimiter, from: position) ?? bytes.count
            appendText(from: position, to: tagStart)
            guard tagStart < bytes.count else { break }
            position = try readTag(at: tagStart)
        }
    }

    /// Adds text split after each `\n`, so every line's text is its own token.
    private mutating func appendText(from start: Int, to end: Int) {
        var lineStart = start
        for index in start..<end where bytes[index] == newline {
            tokens.append(Token(kind: .text, start: lineStart, end: index + 1))
            lineStart = index + 1
        }
        if lineStart < end { tokens.append(Token(kind: .text, start: lineStart, end: end)) }
    }

    /// Reads the tag whose opening delimiter starts at `start`; returns the offset after it.
    private mutating func readTag(at start: Int) throws(MustacheError) -> Int {
        var contentStart = start + openDelimiter.count
        var closing = closeDelimiter
        let kind: Kind
        switch contentStart < bytes.count ? bytes[contentStart] : 0 {
        case UInt8(ascii: "{"): (kind, closing) = (.unescaped, Array("}".utf8) + closeDelimiter)
        case UInt8(ascii: "&"): kind = .unescaped
        case UInt8(ascii: "#"): kind = .section
        case UInt8(ascii: "^"): kind = .inverted
        case UInt8(ascii: "/"): kind = .close
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "="): (kind, closing) = (.delimiters, Array("=".utf8) + closeDelimiter)
        default: kind = .variable
        }
        if kind != .variable { contentStart += 1 }
        guard let contentEnd = find(closing, from: contentStart) else {
            if kind == .delimiters, find(closeDelimiter, from: contentStart) != nil {
                throw error(at: start, "invalid set-delimiter tag: expected '=' before '\(closeText)'")
            }
            throw error(at: start, "unclosed tag: expected '\(String(decoding: closing, as: UTF8.self))'")
        }
        var token = Token(kind: kind, start: start, end: contentEnd + closing.count)
        let content = Array(bytes[contentStart..<contentEnd])
        switch kind {
        case .comment: break
        case .delimiters: try setDelimiters(content, tagStart: start)
        default: token.name = try validatedName(content, kind: kind, tagStart: start)
        }
        tokens.append(token)
        return token.end
    }

    private mutating func setDelimiters(_ content: [UInt8], tagStart: Int) throws(MustacheError) {
        let parts = content.split(whereSeparator: isWhitespace)
        guard parts.count == 2 else {
            throw error(
                at: tagStart,
                "invalid set-delimiter tag: expected two delimiters separated by whitespace, "
                    + "like '{{=<% %>=}}'")
        }
        // Finding a delimiter costs its length at every byte: a 20,000-byte one made a 220 KB
        // template take minutes.
        guard parts.allSatisfy({ $0.count <= Self.maxDelimiterLength }) else {
            throw error(
                at: tagStart,
                "invalid set-delimiter tag: a delimiter is at most \(Self.maxDelimiterLength) bytes long")
        }
        openDelimiter = Array(parts[0])
        closeDelimiter = Array(parts[1])
    }

    /// Longer than any delimiter a template needs (`<%`, `[[`, `<%=`), short enough to find in
    /// linear time.
    static let maxDelimiterLength = 32

    private func validatedName(
        _ content: [UInt8], kind: Kind, tagStart: Int
    ) throws(MustacheError) -> String {
        let trimmed = content.drop(while: isWhitespace).reversed().drop(while: isWhitespace)
        let name = String(decoding: trimmed.reversed(), as: UTF8.self)
        guard !name.isEmpty else { throw error(at: tagStart, "empty tag name") }
        guard !name.utf8.contains(where: isWhitespace) else {
            throw error(at: tagStart, "invalid tag name '\(name)': names cannot contain whitespace")
        }
        if kind != .partial, name != ".",
            name.split(separator: ".", omittingEmptySubsequences: false)
                .contains(where: \.isEmpty)
        {
            throw error(at: tagStart, "invalid tag name '\(name)': empty part in dotted name")
        }
        return name
    }

    // MARK: Standalone lines

    /// Drops the whitespace and line ending around tags that stand alone on their line.
    private mutating func markStandaloneLines() {
        var lineStart = 0
        for index in tokens.indices
        where tokens[index].kind == .text && bytes[tokens[index].end - 1] == newline {
            markStandalone(lineStart..<index + 1)
            lineStart = index + 1
        }
        if lineStart < tokens.count { markStandalone(lineStart..<tokens.count) }
    }

    private mutating func markStandalone(_ line: Range<Int>) {
        var tagIndex: Int?
        for index in line {
            if tokens[index].kind == .text {
                guard isBlank(tokens[index]) else { return }
            } else {
                guard tagIndex == nil else { return }
                tagIndex = index
            }
        }
        guard let tagIndex, tokens[tagIndex].kind.canStandalone else { return }
        for index in line where tokens[index].kind == .text { tokens[index].removed = true }
        if tokens[tagIndex].kind == .partial, tagIndex > line.lowerBound {
            let text = tokens[line.lowerBound]
            tokens[tagIndex].indentation = String(decoding: bytes[text.start..<text.end], as: UTF8.self)
        }
    }

    /// Whether a text token is only spaces and tabs, plus an optional `\n` or `\r\n` ending.
    private func isBlank(_ token: Token) -> Bool {
        var end = token.end
        if bytes[end - 1] == newline {
            end -= 1
            if end > token.start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        }
        return bytes[token.start..<end].allSatisfy { $0 == space || $0 == UInt8(ascii: "\t") }
    }

    // MARK: Tree

    private func buildTree() throws(MustacheError) -> [MustacheNode] {
        var frames: [(open: Token?, line: Int, column: Int, nodes: [MustacheNode])] = [(nil, 1, 1, [])]
        var pendingText: [UInt8] = []
        // Tags are located in source order, each from the one before: linear in the template.
        var lastTag = (offset: 0, line: 1, column: 1)
        func locate(_ token: Token) -> (line: Int, column: Int) {
            let (line, column) = locator.location(of: token.start, after: lastTag)
            lastTag = (token.start, line, column)
            return (line, max(1, column - columnOffset))
        }
        func flushText() {
            guard !pendingText.isEmpty else { return }
            frames[frames.count - 1].nodes.append(.text(String(decoding: pendingText, as: UTF8.self)))
            pendingText.removeAll(keepingCapacity: true)
        }
        for token in tokens where !token.removed {
            switch token.kind {
            case .text: pendingText.append(contentsOf: bytes[token.start..<token.end])
            case .comment, .delimiters: continue
            case .variable, .unescaped:
                flushText()
                let (line, column) = locate(token)
                let node = MustacheNode.variable(
                    MustacheName(token.name), escaped: token.kind == .variable, line: line, column: column)
                frames[frames.count - 1].nodes.append(node)
            case .partial:
                flushText()
                let (line, column) = locate(token)
                let node = MustacheNode.partial(token.name, indentation: token.indentation, line: line, column: column)
                frames[frames.count - 1].nodes.append(node)
            case .section, .inverted:
                flushText()
                // The tree is walked (rendered, and freed) recursively: 60,000 nested sections
                // overflowed the stack. Partials nest no deeper than this either.
                guard frames.count <= MustacheTemplate.maxNestingDepth else {
                    let kind = token.kind == .section ? "section" : "inverted section"
                    throw error(
                        at: token.start,
                        "\(kind) '\(token.name)' is nested more than \(MustacheTemplate.maxNestingDepth) levels "
                            + "deep; split the template into partials")
                }
                let (line, column) = locate(token)
                frames.append((token, line, column, []))
            case .close:
                flushText()
                guard frames.count > 1, let open = frames.last?.open else {
                    throw error(at: token.start, "closing tag '\(token.name)' has no open section")
                }
                guard open.name == token.name else {
                    throw error(
                        at: token.start,
                        "closing tag '\(token.name)' does not match open section '\(open.name)'")
                }
                let (_, line, column, children) = frames.removeLast()
                let name = MustacheName(open.name)
                let node: MustacheNode =
                    open.kind == .section
                    ? .section(name, children, line: line, column: column)
                    : .invertedSection(name, children, line: line, column: column)
                frames[frames.count - 1].nodes.append(node)
            }
        }
        flushText()
        if let open = frames.last?.open {
            let kind = open.kind == .section ? "section" : "inverted section"
            throw error(at: open.start, "\(kind) '\(open.name)' is never closed")
        }
        return frames[0].nodes
    }

    // MARK: Helpers

    private var closeText: String { String(decoding: closeDelimiter, as: UTF8.self) }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = start
        while index <= bytes.count - needle.count {
            if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) {
                return index
            }
            index += 1
        }
        return nil
    }

    private func location(of offset: Int) -> (line: Int, column: Int) {
        let (line, column) = locator.location(of: offset)
        return (line, max(1, column - columnOffset))
    }

    private func error(at offset: Int, _ message: String) -> MustacheError {
        let (line, column) = location(of: offset)
        return MustacheError(templateName: templateName, line: line, column: column, message: message)
    }
}

private let newline = UInt8(ascii: "\n")
private let space = UInt8(ascii: " ")

private func isWhitespace(_ byte: UInt8) -> Bool {
    byte == space || (byte >= 0x09 && byte <= 0x0D)
}
