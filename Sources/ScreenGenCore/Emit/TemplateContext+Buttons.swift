extension TemplateContext {
    /// The toolbar: one `ToolbarItem` per button. Content modifiers sit eight spaces in, twelve
    /// inside a navigation owner's `NavigationStack`; the buttons are laid out for where they land.
    static func toolbar(_ model: ScreenModel) -> JSONValue {
        guard !model.toolbar.isEmpty else { return .null }
        let modifierIndent = model.navigation?.role == .owner ? 12 : 8
        return .object([
            (
                "items",
                .array(
                    model.toolbar.map { item in
                        .object([
                            ("placement", item.placement == .automatic ? .null : .string(item.placement.rawValue)),
                            (
                                "buttonLines",
                                .array(
                                    buttonLines(item.button, indent: modifierIndent + 8)
                                        .map(JSONValue.string))
                            ),
                        ])
                    })
            )
        ])
    }

    /// `Button("Delete", role: .destructive) {` … `}`, laid out as swift format keeps it for
    /// `indent`; lines are relative to the button's indentation. `Button(_:systemImage:role:action:)`
    /// is in every supported target (the iOS 17 SDK emits it into the client back to iOS 15).
    static func buttonLines(_ button: ButtonModel, indent: Int) -> [String] {
        var arguments = [SwiftLiteral.interpolated(button.label)]
        if let systemImage = button.systemImage { arguments.append("systemImage: \(SwiftLiteral.string(systemImage))") }
        if let role = button.role { arguments.append("role: .\(role.rawValue)") }
        guard let statement = button.statement else {
            return SwiftLayout.call("Button", arguments, indent: indent, suffix: " {}")
        }
        let body = actionBody(statement, runsInTask: button.runsInTask, indent: indent + 4)
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
