// Drives the generated LibraryRoute and LibraryRouter on Linux (StoreRuntimeTests builds it with
// them and Models.swift). Prints one PASS or FAIL line per check and exits 1 on any failure.
#if !SCREENGEN_TYPECHECK_ONLY
import Foundation

@MainActor func expect(_ name: String, _ condition: Bool, _ detail: @autoclosure () -> String = "") {
    print("\(condition ? "PASS" : "FAIL") \(name)\(condition ? "" : ": \(detail())")")
    if !condition { failures += 1 }
}

// Every route with a path comes back from its own URL.
let routes: [LibraryRoute] = [.book(42), .author("Ursula K. Le Guin"), .author("a/b?c#d%"), .settings]
for route in routes {
    let url = route.url
    expect("round trip \(route)", url.flatMap(LibraryRoute.init(url:)) == route, "url \(String(describing: url))")
}
expect("a route without a path has no url", LibraryRoute.about.url == nil)
expect("a custom scheme's host is the first segment", LibraryRoute(url: URL(string: "library://books/7")!) == .book(7))
expect("an unknown path is no route", LibraryRoute(url: URL(string: "/shelves/1")!) == nil)
expect("a value that does not parse is no route", LibraryRoute(url: URL(string: "/books/seven")!) == nil)
expect("an empty value has no url", LibraryRoute.author("").url == nil, "\(String(describing: LibraryRoute.author("").url))")
expect("a path without its value is no route", LibraryRoute(url: URL(string: "/authors")!) == nil)

@MainActor func driveRouter() {
    let router = LibraryRouter()
    router.navigate(to: .book(1))
    router.navigate(to: .settings)
    router.pop()
    let afterPop = router.path
    router.navigate(to: .about)
    router.popToRoot()
    expect("the router pushes, pops and pops to root", afterPop == [.book(1)] && router.path.isEmpty, "\(afterPop)")
}
MainActor.assumeIsolated { driveRouter() }

exit(failures == 0 ? 0 : 1)
#endif
