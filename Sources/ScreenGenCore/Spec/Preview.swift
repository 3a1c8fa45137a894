// The `preview` object of a screen spec, and the `previewValues` a dependency's `preview` holds: their types,
// keys and decoding, in one place.

extension ScreenSpec {
    /// How a preview installs a dependency: one expression for every state, or one per state.
    public struct PreviewValue: Sendable {
        public var byState: [PreviewState: Located<String>]
        public var single: Located<String>?
        public var location: SourceLocation
        /// The values only the generated tests use (no preview shows a next page or waits at a gate).
        public var byTestState: [TestState: Located<String>] = [:]

        public func value(for state: PreviewState) -> Located<String>? { byState[state] ?? single }

        /// What a preview of `state` installs: the state's value, else `loaded`'s.
        public func installed(for state: PreviewState) -> Located<String>? {
            value(for: state) ?? value(for: .loaded)
        }

        /// A test state's value, falling back to `loaded`, as the preview states do: only the
        /// dependency that pages, or whose calls a test holds, needs one.
        public func value(for state: TestState) -> Located<String>? {
            byTestState[state] ?? value(for: .loaded)
        }
    }

    /// What the generated tests need of a dependency that the preview states cannot say, keyed in
    /// its preview value:
    /// - `nextPage`, `nextPageError`: a paged load's first page loads with a page after it, which
    ///   then loads (not empty) or fails; `loaded` promises only a first page.
    /// - `gated`: a value that answers as `loaded` does, each call first awaiting `gate` (an
    ///   `@Sendable () async throws -> Void` the test passes), so that a test overlaps calls and
    ///   answers or fails each in the order it chooses: a newer load answering before an older one,
    ///   a reload that fails, two rows' actions at once, a delete that fails.
    public enum TestState: String, Sendable, CaseIterable {
        case nextPage, nextPageError, gated

        /// The name a `gated` value reads: the closure each of its calls awaits first.
        public static let gateName = "gate"
    }

    public enum PreviewState: String, Sendable, CaseIterable, Comparable {
        case loaded, loading, empty, error

        public static func < (lhs: Self, rhs: Self) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    public struct Preview: Sendable {
        public var name: Located<String>
        public var state: Located<PreviewState>
        public var with: [String: Located<String>]
        public var location: SourceLocation
    }
}

extension SpecSchema {
    static let previewValues = ObjectSchema(
        name: "previewValues",
        summary: "A preview value per state; a state left out falls back to `loaded`.",
        keys: ScreenSpec.PreviewState.allCases.map { state in
            KeySchema(
                state.rawValue, .expression, "The value installed in `\(state.rawValue)` previews.",
                example: "FeedClient.\(state == .error ? "failing" : state.rawValue)")
        }
            + [
                KeySchema(
                    ScreenSpec.TestState.nextPage.rawValue, .expression,
                    "For the generated tests of a store's paged load, not for previews: a value whose first "
                        + "page has a page after it, and whose next page loads and is not empty. With it, a test "
                        + "checks that `loadMore<Name>()` appends the next page to the first.",
                    example: "FeedClient.twoPages"),
                KeySchema(
                    ScreenSpec.TestState.nextPageError.rawValue, .expression,
                    "For the generated tests of a store's paged load, not for previews: a value whose first "
                        + "page loads with a page after it, and whose next page fails. With it, a test checks "
                        + "that the failed page keeps the rows and leaves the next page `failed`.",
                    example: "FeedClient.failingNextPage"),
                KeySchema(
                    ScreenSpec.TestState.gated.rawValue, .expression,
                    "For the generated tests of a store, not for previews: a value that answers as the "
                        + "`loaded` one does, but whose every call first awaits `gate`, an `@Sendable () async "
                        + "throws -> Void` the test passes. With it, tests hold calls and answer them in the "
                        + "order they choose: the newest load wins, a failed reload keeps the value, an action "
                        + "runs for two rows at once, a failed delete puts the rows back.",
                    example: "FeedClient(gate: gate)"),
            ])

    static let preview = ObjectSchema(
        name: "preview",
        summary: "One `#Preview`.",
        keys: [
            KeySchema("name", .text, required: true, "The preview's name.", example: "Loaded"),
            KeySchema(
                "state", .oneOf(ScreenSpec.PreviewState.allCases.map(\.rawValue)), required: true,
                "Which preview value of each dependency is installed.", example: "empty"),
            KeySchema(
                "with", .expressionMap, default: "`{}`",
                "Per-preview overrides, by dependency or input name.", example: "{ client: FeedClient.slow }"),
        ])
}

extension SpecDecoder {
    func decodePreviewValue(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.PreviewValue? {
        if case .scalar = node.value {
            guard let single = r.snippet(node, key: "preview", isType: false) else { return nil }
            return .init(byState: [:], single: single, location: r.location(node))
        }
        guard let m = r.mapping(node, "previewValues", context: "'preview'") else { return nil }
        // Made at its full size: grown by insertion, it was reallocated as it grew (a
        // three-hundredth of a `validate`). Test values are rare, and an empty dictionary
        // allocates nothing.
        var byState: [ScreenSpec.PreviewState: Located<String>] = [:]
        byState.reserveCapacity(ScreenSpec.PreviewState.allCases.count)
        for state in ScreenSpec.PreviewState.allCases {
            byState[state] = r.snippet(m, state.rawValue, isType: false)
        }
        var byTestState: [ScreenSpec.TestState: Located<String>] = [:]
        for state in ScreenSpec.TestState.allCases {
            byTestState[state] = r.snippet(m, state.rawValue, isType: false)
        }
        guard byState[.loaded] != nil else {
            if m.knownKeyCount == byState.count + byTestState.count {
                r.error(
                    "'preview' per state needs a 'loaded' value, the fallback of the others", "missing-key", at: node)
            }
            return nil
        }
        return .init(byState: byState, single: nil, location: r.location(node), byTestState: byTestState)
    }

    func decodePreview(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.Preview? {
        guard let m = r.mapping(node, "preview", context: "a preview") else { return nil }
        let name = r.text(m, "name")
        let state = r.choice(m, "state", ScreenSpec.PreviewState.self)
        var with: [String: Located<String>] = [:]
        if let withNode = m.node("with") {
            if case .mapping(let pairs) = withNode.value {
                for pair in pairs {
                    guard r.identifier(pair.key, key: "with", allowKeywords: true) != nil else { continue }
                    with[pair.name] = r.snippet(pair.value, key: pair.name, isType: false)
                }
            } else {
                r.error("'with' must be a mapping, not \(withNode.kindDescription)", "wrong-type", at: withNode)
            }
        }
        guard let name, let state else { return nil }
        return .init(name: name, state: state, with: with, location: r.location(node))
    }
}
