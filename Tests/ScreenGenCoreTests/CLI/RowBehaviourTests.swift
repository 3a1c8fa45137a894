import Foundation
import Testing

/// What the spec can get wrong about actions on rows and a participant's router, through the binary:
/// the errors are located, and the generated files read the router only where the spec calls it.
/// The behaviour of the generated stores runs on Linux in Tests/Fixtures/GroupDriver.
@Suite struct RowBehaviourTests {
    static let orders = """
        screen: Timeline
        store:
          dependencies:
            - { name: client, type: OrderService, preview: OrderService.preview }
        loads:
          - { name: orders, type: "[Order]", call: client.todaysOrders() }
        content:
          sections:
            - { load: orders, element: order, row: "OrderRow(order: order)", onDelete: cancel }
        actions:
          - { name: cancel, parameters: [{ name: orders, type: "[Order]" }], call: client.cancel(orders), failure: failed }
        alerts:
          - { case: failed, item: any Error, title: Could Not Cancel }

        """

    /// `onDelete` hands the action the deleted rows, which it takes out of the phase at once.
    @Test(arguments: [
        (
            "type: \"[Order]\" }]", "type: \"[Order.ID]\" }]",
            "whose parameter 'orders' is '[Order.ID]'; it gets the deleted rows, '[Order]'", "on-delete-parameters"
        ),
        (
            "call: client.cancel(orders)", "call: client.cancel(removed)",
            "the call of action 'cancel' reads 'removed', which its method binds before the call", "invalid-expression"
        ),
    ])
    func aDeleteActionTheRowsCannotReachIsALocatedError(_ change: (String, String, String, String)) throws {
        let spec = Self.orders.replacingOccurrences(of: change.0, with: change.1)
        #expect(spec != Self.orders)
        let (status, line) = try HardeningTests.firstError(spec)
        #expect(status == 1)
        #expect(line.hasPrefix("S.yaml:") && line.contains(change.2) && line.hasSuffix("[\(change.3)]"), "\(line)")
    }

    /// The store tracks the ids it cancels and takes the rows out of the phase before the call.
    @Test func theDeleteActionRunsPerRowAndTakesTheRowsOut() throws {
        let project = try Sandbox()
        try project.write("S.yaml", Self.orders)
        #expect(try project.screengen("generate", "S.yaml", "--output", "Out").status == 0)
        let store = try #require(project.read("Out/Timeline/TimelineStore.swift"))
        #expect(store.contains("private(set) var cancelInFlight: Set<Order.ID> = []"))
        #expect(store.contains("let removed = self.orders.remove(ids)"))
        #expect(store.contains("mutating func restore(_ removed: [(offset: Int, element: Order)])"))
    }

    /// A participant reads its flow's router only when its Swift calls it.
    @Test(arguments: [("action: 'x = 1'", false), ("action: router.pop()", true)])
    func aParticipantReadsTheRouterOnlyWhenItCallsIt(_ action: String, reads: Bool) throws {
        let project = try Sandbox()
        try project.write(
            "S.yaml",
            """
            screen: Books
            navigation: participant
            flow: Library
            state:
              - { name: x, type: Int, initial: "0" }
            toolbar:
              - { label: Back, \(action) }

            """)
        let result = try project.screengen("generate", "S.yaml", "--output", "Out")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let view = try #require(project.read("Out/Books/BooksView.swift"))
        #expect(view.contains("@Environment(LibraryRouter.self) private var router") == reads)
    }
}
