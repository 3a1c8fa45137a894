import Testing

@testable import ScreenGenCore

/// The tests that hold calls at the gate: made from a `gated` preview value, for each load and row
/// action whose call reads a gated dependency, and the located errors of a value no test reads or
/// that never reads `gate`.
@Suite struct GatedTestsModelTests {
    static func spec(preview: String, store: Bool = true, environment: String = "") -> String {
        let rest = """
            loads:
              - { name: orders, type: "[Order]", call: service.orders() }
              - { name: motd, type: String, call: greeting.text() }
            content:
              sections:
                - load: orders
                  element: order
                  row: "OrderRow(order: order)"
                  swipeActions: [{ edge: leading, buttons: [{ label: Ready, action: markReady(order) }] }]
                  onDelete: cancel
            actions:
              - { name: markReady, parameters: [{ name: order, type: Order }], call: service.markReady(order), failure: failed }
              - { name: cancel, parameters: [{ name: orders, type: "[Order]" }], call: service.cancel(orders), failure: failed }
              - { name: greet, call: greeting.wave(), failure: failed }
            alerts:
              - { case: failed, item: any Error, title: Failed }

            """
        guard store else {
            return "screen: Orders\nenvironment:\n  - { name: service, type: Service, preview: \(preview) }\n"
                + "  - { name: greeting, type: Greeting, preview: G() }\n" + rest
        }
        return """
            screen: Orders
            \(environment)store:
              dependencies:
                - { name: service, type: Service, preview: \(preview) }
                - { name: greeting, type: Greeting, preview: G() }

            """ + rest
    }

    static func suite(_ yaml: String) throws -> StoreTestsModel {
        try #require(ModelBuilder().build(try ModelBuilderTests.spec(yaml)).tests.store)
    }

    @Test func aGatedValueTestsTheLoadsAndRowActionsWhoseCallsReadIt() throws {
        let suite = try Self.suite(Self.spec(preview: "{ loaded: S(), gated: \"S(gate: gate)\" }"))
        let orders = try #require(suite.loads.first { $0.name == "orders" })
        #expect(
            orders.gated?.store
                == .instance(
                    type: "OrdersStore",
                    arguments: [
                        PreviewArgument(label: "service", value: .code("S(gate: gate)")),
                        PreviewArgument(label: "greeting", value: .code("G()")),
                    ]))
        #expect(orders.reloadError == "ordersReloadError")
        // The greeting's calls answer at once: no test of them could wait at the gate.
        #expect(suite.loads.first { $0.name == "motd" }?.gated == nil)
        #expect(suite.rowActions.map(\.name) == ["markReady", "cancel"])
        #expect(suite.rowActions.map(\.runsPerRow) == [true, true])
        #expect(suite.rowActions.map(\.restoresRows) == [false, true])
        #expect(suite.rowActions.map(\.takesMany) == [false, true])
        #expect(suite.rowActions.allSatisfy { $0.phase == "orders" && $0.loadFunction == "loadOrders" })
        // Tested on their rows, the row actions are no longer left out.
        #expect(suite.untestedActions.isEmpty)
        #expect(!suite.lacksGate)
    }

    @Test func withoutAGatedValueTheSuiteSaysWhatItLeavesOut() throws {
        let suite = try Self.suite(Self.spec(preview: "{ loaded: S(), error: S.failing }"))
        #expect(suite.loads.allSatisfy { $0.gated == nil })
        #expect(suite.rowActions.isEmpty)
        #expect(suite.lacksGate)
        #expect(suite.untestedActions == ["markReady", "cancel"])
    }

    @Test func aBusyRowActionHasNoTwoRowsTestButADeleteKeepsItsRestoreTest() throws {
        let yaml = Self.spec(preview: "{ loaded: S(), gated: \"S(gate: gate)\" }")
            .replacingOccurrences(of: "alerts:", with: "busy: { actions: [markReady, cancel] }\nalerts:")
        let suite = try Self.suite(yaml)
        #expect(suite.rowActions.map(\.name) == ["cancel"])
        #expect(suite.rowActions.first?.runsPerRow == false)
        #expect(suite.rowActions.first?.restoresRows == true)
        #expect(suite.untestedActions == ["markReady"])
    }

    @Test func anEnvironmentValueIsMadeOnceAndPassedToEachCall() throws {
        let yaml = """
            screen: Orders
            environment:
              - { name: service, type: Service, preview: { loaded: S(), gated: "S(gate: gate)" } }
            store:
              dependencies:
                - { name: service, type: Service, source: environment }
            loads:
              - { name: orders, type: "[Order]", call: service.orders() }

            """
        let orders = try #require(try Self.suite(yaml).loads.first)
        #expect(orders.gated?.environment == [PreviewArgument(label: "service", value: .code("S(gate: gate)"))])
        #expect(orders.gated?.loadArguments == ["service"])
    }

    @Test func anEnvironmentValueNamedLikeALocalOfTheTestLeavesTheTestOut() throws {
        let yaml = """
            screen: Orders
            environment:
              - { name: calls, type: Service, preview: { loaded: S(), gated: "S(gate: gate)" } }
            store:
              dependencies:
                - { name: calls, type: Service, source: environment }
            loads:
              - { name: orders, type: "[Order]", call: calls.orders() }

            """
        #expect(try Self.suite(yaml).loads.first?.gated == nil)
    }

    @Test func aGatedValueNoTestReadsOrThatNeverReadsTheGateIsALocatedError() {
        SourceCheckTests.expectOneError(
            Self.spec(preview: "{ loaded: S(), gated: \"S(gate: gate)\" }", store: false),
            "3:68 unused-gated-preview 'gated' of environment entry 'service' is for the tests of a store, and "
                + "this screen's loads have no store")
        SourceCheckTests.expectOneError(
            Self.spec(preview: "{ loaded: S(), gated: S.slow }"),
            "4:70 gated-preview-without-gate 'gated' of store dependency 'service' never reads 'gate'",
            containing: ["FeedClient(gate: gate)"])
        let unread = Self.spec(
            preview: "S()",
            environment:
                "environment:\n  - { name: feed, type: Feed, preview: { loaded: F(), gated: \"F(gate: gate)\" } }\n")
        SourceCheckTests.expectOneError(
            unread, "3:62 unused-gated-preview 'gated' of environment entry 'feed'",
            containing: ["the tests of the store, and the store does not read this entry"])
    }
}
