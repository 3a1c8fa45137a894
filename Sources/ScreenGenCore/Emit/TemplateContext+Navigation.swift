extension TemplateContext {
    static func navigation(_ navigation: NavigationModel?) -> JSONValue {
        guard let navigation else { return .null }
        let routes = navigation.routes.map { route in
            JSONValue.object([
                ("caseName", .string(route.caseName)),
                ("valueType", route.valueType.map(JSONValue.string) ?? .null),
                ("bindsValue", .bool(route.bindsValue)),
                ("destination", .string(route.destination)),
                ("deepLink", route.pathSegments.map(deepLink) ?? .null),
            ])
        }
        return .object([
            ("isOwner", .bool(navigation.role == .owner)),
            ("isParticipant", .bool(navigation.role == .participant)),
            ("isDestinations", .bool(navigation.role == .destinations)),
            ("registersDestinations", .bool(navigation.role.declaresRoutes)),
            ("routeType", .string(navigation.routeType)),
            ("routerType", navigation.routerType.map(JSONValue.string) ?? .null),
            ("routes", .array(routes)),
            ("hasDeepLinks", .bool(navigation.hasDeepLinks)),
        ])
    }

    /// One route's deep-link pattern, segment by segment, for its `init?(url:)` branch and `url` case.
    private static func deepLink(_ segments: [DeepLinkSegment]) -> JSONValue {
        .object([
            ("segmentCount", .int(segments.count)),
            (
                "segments",
                .array(
                    segments.enumerated().map { index, segment in
                        var literal: JSONValue = .null
                        if case .literal(let text) = segment { literal = .string(SwiftLiteral.string(text)) }
                        return .object([
                            ("index", .int(index)), ("isValue", .bool(segment == .value)), ("literal", literal),
                            ("isLast", .bool(index == segments.count - 1)),
                        ])
                    })
            ),
        ])
    }

    static func presentation(_ presentation: PresentationModel) -> JSONValue {
        .object([
            ("enumType", .string(presentation.enumType)),
            ("stateName", .string(presentation.stateName)),
            ("modifier", .string(presentation.modifier)),
            (
                "cases",
                .array(
                    presentation.cases.map { item in
                        .object([
                            ("caseName", .string(item.caseName)),
                            ("itemType", item.itemType.map(JSONValue.string) ?? .null),
                            ("bindsItem", .bool(item.bindsItem)),
                            ("id", .string(SwiftLiteral.interpolated(item.id))),
                            ("destination", .string(item.destination)),
                        ])
                    })
            ),
        ])
    }
}
