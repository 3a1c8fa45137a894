extension TemplateContext {
    /// The toolbar: one `ToolbarItem` per button.
    static func toolbar(_ model: ScreenModel) -> JSONValue {
        guard !model.toolbar.isEmpty else { return .null }
        return .object([
            (
                "items",
                .array(
                    model.toolbar.map { item in
                        .object([
                            ("placement", item.placement == .automatic ? .null : .string(item.placement.rawValue)),
                            ("button", button(item.button)),
                        ])
                    })
            )
        ])
    }

    /// A button's facts, for the `button` partial: its label (a localized literal), SF Symbol and
    /// role, and the statement it runs (null for one that only dismisses), in a `Task` when it
    /// awaits. Every key is present, null when unused, so a lookup never falls through to an outer
    /// context's key of the same name.
    static func button(_ button: ButtonModel) -> JSONValue {
        .object([
            ("labelLiteral", .string(SwiftLiteral.interpolated(button.label))),
            ("systemImageLiteral", button.systemImage.map { .string(SwiftLiteral.string($0)) } ?? .null),
            ("role", button.role.map { .string($0.rawValue) } ?? .null),
            ("statement", button.statement.map(JSONValue.string) ?? .null),
            ("runsInTask", .bool(button.runsInTask)),
            (
                "reruns",
                button.reruns.map { call in
                    .object([
                        ("receiver", call.receiver.map(JSONValue.string) ?? .null),
                        ("functionName", .string(call.functionName)),
                    ])
                } ?? .null
            ),
        ])
    }
}
