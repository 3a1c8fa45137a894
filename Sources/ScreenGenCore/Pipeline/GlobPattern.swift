/// A spec glob, compiled once: `**` matches any number of folders, `*` any run of characters
/// within a name, `?` one character, `[abc]`, `[a-z]` or `[!a]` one character of a set, and `\x`
/// the character `x` (the shell's rules, which the C library's `fnmatch` gave before).
///
/// Both levels match with one wildcard algorithm that never backtracks further than its last star
/// (`Wildcard.matches`), so a pattern costs at most its length times the path's, whatever it
/// repeats: a backtracking matcher took 50 s for eight `**` over a tree 25 folders deep, and never
/// finished twelve. A run of `**` is one `**`: it matches the same paths.
struct GlobPattern: Sendable {
    private enum Segment: Sendable {
        case anyFolders
        case name(NamePattern)
    }

    private let segments: [Segment]

    /// `pattern` is the part of a glob below its fixed folders, split on `/`.
    init(segments pattern: [String]) {
        var segments: [Segment] = []
        for text in pattern {
            if text == "**" {
                if case .anyFolders? = segments.last { continue }
                segments.append(.anyFolders)
            } else {
                segments.append(.name(NamePattern(text)))
            }
        }
        self.segments = segments
    }

    /// How many components a matching path has at most: nil with a `**`, which matches any number.
    var maxDepth: Int? {
        segments.contains { if case .anyFolders = $0 { true } else { false } } ? nil : segments.count
    }

    /// Whether a path, given as its components, matches.
    func matches(_ components: [String]) -> Bool {
        Wildcard.matches(segments, components) { segment in
            if case .anyFolders = segment { return true }
            return false
        } matchesOne: { segment, component in
            guard case .name(let name) = segment else { return false }
            return name.matches(component)
        }
    }
}

/// One path component's pattern: `*`, `?`, `[…]` and `\x`; everything else matches itself.
struct NamePattern: Sendable {
    private enum Token: Sendable {
        case star
        case character(Character)
        case anyCharacter
        case set(BracketSet)
    }

    /// A bracket expression: its single characters and ranges, or everything but them.
    private struct BracketSet: Sendable {
        var negated = false
        var characters: Set<Character> = []
        var ranges: [ClosedRange<Character>] = []

        func contains(_ character: Character) -> Bool {
            let listed = characters.contains(character) || ranges.contains { $0.contains(character) }
            return listed != negated
        }
    }

    private let tokens: [Token]

    /// Whether `text` means anything but itself as a name pattern.
    static func hasWildcards(_ text: String) -> Bool {
        text.contains { $0 == "*" || $0 == "?" || $0 == "[" || $0 == "\\" }
    }

    init(_ pattern: String) {
        let characters = Array(pattern)
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            switch character {
            case "*":
                if case .star? = tokens.last { continue }
                tokens.append(.star)
            case "?":
                tokens.append(.anyCharacter)
            case "\\" where index < characters.count:
                tokens.append(.character(characters[index]))
                index += 1
            case "[":
                if let (set, end) = Self.bracketExpression(characters, from: index) {
                    tokens.append(.set(set))
                    index = end
                } else {
                    tokens.append(.character("["))
                }
            default:
                tokens.append(.character(character))
            }
        }
        self.tokens = tokens
    }

    func matches(_ name: String) -> Bool {
        Wildcard.matches(tokens, Array(name)) { token in
            if case .star = token { return true }
            return false
        } matchesOne: { token, character in
            switch token {
            case .star: false
            case .character(let expected): character == expected
            case .anyCharacter: true
            case .set(let set): set.contains(character)
            }
        }
    }

    /// The set that starts after a `[` at `start`, and the index after its `]`; nil when no `]`
    /// closes it (the `[` is then a plain character, as in the shell). A `]` first in the set, or
    /// right after its `!` or `^`, is a member.
    private static func bracketExpression(_ characters: [Character], from start: Int) -> (BracketSet, Int)? {
        var set = BracketSet()
        var index = start
        if index < characters.count, characters[index] == "!" || characters[index] == "^" {
            set.negated = true
            index += 1
        }
        let first = index
        while index < characters.count {
            let character = characters[index]
            if character == "]", index > first { return (set, index + 1) }
            if index + 2 < characters.count, characters[index + 1] == "-", characters[index + 2] != "]" {
                let upper = characters[index + 2]
                if character <= upper { set.ranges.append(character...upper) }
                index += 3
            } else {
                set.characters.insert(character)
                index += 1
            }
        }
        return nil
    }
}

/// The classic wildcard match over any elements: each token is a star (any run of elements,
/// none included) or matches exactly one element.
enum Wildcard {
    /// On a mismatch it resumes right after the last star, which now absorbs one more element:
    /// that star can absorb whatever an earlier one could, so no earlier choice is ever revisited.
    /// O(tokens × elements) time at worst, O(1) space.
    static func matches<Token, Element>(
        _ tokens: [Token], _ elements: [Element], isStar: (Token) -> Bool,
        matchesOne: (Token, Element) -> Bool
    ) -> Bool {
        var token = 0
        var element = 0
        var lastStar: (token: Int, element: Int)?
        while element < elements.count {
            if token < tokens.count, isStar(tokens[token]) {
                lastStar = (token, element)
                token += 1
            } else if token < tokens.count, matchesOne(tokens[token], elements[element]) {
                token += 1
                element += 1
            } else if let star = lastStar {
                lastStar = (star.token, star.element + 1)
                token = star.token + 1
                element = star.element + 1
            } else {
                return false
            }
        }
        while token < tokens.count, isStar(tokens[token]) { token += 1 }
        return token == tokens.count
    }
}
