extension TemplateContext {
    /// The toolbar: one `ToolbarItem` per button. Content modifiers sit eight spaces in, twelve
    /// inside a navigation owner's `NavigationStack`; the buttons are laid out for where they land.
    static func toolbar(_ model: ScreenModel) -> JSONValue {
        guard !model.toolbar.isEmpty else { return .null }
        let modifierIndent = model.navigation?.role == .owner ? 12 : 8
        let legacy = ObservationMapping(target: model.target).legacy
        return .object([
            (
                "items",
                .array(
                    model.toolbar.map { item in
                        .object([
                            (
                                "opening",
                                .string(
                                    item.placement == .automatic
                                        ? "ToolbarItem {" : "ToolbarItem(placement: .\(item.placement.rawValue)) {")
                            ),
                            (
                                "buttonLines",
                                .array(
                                    buttonLines(item.button, indent: modifierIndent + 8, legacy: legacy)
                                        .map(JSONValue.string))
                            ),
                        ])
                    })
            )
        ])
    }

    /// `Button("Delete", role: .destructive) {` … `}`, laid out as swift format keeps it for
    /// `indent`; lines are relative to the button's indentation. With an SF Symbol:
    /// `Button("Add", systemImage: "plus")` from iOS 17, a `Label` in the label closure below.
    static func buttonLines(_ button: ButtonModel, indent: Int, legacy: Bool) -> [String] {
        let label = SwiftLiteral.interpolated(button.label)
        let role = button.role.map { "role: .\($0.rawValue)" }
        let body = button.statement.map { actionBody($0, runsInTask: button.runsInTask, indent: indent + 4) } ?? []
        if let systemImage = button.systemImage, legacy {
            let labelView = SwiftLayout.call(
                "Label", [label, "systemImage: \(SwiftLiteral.string(systemImage))"], indent: indent + 4)
            let opening = role.map { "Button(\($0)) {" } ?? "Button {"
            return [opening] + body.map { "    " + $0 } + ["} label: {"] + labelView.map { "    " + $0 } + ["}"]
        }
        var arguments = [label]
        if let systemImage = button.systemImage { arguments.append("systemImage: \(SwiftLiteral.string(systemImage))") }
        if let role { arguments.append(role) }
        guard !body.isEmpty else { return SwiftLayout.call("Button", arguments, indent: indent, suffix: " {}") }
        return SwiftLayout.call("Button", arguments, indent: indent, suffix: " {") + body.map { "    " + $0 } + ["}"]
    }

    /// The statement, in a `Task` when it awaits (on one line when it fits).
    private static func actionBody(_ statement: String, runsInTask: Bool, indent: Int) -> [String] {
        guard runsInTask else { return SwiftLayout.opened(statement, indent: indent) }
        let oneLine = "Task { \(statement) }"
        guard indent + oneLine.count > SwiftLayout.lineLength else { return [oneLine] }
        return ["Task {"] + SwiftLayout.opened(statement, indent: indent + 4).map { "    " + $0 } + ["}"]
    }
}
