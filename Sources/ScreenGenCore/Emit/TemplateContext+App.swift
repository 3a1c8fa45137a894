extension TemplateContext {
    /// The JSON form of an `AppModel`: what the app's templates render against. The route, router
    /// and sheet files reuse the screen's templates, so the keys they read (`view.typeName`,
    /// `navigation`, `presentation`, `legacyObservation`) have the same shape here.
    public static func json(for model: AppModel, headerLines: [String] = []) -> JSONValue {
        let facts = model.facts
        let stacked = model.tabs.filter { $0.routerName != nil }
        let scrolling = stacked.filter(\.scrollsToTopOnReselect)
        let popping = stacked.filter { !$0.scrollsToTopOnReselect }
        let sheetTabs = model.tabs.filter { $0.presents != nil }
        let plain = model.tabs.filter { $0.routerName == nil && $0.root != nil }
        let withoutRouter = [
            sheetTabs.isEmpty ? nil : "a tab that presents a sheet",
            plain.isEmpty ? nil : "a tab without a stack",
        ].compactMap { $0 }
        let names: [(String, JSONValue)] = [
            ("spec", .string(SwiftComment.line(model.specPath))),
            ("headerLines", .array(headerLines.flatMap(SwiftComment.lines).map(JSONValue.string))),
            ("app", .string(facts.app)),
            ("previewNameLiteral", .string(SwiftLiteral.string(facts.app))),
            ("legacyObservation", .bool(model.legacyObservation)),
            ("access", .string(model.access.keywordPrefix)),
            ("exported", .bool(model.access != .internal)),
            ("usesTabType", .bool(model.usesTabType)),
            ("stackViewType", .string(facts.app + "TabStack")),
            ("entryPointType", facts.entryPointType.map(JSONValue.string) ?? .null),
            ("summaryLines", .array(summaryLines(model.summary).map(JSONValue.string))),
            ("view", .object([("typeName", .string(facts.rootViewType))])),
            ("tabType", .string(facts.tabType)),
            ("navigationType", .string(facts.navigationType)),
            ("sheetType", facts.sheetType.map(JSONValue.string) ?? .null),
            ("routesModifier", .string(facts.routesModifier)),
            ("initialTab", .string(model.initialTab)),
        ]
        let tabs: [(String, JSONValue)] = [
            ("tabs", .array(model.tabs.map(appTab))),
            ("stackedTabs", caseList(stacked)),
            ("hasStackedTabs", .bool(!stacked.isEmpty)),
            ("poppingTabs", caseList(popping)),
            ("hasPoppingTabs", .bool(!popping.isEmpty)),
            ("scrollingTabs", caseList(scrolling)),
            ("hasScrollingTabs", .bool(!scrolling.isEmpty)),
            ("firstStackedTab", stacked.first.map { .string($0.caseName) } ?? .null),
            ("plainTabs", caseList(plain)),
            ("hasPlainTabs", .bool(!plain.isEmpty)),
            ("hasSheetTabs", .bool(!sheetTabs.isEmpty)),
            // With neither a stack to pop nor a sheet to present, a tap only selects: no switch.
            ("switchesOverTabs", .bool(!stacked.isEmpty || !sheetTabs.isEmpty)),
            ("routerIsOptional", .bool(!withoutRouter.isEmpty)),
            ("tabsWithoutRouter", .string(withoutRouter.joined(separator: " or "))),
        ]
        let rest: [(String, JSONValue)] = [
            (
                "dependencies",
                .array(
                    model.dependencies.enumerated().map { index, dependency in
                        .object([
                            ("name", .string(dependency.name)), ("type", .string(dependency.type)),
                            ("initial", .string(dependency.initial)), ("preview", .string(dependency.preview)),
                            ("isLast", .bool(index == model.dependencies.count - 1)),
                        ])
                    })
            ),
            ("hasDependencies", .bool(!model.dependencies.isEmpty)),
            ("hasInitializer", .bool(model.hasInitializer)),
            ("hasRoutes", .bool(!model.navigation.routes.isEmpty)),
            ("navigation", navigation(model.navigation)),
            (
                "routeTabs",
                .array(
                    model.routeTabs.map { route, tab in
                        .object([("caseName", .string(route)), ("tab", tab.map(JSONValue.string) ?? .null)])
                    })
            ),
            ("presentation", model.sheets.map(presentation) ?? .null),
            ("modifiers", .array(model.modifiers.map(JSONValue.string))),
            ("tabViewStyle", model.style == .automatic ? .null : .string(model.style.rawValue)),
            ("tabBarMinimize", model.tabBarMinimize.map { .string($0.rawValue) } ?? .null),
            ("tests", appTests(model)),
        ]
        return .object(names + tabs + rest)
    }

    /// Tabs' cases for a `case .a, .b:` list.
    private static func caseList(_ tabs: [AppTabModel]) -> JSONValue {
        .array(
            tabs.enumerated().map { index, tab in
                .object([("caseName", .string(tab.caseName)), ("isLast", .bool(index == tabs.count - 1))])
            })
    }

    private static func appTab(_ tab: AppTabModel) -> JSONValue {
        let (systemImage, image): (String?, String?) =
            switch tab.icon {
            case .systemImage(let name): (name, nil)
            case .image(let name): (nil, name)
            }
        return .object([
            ("caseName", .string(tab.caseName)),
            ("titleLiteral", .string(SwiftLiteral.string(tab.title))),
            ("systemImageLiteral", systemImage.map { .string(SwiftLiteral.string($0)) } ?? .null),
            ("imageLiteral", image.map { .string(SwiftLiteral.string($0)) } ?? .null),
            ("root", tab.root.map(JSONValue.string) ?? .null),
            ("presents", tab.presents.map(JSONValue.string) ?? .null),
            ("badge", tab.badge.map(JSONValue.string) ?? .null),
            ("routerName", tab.routerName.map(JSONValue.string) ?? .null),
            ("condition", tab.condition.map(JSONValue.string) ?? .null),
            ("modifiers", .array(tab.modifiers.map(JSONValue.string))),
            ("role", tab.role.map(JSONValue.string) ?? .null),
        ])
    }
}
