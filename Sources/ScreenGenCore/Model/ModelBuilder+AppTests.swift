extension ModelBuilder {
    /// An app's generated tests: its navigation's taps and deep links, and its routes' deep links
    /// (the same round trip as an owner's route enum), for the suites `AppFacts.testTypes` names.
    func appTests(_ spec: AppSpec, facts: AppFacts, tabs: [AppTabModel], navigation: NavigationModel)
        -> (navigation: AppNavigationTestsModel?, routes: RouteTestsModel?)
    {
        var suites: (navigation: AppNavigationTestsModel?, routes: RouteTestsModel?) = (nil, nil)
        let routeSuite = routeTests(
            suiteName: SuiteNames.tests(of: facts.routeType), routeType: facts.routeType, routes: navigation.routes)
        for type in facts.testTypes {
            switch type.kind {
            case .routes: suites.routes = routeSuite
            case .navigation:
                suites.navigation = navigationTests(
                    spec, suiteName: type.name, facts: facts, tabs: tabs, navigation: navigation, samples: routeSuite)
            case .store: continue
            }
        }
        return suites
    }

    private func navigationTests(
        _ spec: AppSpec, suiteName: String, facts: AppFacts, tabs: [AppTabModel], navigation: NavigationModel,
        samples: RouteTestsModel
    ) -> AppNavigationTestsModel {
        let stacked = tabs.filter { $0.routerName != nil }.map(\.caseName)
        let initialTab = tabs.first { $0.root != nil }?.caseName ?? ""
        // A deep link without a tab opens on the selected tab, the first one, or on the first tab with
        // a stack when that one has none.
        let fallbackTab = stacked.contains(initialTab) ? initialTab : stacked.first ?? initialTab
        let tabOfRoute = Dictionary(
            spec.routes.map {
                (SwiftIdentifier.escaped($0.route.caseName.value), $0.tab.map { SwiftIdentifier.escaped($0.value) })
            },
            uniquingKeysWith: { first, _ in first })
        // The route a re-tap test pushes: any the test can make, with a path or not.
        let pushed = navigation.routes.lazy.compactMap { route -> RouteSample? in
            guard let type = route.valueType else { return RouteSample(caseName: route.caseName, sample: nil) }
            return (route.sample ?? Self.builtinSample(of: type)).map {
                RouteSample(caseName: route.caseName, sample: $0)
            }
        }.first
        return AppNavigationTestsModel(
            suiteName: suiteName, navigationType: facts.navigationType, tabType: facts.tabType,
            routeType: facts.routeType,
            initialTab: initialTab, stackedTabs: stacked, pushedRoute: pushed,
            sheetTabs: tabs.compactMap { tab in
                tab.presents.map { AppNavigationTestsModel.SheetTab(tab: tab.caseName, sheet: $0) }
            },
            deepLinks: samples.routes.map { route in
                // A route with a tab is opened from another tab; one without stays on the tab it is
                // opened from, the last with a stack (not the first, which it would open on anyway).
                if let tab = tabOfRoute[route.caseName] ?? nil {
                    let start = tabs.first { $0.caseName != tab && $0.root != nil }?.caseName ?? tab
                    return AppNavigationTestsModel.DeepLink(route: route, startTab: start, tab: tab)
                }
                let start = stacked.last ?? fallbackTab
                return AppNavigationTestsModel.DeepLink(route: route, startTab: start, tab: start)
            },
            routerIsOptional: tabs.contains { $0.routerName == nil })
    }
}
