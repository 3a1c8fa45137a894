// The `alert`, `confirmationDialog` and `alertAction` objects of a screen spec, and the `label` and `role` keys of
// every button: their types, keys and decoding, in one place.

extension ScreenSpec {
    /// A case of the screen's alert (or confirmation dialog) enum: what it says and its buttons.
    public struct Alert: Sendable {
        public enum TitleVisibility: String, Sendable, CaseIterable { case automatic, visible, hidden }
        public var caseName: Located<String>
        public var item: Located<String>?
        public var title: Located<InterpolatedText>
        public var message: Located<InterpolatedText>?
        public var actions: [AlertAction]
        /// For a confirmation dialog; nil for an alert, or when the spec leaves it to SwiftUI.
        public var titleVisibility: Located<TitleVisibility>?
        public var location: SourceLocation

        /// Every text of the case with its key: the title, the message, each button's label.
        public var texts: [(text: Located<InterpolatedText>, key: String)] {
            [(title, "title")] + (message.map { [($0, "message")] } ?? []) + actions.map { ($0.label, "label") }
        }
    }

    /// Alerts and confirmation dialogs together, each with the word messages use for its kind.
    public var alertsAndDialogs: [(alert: Alert, kind: String)] {
        alerts.map { ($0, "alert") } + confirmationDialogs.map { ($0, "dialog") }
    }

    /// One button of an alert or confirmation dialog.
    public struct AlertAction: Sendable {
        public enum Role: String, Sendable, CaseIterable { case destructive, cancel }
        public var label: Located<InterpolatedText>
        public var role: Located<Role>?
        /// What the button runs, in order: statements and action names (`ButtonStep`); empty for a
        /// button that only dismisses.
        public var action: [Located<String>]
        public var location: SourceLocation
        /// A `Bool` expression that shows the button only while it is true (`if:`); it may read `item`.
        public var condition: Located<String>? = nil
        /// The button's own modifiers, each a call as written (`.keyboardShortcut(.defaultAction)`).
        public var modifiers: [Located<String>] = []
    }
}

extension SpecSchema {
    /// The keys alerts and confirmation dialogs share; a dialog adds `titleVisibility`.
    private static let alertKeys: [KeySchema] = [
        KeySchema("case", .identifier, required: true, "The enum case.", example: "deleteFailed"),
        KeySchema(
            "item", .type,
            "The associated value's type, named `item` in the title, message and actions (any type: "
                + "`presenting:` needs no `Identifiable`).", example: "Post"),
        KeySchema(
            "title", .interpolatedText, required: true,
            "The title, localized as a `Text`; `\\(…)` inserts a Swift expression.", example: "Delete \\(item.title)?"),
        KeySchema(
            "message", .interpolatedText, "The message under the title, localized as a `Text`.",
            example: "This cannot be undone."),
        KeySchema(
            "actions", .list(.object("alertAction")), default: "`[]`",
            "The buttons, in order. SwiftUI adds an OK button to an alert without any, and a Cancel button to a "
                + "confirmation dialog without a cancel one.",
            example: "[{ label: Delete, role: destructive, action: store.delete(item) }]"),
        KeySchema.suppress,
    ]

    static let alert = ObjectSchema(
        name: "alert",
        summary: "An alert: a case of the screen's alert enum, presented with its item.",
        keys: alertKeys)

    static let confirmationDialog = ObjectSchema(
        name: "confirmationDialog",
        summary: "A confirmation dialog: a case of the screen's dialog enum, presented with its item.",
        keys: alertKeys + [
            KeySchema(
                "titleVisibility", .oneOf(ScreenSpec.Alert.TitleVisibility.allCases.map(\.rawValue)),
                default: "`automatic`",
                "Whether the title shows: `automatic` leaves it to SwiftUI; `hidden` is a hint some platforms "
                    + "override.",
                example: "visible")
        ])

    /// The keys every button has, in alerts, dialogs and the toolbar.
    static let buttonLabel = KeySchema(
        "label", .interpolatedText, required: true, "The button's title.", example: "Delete")
    static let buttonRole = KeySchema(
        "role", .oneOf(ScreenSpec.AlertAction.Role.allCases.map(\.rawValue)),
        "`destructive` or `cancel`; SwiftUI places and styles the button by it.", example: "destructive")

    static let alertAction = ObjectSchema(
        name: "alertAction",
        summary: "A button of an alert or confirmation dialog. Any button dismisses it.",
        keys: [
            buttonLabel, buttonRole,
            KeySchema(
                "action", .buttonAction,
                "What the button does: a statement, an action's name (`delete(item)`), or a list of them run in "
                    + "order. With `await` or an action it runs in a `Task` (a button's action is synchronous); a "
                    + "`try` must be `try?` (a button cannot report an error: an action reports its own). The "
                    + "alert is gone once tapped, so it shows no progress. Without it the button only dismisses.",
                example: "delete(item)"),
            KeySchema.condition(of: "the button (it may read `item`)", example: "item.isOwned"),
            KeySchema.modifiers(
                of: "the button", more: "Written after the button, inside its `if`: a keyboard shortcut.",
                example: "[\".keyboardShortcut(.defaultAction)\"]"),
        ])
}

extension SpecDecoder {
    /// An alert or a confirmation dialog: the same keys, and `titleVisibility` for a dialog.
    func decodeAlert(_ node: YAMLNode, _ r: inout SpecReader, schema: String) -> ScreenSpec.Alert? {
        let context = schema == "alert" ? "an alert" : "a confirmation dialog"
        guard let m = r.mapping(node, schema, context: context) else { return nil }
        let caseName = r.identifier(m, "case")
        let item = r.snippet(m, "item", isType: true)
        let title = r.interpolatedText(m, "title")
        let message = r.interpolatedText(m, "message")
        let actions = r.list(m, "actions") { r, n in decodeAlertAction(n, &r) }
        let titleVisibility =
            schema == "confirmationDialog" ? r.choice(m, "titleVisibility", ScreenSpec.Alert.TitleVisibility.self) : nil
        guard let caseName, let title else { return nil }
        return .init(
            caseName: caseName, item: item, title: title, message: message, actions: actions,
            titleVisibility: titleVisibility, location: r.location(node))
    }

    private func decodeAlertAction(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.AlertAction? {
        guard let m = r.mapping(node, "alertAction", context: "an alert action") else { return nil }
        let label = r.interpolatedText(m, "label")
        let role = r.choice(m, "role", ScreenSpec.AlertAction.Role.self)
        let action = r.buttonAction(m, "action")
        let condition = r.snippet(m, "if", isType: false)
        let modifiers = r.list(m, "modifiers") { r, n in decodeModifier(n, &r) }
        guard let label, m.node("action") == nil || action != nil else { return nil }
        return .init(
            label: label, role: role, action: action ?? [], location: r.location(node), condition: condition,
            modifiers: modifiers)
    }
}
