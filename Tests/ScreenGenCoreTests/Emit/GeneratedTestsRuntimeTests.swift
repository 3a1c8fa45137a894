import Foundation
import Testing

/// The generated tests run on Linux, as a team's `swift test` runs them: each golden case that writes
/// tests has its suites built against a module of its generated stores and routes (with the fixture
/// models) and run, and they pass; against a deliberately broken store, whose load never leaves
/// `.loading`, or whose next page drops the rows, the store's suite fails, so the generated tests can
/// fail.
@Suite struct GeneratedTestsRuntimeTests {
    static let cases = GoldenCase.all.filter { $0.testsModule != nil }

    @Test func thereAreGeneratedTestsToRun() {
        #expect(Self.cases.count >= 3)
    }

    @Test(arguments: cases)
    func generatedTestsPassAgainstTheGeneratedCode(_ golden: GoldenCase) throws {
        let code = golden.expectedFiles.filter { GoldenCase.isPlatformNeutral($0) }
            .map { golden.expectedDirectory + "/" + $0 }
        let run = try TestsDriver(module: try #require(golden.testsModule), code: code, tests: Self.tests(of: golden))
            .run()
        #expect(run?.status == 0, "the generated tests of \(golden.name) fail:\n\(run?.output ?? "")")
        #expect(run?.output.contains("✘") == false)
    }

    @Test func aStoreWhoseLoadNeverEndsFailsItsGeneratedTests() throws {
        let golden = GoldenCase(name: "store-owned-protocol-dependency")
        let broken = TestPaths.path("Tests/Fixtures/TestsDriver/BrokenTimelineStore.swift")
        let module = try #require(golden.testsModule)
        let run = try #require(try TestsDriver(module: module, code: [broken], tests: Self.tests(of: golden)).run())
        #expect(run.status != 0, "the generated tests pass against a broken store:\n\(run.output)")
        for state in [
            "loaded previews ends loaded, with a value", "empty previews ends empty", "error previews ends failed",
        ] {
            Self.expect(run, "loadPosts() with the \(state)", passed: false)
        }
        // The phase a cancelled load leaves alone is `.loading`, which the broken store keeps.
        Self.expect(run, "loadPosts() cancelled before it starts stays loading", passed: true)
    }

    /// The cancelled-load tests tell apart a load that publishes (a first load ends `.loading`) and
    /// one that resets (a reload ends `.loaded`): this store resets, and only the second fails.
    @Test func aStoreThatResetsOrWhoseNextPageDropsTheRowsFailsItsTests() throws {
        let golden = GoldenCase(name: "paging-store-timeline")
        let broken = TestPaths.path("Tests/Fixtures/TestsDriver/BrokenHomeTimelineStore.swift")
        let module = try #require(golden.testsModule)
        let run = try #require(try TestsDriver(module: module, code: [broken], tests: Self.tests(of: golden)).run())
        #expect(run.status != 0, "the generated tests pass against a broken store:\n\(run.output)")
        for test in [
            "loadPosts() again, cancelled before it starts, stays loaded",
            "loadMorePosts() with the nextPage previews appends the next page",
            "loadMorePosts() with the nextPageError previews fails and keeps the rows",
            "loadPosts() overtaken by a newer load does not show its late failure",
            "loadPosts() failing after it loaded keeps the value and reports the failure",
        ] {
            Self.expect(run, test, passed: false)
        }
        // Its first load publishes as the generated store's does.
        for test in [
            "loadPosts() with the loaded previews ends loaded, with a value",
            "loadPosts() cancelled before it starts stays loading",
        ] {
            Self.expect(run, test, passed: true)
        }
    }

    /// The tests that hold calls at the gate each catch their own mistake: a load that publishes
    /// whichever answer comes last, a failed reload that replaces the value, and the others pass.
    @Test(arguments: [
        Mutant(
            "an older request's answer is shown",
            replacing: [
                "guard request == postsRequest, !Task.isCancelled": "guard !Task.isCancelled",
                "let request = postsRequest": "_ = postsRequest",
            ],
            fails: ["loadPosts() overtaken by a newer load does not show its late failure"],
            passes: ["loadPosts() failing after it loaded keeps the value and reports the failure"]),
        Mutant(
            "a failed reload replaces the value",
            replacing: ["if self.posts.hasLoaded {": "if false {"],
            fails: ["loadPosts() failing after it loaded keeps the value and reports the failure"],
            passes: ["loadPosts() overtaken by a newer load does not show its late failure"]),
    ])
    func aTimelineStoreWithALoadMistakeFailsItsGatedTest(_ mutant: Mutant) throws {
        try mutant.run(on: GoldenCase(name: "paging-store-timeline"), file: "HomeTimeline/HomeTimelineStore.swift")
    }

    /// A next page fetched for the rows of another search text, appended or not, changes the phase,
    /// which the test of a changed text sees; the first page's tests still pass.
    @Test func aSearchStoreThatPagesTheOldTextsRowsFailsItsTest() throws {
        try Mutant(
            "a next page after the text changed",
            replacing: [
                "guard case .loaded(let loaded, let nextPage, let input) = self.repos, input == query,":
                    "guard case .loaded(let loaded, let nextPage, let input) = self.repos,"
            ],
            fails: ["loadMoreRepos() after query changed leaves the rows of the old one alone"],
            passes: [
                "loadMoreRepos() with the nextPage previews appends the next page",
                "loadRepos() with the loaded previews ends loaded, with a value",
            ]
        ).run(on: GoldenCase(name: "paging-search-store-repos"), file: "RepoSearch/RepoSearchStore.swift")
    }

    /// An action that runs once per screen rather than per row, and a delete that keeps the rows out
    /// when it fails, each fail their own test.
    @Test(arguments: [
        Mutant(
            "one order at a time",
            replacing: ["guard !markReadyInFlight.contains(order.id) else": "guard markReadyInFlight.isEmpty else"],
            fails: ["markReady(_:) runs for two rows at once, and once per row"],
            passes: [
                "cancel(_:) runs for two rows at once, and once per row",
                "cancel(_:) failing puts the rows it took out back",
            ]),
        Mutant(
            "a failed cancel keeps the orders off the list",
            replacing: ["self.orders.restore(removed)": "_ = removed"],
            fails: ["cancel(_:) failing puts the rows it took out back"],
            passes: [
                "cancel(_:) runs for two rows at once, and once per row",
                "markReady(_:) runs for two rows at once, and once per row",
            ]),
    ])
    func anOrderStoreWithARowMistakeFailsItsGatedTest(_ mutant: Mutant) throws {
        try mutant.run(on: GoldenCase(name: "orders-grouped-store"), file: "OrderQueue/OrderQueueStore.swift")
    }

    /// The store of a screen that registers its own destinations (navigation-destinations-orders)
    /// has the suite of any loading store: one whose failure shows as empty fails exactly that test.
    @Test func aDestinationsScreensStoreThatHidesItsFailureFailsItsTest() throws {
        try Mutant(
            "a failure shown as empty",
            replacing: ["self.orders = .failed(error)": "self.orders = .empty"],
            fails: ["loadOrders() with the error previews ends failed"],
            passes: [
                "loadOrders() with the loaded previews ends loaded, with a value",
                "loadOrders() with the empty previews ends empty",
            ]
        ).run(on: GoldenCase(name: "navigation-destinations-orders"), file: "Orders/OrdersStore.swift")
    }

    /// A store that shapes its rows: an input whose change does not shape them again, and groups made
    /// of the whole collection rather than the rows shown, each fail their own test.
    @Test(arguments: [
        Mutant(
            "the owned-only switch shapes nothing",
            replacing: ["var ownedOnly: Bool = false {\n        didSet { updateShownItems() }\n    }": "var ownedOnly = false"],
            fails: ["shownItems follows ownedOnly"],
            passes: ["shownItems follows items", "shownItems follows the search text"]),
        Mutant(
            "the search text shapes nothing",
            replacing: ["var query: String = \"\" {\n        didSet { updateShownItems() }\n    }": "var query = \"\""],
            fails: ["shownItems follows the search text"],
            passes: ["shownItems follows items", "shownItems follows ownedOnly"]),
        Mutant(
            "the collection shapes nothing",
            replacing: ["var items: [Item] {\n        didSet { updateShownItems() }\n    }": "var items: [Item]"],
            fails: ["shownItems follows items"],
            passes: ["shownItems follows the search text"]),
    ])
    func anItemStoreWithAShapingMistakeFailsItsTest(_ mutant: Mutant) throws {
        try mutant.run(on: GoldenCase(name: "spec-item-list"), file: "ItemList/ItemListStore.swift")
    }

    /// Groups of the whole collection stay when a search finds nothing (an emptied collection empties
    /// them anyway).
    @Test func aWorkingGroupStoreThatGroupsTheWholeCollectionFailsItsTest() throws {
        try Mutant(
            "groups of every working group",
            replacing: ["Dictionary(grouping: shownWorkingGroups,": "Dictionary(grouping: workingGroups,"],
            fails: ["shownWorkingGroups follows the search text"],
            passes: ["shownWorkingGroups follows workingGroups"]
        ).run(
            on: GoldenCase(name: "items-grouped-store-ietf"), file: "WorkingGroupList/WorkingGroupListStore.swift")
    }

    /// A form seeded by every answer, one whose flag is never set, and one a failure marks seeded, each
    /// fail their own test.
    @Test(arguments: [
        Mutant(
            "every answer seeds the form",
            replacing: ["if !self.isProfileSeeded {": "if true {"],
            fails: ["loadProfile() again keeps what was typed"],
            passes: [
                "loadProfile() with the loaded previews seeds the form",
                "loadProfile() with the error previews leaves the form waiting",
            ]),
        Mutant(
            "the fields wait for ever",
            replacing: ["self.isProfileSeeded = true": "_ = self.isProfileSeeded"],
            fails: ["loadProfile() with the loaded previews seeds the form"],
            passes: ["loadProfile() with the error previews leaves the form waiting"]),
        Mutant(
            "a failure ends the wait",
            replacing: ["self.profile = .failed(error)": "self.profile = .failed(error)\n                self.isProfileSeeded = true"],
            fails: ["loadProfile() with the error previews leaves the form waiting"],
            passes: ["loadProfile() with the loaded previews seeds the form"]),
    ])
    func anEditProfileStoreWithASeedingMistakeFailsItsTest(_ mutant: Mutant) throws {
        try mutant.run(on: GoldenCase(name: "spec-edit-profile"), file: "EditProfile/EditProfileStore.swift")
    }

    /// A delete that keeps only the rows it was asked to remove, and an add that leaves its text, each
    /// fail their own test.
    @Test(arguments: [
        Mutant(
            "a delete that keeps the deleted rows",
            replacing: ["filter { !offsets.contains($0.offset) }.map(\\.element)\n    }\n\n    /// Moves": "filter { offsets.contains($0.offset) }.map(\\.element)\n    }\n\n    /// Moves"],
            fails: ["deleteKeywords(at:) removes the rows at the offsets"],
            passes: ["moveKeywords(from:to:) moves a row to the end and back"]),
        Mutant(
            "an add that keeps its text",
            replacing: ["newKeyword = \"\"": "_ = newKeyword"],
            fails: ["addKeyword() appends a row for the text, and none for an empty one"],
            passes: ["deleteKeywords(at:) removes the rows at the offsets"]),
    ])
    func aKeywordStoreWithAnEditMistakeFailsItsTest(_ mutant: Mutant) throws {
        try mutant.run(on: GoldenCase(name: "spec-keyword-list"), file: "KeywordList/KeywordListStore.swift")
    }

    /// A poll that ignores its task's cancellation never returns: its test says so within seconds
    /// rather than wait for ever, and the other poll's test passes.
    @Test func aPollThatIgnoresCancellationFailsItsTest() throws {
        try Mutant(
            "a poll that never ends",
            replacing: [
                "        while !Task.isCancelled {\n            do { try await Task.sleep(for: interval) } catch { return }\n            await loadSummary(keepingFailure: true)":
                    "        while true {\n            try? await Task.sleep(for: interval)\n            await loadSummary(keepingFailure: true)"
            ],
            fails: ["pollSummary(every:) loads, and ends when its task is cancelled"],
            passes: ["pollMetrics(every:) loads, and ends when its task is cancelled"]
        ).run(on: GoldenCase(name: "spec-pihole-detail"), file: "PiholeDetail/PiholeDetailStore.swift")
    }

    /// A golden store with one deliberate mistake, made by replacing its code, so that it stays in step
    /// with the golden: the tests it `fails` fail against it, and those it `passes` still pass.
    struct Mutant: Sendable, CustomTestStringConvertible {
        var name: String
        var replacing: [String: String]
        var fails: [String]
        var passes: [String]

        init(_ name: String, replacing: [String: String], fails: [String], passes: [String]) {
            self.name = name
            self.replacing = replacing
            self.fails = fails
            self.passes = passes
        }

        var testDescription: String { name }

        func run(on golden: GoldenCase, file: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
            var code = try String(contentsOfFile: golden.expectedDirectory + "/" + file, encoding: .utf8)
            for (match, broken) in replacing.sorted(by: { $0.key < $1.key }) {
                try #require(code.contains(match), "the golden's \(file) has no \(match)")
                code = code.replacingOccurrences(of: match, with: broken)
            }
            let scratch = try makeTemporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            let mutant = scratch + "/" + (file.split(separator: "/").last.map(String.init) ?? file)
            try code.write(toFile: mutant, atomically: true, encoding: .utf8)
            let others = golden.expectedFiles.filter { GoldenCase.isPlatformNeutral($0) && $0 != file }
                .map { golden.expectedDirectory + "/" + $0 }
            let module = try #require(golden.testsModule)
            let run = try #require(
                try TestsDriver(
                    module: module, code: [mutant] + others, tests: GeneratedTestsRuntimeTests.tests(of: golden)
                )
                .run())
            #expect(run.status != 0, "the generated tests pass against \(name):\n\(run.output)")
            for test in fails {
                GeneratedTestsRuntimeTests.expect(run, test, passed: false, sourceLocation: sourceLocation)
            }
            for test in passes {
                GeneratedTestsRuntimeTests.expect(run, test, passed: true, sourceLocation: sourceLocation)
            }
        }
    }

    /// A route enum that matches a path by its prefix, reads a word as 0 and compares the whole URL
    /// fails the near misses: a path cut short, a mistyped value, a trailing slash and a query. It is
    /// the golden's route enum with those two matches broken, so it stays in step with the golden.
    @Test func aRouteEnumThatParsesNearMissesFailsItsTests() throws {
        let golden = GoldenCase(name: "tests-deep-links-shelf")
        var route = try String(contentsOfFile: golden.expectedDirectory + "/Shelf/ShelfRoute.swift", encoding: .utf8)
        for (match, broken) in [
            (
                #"if segments.count == 2, segments[0] == "books", let value = Self.value(segments[1], as: Int.self) {"#
                    + "\n            self = .book(value)",
                #"if segments.count >= 2, segments[0] == "books" {"#
                    + "\n            self = .book(Int(segments[1]) ?? 0)"
            ),
            (
                #"if segments.count == 1, segments[0] == "settings" {"#,
                #"if url.absoluteString.hasSuffix("/settings") {"#
            ),
        ] {
            try #require(route.contains(match), "the golden's route enum has no \(match)")
            route = route.replacingOccurrences(of: match, with: broken)
        }
        let scratch = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let broken = scratch + "/ShelfRoute.swift"
        try route.write(toFile: broken, atomically: true, encoding: .utf8)
        let router = golden.expectedDirectory + "/Shelf/ShelfRouter.swift"
        let module = try #require(golden.testsModule)
        let run = try #require(
            try TestsDriver(module: module, code: [broken, router], tests: Self.tests(of: golden)).run())
        #expect(run.status != 0, "the generated tests pass against a broken route enum:\n\(run.output)")
        for test in [
            "A route's path without its last segment is no route",
            "A value of the wrong type is no route",
            "A trailing slash or a query string names the same route",
            // `/books/42/posts/latest` is read as `.book(42)`.
            "Each route with a path comes back from its URL",
        ] {
            Self.expect(run, test, passed: false)
        }
        Self.expect(run, "A URL that matches no path is no route", passed: true)
    }

    /// Expects the run to report the test of this display name passed, or failed.
    static func expect(
        _ run: (status: Int32, output: String), _ test: String, passed: Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        // A parameterized test reports "with N test cases" between its name and its outcome.
        let start = passed ? "✔ Test \"\(test)\" " : "✘ Test \"\(test)\" "
        let outcome = passed ? " passed after " : " failed after "
        let reported = run.output.split(separator: "\n").contains { $0.hasPrefix(start) && $0.contains(outcome) }
        #expect(reported, "no '\(start)…\(outcome)' in:\n\(run.output)", sourceLocation: sourceLocation)
    }

    static func tests(of golden: GoldenCase) -> [String] {
        golden.expectedTestFiles.map { golden.expectedTestsDirectory + "/" + $0 }
    }
}

/// Builds generated code (importing the fixture models, `FixtureModels`) as the module the generated tests import (with
/// testing enabled, for `@testable import`), then the tests with Tests/Fixtures/TestsDriver's
/// runner, and runs them. Swift 6 language mode; a warning in either build is a failure.
struct TestsDriver {
    var module: String
    var code: [String]
    var tests: [String]

    /// The run's exit status and its report (standard output and error); nil, with the failure
    /// recorded, when a build fails.
    func run() throws -> (status: Int32, output: String)? {
        let swiftc = try #require(which("swiftc"))
        let scratch = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let library = try ScreenGenCoreTests.run(
            swiftc,
            [
                "-swift-version", "6", "-parse-as-library", "-enable-testing", "-emit-module", "-emit-library",
                "-static", "-module-name", module, "-o", scratch + "/lib\(module).a",
            ] + FixtureModels.arguments(linking: false) + code, in: scratch)
        guard library.status == 0 else {
            Issue.record("the code under test does not build:\n\(library.stderr)")
            return nil
        }
        #expect(!library.stderr.contains("warning:"), "the code under test builds with warnings:\n\(library.stderr)")
        let executable = scratch + "/Runner"
        let build = try ScreenGenCoreTests.run(
            swiftc,
            [
                "-swift-version", "6", "-parse-as-library", "-I", scratch, "-L", scratch, "-l\(module)", "-o",
                executable, TestPaths.path("Tests/Fixtures/TestsDriver/Runner.swift"),
            ] + FixtureModels.arguments(linking: true) + tests, in: scratch)
        guard build.status == 0 else {
            Issue.record("the generated tests do not build:\n\(build.stderr)")
            return nil
        }
        #expect(!build.stderr.contains("warning:"), "the generated tests build with warnings:\n\(build.stderr)")
        let result = try ScreenGenCoreTests.run(executable, [], in: scratch)
        return (result.status, result.stdout + result.stderr)
    }
}
