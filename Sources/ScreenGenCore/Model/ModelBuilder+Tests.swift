extension ModelBuilder {
    /// The screen's generated tests (see `TestsModel`), for the suites `ScreenFacts.testTypes` names.
    func testsModel(
        _ spec: ScreenSpec, facts: ScreenFacts, store: StoreModel?, loads: [LoadModel], actions: [ActionModel],
        routes: [RouteModel]
    ) -> TestsModel {
        var tests = TestsModel()
        for type in facts.testTypes {
            switch type.kind {
            case .store:
                guard let store else { continue }
                tests.store = storeTests(spec, suiteName: type.name, store: store, loads: loads, actions: actions)
            case .routes:
                guard let navigation = facts.navigation else { continue }
                tests.routes = routeTests(suiteName: type.name, routeType: navigation.routeType, routes: routes)
            case .navigation:
                continue
            }
        }
        return tests
    }

    /// A test per load and declared state whose phase the load has, and a cancelled load (streams are
    /// left out: they follow their sequence until cancelled); a success and a failure per action.
    private func storeTests(
        _ spec: ScreenSpec, suiteName: String, store: StoreModel, loads: [LoadModel], actions: [ActionModel]
    ) -> StoreTestsModel {
        let previews = Self.storePreviews(spec)
        /// The store made with each dependency's value `pick` chooses, nil when a dependency has none:
        /// no test can make it.
        func setup(_ pick: (ScreenSpec.PreviewValue) -> Located<String>?) -> StoreSetup? {
            func values(_ dependencies: [DependencyModel]) -> [PreviewArgument]? {
                var out: [PreviewArgument] = []
                for dependency in dependencies {
                    let bare = dependency.name.trimmingBackticks
                    guard let value = previews[bare].flatMap(pick)?.value else { return nil }
                    out.append(PreviewArgument(label: SwiftIdentifier.argumentLabel(bare), value: .code(value)))
                }
                return out
            }
            guard let arguments = values(store.dependencies), let environment = values(store.environmentDependencies)
            else { return nil }
            return StoreSetup(
                construction: .instance(type: store.typeName, arguments: arguments), environment: environment)
        }
        /// The store of a preview state, with what its previews install.
        func setup(_ state: ScreenSpec.PreviewState) -> StoreSetup? {
            setup { $0.installed(for: state) }
        }
        /// The store of a paging state some dependency keys; nil when none does.
        func setup(_ state: ScreenSpec.TestState) -> StoreSetup? {
            previews.values.contains { $0.byTestState[state] != nil } ? setup { $0.value(for: state) } : nil
        }
        let states = Self.declaredStates(spec).filter { setup($0) != nil }
        let gatedNames = Set(previews.filter { $0.value.byTestState[.gated] != nil }.keys)
        /// Whether a call reads one dependency whose calls the `gated` value holds: only such a call
        /// waits at the gate, once (a call that read two would wait twice, which the tests do not
        /// count on).
        func readsGated(_ call: String) -> Bool {
            gatedNames.intersection(SwiftSnippet.readNames(in: call)).count == 1
        }
        /// The store of the `gated` state, with the environment values `arguments` name, each bound
        /// to a local of the test; nil when a local of the test has a name of its own.
        func gatedSetup(_ arguments: [EnvironmentArgumentModel]) -> GatedSetup? {
            guard !gatedNames.isEmpty, let made = setup({ $0.value(for: .gated) })?.passing(arguments),
                made.environment.allSatisfy({ !Self.gatedTestLocals.contains($0.label) })
            else { return nil }
            return GatedSetup(
                store: made.construction,
                environment: made.environment.map {
                    PreviewArgument(label: SwiftIdentifier.escaped($0.label), value: $0.value)
                },
                loadArguments: [])
        }
        let tested = loads.filter { $0.home == .store && $0.stream == nil && !$0.ignoresFailure }
        let storeActions = actions.filter { $0.home == .store }
        var suite = StoreTestsModel(
            suiteName: suiteName, storeType: store.typeName,
            loads: tested.map { load in
                let expectations = states.compactMap { state -> PhaseExpectation? in
                    guard let setup = setup(state)?.passing(load.environmentArguments) else { return nil }
                    let phase: PhaseExpectation.Phase
                    switch state {
                    case .loaded: phase = .loaded
                    case .empty where load.empty != nil: phase = .empty
                    case .error where load.canFail: phase = .failed
                    default: return nil
                    }
                    return PhaseExpectation(
                        state: state, phase: phase, expectsValue: phase == .loaded && load.empty != nil, setup: setup)
                }
                return LoadTestsModel(
                    name: load.name, bareName: load.name.trimmingBackticks,
                    functionName: load.functionName, isPaged: load.pagination != nil, isKeyed: load.input != nil,
                    loadMoreFunction: load.pagination?.functionName, expectations: expectations,
                    cancelled: states.contains(.loaded) ? setup(.loaded)?.passing(load.environmentArguments) : nil,
                    nextPage: load.pagination != nil ? setup(.nextPage)?.passing(load.environmentArguments) : nil,
                    nextPageFailure: load.pagination != nil
                        ? setup(.nextPageError)?.passing(load.environmentArguments) : nil,
                    gated: load.canFail && load.reloadError != nil && readsGated(load.call)
                        ? gatedSetup(load.environmentArguments).map {
                            var setup = $0
                            setup.loadArguments = load.environmentArguments.map(\.label)
                            return setup
                        } : nil,
                    reloadError: load.reloadError ?? "",
                    changedInput: load.pagination != nil && setup(.nextPage) != nil
                        ? Self.changeableTextInput(of: load, spec: spec) : nil)
            })
        suite.rowActions = storeActions.compactMap { action in
            rowActionTests(action, loads: tested, readsGated: readsGated, gatedSetup: gatedSetup)
        }
        // A gated value some call reads, and no store a test can make with it: say so, never drop the
        // tests without a word.
        let everyEnvironmentArgument = tested.flatMap(\.environmentArguments) + storeActions.flatMap(\.environmentArguments)
        if !gatedNames.isEmpty, gatedSetup(everyEnvironmentArgument) == nil,
            tested.contains(where: { readsGated($0.call) }) || storeActions.contains(where: { readsGated($0.call) })
        {
            suite.gatedLeftOut = [
                "The tests that hold calls are left out: a dependency has neither a `gated` nor a `loaded` value,",
                "or an environment value is named like one of the tests' locals (\(Self.gatedTestLocals.sorted().joined(separator: ", "))).",
            ]
        }
        suite.actions = storeActions.filter(\.parameters.isEmpty).map { action in
            ActionTestsModel(
                name: action.name, bareName: action.name.trimmingBackticks,
                inFlight: action.inFlight.name, failureCase: action.failureCase,
                succeeds: states.contains(.loaded) ? setup(.loaded)?.passing(action.environmentArguments) : nil,
                fails: states.contains(.error) ? setup(.error)?.passing(action.environmentArguments) : nil)
        }
        let rowTested = Set(suite.rowActions.map(\.name))
        suite.untestedActions = storeActions.filter { !$0.parameters.isEmpty && !rowTested.contains($0.name) }
            .map(\.name)
        suite.lacksGate =
            gatedNames.isEmpty && !states.isEmpty
            && (tested.contains { $0.canFail && $0.reloadError != nil }
                || storeActions.contains { $0.rowParameter != nil })
        let state = Self.stateTests(
            spec, store: store, loads: loads.filter { $0.home == .store }, setup: setup(.loaded),
            failing: states.contains(.error) ? setup(.error) : nil)
        suite.shapings = state.shapings
        suite.seedings = state.seedings
        suite.polls = state.polls
        suite.rowEdits = state.rowEdits
        suite.stateLeftOut = state.leftOut
        let hasStateTests =
            !suite.shapings.isEmpty || !suite.seedings.isEmpty || !suite.polls.isEmpty || !suite.rowEdits.isEmpty
        let hasTests =
            hasStateTests
            || suite.loads.contains {
                !$0.expectations.isEmpty || $0.cancelled != nil || $0.nextPage != nil || $0.nextPageFailure != nil
                    || $0.gated != nil
            } || suite.actions.contains { $0.succeeds != nil || $0.fails != nil } || !suite.rowActions.isEmpty
        if !hasTests, suite.stateLeftOut.isEmpty || !(tested.isEmpty && storeActions.isEmpty) {
            suite.leftOut =
                states.isEmpty
                ? [
                    "No test: no dependency of the store has a preview value, so no test can give it a state.",
                    "Give a dependency one per state (preview: { loaded: …, error: … }) to test its loads and actions.",
                ]
                : ["No test: the store's loads are streams, and its actions take arguments the spec has no values of."]
        }
        return suite
    }

    /// The store property a load's value is for, when that is all it is for and a test can change it
    /// to another value without knowing its own: a `String` (it appends to it).
    private static func changeableTextInput(of load: LoadModel, spec: ScreenSpec) -> String? {
        guard let input = load.input, SwiftTypeName.normalized(input.type) == "String",
            let property = spec.store?.properties.first(where: {
                SwiftIdentifier.escaped($0.name.value) == input.expression
            })
        else { return nil }
        return SwiftIdentifier.escaped(property.name.value)
    }

    /// The names a test that holds calls declares (`let calls`, `let rows`, …): an environment value
    /// bound under one of them would clash, and the test is left out.
    static let gatedTestLocals: Set<String> = [
        "calls", "gate", "store", "load", "reload", "older", "newer", "rows", "first", "second", "removing",
    ]

    /// The tests of an action that takes rows of a load, whose call and the load's wait at the gate;
    /// nil for any other action. The rows are the first tested load's whose elements the action takes
    /// (for a delete, the load whose rows it removes).
    private func rowActionTests(
        _ action: ActionModel, loads: [LoadModel], readsGated: (String) -> Bool,
        gatedSetup: ([EnvironmentArgumentModel]) -> GatedSetup?
    ) -> RowActionTestsModel? {
        guard let row = action.rowParameter, readsGated(action.call),
            let load = loads.first(where: { load in
                if let removal = action.removesRows { return load.name == removal.phase && readsGated(load.call) }
                return SwiftTypeName.elementType(of: SwiftTypeName.normalized(load.valueType)) == row.elementType
                    && readsGated(load.call)
            }),
            var setup = gatedSetup(load.environmentArguments + action.environmentArguments)
        else { return nil }
        setup.loadArguments = load.environmentArguments.map(\.label)
        setup.actionArguments = action.environmentArguments.map(\.label)
        let model = RowActionTestsModel(
            name: action.name, bareName: action.name.trimmingBackticks, inFlight: action.inFlight.name,
            takesMany: row.takesMany, phase: load.name, loadFunction: load.functionName,
            isPaged: load.pagination != nil, isKeyed: load.input != nil, runsPerRow: action.busyFlag == nil,
            restoresRows: action.removesRows != nil, setup: setup)
        return model.runsPerRow || model.restoresRows ? model : nil
    }

    /// The preview states the store's dependencies name (one expression is the `loaded` state's):
    /// a state no dependency names would only repeat `loaded`.
    static func declaredStates(_ spec: ScreenSpec) -> [ScreenSpec.PreviewState] {
        let values = storePreviews(spec).values
        return ScreenSpec.PreviewState.allCases.filter { state in
            values.contains { $0.byState[state] != nil || (state == .loaded && $0.single != nil) }
        }
    }

    /// The preview value of each store dependency, by bare name: its own, or for a `source:
    /// environment` dependency the environment entry's.
    private static func storePreviews(_ spec: ScreenSpec) -> [String: ScreenSpec.PreviewValue] {
        let environment = Dictionary(
            spec.environment.map { ($0.name.value, $0.preview) }, uniquingKeysWith: { first, _ in first })
        var out: [String: ScreenSpec.PreviewValue] = [:]
        for dependency in spec.store?.dependencies ?? [] where out[dependency.name.value] == nil {
            out[dependency.name.value] =
                dependency.isFromEnvironment ? environment[dependency.name.value] ?? nil : dependency.preview
        }
        return out
    }

    /// Every route with a deep link that a test can make, with its sample.
    func routeTests(suiteName: String, routeType: String, routes: [RouteModel]) -> RouteTestsModel {
        var samples: [RouteSample] = []
        var unsampled: [String] = []
        for route in routes where route.pathSegments != nil {
            guard let type = route.valueType else {
                samples.append(RouteSample(caseName: route.caseName, sample: nil))
                continue
            }
            guard let sample = route.sample ?? Self.builtinSample(of: type) else {
                unsampled.append(route.caseName)
                continue
            }
            samples.append(RouteSample(caseName: route.caseName, sample: sample))
        }
        let longest = routes.map { $0.pathSegments?.count ?? 0 }.max() ?? 0
        var model = RouteTestsModel(
            suiteName: suiteName, routeType: routeType, routes: samples, unsampled: unsampled,
            unmatchedSegments: Array(repeating: "unmatched", count: longest + 1))
        let patterns = routes.compactMap { route in route.pathSegments.map { (segments: $0, type: route.valueType) } }
        let sampled = Dictionary(routes.map { ($0.caseName, $0) }, uniquingKeysWith: { first, _ in first })
        model.shortened = samples.filter { sample in
            guard let segments = sampled[sample.caseName]?.pathSegments, !segments.isEmpty else { return false }
            let cut = segments.dropLast().map { segment -> NearMissSegment in
                if case .literal(let text) = segment { .text(text) } else { .sample }
            }
            return !patterns.contains { Self.mayMatch(cut, $0.segments, valueType: $0.type) }
        }
        model.mistypedPaths = routes.compactMap { route in
            guard let segments = route.pathSegments, let type = route.valueType,
                Self.refusesWords(type), samples.contains(where: { $0.caseName == route.caseName })
            else { return nil }
            let mistyped = segments.map { segment in
                if case .literal(let text) = segment { text } else { Self.word }
            }
            let matched = patterns.contains {
                Self.mayMatch(mistyped.map { .text($0) }, $0.segments, valueType: $0.type)
            }
            return matched ? nil : "/" + mistyped.joined(separator: "/")
        }
        return model
    }

    /// A segment of a URL near a route's: known text, or the route's sample value, whose text only
    /// the generated test knows.
    private enum NearMissSegment {
        case text(String)
        case sample
    }

    /// The word a mistyped value segment holds.
    private static let word = "abc"

    /// Whether a URL of `segments` might be parsed as a route of `pattern`: the same length, each
    /// literal equal, and each value a text its type might read (a number or `Bool` type reads no
    /// text with the word in it).
    private static func mayMatch(_ segments: [NearMissSegment], _ pattern: [DeepLinkSegment], valueType: String?)
        -> Bool
    {
        guard segments.count == pattern.count else { return false }
        return zip(segments, pattern).allSatisfy { segment, expected in
            switch (segment, expected) {
            case (.text(let text), .literal(let literal)): text == literal
            case (.text(let text), .value): !(valueType.map(refusesWords) ?? false) || !text.contains(word)
            case (.sample, _): true
            }
        }
    }

    /// A value type whose `init?(_:)` refuses a word: the standard integers and `Bool`.
    private static func refusesWords(_ type: String) -> Bool {
        guard let sample = builtinSample(of: type) else { return false }
        return sample != "\"sample\""
    }

    /// A value of a standard `LosslessStringConvertible` type whose description reads back as it.
    static func builtinSample(of type: String) -> String? {
        switch SwiftTypeName.normalized(type) {
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": "42"
        case "String": "\"sample\""
        case "Bool": "true"
        default: nil
        }
    }
}
