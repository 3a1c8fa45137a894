extension TemplateContext {
    /// The toolbar: one `ToolbarItem` per item, and whether the view hands its edit mode to the
    /// content (`usesEditMode`).
    static func toolbar(_ model: ScreenModel) -> JSONValue {
        guard !model.toolbar.isEmpty else { return .null }
        return .object([
            ("items", .array(model.toolbar.map(toolbarItem))),
            ("usesEditMode", .bool(model.usesEditMode)),
        ])
    }

    /// One item: its `placement`, `whileEditing`, and exactly one of `button`, `menu` (its
    /// `labelLiteral`, `systemImageLiteral` and `buttons`), `view` (the spec's expression),
    /// `isEditButton`, `selectAll` (the `selection`'s binding and the load's `receiver` and `name`)
    /// and `spacer` (its sizing) set; the others null or false.
    private static func toolbarItem(_ item: ToolbarItemModel) -> JSONValue {
        var buttonValue: JSONValue = .null
        var menu: JSONValue = .null
        var view: JSONValue = .null
        var selectAll: JSONValue = .null
        var spacer: JSONValue = .null
        switch item.content {
        case .button(let model): buttonValue = button(model)
        case .menu(let label, let systemImage, let buttons):
            menu = .object([
                ("labelLiteral", .string(SwiftLiteral.interpolated(label))),
                ("systemImageLiteral", systemImage.map { .string(SwiftLiteral.string($0)) } ?? .null),
                ("buttons", .array(buttons.map(button))),
            ])
        case .view(let code): view = .string(code)
        case .editButton: break
        case .spacer(let sizing): spacer = .string(sizing.rawValue)
        case .selectAll(let selection, let load):
            selectAll = .object([
                ("selection", binding(selection)),
                ("receiver", load.receiver.map(JSONValue.string) ?? .null),
                ("name", .string(load.name)),
                ("isPaged", .bool(load.pagination != nil)),
                ("isKeyed", .bool(load.input != nil)),
            ])
        }
        var isEditButton = false
        if case .editButton = item.content { isEditButton = true }
        return .object([
            ("placement", item.placement == .automatic ? .null : .string(item.placement.rawValue)),
            ("whileEditing", .bool(item.whileEditing)),
            ("isConditional", .bool(item.whileEditing || item.hidden != nil)),
            ("button", buttonValue),
            ("menu", menu),
            ("view", view),
            ("isEditButton", .bool(isEditButton)),
            ("selectAll", selectAll),
            ("spacer", spacer),
            ("hidden", item.hidden.map(condition) ?? .null),
            ("modifiers", .array(item.modifiers.map(JSONValue.string))),
            ("modifiersHang", .bool(item.modifiersHang)),
        ])
    }

    /// A button's facts, for the `button` partial: its label (a localized literal), SF Symbol and
    /// role, and the statement it runs (null for one that only dismisses), in a `Task` when it
    /// awaits. Every key is present, null when unused, so a lookup never falls through to an outer
    /// context's key of the same name.
    static func button(_ button: ButtonModel) -> JSONValue {
        .object(
            [
                ("labelLiteral", .string(SwiftLiteral.interpolated(button.label))),
                ("systemImageLiteral", button.systemImage.map { .string(SwiftLiteral.string($0)) } ?? .null),
                ("role", button.role.map { .string($0.rawValue) } ?? .null),
                ("roleCondition", button.roleCondition.map(JSONValue.string) ?? .null),
                ("condition", button.condition.map(JSONValue.string) ?? .null),
                // Always present: a button without its own never reads an outer node's.
                ("modifiers", .array(button.modifiers.map(JSONValue.string))),
                ("statement", button.statement.map(JSONValue.string) ?? .null),
                ("runsInTask", .bool(button.runsInTask)),
                (
                    "reruns",
                    button.reruns.map { call in
                        .object([
                            ("receiver", call.receiver.map(JSONValue.string) ?? .null),
                            ("functionName", .string(call.functionName)),
                            ("environmentArguments", environmentArguments(call.environmentArguments)),
                        ])
                    } ?? .null
                ),
            ] + buttonSteps(button))
    }
}
