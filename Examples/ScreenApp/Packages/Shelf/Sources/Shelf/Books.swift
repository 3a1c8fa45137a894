// The shelf's own types the generated screen uses (hand-written).

public struct Book: Identifiable, Hashable, Sendable {
    public let id: Int
    public var title: String

    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

public protocol BooksClient: Sendable {
    func books() async throws -> [Book]
}

/// The books the Reader app's shelf tab shows until the app has a server to ask.
public struct SampleBooksClient: BooksClient {
    public init() {}

    public func books() async throws -> [Book] {
        [Book(id: 1, title: "The Dispossessed"), Book(id: 2, title: "Earthsea")]
    }
}

/// The deterministic client of the Shelf spec's previews, which its generated tests use too:
/// loaded, empty, failing, or loading until its task is cancelled.
struct PreviewBooksClient: BooksClient {
    enum Mode: Sendable {
        case loaded, loading, empty, failing
    }

    struct Failure: Error {}

    var mode: Mode = .loaded
    /// What each call awaits before it answers: the generated tests' gate (the spec's `gated` value).
    var gate: (@Sendable () async throws -> Void)? = nil

    func books() async throws -> [Book] {
        if let gate { try await gate() }
        switch mode {
        case .loaded: return [Book(id: 1, title: "The Dispossessed"), Book(id: 2, title: "Earthsea")]
        case .empty: return []
        case .failing: throw Failure()
        case .loading:
            try await Task.sleep(nanoseconds: 3_600_000_000_000)
            throw CancellationError()
        }
    }
}
