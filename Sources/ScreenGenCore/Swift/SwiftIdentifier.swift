/// The one place that decides what a Swift name is, so every stage agrees on which names are
/// valid, which are keywords, and how a keyword is written in generated code.
public enum SwiftIdentifier {
    /// Words that cannot be a bare identifier in a declaration or expression.
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// Whether the scalars of a word spell one of `keywords`. The lexer asks of every identifier
    /// it reads; most share no first letter and length with a keyword, which is known without
    /// making a string and hashing it (the lookups were a fiftieth of a `validate`).
    static func isKeyword(_ word: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = word.first, first.isASCII, word.count < 32,
            keywordLengths[Int(first.value)] & (1 << word.count) != 0
        else { return false }
        return keywords.contains(String(scalars: word))
    }

    /// For each ASCII scalar, a bit for the length of every keyword that starts with it.
    static let keywordLengths: [UInt32] = {
        var lengths = [UInt32](repeating: 0, count: 128)
        for keyword in keywords {
            let bytes = Array(keyword.utf8)
            lengths[Int(bytes[0])] |= 1 << bytes.count
        }
        return lengths
    }()

    public enum Problem: Equatable, Sendable {
        case empty
        /// A scalar Swift allows nowhere in an identifier; `offset` counts characters as a reader
        /// sees them (grapheme clusters).
        case invalidCharacter(Unicode.Scalar, offset: Int)
        case startsWithDigit
        /// A combining mark Swift allows in an identifier, but not first.
        case invalidFirstCharacter(Unicode.Scalar)
        /// A scalar Swift allows but nobody sees (see `problem`).
        case invisibleCharacter(Unicode.Scalar, offset: Int)
        case wildcard
        case keyword
        /// `Type` or `Protocol` as a member: `X.Type` names the metatype, so even backticked the
        /// member cannot be reached.
        case metatypeName

        public var message: String {
            switch self {
            case .empty: "is empty"
            case .invalidCharacter(let scalar, let offset):
                "contains \(SwiftIdentifier.shown(scalar)), which cannot appear in a Swift identifier "
                    + "(character \(offset + 1))"
            case .startsWithDigit: "starts with a digit"
            case .invalidFirstCharacter(let scalar):
                "starts with \(SwiftIdentifier.shown(scalar)), which Swift allows only after the first character"
            case .invisibleCharacter(let scalar, let offset):
                "contains \(SwiftIdentifier.shown(scalar)), which Swift allows but which is invisible: the name "
                    + "would not read as it compiles (character \(offset + 1))"
            case .wildcard: "is Swift's wildcard `_`, which names nothing"
            case .keyword: "is a Swift keyword"
            case .metatypeName: "is reserved for the metatype (`X.Type`, `X.Protocol`): no member can be named so"
            }
        }
    }

    /// Checks the name scalar by scalar against Swift's identifier grammar (identifier-head first,
    /// identifier-character after; `SwiftIdentifier+Grammar.swift`). One rule is screengen's own:
    /// scalars Unicode makes invisible (Default_Ignorable_Code_Point: zero-width spaces and
    /// joiners, bidirectional overrides, variation selectors, …) are refused although Swift accepts
    /// them, because a name holding one reads as another name, or in another order, in review.
    /// `allowKeywords` is true for member names, which the emitter writes in backticks.
    public static func problem(_ name: String, allowKeywords: Bool) -> Problem? {
        guard !name.isEmpty else { return .empty }
        // A lone underscore is a wildcard pattern in Swift, not a name.
        if name == "_" { return .wildcard }
        if !isPlainASCIIName(name), let problem = scalarProblem(name) { return problem }
        if !allowKeywords && keywords.contains(name) { return .keyword }
        // Members (the names that may be keywords) cannot be the metatype's words.
        if allowKeywords && (name == "Type" || name == "Protocol") { return .metatypeName }
        return nil
    }

    /// Whether `name` is ASCII letters, digits and underscores, not starting with a digit: a name
    /// the grammar takes, with no invisible scalar (ASCII has none), known without breaking it
    /// into characters and looking up each scalar's properties, as `scalarProblem` does for every
    /// name of every spec (a fiftieth of a `validate`).
    static func isPlainASCIIName<Name: StringProtocol>(_ name: Name) -> Bool {
        var bytes = name.utf8.makeIterator()
        guard let first = bytes.next(), first == 0x5F || (first | 0x20 >= 0x61 && first | 0x20 <= 0x7A) else {
            return false
        }
        while let byte = bytes.next() {
            guard byte == 0x5F || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) else {
                return false
            }
        }
        return true
    }

    /// The first scalar of `name` the grammar or screengen's own rule refuses, by character.
    static func scalarProblem(_ name: String) -> Problem? {
        var isFirst = true
        for (offset, character) in name.enumerated() {
            for scalar in character.unicodeScalars {
                if isFirst && !isHead(scalar) {
                    if ("0"..."9").contains(scalar) { return .startsWithDigit }
                    if isIdentifierCharacter(scalar) { return .invalidFirstCharacter(scalar) }
                    return .invalidCharacter(scalar, offset: offset)
                }
                isFirst = false
                if !isIdentifierCharacter(scalar) { return .invalidCharacter(scalar, offset: offset) }
                if scalar.properties.isDefaultIgnorableCodePoint {
                    return .invisibleCharacter(scalar, offset: offset)
                }
            }
        }
        return nil
    }

    /// A scalar as a message shows it: quoted when it can be seen on its own, else by code point
    /// and name (`U+0301 COMBINING ACUTE ACCENT`); a space as '␠'.
    static func shown(_ scalar: Unicode.Scalar) -> String {
        if scalar == " " { return "'␠'" }
        let properties = scalar.properties
        let isSeenAlone: Bool =
            switch properties.generalCategory {
            case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .nonspacingMark,
                .spacingMark, .enclosingMark, .privateUse, .surrogate, .unassigned:
                false
            default: !properties.isDefaultIgnorableCodePoint
            }
        if isSeenAlone { return "'\(scalar)'" }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return properties.name.map { "\(code) \($0)" } ?? code
    }

    /// The name as it must be written in a declaration or reference: `default` → `` `default` ``.
    public static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// The name as an argument label (in a call or a parameter list), where keywords need no
    /// backticks except the three the grammar reserves there.
    public static func argumentLabel(_ name: String) -> String {
        ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
    }

    /// `posts` → `Posts`, for derived type and function names (`PostsPhase`, `loadPosts`).
    public static func capitalized(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }
}
