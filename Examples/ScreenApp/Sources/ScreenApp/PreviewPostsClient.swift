// The deterministic client of the Timeline spec's previews, which its generated tests use too
// (hand-written).

/// Answers from fixed posts: loaded, empty, failing, or loading until its task is cancelled.
struct PreviewPostsClient: PostsClient {
    enum Mode: Sendable {
        case loaded, loading, empty, failing
    }

    struct Failure: Error {}

    var mode: Mode = .loaded
    /// What each call awaits before it answers: the generated tests' gate (the spec's `gated` value),
    /// which holds the call until the test lets it answer or fail.
    var gate: (@Sendable () async throws -> Void)? = nil

    func posts(matching query: String) async throws -> [Post] {
        if let gate { try await gate() }
        switch mode {
        case .loaded:
            return [Post(id: 1, title: "Hello"), Post(id: 2, title: "World")]
                .filter { query.isEmpty || $0.title.contains(query) }
        case .empty:
            return []
        case .failing:
            throw Failure()
        case .loading:
            try await Task.sleep(nanoseconds: 3_600_000_000_000)
            throw CancellationError()
        }
    }
}
