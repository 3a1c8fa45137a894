// Generated from Templates/ by `swift run generate-sources`; run it after editing a template.
// Embedding them makes the binary work wherever it is installed.

enum BuiltinTemplates {
    static let sources: [String: String] = [
        "Alert.swift.mustache": #"""
{{>header}}

import Foundation
{{>moduleImports}}

{{#alert}}
/// What `{{view.typeName}}` shows with
/// `.{{stateName}}(_:isPresented:presenting:)`. One optional value, so {{noun}} that exclude
/// each other cannot be shown together; a case's item reaches the title, message and buttons.
{{access}}enum {{enumType}} {
{{#cases}}
    case {{caseName}}{{#itemType}}({{{.}}}){{/itemType}}
{{/cases}}
}
{{/alert}}

"""#,
        "AppMain.swift.mustache": #"""
{{>header}}

import SwiftUI
{{>moduleImports}}

/// The app's entry point: a window showing `{{view.typeName}}`, which creates the app's
/// dependencies and holds its navigation (one of each per window where there are several).
@main
struct {{entryPointType}}: App {
    var body: some Scene {
        WindowGroup {
            {{view.typeName}}()
        }
        // screengen:user-begin modifiers
        // screengen:user-end modifiers
    }

    // screengen:user-begin helpers
    // screengen:user-end helpers
}

"""#,
        "AppNavigationTests.swift.mustache": #"""
{{>header}}

import Foundation
import Testing
{{>moduleImports}}

{{#testModule}}
@testable import {{.}}

{{/testModule}}
{{#tests.navigation}}
/// What tapping the tabs of `{{view.typeName}}` and opening its deep links do to `{{navigationType}}`.
@MainActor
struct {{suiteName}} {
    @Test("Starts on the first tab")
    func startsOnTheFirstTab() {
        #expect({{navigationType}}().selectedTab == .{{initialTab}})
    }
{{#pushedRoute}}

    /// The selected tab tapped again pops its stack to the root and stays selected.
    @Test(
        "Tapping the selected tab again pops its stack",
        arguments: [{{#stackedTabs}}{{tabType}}.{{caseName}}{{^isLast}}, {{/isLast}}{{/stackedTabs}}])
    func reTappingTheSelectedTabPopsItsStack(_ tab: {{tabType}}) throws {
        let navigation = {{navigationType}}()
        navigation.select(tab)
{{#routerIsOptional}}
        let router = try #require(navigation.router(for: tab))
{{/routerIsOptional}}
{{^routerIsOptional}}
        let router = navigation.router(for: tab)
{{/routerIsOptional}}
        router.navigate(to: .{{{caseName}}}{{#sample}}({{{.}}}){{/sample}})
        #expect(router.path.count == 1)
        navigation.select(tab)
        #expect(navigation.selectedTab == tab)
        #expect(router.path.isEmpty)
    }
{{/pushedRoute}}
{{#sheetTabs}}

    /// Tapping `{{tab}}` presents its sheet and keeps the selected tab.
    @Test("Tapping the {{tab}} tab presents its sheet")
    func {{tab}}PresentsItsSheet() {
        let navigation = {{navigationType}}()
        navigation.select(.{{tab}})
        #expect(navigation.sheet?.id == {{sheetType}}.{{sheet}}.id)
        #expect(navigation.selectedTab == .{{initialTab}})
    }
{{/sheetTabs}}
{{#hasDeepLinks}}

    /// A deep link, opened from another tab{{#firstSheetTab}} with a sheet up{{/firstSheetTab}}, selects the tab that owns its route (a route
    /// without one stays on the selected tab){{#firstSheetTab}}, dismisses the sheet{{/firstSheetTab}} and pushes the route there.
    @Test(
        "A deep link opens on its tab",
        arguments: [
{{#deepLinks}}
            ({{routeType}}.{{{caseName}}}{{#sample}}({{{.}}}){{/sample}}, {{tabType}}.{{startTab}}, {{tabType}}.{{tab}}){{#hasSeveralDeepLinks}},{{/hasSeveralDeepLinks}}
{{/deepLinks}}
        ])
    func aDeepLinkOpensOnItsTab(_ route: {{routeType}}, from start: {{tabType}}, to tab: {{tabType}}) throws {
        let navigation = {{navigationType}}()
        navigation.select(start)
{{#firstSheetTab}}
        navigation.select(.{{.}})
{{/firstSheetTab}}
        let url = try #require(route.url)
        #expect(navigation.open(url))
        #expect(navigation.selectedTab == tab)
{{#firstSheetTab}}
        #expect(navigation.sheet == nil)
{{/firstSheetTab}}
        #expect(navigation.router(for: tab){{#routerIsOptional}}?{{/routerIsOptional}}.path == [route])
    }
{{/hasDeepLinks}}

    // screengen:user-begin tests
    // screengen:user-end tests
}
{{/tests.navigation}}

"""#,
        "AppRoot.swift.mustache": #"""
{{>header}}

import SwiftUI
{{>moduleImports}}

{{#summaryLines}}
/// {{{.}}}
{{/summaryLines}}
{{^summaryLines}}
/// The tabs of {{app}}.
{{/summaryLines}}
{{#hasStackedTabs}}
/// Each tab with a stack registers every `{{navigation.routeType}}` on it with `.{{routesModifier}}()`.
{{/hasStackedTabs}}
/// The navigation state is in the environment, so a screen can select a tab{{#sheetType}} or present a sheet{{/sheetType}}.
@MainActor
{{access}}struct {{view.typeName}}: View {
{{#legacyObservation}}
    @StateObject private var navigation = {{navigationType}}()
{{#dependencies}}
    @StateObject private var {{name}}: {{{type}}}
{{/dependencies}}
{{#hasInitializer}}

{{^hasDependencies}}
    {{access}}init() {}
{{/hasDependencies}}
{{#hasDependencies}}
    {{access}}init({{#dependencies}}{{name}}: @autoclosure @escaping () -> {{{type}}} = {{{initial}}}{{^isLast}}, {{/isLast}}{{/dependencies}}) {
{{#dependencies}}
        _{{name}} = StateObject(wrappedValue: {{name}}())
{{/dependencies}}
    }
{{/hasDependencies}}
{{/hasInitializer}}
{{/legacyObservation}}
{{^legacyObservation}}
    @State private var navigation = {{navigationType}}()
{{#dependencies}}
    @State private var {{name}}: {{{type}}}
{{/dependencies}}
{{#hasInitializer}}

{{^hasDependencies}}
    {{access}}init() {}
{{/hasDependencies}}
{{#hasDependencies}}
    {{access}}init({{#dependencies}}{{name}}: {{{type}}} = {{{initial}}}{{^isLast}}, {{/isLast}}{{/dependencies}}) {
{{#dependencies}}
        _{{name}} = State(initialValue: {{name}})
{{/dependencies}}
    }
{{/hasDependencies}}
{{/hasInitializer}}
{{/legacyObservation}}

    {{access}}var body: some View {
        TabView(selection: Binding(get: { navigation.selectedTab }, set: { navigation.select($0) })) {
{{#tabs}}
{{#condition}}
            if {{{.}}} {
                {{>appTab}}
            }
{{/condition}}
{{^condition}}
            {{>appTab}}
{{/condition}}
{{/tabs}}
        }
{{#tabViewStyle}}
        .tabViewStyle(.{{.}})
{{/tabViewStyle}}
{{#tabBarMinimize}}
        .tabBarMinimizeBehavior(.{{.}})
{{/tabBarMinimize}}
{{#presentation}}
        .sheet(item: $navigation.sheet) { sheet in
            content(for: sheet)
        }
{{/presentation}}
{{#navigation.hasDeepLinks}}
        .onOpenURL { url in
            navigation.open(url)
        }
{{/navigation.hasDeepLinks}}
{{#modifiers}}
        {{{.}}}
{{/modifiers}}
{{#legacyObservation}}
        .environmentObject(navigation)
{{/legacyObservation}}
{{^legacyObservation}}
        .environment(navigation)
{{/legacyObservation}}
{{#dependencies}}
{{#legacyObservation}}
        .environmentObject({{name}})
{{/legacyObservation}}
{{^legacyObservation}}
        .environment({{name}})
{{/legacyObservation}}
{{/dependencies}}
        // screengen:user-begin modifiers
        // screengen:user-end modifiers
    }
{{#presentation}}

    @ViewBuilder
    private func content(for sheet: {{enumType}}) -> some View {
        switch sheet {
{{#cases}}
        case .{{caseName}}:
            {{{destination}}}
{{/cases}}
        }
    }
{{/presentation}}

    // screengen:user-begin helpers
    // screengen:user-end helpers
}
{{#legacyObservation}}
{{#hasStackedTabs}}

/// One tab's stack. It observes the tab's router itself: an `ObservableObject` held by the
/// navigation would not redraw the root when its path changes.
private struct {{stackViewType}}<Root: View>: View {
    @ObservedObject var router: {{navigation.routerType}}
    @ViewBuilder var root: Root

    var body: some View {
        NavigationStack(path: $router.path) {
            root
                .{{routesModifier}}()
        }
        .environmentObject(router)
    }
}
{{/hasStackedTabs}}
{{/legacyObservation}}
{{#hasStackedTabs}}

extension View {
    /// Registers the destination of every `{{navigation.routeType}}` on the stack this view is the root
    /// of. Every tab's stack applies it, so any screen or row in any tab can push any route.
    func {{routesModifier}}() -> some View {
{{#hasRoutes}}
        navigationDestination(for: {{navigation.routeType}}.self) { route in
            switch route {
            {{>routeCases}}
            }
        }
{{/hasRoutes}}
{{^hasRoutes}}
        self
{{/hasRoutes}}
    }
}
{{/hasStackedTabs}}

#Preview({{{previewNameLiteral}}}) {
    {{view.typeName}}({{#dependencies}}{{name}}: {{{preview}}}{{^isLast}}, {{/isLast}}{{/dependencies}})
}

"""#,
        "AppTab.swift.mustache": #"""
{{>header}}

{{#legacyObservation}}
import Combine
{{/legacyObservation}}
import Foundation
{{^legacyObservation}}
import Observation
{{/legacyObservation}}
{{>moduleImports}}

/// The tabs of `{{view.typeName}}`, in the tab bar's order.
{{access}}enum {{tabType}}: Hashable, CaseIterable {
{{#tabs}}
    case {{caseName}}
{{/tabs}}
}

/// What `{{view.typeName}}` shows: the selected tab{{#hasStackedTabs}}{{#sheetType}}, {{/sheetType}}{{^sheetType}} and {{/sheetType}}each tab's path{{/hasStackedTabs}}{{#sheetType}} and the presented sheet{{/sheetType}}.
/// Tapping a tab{{#navigation.hasDeepLinks}} and opening a deep link go{{/navigation.hasDeepLinks}}{{^navigation.hasDeepLinks}} goes{{/navigation.hasDeepLinks}} through it, so {{#navigation.hasDeepLinks}}both{{/navigation.hasDeepLinks}}{{^navigation.hasDeepLinks}}it{{/navigation.hasDeepLinks}} can be tested without a view.
@MainActor
{{#legacyObservation}}
{{access}}final class {{navigationType}}: ObservableObject {
    @Published {{access}}private(set) var selectedTab: {{tabType}} = .{{initialTab}}
{{#sheetType}}
    @Published {{access}}var sheet: {{.}}?
{{/sheetType}}
{{/legacyObservation}}
{{^legacyObservation}}
@Observable
{{access}}final class {{navigationType}} {
    {{access}}private(set) var selectedTab: {{tabType}} = .{{initialTab}}
{{#sheetType}}
    {{access}}var sheet: {{.}}?
{{/sheetType}}
{{/legacyObservation}}
{{#tabs}}
{{#routerName}}
    {{access}}let {{.}} = {{navigation.routerType}}()
{{/routerName}}
{{/tabs}}
{{#exported}}

    {{access}}init() {}
{{/exported}}
{{#hasStackedTabs}}

    /// The router of a tab's stack{{#routerIsOptional}}; nil for {{{tabsWithoutRouter}}}{{/routerIsOptional}}.
    {{access}}func router(for tab: {{tabType}}) -> {{navigation.routerType}}{{#routerIsOptional}}?{{/routerIsOptional}} {
        switch tab {
{{#tabs}}
{{#routerName}}
        case .{{caseName}}: {{.}}
{{/routerName}}
{{^routerName}}
        case .{{caseName}}: nil
{{/routerName}}
{{/tabs}}
        }
    }
{{/hasStackedTabs}}

{{#hasStackedTabs}}
    /// What tapping a tab does: another tab is selected; the selected tab tapped again pops its stack
    /// to the root{{#hasPlainTabs}} (a tab without a stack stays as it is){{/hasPlainTabs}}.
{{/hasStackedTabs}}
{{#hasScrollingTabs}}
    /// Tapped again at its root, a tab that scrolls to the top ({{#scrollingTabs}}`.{{caseName}}`{{^isLast}}, {{/isLast}}{{/scrollingTabs}}) asks its root screen to
    /// scroll there instead, through its router's `reselect()`.
{{/hasScrollingTabs}}
{{^hasStackedTabs}}
    /// What tapping a tab does: it is selected (no tab has a stack to pop).
{{/hasStackedTabs}}
{{#hasSheetTabs}}
    /// A tab that presents a sheet presents it and keeps the selection.
{{/hasSheetTabs}}
    {{access}}func select(_ tab: {{tabType}}) {
{{^switchesOverTabs}}
        selectedTab = tab
{{/switchesOverTabs}}
{{#switchesOverTabs}}
        switch tab {
{{#hasPoppingTabs}}
        case {{#poppingTabs}}.{{caseName}}{{^isLast}}, {{/isLast}}{{/poppingTabs}}:
            if tab == selectedTab {
                router(for: tab){{#routerIsOptional}}?{{/routerIsOptional}}.popToRoot()
            } else {
                selectedTab = tab
            }
{{/hasPoppingTabs}}
{{#hasScrollingTabs}}
        case {{#scrollingTabs}}.{{caseName}}{{^isLast}}, {{/isLast}}{{/scrollingTabs}}:
            if tab == selectedTab {
                router(for: tab){{#routerIsOptional}}?{{/routerIsOptional}}.reselect()
            } else {
                selectedTab = tab
            }
{{/hasScrollingTabs}}
{{#hasPlainTabs}}
        case {{#plainTabs}}.{{caseName}}{{^isLast}}, {{/isLast}}{{/plainTabs}}:
            selectedTab = tab
{{/hasPlainTabs}}
{{#tabs}}
{{#presents}}
        case .{{caseName}}:
            sheet = .{{.}}
{{/presents}}
{{/tabs}}
        }
{{/switchesOverTabs}}
    }
{{#navigation.hasDeepLinks}}

    /// Opens a deep link: selects the tab that owns its route{{#sheetType}}, dismisses the sheet{{/sheetType}} and pushes
    /// the route on top of that tab's stack. False when the URL names no route.
{{#hasPlainTabs}}
    /// A route without a tab opens on the selected tab, or on the first tab with a stack when the
    /// selected one has none.
{{/hasPlainTabs}}
{{^hasPlainTabs}}
    /// A route without a tab opens on the selected tab.
{{/hasPlainTabs}}
    @discardableResult
    {{access}}func open(_ url: URL) -> Bool {
        guard let route = {{navigation.routeType}}(url: url) else { return false }
{{^hasPlainTabs}}
        let tab = tab(for: route) ?? selectedTab
{{/hasPlainTabs}}
{{#hasPlainTabs}}
        let tab = tab(for: route) ?? (router(for: selectedTab) == nil ? .{{firstStackedTab}} : selectedTab)
{{/hasPlainTabs}}
        selectedTab = tab
{{#sheetType}}
        sheet = nil
{{/sheetType}}
        router(for: tab){{#routerIsOptional}}?{{/routerIsOptional}}.navigate(to: route)
        return true
    }

    /// The tab a deep link to `route` opens; nil for a route without one.
    private func tab(for route: {{navigation.routeType}}) -> {{tabType}}? {
        switch route {
{{#routeTabs}}
{{#tab}}
        case .{{caseName}}: .{{.}}
{{/tab}}
{{^tab}}
        case .{{caseName}}: nil
{{/tab}}
{{/routeTabs}}
        }
    }
{{/navigation.hasDeepLinks}}
}

"""#,
        "Companion.swift.mustache": #"""
// Written once by `screengen scaffold` for {{spec}}; screengen never changes this file.
// It is the place for {{view.typeName}}'s subviews and row views.

import SwiftUI
{{#rowViews}}

struct {{typeName}}: View {
    let {{parameter}}: {{{elementType}}}

    var body: some View {
        Text(String(describing: {{parameter}}.id))
    }
}
{{/rowViews}}

"""#,
        "EnvironmentValues.swift.mustache": #"""
{{>header}}

import SwiftUI
{{>moduleImports}}

{{#environmentValues}}
{{#usesEntry}}
/// The environment values `{{view.typeName}}` declares; read them with `@Environment(\.name)`.
extension EnvironmentValues {
{{#values}}
    @Entry {{access}}var {{name}}: {{{type}}} = {{{defaultValue}}}
{{/values}}
}
{{/usesEntry}}
{{^usesEntry}}
{{#values}}
private struct {{keyType}}: EnvironmentKey {
    static var defaultValue: {{{type}}} { {{{defaultValue}}} }
}

{{/values}}
/// The environment values `{{view.typeName}}` declares; read them with `@Environment(\.name)`.
/// (Manual keys, as `environmentKeys: manual` asks, for Xcode 15. Each default is computed, as
/// `@Entry` declares it, so one whose type is not `Sendable`, such as an action's closure, compiles
/// in Swift 6.)
extension EnvironmentValues {
{{#values}}
    {{access}}var {{name}}: {{{type}}} {
        get { self[{{keyType}}.self] }
        set { self[{{keyType}}.self] = newValue }
    }

{{/values}}
}
{{/usesEntry}}
{{/environmentValues}}

"""#,
        "Presentation.swift.mustache": #"""
{{>header}}

import Foundation
{{>moduleImports}}

{{#presentation}}
/// What `{{view.typeName}}` presents with `.{{modifier}}(item:)`: one value, so presentations that
/// exclude each other cannot be shown together. Each id includes its item's id.
{{access}}enum {{enumType}}: Identifiable {
{{#cases}}
    case {{caseName}}{{#itemType}}({{{.}}}){{/itemType}}
{{/cases}}

    {{access}}var id: String {
        switch self {
{{#cases}}
        case .{{caseName}}{{#itemType}}(let item){{/itemType}}: {{{id}}}
{{/cases}}
        }
    }
}
{{/presentation}}

"""#,
        "Route.swift.mustache": #"""
{{>header}}

import Foundation
{{>moduleImports}}

{{#tabType}}
/// Where the stacks of `{{view.typeName}}`'s tabs can go; each tab's `{{navigation.routerType}}` holds
/// its path.
{{/tabType}}
{{^tabType}}
{{#navigation.routerType}}
/// Where the navigation stack of `{{view.typeName}}` can go;
/// `{{.}}` holds the path.
{{/navigation.routerType}}
{{^navigation.routerType}}
/// Where `{{view.typeName}}` can go in the navigation stack it is shown in;
/// it registers each route's destination there, holding no stack of its own.
{{/navigation.routerType}}
{{/tabType}}
{{access}}enum {{navigation.routeType}}: Hashable, Sendable {
{{#navigation.routes}}
    case {{caseName}}{{#valueType}}({{{.}}}){{/valueType}}
{{/navigation.routes}}
}
{{#navigation.hasDeepLinks}}

extension {{navigation.routeType}} {
    /// The route a deep link names. The URL's path segments are matched (`/posts/42`); with a custom
    /// scheme the host is the first segment (`myapp://posts/42`).
    {{access}}init?(url: URL) {
        var segments = url.pathComponents.filter { $0 != "/" }
        if let host = url.host, let scheme = url.scheme, scheme != "http", scheme != "https" {
            segments.insert(host, at: 0)
        }
{{#navigation.routes}}
{{#deepLink}}
        if segments.count == {{segmentCount}}{{#segments}}, {{#isValue}}let value = Self.value(segments[{{index}}], as: {{valueType}}.self){{/isValue}}{{^isValue}}segments[{{index}}] == {{{literal}}}{{/isValue}}{{/segments}} {
            self = .{{caseName}}{{#valueType}}(value){{/valueType}}
            return
        }
{{/deepLink}}
{{/navigation.routes}}
        return nil
    }

    /// The path-only deep link of the route (`/posts/42`), or nil for a route without one.
    {{access}}var url: URL? {
        switch self {
{{#navigation.routes}}
{{#valueType}}
        case .{{caseName}}{{#deepLink}}(let value){{/deepLink}}:
{{/valueType}}
{{^valueType}}
        case .{{caseName}}:
{{/valueType}}
{{#deepLink}}
            Self.url([{{#segments}}{{#isValue}}value.description{{/isValue}}{{^isValue}}{{{literal}}}{{/isValue}}{{^isLast}}, {{/isLast}}{{/segments}}])
{{/deepLink}}
{{^deepLink}}
            nil
{{/deepLink}}
{{/navigation.routes}}
        }
    }

    /// Nil when a segment is empty (an empty `String` value): `/authors/` parses as no route.
    private static func url(_ segments: [String]) -> URL? {
        guard !segments.contains(where: \.isEmpty) else { return nil }
        let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))
        let encoded = segments.map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? $0 }
        var components = URLComponents()
        components.percentEncodedPath = "/" + encoded.joined(separator: "/")
        return components.url
    }

    private static func value<Value: LosslessStringConvertible>(_ text: String, as _: Value.Type) -> Value? {
        Value(text)
    }
}
{{/navigation.hasDeepLinks}}

"""#,
        "RouteTests.swift.mustache": #"""
{{>header}}

import Foundation
import Testing
{{>moduleImports}}

{{#testModule}}
@testable import {{.}}

{{/testModule}}
{{#tests.routes}}
/// The deep links of `{{routeType}}`: each route with a path comes back from its URL, with a trailing
/// slash or a query string too; a URL that matches no path, one cut short and a value of the wrong
/// type are no route.
struct {{suiteName}} {
{{#hasRoutes}}
    /// Every route with a path, with a sample value.
    static let routes: [{{routeType}}] = [{{#routes}}.{{{caseName}}}{{#sample}}({{{.}}}){{/sample}}{{^isLast}}, {{/isLast}}{{/routes}}]

{{/hasRoutes}}
{{#unsampled}}
    // `.{{{.}}}` is left out: give the route a `sample:` of its value's type to test its deep link.
{{/unsampled}}
{{#hasUnsampled}}

{{/hasUnsampled}}
{{#hasShortened}}
{{^shortensEvery}}
    /// The routes whose path without its last segment is no route's.
    static let shortened: [{{routeType}}] = [{{#shortened}}.{{{caseName}}}{{#sample}}({{{.}}}){{/sample}}{{^isLast}}, {{/isLast}}{{/shortened}}]

{{/shortensEvery}}
{{/hasShortened}}
{{#hasRoutes}}
    @Test("Each route with a path comes back from its URL", arguments: routes)
    func roundTripsItsURL(_ route: {{routeType}}) throws {
        let url = try #require(route.url)
        #expect({{routeType}}(url: url) == route)
    }

    @Test("A trailing slash or a query string names the same route", arguments: routes)
    func aTrailingSlashOrAQueryNamesTheSameRoute(_ route: {{routeType}}) throws {
        let url = try #require(route.url)
        let slashed = try #require(URL(string: url.absoluteString + "/"))
        let queried = try #require(URL(string: url.absoluteString + "?source=test"))
        #expect({{routeType}}(url: slashed) == route)
        #expect({{routeType}}(url: queried) == route)
    }

{{/hasRoutes}}
{{#hasShortened}}
    @Test("A route's path without its last segment is no route", arguments: {{#shortensEvery}}routes{{/shortensEvery}}{{^shortensEvery}}shortened{{/shortensEvery}})
    func aPathCutShortIsNoRoute(_ route: {{routeType}}) throws {
        let url = try #require(route.url)
        #expect({{routeType}}(url: url.deletingLastPathComponent()) == nil)
    }

{{/hasShortened}}
{{#hasMistypedPaths}}
    @Test("A value of the wrong type is no route", arguments: [{{#mistypedPaths}}{{{literal}}}{{^isLast}}, {{/isLast}}{{/mistypedPaths}}])
    func aValueThatDoesNotParseIsNoRoute(_ path: String) throws {
        let url = try #require(URL(string: path))
        #expect({{routeType}}(url: url) == nil)
    }

{{/hasMistypedPaths}}
    @Test("A URL that matches no path is no route")
    func aURLOfNoRouteIsNil() throws {
        let url = try #require(URL(string: "{{unmatchedPath}}"))
        #expect({{routeType}}(url: url) == nil)
    }

    // screengen:user-begin tests
    // screengen:user-end tests
}
{{/tests.routes}}

"""#,
        "Router.swift.mustache": #"""
{{>header}}

{{#legacyObservation}}
import Combine
{{/legacyObservation}}
{{^legacyObservation}}
import Observation
{{/legacyObservation}}
{{>moduleImports}}

{{#tabType}}
/// The path of one tab's navigation stack in `{{view.typeName}}`: each tab has its own router. Screens
/// inside the stack read it from the environment and push with `navigate(to:)`; it is a plain array
/// so it can be inspected and tested.
{{/tabType}}
{{^tabType}}
/// The path of the navigation stack `{{view.typeName}}` owns. Screens inside the stack read it from the
/// environment and push with `navigate(to:)`; it is a plain array so it can be inspected and tested.
{{/tabType}}
@MainActor
{{#legacyObservation}}
{{access}}final class {{navigation.routerType}}: ObservableObject {
    @Published {{access}}var path: [{{navigation.routeType}}] = []
{{#tabType}}
{{#hasScrollingTabs}}
    /// How often the root screen was asked to scroll to the top: its tab tapped again at the root.
    @Published {{access}}private(set) var scrollToTopRequests = 0
{{/hasScrollingTabs}}
{{/tabType}}
{{/legacyObservation}}
{{^legacyObservation}}
@Observable
{{access}}final class {{navigation.routerType}} {
    {{access}}var path: [{{navigation.routeType}}] = []
{{#tabType}}
{{#hasScrollingTabs}}
    /// How often the root screen was asked to scroll to the top: its tab tapped again at the root.
    {{access}}private(set) var scrollToTopRequests = 0
{{/hasScrollingTabs}}
{{/tabType}}
{{/legacyObservation}}

{{#exported}}
    {{access}}init() {}

{{/exported}}
    {{access}}func navigate(to route: {{navigation.routeType}}) {
        path.append(route)
    }

    {{access}}func pop() {
        _ = path.popLast()
    }

    {{access}}func popToRoot() {
        path.removeAll()
    }
{{#tabType}}
{{#hasScrollingTabs}}

    /// The selected tab tapped again: pops to the root, or at the root asks the root screen to
    /// scroll to the top (it scrolls when `scrollToTopRequests` changes).
    {{access}}func reselect() {
        if path.isEmpty {
            scrollToTopRequests += 1
        } else {
            path.removeAll()
        }
    }
{{/hasScrollingTabs}}
{{/tabType}}
}

"""#,
        "Store.swift.mustache": #"""
{{>header}}

{{#legacyObservation}}
import Combine
import Foundation
{{>moduleImports}}

/// The observable state of `{{view.typeName}}` (the ObservableObject mapping, for iOS 16).
@MainActor
{{access}}final class {{store.typeName}}: ObservableObject {
{{/legacyObservation}}
{{^legacyObservation}}
import Foundation
import Observation
{{>moduleImports}}

/// The observable state of `{{view.typeName}}`.
@MainActor
@Observable
{{access}}final class {{store.typeName}} {
{{/legacyObservation}}
{{#store.phases}}
    {{>phaseEnum}}

{{/store.phases}}
{{#store.observed}}
    {{>member}}
{{/store.observed}}

{{#store.initializer}}
{{#store.dependencies}}
{{#isStored}}
    private let {{{name}}}: {{{type}}}
{{/isStored}}
{{/store.dependencies}}
{{/store.initializer}}
{{#store.busy}}

    {{>member}}
{{/store.busy}}
{{#store.initializer}}

{{#isEmpty}}
    {{access}}init() {}
{{/isEmpty}}
{{^isEmpty}}
    {{access}}{{>initializerSignature}}
{{#store.dependencies}}
{{#isStored}}
        self.{{name}} = {{name}}
{{/isStored}}
{{/store.dependencies}}
{{#store.assignments}}
        self.{{name}} = {{{value}}}
{{/store.assignments}}
{{#store.shapings}}
        {{function}}()
{{/store.shapings}}
    }
{{/isEmpty}}
{{/store.initializer}}
{{#store.shapings}}

    {{>shapingFunction}}
{{/store.shapings}}
{{#store.rowEdits}}

    {{>storeRowEdits}}
{{/store.rowEdits}}
{{#store.loadFunctions}}

    {{>loadFunction}}
{{/store.loadFunctions}}
{{#actions}}

    {{>storeAction}}
{{/actions}}

    // screengen:user-begin members
    // screengen:user-end members
}

"""#,
        "StoreTests.swift.mustache": #"""
{{>header}}

import Testing
{{>moduleImports}}

{{#testModule}}
@testable import {{.}}

{{/testModule}}
{{#tests.store}}
/// Tests of `{{storeType}}`, each with the dependencies of a preview state the spec declares.
@MainActor
struct {{suiteName}} {
{{#loads}}
{{#expectations}}
    /// `{{functionName}}()` with the `{{state}}` previews' dependencies ends {{phase}}{{#expectsValue}}, with a value{{/expectsValue}}.
    @Test("{{functionName}}() with the {{state}} previews ends {{phase}}{{#expectsValue}}, with a value{{/expectsValue}}")
    func {{testName}}() async {
        {{>storeTestSetup}}
        await store.{{functionName}}({{>storeTestArguments}})
{{#isLoaded}}
        guard case .loaded{{#expectsValue}}(let value{{#isPaged}}, _{{/isPaged}}{{#isKeyed}}, _{{/isKeyed}}){{/expectsValue}} = store.{{{name}}} else {
            Issue.record("\(store.{{{name}}}) is not loaded")
            return
        }
{{#expectsValue}}
        #expect(!value.isEmpty)
{{/expectsValue}}
{{/isLoaded}}
{{#isEmpty}}
        guard case .empty = store.{{{name}}} else {
            Issue.record("\(store.{{{name}}}) is not empty")
            return
        }
{{/isEmpty}}
{{#isFailed}}
        guard case .failed = store.{{{name}}} else {
            Issue.record("\(store.{{{name}}}) is not failed")
            return
        }
{{/isFailed}}
    }

{{/expectations}}
{{#cancelled}}
    /// `{{functionName}}()` in a task cancelled before it starts leaves the phase at its first `.loading`:
    /// a cancelled load never publishes what it fetched.
    @Test("{{functionName}}() cancelled before it starts stays loading")
    func {{testName}}() async {
        {{>storeTestSetup}}
        let load = Task { await store.{{functionName}}({{>storeTestArguments}}) }
        load.cancel()
        await load.value
        guard case .loading = store.{{{name}}} else {
            Issue.record("\(store.{{{name}}}) is not loading")
            return
        }
    }

    /// `{{functionName}}()` again, in a task cancelled before it starts, leaves the loaded phase alone:
    /// a cancelled reload neither resets it to `.loading` nor fails it.
    @Test("{{functionName}}() again, cancelled before it starts, stays loaded")
    func {{reloadTestName}}() async {
        {{>storeTestSetup}}
        await store.{{functionName}}({{>storeTestArguments}})
        let reload = Task { await store.{{functionName}}({{>storeTestArguments}}) }
        reload.cancel()
        await reload.value
        guard case .loaded = store.{{{name}}} else {
            Issue.record("\(store.{{{name}}}) is not loaded")
            return
        }
    }

{{/cancelled}}
{{#nextPage}}
    /// With the `nextPage` previews' dependencies, `{{loadMoreFunction}}()` after `{{functionName}}()`
    /// appends the next page: the rows start with the first page's (by id) and are more, and the
    /// next page is the end or the one after a new cursor.
    @Test("{{loadMoreFunction}}() with the nextPage previews appends the next page")
    func {{testName}}() async {
        {{>storeTestNextPage}}
        guard case .loaded(let rows, let nextPage{{#isKeyed}}, _{{/isKeyed}}) = store.{{{name}}} else {
            Issue.record("\(store.{{{name}}}) is not loaded")
            return
        }
        #expect(rows.count > firstPage.count)
        #expect(rows.prefix(firstPage.count).map(\.id) == firstPage.map(\.id))
        switch nextPage {
        case .available, .end: #expect(nextPage.cursor != cursor)
        case .loading, .failed: Issue.record("the next page is \(nextPage) once the page has loaded")
        }
    }

{{/nextPage}}
{{#nextPageFailure}}
    /// With the `nextPageError` previews' dependencies, `{{loadMoreFunction}}()` after `{{functionName}}()`
    /// fails and keeps the rows: the next page is failed at the same cursor, which Retry loads again.
    @Test("{{loadMoreFunction}}() with the nextPageError previews fails and keeps the rows")
    func {{testName}}() async {
        {{>storeTestNextPage}}
        guard case .loaded(let rows, .failed(let failedCursor, _){{#isKeyed}}, _{{/isKeyed}}) = store.{{{name}}} else {
            Issue.record("\(store.{{{name}}}) is not loaded with a failed next page")
            return
        }
        #expect(rows.map(\.id) == firstPage.map(\.id))
        #expect(failedCursor == cursor)
    }

{{/nextPageFailure}}
{{#inputChange}}
    /// With the `nextPage` previews' dependencies, `{{loadMoreFunction}}()` after `{{property}}` changed
    /// leaves the phase alone: the rows shown are another text's, which the new text's first page
    /// replaces, and no page of the new text follows them.
    @Test("{{loadMoreFunction}}() after {{property}} changed leaves the rows of the old one alone")
    func {{testName}}() async {
        {{>storeTestSetup}}
        await store.{{functionName}}({{>storeTestArguments}})
        guard case .loaded(let firstPage, .available(let cursor), let input) = store.{{{name}}} else {
            Issue.record("\(store.{{{name}}}) is not loaded with a page after it")
            return
        }
        store.{{{property}}} = input + " and more"
        await store.{{loadMoreFunction}}({{>storeTestArguments}})
        guard case .loaded(let rows, .available(cursor), input) = store.{{{name}}} else {
            Issue.record("\(store.{{{name}}}) is not the rows for \(input) with the page after \(cursor) to load")
            return
        }
        #expect(rows.map(\.id) == firstPage.map(\.id))
    }

{{/inputChange}}
{{#gated}}
    /// Two `{{functionName}}()` at once, the newer answering first: the older one's failure, arriving
    /// last, is not shown, as only the newest request publishes.
    @Test("{{functionName}}() overtaken by a newer load does not show its late failure", .timeLimit(.minutes(1)))
    func {{newestTestName}}() async throws {
        {{>storeTestGatedSetup}}
        let older = Task { await store.{{functionName}}({{#loadArguments}}{{>gatedArgument}}{{/loadArguments}}) }
        try #require(await calls.made(1))
        let newer = Task { await store.{{functionName}}({{#loadArguments}}{{>gatedArgument}}{{/loadArguments}}) }
        try #require(await calls.made(2))
        calls.answer(1)
        await newer.value
        calls.answer(0, failing: true)
        await older.value
        guard case .loaded = store.{{{name}}} else {
            Issue.record("\(store.{{{name}}}) is not loaded: the older request's failure replaced the newer answer")
            return
        }
        #expect(store.{{{reloadError}}} == nil)
    }

    /// `{{functionName}}()` failing once it has loaded keeps the value shown and sets `{{reloadError}}`,
    /// which the view shows in a notice: the full-screen failure is for a load with nothing to show.
    @Test("{{functionName}}() failing after it loaded keeps the value and reports the failure", .timeLimit(.minutes(1)))
    func {{reloadTestName}}() async throws {
        {{>storeTestGatedSetup}}
        let load = Task { await store.{{functionName}}({{#loadArguments}}{{>gatedArgument}}{{/loadArguments}}) }
        try #require(await calls.made(1))
        calls.answer(0)
        await load.value
        let reload = Task { await store.{{functionName}}({{#loadArguments}}{{>gatedArgument}}{{/loadArguments}}) }
        try #require(await calls.made(2))
        calls.answer(1, failing: true)
        await reload.value
        guard case .loaded = store.{{{name}}} else {
            Issue.record("\(store.{{{name}}}) is not loaded: the failed reload replaced the value")
            return
        }
        #expect(store.{{{reloadError}}} != nil)
    }

{{/gated}}
{{#loadMoreFunction}}
{{^nextPage}}
    // `{{.}}()` appending a page is left out: no dependency has a `nextPage` preview value (a first
    // page with a next page that loads).

{{/nextPage}}
{{^nextPageFailure}}
    // `{{.}}()` failing is left out: no dependency has a `nextPageError` preview value (a first page
    // whose next page fails).

{{/nextPageFailure}}
{{/loadMoreFunction}}
{{/loads}}
{{#actions}}
{{#succeeds}}
    /// `{{name}}()` with the `loaded` previews' dependencies succeeds, and is no longer in flight.
    @Test("{{name}}() with the loaded previews succeeds")
    func {{testName}}() async throws {
        {{>storeTestSetup}}
        #expect(try await store.{{{name}}}({{>storeTestArguments}}))
        #expect(!store.{{{inFlight}}})
    }

{{/succeeds}}
{{#fails}}
    /// `{{name}}()` with the `error` previews' dependencies throws: the error the view shows as
    /// `.{{failureCase}}`. It is no longer in flight.
    @Test("{{name}}() with the error previews throws")
    func {{testName}}() async {
        {{>storeTestSetup}}
        await #expect(throws: (any Error).self) { try await store.{{{name}}}({{>storeTestArguments}}) }
        #expect(!store.{{{inFlight}}})
    }

{{/fails}}
{{/actions}}
{{#rowActions}}
{{#perRowTestName}}
    /// `{{name}}(_:)` runs for two rows at once, each in `{{inFlight}}`; a call for a row it
    /// is already running for returns `false` and calls nothing.
    @Test("{{name}}(_:) runs for two rows at once, and once per row", .timeLimit(.minutes(1)))
    func {{.}}() async throws {
        {{>storeTestGatedSetup}}
        {{>storeTestGatedRows}}
        let first = Task { try await store.{{{name}}}({{#takesMany}}[rows[0]]{{/takesMany}}{{^takesMany}}rows[0]{{/takesMany}}{{#hasActionArguments}}, {{/hasActionArguments}}{{#actionArguments}}{{>gatedArgument}}{{/actionArguments}}) }
        try #require(await calls.made(2))
        let second = Task { try await store.{{{name}}}({{#takesMany}}[rows[1]]{{/takesMany}}{{^takesMany}}rows[1]{{/takesMany}}{{#hasActionArguments}}, {{/hasActionArguments}}{{#actionArguments}}{{>gatedArgument}}{{/actionArguments}}) }
        try #require(await calls.made(3))
        #expect(store.{{{inFlight}}} == [rows[0].id, rows[1].id])
        // A call for a row in flight returns at once; one that reached the service would answer too.
        calls.answersAtOnce = true
        #expect(try await store.{{{name}}}({{#takesMany}}[rows[0]]{{/takesMany}}{{^takesMany}}rows[0]{{/takesMany}}{{#hasActionArguments}}, {{/hasActionArguments}}{{#actionArguments}}{{>gatedArgument}}{{/actionArguments}}) == false)
        #expect(calls.count == 3)
        calls.answerAll()
        #expect(try await first.value)
        #expect(try await second.value)
        #expect(store.{{{inFlight}}}.isEmpty)
    }

{{/perRowTestName}}
{{#restoreTestName}}
    /// `{{name}}(_:)` takes the rows it deletes out of `{{phase}}` at once, and puts them back where
    /// they were when it fails: a swipe to delete that did not delete.
    @Test("{{name}}(_:) failing puts the rows it took out back", .timeLimit(.minutes(1)))
    func {{.}}() async throws {
        {{>storeTestGatedSetup}}
        {{>storeTestGatedRows}}
        let removing = Task { try await store.{{{name}}}({{#takesMany}}[rows[0]]{{/takesMany}}{{^takesMany}}rows[0]{{/takesMany}}{{#hasActionArguments}}, {{/hasActionArguments}}{{#actionArguments}}{{>gatedArgument}}{{/actionArguments}}) }
        try #require(await calls.made(2))
        guard case .loaded(let shown{{#isPaged}}, _{{/isPaged}}{{#isKeyed}}, _{{/isKeyed}}) = store.{{{phase}}} else {
            Issue.record("\(store.{{{phase}}}) is not loaded with the rows left")
            return
        }
        #expect(shown.map(\.id) == rows.dropFirst().map(\.id))
        calls.answer(1, failing: true)
        await #expect(throws: (any Error).self) { try await removing.value }
        guard case .loaded(let restored{{#isPaged}}, _{{/isPaged}}{{#isKeyed}}, _{{/isKeyed}}) = store.{{{phase}}} else {
            Issue.record("\(store.{{{phase}}}) is not loaded with the rows put back")
            return
        }
        #expect(restored.map(\.id) == rows.map(\.id))
    }

{{/restoreTestName}}
{{/rowActions}}
{{#shapings}}
    /// `{{shown}}` follows `{{source}}`: emptied, it shows no row; put back, the
    /// rows it showed.
    @Test("{{shown}} follows {{source}}")
    func {{collectionTestName}}() {
        {{>storeTestSetup}}
        let shown = store.{{shown}}.map(\.{{identity}})
        let items = store.{{source}}
        store.{{source}} = []
        #expect(store.{{shown}}.isEmpty)
{{#groups}}
        #expect(store.{{.}}.isEmpty)
{{/groups}}
        store.{{source}} = items
        #expect(store.{{shown}}.map(\.{{identity}}) == shown)
    }

{{#search}}
    /// `{{shown}}` follows the search text: a text no row contains empties it{{#searchedText}}, a
    /// row's own text finds the row{{/searchedText}}, and an empty text shows the rows again.
    @Test("{{shown}} follows the search text")
    func {{testName}}() throws {
        {{>storeTestSetup}}
        store.{{text}} = ""
        let shown = store.{{shown}}.map(\.{{identity}})
        try #require(!shown.isEmpty, "the previews show no row to search")
        store.{{text}} = "no row contains this text"
        #expect(store.{{shown}}.isEmpty)
{{#groups}}
        #expect(store.{{.}}.isEmpty)
{{/groups}}
{{#searchedText}}
        store.{{text}} = ""
        let {{element}} = try #require(store.{{shown}}.first)
        store.{{text}} = {{{.}}}
        #expect(store.{{shown}}.map(\.{{identity}}).contains({{element}}.{{identity}}))
{{/searchedText}}
        store.{{text}} = ""
        #expect(store.{{shown}}.map(\.{{identity}}) == shown)
    }

{{/search}}
{{#changes}}
    /// A change of `{{property}}` shapes the rows again: they are those `{{source}}`
    /// shaped anew gives.
    @Test("{{shown}} follows {{property}}")
    func {{testName}}() {
        {{>storeTestSetup}}
        store.{{property}}{{#toggles}}.toggle(){{/toggles}}{{^toggles}}.append("a"){{/toggles}}
        let shown = store.{{shown}}.map(\.{{identity}})
        let items = store.{{source}}
        store.{{source}} = items
        #expect(store.{{shown}}.map(\.{{identity}}) == shown)
    }

{{/changes}}
{{/shapings}}
{{#seedings}}
    /// `{{functionName}}()` with the `loaded` previews' dependencies seeds the form from its answer
    /// and sets `{{flag}}`, which the fields wait for.
    @Test("{{functionName}}() with the loaded previews seeds the form")
    func {{seedsTestName}}() async {
        {{>storeTestSetup}}
        #expect(!store.{{flag}})
        await store.{{functionName}}({{>storeTestArguments}})
        #expect(store.{{flag}})
{{#hasCompared}}
        guard case .loaded(let {{name}}{{#isKeyed}}, _{{/isKeyed}}) = store.{{name}} else {
            Issue.record("\(store.{{name}}) is not loaded")
            return
        }
{{#compared}}
        #expect(store.{{property}} == {{{value}}})
{{/compared}}
{{/hasCompared}}
    }

{{#hasTyped}}
    /// `{{functionName}}()` again keeps what the user typed since the first answer seeded the form.
    @Test("{{functionName}}() again keeps what was typed")
    func {{reloadTestName}}() async {
        {{>storeTestSetup}}
        await store.{{functionName}}({{>storeTestArguments}})
{{#typed}}
        store.{{property}}{{#toggles}}.toggle(){{/toggles}}{{^toggles}}.append(" (typed)"){{/toggles}}
        let {{local}} = store.{{property}}
{{/typed}}
        await store.{{functionName}}({{>storeTestArguments}})
{{#typed}}
        #expect(store.{{property}} == {{local}})
{{/typed}}
    }

{{/hasTyped}}
{{#failing}}
    /// `{{functionName}}()` with the `error` previews' dependencies fails, and the fields wait on:
    /// nothing was seeded.
    @Test("{{functionName}}() with the error previews leaves the form waiting")
    func {{testName}}() async {
        {{>storeTestSetup}}
        await store.{{functionName}}({{>storeTestArguments}})
        #expect(!store.{{flag}})
    }

{{/failing}}
{{/seedings}}
{{#polls}}
    /// `{{functionName}}(every:)` loads at once, and its loop ends when its task is cancelled, as
    /// SwiftUI cancels the view's task when the screen goes away.
    @Test("{{functionName}}(every:) loads, and ends when its task is cancelled")
    func {{testName}}() async {
        {{>storeTestSetup}}
        let poll = PollRun { await store.{{functionName}}({{>storeTestArguments}}{{#hasCallArguments}}, {{/hasCallArguments}}every: .milliseconds(1)) }
{{#ignoresFailure}}
        #expect(await eventually { store.{{name}} != nil })
{{/ignoresFailure}}
{{^ignoresFailure}}
        #expect(await eventually { if case .loaded = store.{{name}} { true } else { false } })
{{/ignoresFailure}}
        poll.cancel()
        #expect(await eventually { poll.hasEnded })
    }

{{/polls}}
{{#rowEdits}}
{{#delete}}
    /// `{{function}}(at:)` removes the rows at the offsets, and only them.
    @Test("{{function}}(at:) removes the rows at the offsets")
    func {{testName}}() throws {
        {{>storeTestSetup}}
        let ids = store.{{source}}.map(\.{{identity}})
        try #require(!ids.isEmpty, "the previews have no row to delete")
        store.{{function}}(at: [0])
        #expect(store.{{source}}.map(\.{{identity}}) == Array(ids.dropFirst()))
    }

{{/delete}}
{{#move}}
    /// `{{function}}(from:to:)` moves the rows at the offsets to the destination, an offset before
    /// the move, as edit mode's drag asks: the first row to the end, and back.
    @Test("{{function}}(from:to:) moves a row to the end and back")
    func {{testName}}() throws {
        {{>storeTestSetup}}
        let ids = store.{{source}}.map(\.{{identity}})
        try #require(ids.count >= 2, "the previews have fewer than two rows to move")
        store.{{function}}(from: [0], to: ids.count)
        #expect(store.{{source}}.map(\.{{identity}}) == Array(ids.dropFirst()) + [ids[0]])
        store.{{function}}(from: [ids.count - 1], to: 0)
        #expect(store.{{source}}.map(\.{{identity}}) == ids)
    }

{{/move}}
{{#add}}
    /// `{{function}}()` appends a row for the text and clears it; with an empty text it adds none.
    @Test("{{function}}() appends a row for the text, and none for an empty one")
    func {{testName}}() {
        {{>storeTestSetup}}
        let count = store.{{source}}.count
        store.{{text}} = ""
        store.{{function}}()
        #expect(store.{{source}}.count == count)
        store.{{text}} = "sample"
        store.{{function}}()
        #expect(store.{{source}}.count == count + 1)
        #expect(store.{{text}}.isEmpty)
    }

{{/add}}
{{/rowEdits}}
{{#stateLeftOut}}
    // {{{.}}}
{{/stateLeftOut}}
{{#hasStateLeftOut}}

{{/hasStateLeftOut}}
{{#lacksGate}}
    // The tests that hold calls (a newer load overtaking an older one, a reload that fails, an action
    // on two rows at once, a delete that fails) are left out: no dependency has a `gated` preview
    // value, whose calls wait until the test answers them (see docs/spec.md, Tests).

{{/lacksGate}}
{{#gatedLeftOut}}
    // {{{.}}}
{{/gatedLeftOut}}
{{#hasGatedLeftOut}}

{{/hasGatedLeftOut}}
{{#untestedActions}}
    // `{{{.}}}(…)` is left out: it takes arguments, which the spec has no values of.

{{/untestedActions}}
{{#leftOut}}
    // {{{.}}}
{{/leftOut}}
{{#hasLeftOut}}

{{/hasLeftOut}}
{{#hasPolls}}
    /// Whether `condition` holds within about five seconds, looked at every millisecond.
    private func eventually(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<5_000 {
            if condition() { return true }
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        return condition()
    }

    /// A poll in a task of its own, which notes when the poll returns: one that ignores its task's
    /// cancellation never does, and the test sees so rather than wait for ever.
    @MainActor
    private final class PollRun {
        private(set) var hasEnded = false
        private var task: Task<Void, Never>?

        init(_ poll: @escaping @MainActor () async -> Void) {
            task = Task {
                await poll()
                self.hasEnded = true
            }
        }

        func cancel() { task?.cancel() }
    }

{{/hasPolls}}
{{#hasGatedTests}}
    /// The calls of the `gated` previews' dependencies, in the order they are made, each waiting at
    /// the gate until the test answers it: a test overlaps calls and answers them in the order it
    /// chooses.
    @MainActor
    private final class GatedCalls {
        struct Failure: Error {}

        private var waiting: [CheckedContinuation<Void, any Error>?] = []
        /// The calls made so far, answered or not.
        var count: Int { waiting.count }
        /// From then on, a call answers at once rather than wait (it is still counted).
        var answersAtOnce = false

        /// What a `gated` value awaits before each answer.
        var gate: @Sendable () async throws -> Void {
            { try await self.wait() }
        }

        private func wait() async throws {
            if answersAtOnce {
                waiting.append(nil)
                return
            }
            try await withCheckedThrowingContinuation { waiting.append($0) }
        }

        /// Whether `number` calls have been made, waiting up to about five seconds for them: false
        /// when they are not, as when the store refuses a call.
        func made(_ number: Int) async -> Bool {
            var turns = 0
            while count < number, turns < 5_000 {
                turns += 1
                try? await Task.sleep(nanoseconds: 1_000_000)
            }
            return count >= number
        }

        /// Lets call `index` (counted from 0, in the order they were made) answer, or fail.
        func answer(_ index: Int, failing: Bool = false) {
            guard let call = waiting[index] else { return }
            waiting[index] = nil
            if failing { call.resume(throwing: Failure()) } else { call.resume() }
        }

        /// Lets every call still waiting answer.
        func answerAll() {
            for index in waiting.indices { answer(index) }
        }
    }

{{/hasGatedTests}}
    // screengen:user-begin tests
    // screengen:user-end tests
}
{{/tests.store}}

"""#,
        "View.swift.mustache": #"""
{{>header}}

import SwiftUI
{{>moduleImports}}

{{#summaryLines}}
/// {{{.}}}
{{/summaryLines}}
{{access}}struct {{view.typeName}}: View {
{{#view.phases}}
    {{>phaseEnum}}

{{/view.phases}}
{{#view.focus}}
    /// The fields Return moves through, in the form's order.
    private enum {{enumType}}: Hashable {
        case {{#cases}}{{{name}}}{{^isLast}}, {{/isLast}}{{/cases}}
    }

{{/view.focus}}
{{#view.memberGroups}}
{{#members}}
    {{>member}}
{{/members}}

{{/view.memberGroups}}
    {{>loadedTitle}}
    // screengen:user-begin properties
    // screengen:user-end properties

{{#view.initializer}}
{{#summary}}
    /// {{{.}}}
{{/summary}}
{{#isEmpty}}
    {{access}}init() {}
{{/isEmpty}}
{{^isEmpty}}
    {{access}}{{>initializerSignature}}
{{#assignments}}
{{#store}}
        self._{{{bareName}}} = {{wrapper}}({{#isStateObject}}wrappedValue{{/isStateObject}}{{^isStateObject}}initialValue{{/isStateObject}}: {{{typeName}}}({{#arguments}}{{{label}}}: {{{name}}}{{^isLast}}, {{/isLast}}{{/arguments}}))
{{/store}}
{{#state}}
        self._{{{bareName}}} = State(initialValue: {{{value}}})
{{/state}}
{{^store}}
{{^state}}
        self.{{#isBinding}}_{{{bareName}}}{{/isBinding}}{{^isBinding}}{{{name}}}{{/isBinding}} = {{{name}}}
{{/state}}
{{/store}}
{{/assignments}}
    }
{{/isEmpty}}

{{/view.initializer}}
    {{access}}var body: some View {
{{#body}}
        {{>body}}
{{/body}}
    }

    {{>destinations}}
    // screengen:user-begin helpers
    // screengen:user-end helpers
{{#view.loadFunctions}}

    {{>loadFunction}}
{{/view.loadFunctions}}
{{#actions}}

    {{>viewAction}}
{{/actions}}
}
{{#previews}}

{{>preview}}
{{/previews}}

// screengen:user-begin previews
// screengen:user-end previews

"""#,
        "appTab.mustache": #"""
{{!
One tab of the root's `TabView`: a `Tab` (iOS 18) around its content, or the content with its
`.tabItem` and `.tag` (before iOS 18), then the tab's own `modifiers`, which apply to the `Tab` or to
the tagged view. The root puts it inside `if` when the tab has a `condition`.
}}
{{#usesTabType}}
Tab({{{titleLiteral}}}, {{>appTabIcon}}, value: {{tabType}}.{{caseName}}{{#role}}, role: .{{.}}{{/role}}) {
    {{>appTabContent}}
}
{{#badge}}
.badge({{{.}}})
{{/badge}}
{{/usesTabType}}
{{^usesTabType}}
{{>appTabContent}}
{{/usesTabType}}
{{#modifiers}}
{{{.}}}
{{/modifiers}}

"""#,
        "appTabContent.mustache": #"""
{{#routerName}}
{{#legacyObservation}}
{{stackViewType}}(router: navigation.{{routerName}}) {
    {{{root}}}
}
{{/legacyObservation}}
{{^legacyObservation}}
NavigationStack(path: Bindable(navigation.{{routerName}}).path) {
    {{{root}}}
        .{{routesModifier}}()
}
.environment(navigation.{{routerName}})
{{/legacyObservation}}
{{^usesTabType}}
{{>appTabItem}}
{{/usesTabType}}
{{/routerName}}
{{^routerName}}
{{#root}}
{{{.}}}
{{/root}}
{{^root}}
Color.clear
{{/root}}
{{^usesTabType}}
    {{>appTabItem}}
{{/usesTabType}}
{{/routerName}}

"""#,
        "appTabIcon.mustache": #"""
{{!
A tab's icon, as the `Label` and `Tab` initializers take it: an SF Symbol or an image of the asset catalog.
}}{{#systemImageLiteral}}systemImage: {{{.}}}{{/systemImageLiteral}}{{#imageLiteral}}image: {{{.}}}{{/imageLiteral}}
"""#,
        "appTabItem.mustache": #"""
.tabItem { Label({{{titleLiteral}}}, {{>appTabIcon}}) }
{{#badge}}
.badge({{{.}}})
{{/badge}}
.tag({{tabType}}.{{caseName}})

"""#,
        "binding.mustache": #"""
{{#isProjected}}{{projected}}{{/isProjected}}{{^isProjected}}Bindable({{member}}){{/isProjected}}{{#properties}}.{{.}}{{/properties}}
"""#,
        "body.mustache": #"""
{{#navigation.isOwner}}
NavigationStack(path: $router.path) {
    {{>content}}
}
{{#legacyObservation}}
.environmentObject(router)
{{/legacyObservation}}
{{^legacyObservation}}
.environment(router)
{{/legacyObservation}}
{{#navigation.hasDeepLinks}}
.onOpenURL { url in
    if let route = {{navigation.routeType}}(url: url) {
        router.navigate(to: route)
    }
}
{{/navigation.hasDeepLinks}}
{{/navigation.isOwner}}
{{^navigation.isOwner}}
{{#presentedRoot.ownsStack}}
NavigationStack {
    {{>content}}
}
{{/presentedRoot.ownsStack}}
{{^presentedRoot.ownsStack}}
{{>content}}
{{/presentedRoot.ownsStack}}
{{/navigation.isOwner}}
{{#presentedRoot.dismissDisabled}}
.interactiveDismissDisabled({{{.}}})
{{/presentedRoot.dismissDisabled}}

"""#,
        "button.mustache": #"""
{{!
One Button. Without progress: `{}` for one that only dismisses, else what it runs (`buttonAction`:
a statement, the screen's actions, or the load a Retry `reruns`). Button(_:systemImage:role:action:)
is in every supported target: the iOS 17 SDK emits it back to iOS 15. A `roleCondition` makes the
role apply only while it is true. With progress (it runs one of the screen's actions): a ProgressView
in place of the label (which stays its accessibility label) and disabled while one of the actions
it runs is in flight, so a second tap does nothing. A toolbar button of a `busy` screen is disabled while the
screen is busy, which includes the actions it runs.
}}
{{#progress}}
Button{{#role}}(role: {{#roleCondition}}{{{.}}} ? .{{role}} : nil{{/roleCondition}}{{^roleCondition}}.{{.}}{{/roleCondition}}){{/role}} {
    {{>buttonAction}}
} label: {
    if {{#flags}}{{#tracksElements}}!{{/tracksElements}}{{#receiver}}{{{.}}}.{{/receiver}}{{{name}}}{{#tracksElements}}.isEmpty{{/tracksElements}}{{^isLast}} || {{/isLast}}{{/flags}} {
        ProgressView()
            .accessibilityLabel({{{labelLiteral}}})
    } else {
{{#systemImageLiteral}}
        Label({{{labelLiteral}}}, systemImage: {{{.}}})
{{/systemImageLiteral}}
{{^systemImageLiteral}}
        Text({{{labelLiteral}}})
{{/systemImageLiteral}}
    }
}
.disabled({{#busy}}{{#receiver}}{{{.}}}.{{/receiver}}{{{name}}}{{/busy}}{{^busy}}{{#flags}}{{#tracksElements}}!{{/tracksElements}}{{#receiver}}{{{.}}}.{{/receiver}}{{{name}}}{{#tracksElements}}.isEmpty{{/tracksElements}}{{^isLast}} || {{/isLast}}{{/flags}}{{/busy}}{{#disabled}} || {{#bindsTighterThanOr}}{{{code}}}{{/bindsTighterThanOr}}{{^bindsTighterThanOr}}({{{code}}}){{/bindsTighterThanOr}}{{/disabled}})
{{/progress}}
{{^progress}}
Button({{{labelLiteral}}}{{#systemImageLiteral}}, systemImage: {{{.}}}{{/systemImageLiteral}}{{#role}}, role: {{#roleCondition}}{{{.}}} ? .{{role}} : nil{{/roleCondition}}{{^roleCondition}}.{{.}}{{/roleCondition}}{{/role}}) {{^runs}}{}{{/runs}}{{#runs}}{
    {{>buttonAction}}
}{{/runs}}
{{#busy}}
.disabled({{#receiver}}{{{.}}}.{{/receiver}}{{{name}}}{{#disabled}} || {{#bindsTighterThanOr}}{{{code}}}{{/bindsTighterThanOr}}{{^bindsTighterThanOr}}({{{code}}}){{/bindsTighterThanOr}}{{/disabled}})
{{/busy}}
{{^busy}}
{{#disabled}}
.disabled({{{code}}})
{{/disabled}}
{{/busy}}
{{/progress}}

"""#,
        "buttonAction.mustache": #"""
{{!
What a button runs: its statement on a line of its own, in a Task when it awaits (the layout pass
opens the Task when it does not fit); or the steps that run the screen's actions, in one Task, each
action but the last guarded so that the steps after a failed one do not run; or, for a Retry, the
load it `reruns`.
}}
{{#reruns}}
Task { await {{>loadCall}} }
{{/reruns}}
{{#statement}}
{{#runsInTask}}
Task { {{{statement}}} }
{{/runsInTask}}
{{^runsInTask}}
{{{statement}}}
{{/runsInTask}}
{{/statement}}
{{#singleAction}}
Task { await {{{name}}}({{{arguments}}}) }
{{/singleAction}}
{{#manySteps}}
{{#runsInTask}}
Task {
{{#steps}}
{{#statement}}
    {{{.}}}
{{/statement}}
{{#action}}
    {{#stopsOnFailure}}guard {{/stopsOnFailure}}await {{{name}}}({{{arguments}}}){{#stopsOnFailure}} else { return }{{/stopsOnFailure}}
{{/action}}
{{/steps}}
}
{{/runsInTask}}
{{^runsInTask}}
{{#steps}}
{{#statement}}
{{{.}}}
{{/statement}}
{{/steps}}
{{/runsInTask}}
{{/manySteps}}

"""#,
        "container.mustache": #"""
{{!
The content's container (a List, a Form, a stack in a ScrollView) with its sections, or a user region
where the spec gives no sections.
}}
{{#isList}}
List{{#selection}}(selection: {{>binding}}){{/selection}} {
    {{>sections}}
}
{{/isList}}
{{#isForm}}
Form {
    {{>sections}}
}
{{/isForm}}
{{#isScroll}}
ScrollView {
    VStack {
        {{>sections}}
    }
}
{{/isScroll}}
{{#isLazyVStack}}
ScrollView {
    LazyVStack {
        {{>sections}}
    }
}
{{/isLazyVStack}}
{{#isLazyHStack}}
ScrollView(.horizontal) {
    LazyHStack {
        {{>sections}}
    }
}
{{/isLazyHStack}}
{{#isNone}}
Group {
    // screengen:user-begin content
    // screengen:user-end content
}
{{/isNone}}
{{^hasContent}}
List {
    // screengen:user-begin content
    // screengen:user-end content
}
{{/hasContent}}

"""#,
        "content.mustache": #"""
{{!
The screen's content: the container, then its modifiers in order, each concept in its own partial.
Last, before the user's region, each `onChange`: from iOS 17 `.onChange(of:initial:)` with a closure
of the old and new value, or of none when nothing reads `newValue`; below, the iOS 14 form, whose
closure takes the new value (deprecated from iOS 17, so never written there). A content that scrolls
to the top on a tab's re-tap binds its `ScrollPosition` after the container's modifiers and scrolls
when the router's count of requests changes (iOS 18, so the closure of none).
}}
{{>container}}
{{#containerModifiers}}
{{{.}}}
{{/containerModifiers}}
{{#scrollToTop}}
.scrollPosition(${{position}})
{{/scrollToTop}}
{{#busy}}
.disabled({{#receiver}}{{.}}.{{/receiver}}{{{name}}})
{{/busy}}
{{>loadOverlays}}
{{#title}}
{{#readsLoads}}
.navigationTitle(loadedTitle)
{{/readsLoads}}
{{^readsLoads}}
.navigationTitle({{#isVerbatim}}Text(verbatim: {{{literal}}}){{/isVerbatim}}{{^isVerbatim}}{{{literal}}}{{/isVerbatim}})
{{/readsLoads}}
{{/title}}
{{#subtitle}}
.navigationSubtitle({{#isVerbatim}}Text(verbatim: {{{literal}}}){{/isVerbatim}}{{^isVerbatim}}{{{literal}}}{{/isVerbatim}})
{{/subtitle}}
{{#titleDisplayMode}}
.navigationBarTitleDisplayMode(.{{.}})
{{/titleDisplayMode}}
{{>searchable}}
{{>toolbar}}
{{#navigation.registersDestinations}}
.navigationDestination(for: {{navigation.routeType}}.self) { route in
    destination(for: route)
}
{{/navigation.registersDestinations}}
{{>presentationModifiers}}
{{>loadTasks}}
{{#view.focus}}
{{#initial}}
.onAppear { {{state}} = .{{{.}}} }
{{/initial}}
{{/view.focus}}
{{#onChange}}
{{#readsNewValue}}
.onChange(of: {{{value}}}{{#initial}}, initial: true{{/initial}}) { {{#twoParameterForm}}_, {{/twoParameterForm}}newValue in
{{/readsNewValue}}
{{^readsNewValue}}
{{#twoParameterForm}}
.onChange(of: {{{value}}}{{#initial}}, initial: true{{/initial}}) {
{{/twoParameterForm}}
{{^twoParameterForm}}
.onChange(of: {{{value}}}) { _ in
{{/twoParameterForm}}
{{/readsNewValue}}
{{#condition}}
    if {{{.}}} {
{{#action}}
        {{>buttonAction}}
{{/action}}
    }
{{/condition}}
{{^condition}}
{{#action}}
    {{>buttonAction}}
{{/action}}
{{/condition}}
}
{{/onChange}}
{{#scrollToTop}}
.onChange(of: {{router}}.scrollToTopRequests) {
    withAnimation {
        {{position}}.scrollTo(edge: .top)
    }
}
{{/scrollToTop}}
// screengen:user-begin modifiers
// screengen:user-end modifiers

"""#,
        "destinations.mustache": #"""
{{#navigation.registersDestinations}}
@ViewBuilder
private func destination(for route: {{navigation.routeType}}) -> some View {
    switch route {
    {{>routeCases}}
    }
}

{{/navigation.registersDestinations}}
{{#presentations}}
@ViewBuilder
private func content(for {{stateName}}: {{enumType}}) -> some View {
    switch {{stateName}} {
{{#cases}}
{{#bindsItem}}
    case .{{caseName}}(let item):
{{/bindsItem}}
{{^bindsItem}}
    case .{{caseName}}:
{{/bindsItem}}
        {{{destination}}}
{{/cases}}
    }
}

{{/presentations}}
{{#alerts}}
private func title(for presented: {{enumType}}) -> Text {
    switch presented {
{{#cases}}
    case .{{caseName}}{{#titleReadsItem}}(let item){{/titleReadsItem}}:
        Text({{#titleIsVerbatim}}verbatim: {{/titleIsVerbatim}}{{{titleLiteral}}})
{{/cases}}
    }
}

{{#hasTitleVisibilityHelper}}
private func titleVisibility(for presented: {{enumType}}) -> SwiftUI.Visibility {
    switch presented {
{{#cases}}
    case .{{caseName}}:
        .{{titleVisibility}}
{{/cases}}
    }
}

{{/hasTitleVisibilityHelper}}
{{#hasActions}}
@ViewBuilder
private func actions(for presented: {{enumType}}) -> some View {
    switch presented {
{{#cases}}
    case .{{caseName}}{{#actionsReadItem}}(let item){{/actionsReadItem}}:
{{#actions}}
        {{>shownButton}}
{{/actions}}
{{^actions}}
        EmptyView()
{{/actions}}
{{/cases}}
    }
}

{{/hasActions}}
{{#hasMessage}}
@ViewBuilder
private func message(for presented: {{enumType}}) -> some View {
    switch presented {
{{#cases}}
    case .{{caseName}}{{#messageReadsItem}}(let item){{/messageReadsItem}}:
{{#messageLiteral}}
        Text({{#messageIsVerbatim}}verbatim: {{/messageIsVerbatim}}{{{messageLiteral}}})
{{/messageLiteral}}
{{^messageLiteral}}
        EmptyView()
{{/messageLiteral}}
{{/cases}}
    }
}

{{/hasMessage}}
{{/alerts}}
{{#hasAlerts}}
/// True while `item` holds a value. Dismissing sets it to false, which clears `item`: the optional
/// stays the one source of truth, as `.sheet(item:)` keeps it for sheets.
private func isPresented<Item>(_ item: Binding<Item?>) -> Binding<Bool> {
    Binding(
        get: { item.wrappedValue != nil },
        set: { isPresented in
            if !isPresented { item.wrappedValue = nil }
        }
    )
}

{{/hasAlerts}}

"""#,
        "environmentParameters.mustache": #"""
{{!
The parameters of a store's load function or action that take what the view reads from its
environment (`source: environment`): the store keeps none, so no method of it runs without it.
}}
{{#environmentArguments}}{{{label}}}{{#parameterName}} {{{.}}}{{/parameterName}}: {{{type}}}{{^isLast}}, {{/isLast}}{{/environmentArguments}}
"""#,
        "field.mustache": #"""
{{!
One form control (or a `view` of the app's own, its `viewParts` with the binding where it read
`$bind`), its call on one line (a picker's options and a slider's label are its
closures), a modifier after a call hanging four spaces in as `swift format` keeps it (the layout
pass moves it back when it breaks the call). The label is a localized literal; `binding` writes
the bound value's path.
}}
{{#isTextField}}
TextField({{{labelLiteral}}}, text: {{#binding}}{{>binding}}{{/binding}}{{#promptLiteral}}, prompt: Text({{{.}}}){{/promptLiteral}}{{#isVertical}}, axis: .vertical{{/isVertical}})
{{#lineLimit}}
    .lineLimit({{{.}}})
{{/lineLimit}}
{{/isTextField}}
{{#isSecureField}}
SecureField({{{labelLiteral}}}, text: {{#binding}}{{>binding}}{{/binding}}{{#promptLiteral}}, prompt: Text({{{.}}}){{/promptLiteral}})
{{/isSecureField}}
{{#isToggle}}
Toggle({{{labelLiteral}}}{{#systemImageLiteral}}, systemImage: {{{.}}}{{/systemImageLiteral}}, isOn: {{#binding}}{{>binding}}{{/binding}})
{{/isToggle}}
{{#isPicker}}
Picker({{{labelLiteral}}}{{#systemImageLiteral}}, systemImage: {{{.}}}{{/systemImageLiteral}}, selection: {{#binding}}{{>binding}}{{/binding}}) {
    ForEach({{{options}}}) { {{option}} in
        {{{row}}}
            .tag({{option}})
    }
}
{{#pickerStyle}}
.pickerStyle(.{{.}})
{{/pickerStyle}}
{{/isPicker}}
{{#isStepper}}
Stepper({{{labelLiteral}}}, value: {{#binding}}{{>binding}}{{/binding}}{{#range}}, in: {{{.}}}{{/range}}{{#step}}, step: {{{.}}}{{/step}})
{{/isStepper}}
{{#isDatePicker}}
DatePicker({{{labelLiteral}}}{{#systemImageLiteral}}, systemImage: {{{.}}}{{/systemImageLiteral}}, selection: {{#binding}}{{>binding}}{{/binding}}{{#hasComponents}}, displayedComponents: [{{#components}}.{{name}}{{^isLast}}, {{/isLast}}{{/components}}]{{/hasComponents}})
{{/isDatePicker}}
{{#isSlider}}
Slider(value: {{#binding}}{{>binding}}{{/binding}}{{#range}}, in: {{{.}}}{{/range}}{{#step}}, step: {{{.}}}{{/step}}) {
    Text({{{labelLiteral}}})
}
{{/isSlider}}
{{#isLabeledContent}}
LabeledContent({{{labelLiteral}}}, value: {{{value}}})
{{/isLabeledContent}}
{{#isLink}}
Link({{{labelLiteral}}}, destination: {{{url}}})
{{/isLink}}
{{#isView}}
{{#viewParts}}{{{code}}}{{#readsBinding}}{{#binding}}{{>binding}}{{/binding}}{{/readsBinding}}{{/viewParts}}
{{/isView}}
{{#isButton}}
{{#button}}
{{>button}}
{{/button}}
{{/isButton}}

"""#,
        "fieldModifiers.mustache": #"""
{{!
A control's typed modifiers, before its own `modifiers`: a text or secure field's keyboard, its
place in the focus order and what Return does there (moves to the next field, or runs `submit`,
only while the button that runs the same action is shown and enabled),
then `disabled`, of any control. They hang as `modifierLines` does (a text field always does).
}}
{{#textInput}}
{{#contentType}}
    .textContentType(.{{.}})
{{/contentType}}
{{#keyboard}}
    .keyboardType(.{{.}})
{{/keyboard}}
{{#autocapitalization}}
    .textInputAutocapitalization(.{{.}})
{{/autocapitalization}}
{{#disablesAutocorrection}}
    .autocorrectionDisabled()
{{/disablesAutocorrection}}
{{#focus}}
    .focused(${{focusState}}, equals: .{{{.}}})
{{/focus}}
{{#submitLabel}}
    .submitLabel(.{{.}})
{{/submitLabel}}
{{#nextFocus}}
    .onSubmit { {{focusState}} = .{{{.}}} }
{{/nextFocus}}
{{#submit}}
    .onSubmit {
{{#submitWhile}}
        guard {{{.}}} else { return }
{{/submitWhile}}
        {{>buttonAction}}
    }
{{/submit}}
{{/textInput}}
{{#modifiersHang}}
{{#disabled}}
    .disabled({{{.}}})
{{/disabled}}
{{/modifiersHang}}
{{^modifiersHang}}
{{#disabled}}
.disabled({{{.}}})
{{/disabled}}
{{/modifiersHang}}
"""#,
        "forEach.mustache": #"""
{{!
The rows of a collection (`each`: an in-memory collection, a loaded value, a part of it or a
group's elements), one per element, then the swipe to delete and the in-place edits.
}}
ForEach({{{each}}}{{#rowID}}, id: {{{.}}}{{/rowID}}) { {{element}} in
    {{>row}}
}
{{>onDelete}}
{{>rowEdits}}

"""#,
        "formRow.mustache": #"""
{{!
One control of a form section (`field`), then its typed modifiers (`fieldModifiers`) and its own
`modifiers` (`modifierLines`), inside `if` when it has a `condition`.
}}
{{#condition}}
if {{{.}}} {
    {{>field}}
    {{>fieldModifiers}}
    {{>modifierLines}}
}
{{/condition}}
{{^condition}}
{{>field}}
{{>fieldModifiers}}
{{>modifierLines}}
{{/condition}}

"""#,
        "gatedArgument.mustache": #"""
{{!
An environment value a test that holds calls passes a load or an action: its `label` and the local
`name` the test made it as.
}}
{{label}}: {{{name}}}{{^isLast}}, {{/isLast}}
"""#,
        "groupedRows.mustache": #"""
{{!
Rows in one titled section per group (`grouping`): the groups were made where the rows change (the
load that set its phase, or the store that shaped the collection), not here in body; each group's
elements are named `elements`, and its rows iterate them.
}}
ForEach({{#receiver}}{{.}}.{{/receiver}}{{property}}, id: \.key) { {{keyName}}, {{elements}} in
{{#isVerbatim}}
    Section {
        {{>forEach}}
    } header: {
        Text(verbatim: {{{titleLiteral}}})
    }
{{/isVerbatim}}
{{^isVerbatim}}
    Section({{{titleLiteral}}}) {
        {{>forEach}}
    }
{{/isVerbatim}}
}

"""#,
        "header.mustache": #"""
{{#headerLines}}
// {{{.}}}
{{/headerLines}}
// Generated by screengen from {{spec}}.
// Do not edit outside the screengen:user regions: change the spec and run `screengen generate`.

"""#,
        "inFlightGuard.mustache": #"""
{{!
The guard that runs an action once at a time: one flag, or for an action that takes rows' elements
the set of the ids it runs for, so that it runs for another row at once but not twice for one. An
action of `busy` checks the busy flag instead, which its own flag is part of: none of them starts
while one runs.
}}
{{#busyFlag}}
guard !{{{.}}} else { return false }
{{/busyFlag}}
{{#rowParameter}}
{{#takesMany}}
let ids = Set({{{name}}}.map(\.id))
{{^busyFlag}}
guard {{{inFlight}}}.isDisjoint(with: ids) else { return false }
{{/busyFlag}}
{{{inFlight}}}.formUnion(ids)
defer { {{{inFlight}}}.subtract(ids) }
{{/takesMany}}
{{^takesMany}}
{{^busyFlag}}
guard !{{{inFlight}}}.contains({{{name}}}.id) else { return false }
{{/busyFlag}}
{{{inFlight}}}.insert({{{name}}}.id)
defer { {{{inFlight}}}.remove({{{name}}}.id) }
{{/takesMany}}
{{/rowParameter}}
{{^rowParameter}}
{{^busyFlag}}
guard !{{{inFlight}}} else { return false }
{{/busyFlag}}
{{{inFlight}}} = true
defer { {{{inFlight}}} = false }
{{/rowParameter}}

"""#,
        "initializerSignature.mustache": #"""
init({{#parameters}}{{{label}}}: {{#isBinding}}Binding<{{{type}}}>{{/isBinding}}{{^isBinding}}{{#isEscaping}}@escaping {{/isEscaping}}{{{type}}}{{/isBinding}}{{#defaultValue}} = {{{.}}}{{/defaultValue}}{{^isLast}}, {{/isLast}}{{/parameters}}) {

"""#,
        "loadCall.mustache": #"""
{{!
A call of a load function (or a paged load's next page) from the view: through the store when the
load lives there, with what the view passes it from its environment.
}}
{{#receiver}}{{.}}.{{/receiver}}{{functionName}}({{#environmentArguments}}{{{label}}}: {{{name}}}{{^isLast}}, {{/isLast}}{{/environmentArguments}})
"""#,
        "loadFunction.mustache": #"""
{{#isPrivate}}private {{/isPrivate}}{{^isPrivate}}{{access}}{{/isPrivate}}func {{functionName}}({{>environmentParameters}}{{#poll}}{{#keepsFailure}}{{#takesEnvironment}}, {{/takesEnvironment}}keepingFailure: Bool = false{{/keepsFailure}}{{/poll}}) async {
{{#restartsLoading}}
{{#poll}}
{{#keepsFailure}}
    // Restarting after a failure (Retry) shows progress, not the error it replaces; a run of the
    // poll keeps the error shown until an answer replaces it.
    if !keepingFailure, case .failed = self.{{name}} { self.{{name}} = .loading }
{{/keepsFailure}}
{{/poll}}
{{^poll}}
    // Restarting after a failure (Retry) shows progress, not the error it replaces.
    if case .failed = self.{{name}} { self.{{name}} = .loading }
{{/poll}}
{{/restartsLoading}}
{{^stream}}
{{#ignoresFailure}}
    // Only the newest request sets the value: one that a refresh, a reload or a new input has
    // overtaken leaves it alone.
    {{requestCounter}} += 1
    let request = {{requestCounter}}
    // Nothing shows a failure (`try?`): the value is nil until it loads, and after a failure.
    let {{name}} = try? await {{{call}}}
    guard request == {{requestCounter}}, !Task.isCancelled else { return }
    self.{{name}} = {{name}}
{{#seeding}}
    // The first answer seeds the form, and a first failure leaves the initial values: either ends the
    // wait. A reload leaves what the user typed alone.
    if !self.{{flag}} {
        if let {{name}} {
{{#seeds}}
            self.{{property}} = {{{value}}}
{{/seeds}}
        }
        self.{{flag}} = true
    }
{{/seeding}}
{{/ignoresFailure}}
{{^ignoresFailure}}
    // Only the newest request shows its answer: one that a refresh, a reload or a new input has
    // overtaken leaves the phase alone.
    {{requestCounter}} += 1
    let request = {{requestCounter}}
{{#input}}
    // What the answer is for: the value the call reads.
    let input{{#annotatesType}}: {{{type}}}{{/annotatesType}} = {{{expression}}}
{{#seeding}}
    // A new input seeds the form again from its first answer, and the fields wait for it.
    if self.{{name}}.loadedFor != input { self.{{flag}} = false }
{{/seeding}}
{{/input}}
    do {
{{^pagination}}
        let {{name}} = try await {{{call}}}
        guard request == {{requestCounter}}, !Task.isCancelled else { return }
        self.{{reloadError}} = nil
        {{#groupings}}
        self.{{property}} = Dictionary(grouping: {{name}}, by: \.{{keyPath}}).sorted { $0.key < $1.key }
        {{/groupings}}
{{^input}}
        self.{{name}} = {{#hasEmpty}}{{name}}.isEmpty ? .empty : {{/hasEmpty}}.loaded({{name}})
{{/input}}
{{#input}}
{{#hasEmpty}}
        if {{name}}.isEmpty {
            self.{{name}} = .empty(for: input)
        } else {
            self.{{name}} = .loaded({{name}}, for: input)
        }
{{/hasEmpty}}
{{^hasEmpty}}
        self.{{name}} = .loaded({{name}}, for: input)
{{/hasEmpty}}
{{/input}}
{{#seeding}}
        // The first answer seeds the form; a reload leaves what the user typed alone.
        if !self.{{flag}} {
{{#seeds}}
            self.{{property}} = {{{value}}}
{{/seeds}}
            self.{{flag}} = true
        }
{{/seeding}}
{{/pagination}}
{{#pagination}}
        // The first page: a refresh or a reload starts again from it.
        let page{{#pageType}}: {{{.}}}{{/pageType}} = try await {{{call}}}
        guard request == {{requestCounter}}, !Task.isCancelled else { return }
        self.{{reloadError}} = nil
{{#rows}}
        // The page's rows; the next page's cursor is beside them.
        let rows = {{{.}}}
{{/rows}}
        {{#groupings}}
        self.{{property}} = Dictionary(grouping: {{pageRows}}, by: \.{{keyPath}}).sorted { $0.key < $1.key }
        {{/groupings}}
{{^input}}
{{^rows}}
        self.{{name}} = {{#hasEmpty}}page.isEmpty ? .empty : {{/hasEmpty}}.loaded(page, nextPage: {{nextPageType}}(after: {{{cursorOf}}}))
{{/rows}}
{{#rows}}
{{#hasEmpty}}
        if rows.isEmpty {
            self.{{name}} = .empty
        } else {
            self.{{name}} = .loaded(rows, nextPage: {{nextPageType}}(after: {{{cursorOf}}}))
        }
{{/hasEmpty}}
{{^hasEmpty}}
        self.{{name}} = .loaded(rows, nextPage: {{nextPageType}}(after: {{{cursorOf}}}))
{{/hasEmpty}}
{{/rows}}
{{/input}}
{{#input}}
{{#hasEmpty}}
        if {{pageRows}}.isEmpty {
            self.{{name}} = .empty(for: input)
        } else {
            self.{{name}} = .loaded({{pageRows}}, nextPage: {{nextPageType}}(after: {{{cursorOf}}}), for: input)
        }
{{/hasEmpty}}
{{^hasEmpty}}
        self.{{name}} = .loaded({{pageRows}}, nextPage: {{nextPageType}}(after: {{{cursorOf}}}), for: input)
{{/hasEmpty}}
{{/input}}
{{/pagination}}
    } catch {
        // Cancelled (the view went away, or its task restarted) or overtaken: the phase stays.
        guard request == {{requestCounter}}, !Task.isCancelled, !(error is CancellationError) else { return }
{{#input}}
        // A failed reload keeps what is shown for the same input, and the view reports it in a
        // notice; the full-screen failure is for a load with nothing to show.
{{/input}}
{{^input}}
        // A failed reload keeps what is shown, and the view reports it in a notice; the full-screen
        // failure is for a load with nothing to show.
{{/input}}
        if {{#input}}self.{{name}}.loadedFor == input{{/input}}{{^input}}{{#hasLoadedMember}}self.{{name}}.hasLoaded{{/hasLoadedMember}}{{^hasLoadedMember}}case .loaded = self.{{name}}{{/hasLoadedMember}}{{/input}} {
            self.{{reloadError}} = error
        } else {
            self.{{reloadError}} = nil
            self.{{name}} = .failed(error)
        }
    }
{{/ignoresFailure}}
{{/stream}}
{{#stream}}
{{#throws}}
    do {
        for try await {{name}} in {{{call}}} {
            guard !Task.isCancelled else { return }
            {{#groupings}}
            self.{{property}} = Dictionary(grouping: {{name}}, by: \.{{keyPath}}).sorted { $0.key < $1.key }
            {{/groupings}}
            self.{{name}} = {{#hasEmpty}}{{name}}.isEmpty ? .empty : {{/hasEmpty}}.loaded({{name}})
        }
    } catch {
        // A cancelled stream (the view went away, or its task restarted) leaves the phase alone.
        guard !Task.isCancelled, !(error is CancellationError) else { return }
        self.{{name}} = .failed(error)
    }
{{/throws}}
{{^throws}}
    // Ends when the task is cancelled (the view went away, or its task restarted).
    for await {{name}} in {{{call}}} {
        guard !Task.isCancelled else { return }
        {{#groupings}}
        self.{{property}} = Dictionary(grouping: {{name}}, by: \.{{keyPath}}).sorted { $0.key < $1.key }
        {{/groupings}}
        self.{{name}} = {{#hasEmpty}}{{name}}.isEmpty ? .empty : {{/hasEmpty}}.loaded({{name}})
    }
{{/throws}}
{{/stream}}
}
{{#poll}}

/// Loads `{{name}}` at once, then again {{amount}} {{unit}} after each answer or failure, until the task
/// that runs it is cancelled: SwiftUI cancels the view's `.task` as the screen goes away. Each run after
/// the first is a reload: what is shown stays while it loads.
{{#isPrivate}}private {{/isPrivate}}{{^isPrivate}}{{access}}{{/isPrivate}}func {{functionName}}({{>environmentParameters}}{{#takesEnvironment}}, {{/takesEnvironment}}every interval: Duration = .{{unit}}({{amount}})) async {
{{#keepsFailure}}
    await {{loadFunctionName}}({{#environmentArguments}}{{{label}}}: {{{name}}}{{^isLast}}, {{/isLast}}{{/environmentArguments}})
    while !Task.isCancelled {
        do { try await Task.sleep(for: interval) } catch { return }
        await {{loadFunctionName}}({{#environmentArguments}}{{{label}}}: {{{name}}}, {{/environmentArguments}}keepingFailure: true)
    }
{{/keepsFailure}}
{{^keepsFailure}}
    while !Task.isCancelled {
        await {{loadFunctionName}}({{#environmentArguments}}{{{label}}}: {{{name}}}{{^isLast}}, {{/isLast}}{{/environmentArguments}})
        do { try await Task.sleep(for: interval) } catch { return }
    }
{{/keepsFailure}}
}
{{/poll}}
{{#pagination}}

/// Loads the page after the ones shown and appends it. A call while a page loads does nothing; a
/// failure keeps the rows shown and offers Retry in the last row.
{{#isPrivate}}private {{/isPrivate}}{{^isPrivate}}{{access}}{{/isPrivate}}func {{functionName}}({{>environmentParameters}}) async {
{{^input}}
    guard case .loaded(let loaded, let nextPage) = self.{{name}}, let cursor = nextPage.cursor else { return }
{{/input}}
{{#input}}
    // Rows loaded for another input than the current one are about to be replaced: no page follows them.
    guard case .loaded(let loaded, let nextPage, let input) = self.{{name}}, input == {{{expression}}},
        let cursor = nextPage.cursor
    else { return }
{{/input}}
    if case .loading = nextPage { return }
    self.{{name}} = .loaded(loaded, nextPage: .loading(after: cursor){{#input}}, for: input{{/input}})
    do {
        let page{{#pageType}}: {{{.}}}{{/pageType}} = try await {{{next}}}
        // A refresh or a reload may have replaced the pages meanwhile: this page follows them only
        // if they still end at its cursor{{#input}}, for the same input{{/input}}.
        guard case .loaded(let current, let nextPage{{#input}}, input{{/input}}) = self.{{name}}, nextPage.cursor == cursor else { return }
{{#rows}}
        let rows = {{{.}}}
{{/rows}}
        {{#groupings}}
        self.{{property}} = Dictionary(grouping: current + {{pageRows}}, by: \.{{keyPath}}).sorted { $0.key < $1.key }
        {{/groupings}}
        self.{{name}} = .loaded(current + {{pageRows}}, nextPage: {{nextPageType}}(after: {{{cursorOf}}}){{#input}}, for: input{{/input}})
    } catch {
        guard case .loaded(let current, let nextPage{{#input}}, input{{/input}}) = self.{{name}}, nextPage.cursor == cursor else { return }
        // Cancelled when the last row went away: the row loads the page again when it reappears.
        let isCancelled = Task.isCancelled || error is CancellationError
        self.{{name}} = .loaded(current, nextPage: isCancelled ? .available(after: cursor) : .failed(after: cursor, error){{#input}}, for: input{{/input}})
    }
}
{{/pagination}}

"""#,
        "loadOverlays.mustache": #"""
{{!
What the content shows over itself of its loads: a load's phase when it has no rows to stand in for
it (`.overlay`), a search that finds nothing in a shaped collection (`.overlay`), and a failed
reload's notice above what is still shown (`.safeAreaInset`).
}}
{{#overlay}}
.overlay {
    switch {{#receiver}}{{.}}.{{/receiver}}{{name}} {
    {{>phaseStates}}
    case {{#loadingRows}}.loading, {{/loadingRows}}.loaded:
        EmptyView()
    }
}
{{/overlay}}
{{#searchOverlay}}
.overlay {
    if {{{rows}}}.isEmpty, !{{{text}}}.isEmpty {
        ContentUnavailableView.search(text: {{{text}}})
    }
}
{{/searchOverlay}}
{{#reloadNotice}}
.safeAreaInset(edge: .top) {
    // A reload that failed left what is shown in place: say so above it until the next answer.
    if let error = {{#errors}}{{#receiver}}{{.}}.{{/receiver}}{{name}}{{^isLast}} ?? {{/isLast}}{{/errors}} {
        Label("Could not update: \(error.localizedDescription)", systemImage: "exclamationmark.triangle")
            .font(.footnote)
            .frame(maxWidth: .infinity)
            .padding()
            .background(.bar)
    }
}
{{/reloadNotice}}

"""#,
        "loadTasks.mustache": #"""
{{!
The loads' tasks (`.task`, keyed by their inputs, keeping what they loaded when the screen shows
again, waiting out a search's debounce) and pull to refresh.
}}
{{#tasks}}
{{^isBlock}}
.task{{#id}}(id: {{{id}}}){{/id}} { await {{>loadCall}} }
{{/isBlock}}
{{#isBlock}}
.task{{#id}}(id: {{{id}}}){{/id}} {
    {{#keepsValue}}
    {{#inputs}}
    // Shown again for the same input (a screen popped, a tab switched back): keep what it loaded.
    if {{phase}}.loadedFor == {{{.}}} { return }
    {{/inputs}}
    {{^inputs}}
    // Shown again (a pushed screen popped, a tab switched back): keep what it loaded.
    {{#isOptional}}
    if {{phase}} != nil { return }
    {{/isOptional}}
    {{^isOptional}}
    {{#hasLoadedMember}}
    if {{phase}}.hasLoaded { return }
    {{/hasLoadedMember}}
    {{^hasLoadedMember}}
    if case .loaded = {{phase}} { return }
    {{/hasLoadedMember}}
    {{/isOptional}}
    {{/inputs}}
    {{/keepsValue}}
    {{#debounce}}
    // Let typing pause; a newer text cancels the sleep. The first load and an empty text run at once.
    let isFirstLoad = if case .loading = {{phase}} { true } else { false }
    if !isFirstLoad, !{{#text}}{{member}}{{#properties}}.{{.}}{{/properties}}{{/text}}.isEmpty {
        do { try await Task.sleep(for: .{{unit}}({{amount}})) } catch { return }
    }
    {{/debounce}}
    await {{>loadCall}}
}
{{/isBlock}}
{{/tasks}}
{{#refresh}}
{{#single}}
.refreshable { await {{>loadCall}} }
{{/single}}
{{^single}}
.refreshable {
    {{^together}}
    {{#loads}}
    await {{>loadCall}}
    {{/loads}}
    {{/together}}
    {{#together}}
    {{#loads}}
    async let {{name}}: Void = {{>loadCall}}
    {{/loads}}
    _ = await ({{#loads}}{{name}}{{^isLast}}, {{/isLast}}{{/loads}})
    {{/together}}
}
{{/single}}
{{/refresh}}

"""#,
        "loadedRows.mustache": #"""
{{!
What a load's loaded case shows: with a `grouping`, one section per group (`groupedRows`), each
group's elements named after the load; else
a ForEach over the value (or its `part`), or the row showing the value itself, or the fixed rows
over it (`loadedFields`, each a `formRow`).
}}
{{#grouping}}
{{>groupedRows}}
{{/grouping}}
{{^grouping}}
{{#element}}
{{>forEach}}
{{/element}}
{{^element}}
{{#loadedFields}}
{{>formRow}}
{{/loadedFields}}
{{^loadedFields}}
{{>row}}
{{/loadedFields}}
{{/element}}
{{/grouping}}

"""#,
        "loadedTitle.mustache": #"""
{{#title}}
{{#readsLoads}}
/// The title shows loaded values, so it is empty until they have loaded.
private var loadedTitle: Text {
    guard {{#loads}}case .loaded(let {{name}}{{#isPaged}}, _{{/isPaged}}{{#isKeyed}}, _{{/isKeyed}}) = {{#receiver}}{{.}}.{{/receiver}}{{name}}{{^isLast}}, {{/isLast}}{{/loads}} else { return Text(verbatim: "") }
    return Text({{#isVerbatim}}verbatim: {{/isVerbatim}}{{{literal}}})
}

{{/readsLoads}}
{{/title}}

"""#,
        "loadingRows.mustache": #"""
{{!
Rows shaped like the content while a load loads, as IceCubesApp's timelines show redacted
placeholder statuses: a constant range, so the rows keep their identity; not tappable. VoiceOver
reads one "Loading" element, not the placeholder text of every row.
}}
ForEach(0..<{{count}}) { index in
    {{{row}}}
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Loading")
        .accessibilityHidden(index > 0)
}
.redacted(reason: .placeholder)
.allowsHitTesting(false)

"""#,
        "member.mustache": #"""
{{#declaration}}
{{{.}}}
{{/declaration}}
{{^declaration}}
{{#isComputed}}
{{#isBusyFlag}}
/// True while one of the actions that exclude each other runs (the spec's `busy`): the screen waits
/// for them.
{{#isPrivate}}private {{/isPrivate}}{{access}}var {{{name}}}: Bool { {{#anyInFlight}}{{#tracksElements}}!{{/tracksElements}}{{{name}}}{{#tracksElements}}.isEmpty{{/tracksElements}}{{^isLast}} || {{/isLast}}{{/anyInFlight}} }
{{/isBusyFlag}}
{{^isBusyFlag}}
{{#isPrivate}}private {{/isPrivate}}{{access}}var {{{name}}}: {{{type}}} { [{{#computedFrom}}{{{name}}}{{^isLast}}, {{/isLast}}{{/computedFrom}}] }
{{/isBusyFlag}}
{{/isComputed}}
{{^isComputed}}
{{#wrapper}}@{{.}}{{/wrapper}}{{#isEnvironment}}({{#environmentKey}}\.{{{.}}}{{/environmentKey}}{{^environmentKey}}{{{type}}}.self{{/environmentKey}}){{/isEnvironment}}{{#wrapper}} {{/wrapper}}{{#isPrivate}}private {{/isPrivate}}{{access}}{{#isPrivateSet}}private(set) {{/isPrivateSet}}{{#isConstant}}let{{/isConstant}}{{^isConstant}}var{{/isConstant}} {{{name}}}{{#constructs}} = {{{type}}}(){{/constructs}}{{#annotatesType}}: {{#groups}}[(key: {{{keyType}}}, value: [{{{elementType}}}])]{{/groups}}{{^groups}}{{{type}}}{{/groups}}{{#isOptional}}?{{/isOptional}}{{/annotatesType}}{{#initialValue}} = {{{.}}}{{/initialValue}}{{#startsLoading}} = .loading{{/startsLoading}}{{#startsInactive}} = .inactive{{/startsInactive}}{{#startsAtTopEdge}} = {{{type}}}(edge: .top){{/startsAtTopEdge}}{{#startsWithoutGroups}} = []{{/startsWithoutGroups}}{{#reshapes}} {
{{#single}}
    didSet { {{{.}}}() }
{{/single}}
{{^single}}
    didSet {
{{#functions}}
        {{{.}}}()
{{/functions}}
    }
{{/single}}
}{{/reshapes}}
{{/isComputed}}
{{/declaration}}
"""#,
        "modifierLines.mustache": #"""
{{!
A node's own `modifiers`, one per line, as `swift format` keeps them: four spaces in after a view
that is a call on its own line (`modifiersHang`: a text field, a custom view, an `EditButton`), at
the view's indentation after one that ends with a closing brace (a picker, a button, a menu).
}}
{{#modifiersHang}}
{{#modifiers}}
    {{{.}}}
{{/modifiers}}
{{/modifiersHang}}
{{^modifiersHang}}
{{#modifiers}}
{{{.}}}
{{/modifiers}}
{{/modifiersHang}}

"""#,
        "moduleImports.mustache": #"""
{{#imports}}
import {{.}}
{{/imports}}

"""#,
        "nextPageRow.mustache": #"""
{{!
The last row of a paged load, while pages follow: a spinner while the next page is to load or
loading, a Retry button when it failed. The spinner is one view across `available` and `loading`, so
the flip between them does not cancel the `.task` fetching the page; its task restarts when the
cursor changes (the next page after a page that left the row on screen), and when the spinner
appears again: after scrolling away, or when Retry or a refresh replaces a failed page.
}}
if let cursor = nextPage.cursor {
    HStack {
        if case .failed = nextPage {
{{#retry}}
            {{>button}}
{{/retry}}
        } else {
            // One view while the page waits and while it loads: its task is not cancelled.
            ProgressView()
                .task(id: cursor) { await {{>loadCall}} }
        }
    }
    .frame(maxWidth: .infinity)
}

"""#,
        "onDelete.mustache": #"""
{{!
A swipe to delete on the rows' ForEach: the action gets the elements at the deleted offsets, read
from the collection the rows show, and runs in a Task (onDelete is synchronous).
}}
{{#onDelete}}
.onDelete { offsets in
    Task { await {{{action}}}(offsets.map { {{{collection}}}[$0] }) }
}
{{/onDelete}}

"""#,
        "phaseEnum.mustache": #"""
{{access}}enum {{phaseType}} {
    case loading
{{#hasEmpty}}
    case empty{{#input}}(for: {{{type}}}){{/input}}
{{/hasEmpty}}
{{#canFail}}
    case failed(any Error)
{{/canFail}}
    case loaded({{{valueType}}}{{#pagination}}, nextPage: {{nextPageType}}{{/pagination}}{{#input}}, for: {{{type}}}{{/input}})
{{#input}}

    /// What the value shown was loaded for; nil before the first answer and after a failure.
    {{access}}var loadedFor: {{{type}}}? {
        switch self {
        case .loaded(_, {{#pagination}}_, {{/pagination}}let input){{#hasEmpty}}, .empty(let input){{/hasEmpty}}: input
        case .loading{{#canFail}}, .failed{{/canFail}}: nil
        }
    }
{{/input}}
{{#hasLoadedMember}}

    /// Whether the load has answered (with rows or none): the screen shown again keeps the answer.
    {{access}}var hasLoaded: Bool {
        switch self {
        case .loaded, .empty: true
        case .loading{{#canFail}}, .failed{{/canFail}}: false
        }
    }
{{/hasLoadedMember}}
{{#removableRows}}
{{#hasRowsMember}}

    /// The rows shown; none before the first answer.
    {{access}}var rows: {{{valueType}}} {
        if case .loaded(let rows{{#pagination}}, _{{/pagination}}{{#input}}, _{{/input}}) = self { rows } else { [] }
    }
{{/hasRowsMember}}

    /// Takes the rows of `ids` out of those shown, as a swipe to delete takes them off the list, and
    /// returns them with their offsets, for `restore(_:)`.
    {{access}}mutating func remove(_ ids: Set<{{{elementType}}}.ID>) -> [(offset: Int, element: {{{elementType}}})] {
        guard case .loaded(var rows{{#pagination}}, let nextPage{{/pagination}}{{#input}}, let input{{/input}}) = self else { return [] }
        let removed = rows.enumerated().filter { ids.contains($0.element.id) }
        rows.removeAll { ids.contains($0.id) }
{{#emptiesWhenNone}}
        self = rows.isEmpty ? .empty{{#input}}(for: input){{/input}} : .loaded(rows{{#input}}, for: input{{/input}})
{{/emptiesWhenNone}}
{{^emptiesWhenNone}}
        self = .loaded(rows{{#pagination}}, nextPage: nextPage{{/pagination}}{{#input}}, for: input{{/input}})
{{/emptiesWhenNone}}
        return removed
    }

    /// Puts rows that `remove(_:)` took back at their offsets, each unless it is shown already.
    {{access}}mutating func restore(_ removed: [(offset: Int, element: {{{elementType}}})]) {
        switch self {
        case .loaded(var rows{{#pagination}}, let nextPage{{/pagination}}{{#input}}, let input{{/input}}):
            let shown = Set(rows.map(\.id))
            for (offset, element) in removed where !shown.contains(element.id) {
                rows.insert(element, at: min(offset, rows.count))
            }
            self = .loaded(rows{{#pagination}}, nextPage: nextPage{{/pagination}}{{#input}}, for: input{{/input}})
{{#emptiesWhenNone}}
        case .empty{{#input}}(let input){{/input}}:
            self = .loaded(removed.map(\.element){{#input}}, for: input{{/input}})
{{/emptiesWhenNone}}
        default:
            break
        }
    }
{{/removableRows}}
}
{{#pagination}}

/// What follows the pages loaded so far: the page after a cursor (to load, loading, or failed to
/// load, which Retry loads again), or the end.
{{access}}enum {{nextPageType}} {
    case available(after: {{{cursorType}}})
    case loading(after: {{{cursorType}}})
    case failed(after: {{{cursorType}}}, any Error)
    case end

    /// The page after `cursor`, or the end when a page gave no cursor.
    {{access}}init(after cursor: {{{cursorType}}}?) {
        if let cursor { self = .available(after: cursor) } else { self = .end }
    }

    /// Where the next page starts; nil at the end.
    {{access}}var cursor: {{{cursorType}}}? {
        switch self {
        case .available(let cursor), .loading(let cursor), .failed(let cursor, _): cursor
        case .end: nil
        }
    }
}
{{/pagination}}

"""#,
        "phaseStates.mustache": #"""
{{!
The cases of a load's phase that show a state rather than rows: a spinner while it loads (unless
redacted rows stand for it), then the empty and failed placeholders; a load that reads the search
text shows `ContentUnavailableView.search` for an empty result while there is a text (from iOS 17).
In the section, or in the container's overlay.
}}
{{#showsProgress}}
case .loading:
    ProgressView()
{{/showsProgress}}
{{#empty}}
{{#readsSearchText}}
{{^legacyObservation}}
{{#emptyBindsText}}
case .empty(let {{.}}):
    // The text the results are for, which typing may have changed since.
    if {{.}}.isEmpty {
        {{>placeholder}}
    } else {
        ContentUnavailableView.search(text: {{.}})
    }
{{/emptyBindsText}}
{{^emptyBindsText}}
case .empty:
    if {{#search}}{{#binding}}{{member}}{{#properties}}.{{.}}{{/properties}}{{/binding}}{{/search}}.isEmpty {
        {{>placeholder}}
    } else {
        ContentUnavailableView.search(text: {{#search}}{{#binding}}{{member}}{{#properties}}.{{.}}{{/properties}}{{/binding}}{{/search}})
    }
{{/emptyBindsText}}
{{/legacyObservation}}
{{#legacyObservation}}
case .empty:
    {{>placeholder}}
{{/legacyObservation}}
{{/readsSearchText}}
{{^readsSearchText}}
case .empty:
    {{>placeholder}}
{{/readsSearchText}}
{{/empty}}
{{#error}}
case .failed{{#bindsError}}(let error){{/bindsError}}:
    {{>placeholder}}
{{/error}}

"""#,
        "phaseSwitch.mustache": #"""
{{!
A load's phase inside its section. Redacted rows stand for the loading state when the load has a
`placeholder`. When the states cover the container (`statesInOverlay`), the container shows
nothing for them: the `overlay` at the container's end (content) shows them instead.
}}
switch {{#receiver}}{{.}}.{{/receiver}}{{name}} {
{{#loadingRows}}
case .loading:
    {{>loadingRows}}
{{/loadingRows}}
{{#statesInOverlay}}
case {{#overlaidCases}}.{{caseName}}{{^isLast}}, {{/isLast}}{{/overlaidCases}}:
    EmptyView()
{{/statesInOverlay}}
{{^statesInOverlay}}
{{>phaseStates}}
{{/statesInOverlay}}
case .loaded{{^pagination}}{{#bindsValue}}(let {{name}}{{#input}}, _{{/input}}){{/bindsValue}}{{/pagination}}{{#pagination}}({{#bindsValue}}let {{name}}{{/bindsValue}}{{^bindsValue}}_{{/bindsValue}}, let nextPage{{#input}}, _{{/input}}){{/pagination}}:
{{#sharesPhase}}
{{#parts}}
    {{>section}}
{{/parts}}
{{/sharesPhase}}
{{^sharesPhase}}
    {{>loadedRows}}
{{/sharesPhase}}
{{#pagination}}
    {{>nextPageRow}}
{{/pagination}}
}

"""#,
        "placeholder.mustache": #"""
{{^legacyObservation}}
{{^hasRetry}}
ContentUnavailableView(
    {{{titleLiteral}}},
{{#hasDescription}}
    systemImage: {{{systemImageLiteral}}},
    description: Text({{#descriptionLiteral}}{{{.}}}{{/descriptionLiteral}}{{#bindsError}}error.localizedDescription{{/bindsError}})
{{/hasDescription}}
{{^hasDescription}}
    systemImage: {{{systemImageLiteral}}}
{{/hasDescription}}
)
{{/hasRetry}}
{{#hasRetry}}
ContentUnavailableView {
    Label({{{titleLiteral}}}, systemImage: {{{systemImageLiteral}}})
{{#hasDescription}}
} description: {
    Text({{#descriptionLiteral}}{{{.}}}{{/descriptionLiteral}}{{#bindsError}}error.localizedDescription{{/bindsError}})
{{/hasDescription}}
} actions: {
{{#retry}}
    {{>button}}
    .buttonStyle(.bordered)
{{/retry}}
}
{{/hasRetry}}
{{/legacyObservation}}
{{#legacyObservation}}
VStack {
    Image(systemName: {{{systemImageLiteral}}})
        .font(.largeTitle)
        .foregroundStyle(.secondary)
    Text({{{titleLiteral}}})
        .font(.headline)
{{#hasDescription}}
    Text({{#descriptionLiteral}}{{{.}}}{{/descriptionLiteral}}{{#bindsError}}error.localizedDescription{{/bindsError}})
        .font(.subheadline)
        .foregroundStyle(.secondary)
{{/hasDescription}}
{{#retry}}
    {{>button}}
    .buttonStyle(.bordered)
{{/retry}}
}
.multilineTextAlignment(.center)
.frame(maxWidth: .infinity)
{{/legacyObservation}}

"""#,
        "presentationModifiers.mustache": #"""
{{!
The enum-driven presentations: each sheet or cover over its item, and each alert and confirmation
dialog over its state.
}}
{{#presentations}}
.{{modifier}}(item: ${{stateName}}) { {{stateName}} in
    content(for: {{stateName}})
}
{{/presentations}}
{{#alerts}}
.{{stateName}}(
    {{stateName}}.map(title(for:)) ?? Text(verbatim: ""),
    isPresented: isPresented(${{stateName}}),
{{#sharedTitleVisibility}}
    titleVisibility: .{{.}},
{{/sharedTitleVisibility}}
{{#hasTitleVisibilityHelper}}
    titleVisibility: {{stateName}}.map(titleVisibility(for:)) ?? .automatic,
{{/hasTitleVisibilityHelper}}
    presenting: {{stateName}}
) {{#hasActions}}{ {{stateName}} in
    actions(for: {{stateName}})
}{{/hasActions}}{{^hasActions}}{ _ in
    // No buttons: SwiftUI adds {{defaultButton}}.
}{{/hasActions}}{{#hasMessage}} message: { {{stateName}} in
    message(for: {{stateName}})
}{{/hasMessage}}
{{/alerts}}

"""#,
        "preview.mustache": #"""
#Preview({{{nameLiteral}}}) {
{{#inNavigationStack}}
    NavigationStack {
        {{>previewBody}}
    }
{{/inNavigationStack}}
{{^inNavigationStack}}
    {{>previewBody}}
{{/inNavigationStack}}
}

"""#,
        "previewBody.mustache": #"""
{{view.typeName}}({{#arguments}}{{{label}}}: {{>previewValue}}{{^isLast}}, {{/isLast}}{{/arguments}})
{{#installs}}
    .{{#keyPath}}environment(\.{{{.}}}, {{>previewValue}}){{/keyPath}}{{^keyPath}}{{#usesEnvironmentObject}}environmentObject{{/usesEnvironmentObject}}{{^usesEnvironmentObject}}environment{{/usesEnvironmentObject}}({{>previewValue}}){{/keyPath}}
{{/installs}}

"""#,
        "previewValue.mustache": #"""
{{#code}}{{{.}}}{{/code}}{{#constantBinding}}.constant({{{.}}}){{/constantBinding}}{{#instance}}{{{type}}}({{#arguments}}{{{label}}}: {{>previewValue}}{{^isLast}}, {{/isLast}}{{/arguments}}){{/instance}}
"""#,
        "routeCases.mustache": #"""
{{!
The cases of a switch over a route, each showing its destination: the `destination(for:)` of a
screen with routes of its own (an owner, or one with `destinations`) and an app's route modifier
both switch with it.
}}
{{#navigation.routes}}
{{#bindsValue}}
case .{{caseName}}(let value):
{{/bindsValue}}
{{^bindsValue}}
case .{{caseName}}:
{{/bindsValue}}
    {{{destination}}}
{{/navigation.routes}}

"""#,
        "row.mustache": #"""
{{!
One row of a section: the spec's `row`, or, when the section's rows push a route (`navigation`), the
row as the label of a NavigationLink whose value is the route; the navigationDestination of the
screen that declares the route (an owner, one with `destinations`) shows it; or, when a tap runs something (`onTap`, a button's facts), the row as the label of a
Button, in the primary color in a list or form (which highlights the tapped row) and plain in a
stack. Then its `rowActions`: after a closing brace or a modifier at the row's indentation, after a
plain expression one level in, as swift-format writes a modifier chain.
}}
{{#navigation}}
NavigationLink(value: {{routeType}}.{{caseName}}{{#argument}}({{{.}}}){{/argument}}) {
    {{{row}}}
}
{{>rowActions}}
{{/navigation}}
{{#onTap}}
Button {
    {{>buttonAction}}
} label: {
    {{{row}}}
}
{{/onTap}}
{{#hasOnTap}}
{{#inList}}
.tint(.primary)
{{/inList}}
{{^inList}}
.buttonStyle(.plain)
{{/inList}}
{{>rowActions}}
{{/hasOnTap}}
{{^navigation}}
{{^onTap}}
{{{row}}}
    {{>rowActions}}
{{/onTap}}
{{/navigation}}

"""#,
        "rowActions.mustache": #"""
{{!
A row's swipe actions, one modifier per edge, and its context menu; each button through the one
`button` partial, without progress (the swipe closes, the menu goes, once tapped), with its `tint`
and its `condition` (`shownButton`).
}}
{{#swipeActions}}
.swipeActions{{#hasArguments}}({{#edge}}edge: .{{.}}{{/edge}}{{#allowsFullSwipe}}{{#edge}}, {{/edge}}allowsFullSwipe: {{.}}{{/allowsFullSwipe}}){{/hasArguments}} {
{{#buttons}}
    {{>shownButton}}
{{/buttons}}
}
{{/swipeActions}}
{{#contextMenu}}
.contextMenu {
{{#buttons}}
    {{>shownButton}}
{{/buttons}}
}
{{/contextMenu}}

"""#,
        "rowEdits.mustache": #"""
{{!
A section's in-place edits of its bound array, after the rows' ForEach: `.onDelete` and `.onMove`
change the array (or call the store's methods where the store owns it), then the add row, a text
field and an image button that appends the element built from the text and clears it, disabled
while the text is empty (Scrumdinger's attendee list).
}}
{{#rowEdits}}
{{#delete}}
.onDelete { offsets in
{{#store}}
    {{.}}.{{function}}(at: offsets)
{{/store}}
{{^store}}
    {{{collection}}}.remove(atOffsets: offsets)
{{/store}}
}
{{/delete}}
{{#move}}
.onMove { offsets, destination in
{{#store}}
    {{.}}.{{function}}(from: offsets, to: destination)
{{/store}}
{{^store}}
    {{{collection}}}.move(fromOffsets: offsets, toOffset: destination)
{{/store}}
}
{{/move}}
{{#add}}
HStack {
    TextField({{{prompt}}}, text: {{#binding}}{{>binding}}{{/binding}})
    Button {
        withAnimation {
{{#store}}
            {{.}}.{{function}}()
{{/store}}
{{^store}}
            {{{collection}}}.append({{{value}}})
            {{{text}}} = ""
{{/store}}
        }
    } label: {
        Image(systemName: {{{systemImage}}})
            .accessibilityLabel({{{label}}})
    }
    .disabled({{{text}}}.isEmpty)
}
{{/add}}
{{/rowEdits}}

"""#,
        "rowRemoval.mustache": #"""
{{!
Before the call of an action a swipe to delete runs: the rows go out of the phase (the list has taken
them off already), and the groups made of them are made again. A load already on its way answered
for rows that still held them: it is overtaken, as a newer request overtakes it.
}}
// The list shows the rows gone once a delete is asked for: the phase drops them too, a load already
// on its way is overtaken (its answer may still hold them), and a failure puts them back unless a
// load has started since.
self.{{requestCounter}} += 1
let loadRequest = self.{{requestCounter}}
let removed = self.{{phase}}.remove(ids)
{{#groupings}}
self.{{property}} = Dictionary(grouping: self.{{phase}}.rows, by: \.{{keyPath}}).sorted { $0.key < $1.key }
{{/groupings}}

"""#,
        "rowRestore.mustache": #"""
{{!
In the catch of an action a swipe to delete runs: the rows it took out go back where they were,
unless a load started since, whose answer is the truth.
}}
if loadRequest == self.{{requestCounter}} {
    self.{{phase}}.restore(removed)
    {{#groupings}}
    self.{{property}} = Dictionary(grouping: self.{{phase}}.rows, by: \.{{keyPath}}).sorted { $0.key < $1.key }
    {{/groupings}}
}

"""#,
        "rows.mustache": #"""
{{#isPhase}}
{{>phaseSwitch}}
{{/isPhase}}
{{#isPart}}
{{>loadedRows}}
{{/isPart}}
{{#collection}}
{{#grouping}}
{{>groupedRows}}
{{/grouping}}
{{^grouping}}
{{>forEach}}
{{/grouping}}
{{/collection}}
{{#fields}}
{{>formRow}}
{{/fields}}

"""#,
        "searchable.mustache": #"""
{{!
The search field: its text binding, placement and prompt.
}}
{{#search}}
.searchable(text: {{#binding}}{{>binding}}{{/binding}}{{#placement}}, placement: .{{name}}{{#displayMode}}(displayMode: .{{.}}){{/displayMode}}{{/placement}}{{#promptLiteral}}, prompt: {{{.}}}{{/promptLiteral}})
{{/search}}

"""#,
        "section.mustache": #"""
{{!
One section of the container (`sectionContent`), inside `if` when it has a `condition`.
}}
{{#condition}}
if {{{.}}} {
    {{>sectionContent}}
}
{{/condition}}
{{^condition}}
{{>sectionContent}}
{{/condition}}

"""#,
        "sectionContent.mustache": #"""
{{!
One section's rows, wrapped in `Section` (with a header and footer, then the section's own
`modifiers`) when the container's sections are wrapped. A footer, or a header of the app's own
(`headerView`), takes `Section`'s closure form; a text title alone, its title form.
}}
{{#wrap}}
{{#usesClosures}}
Section {
    {{>rows}}
}{{#hasHeader}} header: {
{{#headerView}}
    {{{.}}}
{{/headerView}}
{{^headerView}}
    Text({{{titleLiteral}}})
{{/headerView}}
}{{/hasHeader}}{{#hasFooter}} footer: {
{{#footerView}}
    {{{.}}}
{{/footerView}}
{{^footerView}}
    Text({{{footerLiteral}}})
{{/footerView}}
}{{/hasFooter}}
{{#modifiers}}
{{{.}}}
{{/modifiers}}
{{/usesClosures}}
{{^usesClosures}}
{{#titleLiteral}}
Section({{{titleLiteral}}}) {
{{/titleLiteral}}
{{^titleLiteral}}
Section {
{{/titleLiteral}}
    {{>rows}}
}
{{#modifiers}}
{{{.}}}
{{/modifiers}}
{{/usesClosures}}
{{/wrap}}
{{^wrap}}
{{>rows}}
{{/wrap}}

"""#,
        "sections.mustache": #"""
// screengen:user-begin content-top
// screengen:user-end content-top
{{#sections}}
{{#sharesPhase}}
{{>phaseSwitch}}
{{/sharesPhase}}
{{^sharesPhase}}
{{>section}}
{{/sharesPhase}}
{{/sections}}
// screengen:user-begin content-bottom
// screengen:user-end content-bottom

"""#,
        "shapingFunction.mustache": #"""
{{!
A store method that shapes a section's collection into the rows shown: the elements whose searched
strings contain the search text (all of them while it is empty), then those the filter keeps, in the
sort's order; then, for a grouped section, those rows in groups sorted by key, each in the rows'
order. Each property it reads calls it from its `didSet`, and `init` calls it once.
}}
/// Shapes `{{source}}` into the rows shown, here rather than in `body`: again whenever the
/// collection or a value the shaping reads changes.
private func {{function}}() {
{{#searched}}
    {{property}} = {{source}}.filter { {{element}} in
        {{text}}.isEmpty || {{{first}}}.localizedStandardContains({{text}})
{{#others}}
            || {{{.}}}.localizedStandardContains({{text}})
{{/others}}
    }
{{#filter}}
    .filter { {{element}} in
        {{{.}}}
    }
{{/filter}}
{{/searched}}
{{^searched}}
{{#filter}}
    {{property}} = {{source}}.filter { {{element}} in
        {{{.}}}
    }
{{/filter}}
{{/searched}}
{{#sortAfterFilters}}
    .sorted(using: {{{.}}})
{{/sortAfterFilters}}
{{#sortOnly}}
    {{property}} = {{source}}.sorted(using: {{{.}}})
{{/sortOnly}}
{{#copiesOnly}}
    {{property}} = {{source}}
{{/copiesOnly}}
{{#groups}}
    {{groupsProperty}} = Dictionary(grouping: {{property}}, by: \.{{keyPath}}).sorted { $0.key < $1.key }
{{/groups}}
}

"""#,
        "shownButton.mustache": #"""
{{!
A menu's or a row's button (`button`), with a swipe button's `tint` and its own `modifiers`, inside
`if` when it has a `condition`.
}}
{{#condition}}
if {{{.}}} {
    {{>button}}
{{#tint}}
    .tint({{{.}}})
{{/tint}}
{{#modifiers}}
    {{{.}}}
{{/modifiers}}
}
{{/condition}}
{{^condition}}
{{>button}}
{{#tint}}
.tint({{{.}}})
{{/tint}}
{{#modifiers}}
{{{.}}}
{{/modifiers}}
{{/condition}}

"""#,
        "storeAction.mustache": #"""
{{!
An action's method in the store: the call runs once at a time (a second call while one runs returns
false and does nothing; for an action that takes rows, once at a time per row), then the spec's
onSuccess statements that change only the store; its error reaches the caller, the view, which shows it.
}}
{{#busyFlag}}
/// Runs the `{{name}}` action unless the screen is busy: a call while one of the actions that
/// exclude each other runs returns `false` and does nothing.
{{/busyFlag}}
{{^busyFlag}}
{{! The action's name before the row parameter's section, which has a `name` of its own. }}
/// Runs the `{{name}}` action; {{^rowParameter}}a call while one is running returns `false` and does nothing.{{/rowParameter}}{{#rowParameter}}a call for a row it is already running for returns `false` and does
/// nothing, and a call for another row goes ahead at once.{{/rowParameter}}
{{/busyFlag}}
@discardableResult
{{access}}func {{{name}}}({{#parameters}}_ {{{name}}}: {{{type}}}{{^isLast}}, {{/isLast}}{{/parameters}}{{#hasBothKinds}}, {{/hasBothKinds}}{{>environmentParameters}}) async throws -> Bool {
    {{>inFlightGuard}}
{{#removesRows}}
    {{>rowRemoval}}
    do {
        try await {{{call}}}
    } catch {
        {{>rowRestore}}
        throw error
    }
{{/removesRows}}
{{^removesRows}}
    try await {{{call}}}
{{/removesRows}}
{{#storeOnSuccess}}
    {{{.}}}
{{/storeOnSuccess}}
    return true
}

"""#,
        "storeRowEdits.mustache": #"""
{{!
A store's methods of an edited array it owns, in plain Swift over IndexSet (SwiftUI's
`remove(atOffsets:)` and `move(fromOffsets:toOffset:)` are not in Foundation on Linux), each
assigning the array once, so its observers see one change.
}}
{{#deleteFunction}}
/// Removes the elements of `{{source}}` at `offsets`, as a swipe to delete asks.
{{access}}func {{deleteFunction}}(at offsets: IndexSet) {
    {{source}} = {{source}}.enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
}
{{/deleteFunction}}
{{#moveFunction}}
{{#deleteFunction}}

{{/deleteFunction}}
/// Moves the elements of `{{source}}` at `offsets` to `destination`, an offset in the array
/// before the move, as edit mode's drag asks.
{{access}}func {{moveFunction}}(from offsets: IndexSet, to destination: Int) {
    let moved = offsets.map { {{source}}[$0] }
    var kept = {{source}}.enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
    kept.insert(contentsOf: moved, at: destination - offsets.count(in: 0..<destination))
    {{source}} = kept
}
{{/moveFunction}}
{{#add}}
{{#hasEdits}}

{{/hasEdits}}
/// Appends the element built from `{{text}}` to `{{source}}` and clears the text; an empty text
/// adds nothing.
{{access}}func {{function}}() {
    guard !{{text}}.isEmpty else { return }
    {{source}}.append({{{value}}})
    {{text}} = ""
}
{{/add}}

"""#,
        "storeTestArguments.mustache": #"""
{{!
What a generated test passes the load or action it calls: the environment's preview values of the
state it tests, as the view passes the environment's values.
}}
{{#callArguments}}{{{label}}}: {{>previewValue}}{{^isLast}}, {{/isLast}}{{/callArguments}}
"""#,
        "storeTestGatedRows.mustache": #"""
{{!
A row action's test loads the rows first, letting the load's call answer: two rows at least, which the
`gated` value promises.
}}
let load = Task { await store.{{loadFunction}}({{#loadArguments}}{{>gatedArgument}}{{/loadArguments}}) }
try #require(await calls.made(1))
calls.answer(0)
await load.value
guard case .loaded(let rows{{#isPaged}}, _{{/isPaged}}{{#isKeyed}}, _{{/isKeyed}}) = store.{{{phase}}}, rows.count >= 2 else {
    Issue.record("\(store.{{{phase}}}) is not loaded with two rows or more")
    return
}

"""#,
        "storeTestGatedSetup.mustache": #"""
{{!
How a test that holds calls makes the store: the calls its `gated` values wait in, the gate they read,
each environment value the test's calls pass (made once, so that every call passes the same object),
and the store.
}}
let calls = GatedCalls()
let gate = calls.gate
{{#bindings}}
let {{{name}}} = {{>previewValue}}
{{/bindings}}
let store = {{#gatedStore}}{{>previewValue}}{{/gatedStore}}

"""#,
        "storeTestNextPage.mustache": #"""
{{>storeTestSetup}}
await store.{{functionName}}({{>storeTestArguments}})
guard case .loaded(let firstPage, .available(let cursor){{#isKeyed}}, _{{/isKeyed}}) = store.{{{name}}} else {
    Issue.record("\(store.{{{name}}}) is not loaded with a page after it")
    return
}
await store.{{loadMoreFunction}}({{>storeTestArguments}})

"""#,
        "storeTestSetup.mustache": #"""
let store = {{#store}}{{>previewValue}}{{/store}}

"""#,
        "toolbar.mustache": #"""
{{!
The toolbar: each item, inside an `if` when it shows only while editing or has a `hidden` condition,
and the edit mode its items read.
}}
{{#toolbar}}
.toolbar {
{{#items}}
{{#isConditional}}
    if {{#whileEditing}}editMode.isEditing{{#hidden}} && {{/hidden}}{{/whileEditing}}{{#hidden}}{{{negation}}}{{/hidden}} {
        {{>toolbarItem}}
    }
{{/isConditional}}
{{^isConditional}}
    {{>toolbarItem}}
{{/isConditional}}
{{/items}}
}
{{#usesEditMode}}
.environment(\.editMode, $editMode)
{{/usesEditMode}}
{{/toolbar}}

"""#,
        "toolbarItem.mustache": #"""
{{#spacer}}
ToolbarSpacer(.{{.}}{{#placement}}, placement: .{{.}}{{/placement}})
{{/spacer}}
{{^spacer}}
ToolbarItem{{#placement}}(placement: .{{.}}){{/placement}} {
{{#button}}
    {{>button}}
{{/button}}
{{#menu}}
    Menu({{{labelLiteral}}}{{#systemImageLiteral}}, systemImage: {{{.}}}{{/systemImageLiteral}}) {
{{#buttons}}
        {{>shownButton}}
{{/buttons}}
    }
{{/menu}}
{{#view}}
    {{{.}}}
{{/view}}
{{#isEditButton}}
    EditButton()
{{/isEditButton}}
{{#selectAll}}
    if case .loaded(let {{name}}{{#isPaged}}, _{{/isPaged}}{{#isKeyed}}, _{{/isKeyed}}) = {{#receiver}}{{.}}.{{/receiver}}{{name}} {
        Button("Select All") {
            {{#selection}}{{member}}{{#properties}}.{{.}}{{/properties}}{{/selection}} = Set({{name}}.map(\.id))
        }
    } else {
        Button("Select All") {}
            .disabled(true)
    }
{{/selectAll}}
    {{>modifierLines}}
}
{{/spacer}}

"""#,
        "viewAction.mustache": #"""
{{!
An action's method in the view. With a store it awaits the store's method; in MV it keeps the
in-flight flag itself. A failure shows its alert case; a success re-runs loads, then runs the spec's
statements. It returns whether the action ran and succeeded, so a button's next steps can wait on it.
}}
/// Runs the `{{name}}` action and shows a failure with `.{{failureCase}}`.
/// Returns whether it ran and succeeded, so that the steps after it can wait for it.
@discardableResult
private func {{{name}}}({{#parameters}}_ {{{name}}}: {{{type}}}{{^isLast}}, {{/isLast}}{{/parameters}}) async -> Bool {
{{#receiver}}
    do {
        guard try await {{{receiver}}}.{{{name}}}({{#parameters}}{{{name}}}{{^isLast}}, {{/isLast}}{{/parameters}}{{#hasBothKinds}}, {{/hasBothKinds}}{{#environmentArguments}}{{{label}}}: {{{name}}}{{^isLast}}, {{/isLast}}{{/environmentArguments}}) else { return false }
    } catch {
        {{alertState}} = .{{{failureCase}}}(error)
        return false
    }
{{/receiver}}
{{^receiver}}
    {{>inFlightGuard}}
{{#removesRows}}
    {{>rowRemoval}}
{{/removesRows}}
    do {
        try await {{{call}}}
    } catch {
{{#removesRows}}
        {{>rowRestore}}
{{/removesRows}}
        {{alertState}} = .{{{failureCase}}}(error)
        return false
    }
{{/receiver}}
{{#reloads}}
    await {{>loadCall}}
{{/reloads}}
{{#onSuccess}}
    {{{.}}}
{{/onSuccess}}
    return true
}

"""#,
    ]
}
