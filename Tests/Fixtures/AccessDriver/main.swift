// The second module of Tests/Golden/access-public-account-statuses (AccessModuleTests builds it on
// Linux): the golden's store, route, router, sheet and alert enums are compiled as module `Feature`,
// and this module imports it, as an app target imports the package its screens live in. It uses
// only what `access: public` declares: with one of those `public`s left out it does not build.
// Prints one PASS or FAIL line per check and exits 1 on any failure.
import Feature
import Foundation

@MainActor
func drive() async {
    // The store, made and loaded from outside its module.
    let store = AccountStatusesStore(client: PreviewAccountStatusesClient(), mode: .bookmarks)
    await store.loadStatuses()
    if case .loaded(let statuses) = store.statuses {
        check("store loads", statuses.map(\.id) == ["109", "110"], "\(statuses.map(\.id))")
    } else {
        check("store loads", false, "\(store.statuses)")
    }
    check("loaded", store.statuses.hasLoaded && store.statusesReloadError == nil, "\(store.statuses)")
    let removed = (try? await store.unbookmark(AccountStatus.samples[0])) ?? false
    check("action runs", removed && store.unbookmarkInFlight.isEmpty, "\(removed)")

    // A deep link, read into a route and written back, pushed on the router.
    let route = AccountStatusesRoute(url: URL(string: "icecubes://statuses/109")!)
    check("route from a URL", route == .status("109"), "\(String(describing: route))")
    check("URL of a route", route?.url?.absoluteString == "/statuses/109", "\(String(describing: route?.url))")
    let router = AccountStatusesRouter()
    if let route { router.navigate(to: route) }
    router.navigate(to: .status("110"))
    router.pop()
    check("router pushes", router.path == [.status("109")], "\(router.path)")
    router.popToRoot()
    check("router pops to the root", router.path.isEmpty, "\(router.path)")

    // The presentation enums another module presents from.
    check("sheet id", AccountStatusesSheet.report(AccountStatus.samples[1]).id == "report-110", "")
    if case .unbookmarkFailed = AccountStatusesAlert.unbookmarkFailed(CancellationError()) {
        check("alert case", true, "")
    }
}

await drive()
exit(failures == 0 ? 0 : 1)
