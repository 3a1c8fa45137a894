extension TemplateContext {
    static func navigation(_ navigation: NavigationModel?) -> JSONValue {
        guard let navigation else { return .null }
        let routes = navigation.routes.map { route in
            JSONValue.object([
                ("caseName", .string(route.caseName)),
                ("valueType", route.valueType.map(JSONValue.string) ?? .null),
                (
                    "declarationLines",
                    .array(SwiftLayout.enumCase(route.caseName, payload: route.valueType).map(JSONValue.string))
                ),
                ("bindsValue", .bool(route.bindsValue)),
                ("destination", .string(route.destination)),
                ("deepLink", route.pathSegments.map(deepLink) ?? .null),
            ])
        }
        return .object([
            ("isOwner", .bool(navigation.role == .owner)),
            ("isParticipant", .bool(navigation.role == .participant)),
            ("routeType", .string(navigation.routeType)),
            (
                // The owner's content modifiers sit twelve spaces in, inside `NavigationStack`.
                "destinationModifierLines",
                .array(
                    SwiftLayout.call(
                        ".navigationDestination", ["for: \(navigation.routeType).self"], indent: 12,
                        suffix: " { route in"
                    ).map(JSONValue.string))
            ),
            (
                "destinationSignatureLines",
                .array(
                    SwiftLayout.helperSignature(
                        "destination", parameter: "for route: \(navigation.routeType)", returning: "some View"
                    ).map(JSONValue.string))
            ),
            ("routerType", .string(navigation.routerType)),
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

    /// `"compose"`, or `"edit-\(item.id)"`: the case name through the one escaper, then the item's id.
    private static func caseID(_ item: PresentationCase) -> String {
        guard item.itemType != nil else { return SwiftLiteral.string(item.idPrefix) }
        return String(SwiftLiteral.string(item.idPrefix + "-").dropLast()) + "\\(item.id)\""
    }

    /// `case .edit(let item): "edit-\(item.id)"` in the `id` switch (eight spaces in), the id on
    /// the next line past the line length.
    private static func idLines(_ item: PresentationCase) -> [String] {
        let pattern = item.itemType == nil ? "case .\(item.caseName):" : "case .\(item.caseName)(let item):"
        let line = "\(pattern) \(caseID(item))"
        return 8 + line.count <= SwiftLayout.lineLength ? [line] : [pattern, "    " + caseID(item)]
    }

    static func presentation(_ presentation: PresentationModel) -> JSONValue {
        .object([
            ("enumType", .string(presentation.enumType)),
            ("stateName", .string(presentation.stateName)),
            (
                "contentSignatureLines",
                .array(
                    SwiftLayout.helperSignature(
                        "content", parameter: "for \(presentation.stateName): \(presentation.enumType)",
                        returning: "some View"
                    ).map(JSONValue.string))
            ),
            ("modifier", .string(presentation.modifier)),
            (
                "cases",
                .array(
                    presentation.cases.map { item in
                        .object([
                            ("caseName", .string(item.caseName)),
                            ("itemType", item.itemType.map(JSONValue.string) ?? .null),
                            ("bindsItem", .bool(item.bindsItem)),
                            ("id", .string(caseID(item))),
                            (
                                "declarationLines",
                                .array(
                                    SwiftLayout.enumCase(item.caseName, payload: item.itemType).map(JSONValue.string))
                            ),
                            ("idLines", .array(idLines(item).map(JSONValue.string))),
                            ("destination", .string(item.destination)),
                        ])
                    })
            ),
        ])
    }
}
