// The second module of Tests/Golden/access-package-app-root (AccessModuleTests builds it on Linux):
// the golden's tab enum and navigation, route, router and sheet are compiled as module `Feature`
// of package ScreenGenGoldens, and this module of the same package imports it, as an app target
// shows the root its package declares `package`. It uses only what `access: package` declares:
// with one of those `package`s left out it does not build. Prints one PASS or FAIL line per check
// and exits 1 on any failure.
import Feature
import Foundation

@MainActor
func drive() {
    let navigation = IceCubesNavigation()
    check("first tab", navigation.selectedTab == .bookmarks, "\(navigation.selectedTab)")

    // A deep link selects the tab owning its route and pushes it there.
    let opened = navigation.open(URL(string: "icecubes://accounts/ada")!)
    check(
        "deep link", opened && navigation.selectedTab == .explore && navigation.exploreRouter.path == [.account("ada")],
        "\(navigation.selectedTab) \(navigation.exploreRouter.path)")
    check("unknown link", !navigation.open(URL(string: "icecubes://nowhere")!), "opened")

    // The selected tab tapped again pops its stack; a tab that presents a sheet keeps the selection.
    navigation.select(.explore)
    check("re-tap pops", navigation.exploreRouter.path.isEmpty, "\(navigation.exploreRouter.path)")
    navigation.select(.post)
    check(
        "post presents", navigation.sheet?.id == "composer" && navigation.selectedTab == .explore,
        "\(String(describing: navigation.sheet)) \(navigation.selectedTab)")
    check("routes round-trip", IceCubesRoute(url: IceCubesRoute.tag("swift").url!) == .tag("swift"), "")
    check("no router without a stack", navigation.router(for: .bookmarks) == nil, "")
}

MainActor.assumeIsolated { drive() }
exit(failures == 0 ? 0 : 1)
