/// The one place that knows where a rendered Swift line breaks. It runs on a whole rendered file,
/// after the templates, and lays out every line longer than the `.swift-format` line length the
/// way `swift format` keeps it, from the code itself: nesting comes from the lexer's tokens
/// (brackets, braces, string literals and their interpolations, comments), and indentation from
/// the line it wraps, so a team template that nests a block one level deeper still lays out right.
///
/// The shapes, each tried on the line's own level (never inside a string literal):
/// - `if a, b, c {`: one condition per line, the others four spaces in, the brace on its own line;
/// - `case .edit(let item): "edit-\(item.id)"`: the body on the next line, four spaces in;
/// - the line's last non-empty group closed on it, `head(a, b) suffix` (a call, a signature's
///   parameters, an enum case's payload, when nothing before it is a call): one argument per line
///   four spaces in and the closing parenthesis on its own line, the suffix (`{`, `-> T {`,
///   `{ route in`) after it;
/// - or `head { body }`: the body on its own line four spaces in, a closure's `x in` kept on the
///   first line;
/// - or `label: value` (an argument whose value has nothing to open): the value on the next line.
/// Each line it makes is laid out again while it does not fit, and `.modifier` lines that hung four
/// spaces in after a line it opened move back level with its closing bracket. Lines already within
/// the length are left as they are, so the pass is idempotent and leaves a file `swift format` keeps
/// unchanged; a line it cannot read whole (a comment, a `/…/` literal, a multi-line string, code
/// the lexer stops at) stays as it is.
///
/// The file is read once, and every line measured from its tokens; each token lands on one output
/// line, so output grows linearly with the input. A piece that still does not fit is broken again
/// at the next level in, so time is at most tokens × depth, and nesting is opened at most
/// `maximumDepth` deep: linear in the input for any fixed depth, and indentation stays bounded.
public enum SwiftLayoutPass {
    /// How deep the pass opens groups: past the spec's nesting limit, with room for the nesting
    /// the templates wrap an expression in.
    public static let maximumDepth = 4 * SwiftSnippet.nestingLimit

    /// The line length of the project's `.swift-format`, which generated files keep.
    public static let lineLength = 120

    /// `source` with every line over `lineLength` laid out.
    public static func apply(_ source: String, lineLength: Int = lineLength) -> String {
        // Most files have no long line: find that out without lexing them, and without counting
        // the characters of a line whose bytes already fit.
        guard hasLongLine(source, lineLength: lineLength) else { return source }
        return LayoutSource(source, lineLength: lineLength).laidOut()
    }

    /// Whether a line (split at LF, as the pass splits) has more than `lineLength` characters, read
    /// off the bytes: a line's characters are never more than its bytes.
    private static func hasLongLine(_ source: String, lineLength: Int) -> Bool {
        var source = source
        return source.withUTF8 { bytes in
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "\n") {
                defer { start = index + 1 }
                guard index - start > lineLength else { continue }
                let line = UnsafeBufferPointer(rebasing: bytes[start..<index])
                if String.bytesAreASCII(line) || String(decoding: line, as: UTF8.self).count > lineLength {
                    return true
                }
            }
            return false
        }
    }
}

/// A rendered file read once for the layout pass: its tokens, which tokens each line holds, and
/// the width of any run of tokens.
struct LayoutSource {
    /// One line of the file: where it starts and ends (in scalars), its tokens, and whether the
    /// pass may rewrite it.
    struct Line {
        var start: Int
        var end: Int
        var indent: Int
        var tokens: ClosedRange<Int>?
        var isWritable: Bool
    }

    let fragment: SwiftFragment
    let lineLength: Int
    private(set) var lines: [Line] = []
    private let columns: CharacterColumns

    init(_ source: String, lineLength: Int) {
        fragment = SwiftFragment(source)
        self.lineLength = lineLength
        columns = CharacterColumns(source)
        lines = readLines()
    }

    private func readLines() -> [Line] {
        let scalars = fragment.scalars
        var lines: [Line] = []
        var start = 0
        for index in 0...scalars.count where index == scalars.count || scalars[index] == "\n" {
            var indent = 0
            while start + indent < index && scalars[start + indent] == " " { indent += 1 }
            // A tab, or a comment or a `/…/` literal, is left as it is.
            let leadsWithSpacesOnly = start + indent == index || scalars[start + indent] != "\t"
            lines.append(Line(start: start, end: index, indent: indent, tokens: nil, isWritable: leadsWithSpacesOnly))
            start = index + 1
        }
        // Which tokens each line holds; a token over several lines (a multi-line string literal,
        // a block comment) and everything past where the lexer stopped make lines unwritable.
        var line = 0
        for (index, token) in fragment.tokens.enumerated() {
            while lines[line].end < token.range.lowerBound { line += 1 }
            let first = lines[line].tokens?.lowerBound ?? index
            lines[line].tokens = first...index
            if token.kind == .comment || (token.kind == .regex && scalars[token.range.lowerBound] == "/") {
                lines[line].isWritable = false
            }
            while lines[line].end < token.range.upperBound {
                lines[line].isWritable = false
                line += 1
                lines[line].isWritable = false
            }
        }
        if let problem = fragment.problem {
            for index in lines.indices where lines[index].end >= problem.offset { lines[index].isWritable = false }
        }
        return lines
    }

    func width(_ tokens: ClosedRange<Int>) -> Int { columns.width(scalars(tokens)) }

    private func scalars(_ tokens: ClosedRange<Int>) -> Range<Int> {
        fragment.tokens[tokens.lowerBound].range.lowerBound..<fragment.tokens[tokens.upperBound].range.upperBound
    }

    func text(_ tokens: ClosedRange<Int>, indent: Int) -> String {
        String(repeating: " ", count: indent) + fragment.text(scalars(tokens))
    }

    /// The file with every long line laid out, and the `.modifier` lines after a line it opened
    /// moved back level with the closing bracket.
    func laidOut() -> String {
        var output: [String] = []
        output.reserveCapacity(lines.count)
        // After a line opened at `base`, a chain of modifiers hanging at `base + 4` moves back.
        var chainBase: Int?
        var isInChain = false
        for line in lines {
            // A blank line inside a chain (a block's statements apart) neither ends nor moves it.
            if line.start == line.end, line.isWritable {
                output.append("")
                continue
            }
            guard line.isWritable, let tokens = line.tokens else {
                output.append(fragment.text(line.start..<line.end))
                chainBase = nil
                isInChain = false
                continue
            }
            var indent = line.indent
            if let base = chainBase {
                let startsChain = indent == base + 4 && fragment.tokens[tokens.lowerBound].kind == .punctuation(".")
                if startsChain || (isInChain && indent > base) {
                    indent -= 4
                    isInChain = true
                } else {
                    chainBase = nil
                    isInChain = false
                }
            }
            if indent == line.indent && indent + width(tokens) <= lineLength {
                output.append(fragment.text(line.start..<line.end))
                continue
            }
            let tooDeep = fragment.tokens[tokens].contains { $0.depth > SwiftLayoutPass.maximumDepth }
            let opened = !tooDeep && write(tokens, indent: indent, into: &output)
            if tooDeep { output.append(text(tokens, indent: indent)) }
            // A line that ends open (`{`, `(`) starts a block, not a chain.
            if opened, !endsOpen(tokens), chainBase == nil || chainBase == indent {
                chainBase = indent
            }
        }
        return output.joined(separator: "\n")
    }

    /// Whether the line leaves a group open (`{`, `{ route in`, `(`) or ends a `case` label: what
    /// follows is inside a block, not a chain of modifiers on what the line wrote.
    private func endsOpen(_ tokens: ClosedRange<Int>) -> Bool {
        if fragment.tokens[tokens.upperBound].kind == .punctuation(":") { return true }
        return tokens.contains { index in
            fragment.tokens[index].opensGroup && (fragment.partner(of: index) ?? Int.max) > tokens.upperBound
        }
    }

    /// Appends `tokens` at `indent`, laid out while they do not fit; whether they were opened.
    @discardableResult
    func write(_ tokens: ClosedRange<Int>, indent: Int, into output: inout [String]) -> Bool {
        guard indent + width(tokens) > lineLength, let pieces = LayoutBreak(self, tokens).pieces else {
            output.append(text(tokens, indent: indent))
            return false
        }
        for piece in pieces { write(piece.tokens, indent: indent + piece.indent, into: &output) }
        return true
    }
}
