extension TemplateContext {
    static func alert(_ alert: AlertPresentationModel) -> JSONValue {
        .object([
            ("kind", .string(alert.kind.rawValue)),
            ("enumType", .string(alert.enumType)),
            ("stateName", .string(alert.stateName)),
            ("noun", .string(alert.kind == .alert ? "alerts" : "dialogs")),
            (
                "sharedTitleVisibility",
                alert.sharedTitleVisibility.flatMap { $0 == .automatic ? nil : .string($0.rawValue) } ?? .null
            ),
            ("hasTitleVisibilityHelper", .bool(alert.hasTitleVisibilityHelper)),
            ("hasActions", .bool(alert.hasActions)),
            ("defaultButton", .string(alert.kind == .alert ? "an OK button" : "a Cancel button")),
            ("hasMessage", .bool(alert.hasMessage)),
            ("cases", .array(alert.cases.map(alertCase))),
        ])
    }

    /// One case: its facts, and which of the helpers read its item (and so bind it in their
    /// `switch`, `.delete(let item)`, rather than `.delete`).
    private static func alertCase(_ item: AlertCaseModel) -> JSONValue {
        .object([
            ("caseName", .string(item.caseName)),
            ("itemType", item.itemType.map(JSONValue.string) ?? .null),
            ("titleReadsItem", .bool(item.titleReadsItem)),
            ("titleLiteral", .string(SwiftLiteral.interpolated(item.title))),
            ("titleIsVerbatim", .bool(item.titleIsVerbatim)),
            ("messageReadsItem", .bool(item.messageReadsItem)),
            ("messageLiteral", item.message.map { .string(SwiftLiteral.interpolated($0)) } ?? .null),
            ("messageIsVerbatim", .bool(item.messageIsVerbatim)),
            ("actionsReadItem", .bool(item.actionsReadItem)),
            ("actions", .array(item.actions.map(button))),
            ("titleVisibility", .string(item.titleVisibility.rawValue)),
        ])
    }
}
