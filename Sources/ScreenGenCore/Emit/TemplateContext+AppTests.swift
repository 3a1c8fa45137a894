extension TemplateContext {
    /// An app's `tests`: the `navigation` suite and the `routes` suite (null without a route with a
    /// path), the latter in the same shape as a screen's.
    static func appTests(_ model: AppModel) -> JSONValue {
        .object([
            ("navigation", model.navigationTests.map(navigationTests) ?? .null),
            ("routes", model.routeTests.map(routeTests) ?? .null),
        ])
    }

    /// `suiteName`, `navigationType`, `tabType`, `routeType`, `initialTab`; `stackedTabs` (each `caseName`,
    /// `isLast`) and the `pushedRoute` a re-tap test pushes first (`caseName` and `sample`, or null:
    /// no re-tap test); `sheetTabs` (each `tab` and the `sheet` it presents) and `firstSheetTab`;
    /// `deepLinks` (each `caseName`, `sample`, the `startTab` selected first and the `tab` it opens,
    /// `isLast`), `hasDeepLinks`; and
    /// `routerIsOptional`.
    private static func navigationTests(_ suite: AppNavigationTestsModel) -> JSONValue {
        .object([
            ("suiteName", .string(suite.suiteName)),
            ("navigationType", .string(suite.navigationType)),
            ("tabType", .string(suite.tabType)),
            ("routeType", .string(suite.routeType)),
            ("initialTab", .string(suite.initialTab)),
            ("stackedTabs", separated(suite.stackedTabs.map { [("caseName", .string($0))] })),
            (
                "pushedRoute",
                suite.pushedRoute.map { route in
                    .object([
                        ("caseName", .string(route.caseName)),
                        ("sample", route.sample.map(JSONValue.string) ?? .null),
                    ])
                } ?? .null
            ),
            (
                "sheetTabs",
                .array(
                    suite.sheetTabs.map { .object([("tab", .string($0.tab)), ("sheet", .string($0.sheet))]) })
            ),
            ("firstSheetTab", suite.sheetTabs.first.map { .string($0.tab) } ?? .null),
            (
                "deepLinks",
                separated(
                    suite.deepLinks.map { link in
                        [
                            ("caseName", .string(link.route.caseName)),
                            ("sample", link.route.sample.map(JSONValue.string) ?? .null),
                            ("startTab", .string(link.startTab)),
                            ("tab", .string(link.tab)),
                        ]
                    })
            ),
            ("hasDeepLinks", .bool(!suite.deepLinks.isEmpty)),
            ("hasSeveralDeepLinks", .bool(suite.deepLinks.count > 1)),
            ("routerIsOptional", .bool(suite.routerIsOptional)),
        ])
    }
}
