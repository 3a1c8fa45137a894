/// The names an app spec's stages share: its generated types, each in a file named after it, and
/// the route and router types the screens that join it (`flow: <app>`) read.
public struct AppFacts: Sendable, Equatable {
    public struct GeneratedType: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            /// The tab enum and the navigation state (selection, a router per stack, the sheet).
            case tabs
            case route, router, sheet
            case rootView
            /// The `@main` App struct (`main: true`).
            case entryPoint
        }

        public var kind: Kind
        public var name: String
    }

    public var app: String
    public var tabType: String
    public var navigationType: String
    public var routeType: String
    public var routerType: String
    public var sheetType: String?
    public var rootViewType: String
    /// `SocialApp`, the `@main` App struct; nil unless the spec asks for it (`main: true`).
    public var entryPointType: String?
    /// `withSocialRoutes`: the view modifier every stack applies to register the routes.
    public var routesModifier: String
    public var generatedTypes: [GeneratedType]
    /// The app's generated test suites (written only when a run asks for tests): its navigation's
    /// taps and deep links, and its routes' deep links when a route has a path.
    public var testTypes: [ScreenFacts.TestType]

    public init(_ spec: AppSpec) {
        app = spec.app.value
        tabType = app + "Tab"
        navigationType = app + "Navigation"
        routeType = app + "Route"
        routerType = app + "Router"
        sheetType = spec.sheets.isEmpty ? nil : app + "Sheet"
        rootViewType = app + "RootView"
        entryPointType = spec.main ? app + "App" : nil
        routesModifier = "with\(app)Routes"
        var types = [GeneratedType(kind: .tabs, name: tabType)]
        // Without a stack nothing pushes: no route enum, no router (nor `router(for:)` and the
        // routes modifier, which the templates leave out for the same reason).
        if spec.hasStacks {
            types += [GeneratedType(kind: .route, name: routeType), GeneratedType(kind: .router, name: routerType)]
        }
        if let sheetType { types.append(GeneratedType(kind: .sheet, name: sheetType)) }
        types.append(GeneratedType(kind: .rootView, name: rootViewType))
        if let entryPointType { types.append(GeneratedType(kind: .entryPoint, name: entryPointType)) }
        generatedTypes = types
        testTypes = [ScreenFacts.TestType(kind: .navigation, name: SuiteNames.tests(of: navigationType))]
        if spec.routes.contains(where: { $0.route.path != nil }) {
            testTypes.append(ScreenFacts.TestType(kind: .routes, name: SuiteNames.tests(of: routeType)))
        }
    }
}
