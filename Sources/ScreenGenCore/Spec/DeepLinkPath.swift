/// A route's deep-link path, split into its segments once, as the spec is decoded: the check that
/// refuses a malformed path and the model that writes `init?(url:)` and `url` read the same
/// segments.
public struct DeepLinkPath: Sendable, Equatable {
    /// The path as the spec writes it: `/posts/{value}`.
    public var text: String
    /// `/posts/{value}` → `[.literal("posts"), .value]`. A segment is `.value` exactly when it is
    /// the whole `{value}`; any other (empty, or with a stray brace) stays a literal, which
    /// `NavigationCheck` refuses.
    public var segments: [DeepLinkSegment]

    public init(_ text: String) {
        self.text = text
        segments = text.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
            $0 == "{value}" ? .value : .literal(String($0))
        }
    }
}

/// One segment of a route's deep-link pattern.
public enum DeepLinkSegment: Sendable, Equatable {
    /// Matched exactly, and written as is.
    case literal(String)
    /// The route's value, parsed from and written as its description.
    case value

    /// The literal's text; nil for the value.
    public var literal: String? {
        if case .literal(let text) = self { text } else { nil }
    }
}

extension Located<String> {
    /// The text's deep-link path, at the text's location.
    var deepLinkPath: Located<DeepLinkPath> { Located<DeepLinkPath>(DeepLinkPath(value), at: location) }
}
