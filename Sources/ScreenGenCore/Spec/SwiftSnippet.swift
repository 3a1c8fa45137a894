/// Checks the Swift fragments a spec carries (types and expressions) for what would break the
/// structure of the generated file around them. It does not type-check them; the compiler does.
public enum SwiftSnippet {
    /// What the scanner is inside: code (closed by a bracket; an interpolation is code closed by
    /// its `)`), or a string literal with the number of `#`s of its raw-string delimiter.
    private enum Frame {
        /// `start`: where the code begins (for an interpolation, just after its `\(`).
        case code(closer: Unicode.Scalar?, start: Int)
        case string(hashes: Int)
    }

    /// nil when the fragment is usable, else why not.
    public static func problem(_ text: String, isType: Bool) -> String? {
        if text.trimmingCharacters(in: .whitespaces).isEmpty { return "is empty" }
        if text.contains(where: \.isNewline) { return "spans several lines; write it on one line" }
        // Scalars, not Characters: a combining mark after a quote must not hide the quote.
        switch scan(Array(text.unicodeScalars), from: 0, isType: isType, closer: nil) {
        case .problem(let problem): return problem
        case .closed: preconditionFailure("a scan with no closer cannot end early")
        case .open(let closer): return closer.map { "is missing a closing '\($0)'" }
        }
    }

    /// Where the interpolation whose code starts at `start` (just after its `\(`) ends: the index of
    /// its closing `)`, or why it is not a usable expression.
    static func interpolationEnd(in scalars: [Unicode.Scalar], from start: Int) -> Result<Int, InterpolationProblem> {
        switch scan(scalars, from: start, isType: false, closer: ")") {
        case .problem(let problem): .failure(InterpolationProblem(message: problem))
        case .closed(let end): .success(end)
        case .open: .failure(InterpolationProblem(message: "is missing a closing ')'"))
        }
    }

    struct InterpolationProblem: Error {
        var message: String
    }

    private enum ScanResult {
        /// The fragment breaks the code around it.
        case problem(String)
        /// The outermost frame closed at this index (only with a closer).
        case closed(at: Int)
        /// The text ended; the innermost code frame still waits for this closer (nil: none).
        case open(Unicode.Scalar?)
    }

    /// The code of each interpolation in the expression's string literals (`"\\(item.title)"` →
    /// `item.title`), outermost ones only: code that reads names the way the expression does.
    static func interpolations(in text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var found: [String] = []
        _ = scan(scalars, from: 0, isType: false, closer: nil) { range in
            var code = String.UnicodeScalarView()
            code.append(contentsOf: scalars[range])
            found.append(String(code))
        }
        return found
    }

    /// Walks code from `start` with one frame open, closed by `closer` (nil: the whole text is code);
    /// `interpolation` hears of each interpolation of a string literal in that code as it closes.
    private static func scan(
        _ scalars: [Unicode.Scalar], from start: Int, isType: Bool, closer: Unicode.Scalar?,
        interpolation: ((Range<Int>) -> Void)? = nil
    ) -> ScanResult {
        /// Whether `count` `#`s follow position `index`.
        func hashes(_ count: Int, after index: Int) -> Bool {
            (0..<count).allSatisfy { index + 1 + $0 < scalars.count && scalars[index + 1 + $0] == "#" }
        }
        var stack: [Frame] = [.code(closer: closer, start: start)]
        /// The `#`s just before the current scalar in code: a raw string's opening delimiter.
        var pendingHashes = 0
        var index = start
        while index < scalars.count {
            let scalar = scalars[index]
            defer { index += 1 }
            switch stack.last! {
            case .string(let count):
                if scalar == "\\" && hashes(count, after: index) {
                    index += count
                    if index + 1 < scalars.count && scalars[index + 1] == "(" {
                        stack.append(.code(closer: ")", start: index + 2))
                    }
                    index += 1  // the escaped scalar (or the interpolation's parenthesis)
                } else if scalar == "\"" && hashes(count, after: index) {
                    stack.removeLast()
                    index += count
                    pendingHashes = 0
                }
            case .code:
                defer { pendingHashes = scalar == "#" ? pendingHashes + 1 : 0 }
                switch scalar {
                case "\"":
                    if isType { return .problem("contains a string literal, which a type cannot") }
                    stack.append(.string(hashes: pendingHashes))
                case "(": stack.append(.code(closer: ")", start: index + 1))
                case "[": stack.append(.code(closer: "]", start: index + 1))
                case "{":
                    if isType { return .problem("contains '{', which a type cannot") }
                    stack.append(.code(closer: "}", start: index + 1))
                case ")", "]", "}":
                    guard case .code(let expected?, let codeStart) = stack.last!, expected == scalar else {
                        return .problem("has an unbalanced '\(scalar)'")
                    }
                    stack.removeLast()
                    if stack.isEmpty { return .closed(at: index) }
                    // An interpolation of a string literal that is itself in plain code.
                    if let interpolation, case .string = stack.last!,
                        stack.dropLast().allSatisfy({ if case .code = $0 { true } else { false } })
                    {
                        interpolation(codeStart..<index)
                    }
                case "/" where index + 1 < scalars.count && (scalars[index + 1] == "/" || scalars[index + 1] == "*"):
                    return .problem("contains a comment, which would swallow the generated code after it")
                case ";":
                    return .problem("contains ';'; give a single expression")
                default:
                    break
                }
            }
        }
        if stack.contains(where: { if case .string = $0 { true } else { false } }) {
            return .problem("has an unterminated string literal")
        }
        guard case .code(let open, _) = stack.last! else { preconditionFailure("string frames were reported above") }
        return .open(open)
    }
}

extension SwiftSnippet {
    /// The names an expression reads at its top level: identifiers not after a `.` (members), not
    /// before a `:` (argument labels) and not in the text of string literals, but in their
    /// interpolations. `client.posts(for: id)` reads `client` and `id`; `"\\(item.title)"`, `item`.
    /// A keyword in backticks is a name (`` `default`.title `` reads `default`), a bare one is not.
    public static func readNames(in expression: String) -> [String] {
        var names = topLevelNames(in: expression)
        for code in interpolations(in: expression) {
            for name in readNames(in: code) where !names.contains(name) { names.append(name) }
        }
        return names
    }

    private static func topLevelNames(in expression: String) -> [String] {
        let characters = Array(expression)
        var names: [String] = []
        var index = 0
        var lastSignificant: Character = " "
        var inString = false
        while index < characters.count {
            let character = characters[index]
            if inString {
                if character == "\\" {
                    index += 2
                    continue
                }
                if character == "\"" { inString = false }
                index += 1
                continue
            }
            if character == "_" || character.isLetter || character == "`" {
                let escaped = character == "`"
                var end = index + 1
                if escaped {
                    // The name runs to the closing backtick.
                    while end < characters.count && characters[end] != "`" { end += 1 }
                    end = min(end + 1, characters.count)
                } else {
                    while end < characters.count,
                        characters[end] == "_" || characters[end].isLetter || characters[end].isNumber
                    {
                        end += 1
                    }
                }
                let name = String(characters[index..<end]).trimmingCharacters(in: ["`"])
                var next = end
                while next < characters.count, characters[next] == " " { next += 1 }
                let isLabel =
                    next < characters.count && characters[next] == ":"
                    && !(next + 1 < characters.count && characters[next + 1] == ":")
                if lastSignificant != "." && !isLabel && (escaped || !SwiftIdentifier.keywords.contains(name))
                    && !names.contains(name)
                {
                    names.append(name)
                }
                lastSignificant = "a"
                index = end
                continue
            }
            if character == "\"" { inString = true }
            if !character.isWhitespace { lastSignificant = character }
            index += 1
        }
        return names
    }
}
