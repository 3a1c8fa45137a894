/// The facts about one screen that more than one stage reads: whether it has a store, the store's
/// type, name and ownership, where its loads live, which names a load may depend on, which
/// observation mapping its target uses. Derived once per spec and handed to the rules, the structure
/// check and the model builder (as swift-format hands one `Context` to every rule), so no two
/// stages can derive one of them differently.
public struct ScreenFacts: Sendable, Equatable {
    /// Where a load, its phase and its load function live.
    public enum Home: String, Sendable, CaseIterable {
        /// MV: the view holds each phase as state and runs the load itself.
        case view
        /// With a store (or a view model): the store holds the phases; the view awaits its loads.
        case store
    }

    /// The screen's store (or view model), its defaults resolved.
    public struct Store: Sendable, Equatable {
        public var typeName: String
        /// The view's property holding it, escaped where it is a keyword.
        public var propertyName: String
        public var ownership: ScreenSpec.Store.Ownership
    }

    /// The screen's part in a navigation stack, its defaults resolved.
    public struct Navigation: Sendable, Equatable {
        public var role: ScreenSpec.NavigationRole
        /// `FeedRoute`: the screen's own enum (an owner's, or one with `destinations`), or for a
        /// participant its flow's.
        public var routeType: String
        /// `FeedRouter`: the class holding the stack's path, the owner's own or a participant's
        /// flow's; nil for a screen with `destinations`, which is shown in a stack whose path is
        /// not its to hold.
        public var routerType: String?
    }

    /// A type the screen's generated Swift declares, each in a file named after it.
    public struct GeneratedType: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            case view, store, route, router, environmentValues
            case presentation(ScreenSpec.Sheet.Style)
            case alert(AlertKind)
        }

        public var kind: Kind
        public var name: String
    }

    public var screen: String
    /// The view's type: the spec's `typeName`, else `<screen>View`. Its file, its companion's and
    /// every generated line that names the view read it from here.
    public var viewTypeName: String
    public var store: Store?
    /// nil for a screen outside any navigation stack.
    public var navigation: Navigation?
    /// Whether the screen's body holds a `NavigationStack` of its own around its content, as a
    /// presented screen with `presentation: { stack: true }` does (an owner's stack is its router's,
    /// whatever `presentation` says).
    public var ownsPresentedStack: Bool
    /// Below iOS 17 the screen uses the ObservableObject mapping instead of Observation.
    public var usesLegacyObservation: Bool
    /// Every type the screen's generated files declare, in the order its files are rendered: the
    /// paths a run checks and prunes by, known without building the model.
    public var generatedTypes: [GeneratedType] = []
    /// The loads that list the search text in `dependsOn`, by name: they wait out the search's debounce.
    public var searchedLoads: Set<String> = []
    /// The test suites the screen's generated tests declare, each in a file named after it, in the
    /// tests directory (written only when a run asks for tests).
    public var testTypes: [TestType] = []

    /// A generated test suite: of the store's loads, of the route enum's deep links, or of an app's
    /// tab navigation.
    public struct TestType: Sendable, Equatable {
        public enum Kind: Sendable, Equatable { case store, routes, navigation }
        public var kind: Kind
        /// `FeedStoreTests`: the suite, and its file's name.
        public var name: String
    }

    public init(_ spec: ScreenSpec) {
        screen = spec.screen.value
        viewTypeName = spec.typeName?.value ?? screen + "View"
        let isViewModel = spec.architecture.style.value == .viewModel
        if spec.store != nil || isViewModel {
            store = Store(
                typeName: spec.store?.type?.value
                    ?? Self.defaultStoreTypeName(screen: screen, isViewModel: isViewModel),
                propertyName: SwiftIdentifier.escaped(spec.store?.name?.value ?? (isViewModel ? "viewModel" : "store")),
                ownership: spec.store?.ownership.value ?? .owned)
        }
        // Routes make a screen the owner of its stack; a participant pushes onto its flow's; a
        // screen with `destinations` pushes its own routes onto a stack nobody names to it.
        if let role = spec.navigation?.value ?? (spec.routes.isEmpty ? nil : .owner) {
            let flow = role == .participant ? spec.flow?.value ?? screen : screen
            navigation = Navigation(
                role: role, routeType: flow + "Route", routerType: role == .destinations ? nil : flow + "Router")
        }
        ownsPresentedStack = spec.presentation?.stack?.value == true && navigation?.role != .owner
        usesLegacyObservation = spec.platform.iOS.value < OSVersion(17, 0)
        if let search = spec.search {
            let text = search.dependencyName(storeName: store?.propertyName.trimmingBackticks)
            searchedLoads = Set(spec.loads.filter { $0.dependsOn.contains { $0.value == text } }.map(\.name.value))
        }
        generatedTypes = Self.generatedTypes(spec, facts: self)
        testTypes = Self.testTypes(spec, facts: self)
    }

    /// A store's suite when it runs a load that ends (a stream follows its sequence until cancelled)
    /// or an action, shapes a collection or edits one in place, and an owner's when a route has a
    /// deep link. MV screens get none: their loads and actions live in the view.
    private static func testTypes(_ spec: ScreenSpec, facts: ScreenFacts) -> [TestType] {
        var types: [TestType] = []
        let sections = spec.content?.sections ?? []
        let storeName = facts.store?.propertyName.trimmingBackticks
        let shapesOrEdits = sections.contains { section in
            section.shaping != nil || RowEditNames.storeProperty(of: section, in: spec, storeName: storeName) != nil
        }
        if let store = facts.store,
            spec.loads.contains(where: { $0.stream == nil }) || !spec.actions.isEmpty || shapesOrEdits
        {
            types.append(TestType(kind: .store, name: SuiteNames.tests(of: store.typeName)))
        }
        if let navigation = facts.navigation, navigation.role == .owner, spec.routes.contains(where: { $0.path != nil })
        {
            types.append(TestType(kind: .routes, name: SuiteNames.tests(of: navigation.routeType)))
        }
        return types
    }

    private static func generatedTypes(_ spec: ScreenSpec, facts: ScreenFacts) -> [GeneratedType] {
        var types = [GeneratedType(kind: .view, name: facts.viewTypeName)]
        if let store = facts.store { types.append(GeneratedType(kind: .store, name: store.typeName)) }
        if let navigation = facts.navigation, navigation.role.declaresRoutes {
            types.append(GeneratedType(kind: .route, name: navigation.routeType))
            // The owner's router; a screen with `destinations` has none.
            if navigation.role == .owner, let router = navigation.routerType {
                types.append(GeneratedType(kind: .router, name: router))
            }
        }
        if !spec.environmentValues.isEmpty {
            types.append(GeneratedType(kind: .environmentValues, name: facts.screen + "EnvironmentValues"))
        }
        for style in ScreenSpec.Sheet.Style.allCases where spec.sheets.contains(where: { $0.style.value == style }) {
            let suffix = style == .sheet ? "Sheet" : "FullScreenCover"
            types.append(GeneratedType(kind: .presentation(style), name: facts.screen + suffix))
        }
        for kind in AlertKind.allCases
        where !(kind == .alert ? spec.alerts : spec.confirmationDialogs).isEmpty {
            types.append(GeneratedType(kind: .alert(kind), name: facts.screen + kind.typeSuffix))
        }
        return types
    }

    /// The name of the generated type of `kind`, when the screen has one.
    public func typeName(of kind: GeneratedType.Kind) -> String? {
        generatedTypes.first { $0.kind == kind }?.name
    }

    /// The store's type when the spec names none: `FeedStore`, or `FeedViewModel` for a view model.
    private static func defaultStoreTypeName(screen: String, isViewModel: Bool) -> String {
        screen + (isViewModel ? "ViewModel" : "Store")
    }

    public var hasStore: Bool { store != nil }

    /// Whether the screen must be shown inside a navigation stack that is not its own: a
    /// participant pushes onto its flow's (and reads its router), and a screen with `destinations`
    /// registers them on the stack it is shown in, unless it holds one of its own when presented.
    /// A tab without a stack, or an app's sheet, cannot show such a screen.
    public var needsStackAround: Bool {
        switch navigation?.role {
        case .participant: true
        case .destinations: !ownsPresentedStack
        case .owner, nil: false
        }
    }

    /// Whether the view creates the store it holds (rather than receiving it).
    public var ownsStore: Bool { store?.ownership == .owned }

    /// Loads run where their data lives: in the store when there is one, else in the view.
    public var loadHome: Home { hasStore ? .store : .view }

    /// The names a load's `dependsOn` may read, and whose change re-runs it: the store's
    /// properties when the loads run in the store (it cannot read the view's inputs or state), else
    /// the view's state and inputs.
    public func loadReadableNames(in spec: ScreenSpec) -> [String] {
        switch loadHome {
        case .store: spec.store?.properties.map(\.name.value) ?? []
        case .view: spec.state.map(\.name.value) + spec.inputs.map(\.name.value)
        }
    }
}
