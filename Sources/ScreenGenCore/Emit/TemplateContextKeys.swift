/// The template context's keys, one entry each: the screen's context (`TemplateContext.json(for:)`
/// of a `ScreenModel`, plus what the emitter adds for one file), the app's, and the shapes several
/// keys share, each declared once. The section "The context" of docs/templates.md is generated from
/// this table (`swift run generate-sources`); a team's template is checked against its names
/// (`TemplateSet.checkContextKeys`); and the tests hold it to the context every golden case
/// produces and to every tag of the built-in templates (`TemplateContextKeysTests`).
///
/// A key's path is relative to its shape's object: names joined by `.`, `[]` after a list's name for
/// each of its elements. Each shape is its own literal, and each entry an explicit initializer call,
/// so that no one expression costs the type checker much.
public enum TemplateContextKeys {
    /// The two contexts, then the shapes in the order the docs list them.
    public static let shapes: [TemplateContextShape] = [
        screen, app, button, rowButton, condition, flag, member, parameter, phase, pagination, input,
        loadFunction, loadCall, environmentArgument, grouping, section, field, placeholder, binding, navigation,
        presentation, alert, previewValue, previewArgument, storeTest, gatedSetup, gatedArgument, routeTests,
        routeSample,
    ]

    /// What a screen's templates render against.
    public static let screen = TemplateContextShape(
        "screen",
        "What every template of a screen renders against: the JSON that `screengen dump SPEC` prints for a "
            + "screen's spec, plus, for one file, the keys its template alone sees (`presentation`, `alert`, "
            + "`testModule`, `imports`).",
        keys: screenTop + screenView + screenStore + screenBody + screenToolbar + screenActions + screenPreviews
            + screenTests)

    static let screenTop: [TemplateContextKey] = [
        TemplateContextKey(
            "spec", .string,
            "the spec's path, relative to the project root (the directory of `screengen.yml`, else the working "
                + "directory), the same however the path was typed (absolute, with `./`, through a link)."),
        TemplateContextKey("headerLines", .list(.string), "the configuration's `header`, one entry per line."),
        TemplateContextKey(
            "imports", .list(.string),
            "while one file renders: the modules of the spec's and the configuration's `imports` that go in files "
                + "of its kind, sorted, each once; the `moduleImports` partial writes them after the file's own "
                + "imports, and the tidy step sorts the two together as `swift format` does."),
        TemplateContextKey("screen", .string, "the screen's name (`Feed`)."),
        TemplateContextKey("target", .string, "the iOS deployment target (`17.0`)."),
        TemplateContextKey(
            "targetsIOS18", .bool, "the target is iOS 18 or later: a custom template's switch for an iOS 18 API."),
        TemplateContextKey("architecture", .string, "`mv` or `viewModel`."),
        TemplateContextKey(
            "access", .string,
            "the screen's access level as the keyword and a space (`public `, `package `), or empty for `internal`: "
                + "written before each declaration another module needs (the view, its `init` and `body`, the "
                + "store's class and `init`, the route and sheet enums, their `url` and `init?(url:)`, the "
                + "router, the environment values). A member or a phase has its own."),
        TemplateContextKey(
            "exported", .bool,
            "`access` is `public` or `package`: what Swift would declare implicitly, and internal, is written out "
                + "(a router's `init`)."),
        TemplateContextKey(
            "legacyObservation", .bool,
            "true below iOS 17, where the templates use the ObservableObject mapping (`Combine`, `@Published`, "
                + "`.environmentObject(router)`) and stacks of system text styles instead of "
                + "`ContentUnavailableView`."),
        TemplateContextKey(
            "summaryLines", .list(.string), "the summary, one entry per line, for the `///` doc comment."),
        TemplateContextKey("title", .orNull(.object), "null, or the navigation title."),
        TemplateContextKey(
            "subtitle", .orNull(.object), "null, or the line under the title (`.navigationSubtitle`, iOS 26)."),
        TemplateContextKey("subtitle.literal", .string, "the text as a literal, `\\(…)` interpolated."),
        TemplateContextKey("subtitle.isVerbatim", .bool, "one value alone: `Text(verbatim:)`."),
        TemplateContextKey(
            "scrollToTop", .orNull(.object),
            "null, or the content scrolls to the top when the flow's router asks (its tab tapped again at the "
                + "root): `.scrollPosition` on the container, `.onChange` of the router's `scrollToTopRequests`."),
        TemplateContextKey("scrollToTop.position", .string, "the view's `@State` `ScrollPosition`."),
        TemplateContextKey("scrollToTop.router", .string, "the flow's router, read from the environment."),
        TemplateContextKey(
            "title.literal", .string, #"a string literal with the spec's `\(…)` interpolations."#),
        TemplateContextKey(
            "title.isVerbatim", .bool,
            "one interpolation alone, a value: `Text(verbatim:)`, no key in the string catalog."),
        TemplateContextKey(
            "title.readsLoads", .bool,
            "an interpolation names a load, so the title is the computed `loadedTitle` (`loadedTitle.mustache`)."),
        TemplateContextKey("title.loads", .list(.object), "the loads it reads."),
        TemplateContextKey("title.loads[].receiver", .orNull(.string), "the store's property, or null."),
        TemplateContextKey("title.loads[].name", .string, "the load's name, its phase property."),
        TemplateContextKey(
            "title.loads[].isPaged", .bool, "a paged load: its `loaded` case also holds the next page."),
        TemplateContextKey("title.loads[].isKeyed", .bool, "it also holds what it was loaded for."),
        TemplateContextKey("title.loads[].isLast", .bool, "the last of the loads."),
        TemplateContextKey(
            "titleDisplayMode", .orNull(.string),
            "null, or `inline`, `large` or `automatic`: the `.navigationBarTitleDisplayMode(_:)` the spec asks for."),
        TemplateContextKey("search", .orNull(.object), "null, or the `.searchable` field (`searchable.mustache`)."),
        TemplateContextKey(
            "search.binding", .shape("binding"), "the text's binding, as the `binding` partial writes it."),
        TemplateContextKey("search.promptLiteral", .orNull(.string), "the prompt, a string literal; null without one."),
        TemplateContextKey("search.placement", .orNull(.object), "null, or where the field is."),
        TemplateContextKey("search.placement.name", .string, "a `SearchFieldPlacement`."),
        TemplateContextKey(
            "search.placement.displayMode", .orNull(.string), "null, or the drawer's `always` or `automatic`."),
        TemplateContextKey(
            "search.debounceMilliseconds", .orNull(.int),
            "null, or the wait the searching loads' `tasks` take, as their `debounce`."),
        TemplateContextKey("view", .object, "the view (below)."),
        TemplateContextKey("store", .orNull(.object), "null without a store, else the store (below)."),
        TemplateContextKey("body", .object, "what the body shows (below)."),
        TemplateContextKey("navigation", .orNull(.shape("navigation")), "null for a screen outside any stack."),
        TemplateContextKey(
            "presentations", .list(.shape("presentation")),
            "one per presentation enum (sheets, then full-screen covers)."),
        TemplateContextKey(
            "presentation", .shape("presentation"),
            "while `Presentation.swift.mustache` renders, the one enum being rendered; no other template sees it."),
        TemplateContextKey(
            "alerts", .list(.shape("alert")),
            "the alert enum, then the confirmation-dialog enum, each only when the spec declares one."),
        TemplateContextKey(
            "alert", .shape("alert"),
            "while `Alert.swift.mustache` renders, the one enum being rendered; no other template sees it."),
        TemplateContextKey("hasAlerts", .bool, "whether there is any alert or dialog enum."),
        TemplateContextKey(
            "busy", .orNull(.shape("flag")),
            "null, or the busy flag as the view reads it: `content.mustache` disables the content with it, "
                + "`button.mustache` every toolbar button (a button's own `busy` key), and "
                + "`presentedRoot.dismissDisabled` starts with it."),
        TemplateContextKey(
            "onChange", .list(.object),
            "the spec's `onChange` entries, in order: one `.onChange(of:)` each, after the content's other "
                + "modifiers (`content.mustache`)."),
        TemplateContextKey("onChange[].value", .string, "the watched value, as the spec wrote it."),
        TemplateContextKey(
            "onChange[].initial", .bool, "the action also runs when the view appears (`initial: true`, iOS 17)."),
        TemplateContextKey(
            "onChange[].condition", .orNull(.string), "null, or the `Bool` the action runs under (`if …`)."),
        TemplateContextKey(
            "onChange[].readsNewValue", .bool,
            "the condition or the action reads `newValue`: the closure binds it; else it takes no parameter "
                + "(iOS 17) or ignores its one (`_ in`, iOS 16)."),
        TemplateContextKey(
            "onChange[].twoParameterForm", .bool,
            "the target is iOS 17 or later: `{ _, newValue in` or `{`; false: the iOS 14 form `{ newValue in`, "
                + "deprecated from iOS 17."),
        TemplateContextKey(
            "onChange[].action", .shape("button"), "what runs, as a button's action for the `buttonAction` partial."),
        TemplateContextKey(
            "presentedRoot", .orNull(.object),
            "null for a screen that neither owns a presentation stack nor limits dismissal."),
        TemplateContextKey(
            "presentedRoot.ownsStack", .bool, "the content sits in a `NavigationStack` of its own."),
        TemplateContextKey(
            "presentedRoot.dismissDisabled", .orNull(.string),
            "the spec's condition for `.interactiveDismissDisabled`, or null."),
        TemplateContextKey(
            "environmentValues", .orNull(.object),
            "null, or the custom environment values the screen declares (`EnvironmentValues.swift.mustache`)."),
        TemplateContextKey(
            "environmentValues.usesEntry", .bool,
            "`@Entry` (the configuration's `environmentKeys: entry`, the default); false: a manual `EnvironmentKey`."),
        TemplateContextKey("environmentValues.values", .list(.object), "the values."),
        TemplateContextKey("environmentValues.values[].name", .string, "the value's name."),
        TemplateContextKey("environmentValues.values[].keyType", .string, "the manual key's type."),
        TemplateContextKey("environmentValues.values[].type", .string, "the value's type."),
        TemplateContextKey(
            "environmentValues.values[].defaultValue", .string,
            "the spec's expression; the manual key's `static var defaultValue: Type { default }` is computed, as "
                + "`@Entry` declares it, so that a closure type compiles in Swift 6."),
        TemplateContextKey(
            "rowViews", .list(.object),
            "the row views `scaffold`'s companion starts, one per distinct row that is exactly one call taking the "
                + "element (`PostRow(post: post)` over `[Post]`). Only `Companion.swift.mustache` reads it."),
        TemplateContextKey("rowViews[].typeName", .string, "`PostRow`."),
        TemplateContextKey("rowViews[].parameter", .string, "`post`."),
        TemplateContextKey("rowViews[].elementType", .string, "`Post`."),
    ]

    static let screenView: [TemplateContextKey] = [
        TemplateContextKey("view.typeName", .string, "`FeedView`."),
        TemplateContextKey(
            "view.phases", .list(.shape("phase")), "the phase enums declared in the view (MV screens)."),
        TemplateContextKey(
            "view.focus", .orNull(.object),
            "the form's focus order when its fields have `focus`: the nested enum and the initial focus; else null."),
        TemplateContextKey("view.focus.enumType", .string, "the nested enum, `FocusedField`."),
        TemplateContextKey("view.focus.state", .string, "the `@FocusState` member, `focusedField`."),
        TemplateContextKey("view.focus.cases", .list(.object), "the cases, in the form's order."),
        TemplateContextKey("view.focus.cases[].name", .string, "a case, escaped."),
        TemplateContextKey("view.focus.cases[].isLast", .bool, "the last of them."),
        TemplateContextKey(
            "view.focus.initial", .orNull(.string),
            "`content.initialFocus`: the case focused as the screen appears (`.onAppear`), or null."),
        TemplateContextKey(
            "view.memberGroups", .list(.object),
            "the view's members in the documented order, non-empty groups only."),
        TemplateContextKey("view.memberGroups[].group", .string, "`environment`, `let`, `stored`, `computed`, …"),
        TemplateContextKey(
            "view.memberGroups[].members", .list(.shape("member")),
            "each a member's facts, which `member.mustache` writes as its declaration."),
        TemplateContextKey(
            "view.initializer", .orNull(.object),
            "null, or the explicit `init` the view declares when an owned store needs dependencies, when the "
                + "memberwise one would take the inputs in another order than the spec lists them (a binding "
                + "listed before a `let` is declared after it), or when `access` is not internal (the memberwise "
                + "one is)."),
        TemplateContextKey(
            "view.initializer.isEmpty", .bool, "it has no statement: `init() {}`, declared only for its access level."),
        TemplateContextKey(
            "view.initializer.summary", .orNull(.string),
            "its doc comment, or null (the store's `initializer` has none)."),
        TemplateContextKey(
            "view.initializer.parameters", .list(.shape("parameter")),
            "its parameters; `initializerSignature.mustache` writes them."),
        TemplateContextKey("view.initializer.assignments", .list(.object), "one per statement."),
        TemplateContextKey(
            "view.initializer.assignments[].name", .string,
            "the member the statement sets (a plain member, from the parameter of that name)."),
        TemplateContextKey(
            "view.initializer.assignments[].bareName", .string,
            "the member's name unescaped, which its storage is named after (`_` + `bareName`); absent for a "
                + "member set from its parameter."),
        TemplateContextKey(
            "view.initializer.assignments[].isBinding", .bool, "sets a `@Binding`'s storage, `_` + `bareName`."),
        TemplateContextKey(
            "view.initializer.assignments[].store", .orNull(.object),
            "null, or the owned store the statement creates from the dependencies, through `self._` + `bareName`."),
        TemplateContextKey(
            "view.initializer.assignments[].store.wrapper", .string, "`State` or `StateObject`."),
        TemplateContextKey(
            "view.initializer.assignments[].store.isStateObject", .bool,
            "the argument is `wrappedValue:`, else `initialValue:`."),
        TemplateContextKey("view.initializer.assignments[].store.typeName", .string, "the store's type."),
        TemplateContextKey(
            "view.initializer.assignments[].store.arguments", .list(.object),
            "what the store's initialiser is passed."),
        TemplateContextKey(
            "view.initializer.assignments[].store.arguments[].label", .string, "the argument's label."),
        TemplateContextKey(
            "view.initializer.assignments[].store.arguments[].name", .string,
            "the parameter of the view's initialiser passed."),
        TemplateContextKey(
            "view.initializer.assignments[].store.arguments[].isLast", .bool, "the last of the arguments."),
        TemplateContextKey(
            "view.initializer.assignments[].state", .orNull(.object),
            "null, or for a `@State` member whose `initial` reads the inputs, which only the `init` has in scope, "
                + "its start: `self._bareName = State(initialValue: value)`."),
        TemplateContextKey(
            "view.initializer.assignments[].state.value", .string, "the spec's `initial`, an expression of the inputs."),
        TemplateContextKey(
            "view.loadFunctions", .list(.shape("loadFunction")), "the load functions in the view (MV)."),
    ]

    static let screenStore: [TemplateContextKey] = [
        TemplateContextKey("store.typeName", .string, "the store's type (`FeedStore`)."),
        TemplateContextKey("store.propertyName", .string, "the view's property that holds it (`store`)."),
        TemplateContextKey("store.ownership", .string, "`owned`, `received`, `bindable`, `environment`."),
        TemplateContextKey(
            "store.phases", .list(.shape("phase")), "as for the view, when the loads run in the store."),
        TemplateContextKey(
            "store.loadFunctions", .list(.shape("loadFunction")), "as for the view, when the loads run in the store."),
        TemplateContextKey(
            "store.observed", .list(.shape("member")),
            "the observable properties, load phases last, each with a member's facts as in `memberGroups`."),
        TemplateContextKey(
            "store.dependencies", .list(.object),
            "each a parameter of the store's initialiser, and with `isStored` a `private let` it sets (a load or "
                + "an action reads it, or the spec says `stored: true`)."),
        TemplateContextKey("store.dependencies[].name", .string, "the parameter's name."),
        TemplateContextKey("store.dependencies[].type", .string, "its type."),
        TemplateContextKey("store.dependencies[].isStored", .bool, "the store keeps it in a `private let`."),
        TemplateContextKey(
            "store.initializer", .orNull(.object),
            "null without dependencies or shapings at the internal level, else its `parameters` (none when it "
                + "only shapes, or is declared only for its access level)."),
        TemplateContextKey(
            "store.initializer.isEmpty", .bool, "it has no statement: `init() {}`, declared only for its access level."),
        TemplateContextKey(
            "store.initializer.parameters", .list(.shape("parameter")), "as for the view's."),
        TemplateContextKey(
            "store.busy", .orNull(.shape("member")),
            "null, or the busy flag when the actions of `busy` live in the store, as a member in `memberGroups` "
                + "(`isBusyFlag`, `anyInFlight`), declared after the dependencies."),
        TemplateContextKey(
            "store.assignments", .list(.object),
            "the observable properties the `init` sets after the dependencies, in the spec's order: those whose "
                + "`initial` reads a dependency."),
        TemplateContextKey("store.assignments[].name", .string, "the property."),
        TemplateContextKey("store.assignments[].value", .string, "the spec's `initial` expression."),
        TemplateContextKey(
            "store.rowEdits", .list(.object),
            "one per section that edits an array the store owns (`edits`, `add`): its methods "
                + "(`storeRowEdits.mustache`)."),
        TemplateContextKey("store.rowEdits[].source", .string, "the array's store property, escaped."),
        TemplateContextKey(
            "store.rowEdits[].deleteFunction", .orNull(.string), "null, or the delete method, `deleteTags`."),
        TemplateContextKey("store.rowEdits[].moveFunction", .orNull(.string), "null, or the move method, `moveTags`."),
        TemplateContextKey("store.rowEdits[].add", .orNull(.object), "null, or the add method."),
        TemplateContextKey("store.rowEdits[].add.function", .string, "the add method, `addTag`."),
        TemplateContextKey("store.rowEdits[].add.text", .string, "the text's store property, escaped."),
        TemplateContextKey("store.rowEdits[].add.value", .string, "the spec's `value`, the element appended."),
        TemplateContextKey(
            "store.rowEdits[].add.hasEdits", .bool, "the store also has a delete or move method (a blank line)."),
        TemplateContextKey(
            "store.shapings", .list(.object),
            "one per shaped section (`filter`, `sort`, `matching`): a method of the store that shapes the "
                + "collection into the rows shown (`shapingFunction.mustache`), which `init` calls once and each "
                + "property it reads calls from its `didSet` (a member's `reshapes`)."),
        TemplateContextKey("store.shapings[].property", .string, "the rows shown, `shownItems`."),
        TemplateContextKey("store.shapings[].function", .string, "the method, `updateShownItems`."),
        TemplateContextKey("store.shapings[].source", .string, "the whole collection's property, `items`."),
        TemplateContextKey("store.shapings[].element", .string, "each element's name in the closures."),
        TemplateContextKey(
            "store.shapings[].searched", .orNull(.object), "null, or with `matching` the search that filters first."),
        TemplateContextKey("store.shapings[].searched.text", .string, "the store property of the search text."),
        TemplateContextKey(
            "store.shapings[].searched.first", .string, "the first searched string, read from the element (`item.name`)."),
        TemplateContextKey(
            "store.shapings[].searched.others", .list(.string), "the other searched strings, in the spec's order."),
        TemplateContextKey("store.shapings[].filter", .orNull(.string), "the spec's `filter`, or null."),
        TemplateContextKey(
            "store.shapings[].sortAfterFilters", .orNull(.string),
            "the spec's `sort` comparator when a search or a filter comes first, or null."),
        TemplateContextKey(
            "store.shapings[].sortOnly", .orNull(.string), "the spec's `sort` comparator when nothing filters, or null."),
        TemplateContextKey(
            "store.shapings[].copiesOnly", .bool, "nothing filters or sorts: the section only groups the collection."),
        TemplateContextKey(
            "store.shapings[].groups", .orNull(.object), "null, or the groups of the rows shown, for `groupBy`."),
        TemplateContextKey(
            "store.shapings[].groups.groupsProperty", .string, "the store property of the groups, `shownItemsByStatus`."),
        TemplateContextKey(
            "store.shapings[].groups.keyPath", .string, "the key's path from the element, `status`, `owner.city`."),
    ]

    static let screenBody: [TemplateContextKey] = [
        TemplateContextKey(
            "body.hasContent", .bool,
            "the spec gives content; without it, a `List` around the `content` user region."),
        TemplateContextKey("body.isList", .bool, "the root container is a `List`."),
        TemplateContextKey("body.isForm", .bool, "the root container is a `Form`."),
        TemplateContextKey("body.isScroll", .bool, "the root container is a stack in a `ScrollView`."),
        TemplateContextKey("body.isLazyVStack", .bool, "the root container is a `LazyVStack` in a `ScrollView`."),
        TemplateContextKey("body.isLazyHStack", .bool, "the root container is a `LazyHStack` in a `ScrollView`."),
        TemplateContextKey("body.isNone", .bool, "no container: the `content` user region in a `Group`."),
        TemplateContextKey(
            "body.selection", .orNull(.shape("binding")),
            "null, or what a list's selection binds (`List(selection:)`), as the `binding` partial reads it "
                + "(`member`, `isProjected`, `properties`)."),
        TemplateContextKey(
            "body.containerModifiers", .list(.string),
            "the spec's `content.modifiers`, each a modifier call as written, which `content.mustache` writes one "
                + "per line right after the container."),
        TemplateContextKey(
            "body.isScrollable", .bool, "whether the container scrolls vertically (pull to refresh needs it)."),
        TemplateContextKey(
            "body.sections", .list(.shape("section")),
            "each a section, or, for consecutive sections of one load, one shared phase."),
        TemplateContextKey(
            "body.overlay", .orNull(.shape("section")),
            "null, or the one phase section whose states cover the container, with the keys of a section: "
                + "`loadOverlays.mustache` writes `.overlay { switch … }` after the container's closing brace, "
                + "through `phaseStates`. The container is the same `List` (or `Form`, stack) in every phase: only "
                + "what is inside it and over it changes."),
        TemplateContextKey(
            "body.searchOverlay", .orNull(.object),
            "null, or, for a list whose one section is shaped with `matching` (from iOS 17), what "
                + "`loadOverlays.mustache` shows over it while the search finds nothing: "
                + "`ContentUnavailableView.search(text:)`."),
        TemplateContextKey("body.searchOverlay.rows", .string, "the rows shown, `store.shownItems`."),
        TemplateContextKey("body.searchOverlay.text", .string, "the search text, `store.query`."),
        TemplateContextKey(
            "body.tasks", .list(.shape("loadCall")),
            "one per load: its `.task` (`loadTasks.mustache`), which awaits the load's call."),
        TemplateContextKey("body.tasks[].id", .orNull(.string), "the `.task(id:)` value, or null."),
        TemplateContextKey(
            "body.tasks[].debounce", .orNull(.object),
            "null, or how a load that reads the search text waits for typing to pause."),
        TemplateContextKey(
            "body.tasks[].debounce.text", .shape("binding"), "the text's `member` and `properties`, read in place."),
        TemplateContextKey(
            "body.tasks[].debounce.phase", .string, "the phase the first load is told by, `store.messages`."),
        TemplateContextKey(
            "body.tasks[].debounce.unit", .string, "`milliseconds`, or `seconds` when whole."),
        TemplateContextKey("body.tasks[].debounce.amount", .int, "`250`."),
        TemplateContextKey(
            "body.tasks[].keepsValue", .orNull(.object),
            "null for a stream, else how the task keeps what the load loaded when the screen shows again."),
        TemplateContextKey("body.tasks[].keepsValue.phase", .string, "the phase it checks."),
        TemplateContextKey(
            "body.tasks[].keepsValue.inputs", .orNull(.string),
            "null, or the task id, which the phase's `loadedFor` must equal."),
        TemplateContextKey(
            "body.tasks[].keepsValue.hasLoadedMember", .bool,
            "the phase's `hasLoaded` says it has answered; else a `.loaded` case alone does."),
        TemplateContextKey(
            "body.tasks[].keepsValue.isOptional", .bool,
            "the load ignores its failure: its value is an optional, and a value that is not nil was loaded."),
        TemplateContextKey(
            "body.tasks[].isBlock", .bool, "the task has a debounce or `keepsValue`, so it takes the block form."),
        TemplateContextKey(
            "body.reloadNotice", .orNull(.object),
            "null without a load that reloads (every load but a stream), else the screen's one notice of a failed "
                + "reload, `.safeAreaInset(edge: .top)` above what stays shown; it shows the first of its `errors` "
                + "that holds an error."),
        TemplateContextKey("body.reloadNotice.errors", .list(.object), "each load's `reloadError` member."),
        TemplateContextKey(
            "body.reloadNotice.errors[].receiver", .orNull(.string), "the store's property, as for `tasks`, or null."),
        TemplateContextKey("body.reloadNotice.errors[].name", .string, "the member."),
        TemplateContextKey("body.reloadNotice.errors[].isLast", .bool, "the last of the errors."),
        TemplateContextKey("body.refresh", .orNull(.object), "null, or what pull to refresh (`.refreshable`) awaits."),
        TemplateContextKey("body.refresh.loads", .list(.shape("loadCall")), "the loads pull to refresh awaits."),
        TemplateContextKey(
            "body.refresh.single", .orNull(.shape("loadCall")), "the one load when there is one, else null."),
        TemplateContextKey(
            "body.refresh.together", .orNull(.object),
            "null for one load, else an object whose `loads` the refresh starts as `async let`s and awaits at "
                + "once, so they reload concurrently."),
        TemplateContextKey("body.refresh.together.loads", .list(.shape("loadCall")), "the loads."),
        TemplateContextKey("body.refresh.together.loads[].name", .string, "the load's escaped name."),
        TemplateContextKey("body.refresh.together.loads[].isLast", .bool, "the last of the loads."),
    ]

    static let screenToolbar: [TemplateContextKey] = [
        TemplateContextKey(
            "toolbar", .orNull(.object), "null without toolbar items, else the toolbar (`toolbar.mustache`)."),
        TemplateContextKey(
            "toolbar.usesEditMode", .bool,
            #"the view holds `editMode` and hands it to the content with `.environment(\.editMode, $editMode)`."#),
        TemplateContextKey(
            "toolbar.items", .list(.object),
            "the items, each of exactly one kind, the others null or false: `button`, `menu`, `view`, "
                + "`isEditButton`, `selectAll` or `spacer`. `toolbarItem.mustache` writes the item."),
        TemplateContextKey(
            "toolbar.items[].placement", .orNull(.string),
            "the `ToolbarItem`'s `placement:`, `primaryAction`, `topBarLeading`, …; null for the default."),
        TemplateContextKey("toolbar.items[].whileEditing", .bool, "shown only while `editMode.isEditing`."),
        TemplateContextKey("toolbar.items[].button", .orNull(.shape("button")), "a button's facts."),
        TemplateContextKey("toolbar.items[].menu", .orNull(.object), "a `Menu` of buttons."),
        TemplateContextKey("toolbar.items[].menu.labelLiteral", .string, "the menu's label, a localized literal."),
        TemplateContextKey(
            "toolbar.items[].menu.systemImageLiteral", .orNull(.string), "the SF Symbol's name as a literal, or null."),
        TemplateContextKey("toolbar.items[].menu.buttons", .list(.shape("button")), "each a button's facts."),
        TemplateContextKey("toolbar.items[].view", .orNull(.string), "the spec's view expression."),
        TemplateContextKey("toolbar.items[].isEditButton", .bool, "an `EditButton`."),
        TemplateContextKey(
            "toolbar.items[].spacer", .orNull(.string),
            "null, or a `ToolbarSpacer` (no `ToolbarItem`) of this `SpacerSizing`, `flexible` or `fixed`."),
        TemplateContextKey(
            "toolbar.items[].modifiers", .list(.string),
            "the modifiers of the item's view, each a call as written, inside the `ToolbarItem` after the view; "
                + "empty without."),
        TemplateContextKey(
            "toolbar.items[].modifiersHang", .bool,
            "the view is a call on its own line (a custom view, an `EditButton`), so a modifier hangs four spaces "
                + "in; after a button or a menu it starts at the view's indentation."),
        TemplateContextKey("toolbar.items[].selectAll", .orNull(.object), "Select All."),
        TemplateContextKey(
            "toolbar.items[].selectAll.selection", .shape("binding"),
            "the list's `selection`, a binding as the `binding` partial reads it, whose `member` and `properties` "
                + "the button assigns."),
        TemplateContextKey(
            "toolbar.items[].selectAll.receiver", .orNull(.string),
            "with `name`, the load whose loaded rows it selects: the store's property, or null."),
        TemplateContextKey("toolbar.items[].selectAll.name", .string, "the load's name."),
        TemplateContextKey(
            "toolbar.items[].selectAll.isPaged", .bool, "its loaded case also holds the next page."),
        TemplateContextKey(
            "toolbar.items[].selectAll.isKeyed", .bool, "its loaded case also holds what it was loaded for."),
        TemplateContextKey(
            "toolbar.items[].hidden", .orNull(.shape("condition")),
            "null, or the spec's condition that leaves the item out, which the `if` around the item negates: so "
                + "`!isEmpty` becomes `isEmpty` and `a || b` becomes `!(a || b)`."),
        TemplateContextKey(
            "toolbar.items[].isConditional", .bool,
            "the item sits in an `if`: it shows only while editing, `editMode.isEditing`, or has a `hidden` "
                + "condition; both join with `&&`."),
    ]

    static let screenActions: [TemplateContextKey] = [
        TemplateContextKey(
            "actions", .list(.object),
            "the screen's actions. `Store.swift.mustache` writes `storeAction` for each when there is a store; "
                + "`View.swift.mustache` writes `viewAction` for each. Both write `inFlightGuard` first, and with "
                + "`removesRows` `rowRemoval` before the call and `rowRestore` in its `catch`."),
        TemplateContextKey("actions[].name", .string, "the action's name."),
        TemplateContextKey(
            "actions[].parameters", .list(.object), "its parameters; the methods take them unlabeled."),
        TemplateContextKey("actions[].parameters[].name", .string, "the parameter's name."),
        TemplateContextKey("actions[].parameters[].type", .string, "its type."),
        TemplateContextKey("actions[].parameters[].isLast", .bool, "the last of the parameters."),
        TemplateContextKey(
            "actions[].call", .string, "the spec's `async throws` call, without `try await`."),
        TemplateContextKey("actions[].inFlight", .string, "the flag's name."),
        TemplateContextKey(
            "actions[].receiver", .orNull(.string),
            "the store's property when the action lives in the store; null in MV, where the view's method keeps "
                + "the flag."),
        TemplateContextKey("actions[].alertState", .string, "the alert's state, which a failure sets."),
        TemplateContextKey("actions[].failureCase", .string, "the case a failure sets, with the error."),
        TemplateContextKey("actions[].reloads", .list(.shape("loadCall")), "the loads a success re-runs."),
        TemplateContextKey(
            "actions[].onSuccess", .list(.string), "the spec's statements the view runs after a success."),
        TemplateContextKey(
            "actions[].storeOnSuccess", .list(.string),
            "those that read only the store, as the store's method runs them after the call: "
                + "`self.draft.hasAvatar = false`."),
        TemplateContextKey(
            "actions[].rowParameter", .orNull(.object),
            "null, or for an action whose one parameter is a row's element or an array of them: its `name` and "
                + "`takesMany`; `inFlight` is then a set of the ids it runs for."),
        TemplateContextKey("actions[].rowParameter.name", .string, "the parameter's name."),
        TemplateContextKey("actions[].rowParameter.takesMany", .bool, "it takes an array of elements."),
        TemplateContextKey(
            "actions[].removesRows", .orNull(.object), "null, or for an action a swipe to delete runs."),
        TemplateContextKey("actions[].removesRows.phase", .string, "the phase it takes the rows out of."),
        TemplateContextKey("actions[].removesRows.requestCounter", .string, "its load's `requestCounter`."),
        TemplateContextKey(
            "actions[].removesRows.groupings", .list(.shape("grouping")), "the groups made of the rows."),
        TemplateContextKey(
            "actions[].busyFlag", .orNull(.string),
            "null, or for an action of `busy` the busy flag's name, which its guard checks in place of its own "
                + "flag."),
        TemplateContextKey(
            "actions[].environmentArguments", .list(.shape("environmentArgument")),
            "what the view passes the store's method from its environment, after the parameters, as for `tasks`; "
                + "empty in MV."),
        TemplateContextKey(
            "actions[].hasBothKinds", .bool,
            "it takes parameters and environment arguments, which a comma separates."),
    ]

    static let screenPreviews: [TemplateContextKey] = [
        TemplateContextKey("previews", .list(.object), "one per `#Preview` (`preview.mustache`)."),
        TemplateContextKey("previews[].name", .string, "the preview's name."),
        TemplateContextKey("previews[].nameLiteral", .string, "its name as a string literal."),
        TemplateContextKey("previews[].state", .string, "the preview state it shows (`loaded`, `empty`, …)."),
        TemplateContextKey(
            "previews[].arguments", .list(.shape("previewArgument")), "the view's initialiser arguments."),
        TemplateContextKey(
            "previews[].installs", .list(.shape("previewValue")),
            "what the preview puts in the environment, each a value and its `keyPath`, with "
                + "`.environmentObject(…)` when `usesEnvironmentObject`, else `.environment(…)`."),
        TemplateContextKey(
            "previews[].installs[].keyPath", .orNull(.string),
            "the key path it is installed at, or null for an object installed by type."),
        TemplateContextKey(
            "previews[].usesEnvironmentObject", .bool,
            "objects are installed with `.environmentObject(…)` (the ObservableObject mapping)."),
        TemplateContextKey(
            "previews[].inNavigationStack", .bool,
            "whether the preview wraps the view in a `NavigationStack`, which a title, a toolbar and a "
                + "participant's pushes need; a navigation owner holds its own."),
    ]

    static let screenTests: [TemplateContextKey] = [
        TemplateContextKey(
            "tests", .object,
            "what the generated tests check (`StoreTests.swift.mustache` and `RouteTests.swift.mustache` render "
                + "only when a run writes tests)."),
        TemplateContextKey(
            "testModule", .orNull(.string),
            "while a test suite renders: the module the tests `@testable import` (the configuration's "
                + "`tests.module`), or null."),
        TemplateContextKey("tests.routes", .orNull(.shape("routeTests")), "null, or the route enum's suite."),
        TemplateContextKey("tests.store", .orNull(.object), "null, or the store's suite."),
        TemplateContextKey("tests.store.suiteName", .string, "`TimelineStoreTests`."),
        TemplateContextKey("tests.store.storeType", .string, "the store's type."),
        TemplateContextKey("tests.store.loads", .list(.object), "the store's loads."),
        TemplateContextKey("tests.store.loads[].name", .string, "the phase property."),
        TemplateContextKey("tests.store.loads[].functionName", .string, "the load function."),
        TemplateContextKey(
            "tests.store.loads[].isPaged", .bool, "the loaded case also holds the next page."),
        TemplateContextKey(
            "tests.store.loads[].isKeyed", .bool,
            "the loaded and empty cases also hold what the value was loaded for."),
        TemplateContextKey(
            "tests.store.loads[].expectations", .list(.shape("storeTest")),
            "each one preview `state` the spec declares whose phase the load has."),
        TemplateContextKey(
            "tests.store.loads[].expectations[].state", .string, "the preview state it is for."),
        TemplateContextKey(
            "tests.store.loads[].expectations[].phase", .string, "the phase it expects (`loaded`, `empty`, `failed`)."),
        TemplateContextKey(
            "tests.store.loads[].expectations[].isLoaded", .bool, "one of `isLoaded`, `isEmpty` and `isFailed` is true."
        ),
        TemplateContextKey("tests.store.loads[].expectations[].isEmpty", .bool, "it expects the empty phase."),
        TemplateContextKey("tests.store.loads[].expectations[].isFailed", .bool, "it expects the failed phase."),
        TemplateContextKey(
            "tests.store.loads[].expectations[].expectsValue", .bool,
            "a loaded value must not be empty: the load has an empty phase for that."),
        TemplateContextKey(
            "tests.store.loads[].cancelled", .orNull(.shape("storeTest")),
            "the cancelled tests: a first load's (`testName`) and a loaded load's reload (`reloadTestName`), each "
                + "cancelled before it starts; null when a dependency has no `loaded` value."),
        TemplateContextKey(
            "tests.store.loads[].cancelled.reloadTestName", .string, "the loaded load's reload, cancelled."),
        TemplateContextKey(
            "tests.store.loads[].loadMoreFunction", .orNull(.string), "a paged load's `loadMorePosts`, else null."),
        TemplateContextKey(
            "tests.store.loads[].nextPage", .orNull(.shape("storeTest")),
            "the test that the next page appends; null when no dependency keys the `nextPage` preview value."),
        TemplateContextKey(
            "tests.store.loads[].nextPageFailure", .orNull(.shape("storeTest")),
            "the test that a failed next page keeps the rows; null when no dependency keys the `nextPageError` "
                + "preview value."),
        TemplateContextKey(
            "tests.store.loads[].inputChange", .orNull(.shape("storeTest")),
            "the test that a next page after the text changed appends nothing; null unless the paged load is "
                + "keyed by a `String` store property and has the `nextPage` store."),
        TemplateContextKey("tests.store.loads[].inputChange.property", .string, "the property."),
        TemplateContextKey(
            "tests.store.loads[].gated", .orNull(.shape("gatedSetup")),
            "null unless its call reads a dependency with a `gated` preview value and it can fail."),
        TemplateContextKey(
            "tests.store.loads[].gated.newestTestName", .string, "the test that the newest request wins."),
        TemplateContextKey(
            "tests.store.loads[].gated.reloadTestName", .string, "the test that a failed reload keeps the value."),
        TemplateContextKey(
            "tests.store.loads[].gated.reloadError", .string, "the property a failed reload sets."),
        TemplateContextKey(
            "tests.store.actions", .list(.object), "the store's actions without parameters."),
        TemplateContextKey("tests.store.actions[].name", .string, "the action's name."),
        TemplateContextKey("tests.store.actions[].inFlight", .string, "the flag."),
        TemplateContextKey(
            "tests.store.actions[].failureCase", .string, "the alert case the view puts a failure into."),
        TemplateContextKey(
            "tests.store.actions[].succeeds", .orNull(.shape("storeTest")),
            "the test that it succeeds; null when the spec declares no `loaded` state."),
        TemplateContextKey(
            "tests.store.actions[].fails", .orNull(.shape("storeTest")),
            "the test that it fails; null when the spec declares no `error` state."),
        TemplateContextKey(
            "tests.store.untestedActions", .list(.string), "the actions with parameters, left out."),
        TemplateContextKey(
            "tests.store.rowActions", .list(.shape("gatedSetup")),
            "the actions on a load's rows, tested with the gated store."),
        TemplateContextKey("tests.store.rowActions[].name", .string, "the action's name."),
        TemplateContextKey("tests.store.rowActions[].inFlight", .string, "its flag."),
        TemplateContextKey("tests.store.rowActions[].phase", .string, "the rows' phase."),
        TemplateContextKey("tests.store.rowActions[].loadFunction", .string, "the rows' load function."),
        TemplateContextKey("tests.store.rowActions[].isPaged", .bool, "the rows' load is paged."),
        TemplateContextKey("tests.store.rowActions[].isKeyed", .bool, "the rows' load is keyed."),
        TemplateContextKey("tests.store.rowActions[].takesMany", .bool, "it takes an array of rows."),
        TemplateContextKey(
            "tests.store.rowActions[].perRowTestName", .orNull(.string),
            "the test that it runs per row; null when the test is left out."),
        TemplateContextKey(
            "tests.store.rowActions[].restoreTestName", .orNull(.string),
            "the test that a failure restores the rows; null when the test is left out."),
        TemplateContextKey(
            "tests.store.rowActions[].hasActionArguments", .bool, "its `actionArguments` are not empty."),
        TemplateContextKey(
            "tests.store.hasGatedTests", .bool, "the suite declares its `GatedCalls`."),
        TemplateContextKey(
            "tests.store.lacksGate", .bool, "no dependency has a `gated` value where one would add tests."),
        TemplateContextKey(
            "tests.store.gatedLeftOut", .list(.string),
            "the comment lines of a suite whose `gated` value no test could use."),
        TemplateContextKey("tests.store.hasGatedLeftOut", .bool, "`gatedLeftOut` is not empty."),
        TemplateContextKey(
            "tests.store.leftOut", .list(.string),
            "in a suite with no test at all, the comment lines that say why, so that no suite is empty without "
                + "a word."),
        TemplateContextKey("tests.store.hasLeftOut", .bool, "`leftOut` is not empty."),
        TemplateContextKey(
            "tests.store.shapings", .list(.object),
            "the collections the store shapes: the rows shown follow the collection, the search text and each "
                + "`Bool` or `String` input."),
        TemplateContextKey("tests.store.shapings[].shown", .string, "the rows shown (`shownItems`)."),
        TemplateContextKey("tests.store.shapings[].source", .string, "the collection (`items`)."),
        TemplateContextKey(
            "tests.store.shapings[].groups", .orNull(.string), "the groups of the rows shown; null ungrouped."),
        TemplateContextKey(
            "tests.store.shapings[].identity", .string, "what tells the rows apart, an element's member path (`id`)."),
        TemplateContextKey(
            "tests.store.shapings[].collectionTestName", .string, "the test that the rows follow the collection."),
        TemplateContextKey(
            "tests.store.shapings[].search", .orNull(.object), "the test of the search text; null without `matching`."),
        TemplateContextKey("tests.store.shapings[].search.text", .string, "the search text's store property."),
        TemplateContextKey("tests.store.shapings[].search.testName", .string, "the test's name."),
        TemplateContextKey(
            "tests.store.shapings[].search.searchedText", .orNull(.string),
            "a row's first searched text (`item.name`), which the test finds the row by; null when the filter "
                + "reads the search text or the element is named like a local of the test."),
        TemplateContextKey("tests.store.shapings[].search.element", .string, "the row's name in the test."),
        TemplateContextKey(
            "tests.store.shapings[].changes", .list(.object), "the inputs a test changes as a user would."),
        TemplateContextKey("tests.store.shapings[].changes[].property", .string, "the store property."),
        TemplateContextKey(
            "tests.store.shapings[].changes[].toggles", .bool, "a `Bool` the test toggles; else a `String` it appends to."),
        TemplateContextKey("tests.store.shapings[].changes[].testName", .string, "the test's name."),
        TemplateContextKey(
            "tests.store.shapings[].store", .shape("previewValue"), "the store of the `loaded` previews' dependencies."),
        TemplateContextKey(
            "tests.store.shapings[].callArguments", .list(.shape("previewArgument")),
            "the environment's preview values the call passes; empty when it reads none."),
        TemplateContextKey(
            "tests.store.seedings", .list(.object),
            "the loads that seed a form: the first answer seeds it, a reload keeps what was typed, a failure "
                + "leaves the fields waiting."),
        TemplateContextKey("tests.store.seedings[].name", .string, "the load's phase, and its value's name."),
        TemplateContextKey("tests.store.seedings[].functionName", .string, "the load function."),
        TemplateContextKey("tests.store.seedings[].flag", .string, "the flag the fields wait for."),
        TemplateContextKey("tests.store.seedings[].isKeyed", .bool, "the loaded case holds the inputs too."),
        TemplateContextKey(
            "tests.store.seedings[].compared", .list(.object),
            "the seeds the test compares with the loaded value: standard `Equatable` types, reading only it."),
        TemplateContextKey("tests.store.seedings[].compared[].property", .string, "the seeded property."),
        TemplateContextKey("tests.store.seedings[].compared[].value", .string, "what it is seeded with."),
        TemplateContextKey("tests.store.seedings[].hasCompared", .bool, "`compared` is not empty."),
        TemplateContextKey(
            "tests.store.seedings[].typed", .list(.object), "the seeded properties the test changes before a reload."),
        TemplateContextKey("tests.store.seedings[].typed[].property", .string, "the property."),
        TemplateContextKey(
            "tests.store.seedings[].typed[].toggles", .bool, "a `Bool` the test toggles; else a `String` it appends to."),
        TemplateContextKey("tests.store.seedings[].typed[].local", .string, "the test's local of the typed value."),
        TemplateContextKey("tests.store.seedings[].hasTyped", .bool, "`typed` is not empty."),
        TemplateContextKey("tests.store.seedings[].seedsTestName", .string, "the test that the answer seeds."),
        TemplateContextKey(
            "tests.store.seedings[].reloadTestName", .string, "the test that a reload keeps what was typed."),
        TemplateContextKey(
            "tests.store.seedings[].failing", .orNull(.shape("storeTest")),
            "the test with the `error` previews; null without them, or for a load that ignores its failures."),
        TemplateContextKey(
            "tests.store.seedings[].store", .shape("previewValue"), "the store of the `loaded` previews' dependencies."),
        TemplateContextKey(
            "tests.store.seedings[].callArguments", .list(.shape("previewArgument")),
            "the environment's preview values the call passes; empty when it reads none."),
        TemplateContextKey(
            "tests.store.polls", .list(.object), "the polls (`every`): each loads, and ends when its task is cancelled."),
        TemplateContextKey("tests.store.polls[].functionName", .string, "`pollStatus`."),
        TemplateContextKey("tests.store.polls[].name", .string, "the load's phase or optional value."),
        TemplateContextKey("tests.store.polls[].ignoresFailure", .bool, "the load ignores its failures."),
        TemplateContextKey("tests.store.polls[].testName", .string, "the test's name."),
        TemplateContextKey("tests.store.polls[].hasCallArguments", .bool, "`callArguments` is not empty."),
        TemplateContextKey(
            "tests.store.polls[].store", .shape("previewValue"), "the store of the `loaded` previews' dependencies."),
        TemplateContextKey(
            "tests.store.polls[].callArguments", .list(.shape("previewArgument")),
            "the environment's preview values the call passes; empty when it reads none."),
        TemplateContextKey("tests.store.hasPolls", .bool, "the suite declares `eventually` and `PollRun`."),
        TemplateContextKey(
            "tests.store.rowEdits", .list(.object), "the arrays the store edits in place (`edits`, `add`)."),
        TemplateContextKey("tests.store.rowEdits[].source", .string, "the array's store property."),
        TemplateContextKey("tests.store.rowEdits[].identity", .string, "what tells the rows apart."),
        TemplateContextKey(
            "tests.store.rowEdits[].delete", .orNull(.object),
            "the delete method's test; null without one, or when the array starts empty."),
        TemplateContextKey("tests.store.rowEdits[].delete.function", .string, "`deleteTags`."),
        TemplateContextKey("tests.store.rowEdits[].delete.testName", .string, "the test's name."),
        TemplateContextKey(
            "tests.store.rowEdits[].move", .orNull(.object),
            "the move method's test; null without one, or when the array starts empty."),
        TemplateContextKey("tests.store.rowEdits[].move.function", .string, "`moveTags`."),
        TemplateContextKey("tests.store.rowEdits[].move.testName", .string, "the test's name."),
        TemplateContextKey("tests.store.rowEdits[].add", .orNull(.object), "the add method's test; null without one."),
        TemplateContextKey("tests.store.rowEdits[].add.function", .string, "`addTag`."),
        TemplateContextKey("tests.store.rowEdits[].add.text", .string, "the text's store property."),
        TemplateContextKey("tests.store.rowEdits[].add.testName", .string, "the test's name."),
        TemplateContextKey(
            "tests.store.rowEdits[].store", .shape("previewValue"), "the store of the `loaded` previews' dependencies."),
        TemplateContextKey(
            "tests.store.rowEdits[].callArguments", .list(.shape("previewArgument")),
            "the environment's preview values the call passes; empty when it reads none."),
        TemplateContextKey(
            "tests.store.stateLeftOut", .list(.string),
            "comment lines of what the shaping tests leave out, and why."),
        TemplateContextKey("tests.store.hasStateLeftOut", .bool, "`stateLeftOut` is not empty."),
    ]
}

extension TemplateContextKeys {
    /// What an app spec's templates render against.
    public static let app = TemplateContextShape(
        "app",
        "An app spec (`app:` at the root) renders `AppTab.swift.mustache` (the tab enum and the navigation "
            + "state), `AppRoot.swift.mustache` (the root view, at iOS 16 a private stack view per tab, and the "
            + "routes modifier; each tab's body is the partial `appTabContent.mustache`, whose `.tabItem`, `.badge` "
            + "and `.tag` are `appTabItem.mustache`, its icon, in the `Label` or the `Tab`, `appTabIcon.mustache`) and, with `main: true`, `AppMain.swift.mustache` (the `@main` "
            + "App struct). It reuses `Route.swift.mustache`, `Router.swift.mustache` and "
            + "`Presentation.swift.mustache` for its routes, router and sheets, so the keys those read have the "
            + "same shape here: `spec`, `headerLines`, `summaryLines`, `legacyObservation`, `view`, `navigation` "
            + "and `presentation`.",
        keys: appKeys + appTests)

    static let appKeys: [TemplateContextKey] = [
        TemplateContextKey("spec", .string, "the spec's path, as a screen's."),
        TemplateContextKey("headerLines", .list(.string), "the configuration's `header`, as a screen's."),
        TemplateContextKey("summaryLines", .list(.string), "the summary, as a screen's."),
        TemplateContextKey(
            "legacyObservation", .bool,
            "below iOS 17: `ObservableObject` navigation and routers, `@StateObject` dependencies."),
        TemplateContextKey(
            "access", .string,
            "the app's access level as the keyword and a space, as a screen's: the root view, its `init` and `body`, "
                + "the navigation, the tab, route and sheet enums and the router."),
        TemplateContextKey("exported", .bool, "`access` is `public` or `package`, as a screen's."),
        TemplateContextKey("view", .object, "only `typeName`."),
        TemplateContextKey("view.typeName", .string, "the root view's type."),
        TemplateContextKey("navigation", .orNull(.shape("navigation")), "the app's routes, as an owner's."),
        TemplateContextKey("presentation", .orNull(.shape("presentation")), "the sheet enum, or null."),
        TemplateContextKey("app", .string, "the name."),
        TemplateContextKey("previewNameLiteral", .string, "the root's `#Preview` name."),
        TemplateContextKey(
            "tabType", .string,
            "the tab enum. `Router.swift.mustache` tells an app's router from a screen's by `tabType`, which "
                + "only an app's context has."),
        TemplateContextKey("navigationType", .string, "the navigation state's type."),
        TemplateContextKey("sheetType", .orNull(.string), "the sheet enum's type, or null."),
        TemplateContextKey("routesModifier", .string, "`withSocialRoutes`."),
        TemplateContextKey(
            "usesTabType", .bool, "iOS 18 and later: `Tab` values instead of `.tabItem` and `.tag`."),
        TemplateContextKey("stackViewType", .string, "`SocialTabStack`, the iOS 16 stack view."),
        TemplateContextKey("entryPointType", .orNull(.string), "`SocialApp`, or null without `main: true`."),
        TemplateContextKey("initialTab", .string, "the first tab with a root."),
        TemplateContextKey("tabs", .list(.object), "the tabs."),
        TemplateContextKey("tabs[].caseName", .string, "the tab's case."),
        TemplateContextKey("tabs[].titleLiteral", .string, "its title, a string literal."),
        TemplateContextKey(
            "tabs[].systemImageLiteral", .orNull(.string), "its SF Symbol's name, a string literal, or null."),
        TemplateContextKey(
            "tabs[].imageLiteral", .orNull(.string),
            "the name of its image in the asset catalog, a string literal, or null (it has a `systemImage`)."),
        TemplateContextKey("tabs[].root", .orNull(.string), "the root view, or null."),
        TemplateContextKey("tabs[].presents", .orNull(.string), "the sheet case it presents instead, or null."),
        TemplateContextKey("tabs[].badge", .orNull(.string), "its badge, or null."),
        TemplateContextKey(
            "tabs[].routerName", .orNull(.string),
            "the navigation state's property holding the tab's router, or null for a sheet tab and a tab with "
                + "`stack: false`."),
        TemplateContextKey(
            "tabs[].condition", .orNull(.string), "the spec's `if`, which the tab is shown under (`appTab`), or null."),
        TemplateContextKey(
            "tabs[].modifiers", .list(.string), "the tab's own modifiers, after the `Tab` or the tagged view."),
        TemplateContextKey("tabs[].role", .orNull(.string), "the `Tab`'s role (`search`, iOS 18), or null."),
        TemplateContextKey("stackedTabs", .list(.object), "the tabs with a stack."),
        TemplateContextKey("stackedTabs[].caseName", .string, "the tab's case."),
        TemplateContextKey("stackedTabs[].isLast", .bool, "the last of them."),
        TemplateContextKey("plainTabs", .list(.object), "the tabs showing a root without a stack."),
        TemplateContextKey("plainTabs[].caseName", .string, "the tab's case."),
        TemplateContextKey("plainTabs[].isLast", .bool, "the last of them."),
        TemplateContextKey("hasStackedTabs", .bool, "`stackedTabs` is not empty."),
        TemplateContextKey(
            "poppingTabs", .list(.object), "the tabs with a stack whose re-tap only pops (no `scrollToTopOnReselect`)."),
        TemplateContextKey("poppingTabs[].caseName", .string, "the tab's case."),
        TemplateContextKey("poppingTabs[].isLast", .bool, "the last of them."),
        TemplateContextKey("hasPoppingTabs", .bool, "`poppingTabs` is not empty."),
        TemplateContextKey(
            "scrollingTabs", .list(.object),
            "the tabs with `scrollToTopOnReselect`: re-tapped, their router's `reselect()` pops, or at the root "
                + "asks the root screen to scroll to the top."),
        TemplateContextKey("scrollingTabs[].caseName", .string, "the tab's case."),
        TemplateContextKey("scrollingTabs[].isLast", .bool, "the last of them."),
        TemplateContextKey(
            "hasScrollingTabs", .bool,
            "`scrollingTabs` is not empty: the app's router (`Router.swift.mustache`) counts `scrollToTopRequests` "
                + "and has `reselect()`."),
        TemplateContextKey("hasPlainTabs", .bool, "`plainTabs` is not empty."),
        TemplateContextKey(
            "firstStackedTab", .orNull(.string),
            "where a deep link without a tab goes when the selected tab has no stack."),
        TemplateContextKey("hasSheetTabs", .bool, "some tab presents a sheet."),
        TemplateContextKey(
            "switchesOverTabs", .bool,
            "`select(_:)` switches over the tabs: some tab pops its stack or presents a sheet; else it only selects."),
        TemplateContextKey(
            "routerIsOptional", .bool, "some tab has no router, so `router(for:)` returns an optional."),
        TemplateContextKey("tabsWithoutRouter", .string, "those tabs in words, for its doc comment."),
        TemplateContextKey("dependencies", .list(.object), "the dependencies the root view holds."),
        TemplateContextKey("dependencies[].name", .string, "the dependency's name."),
        TemplateContextKey("dependencies[].type", .string, "its type."),
        TemplateContextKey("dependencies[].initial", .string, "the expression it starts as."),
        TemplateContextKey("dependencies[].preview", .string, "the expression the `#Preview` passes."),
        TemplateContextKey("dependencies[].isLast", .bool, "the last of them."),
        TemplateContextKey("hasDependencies", .bool, "`dependencies` is not empty."),
        TemplateContextKey(
            "hasInitializer", .bool,
            "the root view declares an `init`: to take its dependencies, or for its access level."),
        TemplateContextKey(
            "tabViewStyle", .orNull(.string), "`sidebarAdaptable`, or null for the automatic style (no modifier)."),
        TemplateContextKey(
            "tabBarMinimize", .orNull(.string), "`.tabBarMinimizeBehavior`'s value (iOS 26), or null for none."),
        TemplateContextKey(
            "modifiers", .list(.string),
            "the spec's `modifiers`, each a modifier call as written, after the `TabView`'s own and before the "
                + "`.environment(…)` lines."),
        TemplateContextKey(
            "hasRoutes", .bool, "without routes the routes modifier registers nothing and returns `self`."),
        TemplateContextKey("routeTabs", .list(.object), "per route, the tab a deep link to it selects."),
        TemplateContextKey("routeTabs[].caseName", .string, "the route's case."),
        TemplateContextKey("routeTabs[].tab", .orNull(.string), "the tab it selects, or null for the selected tab."),
    ]

    static let appTests: [TemplateContextKey] = [
        TemplateContextKey(
            "tests", .object,
            "an app's tests: the same `routes` suite as a screen's and, instead of `store`, `navigation`."),
        TemplateContextKey("testModule", .orNull(.string), "as a screen's."),
        TemplateContextKey("imports", .list(.string), "as a screen's, for the app's files."),
        TemplateContextKey("tests.routes", .orNull(.shape("routeTests")), "null, or the route enum's suite."),
        TemplateContextKey(
            "tests.navigation", .orNull(.object),
            "the navigation suite (`AppNavigationTests.swift.mustache`): an app's taps (re-tap pops, sheet tabs) "
                + "and deep links."),
        TemplateContextKey("tests.navigation.suiteName", .string, "the suite's name."),
        TemplateContextKey("tests.navigation.navigationType", .string, "the navigation state's type."),
        TemplateContextKey("tests.navigation.tabType", .string, "the tab enum."),
        TemplateContextKey("tests.navigation.routeType", .string, "the route enum."),
        TemplateContextKey("tests.navigation.initialTab", .string, "the first tab with a root."),
        TemplateContextKey("tests.navigation.stackedTabs", .list(.object), "the tabs with a stack."),
        TemplateContextKey("tests.navigation.stackedTabs[].caseName", .string, "the tab's case."),
        TemplateContextKey("tests.navigation.stackedTabs[].isLast", .bool, "the last of them."),
        TemplateContextKey(
            "tests.navigation.pushedRoute", .orNull(.object),
            "the route a re-tap test pushes first, or null, and then no re-tap test."),
        TemplateContextKey("tests.navigation.pushedRoute.caseName", .string, "the route's case."),
        TemplateContextKey(
            "tests.navigation.pushedRoute.sample", .orNull(.string), "its sample value, or null without a value."),
        TemplateContextKey("tests.navigation.sheetTabs", .list(.object), "the tabs that present a sheet."),
        TemplateContextKey("tests.navigation.sheetTabs[].tab", .string, "the tab."),
        TemplateContextKey("tests.navigation.sheetTabs[].sheet", .string, "the sheet it presents."),
        TemplateContextKey("tests.navigation.firstSheetTab", .orNull(.string), "the first of them, or null."),
        TemplateContextKey("tests.navigation.deepLinks", .list(.object), "the deep links the suite opens."),
        TemplateContextKey("tests.navigation.deepLinks[].caseName", .string, "the route's case."),
        TemplateContextKey(
            "tests.navigation.deepLinks[].sample", .orNull(.string), "its sample value, or null without a value."),
        TemplateContextKey(
            "tests.navigation.deepLinks[].startTab", .string, "the tab selected before it is opened."),
        TemplateContextKey("tests.navigation.deepLinks[].tab", .string, "the tab it opens (pushed)."),
        TemplateContextKey("tests.navigation.deepLinks[].isLast", .bool, "the last of them."),
        TemplateContextKey("tests.navigation.hasDeepLinks", .bool, "`deepLinks` is not empty."),
        TemplateContextKey(
            "tests.navigation.hasSeveralDeepLinks", .bool,
            "more than one: each argument ends with a comma, as `swift format` writes a list of several (one alone has none)."),
        TemplateContextKey(
            "tests.navigation.routerIsOptional", .bool, "some tab has no router, as the app's `routerIsOptional`."),
    ]
}

extension TemplateContextKeys {
    static let button = TemplateContextShape(
        "button",
        "A button (an alert's or dialog's action, a toolbar item's or menu's, a failed load's Retry, a row's tap, a "
            + "form's button row), which `button.mustache` writes. Every key is present, null when unused, so a "
            + "lookup never falls through to an outer context's key of the same name.",
        keys: [
            TemplateContextKey(
                "labelLiteral", .string, #"a localized string literal with the spec's interpolations (`\(…)`)."#),
            TemplateContextKey(
                "systemImageLiteral", .orNull(.string),
                "the SF Symbol's name as a literal, or null; with one, `Button(_:systemImage:role:action:)`, which "
                    + "the iOS 17 SDK provides back to iOS 15."),
            TemplateContextKey("role", .orNull(.string), "`cancel`, `destructive`, or null."),
            TemplateContextKey(
                "roleCondition", .orNull(.string),
                "null, or the `Bool` expression while which the role applies: `role: condition ? .destructive : nil`."),
            TemplateContextKey(
                "condition", .orNull(.string),
                "the spec's `if` on a menu's or a row's button: the `Bool` expression it is shown under "
                    + "(`shownButton.mustache`), or null."),
            TemplateContextKey(
                "modifiers", .list(.string),
                "a menu's or a row's button's own modifiers, each a call as written, after the button "
                    + "(`shownButton.mustache`); empty for the others, so no outer node's are read."),
            TemplateContextKey(
                "statement", .orNull(.string), "the spec's code the button runs when it is one statement, else null."),
            TemplateContextKey(
                "runsInTask", .bool, "it awaits or runs an action, so it runs in a `Task`."),
            TemplateContextKey("runs", .bool, "false for a button that only dismisses."),
            TemplateContextKey(
                "reruns", .orNull(.shape("loadCall")),
                "null, or the load a Retry button runs again, in a `Task`: its `receiver`, the store's property or "
                    + "null, and `functionName`."),
            TemplateContextKey(
                "singleAction", .orNull(.object),
                "one action and nothing else: `Task { await save() }`; else null."),
            TemplateContextKey("singleAction.name", .string, "the action's method."),
            TemplateContextKey("singleAction.arguments", .string, "what it is passed, as the spec writes it."),
            TemplateContextKey(
                "manySteps", .bool,
                "a list of steps, which `buttonAction.mustache` runs in one `Task`, each action but the last "
                    + "guarded (`guard await save() else { return }`)."),
            TemplateContextKey("steps", .list(.object), "the steps, each a `statement` or an `action`."),
            TemplateContextKey("steps[].statement", .orNull(.string), "a statement of the spec's, or null."),
            TemplateContextKey("steps[].action", .orNull(.object), "an action it runs, or null."),
            TemplateContextKey("steps[].action.name", .string, "the action's method."),
            TemplateContextKey("steps[].action.arguments", .string, "what it is passed."),
            TemplateContextKey(
                "steps[].action.stopsOnFailure", .bool, "the steps after it run only when it succeeded."),
            TemplateContextKey(
                "progress", .orNull(.object),
                "null, or the in-flight flags of the actions it runs: the label becomes a `ProgressView`, which "
                    + "keeps the label as its accessibility label, and the button is disabled while one is true; "
                    + "alert and dialog buttons have none, as they are gone once tapped."),
            TemplateContextKey("progress.flags", .list(.object), "the flags."),
            TemplateContextKey(
                "progress.flags[].receiver", .orNull(.string), "the store's property, or null."),
            TemplateContextKey("progress.flags[].name", .string, "the flag."),
            TemplateContextKey(
                "progress.flags[].tracksElements", .bool, "a set of row ids, in flight while not empty."),
            TemplateContextKey("progress.flags[].isLast", .bool, "the last of the flags."),
            TemplateContextKey(
                "disabled", .orNull(.shape("condition")),
                "null, or a condition: combined with the flags by `||`, in parentheses where it needs them."),
            TemplateContextKey(
                "busy", .orNull(.shape("flag")),
                "null, or on a toolbar button of a screen with `busy` the busy flag: it disables the button in "
                    + "place of the flags, which it includes."),
        ])

    static let rowButton = TemplateContextShape(
        "rowButton", extends: "button",
        "A row's button, in `swipeActions` and `contextMenu`: a button's facts plus `tint`. Row buttons show no "
            + "progress. The `rowActions` partial writes them, each through `button`.",
        keys: [TemplateContextKey("tint", .orNull(.string), "null or the `ShapeStyle` expression.")])

    static let condition = TemplateContextShape(
        "condition", "A condition the spec writes (a button's `disabled`, a toolbar item's `hidden`).",
        keys: [
            TemplateContextKey("code", .string, "the expression."),
            TemplateContextKey("isSingleTerm", .bool, "one term, which `!` takes without parentheses."),
            TemplateContextKey(
                "bindsTighterThanOr", .bool,
                "`||` takes it without parentheses: a comparison or `&&` does, a ternary does not."),
            TemplateContextKey(
                "negatedTerm", .orNull(.string), "for `!term`, the `term`, which is its negation; else null."),
            TemplateContextKey(
                "negation", .string, "the negation as Swift writes it: `term` for `!term`, `!term`, or `!(a || b)`."),
        ])

    static let flag = TemplateContextShape(
        "flag", "A flag as the view reads it: the busy flag of `busy`, a button's `busy`.",
        keys: [
            TemplateContextKey("receiver", .orNull(.string), "the store's property, or null in MV."),
            TemplateContextKey("name", .string, "the flag's name."),
        ])

    static let member = TemplateContextShape(
        "member",
        "A member's facts, which `member.mustache` writes as its declaration (a view's or a store's observed "
            + "property): each of a group's `view.memberGroups[].members`, of `store.observed`, and `store.busy`.",
        keys: [
            TemplateContextKey("name", .string, "the member's name."),
            TemplateContextKey(
                "declaration", .orNull(.string),
                "a member the spec declares in Swift (`members`): the whole declaration, written as given in place of "
                    + "the keys below; null for the others."),
            TemplateContextKey(
                "wrapper", .orNull(.string),
                "the property wrapper without `@`: `State`, `StateObject`, `Binding`, `Bindable`, `ObservedObject`, "
                    + "`Environment`, `EnvironmentObject`, `Published`; null for none."),
            TemplateContextKey(
                "isEnvironment", .bool, "read with `@Environment(…)`, which names no type after the name."),
            TemplateContextKey(
                "environmentKey", .orNull(.string),
                "the key path a value is read by, or null when it is read by type."),
            TemplateContextKey("isPrivate", .bool, "`private`."),
            TemplateContextKey(
                "access", .string,
                "the keyword and a space a store's member that is not private shares with its store (`public `), "
                    + "before `private(set)`; empty for a view's and a private one."),
            TemplateContextKey("isPrivateSet", .bool, "`private(set)`."),
            TemplateContextKey("isConstant", .bool, "`let`."),
            TemplateContextKey("type", .orNull(.string), "its type; null for a value read by key path."),
            TemplateContextKey("annotatesType", .bool, "whether the declaration writes `: type`."),
            TemplateContextKey("isOptional", .bool, "its type is an optional."),
            TemplateContextKey("constructs", .bool, "starts as a new instance, `= Type()`."),
            TemplateContextKey("initialValue", .orNull(.string), "the spec's expression, or null."),
            TemplateContextKey("startsLoading", .bool, "a load phase, `= .loading`."),
            TemplateContextKey("startsInactive", .bool, "the screen's edit mode, `= .inactive`."),
            TemplateContextKey(
                "startsAtTopEdge", .bool, "a scroll position at the top, `= ScrollPosition(edge: .top)` (its `type`)."),
            TemplateContextKey("startsWithoutGroups", .bool, "a grouped load's groups, `= []`."),
            TemplateContextKey(
                "groups", .orNull(.object),
                "null, or for the groups of a grouped load: declared `[(key: keyType, value: [elementType])]` in "
                    + "place of `type`."),
            TemplateContextKey("groups.keyType", .string, "the groups' key."),
            TemplateContextKey("groups.elementType", .string, "the grouped rows' element."),
            TemplateContextKey("isComputed", .bool, "a computed member, a load's task id."),
            TemplateContextKey(
                "isRequestCounter", .bool, "a load's request counter, bookkeeping no view reads."),
            TemplateContextKey("isReloadError", .bool, "a load's reload error, which its notice shows."),
            TemplateContextKey(
                "computedFrom", .list(.object),
                "the values a computed member combines into an array; empty otherwise."),
            TemplateContextKey("computedFrom[].name", .string, "a value."),
            TemplateContextKey("computedFrom[].isLast", .bool, "the last of them."),
            TemplateContextKey("isBusyFlag", .bool, "the busy flag of `busy`, a computed `Bool`."),
            TemplateContextKey(
                "anyInFlight", .list(.object),
                "for it, the in-flight flags it is true while one is; empty otherwise."),
            TemplateContextKey("anyInFlight[].name", .string, "the flag."),
            TemplateContextKey(
                "anyInFlight[].tracksElements", .bool, "a set of row ids, in flight while not empty."),
            TemplateContextKey("anyInFlight[].isLast", .bool, "the last of them."),
            TemplateContextKey(
                "reshapes", .orNull(.object),
                "null, or for a store property a shaped section reads, the `didSet` that shapes the rows again."),
            TemplateContextKey("reshapes.functions", .list(.string), "the store's shaping methods it calls."),
            TemplateContextKey(
                "reshapes.single", .orNull(.string), "the one method, when there is one: `didSet { update…() }`."),
        ])

    static let parameter = TemplateContextShape(
        "parameter",
        "A parameter of an `init` (the view's explicit initialiser, the store's), which "
            + "`initializerSignature.mustache` writes.",
        keys: [
            TemplateContextKey("label", .string, "the parameter's label, also its name."),
            TemplateContextKey("type", .string, "its type."),
            TemplateContextKey("isBinding", .bool, "declared `Binding<type>`."),
            TemplateContextKey("isEscaping", .bool, "a closure the initialiser stores, declared `@escaping type`."),
            TemplateContextKey(
                "defaultValue", .orNull(.string), "null, or the spec's `default`, written `= defaultValue` after the type."),
            TemplateContextKey("isLast", .bool, "the last of the parameters."),
        ])

    static let phase = TemplateContextShape(
        "phase",
        "A load's phase enum, which `phaseEnum.mustache` declares: `loading`, `empty` (when the load has one), "
            + "`failed`, `loaded`. Each of `view.phases` and `store.phases`.",
        keys: [
            TemplateContextKey("phaseType", .string, "the enum (`PostsPhase`)."),
            TemplateContextKey(
                "access", .string,
                "the keyword and a space of the enum and its members: a store's, the type of its properties, at the "
                    + "screen's level; empty in a view, which keeps its phases private."),
            TemplateContextKey("valueType", .string, "the loaded value's type (`[Post]`)."),
            TemplateContextKey("hasEmpty", .bool, "an `empty` case."),
            TemplateContextKey(
                "canFail", .bool, "a `failed` case: every load but a `nonThrowing` stream."),
            TemplateContextKey(
                "pagination", .orNull(.shape("pagination")),
                "null, or a paged load's next page: `loaded` also holds it, and the `…NextPage` enum follows."),
            TemplateContextKey(
                "input", .orNull(.shape("input")),
                "null, or what a load with `dependsOn` was loaded for, which its `loaded` and `empty` cases hold "
                    + "(`for:`) and its `loadedFor` member reads."),
            TemplateContextKey(
                "hasLoadedMember", .bool,
                "the phase has a `hasLoaded` member (loaded or empty), which a task without an input reads when the "
                    + "phase also has an `empty` case."),
            TemplateContextKey(
                "removableRows", .orNull(.object),
                "null, or for a load whose rows a swipe deletes, the phase's `remove(_:)` and `restore(_:)`."),
            TemplateContextKey("removableRows.elementType", .string, "the rows' element type."),
            TemplateContextKey(
                "removableRows.hasRowsMember", .bool, "a `rows` member too, which the groups are made from."),
            TemplateContextKey(
                "removableRows.emptiesWhenNone", .bool,
                "removing the last row makes the phase `empty`: a load with an `empty` case and no pages."),
        ])

    static let pagination = TemplateContextShape(
        "pagination",
        "A paged load's next page: a phase's, a load function's and a phase section's `pagination`.",
        keys: [
            TemplateContextKey("nextPageType", .string, "`PostsNextPage`, the enum of its states."),
            TemplateContextKey("cursorType", .string, "the cursor's type."),
            TemplateContextKey("next", .string, "the spec's call that fetches the page after `cursor`."),
            TemplateContextKey(
                "cursorOf", .string, "the spec's expression that reads the next cursor from a fetched `page`."),
            TemplateContextKey("functionName", .string, "`loadMorePosts`."),
            TemplateContextKey("receiver", .orNull(.string), "the store's property, or null in the view."),
            TemplateContextKey(
                "environmentArguments", .list(.shape("environmentArgument")),
                "what the view passes the function from its environment."),
            TemplateContextKey(
                "retry", .shape("button"), "the last row's Retry, a button's facts, whose `reruns` is `functionName`."),
            TemplateContextKey(
                "pageType", .orNull(.string),
                "the type of a page that is an envelope around its rows (`page`), or null when a page is the rows."),
            TemplateContextKey(
                "rows", .orNull(.string),
                "the spec's expression that reads an envelope's rows from a fetched `page`, or null."),
            TemplateContextKey(
                "pageRows", .string,
                "the name a fetched page's rows are in: `page`, or `rows` when an envelope's are read into it."),
        ])

    static let input = TemplateContextShape(
        "input",
        "What a load with `dependsOn` was loaded for: a phase's, a load function's and a phase section's `input`.",
        keys: [
            TemplateContextKey("type", .string, "the one name's declared type, else `[AnyHashable]`."),
            TemplateContextKey("expression", .string, "the expression the load function reads it with."),
            TemplateContextKey("annotatesType", .bool, "the local it is kept in needs its type: several names."),
        ])

    static let loadFunction = TemplateContextShape(
        "loadFunction",
        "One load function, which `loadFunction.mustache` writes: call, cancellation check, phase update; for a "
            + "stream, the loop over its values; for a paged load, the first page, then the function that loads the "
            + "next one. Each of `view.loadFunctions` and `store.loadFunctions`.",
        keys: [
            TemplateContextKey(
                "isPrivate", .bool, "a view's are private; a store's are not, the view calls them."),
            TemplateContextKey("functionName", .string, "`loadPosts`."),
            TemplateContextKey("name", .string, "the load's name, its phase property."),
            TemplateContextKey("call", .string, "the spec's call."),
            TemplateContextKey("hasEmpty", .bool, "the phase has an `empty` case."),
            TemplateContextKey(
                "restartsLoading", .bool,
                "the load has Retry: restarting after a failure sets the phase back to `loading` first."),
            TemplateContextKey(
                "groupings", .list(.shape("grouping")),
                "the groups its sections show: set with `Dictionary(grouping:by:)` sorted by key, before the phase."),
            TemplateContextKey(
                "requestCounter", .orNull(.string),
                "`postsRequest`, the member that numbers the requests: an answer is published only while its request "
                    + "is the newest; null for a stream."),
            TemplateContextKey(
                "reloadError", .orNull(.string),
                "`postsReloadError`, the member a failed reload sets when the phase shows an answer for the same "
                    + "input, which stays, and every answer clears; null for a stream."),
            TemplateContextKey(
                "hasLoadedMember", .bool,
                "as in `phases`: how the function tells that the phase shows an answer when it has no input."),
            TemplateContextKey(
                "input", .orNull(.shape("input")),
                "as in `phases`: the function keeps it in a local, `input`, before the call, and sets it in the "
                    + "phase."),
            TemplateContextKey(
                "stream", .orNull(.object),
                "null for one `async throws` call, else the `AsyncSequence` the function follows."),
            TemplateContextKey(
                "stream.throws", .bool, "`for try await` inside `do`/`catch`, else `for await`."),
            TemplateContextKey("pagination", .orNull(.shape("pagination")), "as in `phases`."),
            TemplateContextKey(
                "environmentArguments", .list(.shape("environmentArgument")),
                "what the view passes the store's load from its environment."),
            TemplateContextKey(
                "ignoresFailure", .bool,
                "the load ignores its failure (`failure: ignore`): the function sets an optional member with "
                    + "`try?` rather than a phase."),
            TemplateContextKey(
                "poll", .orNull(.object),
                "null, or the function that runs the load again while the screen is shown (`every`): a loop of the "
                    + "load function and `Task.sleep(for: interval)` until the task is cancelled."),
            TemplateContextKey("poll.functionName", .string, "`pollStatus`; the view's task awaits it."),
            TemplateContextKey("poll.loadFunctionName", .string, "`loadStatus`, which it loops."),
            TemplateContextKey(
                "poll.takesEnvironment", .bool, "it takes (and passes on) the view's environment values too."),
            TemplateContextKey(
                "poll.unit", .string, "the interval's default as a `Duration`: `seconds` when whole, else "
                    + "`milliseconds`."),
            TemplateContextKey("poll.amount", .int, "`30`."),
            TemplateContextKey(
                "poll.keepsFailure", .bool,
                "the load function restarts with progress after a failure (Retry), and takes "
                    + "`keepingFailure`, which each run after the first sets: a failure stays shown while it runs."),
            TemplateContextKey(
                "seeding", .orNull(.object),
                "null, or what the load's first answer copies into the properties a form edits (`seeds`); a reload "
                    + "leaves them alone."),
            TemplateContextKey(
                "seeding.flag", .string,
                "`isAccountSeeded`: false until the first answer (for the current input) has seeded; the fields "
                    + "that bind a seeded property are disabled until then."),
            TemplateContextKey("seeding.seeds", .list(.object), "each copy, in the spec's order."),
            TemplateContextKey("seeding.seeds[].property", .string, "`displayName`, escaped."),
            TemplateContextKey("seeding.seeds[].value", .string, "`account.displayName`, the user's expression."),
        ])

    static let loadCall = TemplateContextShape(
        "loadCall",
        "A call of a load function from the view, which `loadCall.mustache` writes (`store.loadPosts(client: "
            + "client)`): the view awaits `receiver.functionName(label: name)`. Each of `body.tasks`, the loads of "
            + "`body.refresh`, a Retry's `reruns` and an action's `reloads`.",
        keys: [
            TemplateContextKey(
                "receiver", .orNull(.string), "the store's property when the load runs in the store, else null."),
            TemplateContextKey("functionName", .string, "`loadPosts`."),
            TemplateContextKey(
                "environmentArguments", .list(.shape("environmentArgument")),
                "what the view passes the store's load from its environment; empty in MV and for a load that reads "
                    + "nothing from it."),
        ])

    static let environmentArgument = TemplateContextShape(
        "environmentArgument",
        "What the view passes a store's load or action from its environment (`source: environment`), which "
            + "`environmentParameters.mustache` declares as the method's parameters (`client: FeedClient`). "
            + "Tasks, load functions, the `pagination` of a paged load, a Retry's `reruns`, an action and its "
            + "`reloads` carry the same `environmentArguments`.",
        keys: [
            TemplateContextKey("label", .string, "the argument's label."),
            TemplateContextKey(
                "name", .string, "the name of the view's member, which is also the store's parameter."),
            TemplateContextKey("type", .string, "its type."),
            TemplateContextKey(
                "parameterName", .orNull(.string), "null, or the escaped name a keyword label needs.",
                unexercised: "no golden case reads an environment value named by a Swift keyword into a store"),
            TemplateContextKey("isLast", .bool, "the last of them."),
        ])

    static let grouping = TemplateContextShape(
        "grouping",
        "The groups made of a load's rows: a load function's `groupings`, and those a swipe to delete makes again.",
        keys: [
            TemplateContextKey("property", .string, "the member that holds them."),
            TemplateContextKey("keyPath", .string, #"the element's key path without `\.`."#),
        ])
}

extension TemplateContextKeys {
    static let section = TemplateContextShape(
        "section",
        "A section of the container, which `section.mustache` writes: its rows, in a `Section` (with header and "
            + "footer) when the sections are wrapped. Each of `body.sections` is a section, or, for consecutive "
            + "sections of one load, one shared phase: `sharesPhase`, the phase keys (`isPhase`, `receiver`, "
            + "`name`, `bindsValue`, `empty`, `error`, …) and `parts`, the sections its loaded case shows. A phase "
            + "keeps the keys `phaseSwitch` reads at the section's level, so what fills it is one of `isPhase`, "
            + "`collection` and `fields`.",
        keys: sectionFrame + sectionPhase + sectionRows + sectionFields)

    static let sectionFrame: [TemplateContextKey] = [
        TemplateContextKey("sharesPhase", .bool, "true for a shared phase; false for a section."),
        TemplateContextKey(
            "parts", .list(.shape("section")),
            "a shared phase's: the sections its loaded case shows, each a section with `isPart` true and `isPhase` "
                + "false."),
        TemplateContextKey("isPart", .bool, "a part of a shared phase."),
        TemplateContextKey(
            "wrap", .bool,
            "whether it sits in a `Section`; never for a grouped one (each group is a section), always for one "
                + "with modifiers."),
        TemplateContextKey("titleLiteral", .orNull(.string), "its title, a string literal, or null."),
        TemplateContextKey("footerLiteral", .orNull(.string), "its footer, or null."),
        TemplateContextKey(
            "headerView", .orNull(.string), "the spec's `headerView`, a view of the app's own as the header, or null."),
        TemplateContextKey(
            "footerView", .orNull(.string), "the spec's `footerView`, a view of the app's own as the footer, or null."),
        TemplateContextKey("hasHeader", .bool, "a title or a header view."),
        TemplateContextKey("hasFooter", .bool, "a footer or a footer view."),
        TemplateContextKey(
            "usesClosures", .bool,
            "a footer, or a header view: `Section { … } header: { … } footer: { … }` rather than `Section(title)`."),
        TemplateContextKey(
            "condition", .orNull(.string),
            "the spec's `if`: the `Bool` expression the section is shown under (`section.mustache` wraps it in "
                + "`if`), or null."),
        TemplateContextKey(
            "modifiers", .list(.string),
            "the section's own modifiers, each a call as written, after the `Section`'s closing brace "
                + "(`sectionContent.mustache`); empty without."),
    ]

    static let sectionPhase: [TemplateContextKey] = [
        TemplateContextKey("isPhase", .bool, "a load's phase fills it, with the keys below."),
        TemplateContextKey(
            "receiver", .orNull(.string),
            "for a phase, the view's property the phase is read through: the store's, or null in the view."),
        TemplateContextKey("name", .orNull(.string), "for a phase, the load's name."),
        TemplateContextKey(
            "bindsValue", .bool,
            "whether the `loaded` case binds the value: with an `element`, or when the row reads it; no unused "
                + "binding otherwise (for a shared phase, whether a part reads the value)."),
        TemplateContextKey(
            "empty", .orNull(.shape("placeholder")), "for a phase with an `empty` case, its placeholder."),
        TemplateContextKey(
            "error", .orNull(.shape("placeholder")),
            "for a phase, its failed placeholder; null for a load that cannot fail, a `nonThrowing` stream."),
        TemplateContextKey(
            "pagination", .orNull(.shape("pagination")),
            "null, or a paged load's next page as in `phases`: the `nextPageRow` partial after the rows."),
        TemplateContextKey(
            "loadingRows", .orNull(.object),
            "null, or the load's `placeholder`: the redacted rows it shows while it loads (`loadingRows.mustache`)."),
        TemplateContextKey("loadingRows.row", .string, "the spec's view of one row."),
        TemplateContextKey("loadingRows.count", .int, "how many."),
        TemplateContextKey(
            "showsProgress", .bool, "whether the `loading` case shows a `ProgressView`: no `loadingRows`."),
        TemplateContextKey(
            "statesInOverlay", .bool,
            "whether its spinner, empty and failed states cover the container rather than sit in the section: the "
                + "section is the container's only one, or all its sections show one load."),
        TemplateContextKey(
            "overlaidCases", .orNull(.list(.object)),
            "null, or the cases the overlay shows and the section shows nothing for."),
        TemplateContextKey("overlaidCases[].caseName", .string, "`loading`, `empty`, `failed`."),
        TemplateContextKey("overlaidCases[].isLast", .bool, "the last of them."),
        TemplateContextKey(
            "readsSearchText", .bool,
            "the load reads the screen's search text (`search.binding` at the root says how to read it): its empty "
                + "case shows `ContentUnavailableView.search(text:)` while there is a text, and the load's own empty "
                + "placeholder when there is none."),
        TemplateContextKey("input", .orNull(.shape("input")), "the phase's, as in `phases`."),
        TemplateContextKey(
            "emptyBindsText", .orNull(.string),
            "null, or the search text's name, when the load's input is the text alone: the empty case binds the "
                + "text the results are for under that name, and its placeholder reads it."),
    ]

    static let sectionRows: [TemplateContextKey] = [
        TemplateContextKey(
            "collection", .orNull(.string),
            "the expression an in-memory section iterates, with `element` and `row`; else null."),
        TemplateContextKey("element", .orNull(.string), "the name a row's element is bound to, or null."),
        TemplateContextKey("row", .orNull(.string), "the spec's view of one row, or null."),
        TemplateContextKey(
            "each", .orNull(.string),
            "what a `ForEach` iterates (the loaded value's name, its `part`, the `items` expression or, for a "
                + "shaped section, the store's rows shown; null for fields)."),
        TemplateContextKey(
            "rowID", .orNull(.string),
            "null, or the spec's `id`, the key path a `ForEach` of elements that are not `Identifiable` iterates "
                + "by (`ForEach(each, id: \\.creator.id)`)."),
        TemplateContextKey(
            "part", .orNull(.string), "null, or the part of the loaded value the rows iterate (`movie.cast`)."),
        TemplateContextKey(
            "grouping", .orNull(.object), "null, or the groups the loaded rows are shown in."),
        TemplateContextKey(
            "grouping.property", .string,
            "the member that holds them (a shaped collection's: read through the store, `store.shownItemsByStatus`)."),
        TemplateContextKey(
            "grouping.elements", .string,
            "what a group's elements are called in the closure: the load's name, or the shaped collection's."),
        TemplateContextKey("grouping.each", .string, "what a group's rows iterate: its `elements`."),
        TemplateContextKey(
            "grouping.keyName", .string, "what the key is called in the section, the key path's last name."),
        TemplateContextKey(
            "grouping.titleLiteral", .string, "each group's header as a literal, the key's value by default."),
        TemplateContextKey("grouping.isVerbatim", .bool, "one value alone: `Text(verbatim:)`."),
        TemplateContextKey(
            "navigation", .orNull(.object), "null, or the route each row pushes (`navigate`)."),
        TemplateContextKey(
            "navigation.routeType", .string, "the stack's route enum, a participant's flow's."),
        TemplateContextKey("navigation.caseName", .string, "the route's case (escaped)."),
        TemplateContextKey(
            "navigation.argument", .orNull(.string), "the value the case carries, or null."),
        TemplateContextKey(
            "onTap", .orNull(.shape("button")),
            "null, or what a tap on a row runs (`onTap`): a button's facts (its label unused: the row is the "
                + "label), written as `Button { … } label: { row }`."),
        TemplateContextKey("hasOnTap", .bool, "whether `onTap` is set."),
        TemplateContextKey(
            "inList", .bool,
            "whether the container is a list or a form (the row button is then `.tint(.primary)`, else "
                + "`.buttonStyle(.plain)`)."),
        TemplateContextKey(
            "swipeActions", .list(.object),
            "one per edge; with `onDelete`, rows that have swipe actions but none on the trailing edge get a "
                + "trailing Delete button that runs the action on the row's element."),
        TemplateContextKey("swipeActions[].edge", .orNull(.string), "the edge, or null for SwiftUI's default."),
        TemplateContextKey(
            "swipeActions[].allowsFullSwipe", .orNull(.string), "`true` or `false`, or null for SwiftUI's default."),
        TemplateContextKey("swipeActions[].hasArguments", .bool, "either is set."),
        TemplateContextKey("swipeActions[].buttons", .list(.shape("rowButton")), "the buttons."),
        TemplateContextKey("contextMenu", .orNull(.object), "null, or the rows' context menu."),
        TemplateContextKey("contextMenu.buttons", .list(.shape("rowButton")), "its buttons."),
        TemplateContextKey(
            "onDelete", .orNull(.object), "null, or what a swipe to delete runs (the `onDelete` partial)."),
        TemplateContextKey("onDelete.action", .string, "the view's method of the action, escaped."),
        TemplateContextKey(
            "onDelete.collection", .string,
            "the loaded value's name, a group's elements named after it, the part of the value, or the `items` "
                + "expression."),
        TemplateContextKey(
            "rowEdits", .orNull(.object),
            "null, or the in-place edits of the bound array (`edits`, `add`; the `rowEdits` partial)."),
        TemplateContextKey(
            "rowEdits.delete", .orNull(.object),
            "null, or what `.onDelete` runs: `remove(atOffsets:)` on the array, or the store's delete method."),
        TemplateContextKey("rowEdits.delete.collection", .string, "the array as the view reads it."),
        TemplateContextKey(
            "rowEdits.delete.store", .orNull(.string), "the store member whose method it calls, or null."),
        TemplateContextKey("rowEdits.delete.function", .orNull(.string), "the store's method, `deleteTags`, or null."),
        TemplateContextKey(
            "rowEdits.move", .orNull(.object),
            "null, or what `.onMove` runs: `move(fromOffsets:toOffset:)` on the array, or the store's move method."),
        TemplateContextKey("rowEdits.move.collection", .string, "the array as the view reads it."),
        TemplateContextKey("rowEdits.move.store", .orNull(.string), "the store member whose method it calls, or null."),
        TemplateContextKey("rowEdits.move.function", .orNull(.string), "the store's method, `moveTags`, or null."),
        TemplateContextKey("rowEdits.add", .orNull(.object), "null, or the add row after the rows."),
        TemplateContextKey(
            "rowEdits.add.binding", .shape("binding"), "the text field's binding, as the `binding` partial writes it."),
        TemplateContextKey("rowEdits.add.text", .string, "the text as the view reads it, for `.disabled`."),
        TemplateContextKey("rowEdits.add.prompt", .string, "the text field's placeholder, a string literal."),
        TemplateContextKey("rowEdits.add.label", .string, "the button's accessibility label, a string literal."),
        TemplateContextKey("rowEdits.add.systemImage", .string, "the button's SF Symbol, a string literal."),
        TemplateContextKey("rowEdits.add.collection", .string, "the array the view appends to."),
        TemplateContextKey("rowEdits.add.value", .string, "the spec's `value`, the element appended."),
        TemplateContextKey(
            "rowEdits.add.store", .orNull(.string), "the store member whose add method the button calls, or null."),
        TemplateContextKey("rowEdits.add.function", .orNull(.string), "the store's add method, `addTag`, or null."),
    ]

    static let sectionFields: [TemplateContextKey] = [
        TemplateContextKey(
            "fields", .orNull(.list(.shape("field"))),
            "one per control (`field.mustache`); else null. What a control's kind does not take is null."),
        TemplateContextKey(
            "loadedFields", .list(.shape("field")),
            "a load's section's fixed rows over the loaded value (`fields` beside `load`), each a `field`, "
                + "shown in the loaded case by `loadedRows.mustache`; empty otherwise."),
    ]

    static let field = TemplateContextShape(
        "field",
        "One control of a form section, or one fixed row over a load's value: each of a section's `fields` and "
            + "`loadedFields`, which `formRow.mustache` writes (`field.mustache`, then its modifiers).",
        keys: [
            TemplateContextKey("isTextField", .bool, "a `TextField`."),
            TemplateContextKey("isSecureField", .bool, "a `SecureField`."),
            TemplateContextKey("isToggle", .bool, "a `Toggle`."),
            TemplateContextKey("isPicker", .bool, "a `Picker`."),
            TemplateContextKey("isStepper", .bool, "a `Stepper`."),
            TemplateContextKey("isDatePicker", .bool, "a `DatePicker`."),
            TemplateContextKey("isSlider", .bool, "a `Slider`."),
            TemplateContextKey("isLabeledContent", .bool, "a `LabeledContent`."),
            TemplateContextKey("isLink", .bool, "a `Link`."),
            TemplateContextKey("isButton", .bool, "a button row."),
            TemplateContextKey("isView", .bool, "a view of the app's own (`view:`)."),
            TemplateContextKey(
                "labelLiteral", .string, #"a localized literal, with the spec's `\(…)`."#),
            TemplateContextKey("binding", .orNull(.shape("binding")), "the value it edits, or null."),
            TemplateContextKey("promptLiteral", .orNull(.string), "a text field's prompt."),
            TemplateContextKey("isVertical", .bool, "a text field that grows: `axis: .vertical`."),
            TemplateContextKey("lineLimit", .orNull(.string), "a text field's `.lineLimit`."),
            TemplateContextKey("options", .orNull(.string), "what a picker's `ForEach` iterates."),
            TemplateContextKey("option", .string, "each option's name."),
            TemplateContextKey("row", .orNull(.string), "the view of a picker's option."),
            TemplateContextKey("pickerStyle", .orNull(.string), "a picker's `.pickerStyle`."),
            TemplateContextKey("range", .orNull(.string), "a stepper's or slider's range."),
            TemplateContextKey("step", .orNull(.string), "a stepper's or slider's step."),
            TemplateContextKey(
                "hasComponents", .bool, "a date picker's `displayedComponents` are given."),
            TemplateContextKey("components", .list(.object), "the components."),
            TemplateContextKey("components[].name", .string, "`date`, `hourAndMinute`."),
            TemplateContextKey("components[].isLast", .bool, "the last of them."),
            TemplateContextKey("value", .orNull(.string), "what a `LabeledContent` shows."),
            TemplateContextKey("url", .orNull(.string), "a link's destination."),
            TemplateContextKey(
                "button", .orNull(.shape("button")), "a button row's facts, as the `button` partial reads them."),
            TemplateContextKey(
                "viewParts", .orNull(.list(.object)),
                "a view field's code in parts, split where it read `$bind`; else null."),
            TemplateContextKey("viewParts[].code", .string, "the code up to the next read of `$bind`."),
            TemplateContextKey(
                "viewParts[].readsBinding", .bool,
                "the field's `binding` follows the part (every part but the last)."),
            TemplateContextKey(
                "condition", .orNull(.string),
                "the spec's `if`: the `Bool` expression the control is shown under (`formRow.mustache`), or null."),
            TemplateContextKey(
                "modifiers", .list(.string),
                "the control's own modifiers, each a call as written (`modifierLines.mustache`); empty without."),
            TemplateContextKey(
                "modifiersHang", .bool,
                "the control is a call on its own line, so a modifier hangs four spaces in; after a picker, a slider "
                    + "or a button, which end with a closing brace, it starts at the control's indentation."),
            TemplateContextKey(
                "disabled", .orNull(.string),
                "the spec's `disabled`: the `Bool` expression that disables the control (`fieldModifiers.mustache`); "
                    + "null without, and for a button row, whose `button.disabled` has it."),
            TemplateContextKey(
                "systemImageLiteral", .orNull(.string),
                "a toggle's or a picker's SF Symbol, a string literal, or null."),
            TemplateContextKey(
                "textInput", .orNull(.object),
                "a text or secure field's keyboard and Return (`fieldModifiers.mustache`); null for the other kinds."),
            TemplateContextKey(
                "textInput.contentType", .orNull(.string), "`.textContentType`'s value, its Swift name."),
            TemplateContextKey("textInput.keyboard", .orNull(.string), "`.keyboardType`'s value."),
            TemplateContextKey(
                "textInput.autocapitalization", .orNull(.string), "`.textInputAutocapitalization`'s value."),
            TemplateContextKey(
                "textInput.disablesAutocorrection", .bool, "`autocorrection: false`: `.autocorrectionDisabled()`."),
            TemplateContextKey(
                "textInput.focus", .orNull(.string), "the field's case of the focus enum, or null."),
            TemplateContextKey("textInput.focusState", .string, "the `@FocusState` member, `focusedField`."),
            TemplateContextKey(
                "textInput.nextFocus", .orNull(.string),
                "the case Return focuses next (`.onSubmit`), or null when the field submits or is the last."),
            TemplateContextKey(
                "textInput.submitLabel", .orNull(.string),
                "`.submitLabel`'s value: the spec's, else `next` when Return moves on, `done` when it submits."),
            TemplateContextKey(
                "textInput.submit", .orNull(.shape("button")),
                "what Return runs (the spec's `submit`), as a button's action for the `buttonAction` partial; or null."),
            TemplateContextKey(
                "textInput.submitWhile", .orNull(.string),
                "the `guard` conditions, comma-separated, under which Return may run `submit`: those of the button "
                    + "(a form's button row, else a toolbar button) that runs the same action, shown and enabled; or null."),
        ])

    static let placeholder = TemplateContextShape(
        "placeholder",
        "A phase section's `empty` or `error` placeholder, a `ContentUnavailableView` (`placeholder.mustache`).",
        keys: [
            TemplateContextKey("titleLiteral", .string, "its title, a string literal."),
            TemplateContextKey("systemImageLiteral", .string, "its SF Symbol's name, a string literal."),
            TemplateContextKey("hasDescription", .bool, "whether it shows a description."),
            TemplateContextKey("descriptionLiteral", .orNull(.string), "the spec's description, or null."),
            TemplateContextKey(
                "bindsError", .bool,
                "the error placeholder without a description of its own shows the error's: the `failed` case binds "
                    + "the error."),
            TemplateContextKey("hasRetry", .bool, "it has a Retry button."),
            TemplateContextKey(
                "retry", .orNull(.shape("button")),
                "a failed load's Retry: null, or a button's facts, whose `reruns` is the load."),
        ])

    static let binding = TemplateContextShape(
        "binding",
        "The binding a control edits (`$draft.title`, `Bindable(store).query`), which `binding.mustache` writes: a "
            + "field's, the search text's, a list's `selection`.",
        keys: [
            TemplateContextKey("member", .string, "the member (escaped)."),
            TemplateContextKey(
                "projected", .string,
                "the member's projected value, `$member` (never escaped: `$internal`, not `$`internal``)."),
            TemplateContextKey(
                "isProjected", .bool,
                "`$member`, else `Bindable(member)` for an `@Observable` object held without a projecting wrapper."),
            TemplateContextKey("properties", .list(.string), "the properties after the member."),
        ])

    static let navigation = TemplateContextShape(
        "navigation", "A screen's place in a navigation stack; an app's routes, as an owner's.",
        keys: [
            TemplateContextKey("isOwner", .bool, "the screen owns the stack."),
            TemplateContextKey("isParticipant", .bool, "the screen pushes onto its flow's stack."),
            TemplateContextKey(
                "isDestinations", .bool,
                "the screen (`navigation: destinations`) registers its own routes' destinations in a stack it does "
                    + "not own: no `NavigationStack`, no router."),
            TemplateContextKey(
                "registersDestinations", .bool,
                "the screen has `routes` of its own, shown by its `navigationDestination(for:)` and "
                    + "`destination(for:)`: an owner, or a screen with `destinations`."),
            TemplateContextKey(
                "routeType", .string,
                "`FeedRoute`: the screen's own enum (an owner's, or with `destinations`), or a participant's flow's."),
            TemplateContextKey(
                "routerType", .orNull(.string),
                "`FeedRouter` (for a participant, its flow's); null for a screen with `destinations`, which has none."),
            TemplateContextKey(
                "routes", .list(.object),
                "the screen's own routes, an owner's or one with `destinations`; empty for a participant."),
            TemplateContextKey("routes[].caseName", .string, "the route's case."),
            TemplateContextKey("routes[].valueType", .orNull(.string), "the value it carries, or null."),
            TemplateContextKey(
                "routes[].bindsValue", .bool, "whether `destination` reads `value`, so the case binds it."),
            TemplateContextKey("routes[].destination", .string, "the view it shows."),
            TemplateContextKey(
                "routes[].deepLink", .orNull(.object),
                "null without a `path`; the template writes the `init?(url:)` branch and the `url` case from it."),
            TemplateContextKey("routes[].deepLink.segmentCount", .int, "how many segments."),
            TemplateContextKey("routes[].deepLink.segments", .list(.object), "the path's segments."),
            TemplateContextKey("routes[].deepLink.segments[].index", .int, "its index."),
            TemplateContextKey(
                "routes[].deepLink.segments[].isValue", .bool, "the `{value}` segment, parsed as `valueType`."),
            TemplateContextKey(
                "routes[].deepLink.segments[].literal", .orNull(.string), "else its text, a string literal."),
            TemplateContextKey("routes[].deepLink.segments[].isLast", .bool, "the last of them."),
            TemplateContextKey("hasDeepLinks", .bool, "whether any route has a `path`."),
        ])

    static let presentation = TemplateContextShape(
        "presentation", "A presentation enum (`Presentation.swift.mustache`): sheets or full-screen covers.",
        keys: [
            TemplateContextKey("enumType", .string, "the enum."),
            TemplateContextKey("stateName", .string, "the optional `@State`."),
            TemplateContextKey("modifier", .string, "`sheet` or `fullScreenCover`."),
            TemplateContextKey("cases", .list(.object), "the cases."),
            TemplateContextKey("cases[].caseName", .string, "the case."),
            TemplateContextKey("cases[].itemType", .orNull(.string), "its item's type, or null."),
            TemplateContextKey("cases[].bindsItem", .bool, "whether `destination` reads `item`."),
            TemplateContextKey(
                "cases[].id", .string,
                #"the string literal of its `id`: the case name, then for a case with an item `-` and `\(item.id)`."#),
            TemplateContextKey("cases[].destination", .string, "the view it presents."),
        ])

    static let alert = TemplateContextShape(
        "alert", "An alert or confirmation-dialog enum (`Alert.swift.mustache`).",
        keys: [
            TemplateContextKey("kind", .string, "`alert` or `confirmationDialog`."),
            TemplateContextKey("enumType", .string, "the enum."),
            TemplateContextKey("stateName", .string, "the optional `@State`, also the modifier's name."),
            TemplateContextKey("noun", .string, "`alerts` or `dialogs`, for the doc comment."),
            TemplateContextKey(
                "sharedTitleVisibility", .orNull(.string),
                "`visible` or `hidden` when every case asks for it; null when they leave SwiftUI's default, or differ."),
            TemplateContextKey(
                "hasTitleVisibilityHelper", .bool,
                "the cases differ: the modifier's `titleVisibility:` calls the `titleVisibility(for:)` helper."),
            TemplateContextKey(
                "hasActions", .bool,
                "false when no case has a button: the modifier's actions are empty and SwiftUI adds its own."),
            TemplateContextKey("defaultButton", .string, "what SwiftUI adds then, for the comment."),
            TemplateContextKey("hasMessage", .bool, "some case has a message."),
            TemplateContextKey("cases", .list(.object), "the cases."),
            TemplateContextKey("cases[].caseName", .string, "the case."),
            TemplateContextKey("cases[].itemType", .orNull(.string), "its item's type, or null."),
            TemplateContextKey(
                "cases[].titleReadsItem", .bool,
                "the title helper reads `item`, so its `switch` binds it, `.remove(let item)`, else `.remove`; the "
                    + "helpers' parameter is `presented`, so an action can set the state the helper would otherwise "
                    + "hide."),
            TemplateContextKey("cases[].messageReadsItem", .bool, "the message helper reads `item`."),
            TemplateContextKey("cases[].actionsReadItem", .bool, "the actions helper reads `item`."),
            TemplateContextKey(
                "cases[].titleLiteral", .string, #"the title, a string literal with the spec's `\(…)` interpolations."#),
            TemplateContextKey("cases[].messageLiteral", .orNull(.string), "the message, as the title, or null."),
            TemplateContextKey(
                "cases[].titleIsVerbatim", .bool,
                "the text is a single interpolation, a value rather than a sentence: `Text(verbatim:)`, no key in "
                    + "the string catalog."),
            TemplateContextKey("cases[].messageIsVerbatim", .bool, "the same, for the message."),
            TemplateContextKey("cases[].actions", .list(.shape("button")), "the case's buttons."),
            TemplateContextKey(
                "cases[].titleVisibility", .string, "the case's own, `automatic` when not given."),
        ])
}

extension TemplateContextKeys {
    static let previewValue = TemplateContextShape(
        "previewValue",
        "A value, which `previewValue.mustache` writes: what a preview passes or installs, a store a generated "
            + "test makes. Exactly one of `code`, `constantBinding` and `instance` is not null.",
        keys: [
            TemplateContextKey("code", .orNull(.string), "the spec's expression."),
            TemplateContextKey(
                "constantBinding", .orNull(.string), "the expression, passed as `.constant(…)`."),
            TemplateContextKey(
                "instance", .orNull(.object),
                "a new object, for a store built from its dependencies or a router."),
            TemplateContextKey("instance.type", .string, "its type."),
            TemplateContextKey(
                "instance.arguments", .list(.shape("previewArgument")), "what its initialiser is passed."),
        ])

    static let previewArgument = TemplateContextShape(
        "previewArgument", extends: "previewValue",
        "An argument of a call a preview or a test makes (`author: Author.sample`): a `label` and a value.",
        keys: [
            TemplateContextKey("label", .string, "the argument's label."),
            TemplateContextKey("isLast", .bool, "the last of the arguments."),
        ])

    static let storeTest = TemplateContextShape(
        "storeTest",
        "One test of a store's suite. All of them make the store with `store` and pass the call they make "
            + "`callArguments`.",
        keys: [
            TemplateContextKey("testName", .string, "the test's name (`postsLoaded`)."),
            TemplateContextKey(
                "store", .shape("previewValue"),
                "a value as `previewValue.mustache` writes it: an `instance` of the store from the state's "
                    + "dependencies."),
            TemplateContextKey(
                "callArguments", .list(.shape("previewArgument")),
                "the preview values of the environment entries the load or action reads; empty when it reads none."),
        ])

    static let gatedSetup = TemplateContextShape(
        "gatedSetup",
        "A test that holds calls at the gate of a `gated` preview value: a load's `gated` tests and a row "
            + "action's, with the gated store.",
        keys: [
            TemplateContextKey("gatedStore", .shape("previewValue"), "a value, as `store`."),
            TemplateContextKey(
                "bindings", .list(.shape("previewValue")),
                "each environment value the test's calls pass, a `name` and a value, made once before the store."),
            TemplateContextKey(
                "bindings[].name", .string, "the local the value is bound to.",
                unexercised: "no golden case passes a store's load an environment value with a `gated` preview"),
            TemplateContextKey(
                "loadArguments", .list(.shape("gatedArgument")), "what the load is passed of them."),
            TemplateContextKey(
                "actionArguments", .list(.shape("gatedArgument")), "what the action is passed of them."),
        ])

    static let gatedArgument = TemplateContextShape(
        "gatedArgument", "An argument a gated test passes, which `gatedArgument.mustache` writes.",
        keys: [
            TemplateContextKey(
                "label", .string, "the argument's label.",
                unexercised: "no golden case passes a store's load an environment value with a `gated` preview"),
            TemplateContextKey(
                "name", .string, "the local it passes.",
                unexercised: "no golden case passes a store's load an environment value with a `gated` preview"),
            TemplateContextKey(
                "isLast", .bool, "the last of them.",
                unexercised: "no golden case passes a store's load an environment value with a `gated` preview"),
        ])

    static let routeTests = TemplateContextShape(
        "routeTests",
        "The route enum's suite (`RouteTests.swift.mustache`): a screen's `tests.routes`, and an app's.",
        keys: [
            TemplateContextKey("suiteName", .string, "the suite's name."),
            TemplateContextKey("routeType", .string, "the route enum."),
            TemplateContextKey("routes", .list(.shape("routeSample")), "the routes the round-trip test makes."),
            TemplateContextKey("hasRoutes", .bool, "`routes` is not empty."),
            TemplateContextKey(
                "unsampled", .list(.string), "the cases with a path left out: their value has no sample."),
            TemplateContextKey("hasUnsampled", .bool, "`unsampled` is not empty."),
            TemplateContextKey(
                "unmatchedPath", .string,
                "a URL path with one segment more than any pattern, so no route matches it."),
            TemplateContextKey(
                "shortened", .list(.shape("routeSample")),
                "the routes whose URL without its last segment can match no pattern."),
            TemplateContextKey("hasShortened", .bool, "`shortened` is not empty."),
            TemplateContextKey(
                "shortensEvery", .bool, "they are all of `routes`, which the test then takes."),
            TemplateContextKey(
                "mistypedPaths", .list(.object),
                "the path of a route with a number or `Bool` value, with a word for the value, which no pattern can "
                    + "match."),
            TemplateContextKey("mistypedPaths[].literal", .string, "the path, a string literal."),
            TemplateContextKey("mistypedPaths[].isLast", .bool, "the last of them."),
            TemplateContextKey("hasMistypedPaths", .bool, "`mistypedPaths` is not empty."),
        ])

    static let routeSample = TemplateContextShape(
        "routeSample", "A route a test makes.",
        keys: [
            TemplateContextKey("caseName", .string, "the route's case."),
            TemplateContextKey("sample", .orNull(.string), "its value's sample, null for a case without a value."),
            TemplateContextKey("isLast", .bool, "the last of them."),
        ])
}
