// The root of an app spec and its `appDependency`, `tab`, `appSheet` and `appRoute` objects: their types,
// keys and decoding, in one place.

/// The root of an app spec (`app: Social`): the `TabView` that holds the screens, one navigation
/// stack per tab, the app-wide routes every stack registers, and the dependencies created once.
/// Decoded by the same reader and schema as a screen spec (`SpecDecoder.decodeApp`).
public struct AppSpec: Sendable {
    /// An object created once at the root (`@State`) and put into every tab's environment.
    public struct Dependency: Sendable {
        public var name: Located<String>
        public var type: Located<String>
        public var initial: Located<String>
        /// What the root's `#Preview` installs instead of `initial`.
        public var preview: Located<String>?
        public var location: SourceLocation
    }

    /// One tab of the `TabView`: a stack whose root is a screen, or (`presents`) a button that
    /// presents one of the app's sheets and keeps the selection.
    public struct Tab: Sendable {
        /// The tab item's icon: exactly one of an SF Symbol and an image of the app's asset catalog.
        public enum Icon: Sendable {
            case systemImage(Located<String>)
            case image(Located<String>)
        }

        public var caseName: Located<String>
        public var title: Located<String>
        public var icon: Icon
        public var root: Located<String>?
        public var presents: Located<String>?
        public var badge: Located<String>?
        /// False for a root shown without a stack of the app's: a screen that owns its own stack, or
        /// one that never pushes. Nil (the default) means true for a tab with a `root`.
        public var stack: Located<Bool>?
        public var location: SourceLocation
        /// A `Bool` expression that shows the tab only while it is true (`if:`), in the root's names.
        public var condition: Located<String>? = nil
        /// The tab's own modifiers, each a call as written: on the `Tab` (iOS 18), else on its view.
        public var modifiers: [Located<String>] = []
        /// `search`: the `Tab`'s role (iOS 18), which places it apart in the tab bar (iOS 26: the
        /// search button beside the bar).
        public var role: Located<Role>? = nil
        /// `true`: the tab tapped again at the root of its stack asks its root screen to scroll to
        /// the top (the router's `scrollToTopRequests`); off the root it pops, as every stacked tab does.
        public var scrollToTopOnReselect: Located<Bool>? = nil

        public enum Role: String, Sendable, CaseIterable { case search }

        /// Whether the tab holds one of the app's stacks (and a router): a `root` not opted out.
        public var hasStack: Bool { root != nil && stack?.value != false }
    }

    /// The `TabView`'s style: the tab bar, or (iOS 18) a tab bar that becomes a sidebar on iPad and
    /// the Mac, the form of the app that needs no `NavigationSplitView` of its own there.
    public enum Style: String, Sendable, CaseIterable { case automatic, sidebarAdaptable }

    /// When the tab bar collapses as the content scrolls (iOS 26's `TabBarMinimizeBehavior`).
    public enum TabBarMinimize: String, Sendable, CaseIterable { case automatic, onScrollDown, onScrollUp, never }

    /// A sheet the app presents over every tab.
    public struct Sheet: Sendable {
        public var caseName: Located<String>
        public var destination: Located<String>
        public var location: SourceLocation
    }

    /// One case of the app-wide route enum; `tab` names the tab a deep link to it opens.
    public struct Route: Sendable {
        public var route: ScreenSpec.Route
        public var tab: Located<String>?
    }

    public var file: String
    public var app: Located<String>
    public var summary: String?
    public var platform: ScreenSpec.Platform
    public var dependencies: [Dependency]
    public var tabs: [Tab]
    public var sheets: [Sheet]
    public var routes: [Route]
    /// Modifiers of the root's `TabView`, each the user's call as written (`.modelContainer(for:
    /// Trip.self)`): what the app puts around its tabs that the keys do not say.
    public var modifiers: [Located<String>]
    public var style: Located<Style>?
    /// `.tabBarMinimizeBehavior(…)` on the `TabView` (iOS 26); nil writes none.
    public var tabBarMinimize: Located<TabBarMinimize>? = nil
    /// True to generate the `@main` App struct whose one window shows the root view.
    public var main: Bool
    /// Modules the app's files import besides their own (`imports`), as a screen's.
    public var imports: [ScreenSpec.Import] = []
    /// The types of other modules of the workspace this spec names, each with its module
    /// (`ModuleLinks`, for a module of a `modules:` configuration): not a key, resolved across the
    /// modules after loading.
    public var linkedTypes: [String: String] = [:]
    /// The access level of the root view, the navigation and the enums; nil takes the configuration's.
    public var access: Located<AccessLevel>? = nil
    public var location: SourceLocation

    /// Whether a tab holds one of the app's stacks. Without one the app has no routes (`AppCheck`),
    /// no route enum, router or routes modifier is generated, and no participant can join its flow
    /// (`FlowOwnerCheck`).
    public var hasStacks: Bool { tabs.contains(where: \.hasStack) }
}

extension SpecSchema {
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
            KeySchema.modifiers(
                of: "the root's `TabView`",
                more: "Written after the `TabView`'s own (the sheet, `.onOpenURL`) and before the `.environment(…)` "
                    + "of the navigation and the dependencies, so that what they install reaches every tab and "
                    + "the sheets, and a modifier of the app's reads the dependencies from the environment: a "
                    + "SwiftData container (`.modelContainer(for: Trip.self)`), an app's own "
                    + "(`.backyardBirdsDataContainer()`). The rules that read Swift text read an app's "
                    + "expressions, as they do a screen's.",
                example: "[\".modelContainer(for: Trip.self)\"]"),
            KeySchema(
                "style", .oneOf(AppSpec.Style.allCases.map(\.rawValue)), default: "`automatic`",
                "The `TabView`'s style. `sidebarAdaptable` (iOS 18): `.tabViewStyle(.sidebarAdaptable)`, a tab "
                    + "bar on iPhone that the user can turn into a sidebar on iPad and the Mac, the iPad and Mac "
                    + "form of the app without a `NavigationSplitView` of its own; below iOS 18 a located "
                    + "`api-newer-than-target` error.", example: "sidebarAdaptable"),
            KeySchema(
                "tabBarMinimize", .oneOf(AppSpec.TabBarMinimize.allCases.map(\.rawValue)),
                "iOS 26: when the tab bar collapses as the tabs' content scrolls, "
                    + "`.tabBarMinimizeBehavior(.onScrollDown)`; below iOS 26 a located `api-newer-than-target` "
                    + "error. Without it, SwiftUI's default.", example: "onScrollDown"),
            KeySchema(
                "main", .bool, default: "`false`",
                "Also generates `<app>App.swift`: the `@main` App struct whose `WindowGroup` shows the root view. "
                    + "Leave it out when the App struct is written by hand (it has app delegates, scenes, commands).",
                example: "true"),
            KeySchema.imports,
            KeySchema.access,
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
                "systemImage", .text, "The tab item's SF Symbol; exactly one of `systemImage` and `image`.",
                example: "rectangle.stack"),
            KeySchema(
                "image", .text,
                "The tab item's image, by its name in the app's asset catalog (`Label(\"Backyards\", image: "
                    + "\"fountain\")`): a custom symbol or an icon of the app's own, instead of `systemImage`.",
                example: "fountain"),
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
            KeySchema(
                "if", .expression,
                "A `Bool` expression that shows the tab only while it is true: an `if` around it in the `TabView`. "
                    + "It reads the app's `dependencies` (and `navigation`). A tab hidden while it is selected "
                    + "leaves the selection to SwiftUI: select another tab where the condition changes.",
                example: "session.isSignedIn"),
            KeySchema(
                "role", .oneOf(AppSpec.Tab.Role.allCases.map(\.rawValue)),
                "`search`: the `Tab`'s role (`Tab(…, role: .search)`, iOS 18), which sets the search tab apart: "
                    + "on iOS 26 a button of its own beside the tab bar. Below iOS 18 a located "
                    + "`api-newer-than-target` error.", example: "search"),
            KeySchema(
                "scrollToTopOnReselect", .bool, default: "`false`",
                "`true`: the selected tab tapped again pops its stack to the root and, already at the root, asks "
                    + "the root screen to scroll to the top, as IceCubesApp's timeline does: the tab's router counts "
                    + "the requests (`scrollToTopRequests`), and a participant screen whose content says "
                    + "`scrollToTopOnReselect: true` scrolls when the count changes. Only on a tab with a stack.",
                example: "true"),
            KeySchema.modifiers(
                of: "the tab",
                more: "Written after the `Tab` at iOS 18 (`.customizationID(\"home\")`), else after the tab's "
                    + "view and its `.tag`.", example: "[\".customizationID(\\\"timeline\\\")\"]"),
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

extension SpecDecoder {
    /// Whether a spec file's root is an app spec (`app:`) rather than a screen spec.
    public static func isApp(_ root: YAMLNode) -> Bool {
        guard case .mapping(let pairs) = root.value else { return false }
        return pairs.contains { $0.name == "app" } && !pairs.contains { $0.name == "screen" }
    }

    /// Decodes an app spec, collecting every located problem; nil when it has no usable name.
    public func decodeApp(_ root: YAMLNode, file: String, diagnostics: inout [Diagnostic]) -> AppSpec? {
        decodeApp(root, file: file, diagnostics: &diagnostics, keyLog: nil)
    }

    func decodeApp(_ root: YAMLNode, file: String, diagnostics: inout [Diagnostic], keyLog: SpecReader.KeyLog?)
        -> AppSpec?
    {
        var reader = SpecReader(file: file, keyLog: keyLog)
        defer { diagnostics.append(contentsOf: reader.diagnostics) }
        guard let m = reader.mapping(root, "app", context: "an app spec") else { return nil }
        let app = reader.typeName(m, "app")
        let summary = reader.commentText(m, "summary")?.value
        let platform = decodePlatform(m, &reader)
        let dependencies = reader.list(m, "dependencies") { r, n -> AppSpec.Dependency? in
            guard let d = r.mapping(n, "appDependency", context: "an app dependency") else { return nil }
            let name = r.identifier(d, "name")
            let type = r.snippet(d, "type", isType: true)
            let initial = r.snippet(d, "initial", isType: false)
            let preview = r.snippet(d, "preview", isType: false)
            guard let name, let type, let initial else { return nil }
            return .init(name: name, type: type, initial: initial, preview: preview, location: r.location(n))
        }
        let tabs = reader.list(m, "tabs") { r, n -> AppSpec.Tab? in
            guard let t = r.mapping(n, "tab", context: "a tab") else { return nil }
            let caseName = r.identifier(t, "case")
            let title = r.text(t, "title")
            let systemImage = r.text(t, "systemImage")
            let image = r.text(t, "image")
            let root = r.snippet(t, "root", isType: false)
            let presents = r.identifier(t, "presents")
            let badge = r.snippet(t, "badge", isType: false)
            let condition = r.snippet(t, "if", isType: false)
            let role = r.choice(t, "role", AppSpec.Tab.Role.self)
            let modifiers = r.list(t, "modifiers") { r, n in decodeModifier(n, &r) }
            let stack = t.node("stack").flatMap { node in r.bool(t, "stack").map { Located($0, at: r.location(node)) } }
            let scrollToTop = t.node("scrollToTopOnReselect").flatMap { node in
                r.bool(t, "scrollToTopOnReselect").map { Located($0, at: r.location(node)) }
            }
            guard let caseName, let title else { return nil }
            if (t.node("systemImage") == nil) == (t.node("image") == nil) {
                r.error(
                    "tab '\(caseName.value)' needs exactly one of 'systemImage' and 'image'", "tab-icon", at: n,
                    notes: ["'systemImage' names an SF Symbol; 'image' names an image in the app's asset catalog"])
                return nil
            }
            guard let icon = systemImage.map(AppSpec.Tab.Icon.systemImage) ?? image.map(AppSpec.Tab.Icon.image)
            else { return nil }
            if (t.node("root") == nil) == (t.node("presents") == nil) {
                r.error(
                    "tab '\(caseName.value)' needs exactly one of 'root' and 'presents'", "tab-kind", at: n,
                    notes: [
                        "'root' is the view at the bottom of the tab's stack; 'presents' names a sheet the tab opens"
                    ])
                return nil
            }
            if root == nil && presents == nil { return nil }
            if let stackNode = t.node("stack"), stack != nil, presents != nil {
                r.error(
                    "tab '\(caseName.value)' presents a sheet: 'stack' is for a tab with a 'root'", "tab-kind",
                    at: stackNode, notes: ["leave 'stack' out"])
            }
            var tab = AppSpec.Tab(
                caseName: caseName, title: title, icon: icon, root: root, presents: presents,
                badge: badge, stack: stack, location: r.location(n))
            tab.condition = condition
            tab.role = role
            tab.modifiers = modifiers
            if let scrollToTop, scrollToTop.value, !tab.hasStack, let scrollNode = t.node("scrollToTopOnReselect") {
                r.error(
                    "tab '\(caseName.value)' has no stack: 'scrollToTopOnReselect' asks through the router of "
                        + "a tab's stack", "tab-kind", at: scrollNode,
                    notes: ["give the tab a 'root' with a stack, or leave 'scrollToTopOnReselect' out"])
            } else {
                tab.scrollToTopOnReselect = scrollToTop
            }
            return tab
        }
        if let node = m.node("tabs"), case .sequence(let items) = node.value, items.isEmpty {
            reader.error("an app needs at least one tab", "missing-key", at: node)
        }
        let sheets = reader.list(m, "sheets") { r, n -> AppSpec.Sheet? in
            guard let s = r.mapping(n, "appSheet", context: "an app sheet") else { return nil }
            let caseName = r.identifier(s, "case")
            let destination = r.snippet(s, "destination", isType: false)
            guard let caseName, let destination else { return nil }
            return .init(caseName: caseName, destination: destination, location: r.location(n))
        }
        let routes = reader.list(m, "routes") { r, n -> AppSpec.Route? in
            guard let route = r.mapping(n, "appRoute", context: "an app route") else { return nil }
            let caseName = r.identifier(route, "case")
            let value = r.snippet(route, "value", isType: true)
            let destination = r.snippet(route, "destination", isType: false)
            let path = r.text(route, "path")?.deepLinkPath
            let tab = r.identifier(route, "tab")
            let sample = r.snippet(route, "sample", isType: false)
            guard let caseName, let destination else { return nil }
            var screenRoute = ScreenSpec.Route(
                caseName: caseName, value: value, destination: destination, path: path, location: r.location(n))
            screenRoute.sample = sample
            return .init(route: screenRoute, tab: tab)
        }
        let modifiers = reader.list(m, "modifiers") { r, n in decodeModifier(n, &r) }
        let style = reader.choice(m, "style", AppSpec.Style.self)
        let tabBarMinimize = reader.choice(m, "tabBarMinimize", AppSpec.TabBarMinimize.self)
        let main = reader.bool(m, "main") ?? false
        let imports = reader.imports(m)
        let access = reader.choice(m, "access", AccessLevel.self)
        guard let app else { return nil }
        var spec = AppSpec(
            file: file, app: app, summary: summary,
            platform: platform ?? ScreenSpec.Platform(iOS: Located(defaultTarget, at: reader.location(root))),
            dependencies: dependencies, tabs: tabs, sheets: sheets, routes: routes,
            modifiers: modifiers, style: style, main: main,
            location: reader.location(root))
        spec.imports = imports
        spec.access = access
        spec.tabBarMinimize = tabBarMinimize
        return spec
    }
}
