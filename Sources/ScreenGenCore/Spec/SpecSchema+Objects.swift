extension SpecSchema {
    /// Every mapping of the format, the root first, in the order the reference documents them.
    public static let objects: [ObjectSchema] = [
        screen, platform, architecture, environment, environmentValue, previewValues, input, state, store, dependency,
        load,
        placeholder, content, section, route, sheet, alert, confirmationDialog, alertAction, toolbarItem, preview,
        suppression,
    ]

    public static func object(_ name: String) -> ObjectSchema {
        guard let object = (objects + ConfigSchema.objects).first(where: { $0.name == name }) else {
            preconditionFailure("no schema object named \(name)")
        }
        return object
    }

    static let screen = ObjectSchema(
        name: "screen",
        summary: "The root of a spec file: one screen.",
        keys: [
            KeySchema(
                "screen", .typeName, required: true,
                "The screen's name. The view is `<screen>View`, the store `<screen>Store` (or "
                    + "`<screen>ViewModel`), the route enum `<screen>Route`.", example: "Feed"),
            KeySchema(
                "summary", .text, "One sentence on what the screen is for; it becomes the view's doc comment.",
                example: "Timeline of posts with pull to refresh."),
            KeySchema(
                "title", .text, "The navigation title, set with `.navigationTitle`.", example: "Feed"),
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
                    + "through its router. `routes` without this key make the screen an owner.",
                example: "owner"),
            KeySchema(
                "flow", .typeName,
                "For a participant: the owner screen whose router it reads (`@Environment(FeedRouter.self)`).",
                example: "Feed"),
            KeySchema(
                "environment", .list(.object("environment")), default: "`[]`",
                "Values read from the SwiftUI environment.", example: "[{ name: client, type: FeedClient }]"),
            KeySchema(
                "environmentValues", .list(.object("environmentValue")), default: "`[]`",
                "Custom environment values and actions this screen declares, in `<screen>EnvironmentValues.swift`: "
                    + "`@Entry` from iOS 18, a manual `EnvironmentKey` below. Screens read them with `key:`.",
                example: "[{ name: feedTheme, type: FeedTheme, default: .standard }]"),
            KeySchema(
                "inputs", .list(.object("input")), default: "`[]`",
                "What the parent passes in, in the order the view's initializer takes it (an explicit `init` "
                    + "where the member order, `let` before `@Binding`, would differ; a closure is `@escaping`).",
                example: "[{ name: author, type: Author }]"),
            KeySchema(
                "state", .list(.object("state")), default: "`[]`",
                "Values the view owns: `@State private var`.",
                example: "[{ name: searchText, type: String, initial: '\"\"' }]"),
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
                "routes", .list(.object("route")), default: "`[]`",
                "Navigation destinations: one case each of the `Hashable` route enum `<screen>Route`, shown by "
                    + "one `navigationDestination(for:)`.",
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
                "previews", .list(.object("preview")), default: "one per load state",
                "The `#Preview` blocks. Without the key: Loaded, Loading, Empty (when a load has an "
                    + "`empty`) and Error. Each is inside a `NavigationStack` when the screen has a title, toolbar "
                    + "items or a place in another screen's stack.",
                example: "[{ name: Loaded, state: loaded }]"),
            KeySchema.suppress,
        ])

    static let platform = ObjectSchema(
        name: "platform",
        summary: "The deployment target.",
        keys: [
            KeySchema(
                "iOS", .version, default: "`\"17.0\"`",
                "Minimum iOS version, 16.0 or later. 17 and later get Observation (`@Observable`, `@State` "
                    + "for owned stores); 16 gets the legacy mapping (`ObservableObject` stores with `@Published` "
                    + "properties, `@StateObject`, `@ObservedObject`, `@EnvironmentObject`). 18 and later declare "
                    + "custom environment values with `@Entry`.",
                example: "\"17.0\"")
        ])

    static let architecture = ObjectSchema(
        name: "architecture",
        summary: "Model–view or view model. A scalar is the `style` alone.",
        keys: [
            KeySchema(
                "style", .oneOf(ScreenSpec.Architecture.Style.allCases.map(\.rawValue)), required: true,
                "`mv`: the view orchestrates, services live in the environment. `viewModel`: an "
                    + "`@Observable` view model with injected dependencies.", example: "viewModel"),
            KeySchema(
                "reason", .text, "Why this screen needs a view model (the existing module uses them, …).",
                example: "The Orders module already uses view models."),
        ])
}
