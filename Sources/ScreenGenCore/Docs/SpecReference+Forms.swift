extension SpecReference {
    /// The prose on containers, form fields and what they bind, ahead of the key tables.
    static let containersAndForms = """
        ## Containers, sections and forms

        `content.container` chooses the screen's root: a `List` (the default), a `Form`, a `ScrollView`
        around a plain `VStack` (`scroll`, every row built at once, so only for short screens: a section
        that iterates a collection there is an error; use `lazyVStack`), a lazy stack, or `none`. With
        `none` screengen writes no root: `body` is the `content` user region in a `Group`, which carries
        the title, toolbar, presentations and tasks, so write one root view there (a `TabView`, an editor)
        — a `Group` hands each modifier to each of its children. A screen without `content` keeps a
        `List` around that region. Every other container has the user regions `content-top` and
        `content-bottom` before and after the generated sections, for a row of your own (a header, a
        "load more" row).

        What the container needs and the vocabulary has no key for goes in `content.modifiers`, one
        modifier call each, written right after the container's closing brace and before the screen's
        own modifiers (the title, the toolbar, the tasks): IceCubesApp's timeline list is
        `modifiers: [".listStyle(.plain)", ".scrollContentBackground(.hidden)"]`. The escape is the size
        of what is missing, a line, rather than the container moved into a user region. A modifier is
        checked as every expression is: it must lex and start with `.` and its name (a located
        `invalid-expression` otherwise), and the rules read it (`.foregroundColor(…)` there is reported
        as in a row). With `container: none` the modifiers apply to the `Group` around your root.

        A section shows one of three things: a load's phase (`load`), a collection the view already
        holds (`items: store.orders(with: .placed)`, with `element` and `row`; no phase, since nothing
        is loading), or form controls (`fields`). `title` is its header and `footer` the sentence under
        it. A field names its kind by the key holding its label (`toggle: Show Replies`); the label is
        localized text with `\\(…)`. Each control that edits a value has `bind`: the value itself as a
        path (`draft.title`), never a `$`-expression; screengen writes the binding. It must start at
        something the view can bind: a `state` (`$name`), a `binding` or `bindable` input
        (`$draft.title`), a store property (by its name or as `store.name`), or a property of an
        `@Observable` object read from the environment by type. An object the view holds without a
        wrapper that projects bindings — a received store, an environment object — is bound through
        `Bindable(store).name`, an expression rather than a `@Bindable var store = store` line in
        `body`, so `body` keeps one root. A `let` input, a value read by key path, a load's phase and a
        store dependency cannot be bound: each is a located error that says why. Where `bind` is a
        member itself and its type is declared, the type must fit: a toggle binds a `Bool`, a text or
        secure field a `String`, a date picker a `Date`, a slider a floating-point value, a stepper
        something `Strideable`, a picker a non-optional value of its options' type (`Visibility` for
        `options: Visibility.allCases`). A picker's options are `Identifiable` (an enum says
        `var id: Self { self }`): the generated `ForEach` iterates stable ids and tags each row with its
        option, so the bound value has the options' type.

        ### Escapes at the size of what is missing

        Each node says what its keys cover; what they do not cover is said at the node itself, not by moving
        the node (and everything around it) into a user region:

        | node | the vocabulary covers | the escape for the rest |
        | --- | --- | --- |
        | the container | its kind, its sections, a list's selection | `content.modifiers` (`.listStyle(.plain)`); `container: none` for a root of your own |
        | a section | a load's phase, an in-memory collection, form controls, or fixed rows over a load's value (`fields` beside `load`); title, footer, grouping, row actions | `if` (shown only while it holds), `modifiers` (after the `Section`), `headerView` and `footerView` (views of your own in place of the title's and the footer's text: Specs/ComposeSettings heads its tags with a `Label`) |
        | a form control | the standard controls and what they bind; `disabled`, `systemImage`; a text field's keyboard (`contentType`, `keyboard`, `autocapitalization`, `autocorrection`, `submitLabel`) and its place in the focus order (`focus`, `submit`) | `if`, `modifiers` (after the control), and `view` for a control of your own |
        | a row | `row`, the expression of the element's view | the expression itself: a row of your own, with its modifiers |
        | a toolbar item | a button, a menu, a custom view, an edit button, Select All, a spacer between groups (iOS 26); `disabled`, `hidden`, a role that follows state | `modifiers` (after the item's view: Specs/EditAccount's Save is `.keyboardShortcut(.defaultAction)`); `hidden` is its condition |
        | a menu's or a row's button | a label, an image, a role, what it runs; a swipe button's tint | `modifiers` (after the button: Specs/Inbox's Archive is `.keyboardShortcut("2", modifiers: .command)`); `if` (shown only while it holds; a row's button reads the row's element): Specs/PostTimeline offers Delete only on the account's own posts, as IceCubesApp's StatusRowContextMenu does |
        | an alert's or a dialog's button | a label, a role, what it runs | `if` (it may read the case's `item`) and `modifiers` (after the button, inside its `if`), as on a menu's button |
        | the view's members | inputs, state, environment values, the store, and what screengen adds | `members`: a property written in Swift (`@FocusState`, `@Query`, `@AppStorage`, a computed `Bool`) that the rest of the spec may read |
        | an app's root | its tabs, their stacks, icons, badges and sheets, the routes, the dependencies, a sidebar on iPad (`style`), the `@main` App | `modifiers` (after the `TabView`'s own, before the environment: Backyard Birds' `.backyardBirdsDataContainer()`); the `modifiers` and `helpers` user regions of the root view and of the App struct (scene modifiers, an app delegate) |
        | a tab | its title, icon, badge, root or the sheet it presents, its stack | `if` (an `if` around the tab in the `TabView`, in the root's names: the app's `dependencies` and `navigation`) and `modifiers` (after the iOS 18 `Tab`: `.customizationID("timeline")`; before iOS 18, after the tab's view and its `.tag`) |

        `if` is a `Bool` expression in the screen's names; the node is wrapped in `if …`. It reads what a
        toolbar item's `hidden` and `disabled` may read — state, inputs, the environment, the store (as
        `store.…`) — and an undeclared name is a located `unknown-name` error with a did-you-mean, the same
        rule everywhere. Specs/ComposeSettings shows its advanced options only while their toggle is on:
        `if: showsAdvanced` on the section.

        `modifiers` on a section or a control is a list of modifier calls, checked and laid out like
        `content.modifiers`. IceCubesApp's content settings give every section the theme's row background
        and disable the controls the instance's own settings override:
        `modifiers: [".listRowBackground(theme.primaryBackgroundColor)"]` on each section and
        `modifiers: [".disabled(preferences.useInstanceContentSettings)"]` on those controls
        (Tests/Golden/form-settings-node-modifiers). A section with modifiers is always a `Section`; a
        grouped one takes none (each group is a section of its own).

        A `view` field is a control of the app's own among the standard ones: the kind key holds the view
        rather than a label. With `bind`, the view reads the binding as `$bind`, which screengen replaces by
        the binding it writes for every control (`$scrum.theme`, `Bindable(store).theme`), so the path is
        checked as any control's: Scrumdinger's edit form is
        `{ view: "ThemePicker(selection: $bind)", bind: scrum.theme }` beside its text field and slider
        (Tests/Golden/form-custom-control-scrum). A `$bind` without `bind`, or a `bind` the view never
        reads, is a located error.

        ### Fixed rows over a loaded value

        A detail screen's section is often a few fixed rows over one loaded value rather than a row per
        element: `fields` beside `load` lists them, each a control of the form vocabulary (a
        `labeledContent`, a `view` of your own, a `link`, a button) with its own `if`, shown in the loaded
        case in place of one `row`. Each reads the value by the load's name, bound in that case (and a
        row's `if` may read it there, nowhere else); the phase's spinner, empty and failed states are the
        load's as for any section. Swiftfin's server details are the server's name, address and version,
        two more rows only when the server reports them
        (Tests/Golden/form-fixed-rows-server-detail):
        `{ labeledContent: Local Address, value: info.localAddress, if: "!info.localAddress.isEmpty" }`.
        A row cannot bind the loaded value (a load's phase is set by its load function only: edit a copy
        in `state` or the store), and the keys of a collection's rows (`element`, `row`, `navigate`,
        `onTap`, swipe actions, `groupBy`) do not apply.

        ### Members written in Swift

        `members` lists properties of the view as Swift declarations, one line each, for what the
        vocabulary does not declare: `@FocusState private var focus: Field?`,
        `@Query(sort: \\Bird.name) private var birds: [Bird]`, `@AppStorage("server") private var server:
        String = ""`, `private var canSave: Bool { !name.isEmpty }`. screengen writes each as given, in
        member order — one read from the environment with the environment values, a stored one after the
        generated stored members, a computed one after the generated computed ones, a blank line before
        them — and the rest of the spec may read its name: `if`, `disabled`, `hidden`, an action's
        statements, and a `bind` that starts at one declared `@State`, `@Binding`, `@Bindable`,
        `@AppStorage` or `@SceneStorage` (a computed member or a `@FocusState` cannot be bound: a located
        `unbindable-member`). Each is read by its tokens (attributes, `private`, `var` or `let`, the name,
        `: Type`, then `= initial` or a computed body of one expression) and its parts checked as every type
        and expression is, so a function, a `static` property, a second statement or a comment is a located
        `invalid-member`. A stored member needs an initial value unless its wrapper gives one
        (`@FocusState`, `@Query`, `@Environment`, `@Namespace`) or it is an optional `var`: the view's
        callers pass only its inputs. Its name is the view's once, like every other member's
        (`duplicate-name`).

        ### Focus and the keyboard

        A text or secure field with `focus: <case>` joins the form's focus order, in the order of the form.
        The view declares `private enum FocusedField: Hashable` with the cases and `@FocusState private var
        focusedField: FocusedField?`; each such field is `.focused($focusedField, equals: .<case>)`. Return
        moves to the next field of the order (`.submitLabel(.next)`, `.onSubmit { focusedField = .next }`);
        a field with `submit` runs it instead, written as a button's action (`submit: signIn` runs the
        action as a button would, with `.submitLabel(.done)`), and the last field without one closes the
        keyboard. Return does nothing while the button that runs the same action is hidden or disabled:
        the first of the form's button rows with that action (its `if`, its section's `if`, its `disabled`),
        else a toolbar button's (`hidden`, `disabled`), become the `onSubmit`'s `guard`, so an empty
        address cannot sign in from the keyboard when the Sign In button would not let it. `content.initialFocus` names the field focused as the screen appears (`.onAppear`).
        Conditions and buttons may read and set `focusedField` (`action: focusedField = nil` hides the keyboard).
        SwiftUI-WorkoutApp's change-password form is three secure fields that pass the keyboard along,
        with AutoFill told which is the current password and which the new one
        (Tests/Golden/form-focus-change-password):
        `{ secureField: New Password, bind: newPassword, focus: newPassword, contentType: newPassword }`.

        The keyboard's other keys are typed where a modifier would be clumsy, each one of a closed list
        (a typo is a located error with a did-you-mean): `contentType` (`.textContentType`: UIKit's types
        up to iOS 15; a newer one is a `modifiers` entry), `keyboard` (`.keyboardType`),
        `autocapitalization` (`.textInputAutocapitalization`), `autocorrection: false`
        (`.autocorrectionDisabled()`) and `submitLabel`. They come before the control's own `modifiers`,
        in that order, with `disabled` last. `disabled` on any control is a `Bool` expression read as `if`
        is; a button row's joins its in-flight flags (`.disabled(isSaving || !canSave)`). `systemImage`
        shows an SF Symbol with a toggle's, a picker's or a button row's label.

        ### When a value changes

        A binding sets one value; what a change should do besides goes in the screen's `onChange`, one
        `.onChange(of:)` each, written on the content after its other modifiers (the title, the toolbar,
        the presentations, the tasks) and before the `modifiers` user region. `of` is the `Equatable`
        value to watch, read from what the screen declares, as a condition is (`unknown-name` with a
        did-you-mean otherwise); `action` runs as a button's does (statements, the screen's actions by
        name, a list of them in order, in a `Task` when it awaits or runs an action; a name that is no
        action is `unknown-action`); `if` wraps it in `if …`. The condition and the action may read the
        new value as `newValue`; `of` may not. From iOS 17 the closure takes the old and the new value
        (`{ _, newValue in`), or none (`{`) when nothing reads `newValue`, and `initial: true` also runs
        the action as the view appears (`.onChange(of:initial:)`); at iOS 16 screengen writes the iOS 14
        form, `{ newValue in` (or `{ _ in`), which iOS 17 deprecates, and `initial` is an
        `api-newer-than-target` error there. The same form written in an expression of your own
        (`.onChange(of: x, perform: …)`, or a closure of one parameter) is a `deprecated-api` warning
        from an iOS 17 target on. IceCubesApp's content settings adopt the instance's reading
        and posting settings as its toggle is switched on (Tests/Golden/form-on-change-content-settings):
        `onChange: [{ of: preferences.useInstanceContentSettings, if: newValue, action:
        [preferences.appAutoExpandSpoilers = preferences.autoExpandSpoilers, …] }]`.


        """
}
