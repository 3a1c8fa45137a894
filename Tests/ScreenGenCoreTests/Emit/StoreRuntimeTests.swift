import Foundation
import Testing

/// The generated stores are plain Swift (Observation, no SwiftUI), so on Linux they can be built
/// for real with the fixture models, and one of them can be run.
@Suite struct StoreRuntimeTests {
    /// Every golden store, view model, router, route and presentation enum: the files that are not views.
    static let storeFiles = GoldenCase.allExpectedSwiftFiles.filter {
        GoldenCase.isPlatformNeutral($0)
    }

    /// The cases with platform-neutral files, each built as one module (a router needs its routes).
    /// iOS 16 cases are left out: their ObservableObject stores need Combine, which Linux lacks
    /// (they are type-checked against the iOS SDK instead).
    static let cases = GoldenCase.all.filter { golden in
        !golden.isLegacy
            && golden.expectedFiles.contains { GoldenCase.isPlatformNeutral($0) }
    }

    @Test func thereAreStoresToBuild() {
        #expect(Self.storeFiles.count >= 10)
    }

    /// `-emit-library`, not only `-typecheck`, so the checks that run after type-checking
    /// (definite initialisation, exclusivity, ...) see the store too. Swift 6 language mode.
    @Test(arguments: cases)
    func storeBuildsWithTheFixtureModels(_ golden: GoldenCase) throws {
        let files = golden.expectedFiles.filter { GoldenCase.isPlatformNeutral($0) }
            .map { golden.expectedDirectory + "/" + $0 }
        let path = files.joined(separator: " ")
        let swiftc = try #require(which("swiftc"))
        let scratch = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let result = try run(
            swiftc,
            [
                "-emit-library", "-swift-version", "6", "-parse-as-library", "-module-name", "GoldenStore",
                "-o", scratch + "/libGoldenStore.so",
            ] + FixtureModels.arguments(linking: true) + files, in: scratch)
        let known = files.lazy.compactMap {
            KnownGeneratorIssues.reason(KnownGeneratorIssues.storeDoesNotCompile, for: $0)
        }.first
        withKnownIssue(Comment(rawValue: known ?? ""), isIntermittent: false) {
            #expect(result.status == 0, "\(path) does not build:\n\(result.stderr)")
        } when: {
            known != nil
        }
    }

    /// Tests/Fixtures/StoreDriver/main.swift drives the owned store of
    /// `store-owned-protocol-dependency` (an `any PostsClient` dependency, a `[Post]` load with an
    /// `empty` case) through a successful, an empty, a failing and a cancelled load.
    @Test func timelineStoreReachesEveryPhase() throws {
        let store = TestPaths.path(
            "Tests/Golden/store-owned-protocol-dependency/expected/Timeline/TimelineStore.swift")
        let lines = try FixtureDriver(name: "StoreDriver", files: [store], define: "SCREENGEN_STORE_DRIVER").output()
        #expect(
            lines == [
                "PASS loaded: .loaded(ids: [2], for: \"Compilers\")",
                "PASS empty: .empty(for: \"\")",
                "PASS failed: .failed(StubFailure)",
                "PASS cancelled: .loading",
                "PASS newest wins: .loaded(ids: [2], for: \"Compilers\")",
                "PASS overtaken failure: .loaded(ids: [1, 2], for: \"\")",
                "PASS query carried: .empty(for: \"Nothing matches this\")",
                "PASS failed reload keeps rows: .loaded(ids: [1, 2], for: \"\"), reported: true",
                "PASS failure for a new query: .failed(StubFailure)",
            ])
    }

    /// Tests/Fixtures/GroupDriver/main.swift drives the store of `orders-grouped-store`: its load
    /// groups the orders by status, sorted by key, each group in the service's order; an action on
    /// a row runs once at a time per row; a swipe to delete takes the row out at once and puts it
    /// back when the call fails, unless a load started meanwhile.
    @Test func groupedStoreGroupsWhereItSetsThePhase() throws {
        let store = TestPaths.path("Tests/Golden/orders-grouped-store/expected/OrderQueue/OrderQueueStore.swift")
        let lines = try FixtureDriver(name: "GroupDriver", files: [store], define: "SCREENGEN_GROUP_DRIVER").output()
        #expect(
            lines == [
                "PASS before: ",
                "PASS grouped: placed [2, 5], preparing [4], ready [1, 3]",
                "PASS phase: 5 orders loaded",
                "PASS cancel: cancelled [3]",
                "PASS empty: ",
                "PASS per row: both ran: true, again: false, in flight: [1, 2]",
                "PASS delete restored: during: [1, 2, 4, 5] / placed [2, 5], preparing [4], ready [1]; "
                    + "after: [1, 2, 3, 4, 5] / placed [2, 5], preparing [4], ready [1, 3]",
                "PASS two deletes: [2, 3, 5], cancelled [1, 4]",
                "PASS load wins: [1, 2, 3, 4, 5]",
                "PASS earlier load overtaken: during: [1, 3, 4, 5]; after: [1, 2, 3, 4, 5]",
            ])
    }

    /// Tests/Fixtures/RouteDriver/main.swift round-trips every deep link of the Library flow
    /// through `url` and `init?(url:)`, and drives its router.
    @Test func libraryRoutesRoundTripTheirDeepLinks() throws {
        let folder = TestPaths.path("Tests/Golden/spec-library/expected/Library") + "/"
        let lines = try FixtureDriver(
            name: "RouteDriver", files: [folder + "LibraryRoute.swift", folder + "LibraryRouter.swift"]
        ).output()
        #expect(lines?.contains { $0.hasPrefix("FAIL") } == false)
        #expect(lines?.filter { $0.hasPrefix("PASS") }.count == 11)
    }

    /// Tests/Fixtures/TabDriver/main.swift drives the app of `app-social-tabs` on Linux: a deep link
    /// selects its route's tab and pushes, a re-tap pops to the root, a sheet tab presents and
    /// keeps the selection.
    @Test func appNavigationSelectsTabsAndOpensDeepLinks() throws {
        let folder = TestPaths.path("Tests/Golden/app-social-tabs/expected/Social") + "/"
        let files = ["SocialTab", "SocialRoute", "SocialRouter", "SocialSheet"].map { folder + $0 + ".swift" }
        let lines = try FixtureDriver(name: "TabDriver", files: files).output()
        #expect(lines?.contains { $0.hasPrefix("FAIL") } == false, "\(lines ?? [])")
        #expect(lines?.filter { $0.hasPrefix("PASS") }.count == 9)
    }

    /// Tests/Fixtures/ReselectDriver/main.swift drives the app of `app-social-ios18`, whose timeline
    /// tab has `scrollToTopOnReselect: true`: a re-tap pops, and at the root asks its root screen to
    /// scroll to the top (the router's `scrollToTopRequests`), once per tap; other tabs only pop.
    @Test func aReTapAtTheRootAsksTheRootScreenToScrollToTheTop() throws {
        let lines = try FixtureDriver(name: "ReselectDriver", files: Self.ios18Social.map(TestPaths.path)).output()
        #expect(lines?.contains { $0.hasPrefix("FAIL") } == false, "\(lines ?? [])")
        #expect(lines?.filter { $0.hasPrefix("PASS") }.count == 7, "\(lines ?? [])")
    }

    /// The driver fails on a router that pops without asking at the root, and on a navigation that
    /// re-taps the timeline tab with a plain pop.
    @Test(arguments: [
        ("SocialRouter.swift", "            scrollToTopRequests += 1\n", "", "FAIL a re-tap at the root asks to scroll to the top:"),
        ("SocialTab.swift", "router(for: tab)?.reselect()", "router(for: tab)?.popToRoot()", "FAIL a re-tap at the root asks to scroll to the top:"),
    ])
    func aNavigationThatDoesNotAskFailsTheReselectDriver(file: String, original: String, broken: String, failure: String)
        throws
    {
        let golden = try #require(Self.ios18Social.first { $0.hasSuffix("/" + file) })
        let run = try #require(
            try FixtureDriver.runOnBrokenCopy(
                name: "ReselectDriver", of: golden, replacing: [(original, broken)],
                alongside: Self.ios18Social.filter { $0 != golden }.map(TestPaths.path)))
        #expect(run.status != 0, "\(run.lines)")
        #expect(run.lines.contains { $0.hasPrefix(failure) }, "\(run.lines)")
    }

    static let ios18Social = ["SocialTab", "SocialRoute", "SocialRouter", "SocialSheet"].map {
        "Tests/Golden/app-social-ios18/expected/Social/\($0).swift"
    }
}
