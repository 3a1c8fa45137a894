import Foundation
import Shelf
import Testing

/// The Shelf package's generated screen, used from the app's module as the app target uses it: with
/// a plain `import Shelf`, so only what the module made public (access: public in screengen.yml)
/// can be named here.
@MainActor
@Suite struct ShelfPackageTests {
    @Test func theStoreLoadsThroughItsPublicAPI() async {
        let store = ShelfStore(client: SampleBooksClient())
        await store.loadBooks()
        guard case .loaded(let books) = store.books else {
            Issue.record("not loaded: \(store.books)")
            return
        }
        #expect(books.map(\.id) == [1, 2])
    }

    @Test func theShelfsRoutesRoundTripTheirDeepLinks() throws {
        for route in [ShelfRoute.book(42), .author("Le Guin / 2")] {
            let url = try #require(route.url)
            #expect(ShelfRoute(url: url) == route)
        }
        #expect(ShelfRoute(url: URL(string: "/books/seven")!) == nil)
    }

    @Test func theShelfsRouterPushesAndPops() {
        let router = ShelfRouter()
        router.navigate(to: .book(1))
        router.navigate(to: .author("Le Guin"))
        router.pop()
        #expect(router.path == [.book(1)])
        router.popToRoot()
        #expect(router.path.isEmpty)
    }

    @Test func presentationsAreTheirCases() {
        #expect(ShelfSheet.addBook.id == "addBook")
        let dialog: ShelfConfirmationDialog? = .removeBook(7)
        guard case .removeBook(let id)? = dialog else {
            Issue.record("no item")
            return
        }
        #expect(id == 7)
    }
}
