extension TemplateContext {
    /// A screen's `tests`: the `store` suite (null without one) and the `routes` suite (null
    /// without one); see `TestsModel`.
    static func tests(_ tests: TestsModel) -> JSONValue {
        .object([
            ("store", tests.store.map(storeTests) ?? .null),
            ("routes", tests.routes.map(routeTests) ?? .null),
        ])
    }

    /// `suiteName`, `storeType` and the `loads`, each with its `name` (the phase property),
    /// `functionName`, `isPaged`, its `expectations` and the `cancelled` tests' store (a first load and
    /// a loaded one's reload, each cancelled before it starts), and for a paged
    /// load `loadMoreFunction` and the `nextPage` and `nextPageFailure` tests (null when no dependency
    /// keys their state); the `actions`
    /// (each `name`, `inFlight`, `failureCase`, and a `succeeds` and a `fails` test, or null) and the
    /// `untestedActions`; a paged load's `inputChange` test (null unless it is keyed by a `String`
    /// store property and has a `nextPage` store: `testName`, the `property` and the store); each load's `gated` tests (null without a `gated` value its call reads:
    /// `newestTestName`, `reloadTestName`, `reloadError` and the gated store), the `rowActions` (each
    /// `name`, `inFlight`, the rows' `phase`, `loadFunction`, `isPaged`, `isKeyed`, `takesMany`, a
    /// `perRowTestName` and a `restoreTestName` or null, `hasActionArguments`, and the gated store), `hasGatedTests` (the
    /// suite declares `GatedCalls`) `lacksGate` (no `gated` value, where tests could use one) and `gatedLeftOut` (comment lines: a `gated` value no test could use); `leftOut`, the lines that say why a suite has no test (none when it has), and `hasLeftOut`.
    private static func storeTests(_ suite: StoreTestsModel) -> JSONValue {
        .object([
            ("suiteName", .string(suite.suiteName)),
            ("storeType", .string(suite.storeType)),
            ("loads", .array(suite.loads.map(loadTests))),
            (
                "actions",
                .array(
                    suite.actions.map { action in
                        .object([
                            ("name", .string(action.name)),
                            ("inFlight", .string(action.inFlight)),
                            ("failureCase", .string(action.failureCase)),
                            ("succeeds", action.succeeds.map { actionTest(action.bareName + "Succeeds", $0) } ?? .null),
                            ("fails", action.fails.map { actionTest(action.bareName + "Fails", $0) } ?? .null),
                        ])
                    })
            ),
            ("rowActions", .array(suite.rowActions.map(rowActionTests))),
            ("hasGatedTests", .bool(suite.loads.contains { $0.gated != nil } || !suite.rowActions.isEmpty)),
            ("lacksGate", .bool(suite.lacksGate)),
            ("gatedLeftOut", .array(suite.gatedLeftOut.map(JSONValue.string))),
            ("hasGatedLeftOut", .bool(!suite.gatedLeftOut.isEmpty)),
            ("untestedActions", .array(suite.untestedActions.map(JSONValue.string))),
            ("leftOut", .array(suite.leftOut.map(JSONValue.string))),
            ("hasLeftOut", .bool(!suite.leftOut.isEmpty)),
            ("shapings", .array(suite.shapings.map(shapingTests))),
            ("seedings", .array(suite.seedings.map(seedingTests))),
            ("polls", .array(suite.polls.map(pollTest))),
            ("hasPolls", .bool(!suite.polls.isEmpty)),
            ("rowEdits", .array(suite.rowEdits.map(rowEditsTests))),
            ("stateLeftOut", .array(suite.stateLeftOut.map(JSONValue.string))),
            ("hasStateLeftOut", .bool(!suite.stateLeftOut.isEmpty)),
        ])
    }

    /// A shaped collection's tests: the `shown` rows, the `source`, the `groups` (null ungrouped),
    /// the rows' `identity`, the `searchText` (null without a search) with the `searchedText` a row
    /// is found by (null when none is) and the `element` bound to it, the `changes` of inputs each
    /// with its `testName`, and the store.
    private static func shapingTests(_ shaping: ShapingTestsModel) -> JSONValue {
        let bare = shaping.shown.trimmingBackticks
        return .object(
            [
                ("shown", .string(shaping.shown)),
                ("source", .string(shaping.source)),
                ("groups", shaping.groups.map(JSONValue.string) ?? .null),
                ("identity", .string(shaping.identity)),
                ("collectionTestName", .string(bare + "FollowsTheCollection")),
                (
                    "search",
                    shaping.searchText.map { text in
                        .object([
                            ("text", .string(text)),
                            ("testName", .string(bare + "FollowsTheSearchText")),
                            ("searchedText", shaping.searchedText.map(JSONValue.string) ?? .null),
                            ("element", .string(shaping.element)),
                        ])
                    } ?? .null
                ),
                (
                    "changes",
                    .array(
                        shaping.changes.map { change in
                            .object([
                                ("property", .string(change.property)),
                                ("toggles", .bool(change.toggles)),
                                (
                                    "testName",
                                    .string(bare + "Follows" + SwiftIdentifier.capitalized(change.property.trimmingBackticks))
                                ),
                            ])
                        })
                ),
            ] + storeSetup(shaping.setup))
    }

    /// A seeding load's tests: its `name`, `functionName`, `flag`, `isKeyed`, the `compared` seeds
    /// (`property` and `value`), the `typed` changes, the test names, the loaded store, and
    /// `failing` (null, or an object with the failing store).
    private static func seedingTests(_ seeding: SeedingTestsModel) -> JSONValue {
        .object(
            [
                ("name", .string(seeding.name)),
                ("functionName", .string(seeding.functionName)),
                ("flag", .string(seeding.flag)),
                ("isKeyed", .bool(seeding.isKeyed)),
                (
                    "compared",
                    .array(
                        seeding.compared.map { .object([("property", .string($0.property)), ("value", .string($0.value))]) })
                ),
                ("hasCompared", .bool(!seeding.compared.isEmpty)),
                (
                    "typed",
                    .array(
                        seeding.typed.map { change in
                            .object([
                                ("property", .string(change.property)), ("toggles", .bool(change.toggles)),
                                (
                                    "local",
                                    .string("typed" + SwiftIdentifier.capitalized(change.property.trimmingBackticks))
                                ),
                            ])
                        })
                ),
                ("hasTyped", .bool(!seeding.typed.isEmpty)),
                ("seedsTestName", .string(seeding.bareName + "SeedsTheForm")),
                ("reloadTestName", .string(seeding.bareName + "ReloadKeepsWhatWasTyped")),
                ("failing", test(seeding.bareName + "FailureLeavesTheFormWaiting", seeding.failing)),
            ] + storeSetup(seeding.loaded))
    }

    /// A poll's test: the `functionName`, the load's `name`, `ignoresFailure`, `testName`, the store.
    private static func pollTest(_ poll: PollTestsModel) -> JSONValue {
        .object(
            [
                ("functionName", .string(poll.functionName)),
                ("name", .string(poll.name)),
                ("ignoresFailure", .bool(poll.ignoresFailure)),
                ("testName", .string(poll.bareName + "PollEndsWhenCancelled")),
                ("hasCallArguments", .bool(!poll.setup.environment.isEmpty)),
            ] + storeSetup(poll.setup))
    }

    /// An edited array's tests: its `source`, the rows' `identity`, the `delete` and `move` methods
    /// and the `add` method and its `text` (each null, or an object with its `function` and
    /// `testName`), and the store.
    private static func rowEditsTests(_ edits: RowEditsTestsModel) -> JSONValue {
        func method(_ function: String?, _ test: String) -> JSONValue {
            function.map { .object([("function", .string($0)), ("testName", .string($0.trimmingBackticks + test))]) }
                ?? .null
        }
        return .object(
            [
                ("source", .string(edits.source)),
                ("identity", .string(edits.identity)),
                ("delete", method(edits.deleteFunction, "RemovesTheRows")),
                ("move", method(edits.moveFunction, "MovesTheRows")),
                (
                    "add",
                    edits.add.map { add in
                        .object([
                            ("function", .string(add.function)), ("text", .string(add.text)),
                            ("testName", .string(add.function.trimmingBackticks + "AppendsARow")),
                        ])
                    } ?? .null
                ),
            ] + storeSetup(edits.setup))
    }

    /// One load's tests, as `storeTests` lists them.
    private static func loadTests(_ load: LoadTestsModel) -> JSONValue {
        let cancelled: JSONValue =
            load.cancelled.map {
                .object(
                    [
                        ("testName", .string(load.bareName + "Cancelled")),
                        ("reloadTestName", .string(load.bareName + "CancelledReloadKeepsLoaded")),
                    ] + storeSetup($0))
            } ?? .null
        var inputChange: JSONValue = .null
        if let property = load.changedInput, let setup = load.nextPage {
            inputChange = .object(
                [("testName", .string(load.bareName + "NextPageKeepsToItsInput")), ("property", .string(property))]
                    + storeSetup(setup))
        }
        let gated: JSONValue =
            load.gated.map {
                .object(
                    [
                        ("newestTestName", .string(load.bareName + "NewestRequestWins")),
                        ("reloadTestName", .string(load.bareName + "FailedReloadKeepsValue")),
                        ("reloadError", .string(load.reloadError)),
                    ] + gatedSetup($0))
            } ?? .null
        return .object([
            ("name", .string(load.name)),
            ("functionName", .string(load.functionName)),
            ("isPaged", .bool(load.isPaged)),
            ("isKeyed", .bool(load.isKeyed)),
            ("expectations", .array(load.expectations.map { expectation($0, of: load) })),
            ("cancelled", cancelled),
            ("loadMoreFunction", load.loadMoreFunction.map(JSONValue.string) ?? .null),
            ("nextPage", test(load.bareName + "NextPageAppends", load.nextPage)),
            ("nextPageFailure", test(load.bareName + "NextPageFailureKeepsRows", load.nextPageFailure)),
            ("inputChange", inputChange),
            ("gated", gated),
        ])
    }

    /// One row action's tests, as `storeTests` lists them.
    private static func rowActionTests(_ action: RowActionTestsModel) -> JSONValue {
        let perRow: JSONValue = action.runsPerRow ? .string(action.bareName + "RunsPerRow") : .null
        let restore: JSONValue = action.restoresRows ? .string(action.bareName + "FailureRestoresRows") : .null
        let members: [(String, JSONValue)] = [
            ("name", .string(action.name)),
            ("inFlight", .string(action.inFlight)),
            ("phase", .string(action.phase)),
            ("loadFunction", .string(action.loadFunction)),
            ("isPaged", .bool(action.isPaged)),
            ("isKeyed", .bool(action.isKeyed)),
            ("takesMany", .bool(action.takesMany)),
            ("perRowTestName", perRow),
            ("restoreTestName", restore),
            ("hasActionArguments", .bool(!action.setup.actionArguments.isEmpty)),
        ]
        return .object(members + gatedSetup(action.setup))
    }

    /// An action's test: its `testName` and the store it makes.
    private static func actionTest(_ name: String, _ setup: StoreSetup) -> JSONValue {
        .object([("testName", .string(name))] + storeSetup(setup))
    }

    /// A test named `name` that makes the store so, or null without a store to make.
    private static func test(_ name: String, _ setup: StoreSetup?) -> JSONValue {
        setup.map { actionTest(name, $0) } ?? .null
    }

    /// One test: the preview `state`, its `testName`, the phase it expects (one of `isLoaded`,
    /// `isEmpty`, `isFailed` true, and `phase` its name), `expectsValue` (a loaded value that is not
    /// empty), and the store it makes.
    private static func expectation(_ expectation: PhaseExpectation, of load: LoadTestsModel) -> JSONValue {
        .object(
            [
                ("state", .string(expectation.state.rawValue)),
                ("testName", .string(load.bareName + SwiftIdentifier.capitalized(expectation.phase.rawValue))),
                ("phase", .string(expectation.phase.rawValue)),
                ("isLoaded", .bool(expectation.phase == .loaded)),
                ("isEmpty", .bool(expectation.phase == .empty)),
                ("isFailed", .bool(expectation.phase == .failed)),
                ("expectsValue", .bool(expectation.expectsValue)),
            ] + storeSetup(expectation.setup))
    }

    /// `store`: how the test makes the store (as the `previewValue` partial writes a value), and
    /// `callArguments`: what it passes the load or action it calls from the environment's preview
    /// values (each a `label` and a value, with `isLast`), empty when the call reads nothing from it.
    private static func storeSetup(_ setup: StoreSetup) -> [(String, JSONValue)] {
        [("store", .object(value(setup.construction))), ("callArguments", arguments(setup.environment))]
    }

    /// A test that holds calls at the gate: `gatedStore` (how it makes the store, as the
    /// `previewValue` partial writes a value), `bindings` (each environment value, a `name` and the
    /// value, made once before the store) and what the load and the action pass of them
    /// (`loadArguments`, `actionArguments`: each a `label` and the local `name`, with `isLast`).
    private static func gatedSetup(_ setup: GatedSetup) -> [(String, JSONValue)] {
        func passed(_ labels: [String]) -> JSONValue {
            separated(labels.map { [("label", .string($0)), ("name", .string(SwiftIdentifier.escaped($0)))] })
        }
        return [
            ("gatedStore", .object(value(setup.store))),
            ("bindings", .array(setup.environment.map { .object([("name", .string($0.label))] + value($0.value)) })),
            ("loadArguments", passed(setup.loadArguments)),
            ("actionArguments", passed(setup.actionArguments)),
        ]
    }

    /// `suiteName`, `routeType`, the `routes` the round-trip test makes (each a `caseName` and its
    /// `sample`, null for a case without a value), the `unsampled` cases it leaves out, an
    /// `unmatchedPath` that no route's pattern matches, the `shortened` routes (as `routes`) whose URL
    /// cut short is no route, and the `mistypedPaths` (each a string `literal`) of a route whose
    /// value is a word its type does not read.
    /// Routes a test makes: each a `caseName` and its `sample` (null for a case without a value).
    private static func samples(_ routes: [RouteSample]) -> JSONValue {
        separated(
            routes.map { route in
                [("caseName", .string(route.caseName)), ("sample", route.sample.map(JSONValue.string) ?? .null)]
            })
    }

    static func routeTests(_ suite: RouteTestsModel) -> JSONValue {
        .object([
            ("suiteName", .string(suite.suiteName)),
            ("routeType", .string(suite.routeType)),
            ("routes", samples(suite.routes)),
            ("hasRoutes", .bool(!suite.routes.isEmpty)),
            ("unsampled", .array(suite.unsampled.map(JSONValue.string))),
            ("hasUnsampled", .bool(!suite.unsampled.isEmpty)),
            ("unmatchedPath", .string("/" + suite.unmatchedSegments.joined(separator: "/"))),
            ("shortened", samples(suite.shortened)),
            ("hasShortened", .bool(!suite.shortened.isEmpty)),
            ("shortensEvery", .bool(suite.shortened.map(\.caseName) == suite.routes.map(\.caseName))),
            ("mistypedPaths", separated(suite.mistypedPaths.map { [("literal", .string(SwiftLiteral.string($0)))] })),
            ("hasMistypedPaths", .bool(!suite.mistypedPaths.isEmpty)),
        ])
    }
}
