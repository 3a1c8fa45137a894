/// A deep-link path pattern's segments: `/posts/{value}` → `["posts", "{value}"]`.
enum DeepLinkPattern {
    static func segments(_ pattern: String) -> [String] {
        pattern.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
    }
}
