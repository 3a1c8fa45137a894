import Testing

@testable import ScreenGenCore

/// A paged load whose rows are grouped: every place that sets the phase also makes the groups, so a
/// page appended after the first one shows up in its group rather than leaving the groups stale.
@Suite struct GroupedPagingTests {
    @Test func eachPageRegroupsTheRowsShownSoFar() throws {
        let text = """
            screen: Orders
            store: { ownership: owned, dependencies: [{ name: service, type: OrderService, preview: OrderService.preview }] }
            loads:
              - name: orders
                type: "[Order]"
                call: service.orders()
                pagination: { cursor: Order.ID, next: "service.orders(after: cursor)", cursorOf: "page.last?.id" }
            content:
              sections:
                - { load: orders, element: order, row: "OrderRow(order: order)", groupBy: status, groupType: OrderStatus }
            """
        let spec = try #require(SpecLoader().load(bytes: Array(text.utf8), file: "t.yaml").spec)
        let files = try SwiftEmitter().emit(ModelBuilder().build(spec))
        let store = try #require(files.first { $0.path.hasSuffix("Store.swift") }).contents
        let grouping = "self.ordersByStatus = Dictionary(grouping: "
        #expect(store.contains(grouping + "page, by: \\.status)"), "the first page")
        #expect(store.contains(grouping + "current + page, by: \\.status)"), "a next page")
        let view = try #require(files.first { $0.path.hasSuffix("View.swift") }).contents
        #expect(view.contains("ForEach(store.ordersByStatus, id: \\.key)"))
        #expect(view.contains("case .loaded(_, let nextPage):"))
    }
}
