/// A screen spec as the user wrote it: typed and located, but not yet resolved or checked against
/// the rules. Every entry keeps the location of its mapping so later stages can point at it.
public struct ScreenSpec: Sendable {
    public var file: String
    public var screen: Located<String>
    public var summary: String?
    public var title: Located<InterpolatedText>?
    /// How the navigation bar shows the title; nil leaves it to the navigation stack.
    public var titleDisplayMode: Located<TitleDisplayMode>? = nil
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
    /// Calls that change data, which buttons run by name (see `ScreenSpec+Actions.swift`).
    public var actions: [Action] = []
    /// Actions that exclude each other and that the screen waits for (see `Busy.swift`).
    @Indirect public var busy: Busy?
    /// How the screen shows when presented: its own stack, whether a swipe may dismiss it.
    @Indirect public var presentation: Presentation?
    /// nil when the spec gives no `previews:` key: the default matrix (one per load state) applies.
    public var previews: [Preview]?
    /// Every `suppress` entry of the file, screen-wide and per entry.
    public var suppressions: [Suppression] = []
    public var location: SourceLocation
    /// Entries left out because of an error of their own; see `Refused`.
    public var refused = Refused()
    /// Of `namesDeclaredWhenRead`, those the spec's Swift reads.
    public var readGeneratedNames: Set<String> = []

    /// Names the generator declares in the view only when the spec's Swift reads them: a
    /// participant's `router`, read from the environment, where a value nobody installed stops
    /// the app (in a sheet, in a preview without it).
    public static let namesDeclaredWhenRead: Set<String> = ["router"]
}

/// A rule silenced with a reason: for the whole screen (`scope` nil) or for the entry whose
/// mapping starts at `scope`.
public struct Suppression: Sendable {
    public var rule: Located<String>
    public var reason: String
    public var scope: SourceLocation?
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

    public struct Platform: Sendable, Equatable {
        public var iOS: Located<OSVersion>
    }

    public struct Architecture: Sendable {
        public enum Style: String, Sendable, CaseIterable { case mv, viewModel }
        public var style: Located<Style>
        public var reason: String?
    }

    public enum NavigationRole: String, Sendable, CaseIterable { case owner, participant }

    /// `.navigationBarTitleDisplayMode(_:)`: a large title, an inline one, or the stack's choice.
    public enum TitleDisplayMode: String, Sendable, CaseIterable { case inline, large, automatic }

    /// A value read from the SwiftUI environment, by type (`@Environment(T.self)`) or by key path.
    public struct EnvironmentDependency: Sendable {
        public var name: Located<String>
        public var type: Located<String>?
        public var key: Located<String>?
        public var preview: PreviewValue?
        public var location: SourceLocation
    }

    /// A custom environment value or action: `@Entry var theme: Theme = .default`.
    public struct EnvironmentValue: Sendable {
        public var name: Located<String>
        public var type: Located<String>
        public var defaultValue: Located<String>
        public var location: SourceLocation
    }

    /// How a preview installs a dependency: one expression for every state, or one per state.
    public struct PreviewValue: Sendable {
        public var byState: [PreviewState: Located<String>]
        public var single: Located<String>?
        public var location: SourceLocation
        /// The values only the generated tests use (no preview shows a next page or waits at a gate).
        public var byTestState: [TestState: Located<String>] = [:]

        public func value(for state: PreviewState) -> Located<String>? { byState[state] ?? single }

        /// What a preview of `state` installs: the state's value, else `loaded`'s.
        public func installed(for state: PreviewState) -> Located<String>? {
            value(for: state) ?? value(for: .loaded)
        }

        /// A test state's value, falling back to `loaded`, as the preview states do: only the
        /// dependency that pages, or whose calls a test holds, needs one.
        public func value(for state: TestState) -> Located<String>? {
            byTestState[state] ?? value(for: .loaded)
        }
    }

    /// What the generated tests need of a dependency that the preview states cannot say, keyed in
    /// its preview value:
    /// - `nextPage`, `nextPageError`: a paged load's first page loads with a page after it, which
    ///   then loads (not empty) or fails; `loaded` promises only a first page.
    /// - `gated`: a value that answers as `loaded` does, each call first awaiting `gate` (an
    ///   `@Sendable () async throws -> Void` the test passes), so that a test overlaps calls and
    ///   answers or fails each in the order it chooses: a newer load answering before an older one,
    ///   a reload that fails, two rows' actions at once, a delete that fails.
    public enum TestState: String, Sendable, CaseIterable {
        case nextPage, nextPageError, gated

        /// The name a `gated` value reads: the closure each of its calls awaits first.
        public static let gateName = "gate"
    }

    public enum PreviewState: String, Sendable, CaseIterable, Comparable {
        case loaded, loading, empty, error

        public static func < (lhs: Self, rhs: Self) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    public struct Input: Sendable {
        public enum Ownership: String, Sendable, CaseIterable { case `let`, binding, bindable }
        public var name: Located<String>
        public var type: Located<String>
        public var ownership: Located<Ownership>
        public var preview: Located<String>?
        public var location: SourceLocation
    }

    public struct StateProperty: Sendable {
        public var name: Located<String>
        public var type: Located<String>
        public var initial: Located<String>
        public var location: SourceLocation
    }

    public struct Store: Sendable {
        public enum Ownership: String, Sendable, CaseIterable { case owned, received, bindable, environment }
        public var type: Located<String>?
        public var name: Located<String>?
        public var ownership: Located<Ownership>
        public var dependencies: [Dependency]
        public var properties: [StateProperty]
        public var location: SourceLocation
    }

    /// Something the store is initialised with (a client, a repository).
    public struct Dependency: Sendable {
        public var name: Located<String>
        public var type: Located<String>
        public var preview: PreviewValue?
        public var location: SourceLocation
        /// Where the store gets it: its initialiser (the default), or the view's environment.
        public var source: Located<Source>? = nil
        /// Kept in the store even when nothing generated reads it after `init` (for your own
        /// members); nil when the spec does not say.
        public var stored: Located<Bool>? = nil
    }

    public struct Load: Sendable {
        public var name: Located<String>
        public var type: Located<String>
        public var call: Located<String>
        public var dependsOn: [Located<String>]
        public var refreshable: Bool
        @Indirect public var empty: Placeholder?
        @Indirect public var error: Placeholder?
        public var location: SourceLocation
        /// The call returns an `AsyncSequence` the load follows; nil for one `async throws` call.
        public var stream: Located<Stream>? = nil
        /// The load is cursor-paged; nil for one call that loads everything.
        @Indirect public var pagination: Pagination? = nil
        /// Redacted rows shown while the load loads, in place of a spinner.
        @Indirect public var placeholder: LoadingPlaceholder? = nil
    }

    /// Rows that look like the content, shown redacted while a load loads.
    public struct LoadingPlaceholder: Sendable {
        /// The view of one row, built from a sample value.
        public var row: Located<String>
        public var count: Located<Int>?
        public var location: SourceLocation
    }

    /// What `ContentUnavailableView` shows for an empty or failed load.
    public struct Placeholder: Sendable {
        public var title: Located<String>
        public var systemImage: Located<String>?
        public var description: Located<String>?
        /// A failed load's placeholder offers a Retry button that runs the load again.
        public var retry: Located<Bool>? = nil
        public var location: SourceLocation
    }

    public struct Content: Sendable {
        /// What the screen's root is; `none` leaves the root to the user's `content` region.
        public enum Container: String, Sendable, CaseIterable { case list, form, scroll, lazyVStack, lazyHStack, none }
        public var container: Located<Container>
        public var sections: [Section]
        public var location: SourceLocation
        /// A list's selection, which edit mode fills: the value it binds (`selection`).
        public var selection: Located<BindingPath>? = nil
    }

    public struct Section: Sendable {
        /// Where the section's rows come from: exactly one of `load`, `items` and `fields`.
        public enum Source: Sendable {
            /// A load's phase: a placeholder while it loads, is empty or failed, then the rows.
            case load(Located<String>)
            /// A collection the view already holds (`store.orders(with: .placed)`), one row per element.
            case items(Located<String>)
            /// Form controls, one row each.
            case fields([Field])
        }
        public var source: Source
        public var element: Located<String>?
        /// The view of an element (or a load's value); nil for a section of fields.
        public var row: Located<String>?
        public var title: Located<String>?
        public var footer: Located<String>?
        public var location: SourceLocation
        /// The route a tap on a row pushes (`book(book.id)`): a case of the stack's route enum and its value.
        public var navigate: Located<String>? = nil
        /// The buttons a swipe on a row reveals, one group per edge.
        public var swipeActions: [SwipeActions] = []
        /// The buttons a long press on a row shows (`.contextMenu`).
        public var contextMenu: [RowButton] = []
        /// The action a swipe to delete (or edit mode's delete) runs with the deleted elements.
        public var onDelete: Located<String>? = nil
        /// What a tap on a row runs (`sheet = .edit(book)`), in order: statements and action names; the
        /// row is then a `Button`. Empty for rows that do not act on a tap.
        public var onTap: [Located<String>] = []
        /// Rows in titled sections by a key of each element (`status`, `customer.city`).
        @Indirect public var grouping: Grouping? = nil
        /// With `load`: the part of the loaded value the rows iterate (`movie.cast`).
        public var part: Located<String>? = nil

        /// The load whose phase the section shows, if it shows one.
        public var load: Located<String>? {
            if case .load(let load) = source { load } else { nil }
        }

        /// The section's fields; empty unless it is a section of fields.
        public var fields: [Field] {
            if case .fields(let fields) = source { fields } else { [] }
        }

        /// A loaded collection shown in one titled section per value of a key of its elements.
        public struct Grouping: Sendable {
            /// The element's property (or property path) whose value groups the rows.
            public var key: Located<BindingPath>
            /// The key's type: `Hashable` and `Comparable`, since the groups are sorted by it.
            public var type: Located<String>
            /// Each group's header; nil shows the key's value.
            public var title: Located<InterpolatedText>?
        }
    }

    public struct Route: Sendable {
        public var caseName: Located<String>
        public var value: Located<String>?
        public var destination: Located<String>
        public var path: Located<String>?
        /// The value the generated deep-link test round-trips.
        public var sample: Located<String>? = nil
        public var location: SourceLocation
    }

    public struct Sheet: Sendable {
        public enum Style: String, Sendable, CaseIterable { case sheet, fullScreenCover }
        public var caseName: Located<String>
        public var item: Located<String>?
        public var destination: Located<String>
        public var style: Located<Style>
        public var location: SourceLocation
    }

    /// A case of the screen's alert (or confirmation dialog) enum: what it says and its buttons.
    public struct Alert: Sendable {
        public enum TitleVisibility: String, Sendable, CaseIterable { case automatic, visible, hidden }
        public var caseName: Located<String>
        public var item: Located<String>?
        public var title: Located<InterpolatedText>
        public var message: Located<InterpolatedText>?
        public var actions: [AlertAction]
        /// For a confirmation dialog; nil for an alert, or when the spec leaves it to SwiftUI.
        public var titleVisibility: Located<TitleVisibility>?
        public var location: SourceLocation

        /// Every text of the case with its key: the title, the message, each button's label.
        public var texts: [(text: Located<InterpolatedText>, key: String)] {
            [(title, "title")] + (message.map { [($0, "message")] } ?? []) + actions.map { ($0.label, "label") }
        }
    }

    /// Alerts and confirmation dialogs together, each with the word messages use for its kind.
    public var alertsAndDialogs: [(alert: Alert, kind: String)] {
        alerts.map { ($0, "alert") } + confirmationDialogs.map { ($0, "dialog") }
    }

    /// One button of an alert or confirmation dialog.
    public struct AlertAction: Sendable {
        public enum Role: String, Sendable, CaseIterable { case destructive, cancel }
        public var label: Located<InterpolatedText>
        public var role: Located<Role>?
        /// What the button runs, in order: statements and action names (`ButtonStep`); empty for a
        /// button that only dismisses.
        public var action: [Located<String>]
        public var location: SourceLocation
    }

    /// One `ToolbarItem`: a button (`label` and `action`), a menu of buttons (`label` and `menu`), a
    /// custom view (`view`) or an `EditButton` (`editButton`). The decoder keeps only items of
    /// exactly one kind, so the model can tell them apart by what is set.
    public struct ToolbarItem: Sendable {
        /// The placements every supported target has (`topBarLeading` and `topBarTrailing` are
        /// back-deployed to iOS 14 by the iOS 17 SDK).
        public enum Placement: String, Sendable, CaseIterable {
            case automatic, primaryAction, secondaryAction, confirmationAction, cancellationAction
            case destructiveAction, navigation, principal, topBarLeading, topBarTrailing, bottomBar
        }
        /// nil for a custom view or an edit button, which have no label of their own.
        public var label: Located<InterpolatedText>?
        public var systemImage: Located<String>?
        public var placement: Located<Placement>?
        public var role: Located<AlertAction.Role>?
        /// What a button runs, in order: statements and action names; empty for a menu, a custom view
        /// or an edit button.
        public var action: [Located<String>]
        /// Disables the button while true (as well as while an action it runs is in flight).
        public var disabled: Located<String>? = nil
        /// Leaves the item out of the toolbar while true.
        public var hidden: Located<String>? = nil
        /// A menu's buttons, in order; empty for any other kind.
        public var menu: [MenuButton] = []
        /// A custom view (a principal title): the expression of the view.
        public var view: Located<String>? = nil
        public var editButton: Bool = false
        /// Select All: the load whose loaded rows it selects into the content's `selection`.
        public var selectAll: Located<String>? = nil
        /// Shown only while the screen is in edit mode (Select All beside Done).
        public var whileEditing: Bool = false
        /// The `role` applies only while this is true (destructive while it removes).
        public var roleWhile: Located<String>? = nil
        public var location: SourceLocation
    }

    /// A button in a toolbar item's menu (or the item itself, when it is a button).
    public struct MenuButton: Sendable {
        public var label: Located<InterpolatedText>
        public var systemImage: Located<String>?
        public var role: Located<AlertAction.Role>?
        public var roleWhile: Located<String>?
        /// What it runs, in order (never empty): statements and action names.
        public var action: [Located<String>]
        public var location: SourceLocation
    }

    public struct Preview: Sendable {
        public var name: Located<String>
        public var state: Located<PreviewState>
        public var with: [String: Located<String>]
        public var location: SourceLocation
    }
}
