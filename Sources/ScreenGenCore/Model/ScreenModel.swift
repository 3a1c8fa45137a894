/// The resolved screen: every name derived, every reference resolved, every choice made. The
/// emitter reads only this; `screengen dump` prints it, and custom templates render against it.
public struct ScreenModel: Sendable {
    /// The facts the model was built from, the ones the rules saw.
    public var facts: ScreenFacts
    public var specPath: String
    public var screen: String
    public var summary: String?
    public var title: TitleModel?
    /// `.navigationBarTitleDisplayMode(_:)`; nil leaves it to the navigation stack.
    public var titleDisplayMode: ScreenSpec.TitleDisplayMode?
    public var target: OSVersion
    /// Below iOS 17: the ObservableObject mapping instead of Observation.
    public var usesLegacyObservation: Bool
    public var architecture: ScreenSpec.Architecture.Style
    /// Custom environment values are declared with `@Entry` (iOS 18 and later) rather than a
    /// manual `EnvironmentKey`.
    public var usesEnvironmentEntry: Bool
    public var view: ViewTypeModel
    public var store: StoreModel?
    public var loads: [LoadModel]
    public var content: ContentModel?
    /// The search field over the content, if the screen has one.
    public var search: SearchModel? = nil
    public var navigation: NavigationModel?
    public var presentations: [PresentationModel]
    public var alerts: [AlertPresentationModel]
    public var toolbar: [ToolbarItemModel]
    /// The screen's actions, where its loads live.
    public var actions: [ActionModel] = []
    /// The content sits in a `NavigationStack` of the screen's own (a presented screen).
    public var ownsPresentationStack: Bool = false
    /// The user's condition for `.interactiveDismissDisabled`.
    public var dismissDisabled: String? = nil
    /// Actions that exclude each other and that the screen waits for; nil without `busy`.
    public var busy: BusyModel? = nil
    /// The view holds an edit mode (`@State`) and hands it to its content: a toolbar item toggles
    /// it or shows only while it is active.
    public var usesEditMode: Bool = false
    public var environmentValues: [EnvironmentValueModel]
    public var previews: [PreviewModel]
    /// The row views the write-once companion starts (see `ModelBuilder.rowViews`).
    public var rowViews: [RowViewModel]
    /// What the generated tests check (written only when a run asks for tests).
    public var tests = TestsModel()
}

/// A custom environment value, declared with `@Entry` (iOS 18+) or a manual `EnvironmentKey`.
public struct EnvironmentValueModel: Sendable {
    public var name: String
    /// `FeedThemeKey`: the key type of the manual form.
    public var keyType: String
    public var type: String
    public var defaultValue: String
}

/// The screen's part in a navigation stack.
public struct NavigationModel: Sendable {
    public var role: ScreenSpec.NavigationRole
    /// `FeedRoute`: the owner's own enum, or for a participant the flow's.
    public var routeType: String
    /// `FeedRouter`: the `@MainActor @Observable` class holding the stack's path.
    public var routerType: String
    /// The owner's routes; empty for a participant.
    public var routes: [RouteModel]
    public var hasDeepLinks: Bool { routes.contains { $0.pathSegments != nil } }
}

public struct RouteModel: Sendable {
    public var caseName: String
    public var valueType: String?
    public var destination: String
    /// The destination reads `value`, so the case binds it (no unused binding otherwise).
    public var bindsValue: Bool
    /// The deep-link pattern's segments (`posts/{value}`: a literal, then the value), nil without a `path`.
    public var pathSegments: [DeepLinkSegment]?
    /// The spec's `sample` value, which the generated deep-link test round-trips.
    public var sample: String? = nil
}

/// One segment of a route's deep-link pattern.
public enum DeepLinkSegment: Sendable, Equatable {
    /// Matched exactly, and written as is.
    case literal(String)
    /// The route's value, parsed from and written as its description.
    case value
}

/// One `Identifiable` presentation enum and the modifier that shows it.
public struct PresentationModel: Sendable {
    public var enumType: String
    /// The optional `@State` that presents it: `sheet` or `fullScreenCover`.
    public var stateName: String
    /// The modifier: `sheet` or `fullScreenCover`.
    public var modifier: String
    public var cases: [PresentationCase]
}

public struct PresentationCase: Sendable {
    public var caseName: String
    /// The presentation's `id`: the case name without backticks, then for a case with an item
    /// `-` and the item's id (`edit-\(item.id)`).
    public var id: InterpolatedText
    public var itemType: String?
    public var destination: String
    /// The destination reads `item`, so the case binds it.
    public var bindsItem: Bool
}

/// A declaration in the view, with the member-order group it belongs to.
public struct MemberModel: Sendable, Equatable {
    /// The documented member order: environment, let, stored, computed, init, body, helpers, async.
    public enum Group: Int, Sendable, CaseIterable, Comparable {
        case environment = 1
        case constant, stored, computed, initializer, body, helper, async

        public static func < (lhs: Group, rhs: Group) -> Bool { lhs.rawValue < rhs.rawValue }

        public var name: String {
            switch self {
            case .environment: "environment"
            case .constant: "let"
            case .stored: "stored"
            case .computed: "computed"
            case .initializer: "init"
            case .body: "body"
            case .helper: "helper"
            case .async: "async"
            }
        }
    }

    /// The property wrapper a member is declared with; the declaration itself is the templates'.
    public enum Wrapper: String, Sendable, CaseIterable {
        case state = "State"
        case stateObject = "StateObject"
        case binding = "Binding"
        case bindable = "Bindable"
        case observedObject = "ObservedObject"
        case environment = "Environment"
        case environmentObject = "EnvironmentObject"
        case published = "Published"
        case observationIgnored = "ObservationIgnored"
    }

    public enum Access: String, Sendable {
        case `internal`, `private`
        /// Read by everyone, written only by its type: a store's load phases.
        case privateSet
    }

    /// What a stored member starts as.
    public enum InitialValue: Sendable, Equatable {
        case none
        /// An expression the user wrote, passed through untouched.
        case code(String)
        /// A new instance of the member's type, made without arguments (which also gives its type).
        case newInstance
        /// A load phase before its load finishes.
        case loading
        /// The screen's edit mode before Edit is tapped.
        case inactiveEditMode
        /// A grouped load's groups before it loads: none.
        case noGroups
        /// An expression the user wrote that reads what the store's `init` takes (an edit screen's
        /// draft starts from the account it edits), so the `init` assigns it.
        case assignedInInit(String)
    }

    public var name: String
    public var group: Group
    public var wrapper: Wrapper?
    /// The environment key path a member reads by key rather than by type (`colorScheme`).
    public var environmentKey: String?
    public var access: Access
    public var isConstant: Bool
    /// The member's type; nil for a value read from the environment by key path.
    public var type: String?
    /// An optional of `type`: the state that presents a sheet or an alert.
    public var isOptional: Bool
    public var initialValue: InitialValue
    /// For a computed member: the values it combines (the dependencies of a load's task id).
    public var computedFrom: [String]
    /// For the groups of a grouped load: their key's type and the element's; `type` is nil.
    public var groups: GroupsType? = nil
    /// A load's request counter (`LoadModel.requestCounter`): bookkeeping that no view reads.
    public var isRequestCounter = false
    /// A load's reload error (`LoadModel.reloadError`), which its notice shows.
    public var isReloadError = false
    /// For the busy flag (`BusyModel`): the in-flight flags it is true while one is, read where
    /// they live (no receiver).
    public var anyInFlight: [InFlightFlag] = []

    /// The type of a grouped load's groups: each a key and the elements that share it.
    public struct GroupsType: Sendable, Equatable {
        public var key: String
        public var element: String
    }

    public init(
        name: String, group: Group, wrapper: Wrapper? = nil, environmentKey: String? = nil, access: Access = .internal,
        isConstant: Bool = false, type: String?, isOptional: Bool = false, initialValue: InitialValue = .none,
        computedFrom: [String] = []
    ) {
        self.name = name
        self.group = group
        self.wrapper = wrapper
        self.environmentKey = environmentKey
        self.access = access
        self.isConstant = isConstant
        self.type = type
        self.isOptional = isOptional
        self.initialValue = initialValue
        self.computedFrom = computedFrom
    }

    /// Whether the declaration names its type after the name: not when it constructs a new
    /// instance (the type follows `=`), nor for a value read from the environment (the wrapper's
    /// key path or type gives it), nor without a type.
    public var annotatesType: Bool {
        initialValue != .newInstance && wrapper != .environment && (type != nil || groups != nil)
    }

    /// `members` in the documented member order: by group, and within a group as given. The
    /// memberwise initialiser takes its parameters in this order too.
    public static func declarationOrder(_ members: [MemberModel]) -> [MemberModel] {
        members.enumerated().sorted { ($0.element.group, $0.offset) < ($1.element.group, $1.offset) }.map(\.element)
    }
}

public struct ViewTypeModel: Sendable {
    public var typeName: String
    public var members: [MemberModel]
    /// The explicit initialiser, when the memberwise one does not do (an owned store with
    /// dependencies, or inputs declared in another order than the spec lists them); nil otherwise.
    public var initializer: InitializerModel?
}

public struct InitializerModel: Sendable {
    public struct Parameter: Sendable {
        public var label: String
        public var type: String
        /// The parameter passes a binding to the member (its type wraps `type` in `Binding`).
        public var isBinding: Bool = false
        /// A closure the initialiser stores must be passed escaping.
        public var isEscaping: Bool = false
    }

    /// One statement of the body.
    public enum Assignment: Sendable {
        /// Sets the member `name` from the parameter of that name.
        case member(name: String)
        /// Sets a `@Binding` member's storage (`_name`) from the binding passed; `bareName` unescaped.
        case bindingStorage(name: String, bareName: String)
        /// Starts a `@State` member from `value`, an expression of the inputs (`_note =
        /// State(initialValue: initialNote)`); `bareName` unescaped.
        case stateStorage(name: String, bareName: String, value: String)
        /// Creates the owned store from the dependencies passed, in the storage of `wrapper` (the
        /// one the store's member is declared with); `bareName` is the property's name unescaped.
        case ownedStore(
            propertyName: String, bareName: String, typeName: String, arguments: [Argument],
            wrapper: MemberModel.Wrapper)
    }

    /// An argument of a call the initialiser makes: `label: name`. The label is escaped only where
    /// an argument label must be (`inout`, `var`, `let`), which differs from where a name must be.
    public struct Argument: Sendable, Equatable {
        public var label: String
        public var name: String
    }

    public var parameters: [Parameter]
    public var assignments: [Assignment]
    /// Why the view declares it, for its one-line doc comment, where the body does not say.
    public var summary: String?
}

public struct StoreModel: Sendable {
    public var typeName: String
    public var propertyName: String
    public var ownership: ScreenSpec.Store.Ownership
    public var dependencies: [DependencyModel]
    /// The store's `init`, one parameter per dependency (none: the store has no explicit `init`).
    public var initializerParameters: [InitializerModel.Parameter]
    /// The properties views observe: the spec's, then the phases of the loads the store runs.
    public var properties: [MemberModel]
    /// The dependencies the view reads from its environment and passes to the store's loads and
    /// actions that read them (`source: environment`); not in `dependencies`, which the store's
    /// `init` takes.
    public var environmentDependencies: [DependencyModel] = []

    /// The properties the `init` assigns, after the dependencies, in the spec's order: name and
    /// expression.
    public var assignedInInit: [(name: String, value: String)] {
        properties.compactMap { property in
            if case .assignedInInit(let value) = property.initialValue { (property.name, value) } else { nil }
        }
    }
}

public struct DependencyModel: Sendable {
    public var name: String
    public var type: String
    /// A closure the store's initialiser (and an owned store's view initialiser) must take escaping.
    public var isEscaping: Bool
    public var previews: [ScreenSpec.PreviewState: String]
    /// The store keeps it in a `private let`: a load or an action reads it, or the spec says
    /// `stored: true`. One that only property initial values read is a parameter of `init` alone.
    public var isStored = true

    /// The store's dependencies its `init` takes, names escaped, preview values per state.
    static func all(in spec: ScreenSpec) -> [DependencyModel] {
        (spec.store?.dependencies ?? []).filter { !$0.isFromEnvironment }.map { dependency in
            DependencyModel(
                name: SwiftIdentifier.escaped(dependency.name.value), type: dependency.type.value,
                isEscaping: FunctionType.isFunctionType(dependency.type.value),
                previews: PreviewMatrix.values(dependency.preview))
        }
    }
}

public struct LoadModel: Sendable {
    /// Where the load, its phase and its load function live.
    public var home: ScreenFacts.Home
    public var name: String
    public var phaseType: String
    public var functionName: String
    /// The load function's access: private in the view, internal in the store (the view calls it).
    public var functionAccess: MemberModel.Access
    public var valueType: String
    public var call: String
    /// The view's property it reads the phase and awaits the load function through: the store's
    /// when the load lives there, nil when it lives in the view.
    public var receiver: String?
    /// The `.task(id:)` value, when the load depends on state.
    public var taskID: String?
    /// The values a computed `[AnyHashable]` task id combines, when the load depends on several.
    public var taskIDParts: [String]
    /// Pull to refresh re-runs it: the spec asks for it and the container scrolls vertically.
    public var refreshable: Bool
    public var empty: PlaceholderModel?
    public var error: PlaceholderModel
    /// The call returns an `AsyncSequence` the load function follows; nil for one call.
    public var stream: ScreenSpec.Load.Stream? = nil
    /// The phase has a `failed` case and the view an error placeholder (not a `nonThrowing` stream).
    public var canFail: Bool = true
    /// The load goes back to `loading` when it restarts after failing, so that its Retry shows
    /// progress rather than the error it is replacing.
    public var restartsLoading: Bool = false
    /// Redacted rows shown while it loads, in place of a spinner.
    public var loadingRows: LoadingRowsModel? = nil
    /// The load is cursor-paged: what fetches the next page, and the last row that triggers it.
    public var pagination: PaginationModel? = nil
    /// The load reads the search text, which has a debounce: its task waits for typing to pause.
    public var waitsForSearch: Bool = false
    /// The load reads the search text: an empty result while there is a text is the search's own
    /// empty state (no results for the text), not the load's.
    public var readsSearchText: Bool = false
    /// Shown again (a pushed screen popped, a tab switched back), the screen keeps what the load
    /// loaded (for the same `input`) rather than fetching it again: every load but a stream, which
    /// its task follows only while the screen is shown.
    public var keepsValueWhenShownAgain: Bool = false
    /// `postsRequest`, the number of the newest request: only its answer is published, so that of
    /// a `.task`, a refresh and an action's reload that overlap, the newest wins. Nil for a stream.
    public var requestCounter: String? = nil
    /// `postsReloadError`: set when a reload fails while the phase shows an answer for the same
    /// input, which stays; cleared by the next answer. The full-screen failure is for a load with
    /// nothing to show. Nil for a stream.
    public var reloadError: String? = nil
    /// What the load's value depends on (its `dependsOn`), kept in the loaded and empty phases with
    /// the value: nil for a load without `dependsOn`, and for a stream.
    public var input: LoadInputModel? = nil
    /// The groups its sections show, made where the load sets its phase rather than in `body`.
    public var groupings: [GroupingModel] = []
    /// The type of the rows a swipe to delete takes out of the phase (`Order`), which gives the phase
    /// its `remove(_:)` and `restore(_:)`; nil when no swipe deletes its rows.
    public var removableElement: String? = nil
    /// What the view passes the load function from its environment: the store's `source:
    /// environment` dependencies its call (or its next page's) reads. Empty in MV, where the load
    /// reads the view's own member.
    public var environmentArguments: [EnvironmentArgumentModel] = []
}

/// A value the view reads from its environment and passes to the store's load or action that
/// reads it (a `source: environment` dependency): the store keeps none, so no method of it can
/// run before the value is there.
public struct EnvironmentArgumentModel: Sendable, Equatable {
    /// The argument label (`client`).
    public var label: String
    /// The view's member passed, and the parameter's name inside the store's method, escaped.
    public var name: String
    public var type: String
}

/// The inputs a load's value was loaded for, carried in its phase (`.loaded(posts, for: query)`):
/// the screen shown again for the same inputs keeps the value, a next page is appended only to rows
/// of the same inputs, and an empty search names the text it is for.
public struct LoadInputModel: Sendable, Equatable {
    /// Its type: the one name's declared type, else `[AnyHashable]` (as the task id).
    public var type: String
    /// How the load function reads it where the load lives: `query`, or `[topic, query]`.
    public var expression: String
    /// The search text's member name (`query`), when the input is the search text alone: an empty
    /// phase binds it under that name, so that its placeholder names the text the results are for.
    public var searchText: String? = nil
}

/// Rows that look like the content, shown redacted while a load loads. They iterate a constant
/// range, so they keep their identity until the loaded rows replace them.
public struct LoadingRowsModel: Sendable, Equatable {
    /// The view of one row, the spec's expression.
    public var row: String
    public var count: Int

    /// As many rows as IceCubesApp's `Status.placeholders()`.
    public static let defaultCount = 10
}

/// A cursor-paged load's next page: the loaded case holds the rows so far and a next-page state
/// (`nextPageType`: the cursor to fetch after, loading, failed, or the end).
public struct PaginationModel: Sendable {
    /// `PostsNextPage`: the enum of the next page's states.
    public var nextPageType: String
    public var cursorType: String
    /// The user's call that fetches the page after `cursor`.
    public var next: String
    /// The user's expression that reads the next cursor from a fetched `page`.
    public var cursorOf: String
    /// `loadMorePosts`: fetches the next page, once at a time.
    public var functionName: String
    /// The Retry button of the last row when the next page failed; it runs the function again.
    public var retry: ButtonModel
}

/// A loaded collection in groups by a key of its elements, kept in a member of the load's home
/// and made when the load sets its phase, sorted by the key.
public struct GroupingModel: Sendable, Equatable {
    /// The member that holds the groups (`ordersByStatus`), escaped.
    public var property: String
    /// The key's path from the element, each name escaped (`customer`, `city`).
    public var keyPath: [String]
    /// What a group's key is called in the section (the path's last name), escaped.
    public var keyName: String
    public var keyType: String
    public var elementType: String
}

public struct PlaceholderModel: Sendable {
    public var title: String
    public var systemImage: String
    public var description: String?
    /// Shows the error's own description: the error placeholder, where the spec gives none.
    public var describesError: Bool = false
    /// The Retry button of a failed load's placeholder, when the spec asks for one.
    public var retry: ButtonModel? = nil
}

public struct PreviewModel: Sendable {
    public var name: String
    public var state: ScreenSpec.PreviewState
    /// The view's initialiser arguments: `author: Author.sample`.
    public var arguments: [PreviewArgument]
    /// The values installed in the environment around the view, one per dependency.
    public var installs: [PreviewInstall]
    /// How the view reads the objects installed by type, which names the modifier installing them:
    /// `environment` with Observation, `environmentObject` with the legacy mapping.
    public var objectEnvironment: MemberModel.Wrapper
    public var inNavigationStack: Bool
}

/// A value a preview passes or installs, in the form the template writes it (named apart from the
/// spec's `ScreenSpec.PreviewValue`, the per-state values it is chosen from).
public indirect enum PreviewExpression: Sendable, Equatable {
    /// The spec's preview expression, passed through untouched.
    case code(String)
    /// A binding that never changes, holding the spec's expression.
    case constantBinding(String)
    /// A new instance of `type`, made from `arguments` (a store from its dependencies, a router).
    case instance(type: String, arguments: [PreviewArgument])
}

public struct PreviewArgument: Sendable, Equatable {
    public var label: String
    public var value: PreviewExpression
}

/// A value a preview puts in the environment: an object by its type, or a value at a key path.
public struct PreviewInstall: Sendable, Equatable {
    /// nil for an object installed by its type.
    public var keyPath: String?
    public var value: PreviewExpression
}
