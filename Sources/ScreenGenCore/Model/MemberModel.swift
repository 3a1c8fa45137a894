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
        case focusState = "FocusState"
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
        /// A scroll position at the top edge, made from the member's type (which it gives).
        case topEdge
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
    /// A member the spec declares in Swift (`members`): its declaration, written as given.
    public var declaration: String? = nil
    /// A member declared by hand whose wrapper projects a `Binding` (`@AppStorage`), so a control
    /// binds it as `$name` as it would a `@State`.
    public var projectsBinding = false
    /// For a store property a shaped section reads: the methods its `didSet` calls to shape the
    /// rows again, escaped.
    public var reshapes: [String] = []

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

    /// A member the spec declares in Swift, in the member-order group its declaration says: read
    /// from the environment, a `let`, computed, or stored.
    init(declaredByHand member: ScreenSpec.Member) {
        let group: Group =
            member.readsEnvironment ? .environment : member.isComputed ? .computed : member.isConstant ? .constant : .stored
        self.init(name: SwiftIdentifier.escaped(member.name.value), group: group, type: member.type)
        declaration = member.declaration.value
        projectsBinding = member.projectsBinding
    }

    /// Whether the declaration names its type after the name: not when it constructs a new
    /// instance (the type follows `=`), nor for a value read from the environment (the wrapper's
    /// key path or type gives it), nor without a type.
    public var annotatesType: Bool {
        initialValue != .newInstance && initialValue != .topEdge && wrapper != .environment && (type != nil || groups != nil)
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
        /// The spec's `default`: written after the type, so callers may leave the argument out.
        public var defaultValue: String? = nil
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
