/// An action of the screen: a call that changes data, where the loads live, with an in-flight flag
/// and a failure route. In a store it is two methods: the store's, which runs the call once at a
/// time, and the view's, which shows the failure and runs the success; in MV the view's does both.
public struct ActionModel: Sendable {
    public struct Parameter: Sendable, Equatable {
        public var name: String
        public var type: String
    }

    /// A load a success re-runs: its load function, on the store or in the view.
    public struct Reload: Sendable, Equatable {
        public var receiver: String?
        public var functionName: String
        /// What the view passes it from its environment.
        public var environmentArguments: [EnvironmentArgumentModel] = []
    }

    public var home: ScreenFacts.Home
    public var name: String
    public var parameters: [Parameter]
    /// The user's `async throws` call, without `try await`.
    public var call: String
    /// The in-flight flag: a store property with a store, else the view's state.
    public var inFlight: InFlightFlag
    /// The alert enum's state and the case a failure sets, with the error as its item.
    public var alertState: String
    public var failureCase: String
    public var reloads: [Reload]
    /// The user's statements, run in the view after a success.
    public var onSuccess: [String]
    /// The spec's `onSuccess` statements that change only the store (`store.draft.hasAvatar = false`),
    /// run by the store's method right after the call (`self.draft.hasAvatar = false`), where a test
    /// of the store sees them; empty in MV.
    public var storeOnSuccess: [String] = []
    /// What the action takes of the rows (one element or some), whose ids its in-flight set tracks,
    /// so that it runs for two rows at once but twice for none; nil for an action with one flag.
    public var rowParameter: RowParameter? = nil
    /// The rows a swipe to delete running it takes out of the shown phase at once, and puts back if
    /// the call fails; nil for any other action.
    public var removesRows: RowRemoval? = nil
    /// The busy flag, escaped, when the action is one of `busy`'s: it starts only while the flag is
    /// false, so no other of them runs.
    public var busyFlag: String? = nil
    /// What the view passes the store's method from its environment: the `source: environment`
    /// dependencies its call reads, after the parameters. Empty in MV.
    public var environmentArguments: [EnvironmentArgumentModel] = []

    public struct RowParameter: Sendable, Equatable {
        /// The parameter, escaped.
        public var name: String
        /// `Order`, whose `ID` the in-flight set holds.
        public var elementType: String
        /// An array of elements (`[Order]`), whose ids are tracked together.
        public var takesMany: Bool
    }

    public struct RowRemoval: Sendable, Equatable {
        /// The phase the rows are taken from (`orders`), escaped.
        public var phase: String
        /// Its load's request counter: a load started since replaced the rows, which then stay.
        public var requestCounter: String
        /// The groups made of the rows, made again after each change.
        public var groupings: [GroupingModel]
    }
}

/// Actions that exclude each other and that the screen waits for (`busy`): one flag, true while
/// one of them runs, which their methods check before they start, and which disables the content
/// and the toolbar and keeps a swipe from dismissing the screen.
public struct BusyModel: Sendable, Equatable {
    /// The flag as the view reads it: `store.isBusy`, or `isBusy` in MV.
    public var flag: InFlightFlag
    /// Its declaration, a computed member where the actions live (the store, or the view in MV).
    public var member: MemberModel
}

/// An action's in-flight flag as the view reads it: `store.isSaving`, or `isSaving` in MV.
public struct InFlightFlag: Sendable, Equatable {
    /// The store's property when the flag lives in the store.
    public var receiver: String?
    public var name: String
    /// A set of the ids of the rows it runs for (`Set<Order.ID>`), in flight while not empty.
    public var tracksElements: Bool = false
}

/// One step of a button that runs actions (`ButtonStep` resolved).
public enum ButtonStepModel: Sendable, Equatable {
    case statement(String)
    /// Awaits the view's method of an action with the user's `arguments`; with `stopsOnFailure`
    /// the steps after it run only when it ran and succeeded.
    case action(name: String, arguments: String, stopsOnFailure: Bool)
}

/// A condition the user wrote (`disabled:`, `hidden:`), with what the templates need to combine
/// or negate it without reading it: whether it is one term, and the term it negates.
public struct ConditionModel: Sendable, Equatable {
    public var code: String
    /// One term, which `||` or `!` can take without parentheses (`isSaving`, `!draft.isValid`).
    public var isSingleTerm: Bool
    /// For `!term` where `term` is one term: `term`, which is its negation.
    public var negatedTerm: String?
    /// `||` can take it without parentheses (`a == b`, `a && b`; not `a ? b : c`).
    public var bindsTighterThanOr: Bool

    public init(_ code: String) {
        self.code = code
        isSingleTerm = SwiftSnippet.isSingleTerm(code)
        bindsTighterThanOr = SwiftSnippet.bindsTighterThanOr(code)
        negatedTerm = SwiftSnippet.negatedTerm(of: code)
    }

    /// The condition's negation as Swift writes it: `term` for `!term`, `!term`, or `!(a || b)`.
    public var negation: String {
        SwiftSnippet.statementCondition(negatedTerm ?? (isSingleTerm ? "!\(code)" : "!(\(code))"))
    }
}
