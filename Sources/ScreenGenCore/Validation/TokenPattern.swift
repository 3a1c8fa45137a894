/// A rule's pattern (`Timer.scheduledTimer`, `.sheet(isPresented:`) as the tokens rules match
/// (`SwiftFragment.matchTexts`), read by the lexer once when the rule's list of patterns is first
/// used. Rules match their lists against every expression of every spec: a `String` pattern was
/// looked up in the shared cache (a lock and a hash) on each of those matches.
public struct TokenPattern: Sendable, ExpressibleByStringLiteral {
    /// The pattern as written, for messages: "uses 'Timer.publish'".
    public let text: String
    let tokens: [String]

    public init(_ text: String) {
        self.text = text
        tokens = SwiftFragment.matchTexts(text)
    }

    public init(stringLiteral text: String) { self.init(text) }
}
