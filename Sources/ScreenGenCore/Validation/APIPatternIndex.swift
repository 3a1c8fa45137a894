/// A table of API patterns read from the iOS SDKs (`.fontDesign`, `NavigationLink`, `+ Text(`),
/// indexed by each pattern's first identifier so that an expression's tokens are walked once, not
/// once per entry. `api-newer-than-target` and `deprecated-api` both match their tables with it.
struct APIPatternIndex<Entry: Sendable>: Sendable {
    /// Each entry by the first identifier of its pattern: the pattern's tokens, and where that
    /// identifier is among them.
    let byIdentifier: [String: [(entry: Entry, tokens: [String], offset: Int)]]

    /// The first bytes and lengths of the keys of `byIdentifier`. Most tokens are punctuation or
    /// names no key shares both with: they are passed over without hashing them, which every token
    /// of every expression paid (a thirtieth of a `validate`).
    private let keyShapes: TokenShapes

    init(_ entries: [(pattern: String, entry: Entry)]) {
        var index: [String: [(entry: Entry, tokens: [String], offset: Int)]] = [:]
        for (pattern, entry) in entries {
            let tokens = Self.patternTokens(pattern)
            guard let offset = tokens.firstIndex(where: { $0.first.map { $0.isLetter || $0 == "_" } ?? false })
            else { continue }
            index[tokens[offset], default: []].append((entry, tokens, offset))
        }
        byIdentifier = index
        keyShapes = TokenShapes(index.keys)
    }

    /// The tokens of a pattern of a table, `SwiftFragment.matchTexts(pattern)`: nearly all are
    /// one name (`Bindable`) or a member (`.fontDesign`), read here without the lexer. A table is
    /// indexed once per run, and lexing its patterns was a sixth of the instructions of a run on
    /// one spec (0.5 ms).
    static func patternTokens(_ pattern: String) -> [String] {
        if SwiftIdentifier.isPlainASCIIName(pattern) { return [pattern] }
        let member = pattern.dropFirst()
        if pattern.hasPrefix("."), SwiftIdentifier.isPlainASCIIName(member) { return [".", String(member)] }
        return SwiftFragment.matchTexts(pattern)
    }

    /// Whether `token` may be a key of `byIdentifier`: false only for a token that is none.
    func mayBeKey(_ token: String) -> Bool { keyShapes.mayBeOne(token) }

    /// Whether `token` is a key of `byIdentifier`: the slow path `mayBeKey` shortens.
    func isKey(_ token: String) -> Bool { byIdentifier[token] != nil }

    /// Each entry whose pattern the tokens hold and `include` passes (asked before any token is
    /// compared), with the range of the pattern's tokens. Most expressions hold none, and an empty
    /// array allocates nothing.
    func matches(in tokens: [String], where include: (Entry) -> Bool) -> [(entry: Entry, range: Range<Int>)] {
        var found: [(entry: Entry, range: Range<Int>)] = []
        for (position, token) in tokens.enumerated() where mayBeKey(token) {
            for (entry, pattern, offset) in byIdentifier[token] ?? [] where include(entry) {
                let start = position - offset
                guard start >= 0, start + pattern.count <= tokens.count,
                    tokens[start..<start + pattern.count].elementsEqual(pattern)
                else { continue }
                found.append((entry, start..<start + pattern.count))
            }
        }
        return found
    }
}
