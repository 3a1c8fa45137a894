extension TemplateContext {
    /// The route a section's rows push: `routeType`, `caseName` and the `argument` (null for a case
    /// without a value), which the `row` partial writes as `NavigationLink(value:)`.
    static func rowNavigation(_ navigation: RowNavigationModel) -> JSONValue {
        .object([
            ("routeType", .string(navigation.routeType)),
            ("caseName", .string(navigation.caseName)),
            ("argument", navigation.argument.map(JSONValue.string) ?? .null),
        ])
    }
}
