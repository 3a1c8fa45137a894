/// A rule's pattern (`Timer.scheduledTimer`, `.sheet(isPresented:`) as the tokens rules match
/// (`SwiftFragment.matchTexts`), read by the lexer once when the rule's list of patterns is first
/// used. Rules match their lists against every expression of every spec: a `String` pattern was
/// looked up in the shared cache (a lock and a hash) on each of those matches.
public struct TokenPattern: Sendable, ExpressibleByStringLiteral {
    /// The pattern as written, for messages: "uses 'Timer.publish'".
    public let text: String
    let tokens: [String]
    /// The `TokenPattern.bit` of each of `tokens`: an expression lacking one of them cannot hold
    /// the pattern (see `SpecExpression.tokenMask`).
    let mask: UInt64

    public init(_ text: String) {
        self.text = text
        tokens = SwiftFragment.matchTexts(text)
        mask = Self.mask(of: tokens)
    }

    public init(stringLiteral text: String) { self.init(text) }
}

extension TokenPattern {
    /// One of 64 bits standing for a token text, from its length and its first and last bytes:
    /// equal texts have equal bits. Rules match dozens of patterns against every expression of
    /// every spec, and almost none occurs; a pattern whose bits an expression lacks is passed over
    /// without comparing a token (the comparisons were a twentieth of a `validate`).
    static func bit(of token: String) -> UInt64 {
        let bytes = token.utf8
        guard let first = bytes.first, let last = bytes.last else { return 1 }
        let mixed = UInt64(first) &* 31 &+ UInt64(last) &* 7 &+ UInt64(truncatingIfNeeded: bytes.count)
        return 1 &<< (mixed & 63)
    }

    /// The union of the bits of `tokens`.
    static func mask(of tokens: [String]) -> UInt64 {
        tokens.reduce(0) { $0 | bit(of: $1) }
    }
}

/// Which first bytes and lengths a set of words has: a token whose first byte and length no word
/// shares is none of them, known without hashing it. Rules that look every token of an expression
/// up in a set of words (API names, stack types) test this first; a token mask cannot spare those
/// walks, since the bits of a common token (`:`) can stand for a word too.
///
/// Bytes stand for characters here because the reader puts every snippet in canonical composed
/// form first (`SpecReader`): a Kelvin sign in `KeyframeAnimator` reaches the rules as a `K`. Text
/// that skipped that step could be a word to `==` and not to this test.
struct TokenShapes: Sendable {
    /// For each first byte, the lengths of the words starting with it: bit `min(length, 63)`.
    private var lengthsByFirstByte = [UInt64](repeating: 0, count: 256)

    init(_ words: some Sequence<String>) {
        for word in words {
            guard let first = word.utf8.first else { continue }
            lengthsByFirstByte[Int(first)] |= Self.lengthBit(word)
        }
    }

    private static func lengthBit(_ token: String) -> UInt64 { 1 &<< UInt64(min(token.utf8.count, 63)) }

    /// False only for a token that is none of the words (and for the empty token).
    func mayBeOne(_ token: String) -> Bool {
        guard let first = token.utf8.first else { return false }
        return lengthsByFirstByte[Int(first)] & Self.lengthBit(token) != 0
    }
}
