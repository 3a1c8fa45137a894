// A deliberately broken `ShelfRoute`: the API of the route enum in Tests/Golden/tests-deep-links-shelf,
// but `/books/…` is matched by its prefix with any value, and `/settings` by the whole URL's text.
// GeneratedTestsRuntimeTests runs the case's generated route tests against it, to show that their
// near misses fail when the parsing is wrong.

import Foundation

/// Where the navigation stack of `ShelfView` can go;
/// `ShelfRouter` holds the path.
enum ShelfRoute: Hashable, Sendable {
    case book(Int)
    case author(String)
    case post(Post.ID)
    case reader(Author.ID)
    case settings
    case about
}

extension ShelfRoute {
    /// The route a deep link names. The URL's path segments are matched (`/posts/42`); with a custom
    /// scheme the host is the first segment (`myapp://posts/42`).
    init?(url: URL) {
        var segments = url.pathComponents.filter { $0 != "/" }
        if let host = url.host, let scheme = url.scheme, scheme != "http", scheme != "https" {
            segments.insert(host, at: 0)
        }
        // Broken: a prefix match, and a value that does not parse is 0.
        if segments.count >= 2, segments[0] == "books" {
            self = .book(Int(segments[1]) ?? 0)
            return
        }
        if segments.count == 2, segments[0] == "authors", let value = Self.value(segments[1], as: String.self) {
            self = .author(value)
            return
        }
        if segments.count == 4,
            segments[0] == "books",
            let value = Self.value(segments[1], as: Post.ID.self),
            segments[2] == "posts",
            segments[3] == "latest"
        {
            self = .post(value)
            return
        }
        if segments.count == 2, segments[0] == "readers", let value = Self.value(segments[1], as: Author.ID.self) {
            self = .reader(value)
            return
        }
        // Broken: the whole URL compared, so a trailing slash or a query string is no route.
        if url.absoluteString.hasSuffix("/settings") {
            self = .settings
            return
        }
        return nil
    }

    /// The path-only deep link of the route (`/posts/42`), or nil for a route without one.
    var url: URL? {
        switch self {
        case .book(let value):
            Self.url(["books", value.description])
        case .author(let value):
            Self.url(["authors", value.description])
        case .post(let value):
            Self.url(["books", value.description, "posts", "latest"])
        case .reader(let value):
            Self.url(["readers", value.description])
        case .settings:
            Self.url(["settings"])
        case .about:
            nil
        }
    }

    /// Nil when a segment is empty (an empty `String` value): `/authors/` parses as no route.
    private static func url(_ segments: [String]) -> URL? {
        guard !segments.contains(where: \.isEmpty) else { return nil }
        let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))
        let encoded = segments.map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? $0 }
        var components = URLComponents()
        components.percentEncodedPath = "/" + encoded.joined(separator: "/")
        return components.url
    }

    private static func value<Value: LosslessStringConvertible>(_ text: String, as _: Value.Type) -> Value? {
        Value(text)
    }
}
