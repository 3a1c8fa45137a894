extension SpecSchema {
    /// The mappings of an app spec (`app:` at the root instead of `screen:`).
    static let appObjects: [ObjectSchema] = [app, appDependency, tab, appSheet, appRoute]

    static let app = ObjectSchema(
        name: "app",
        summary: "The root of an app spec file: the `TabView` around the screens, with one navigation stack per "
            + "tab, one app-wide route enum and the dependencies created once. iOS 16 and later.",
        keys: [
            KeySchema(
                "app", .typeName, required: true,
                "The app's name. The tab enum is `<app>Tab`, the navigation state `<app>Navigation`, the routes "
                    + "`<app>Route` (pushed through `<app>Router`, one per tab), the sheets `<app>Sheet`, the root "
                    + "view `<app>RootView`. Screens join the app's stacks with `navigation: participant` and "
                    + "`flow: <app>`.", example: "Social"),
            KeySchema(
                "summary", .text, "One sentence on the app; it becomes the root view's doc comment.",
                example: "The Mastodon client's tabs."),
            KeySchema(
                "platform", .object("platform"), default: "the configuration's `platform`",
                "The deployment target. iOS 17: `TabView(selection:)` with `.tabItem`, `@Observable` navigation "
                    + "and routers, dependencies as `@State`. iOS 18 and later: the `Tab` type instead of `.tabItem`. "
                    + "iOS 16: `ObservableObject` navigation and routers, dependencies as `@StateObject` put in with "
                    + "`.environmentObject`.", example: "{ iOS: \"17.0\" }"),
            KeySchema(
                "dependencies", .list(.object("appDependency")), default: "`[]`",
                "Objects created once at the root (`@State`; `@StateObject` at iOS 16) and put into every tab's "
                    + "environment (`.environment(client)`): screens read them with `environment: { type: … }`.",
                example: "[{ name: client, type: Client, initial: \"Client()\", preview: Client.preview }]"),
            KeySchema(
                "tabs", .list(.object("tab")), required: true, "The tabs, in the tab bar's order.",
                example: "[{ case: timeline, title: Timeline, systemImage: rectangle.stack, root: \"TimelineView()\" }]"
            ),
            KeySchema(
                "sheets", .list(.object("appSheet")), default: "`[]`",
                "Sheets presented over every tab: cases of `<app>Sheet`, shown with `.sheet(item:)` at the root.",
                example: "[{ case: composer, destination: \"ComposerView()\" }]"),
            KeySchema(
                "routes", .list(.object("appRoute")), default: "`[]`",
                "The app-wide routes: one `Hashable` enum whose destinations every tab's stack registers once "
                    + "(`.with<app>Routes()`), so any screen or row in any tab can push any of them.",
                example: "[{ case: account, value: Account.ID, destination: \"AccountView(id: value)\" }]"),
            KeySchema(
                "main", .bool, default: "`false`",
                "Also generates `<app>App.swift`: the `@main` App struct whose `WindowGroup` shows the root view. "
                    + "Leave it out when the App struct is written by hand (it has app delegates, scenes, commands).",
                example: "true"),
        ])

    static let appDependency = ObjectSchema(
        name: "appDependency",
        summary: "An object the app creates once and puts into the environment of every tab: an `@Observable` "
            + "class (`@State`, `.environment`), or at iOS 16 an `ObservableObject` (`@StateObject`, "
            + "`.environmentObject`).",
        keys: [
            KeySchema("name", .identifier, required: true, "The root view's property.", example: "client"),
            KeySchema(
                "type", .type, required: true, "Its type (an `@Observable` class; an `ObservableObject` at iOS 16).",
                example: "Client"),
            KeySchema("initial", .expression, required: true, "How the app creates it.", example: "Client()"),
            KeySchema(
                "preview", .expression, default: "`initial`", "What the root's `#Preview` creates instead.",
                example: "Client.preview"),
        ])

    static let tab = ObjectSchema(
        name: "tab",
        summary: "One tab: a navigation stack whose root is a screen, or a tab that presents a sheet instead of "
            + "switching (the selection stays). Tapping the selected tab again pops its stack to the root.",
        keys: [
            KeySchema("case", .identifier, required: true, "The case of `<app>Tab`.", example: "timeline"),
            KeySchema("title", .text, required: true, "The tab item's title, localized.", example: "Timeline"),
            KeySchema(
                "systemImage", .text, required: true, "The tab item's SF Symbol.", example: "rectangle.stack"),
            KeySchema(
                "root", .expression,
                "The stack's root view; exactly one of `root` and `presents`. When it names a screen "
                    + "(`TimelineView()`), that screen's spec must be in the run.", example: "TimelineView()"),
            KeySchema(
                "presents", .identifier,
                "A case of the app's `sheets`: selecting the tab presents it and keeps the current tab.",
                example: "composer"),
            KeySchema(
                "badge", .expression, "The tab's `.badge(…)`: an `Int` or `Text` expression the root view reads.",
                example: "client.unreadCount"),
            KeySchema(
                "stack", .bool, default: "`true` for a tab with a `root`",
                "`false` shows the root without a stack of the app's: for a screen that owns its own stack "
                    + "(`navigation: owner`) or never pushes. Such a tab has no router: re-tapping it does "
                    + "nothing, and no route's `tab` can name it.", example: "false"),
        ])

    static let appSheet = ObjectSchema(
        name: "appSheet",
        summary: "A sheet the app presents over every tab: a case of `<app>Sheet`.",
        keys: [
            KeySchema("case", .identifier, required: true, "The enum case.", example: "composer"),
            KeySchema("destination", .expression, required: true, "The presented view.", example: "ComposerView()"),
        ])

    static let appRoute = ObjectSchema(
        name: "appRoute",
        summary: "A case of the app-wide route enum: a screen's `route`, and the tab a deep link to it opens.",
        keys: route.keys.filter { $0.name != "suppress" } + [
            KeySchema(
                "tab", .identifier, default: "the selected tab",
                "The stacked tab a deep link to the route selects before pushing it.", example: "timeline")
        ])
}
