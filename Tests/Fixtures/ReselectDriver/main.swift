// Drives the generated SocialNavigation of Tests/Golden/app-social-ios18 on Linux (StoreRuntimeTests
// builds it with SocialTab.swift, SocialRoute.swift, SocialRouter.swift, SocialSheet.swift and
// Models.swift): the timeline tab (`scrollToTopOnReselect: true`) tapped again pops its stack, and
// tapped again at the root asks its root screen to scroll to the top, once per tap; the mentions
// tab only pops; selecting another tab asks nothing. Prints one PASS or FAIL line per check and
// exits 1 on any failure.
#if !SCREENGEN_TYPECHECK_ONLY
import Foundation

@MainActor func drive() {
    let navigation = SocialNavigation()
    let timeline = navigation.timelineRouter
    check(
        "no request before a tap", timeline.scrollToTopRequests == 0 && navigation.selectedTab == .timeline,
        "\(timeline.scrollToTopRequests)")

    // The selected tab tapped again at its root asks its root screen to scroll to the top.
    navigation.select(.timeline)
    check(
        "a re-tap at the root asks to scroll to the top", timeline.scrollToTopRequests == 1 && timeline.path.isEmpty,
        "\(timeline.scrollToTopRequests) \(timeline.path)")
    navigation.select(.timeline)
    check("each re-tap asks again", timeline.scrollToTopRequests == 2, "\(timeline.scrollToTopRequests)")

    // Off the root, a re-tap pops and asks nothing; the next one, at the root, asks.
    timeline.navigate(to: .account("ada"))
    timeline.navigate(to: .post(2))
    navigation.select(.timeline)
    check(
        "a re-tap off the root pops to it and asks nothing",
        timeline.path.isEmpty && timeline.scrollToTopRequests == 2,
        "\(timeline.path) \(timeline.scrollToTopRequests)")
    navigation.select(.timeline)
    check("then a re-tap at the root asks", timeline.scrollToTopRequests == 3, "\(timeline.scrollToTopRequests)")

    // Selecting a tab is no request; a tab without the key only pops.
    navigation.select(.mentions)
    navigation.select(.timeline)
    check("selecting a tab asks nothing", timeline.scrollToTopRequests == 3, "\(timeline.scrollToTopRequests)")
    navigation.select(.mentions)
    navigation.mentionsRouter.navigate(to: .post(1))
    navigation.select(.mentions)
    navigation.select(.mentions)
    check(
        "a tab without scrollToTopOnReselect only pops",
        navigation.mentionsRouter.path.isEmpty && navigation.mentionsRouter.scrollToTopRequests == 0
            && timeline.scrollToTopRequests == 3,
        "\(navigation.mentionsRouter.path) \(navigation.mentionsRouter.scrollToTopRequests)")
}
MainActor.assumeIsolated { drive() }

exit(failures == 0 ? 0 : 1)
#endif
