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
        ])
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
