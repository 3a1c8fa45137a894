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

    public enum Problem: Equatable, Sendable {
        case empty
        case invalidCharacter(Character, offset: Int)
        case startsWithDigit
        case wildcard
        case keyword

        public var message: String {
            switch self {
            case .empty: "is empty"
            case .invalidCharacter(let c, let offset):
                "contains '\(c.unicodeScalars.map { $0.properties.isWhitespace ? "␠" : String($0) }.joined())', "
                    + "which cannot appear in a Swift identifier (character \(offset + 1))"
            case .startsWithDigit: "starts with a digit"
            case .wildcard: "is Swift's wildcard `_`, which names nothing"
            case .keyword: "is a Swift keyword"
            }
        }
    }

    /// Checks identifier grammar (Unicode letters, digits, `_`, combining marks); `allowKeywords`
    /// is true for member names, which the emitter writes in backticks.
    public static func problem(_ name: String, allowKeywords: Bool) -> Problem? {
        guard let first = name.first else { return .empty }
        // A lone underscore is a wildcard pattern in Swift, not a name.
        if name == "_" { return .wildcard }
        if first.isNumber { return .startsWithDigit }
        for (offset, character) in name.enumerated() {
            let ok =
                character == "_" || character.isLetter || (offset > 0 && character.isNumber)
                || (offset > 0 && character.unicodeScalars.allSatisfy(isContinuation))
            if !ok { return .invalidCharacter(character, offset: offset) }
        }
        if !allowKeywords && keywords.contains(name) { return .keyword }
        return nil
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

    private static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: true
        default: false
        }
    }
}
