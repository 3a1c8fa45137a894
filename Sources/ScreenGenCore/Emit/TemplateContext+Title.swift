extension TemplateContext {
    /// The navigation title: its `literal` (with the spec's interpolations), whether it is shown
    /// verbatim, and the loads a computed title binds (`readsLoads`, and `loads` each with
    /// `receiver`, `name`, `isPaged` and `isLast`), for the `guard case .loaded(let …)` that binds them.
    static func title(_ title: TitleModel) -> JSONValue {
        .object([
            ("literal", .string(SwiftLiteral.interpolated(title.text))),
            ("isVerbatim", .bool(title.isVerbatim)),
            ("readsLoads", .bool(!title.loads.isEmpty)),
            (
                "loads",
                separated(
                    title.loads.map { load in
                        [
                            ("receiver", load.receiver.map(JSONValue.string) ?? .null), ("name", .string(load.name)),
                            ("isPaged", .bool(load.pagination != nil)), ("isKeyed", .bool(load.input != nil)),
                        ]
                    })
            ),
        ])
    }
}
