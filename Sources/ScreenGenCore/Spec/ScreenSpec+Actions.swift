extension ScreenSpec {
    /// A call that changes data (`client.save(draft)`), run by buttons that name it. It lives where
    /// the loads live, keeps an in-flight flag, and sends a failure to an alert case.
    public struct Action: Sendable {
        /// A value the action takes, passed by the button that runs it: `delete(item)`.
        public struct Parameter: Sendable {
            public var name: Located<String>
            public var type: Located<String>
            public var location: SourceLocation
        }

        public var name: Located<String>
        /// The `async throws` call, written without `try await`.
        public var call: Located<String>
        public var parameters: [Parameter]
        /// The alert case (with an `any Error` item) a failure shows.
        public var failure: Located<String>?
        /// The in-flight flag's name; nil for the default (`is` + the capitalized name + `Running`).
        public var inFlight: Located<String>?
        /// The loads a success re-runs, before `onSuccess`.
        public var reloads: [Located<String>]
        /// Statements a success runs in the view, in order: `dismiss()`, `selection = nil`.
        public var onSuccess: [Located<String>]
        public var location: SourceLocation
    }

    /// The root of a screen that is presented rather than pushed.
    public struct Presentation: Sendable {
        /// The screen wraps its content in a `NavigationStack` of its own.
        public var stack: Located<Bool>?
        /// While true, a swipe does not dismiss it (`.interactiveDismissDisabled`).
        public var dismissDisabled: Located<String>?
        public var location: SourceLocation
    }
}
