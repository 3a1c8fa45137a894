/// What a screen's generated tests check, decided from the spec: which preview state's dependencies
/// bring each load of the store to which phase, and which routes come back from their deep links.
/// Only what the spec makes true is here: a state the spec does not declare, an empty phase a load
/// does not have, a route value with no sample, are left out.
public struct TestsModel: Sendable {
    public var store: StoreTestsModel?
    public var routes: RouteTestsModel?
}

/// The suite of a store's loads.
public struct StoreTestsModel: Sendable {
    /// `TimelineStoreTests`.
    public var suiteName: String
    public var storeType: String
    public var loads: [LoadTestsModel]
    /// The store's actions that take no arguments (a test has no values to pass).
    public var actions: [ActionTestsModel] = []
    /// The actions left out: they take arguments, and no test of the rows runs them.
    public var untestedActions: [String] = []
    /// The actions that take a load's rows, tested with the `gated` state's dependencies.
    public var rowActions: [RowActionTestsModel] = []
    /// Tests that hold calls could check the store's loads or row actions, and no dependency keys
    /// `gated`: the suite says in a comment what to add.
    public var lacksGate = false
    /// Why the tests that hold calls are left out though a dependency has a `gated` value, in comment
    /// lines of the file; empty when they are made.
    public var gatedLeftOut: [String] = []
    /// Why the suite has no test at all, in comment lines of the file: never an empty suite
    /// without a word. Empty when it has tests.
    public var leftOut: [String] = []
    /// The collections the store shapes, the loads that seed a form, the polls, and the arrays the
    /// store edits in place.
    public var shapings: [ShapingTestsModel] = []
    public var seedings: [SeedingTestsModel] = []
    public var polls: [PollTestsModel] = []
    public var rowEdits: [RowEditsTestsModel] = []
    /// Comment lines of what the suite leaves out of them, and why.
    public var stateLeftOut: [String] = []
}

/// A change a test makes to a store property as a user would, with no value of its own to know:
/// it toggles a `Bool` and appends to a `String`.
public struct PropertyChange: Sendable, Equatable {
    /// Escaped.
    public var property: String
    public var toggles: Bool

    /// The change of a property of `type`; nil for a type a test has no other value of.
    static func of(_ property: String, type: String) -> PropertyChange? {
        switch SwiftTypeName.normalized(type) {
        case "Bool": PropertyChange(property: property, toggles: true)
        case "String": PropertyChange(property: property, toggles: false)
        default: nil
        }
    }
}

/// The tests of a collection the store shapes (`ShapingModel`), with the store of the `loaded`
/// previews' dependencies: the rows shown follow the collection, the search text, and each input
/// a test can change by itself.
public struct ShapingTestsModel: Sendable {
    /// The rows shown, the collection and, for a grouped section, the groups, escaped.
    public var shown: String
    public var source: String
    public var groups: String?
    /// What tells the rows apart, a member path of an element (`id`, `creator.id`).
    public var identity: String
    /// The search text's store property, escaped; nil without `matching`.
    public var searchText: String?
    /// A row's first searched text (`item.name`), with `element` the row's name: a test searches
    /// for it and finds the row. Nil when the filter reads the search text (a text may hide the
    /// row), or the element is named like a local of the test.
    public var searchedText: String?
    public var element: String
    /// The filter's and sort's inputs a test changes, and those it cannot.
    public var changes: [PropertyChange]
    public var unchanged: [String]
    public var setup: StoreSetup
}

/// The tests of a load that seeds a form (`SeedingModel`): its first answer seeds the properties
/// and sets the flag the fields wait for, a reload keeps what the user typed since, and a failure
/// leaves the fields waiting.
public struct SeedingTestsModel: Sendable {
    /// The load's phase property and function, escaped, and its name bare, for test names.
    public var name: String
    public var bareName: String
    public var functionName: String
    public var flag: String
    /// The loaded case holds the inputs too (`dependsOn`).
    public var isKeyed: Bool
    /// The seeds a test compares with the loaded value: of an `Equatable` standard type, reading
    /// only the value (the load's name, which the test binds). Empty for a load whose failure is
    /// ignored (no phase to bind it from).
    public var compared: [SeedModel]
    /// The seeded properties a test changes as the user would, before a reload.
    public var typed: [PropertyChange]
    public var loaded: StoreSetup
    /// The store of the `error` previews, whose load fails; nil when the spec declares none, or the
    /// load ignores its failures.
    public var failing: StoreSetup?
}

/// The test of a load's poll (`PollModel`): it loads at once, and ends when its task is cancelled.
public struct PollTestsModel: Sendable {
    public var functionName: String
    /// The load's member (its phase, or the optional value of a load that ignores its failures).
    public var name: String
    public var bareName: String
    public var ignoresFailure: Bool
    public var setup: StoreSetup
}

/// The tests of an array the store edits in place (`StoreRowEditsModel`), with the store of the
/// `loaded` previews' dependencies.
public struct RowEditsTestsModel: Sendable {
    public var source: String
    /// What tells the rows apart, a member path of an element.
    public var identity: String
    /// The delete and move methods, nil when the section has none or the array starts empty (no
    /// row to delete or move).
    public var deleteFunction: String?
    public var moveFunction: String?
    public var add: StoreAddModel?
    public var setup: StoreSetup
}

/// The tests of one action of the store: it succeeds with the `loaded` state's dependencies and
/// fails with the `error` state's, each when the spec declares the state. The view, not the store,
/// puts a failure into the alert case and runs the success's steps, so the tests stop at the store.
public struct ActionTestsModel: Sendable {
    /// The store's method (escaped), and bare, for test names.
    public var name: String
    public var bareName: String
    /// The in-flight flag, false again once the call ends.
    public var inFlight: String
    /// The alert case the view puts a failure into.
    public var failureCase: String
    public var succeeds: StoreSetup?
    public var fails: StoreSetup?
}

/// How a test makes the store, its initialiser's arguments, and what it passes the load or action
/// it calls, as the view would from its environment.
public struct StoreSetup: Sendable, Equatable {
    /// The store made from a preview state's dependencies (`.instance` of the store's type).
    public var construction: PreviewExpression
    /// The preview values of the store's `source: environment` dependencies: first all of them,
    /// then (`passing(_:)`) those of the call the test makes.
    public var environment: [PreviewArgument]

    /// The same store, passing a call the values of `arguments`.
    func passing(_ arguments: [EnvironmentArgumentModel]) -> StoreSetup {
        var setup = self
        setup.environment = environment.filter { value in arguments.contains { $0.label == value.label } }
        return setup
    }
}

/// The tests of one load.
public struct LoadTestsModel: Sendable {
    /// The load's name as the store's phase property (escaped), and bare, for test names.
    public var name: String
    public var bareName: String
    public var functionName: String
    /// The loaded case holds the pages so far and the next page's state.
    public var isPaged: Bool
    /// The loaded and empty cases also hold what the value was loaded for (`dependsOn`).
    public var isKeyed: Bool = false
    /// A paged load's `loadMore<Name>()`.
    public var loadMoreFunction: String?
    /// One per preview state the spec declares whose phase the load has.
    public var expectations: [PhaseExpectation]
    /// The store of the `loaded` state, whose load's task is cancelled before it starts: the phase
    /// stays `loading` (nothing published), and once loaded, a cancelled reload leaves it `loaded`
    /// (nothing reset). Nil when a dependency has no `loaded` value.
    public var cancelled: StoreSetup?
    /// A paged load's store of the `nextPage` state, whose next page appends to the first, and of
    /// the `nextPageError` state, whose failed next page keeps the rows. Nil when the load is not
    /// paged or no dependency keys the state: a `loaded` value promises no page after the first.
    public var nextPage: StoreSetup?
    public var nextPageFailure: StoreSetup?
    /// The store of the `gated` state, whose calls wait until the test answers them: an older request
    /// answering last is not shown, and a reload that fails keeps the value. Nil when no dependency
    /// the load's call reads keys `gated`, or the load cannot fail.
    public var gated: GatedSetup?
    /// `postsReloadError`, set by a reload that failed and kept the value.
    public var reloadError: String = ""
    /// A paged load keyed by a `String` store property (a search text): the store property, which
    /// the test changes after the first page of the `nextPage` state has loaded, so that the next
    /// page, being another text's, is not appended. Nil for any other load, or without `nextPage`.
    public var changedInput: String? = nil
}

/// How a test makes the store of the `gated` state: the `gated` values read `gate`, the closure of a
/// `GatedCalls` the test holds. The environment values the test's calls read are made once, before
/// the store, and each call passes the same one: a load keyed by an object's identity would take
/// another instance for another client.
public struct GatedSetup: Sendable, Equatable {
    public var store: PreviewExpression
    /// The environment values, each a local named after its argument label (escaped).
    public var environment: [PreviewArgument]
    /// What the load passes of them (labels), and the action of a row test.
    public var loadArguments: [String]
    public var actionArguments: [String] = []
}

/// The tests of an action that takes a load's rows (`RowElements.Parameter`), with the `gated`
/// state's dependencies: it runs for two rows at once and once per row; and when a swipe to delete
/// runs it, a failure puts the rows it took out back.
public struct RowActionTestsModel: Sendable {
    /// The store's method (escaped), and bare, for test names.
    public var name: String
    public var bareName: String
    /// Its set of the rows in flight, empty again once the calls end.
    public var inFlight: String
    /// It takes an array of rows (`[Order]`) rather than one.
    public var takesMany: Bool
    /// The load whose rows the test passes it: its phase (escaped) and load function, and the shape
    /// of its loaded case.
    public var phase: String
    public var loadFunction: String
    public var isPaged: Bool
    public var isKeyed: Bool
    /// A test of two rows at once; false for one of the `busy` actions, which runs once at a time.
    public var runsPerRow: Bool
    /// A test of a failure that puts the rows back: a swipe to delete runs it.
    public var restoresRows: Bool
    public var setup: GatedSetup
}

/// A preview state's dependencies, and the phase the load reaches with them.
public struct PhaseExpectation: Sendable {
    public enum Phase: String, Sendable {
        /// `.loaded`, and for a load with an empty phase a value that is not empty.
        case loaded
        case empty
        case failed
    }

    public var state: ScreenSpec.PreviewState
    public var phase: Phase
    /// The loaded value must not be empty: the load has an `empty` phase for that.
    public var expectsValue: Bool
    public var setup: StoreSetup
}

/// The suite of a route enum's deep links.
public struct RouteTestsModel: Sendable {
    /// `ShelfRouteTests`.
    public var suiteName: String
    public var routeType: String
    /// The routes with a path that a test can make: each case and its sample value (nil for a case
    /// without a value).
    public var routes: [RouteSample]
    /// Routes with a path left out: their value's type has no built-in sample and the spec gives none.
    public var unsampled: [String]
    /// Path segments that no route's pattern matches: one more than the longest pattern has.
    public var unmatchedSegments: [String]
    /// Of `routes`, those whose URL without its last segment can match no route's pattern.
    public var shortened: [RouteSample] = []
    /// Paths of a route with a number or `Bool` value whose value segment is a word (`/books/abc`),
    /// where no route's pattern can match that word.
    public var mistypedPaths: [String] = []
}

public struct RouteSample: Sendable, Equatable {
    public var caseName: String
    public var sample: String?
}

/// An app's navigation suite (`SocialNavigationTests`): what taps and deep links do to its
/// `<App>Navigation`, without a view.
public struct AppNavigationTestsModel: Sendable {
    public var suiteName: String
    public var navigationType: String
    public var tabType: String
    public var routeType: String
    public var initialTab: String
    /// The tabs with a stack, each popped by a re-tap after `pushedRoute` is pushed on it; no re-tap
    /// test without a route a test can make.
    public var stackedTabs: [String]
    public var pushedRoute: RouteSample?
    /// Each tab that presents a sheet, and the sheet.
    public var sheetTabs: [SheetTab]
    /// Each route with a path and a sample, and the tab a deep link to it opens from the first tab.
    public var deepLinks: [DeepLink]
    /// Whether `router(for:)` returns an optional (some tab has no router).
    public var routerIsOptional: Bool

    public struct SheetTab: Sendable, Equatable {
        public var tab: String
        public var sheet: String
    }

    public struct DeepLink: Sendable, Equatable {
        public var route: RouteSample
        /// The tab selected before the link is opened: another than `tab` when the route has one,
        /// so the test sees the switch.
        public var startTab: String
        public var tab: String
    }
}
