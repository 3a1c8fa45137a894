extension ScreenSpec.Dependency {
    /// Where a store dependency comes from.
    public enum Source: String, Sendable, CaseIterable {
        /// The store's `init` takes it; an owned store's view takes it too and passes it on.
        case `init`
        /// The view reads it from the environment (the `environment` entry of the same name) and
        /// hands it to the store before each load: the environment is not readable in `init`.
        case environment
    }

    /// Whether the view hands it to the store from its environment.
    public var isFromEnvironment: Bool { source?.value == .environment }
}

extension ScreenSpec.Load {
    /// How a load follows an `AsyncSequence`: whether the sequence can fail (`for try await`) or
    /// not (`for await`); Swift warns about a `try` or a `catch` that nothing needs.
    public enum Stream: String, Sendable, CaseIterable {
        case throwing, nonThrowing
    }

    /// How a paged load fetches the pages after the first (`pagination`).
    public struct Pagination: Sendable {
        /// The cursor's type.
        public var cursor: Located<String>
        /// The call that fetches the page after `cursor`.
        public var next: Located<String>
        /// The next cursor, read from a fetched `page`; nil when no page follows.
        public var cursorOf: Located<String>
        public var location: SourceLocation
    }

    /// Whether the load can fail, so its phase has a `failed` case: all but a `nonThrowing` stream,
    /// whose loop nothing can throw out of.
    public var canFail: Bool { stream?.value != .nonThrowing }
}

extension ScreenSpec {
    /// Whether a load can fail, so the screen has an error state to preview: every load but a
    /// `nonThrowing` stream can.
    public var hasLoadThatCanFail: Bool { loads.contains(where: \.canFail) }
}
