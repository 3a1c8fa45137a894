// Drives the generated SocialNavigation of Tests/Golden/app-social-tabs on Linux (StoreRuntimeTests
// builds it with SocialTab.swift, SocialRoute.swift, SocialRouter.swift, SocialSheet.swift and
// Models.swift): tapping tabs, re-tapping to pop, a tab that presents a sheet, and deep links that
// select the tab owning their route. Prints one PASS or FAIL line per check and exits 1 on any failure.
#if !SCREENGEN_TYPECHECK_ONLY
import Foundation

@MainActor func expect(_ name: String, _ condition: Bool, _ detail: @autoclosure () -> String = "") {
    print("\(condition ? "PASS" : "FAIL") \(name)\(condition ? "" : ": \(detail())")")
    if !condition { failures += 1 }
}

@MainActor func drive() {
    let navigation = SocialNavigation()
    expect("the app starts on the first stacked tab", navigation.selectedTab == .timeline && navigation.sheet == nil)

    // A deep link selects the tab that owns its route and pushes it there.
    navigation.select(.mentions)
    let opened = navigation.open(URL(string: "social://accounts/ada")!)
    expect(
        "a deep link selects its route's tab and pushes on it",
        opened && navigation.selectedTab == .timeline && navigation.timelineRouter.path == [.account("ada")]
            && navigation.mentionsRouter.path.isEmpty,
        "\(navigation.selectedTab) \(navigation.timelineRouter.path)")

    // A route without a tab is pushed on the selected tab.
    navigation.select(.mentions)
    _ = navigation.open(URL(string: "/posts/2")!)
    expect(
        "a route without a tab pushes on the selected tab",
        navigation.selectedTab == .mentions && navigation.mentionsRouter.path == [.post(2)],
        "\(navigation.selectedTab) \(navigation.mentionsRouter.path)")
    expect("a URL that names no route is refused", !navigation.open(URL(string: "/nowhere")!))

    // Re-tapping the selected tab pops its stack to the root; the other stack keeps its path.
    navigation.select(.mentions)
    expect(
        "a re-tap pops the selected tab to its root",
        navigation.mentionsRouter.path.isEmpty && navigation.timelineRouter.path == [.account("ada")])
    navigation.select(.timeline)
    expect(
        "selecting another tab keeps its stack", navigation.timelineRouter.path == [.account("ada")])

    // The post tab presents the composer and keeps the selection.
    navigation.select(.post)
    expect(
        "a sheet tab presents and keeps the selection",
        navigation.sheet?.id == "composer" && navigation.selectedTab == .timeline,
        "\(String(describing: navigation.sheet)) \(navigation.selectedTab)")
    expect("a sheet tab has no stack", navigation.router(for: .post) == nil)

    // A deep link dismisses the sheet before it pushes.
    _ = navigation.open(URL(string: "/accounts/grace")!)
    expect(
        "a deep link dismisses the sheet and pushes",
        navigation.sheet == nil && navigation.timelineRouter.path == [.account("ada"), .account("grace")])
}
MainActor.assumeIsolated { drive() }

exit(failures == 0 ? 0 : 1)
#endif
