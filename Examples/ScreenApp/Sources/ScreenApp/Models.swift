// The app's own types the generated screens use (hand-written).

public struct Post: Identifiable, Hashable, Sendable {
    public let id: Int
    public var title: String

    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

public protocol PostsClient: Sendable {
    func posts(matching query: String) async throws -> [Post]
}

/// The posts the Reader app's timeline tab shows until the app has a server to ask.
public struct SamplePostsClient: PostsClient {
    public init() {}

    public func posts(matching query: String) async throws -> [Post] {
        [Post(id: 1, title: "Hello"), Post(id: 2, title: "World")].filter { query.isEmpty || $0.title.contains(query) }
    }
}
