// The root of a screen spec: its type, its keys and the small types its objects share. `SpecDecoder.swift` decodes it.

/// A screen spec as the user wrote it: typed and located, but not yet resolved or checked against
/// the rules. Every entry keeps the location of its mapping so later stages can point at it.
public struct ScreenSpec: Sendable {
    public var file: String
    public var screen: Located<String>
    /// The view's type when `<screen>View` does not fit (a file that holds `AddAccountView` for a
    /// screen named `AddAccounts`, a team's `…Screen` convention); nil for `<screen>View`.
    public var typeName: Located<String>? = nil
    public var summary: String?
    public var title: Located<InterpolatedText>?
    /// How the navigation bar shows the title; nil leaves it to the navigation stack.
    public var titleDisplayMode: Located<TitleDisplayMode>? = nil
    /// A line under the title (`.navigationSubtitle`, iOS 26), in the screen's names.
    public var subtitle: Located<InterpolatedText>? = nil
    public var platform: Platform
    public var architecture: Architecture
    public var navigation: Located<NavigationRole>?
    /// For a participant: the screen that owns the navigation stack it pushes onto.
    public var flow: Located<String>?
    public var environment: [EnvironmentDependency]
    /// Custom values this screen adds to `EnvironmentValues`.
    public var environmentValues: [EnvironmentValue] = []
    public var inputs: [Input]
    public var state: [StateProperty]
    /// Properties of the view the spec writes in Swift (`members`).
    public var members: [Member] = []
    @Indirect public var store: Store?
    public var loads: [Load]
    public var content: Content?
    /// The screen's search field, if it has one.
    @Indirect public var search: Search? = nil
    public var routes: [Route]
    public var sheets: [Sheet]
    /// Alerts, shown by one `.alert(_:isPresented:presenting:)`.
    public var alerts: [Alert] = []
    /// Confirmation dialogs, shown by one `.confirmationDialog(_:isPresented:presenting:)`.
    public var confirmationDialogs: [Alert] = []
    /// Buttons in the navigation bar or bottom bar: what presents the sheets, alerts and dialogs.
    public var toolbar: [ToolbarItem] = []
    /// Calls that change data, which buttons run by name (see `Action.swift`).
    public var actions: [Action] = []
    /// Actions that exclude each other and that the screen waits for (see `Busy.swift`).
    @Indirect public var busy: Busy?
    /// What the screen does when a value changes, one `.onChange(of:)` each (see `OnChange.swift`).
    public var onChange: [OnChange] = []
    /// How the screen shows when presented: its own stack, whether a swipe may dismiss it.
    @Indirect public var presentation: Presentation?
    /// nil when the spec gives no `previews:` key: the default matrix (one per load state) applies.
    public var previews: [Preview]?
    /// Every `suppress` entry of the file, screen-wide and per entry.
    public var suppressions: [Suppression] = []
    /// Modules the screen's files import besides their own (`imports`).
    public var imports: [Import] = []
    /// The types of other modules of the workspace this spec names, each with its module
    /// (`ModuleLinks`, for a module of a `modules:` configuration): not a key, resolved across the
    /// modules after loading.
    public var linkedTypes: [String: String] = [:]
    /// The access level of what another module needs; nil takes the configuration's.
    public var access: Located<AccessLevel>? = nil
    public var location: SourceLocation
    /// Entries left out because of an error of their own; see `Refused`.
    public var refused = Refused()
    /// Of `namesDeclaredWhenRead`, those the spec's Swift reads, each with the value that reads it
    /// first: where a screen that declares no such name reads one, that is the place to point at.
    public var readGeneratedNames: [String: SourceLocation] = [:]

    /// Names the generator declares in the view only when the spec's Swift reads them: a
    /// participant's `router`, read from the environment, where a value nobody installed stops
    /// the app (in a sheet, in a preview without it). A screen with `navigation: destinations` has
    /// no router to read.
    public static let namesDeclaredWhenRead: Set<String> = ["router"]
}

extension ScreenSpec {
    /// The names of entries the decoder refused for another reason (a missing key, a bad
    /// expression), by what they would have declared: a reference to one of them is not reported
    /// again as naming nothing, since the entry's own error is the one to fix.
    public struct Refused: Sendable {
        public var loads: Set<String> = []
        /// State, input and store-property names: what `dependsOn` reads.
        public var readable: Set<String> = []
        /// Environment, input and store-dependency names: what a preview's `with` overrides.
        public var overridable: Set<String> = []
    }

    /// A screen's part in a navigation stack.
    public enum NavigationRole: String, Sendable, CaseIterable {
        /// Holds the `NavigationStack`, its router and the destinations of its own routes.
        case owner
        /// Inside its flow's stack, pushing the flow's routes.
        case participant
        /// Inside a stack it does not own (a tab's, a split view's detail, another screen's),
        /// registering the destinations of its own routes there, as Food Truck's orders view does.
        case destinations

        /// Whether the screen declares a route enum of its own and registers its destinations with
        /// `navigationDestination(for:)`: an owner, and a screen with `destinations`.
        public var declaresRoutes: Bool { self != .participant }
    }

    /// `.navigationBarTitleDisplayMode(_:)`: a large title, an inline one, or the stack's choice.
    public enum TitleDisplayMode: String, Sendable, CaseIterable { case inline, large, automatic }
}

extension SpecSchema {
    static let screen = ObjectSchema(
        name: "screen",
        summary: "The root of a spec file: one screen.",
        keys: [
            KeySchema(
                "screen", .typeName, required: true,
                "The screen's name. The view is `<screen>View`, the store `<screen>Store` (or "
                    + "`<screen>ViewModel`), the route enum `<screen>Route`. Each file is named after its type, so "
                    + "the longest file name, and the temporary name it is written through, must fit the file "
                    + "system's limit of 255 bytes: about 200 bytes of name (`validate` says when one is too long).",
                example: "Feed"),
            KeySchema(
                "typeName", .typeName, default: "`<screen>View`",
                "The view's type, and the name of its file and of its companion's (`<typeName>+Subviews.swift`), "
                    + "when `<screen>View` does not fit: a module whose file `AddAccountsView.swift` holds "
                    + "`AddAccountView`, a team that names its screens `…Screen`. Only the view is renamed: the "
                    + "store, the route, sheet and alert enums and the folder keep the screen's name "
                    + "(`<screen>Store`, `<screen>Route`), as they name what the screen is, not how it is shown. "
                    + "A name another generated type of the run has is an error.",
                example: "AddAccountView"),
            KeySchema(
                "summary", .text,
                "One sentence on what the screen is for; it becomes the view's doc comment, so it may not contain "
                    + "`screengen:user-begin`, `screengen:user-end` or `Generated by screengen from`.",
                example: "Timeline of posts with pull to refresh."),
            KeySchema(
                "title", .interpolatedText,
                "The navigation title, set with `.navigationTitle`, localized; `\\(…)` inserts a Swift expression "
                    + "(`Orders \\(store.filter.title)`), and one interpolation alone is shown verbatim. A load's name "
                    + "in an interpolation stands for its loaded value (`\\(book.title)`): the title is then a "
                    + "computed `loadedTitle`, empty until every load it reads has loaded (as an empty bar reads "
                    + "better than a stale or placeholder name while the screen shows its progress).",
                example: "\\(book.title)"),
            KeySchema(
                "titleDisplayMode", .oneOf(ScreenSpec.TitleDisplayMode.allCases.map(\.rawValue)),
                "How the navigation bar shows the title: `.navigationBarTitleDisplayMode(_:)`. `inline` for a "
                    + "pushed detail or a presented form, `large` for a root screen; without the key the stack "
                    + "decides (a pushed screen inherits the previous one's mode).", example: "inline"),
            KeySchema(
                "subtitle", .interpolatedText,
                "A line under the title, set with `.navigationSubtitle` (iOS 26: an older target is "
                    + "`api-newer-than-target`), localized; `\\(…)` inserts a Swift expression in the screen's "
                    + "names (`\\(store.readingCount) readings`), and one interpolation alone is shown verbatim.",
                example: "Streaming"),
            KeySchema(
                "platform", .object("platform"), default: "`{ iOS: \"17.0\" }`",
                "The deployment target the code is generated for.", example: "{ iOS: \"17.0\" }"),
            KeySchema(
                "architecture", .objectOrScalar("architecture"), default: "`mv`",
                "Model–view (the default) or a view model. `viewModel` wants a `reason`.", example: "mv"),
            KeySchema(
                "navigation", .oneOf(ScreenSpec.NavigationRole.allCases.map(\.rawValue)),
                "`owner`: this screen holds the `NavigationStack`, its router and the destinations of its "
                    + "`routes`; `participant`: a screen inside another's stack that pushes that flow's routes "
                    + "through its router; `destinations`: a screen shown inside a stack it does not own (a tab's, "
                    + "a split view's detail, another screen's) that declares `routes` of its own and registers "
                    + "their destinations there with `.navigationDestination(for:)` on its content, as Food Truck's "
                    + "orders view does: its own `<screen>Route` enum, but no `NavigationStack` and no router, so "
                    + "its routes take no `path` (`deep-link-without-owner`) and its Swift may not call `router` "
                    + "unless the spec declares one (`unknown-name`). `routes` without this key make the screen an "
                    + "owner.",
                example: "owner"),
            KeySchema(
                "flow", .typeName,
                "For a participant: the owner screen whose routes it pushes, or the app whose tabs' stacks it "
                    + "joins. Its rows push with `NavigationLink(value:)`; it reads the flow's router "
                    + "(`@Environment(FeedRouter.self) private var router`) only when its Swift calls `router`, since "
                    + "reading one that nothing installed (in a sheet, in a preview) stops the app: hand-written "
                    + "code that needs it declares it in the properties region. In a run over the whole project, a flow that names no "
                    + "such owner (itself, no spec, a screen without `navigation: owner`, another participant) is "
                    + "an error (`unknown-flow`): nothing would generate the router it reads.",
                example: "Feed"),
            KeySchema(
                "environment", .list(.object("environment")), default: "`[]`",
                "Values read from the SwiftUI environment.", example: "[{ name: client, type: FeedClient }]"),
            KeySchema(
                "environmentValues", .list(.object("environmentValue")), default: "`[]`",
                "Custom environment values and actions this screen declares, in `<screen>EnvironmentValues.swift`: "
                    + "`@Entry` at every target (a manual `EnvironmentKey` with `environmentKeys: manual` in screengen.yml). "
                    + "Screens read them with `key:`.",
                example: "[{ name: feedTheme, type: FeedTheme, default: .standard }]"),
            KeySchema(
                "inputs", .list(.object("input")), default: "`[]`",
                "What the parent passes in, in the order the view's initializer takes it (an explicit `init` "
                    + "where the member order, `let` before `@Binding`, would differ or an input has a `default`; a "
                    + "closure is `@escaping`).",
                example: "[{ name: author, type: Author }]"),
            KeySchema(
                "state", .list(.object("state")), default: "`[]`",
                "Values the view owns: `@State private var`.",
                example: "[{ name: searchText, type: String, initial: '\"\"' }]"),
            memberKey,
            KeySchema(
                "store", .object("store"),
                "An `@Observable` store for this screen; loads then run in the store.",
                example: "{ ownership: owned }"),
            KeySchema(
                "loads", .list(.object("load")), default: "`[]`",
                "Asynchronous loads: each gets a phase enum, a load function and a `.task`.",
                example: "[{ name: posts, type: \"[Post]\", call: client.posts() }]"),
            KeySchema(
                "content", .object("content"), "How the loaded values are shown.",
                example: "{ sections: [{ load: posts, element: post, row: \"PostRow(post: post)\" }] }"),
            KeySchema(
                "search", .object("search"),
                "A search field over the content (`.searchable`); the loads that depend on its text run again as "
                    + "it changes, after an optional debounce.",
                example: "{ text: query, prompt: Search, debounce: 250ms }"),
            KeySchema(
                "routes", .list(.object("route")), default: "`[]`",
                "Navigation destinations: one case each of the `Hashable` route enum `<screen>Route`, shown by "
                    + "one `navigationDestination(for:)`, of an owner or of a screen with `navigation: destinations` "
                    + "(which needs them: `destinations-without-routes`).",
                example: "[{ case: detail, value: Post.ID, destination: \"PostDetailView(id: value)\" }]"),
            KeySchema(
                "sheets", .list(.object("sheet")), default: "`[]`",
                "Presented screens: one case each of the `Identifiable` enum `<screen>Sheet` (or "
                    + "`<screen>FullScreenCover`), shown by `.sheet(item:)` (or `.fullScreenCover(item:)`).",
                example: "[{ case: compose, destination: ComposeView() }]"),
            KeySchema(
                "alerts", .list(.object("alert")), default: "`[]`",
                "Alerts: one case each of the enum `<screen>Alert`, shown by one "
                    + "`.alert(_:isPresented:presenting:)`.",
                example: "[{ case: deleteFailed, item: String, title: Could Not Delete \\(item) }]"),
            KeySchema(
                "confirmationDialogs", .list(.object("confirmationDialog")), default: "`[]`",
                "Confirmation dialogs: one case each of the enum `<screen>ConfirmationDialog`, shown by one "
                    + "`.confirmationDialog(_:isPresented:presenting:)`.",
                example:
                    "[{ case: delete, item: Post, title: Delete Post?, actions: [{ label: Delete, role: destructive, "
                    + "action: store.delete(item) }] }]"),
            KeySchema(
                "toolbar", .list(.object("toolbarItem")), default: "`[]`",
                "Toolbar buttons, one `ToolbarItem` each in one `.toolbar`: the usual way to present the "
                    + "sheets, alerts and dialogs.",
                example: "[{ label: Add Book, systemImage: plus, placement: primaryAction, action: sheet = .addBook }]"),
            KeySchema(
                "actions", .list(.object("action")), default: "`[]`",
                "Calls that change data, which buttons run by name (`action: save`): each keeps an in-flight flag "
                    + "and sends its failure to an alert.",
                example: "[{ name: save, call: client.save(draft), failure: saveFailed, onSuccess: [dismiss()] }]"),
            KeySchema.screenBusy,
            KeySchema.screenOnChange,
            KeySchema(
                "presentation", .object("presentation"),
                "For a screen that is presented (a sheet) rather than pushed: its own stack, and whether a swipe "
                    + "may dismiss it.",
                example: "{ stack: true, dismissDisabled: hasChanges }"),
            KeySchema(
                "previews", .list(.object("preview")), default: "one per load state",
                "The `#Preview` blocks. Without the key: Loaded, Loading, Empty (when a load has an "
                    + "`empty`) and Error. Each is inside a `NavigationStack` when the screen has a title, toolbar "
                    + "items or a place in another's stack (a participant, or a screen with `navigation: "
                    + "destinations`, whose pushes work only inside one), and it has no stack of its own "
                    + "(`presentation: { stack: true }`, or a navigation owner).",
                example: "[{ name: Loaded, state: loaded }]"),
            KeySchema.imports,
            KeySchema.access,
            KeySchema.suppress,
        ])
}
