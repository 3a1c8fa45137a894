/// How the compiler finds where an interpolation ends. Its string lexer does not lex the code of
/// `\(…)`: it scans for parentheses, quotes and comments only (swift/lib/Parse/Lexer.cpp,
/// `skipToEndOfInterpolatedExpression`), and lexes the code between afterwards. So a `"` or a `(`
/// in a regex literal or a name in backticks, which this lexer reads as text, moves the end for
/// the compiler: `"\(#/"/#)"` does not parse. The snippet check refuses an interpolation whose
/// end the two readings do not agree on.
extension SwiftLexer {
    /// What the compiler's scan is inside.
    private enum ScanContext {
        /// A parenthesis; for an interpolation's, where its `(` is.
        case parenthesis(interpolation: Int?)
        /// A string literal (or a `'…'`, which the scan treats alike) and its delimiter's `#`s.
        case quote(Unicode.Scalar, hashes: Int, isMultiline: Bool)
    }

    /// The end the compiler finds for the interpolation whose code starts at `start` (just after
    /// its `(`), and for each interpolation nested in it: the index of the closing `)` by the
    /// index of the opening `(`. nil where the compiler's scan fails (a line break, a `//`).
    static func compilerInterpolationEnds(_ scalars: [Unicode.Scalar], from start: Int) -> [Int: Int]? {
        var stack: [ScanContext] = []
        var ends: [Int: Int] = [:]
        var index = start
        /// Whether at least `count` `#`s follow at `position`; on success, `position` moves past `count` of them.
        func hashes(_ count: Int, at position: inout Int) -> Bool {
            var end = position
            while end < scalars.count && scalars[end] == "#" { end += 1 }
            guard end - position >= count else { return false }
            position += count
            return true
        }
        while index < scalars.count {
            let current = scalars[index]
            index += 1
            let quote: (scalar: Unicode.Scalar, hashes: Int, isMultiline: Bool)? =
                if case .quote(let scalar, let hashes, let isMultiline) = stack.last {
                    (scalar, hashes, isMultiline)
                } else { nil }
            switch current {
            case "\n", "\r":
                return nil
            case "#", "\"", "'":
                var count = 0
                if current == "#" {
                    guard quote == nil else { continue }
                    var end = index - 1
                    while end < scalars.count && scalars[end] == "#" { end += 1 }
                    guard end < scalars.count && scalars[end] == "\"" else { continue }
                    count = end - (index - 1)
                    index = end + 1
                }
                let delimiter: Unicode.Scalar = current == "'" ? "'" : "\""
                guard let open = quote else {
                    let isMultiline =
                        delimiter == "\"" && index + 1 < scalars.count && scalars[index] == "\""
                        && scalars[index + 1] == "\""
                    if isMultiline { index += 2 }
                    stack.append(.quote(delimiter, hashes: count, isMultiline: isMultiline))
                    continue
                }
                guard open.scalar == delimiter else { continue }
                if open.isMultiline {
                    guard index + 1 < scalars.count && scalars[index] == "\"" && scalars[index + 1] == "\"" else {
                        continue
                    }
                    index += 2
                }
                guard hashes(open.hashes, at: &index) else { continue }
                stack.removeLast()
            case "\\":
                guard let open = quote, hashes(open.hashes, at: &index), index < scalars.count else { continue }
                if scalars[index] == "(" {
                    stack.append(.parenthesis(interpolation: index))
                    index += 1
                } else if !SwiftCharacters.isNewline(scalars[index]) {
                    index += 1
                }
            case "(":
                if quote == nil { stack.append(.parenthesis(interpolation: nil)) }
            case ")":
                guard let last = stack.last else {
                    ends[start - 1] = index - 1
                    return ends
                }
                if case .parenthesis(let interpolation) = last {
                    stack.removeLast()
                    if let interpolation { ends[interpolation] = index - 1 }
                }
            case "/" where quote == nil && index < scalars.count:
                if scalars[index] == "/" { return nil }
                if scalars[index] == "*" {
                    var level = 1
                    index += 1
                    while index < scalars.count && level > 0 {
                        if SwiftCharacters.isNewline(scalars[index]) { return nil }
                        if scalars[index] == "/" && index + 1 < scalars.count && scalars[index + 1] == "*" {
                            level += 1
                            index += 1
                        } else if scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/" {
                            level -= 1
                            index += 1
                        }
                        index += 1
                    }
                }
            default:
                continue
            }
        }
        return nil
    }
}

extension SwiftFragment {
    /// The first interpolation whose end (or a nested one's) the compiler's scan finds elsewhere
    /// than the lexer: where it starts. `bottomStart`: for an interpolation read on its own, where
    /// its code starts; the scan then covers it too.
    func interpolationTheCompilerEndsElsewhere(bottomStart: Int? = nil) -> Int? {
        if let bottomStart, let end {
            let ends = SwiftLexer.compilerInterpolationEnds(scalars, from: bottomStart)
            guard ends?[bottomStart - 1] == end, agrees(with: ends, in: 0..<tokens.count) else { return bottomStart }
            return nil
        }
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .interpolationOpen, let close = partner(of: index) else { continue }
            let open = tokens[index].range.upperBound - 1
            let ends = SwiftLexer.compilerInterpolationEnds(scalars, from: open + 1)
            guard agrees(with: ends, in: index..<(close + 1)) else { return tokens[index].range.lowerBound }
            index = close
        }
        return nil
    }

    /// Whether every interpolation among `tokens` ends where `ends` says.
    private func agrees(with ends: [Int: Int]?, in range: Range<Int>) -> Bool {
        guard let ends else { return false }
        return range.allSatisfy { index in
            guard tokens[index].kind == .interpolationOpen, let close = partner(of: index) else { return true }
            return ends[tokens[index].range.upperBound - 1] == tokens[close].range.lowerBound
        }
    }
}
