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
    /// The load runs again and again while the screen is shown (`every`): its task awaits this
    /// function rather than the load function. Nil for a load that runs once per task.
    public var poll: PollModel? = nil
    /// Nothing shows the load's failure (`failure: ignore`): it has no phase, its value is an
    /// optional member (`valueType`, nil until it loads and after a failure), no reload error.
    public var ignoresFailure: Bool = false
    /// What the load's first answer copies into the properties a form edits (`seeds`), and the flag
    /// that says it has; nil for a load that only fills its phase.
    public var seeding: SeedingModel? = nil
}

/// A load that seeds a form: its first answer (for each input, with `dependsOn`) copies `seeds`,
/// then sets `flag`, which disables the fields that bind a seeded property until then. A reload
/// leaves the properties alone: they hold what the user typed.
public struct SeedingModel: Sendable, Equatable {
    /// `isAccountSeeded`, a member beside the phase that only the load function sets.
    public var flag: String
    public var seeds: [SeedModel]
    /// The properties seeded, without backticks, as the spec names them: the fields that bind one wait.
    public var properties: [String]
}

/// One copy: `self.property = value`, in the load function, where the load's name is its value.
public struct SeedModel: Sendable, Equatable {
    /// Escaped.
    public var property: String
    public var value: String
}

/// A load that runs again while the screen is shown: `functionName` loops the load function and a
/// sleep of `milliseconds` (the parameter's default) until its task is cancelled.
public struct PollModel: Sendable, Equatable {
    /// `pollStatus`.
    public var functionName: String
    public var milliseconds: Int
    /// The load shows progress when it restarts after a failure (Retry): each run after the first
    /// passes `keepingFailure: true`, so that a server that stays down keeps its failure (and Retry)
    /// on screen rather than a spinner flickering over it at each run.
    public var keepsFailure: Bool = false
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
    /// What a page is when it is an envelope around its rows (the cursor beside them); nil when a
    /// page is the rows themselves.
    public var envelope: PageEnvelopeModel? = nil
    /// The name the fetched page's rows are in: `page` itself, or the local an envelope's rows are
    /// read into.
    public var pageRows: String { envelope == nil ? "page" : PagingNames.rows }
}

/// A page that wraps its rows: the type `call` and `next` return, and the user's expression that
/// reads the rows from `page`.
public struct PageEnvelopeModel: Sendable {
    public var type: String
    public var rows: String
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
