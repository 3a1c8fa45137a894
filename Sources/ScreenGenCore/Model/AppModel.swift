/// What an app spec's files say, as facts: the tabs, the dependencies created at the root, the
/// app-wide routes (the same `NavigationModel` a flow owner's routes are) and the sheets. Like
/// `ScreenModel`, no Swift syntax: the templates write it.
public struct AppModel: Sendable {
    public var facts: AppFacts
    /// The spec's path as the header names it.
    public var specPath: String
    public var summary: String?
    public var tabs: [AppTabModel]
    public var dependencies: [AppDependencyModel]
    /// The app's routes; its role is `owner`: the app owns every tab's stack.
    public var navigation: NavigationModel
    /// The sheets presented over every tab, as one `Identifiable` enum; nil without sheets.
    public var sheets: PresentationModel?
    /// The root's own modifiers (user code), in order.
    public var modifiers: [String]
    /// The `TabView`'s style; `automatic` writes no modifier.
    public var style: AppSpec.Style
    /// `.tabBarMinimizeBehavior(…)`'s value, or nil for none.
    public var tabBarMinimize: AppSpec.TabBarMinimize? = nil
    /// The tab the app starts on: the first that shows a root.
    public var initialTab: String
    /// For each route, in order: the tab a deep link to it selects, nil for the selected tab.
    public var routeTabs: [(route: String, tab: String?)]
    /// Below iOS 17: `ObservableObject` navigation and routers, `@StateObject` dependencies, and a
    /// stack view per tab that observes its router (the root observes only the navigation).
    public var legacyObservation: Bool
    /// iOS 18 and later: tabs are `Tab` values, the API that replaces `.tabItem` and `.tag`.
    public var usesTabType: Bool
    /// The generated test suites (written only when a run asks for tests).
    public var navigationTests: AppNavigationTestsModel?
    public var routeTests: RouteTestsModel?
    /// Modules the app's files import besides their own, as a screen's.
    public var imports: [ScreenSpec.Import] = []
    /// The types of other modules of the workspace the spec names, each with its module: a file
    /// that names one imports its module, and no other file does (`LinkedImports`).
    public var linkedTypes: [String: String] = [:]
    /// The access level of the root view (with its `init` and `body`), the navigation, the tab,
    /// route and sheet enums and the router (the spec's `access`, else the configuration's).
    public var access: AccessLevel = .internal

    /// The root view declares an `init`: to take its dependencies, or to be made from another
    /// module (the implicit one is internal).
    public var hasInitializer: Bool { !dependencies.isEmpty || access != .internal }
}

public struct AppTabModel: Sendable {
    /// The tab item's icon, by name: an SF Symbol or an image of the app's asset catalog.
    public enum Icon: Sendable, Equatable {
        case systemImage(String)
        case image(String)
    }

    public var caseName: String
    public var title: String
    public var icon: Icon
    /// The stack's root view (user code); nil for a tab that presents a sheet.
    public var root: String?
    /// The sheet case the tab presents instead of switching.
    public var presents: String?
    /// The badge's value (user code).
    public var badge: String?
    /// The router property of a tab that holds one of the app's stacks (`timelineRouter`); nil for
    /// a sheet tab and a root shown without a stack (`stack: false`).
    public var routerName: String?
    /// The `Bool` expression the tab is shown under (user code), or nil.
    public var condition: String? = nil
    /// The tab's own modifiers (user code), in order.
    public var modifiers: [String] = []
    /// The `Tab`'s role (`search`), or nil.
    public var role: String? = nil
    /// Tapped again at the root of its stack, it asks its root screen to scroll to the top
    /// (`reselect()` on its router) rather than only popping.
    public var scrollsToTopOnReselect: Bool = false
}

public struct AppDependencyModel: Sendable {
    public var name: String
    public var type: String
    public var initial: String
    /// What the preview passes: the spec's `preview`, else `initial`.
    public var preview: String
}

extension ModelBuilder {
    /// The app's model: names from its facts, routes and sheets built as a screen's are.
    public func build(_ spec: AppSpec, facts: AppFacts? = nil, specPath: String? = nil) -> AppModel {
        let facts = facts ?? AppFacts(spec)
        let tabs = spec.tabs.map { tab in
            var model = AppTabModel(
                caseName: SwiftIdentifier.escaped(tab.caseName.value), title: tab.title.value,
                icon: Self.icon(tab.icon), root: tab.root?.value,
                presents: tab.presents.map { SwiftIdentifier.escaped($0.value) }, badge: tab.badge?.value,
                routerName: tab.hasStack ? SuiteNames.tabRouter(tab: tab.caseName.value) : nil)
            model.condition = tab.condition.map { SwiftSnippet.statementCondition($0.value) }
            model.modifiers = tab.modifiers.map(\.value)
            model.role = tab.role?.value.rawValue
            model.scrollsToTopOnReselect = tab.scrollToTopOnReselect?.value == true
            return model
        }
        let sheets = facts.sheetType.map { enumType in
            PresentationModel(
                enumType: enumType, stateName: "sheet", modifier: "sheet",
                cases: spec.sheets.map { sheet in
                    PresentationCase(
                        caseName: SwiftIdentifier.escaped(sheet.caseName.value),
                        id: Self.presentationID(sheet.caseName.value, hasItem: false), itemType: nil,
                        destination: sheet.destination.value, bindsItem: false)
                })
        }
        let navigation = NavigationModel(
            role: .owner, routeType: facts.routeType, routerType: facts.routerType,
            routes: Self.routeModels(spec.routes.map(\.route)))
        let tests = appTests(spec, facts: facts, tabs: tabs, navigation: navigation)
        var model = AppModel(
            facts: facts, specPath: specPath ?? spec.file, summary: spec.summary, tabs: tabs,
            dependencies: spec.dependencies.map { dependency in
                AppDependencyModel(
                    name: SwiftIdentifier.escaped(dependency.name.value), type: dependency.type.value,
                    initial: dependency.initial.value, preview: dependency.preview?.value ?? dependency.initial.value)
            },
            navigation: navigation,
            sheets: sheets, modifiers: spec.modifiers.map(\.value),
            style: spec.style?.value ?? .automatic, initialTab: tabs.first { $0.root != nil }?.caseName ?? tabs.first?.caseName ?? "",
            routeTabs: spec.routes.map { route in
                (
                    SwiftIdentifier.escaped(route.route.caseName.value),
                    route.tab.map { SwiftIdentifier.escaped($0.value) }
                )
            },
            legacyObservation: spec.platform.iOS.value < OSVersion(17, 0),
            usesTabType: spec.platform.iOS.value >= OSVersion(18, 0), navigationTests: tests.navigation,
            routeTests: tests.routes)
        model.imports = spec.imports
        model.linkedTypes = spec.linkedTypes
        model.tabBarMinimize = spec.tabBarMinimize?.value
        model.access = spec.access?.value ?? access
        return model
    }

    private static func icon(_ icon: AppSpec.Tab.Icon) -> AppTabModel.Icon {
        switch icon {
        case .systemImage(let name): .systemImage(name.value)
        case .image(let name): .image(name.value)
        }
    }
}
