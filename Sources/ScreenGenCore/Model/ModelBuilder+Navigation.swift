extension ModelBuilder {
    func navigationModel(_ spec: ScreenSpec) -> NavigationModel? {
        let role = spec.navigation?.value ?? (spec.routes.isEmpty ? nil : .owner)
        switch role {
        case .owner:
            let routes = spec.routes.map { route in
                RouteModel(
                    caseName: SwiftIdentifier.escaped(route.caseName.value), valueType: route.value?.value,
                    destination: route.destination.value,
                    pathSegments: route.path.map { DeepLinkPattern.segments($0.value) })
            }
            return NavigationModel(
                role: .owner, routeType: spec.screen.value + "Route", routerType: spec.screen.value + "Router",
                routes: routes)
        case .participant:
            let flow = spec.flow?.value ?? spec.screen.value
            return NavigationModel(
                role: .participant, routeType: flow + "Route", routerType: flow + "Router", routes: [])
        case nil:
            return nil
        }
    }

    /// Sheets and full-screen covers: one enum each, so presentations that exclude each other are
    /// one optional value rather than several booleans.
    func presentationModels(_ spec: ScreenSpec) -> [PresentationModel] {
        ScreenSpec.Sheet.Style.allCases.compactMap { style in
            let sheets = spec.sheets.filter { $0.style.value == style }
            guard !sheets.isEmpty else { return nil }
            let suffix = style == .sheet ? "Sheet" : "FullScreenCover"
            return PresentationModel(
                enumType: spec.screen.value + suffix, stateName: style.rawValue, modifier: style.rawValue,
                cases: sheets.map { sheet in
                    PresentationCase(
                        caseName: SwiftIdentifier.escaped(sheet.caseName.value), idPrefix: sheet.caseName.value,
                        itemType: sheet.item?.value, destination: sheet.destination.value)
                })
        }
    }
}
