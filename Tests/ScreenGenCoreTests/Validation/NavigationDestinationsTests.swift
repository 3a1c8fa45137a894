import Foundation
import Testing

@testable import ScreenGenCore

/// `navigation: destinations`: a screen shown inside a stack it does not own that declares routes
/// of its own and registers their destinations there (Food Truck's orders view), with its route
/// enum and `destination(for:)` but no stack and no router; its located errors; and where an app
/// may show it (Tests/Golden/navigation-destinations-orders is the whole screen).
@Suite struct NavigationDestinationsTests {
    static let orders = """
        screen: Orders
        title: Orders
        navigation: destinations
        environment:
          - { name: model, type: OrderBook, preview: OrderBook.preview }
        content:
          sections:
            - { items: model.orders, element: order, row: "OrderRow(order: order)", navigate: order(order.id) }
        routes:
          - { case: order, value: Order.ID, destination: "OrderDetailView(orderID: value)" }

        """

    static func load(_ text: String, _ file: String = "Orders.yaml") -> SpecLoader.Result {
        SpecLoader().load(bytes: Array(text.utf8), file: file)
    }

    static func errors(_ text: String) -> [Diagnostic] {
        load(text).diagnostics.filter { $0.severity == .error }
    }

    static func at(_ line: Int, _ column: Int, _ file: String = "Orders.yaml") -> ScreenGenCore.SourceLocation {
        ScreenGenCore.SourceLocation(file: file, line: line, column: column)
    }

    // MARK: What it is and what it generates

    @Test func itDeclaresItsRoutesButNoRouter() throws {
        let result = Self.load(Self.orders)
        #expect(result.diagnostics.isEmpty, "\(DiagnosticFormat.text.render(result.diagnostics))")
        let spec = try #require(result.spec)
        #expect(spec.navigation?.value == .destinations && spec.navigation?.location == Self.at(3, 13))
        let facts = try #require(result.facts)
        #expect(facts.navigation == .init(role: .destinations, routeType: "OrdersRoute", routerType: nil))
        #expect(facts.generatedTypes.map(\.name) == ["OrdersView", "OrdersRoute"])
        #expect(facts.needsStackAround && !facts.ownsPresentedStack)
        #expect(ScreenSpec.NavigationRole.allCases.filter(\.declaresRoutes) == [.owner, .destinations])
    }

    /// The view registers the destinations on its own content with the owner's `destination(for:)`
    /// and pushes its own route values, but holds no stack, no router and no `.onOpenURL`; its
    /// previews put it in a stack so the rows push in the canvas.
    @Test func theViewRegistersItsDestinationsWithoutAStackOrARouter() throws {
        let spec = try #require(Self.load(Self.orders).spec)
        let model = ModelBuilder().build(spec)
        #expect(!model.view.members.contains { $0.name == "router" })
        #expect(model.navigation?.routerType == nil && model.navigation?.routes.map(\.caseName) == ["order"])
        #expect(!model.ownsPresentationStack)
        #expect(!model.previews.isEmpty && model.previews.allSatisfy(\.inNavigationStack))
        // The environment's model, and no router.
        #expect(model.previews.allSatisfy { $0.installs.count == 1 })
        let files = try SwiftEmitter().emit(model)
        #expect(files.map(\.path) == ["Orders/OrdersView.swift", "Orders/OrdersRoute.swift"])
        let view = try #require(files.first).contents
        #expect(
            view.contains(
                ".navigationDestination(for: OrdersRoute.self) { route in\n            destination(for: route)"))
        #expect(view.contains("private func destination(for route: OrdersRoute) -> some View {"))
        #expect(view.contains("NavigationLink(value: OrdersRoute.order(order.id)) {"))
        #expect(view.contains("#Preview(\"Orders\") {\n    NavigationStack {\n        OrdersView()"))
        #expect(!view.contains("NavigationStack(path:") && !view.contains(".onOpenURL"))
        for file in files {
            #expect(!file.contents.lowercased().contains("router"), "\(file.path) refers to a router")
        }
    }

    /// Presented with a stack of its own (`presentation: { stack: true }`), the screen registers its
    /// destinations on that stack: its body holds it, and its previews add none.
    @Test func aPresentedStackOfItsOwnHoldsItsDestinations() throws {
        let spec = try #require(Self.load(Self.orders + "presentation: { stack: true }\n").spec)
        let facts = ScreenFacts(spec)
        #expect(facts.ownsPresentedStack && !facts.needsStackAround)
        let model = ModelBuilder().build(spec, facts: facts)
        #expect(model.ownsPresentationStack && model.previews.allSatisfy { !$0.inNavigationStack })
        let view = try #require(try SwiftEmitter().emit(model).first).contents
        #expect(view.contains("        NavigationStack {\n            List {"))
        #expect(view.contains("            .navigationDestination(for: OrdersRoute.self) { route in"))
        #expect(!view.contains("router"))
    }

    /// With a store and generated tests, the store's suite is the only one: the routes have no deep
    /// links, so no route suite, and nothing generated names a router.
    @Test func itsGeneratedTestsAreTheStoresAlone() throws {
        let spec = try #require(
            Self.load(
                """
                screen: Orders
                navigation: destinations
                store:
                  dependencies:
                    - { name: service, type: OrderService, preview: OrderService.preview }
                loads:
                  - { name: orders, type: "[Order]", call: service.todaysOrders() }
                content:
                  sections:
                    - { load: orders, element: order, row: "OrderRow(order: order)", navigate: order(order.id) }
                routes:
                  - { case: order, value: Order.ID, destination: "OrderDetailView(orderID: value)" }

                """
            ).spec)
        let facts = ScreenFacts(spec)
        #expect(facts.testTypes.map(\.name) == ["OrdersStoreTests"])
        let files = try SwiftEmitter(tests: SwiftEmitter.Tests(module: "App")).emit(ModelBuilder().build(spec))
        #expect(files.filter { $0.root == .tests }.map(\.path) == ["Orders/OrdersStoreTests.swift"])
        for file in files {
            #expect(!file.contents.lowercased().contains("router"), "\(file.path) refers to a router")
        }
    }

    // MARK: Located errors

    @Test func withoutRoutesItHasNothingToRegister() throws {
        let found = Self.errors("screen: Orders\nnavigation: destinations\n")
        #expect(found.map(\.id) == ["destinations-without-routes"])
        #expect(found.first?.location == Self.at(2, 13))
        #expect(
            found.first?.message
                == "a screen with navigation: destinations needs 'routes': it has no destinations to register")
    }

    /// A deep link needs an owner's `.onOpenURL` and router: each `path` is refused where it is,
    /// whatever its shape, and nothing else is said of it.
    @Test func aDeepLinkNeedsTheStacksOwner() throws {
        for path in ["\"/orders/{value}\"", "orders"] {
            let text = Self.orders.replacingOccurrences(
                of: "destination: \"OrderDetailView(orderID: value)\" }",
                with: "destination: \"OrderDetailView(orderID: value)\", path: \(path) }")
            let found = Self.errors(text)
            #expect(found.map(\.id) == ["deep-link-without-owner"], "\(path)")
            #expect(found.first?.location == Self.at(10, 91), "\(path)")
            #expect(found.first?.message.hasPrefix("route 'order' has a deep link") == true)
        }
    }

    @Test func flowStaysAParticipants() throws {
        let found = Self.errors(Self.orders + "flow: Truck\n")
        #expect(found.map(\.id) == ["flow-without-participant"])
        #expect(found.first?.location == Self.at(11, 7))
    }

    /// There is no router to read: Swift of the spec that calls `router` is refused where it first
    /// does, unless the spec declares a `router` of its own (the stack's owner's, from the
    /// environment), which the view then reads as any environment value.
    @Test func itsSwiftReadsNoRouterItDoesNotDeclare() throws {
        let toolbar = "toolbar:\n  - { label: Back, action: router.pop() }\n"
        let found = Self.errors(Self.orders + toolbar)
        #expect(found.map(\.id) == ["unknown-name"])
        #expect(found.first?.location == Self.at(12, 28))
        #expect(
            found.first?.message
                == "this screen reads 'router', but a screen with navigation: destinations has no router")
        let declared = Self.orders.replacingOccurrences(
            of: "environment:\n",
            with: "environment:\n  - { name: router, type: TruckRouter, preview: TruckRouter() }\n")
        let result = Self.load(declared + toolbar)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
        let model = ModelBuilder().build(try #require(result.spec))
        let router = try ModelBuilderTests.member(model, "router")
        #expect(router.wrapper == .environment && router.type == "TruckRouter")
    }

    /// Its rows push its own routes, checked against them as an owner's are.
    @Test func itsRowsPushItsOwnRoutes() throws {
        let found = Self.errors(Self.orders.replacingOccurrences(of: "navigate: order(", with: "navigate: ordr("))
        #expect(found.map(\.id) == ["unknown-route"])
        #expect(found.first?.message == "'ordr' names no route of this screen")
        #expect(found.first?.notes.first == "did you mean 'order'?")
    }

    /// A participant's flow must own a stack: a screen with `destinations` generates no router.
    @Test func itIsNoFlowForAParticipant() throws {
        let orders = try #require(Self.load(Self.orders).spec)
        let detail = try #require(
            Self.load("screen: Detail\nnavigation: participant\nflow: Orders\n", "Detail.yaml").spec)
        let found = FlowOwnerCheck().check(
            [orders, detail], facts: [ScreenFacts(orders), ScreenFacts(detail)], apps: [])
        #expect(found.map(\.id) == ["unknown-flow"])
        #expect(found.first?.location == Self.at(3, 7, "Detail.yaml"))
        #expect(
            found.first?.message
                == "participant 'Detail' has 'flow: Orders', which names Orders, which is a screen that registers "
                + "destinations in a stack it does not own: no router of its flow is generated")
    }

    // MARK: In an app

    static let app = """
        app: Truck
        tabs:
          - { case: orders, title: Orders, systemImage: list.bullet, root: "OrdersView()" }
          - { case: truck, title: Truck, systemImage: box.truck, root: "TruckScreen()" }
        sheets:
          - { case: orders, destination: "OrdersView()" }
        routes:
          - { case: orders, destination: "OrdersView()" }

        """

    static func checkRoots(_ app: String, _ screen: String) throws -> [Diagnostic] {
        let app = try #require(load(app, "Truck.yaml").app)
        let spec = try #require(load(screen).spec)
        return AppCheck().checkRoots([app], screens: [spec], facts: [ScreenFacts(spec)])
    }

    /// In a tab's stack or pushed by a route it is at home; a tab without a stack and a sheet of the
    /// app have none to register on, unless it holds its own when presented.
    @Test func anAppShowsItOnlyInsideAStack() throws {
        let sheet = try Self.checkRoots(Self.app, Self.orders)
        #expect(sheet.map(\.id) == ["sheet-needs-stack"])
        #expect(sheet.first?.location == Self.at(6, 34, "Truck.yaml"))
        #expect(
            sheet.first?.message
                == "sheet 'orders' shows OrdersView, which registers its destinations in the stack it is shown in, "
                + "but a sheet has no stack of the app's")
        #expect(sheet.first?.notes.first?.contains("presentation: { stack: true }") == true)
        let unstacked = try Self.checkRoots(
            Self.app.replacingOccurrences(
                of: "root: \"OrdersView()\" }", with: "root: \"OrdersView()\", stack: false }"),
            Self.orders)
        #expect(unstacked.map(\.id) == ["tab-root-needs-stack", "sheet-needs-stack"])
        #expect(unstacked.first?.location == Self.at(3, 91, "Truck.yaml"))
        #expect(
            unstacked.first?.message
                == "tab 'orders' shows OrdersView without a stack (stack: false), but the screen registers its "
                + "destinations in the stack it is shown in")
        #expect(try Self.checkRoots(Self.app, Self.orders + "presentation: { stack: true }\n").isEmpty)
    }
}
