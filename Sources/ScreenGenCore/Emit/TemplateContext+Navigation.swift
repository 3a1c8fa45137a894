extension TemplateContext {
    static func navigation(_ navigation: NavigationModel?, mapping: ObservationMapping) -> JSONValue {
        guard let navigation else { return .null }
        let routes = navigation.routes.map { route in
            JSONValue.object([
                ("caseName", .string(route.caseName)),
                ("valueType", route.valueType.map(JSONValue.string) ?? .null),
                // Bind the value only where the destination reads it (no unused-value warning).
                (
                    "bindsValue",
                    .bool(route.valueType != nil && SwiftSnippet.readNames(in: route.destination).contains("value"))
                ),
                ("destination", .string(route.destination)),
                ("deepLink", route.pathSegments.map { deepLink($0, route: route) } ?? .null),
            ])
        }
        return .object([
            ("isOwner", .bool(navigation.role == .owner)),
            ("isParticipant", .bool(navigation.role == .participant)),
            ("routeType", .string(navigation.routeType)),
            ("routerType", .string(navigation.routerType)),
            ("installRouter", .string(mapping.install("router"))),
            ("routes", .array(routes)),
            ("hasDeepLinks", .bool(navigation.hasDeepLinks)),
        ])
    }

    /// The pieces of one route's `init?(url:)` branch and `url` case, ready to print.
    private static func deepLink(_ segments: [String], route: RouteModel) -> JSONValue {
        var conditions = ["segments.count == \(segments.count)"]
        var parts: [String] = []
        for (index, segment) in segments.enumerated() {
            if segment == "{value}" {
                conditions.append("let value = Self.value(segments[\(index)], as: \(route.valueType ?? "String").self)")
                parts.append("value.description")
            } else {
                conditions.append("segments[\(index)] == \(SwiftLiteral.string(segment))")
                parts.append(SwiftLiteral.string(segment))
            }
        }
        return .object([
            ("condition", .string(conditions.joined(separator: ", "))),
            ("construction", .string(route.valueType == nil ? ".\(route.caseName)" : ".\(route.caseName)(value)")),
            ("segments", .string("[" + parts.joined(separator: ", ") + "]")),
        ])
    }

    /// `"compose"`, or `"edit-\(item.id)"`: the case name through the one escaper, then the item's id.
    private static func caseID(_ item: PresentationCase) -> String {
        guard item.itemType != nil else { return SwiftLiteral.string(item.idPrefix) }
        return String(SwiftLiteral.string(item.idPrefix + "-").dropLast()) + "\\(item.id)\""
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
                            (
                                "bindsItem",
                                .bool(
                                    item.itemType != nil
                                        && SwiftSnippet.readNames(in: item.destination).contains("item"))
                            ),
                            ("id", .string(caseID(item))),
                            ("destination", .string(item.destination)),
                        ])
                    })
            ),
        ])
    }
}
