extension ModelBuilder {
    func navigationModel(_ spec: ScreenSpec, facts: ScreenFacts) -> NavigationModel? {
        guard let navigation = facts.navigation else { return nil }
        let routes = navigation.role.declaresRoutes ? Self.routeModels(spec.routes) : []
        return NavigationModel(
            role: navigation.role, routeType: navigation.routeType, routerType: navigation.routerType, routes: routes)
    }

    /// A route enum's cases: a flow owner's, a screen's with `destinations`, or an app's.
    static func routeModels(_ routes: [ScreenSpec.Route]) -> [RouteModel] {
        routes.map { route in
            var model = RouteModel(
                caseName: SwiftIdentifier.escaped(route.caseName.value), valueType: route.value?.value,
                destination: route.destination.value,
                bindsValue: route.value != nil && Self.reads("value", in: [route.destination.value]),
                pathSegments: route.path?.value.segments)
            model.sample = route.sample?.value
            return model
        }
    }

    /// Sheets and full-screen covers: one enum each, so presentations that exclude each other are
    /// one optional value rather than several booleans.
    func presentationModels(_ spec: ScreenSpec, facts: ScreenFacts) -> [PresentationModel] {
        ScreenSpec.Sheet.Style.allCases.compactMap { style in
            let sheets = spec.sheets.filter { $0.style.value == style }
            guard let enumType = facts.typeName(of: .presentation(style)) else { return nil }
            return PresentationModel(
                enumType: enumType, stateName: style.rawValue, modifier: style.rawValue,
                cases: sheets.map { sheet in
                    PresentationCase(
                        caseName: SwiftIdentifier.escaped(sheet.caseName.value),
                        id: Self.presentationID(sheet.caseName.value, hasItem: sheet.item != nil),
                        itemType: sheet.item?.value, destination: sheet.destination.value,
                        bindsItem: sheet.item != nil && Self.reads("item", in: [sheet.destination.value]))
                })
        }
    }

    /// `compose`, or `edit-\(item.id)`: the case name, unescaped, then the item's own id, so two
    /// presentations of one case for different items are different presentations.
    static func presentationID(_ caseName: String, hasItem: Bool) -> InterpolatedText {
        InterpolatedText(segments: hasItem ? [.text(caseName + "-"), .expression("item.id")] : [.text(caseName)])
    }
}
