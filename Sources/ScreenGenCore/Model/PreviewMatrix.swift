/// Expands the spec's previews (or the default matrix, one per load state) into concrete
/// `#Preview` bodies: how the view is constructed and which deterministic values it is given.
struct PreviewMatrix {
    let spec: ScreenSpec
    let facts: ScreenFacts
    /// The store's dependencies, which an owned store's previews pass to the view.
    let dependencies: [DependencyModel]

    init(spec: ScreenSpec, facts: ScreenFacts) {
        self.spec = spec
        self.facts = facts
        dependencies = DependencyModel.all(in: spec)
    }

    private var store: ScreenFacts.Store? { facts.store }
    private var objectEnvironment: MemberModel.Wrapper {
        ObservationMapping(legacy: facts.usesLegacyObservation).environmentWrapper
    }
    private var navigation: ScreenFacts.Navigation? { facts.navigation }

    /// A dependency's preview value per state, each state falling back to `loaded`.
    static func values(_ value: ScreenSpec.PreviewValue?) -> [ScreenSpec.PreviewState: String] {
        guard let value else { return [:] }
        var out: [ScreenSpec.PreviewState: String] = [:]
        for state in ScreenSpec.PreviewState.allCases {
            out[state] = value.installed(for: state)?.value
        }
        return out
    }

    /// Whether a preview wraps the view in a `NavigationStack`: the title, the toolbar, a
    /// participant's pushes and the pushes of a screen with `destinations` (whose
    /// `navigationDestination(for:)` registers on the stack around it) show only inside one. An
    /// owner's view holds its own stack, and so does a presented screen with `presentation: { stack:
    /// true }`.
    private var needsNavigationStack: Bool {
        navigation?.role != .owner && !facts.ownsPresentedStack
            && (spec.title != nil || !spec.toolbar.isEmpty || navigation != nil)
    }

    func previews() -> [PreviewModel] {
        let all = entries().map { name, state, overrides in
            PreviewModel(
                name: name, state: state, arguments: arguments(state, overrides),
                installs: installs(state, overrides), objectEnvironment: objectEnvironment,
                inNavigationStack: needsNavigationStack)
        }
        guard spec.previews == nil else { return all }
        // The default matrix keeps one preview per distinct set of dependencies: states whose
        // previews would be identical add nothing (the preview-coverage rule says so).
        var seen: [Signature] = []
        return all.filter { preview in
            let key = Self.signature(preview)
            if seen.contains(key) { return false }
            seen.append(key)
            return true
        }
    }

    /// What tells two previews apart: how the view is built and what is installed around it.
    struct Signature: Equatable {
        var arguments: [PreviewArgument]
        var installs: [PreviewInstall]
    }

    static func signature(_ preview: PreviewModel) -> Signature {
        Signature(arguments: preview.arguments, installs: preview.installs)
    }

    /// The signature of a preview of `state` with `overrides`: the preview-coverage rule compares
    /// these exactly as the default matrix does, so the rule and the generator cannot disagree.
    func signature(_ state: ScreenSpec.PreviewState, overrides: [String: String] = [:]) -> Signature {
        Self.signature(
            PreviewModel(
                name: "", state: state, arguments: arguments(state, overrides), installs: installs(state, overrides),
                objectEnvironment: objectEnvironment, inNavigationStack: false))
    }

    private func entries() -> [(String, ScreenSpec.PreviewState, [String: String])] {
        if let previews = spec.previews {
            return previews.map { ($0.name.value, $0.state.value, $0.with.mapValues(\.value)) }
        }
        guard !spec.phasedLoads.isEmpty else { return [(spec.screen.value, .loaded, [:])] }
        var states: [ScreenSpec.PreviewState] = [.loaded, .loading]
        if spec.loads.contains(where: { $0.empty != nil }) { states.append(.empty) }
        if spec.hasLoadThatCanFail { states.append(.error) }
        return states.map { (SwiftIdentifier.capitalized($0.rawValue), $0, [:]) }
    }

    /// `author: Author.sample`, `isCompact: .constant(false)`: the arguments of the view's initialiser.
    private func arguments(_ state: ScreenSpec.PreviewState, _ overrides: [String: String]) -> [PreviewArgument] {
        var arguments: [PreviewArgument] = []
        for input in spec.inputs {
            // An input with a default and no preview value is left to its default.
            guard let value = overrides[input.name.value] ?? input.preview?.value else { continue }
            arguments.append(
                PreviewArgument(
                    label: SwiftIdentifier.argumentLabel(input.name.value),
                    value: input.ownership.value == .binding ? .constantBinding(value) : .code(value)))
        }
        if let store {
            switch store.ownership {
            case .received, .bindable:
                let label = SwiftIdentifier.argumentLabel(store.propertyName.trimmingBackticks)
                arguments.append(PreviewArgument(label: label, value: storeConstruction(state, overrides)))
            case .owned:
                arguments += dependencyArguments(state, overrides)
            case .environment:
                break
            }
        }
        return arguments
    }

    private func storeConstruction(_ state: ScreenSpec.PreviewState, _ overrides: [String: String]) -> PreviewExpression
    {
        .instance(type: store?.typeName ?? "", arguments: dependencyArguments(state, overrides))
    }

    private func dependencyArguments(_ state: ScreenSpec.PreviewState, _ overrides: [String: String])
        -> [PreviewArgument]
    {
        dependencies.map { dependency in
            let bare = dependency.name.trimmingBackticks
            return PreviewArgument(
                label: SwiftIdentifier.argumentLabel(bare),
                value: .code(overrides[bare] ?? dependency.previews[state] ?? ""))
        }
    }

    /// What each deterministic dependency installs in the environment.
    private func installs(_ state: ScreenSpec.PreviewState, _ overrides: [String: String]) -> [PreviewInstall] {
        var out: [PreviewInstall] = []
        for environment in spec.environment {
            // The one state's value, not a dictionary of every state's built to read one of them.
            let value = overrides[environment.name.value] ?? environment.preview?.installed(for: state)?.value
            guard let value else { continue }
            if environment.type != nil {
                out.append(PreviewInstall(value: .code(value)))
            } else if let key = environment.key {
                out.append(PreviewInstall(keyPath: key.value, value: .code(value)))
            }
        }
        if let store, store.ownership == .environment {
            out.append(PreviewInstall(value: storeConstruction(state, overrides)))
        }
        // The participant's flow's router, which its view may read; a screen with `destinations`
        // has none.
        if let navigation, navigation.role == .participant, let router = navigation.routerType {
            out.append(PreviewInstall(value: .instance(type: router, arguments: [])))
        }
        return out
    }
}
