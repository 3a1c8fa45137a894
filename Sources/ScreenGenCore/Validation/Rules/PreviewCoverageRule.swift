/// Previews show every meaningful state of the loads, each with its own deterministic dependencies.
struct PreviewCoverageRule: Rule {
    static let description = RuleDescription(
        id: "preview-coverage",
        severity: .warning,
        summary:
            "A screen with loads has no distinct preview for loaded, loading, error (and empty, when a load has `empty`).",
        rationale: """
            Previews are where a screen's states are reviewed, so each meaningful state gets one, driven \
            by deterministic dependencies injected for that state. Without `previews:` the generator \
            writes one per state but keeps only one per distinct set of installed dependencies: when the \
            dependencies give one value for every state, the loading and error previews would be copies \
            of loaded and are left out. With `previews:`, a state is covered by a preview of that state \
            whose dependencies (after its `with:` overrides) differ from loaded's.
            """,
        source:
            "000 · Workflow, review checklist (previews cover loaded / loading / empty / error with deterministic dependencies); 001 · workflow step 5",
        digest: [33],
        triggering: [
            """
            screen: Trending
            environment:
              - { name: client, type: FeedClient, preview: ↓FeedClient.preview }
            loads:
              - { name: posts, type: "[Post]", call: client.trendingPosts() }
            """,
            """
            screen: Trending
            environment:
              - { name: client, type: FeedClient, preview: { loaded: FeedClient.preview, error: FeedClient.failing } }
            loads:
              - { name: posts, type: "[Post]", call: client.trendingPosts() }
            previews:
              - ↓{ name: Loaded, state: loaded }
              - { name: Loading, state: loading }
              - { name: Failing, state: error }
            """,
        ],
        nonTriggering: [
            """
            screen: Trending
            environment:
              - name: client
                type: FeedClient
                preview: { loaded: FeedClient.preview, loading: FeedClient.loading, error: FeedClient.failing }
            loads:
              - { name: posts, type: "[Post]", call: client.trendingPosts() }
            """
        ])

    typealias State = ScreenSpec.PreviewState

    /// The states the previews must show: none without loads; error only when a load can fail.
    static func needed(_ spec: ScreenSpec) -> [State] {
        spec.phasedLoads.isEmpty
            ? []
            : State.allCases.filter { $0 != .empty || spec.loads.contains { $0.empty != nil } }
                .filter { $0 != .error || spec.hasLoadThatCanFail }
    }

    /// The dependencies previews install, with their preview values; `isService` for the ones that
    /// can fail or stall (typed environment objects and store dependencies, not key-path values).
    static func dependencies(_ spec: ScreenSpec) -> [(name: String, preview: ScreenSpec.PreviewValue, isService: Bool)]
    {
        spec.environment.compactMap { e in e.preview.map { (e.name.value, $0, e.type != nil) } }
            + (spec.store?.dependencies ?? []).compactMap { d in d.preview.map { (d.name.value, $0, true) } }
    }

    /// Where per-state values belong: the dependency that already has some, else the first service.
    static func target(_ spec: ScreenSpec) -> (name: String, preview: ScreenSpec.PreviewValue, isService: Bool)? {
        let all = dependencies(spec)
        return all.first { !$0.preview.byState.isEmpty } ?? all.first { $0.isService }
    }

    static func perStateValues(_ spec: ScreenSpec, for states: [State]) -> String {
        let target = target(spec)
        let keys = ([State.loaded] + states).map { "\($0.rawValue): …" }.joined(separator: ", ")
        guard let target else {
            return "inject a service (environment type: or store dependency) with preview: { \(keys) }"
        }
        return "give '\(target.name)' a value per state: preview: { \(keys) }"
    }

    /// What tells a preview of `state` apart, exactly as the generator's default matrix compares them.
    static func installed(_ matrix: PreviewMatrix, _ state: State, overrides: [String: Located<String>] = [:])
        -> PreviewMatrix.Signature
    {
        matrix.signature(state, overrides: overrides.mapValues(\.value))
    }

    static func list(_ states: [State]) -> String {
        let names = states.map(\.rawValue)
        return names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    /// Whether a preview of `state` without overrides installs what loaded's does: the answer of
    /// `installed(matrix, state) == installed(matrix, .loaded)`, read from the only values of a
    /// signature that depend on the state — the preview values of the environment entries a
    /// preview installs (typed or keyed), and of the store dependencies its store's init takes —
    /// without a matrix and two signatures for each state of each spec.
    static func installsAsLoaded(_ state: State, in spec: ScreenSpec, facts: ScreenFacts) -> Bool {
        // An entry installs its value only where it has one, so a value missing in one state is
        // a difference too: optionals are compared.
        for environment in spec.environment where environment.type != nil || environment.key != nil {
            let preview = environment.preview
            guard preview?.installed(for: state)?.value == preview?.installed(for: .loaded)?.value else { return false }
        }
        // The store's init takes every dependency not from the environment, "" for none.
        guard facts.store != nil else { return true }
        return (spec.store?.dependencies ?? []).allSatisfy { dependency in
            let preview = dependency.preview
            return dependency.isFromEnvironment
                || (preview?.installed(for: state)?.value ?? "") == (preview?.installed(for: .loaded)?.value ?? "")
        }
    }

    func validate(_ input: RuleInput) -> [RuleViolation] {
        let spec = input.spec
        let needed = Self.needed(spec)
        guard !needed.isEmpty else { return [] }
        guard let previews = spec.previews else {
            // States whose dependencies are those of loaded: no preview of them can differ.
            let alike = needed.filter { $0 != .loaded && Self.installsAsLoaded($0, in: spec, facts: input.facts) }
            guard !alike.isEmpty else { return [] }
            return [
                RuleViolation(
                    "the \(Self.list(alike)) preview\(alike.count > 1 ? "s" : "") would install the same dependencies "
                        + "as loaded, so the default previews leave \(alike.count > 1 ? "them" : "it") out",
                    at: Self.target(spec)?.preview.location ?? spec.loads[0].location,
                    fixIt: Self.perStateValues(spec, for: alike))
            ]
        }
        let matrix = PreviewMatrix(spec: spec, facts: input.facts)
        let loaded = Self.installed(matrix, .loaded)
        let alike = needed.filter { $0 != .loaded && Self.installed(matrix, $0) == loaded }
        let missing = needed.filter { state in
            !previews.contains {
                $0.state.value == state
                    && (state == .loaded || Self.installed(matrix, state, overrides: $0.with) != loaded)
            }
        }
        guard !missing.isEmpty else { return [] }
        let add = missing.map {
            "{ name: \($0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst()), state: \($0.rawValue) }"
        }
        let lacking = missing.filter(alike.contains)
        return [
            RuleViolation(
                "no preview shows the \(Self.list(missing)) state\(missing.count > 1 ? "s" : "") with dependencies of its own",
                at: previews.first?.location ?? spec.screen.location,
                fixIt: "add \(add.joined(separator: ", ")) to previews"
                    + (lacking.isEmpty ? "" : ", and \(Self.perStateValues(spec, for: lacking))"))
        ]
    }
}
