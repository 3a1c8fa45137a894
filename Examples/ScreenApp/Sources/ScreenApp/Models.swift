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
