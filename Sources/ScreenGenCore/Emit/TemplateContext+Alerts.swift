extension TemplateContext {
    /// The button lines of an alert sit twelve spaces in: helper (4), `switch` (8), case body (12).
    static let alertActionIndent = 12

    static func alert(_ alert: AlertPresentationModel) -> JSONValue {
        /// `private func title(for presented: LibraryAlert) -> Text {`, opened past the line length.
        /// The parameter is not the state's name, so an action can set the state (`alert = nil`).
        func signature(_ name: String, returning type: String) -> JSONValue {
            .array(
                SwiftLayout.helperSignature(name, parameter: "for presented: \(alert.enumType)", returning: type)
                    .map(JSONValue.string))
        }
        return .object([
            ("kind", .string(alert.kind.rawValue)),
            ("enumType", .string(alert.enumType)),
            ("titleSignatureLines", signature("title", returning: "Text")),
            ("titleVisibilitySignatureLines", signature("titleVisibility", returning: "SwiftUI.Visibility")),
            ("actionsSignatureLines", signature("actions", returning: "some View")),
            ("messageSignatureLines", signature("message", returning: "some View")),
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

    private static func alertCase(_ item: AlertCaseModel) -> JSONValue {
        /// `.delete(let item)` where the helper's code reads the item, else `.delete`.
        func pattern(readsItem: Bool) -> String {
            readsItem ? ".\(item.caseName)(let item)" : ".\(item.caseName)"
        }
        return .object([
            ("caseName", .string(item.caseName)),
            ("itemType", item.itemType.map(JSONValue.string) ?? .null),
            ("titlePattern", .string(pattern(readsItem: item.titleReadsItem))),
            (
                "declarationLines",
                .array(SwiftLayout.enumCase(item.caseName, payload: item.itemType).map(JSONValue.string))
            ),
            ("titleLiteral", .string(SwiftLiteral.interpolated(item.title))),
            ("titleLines", .array(textLines(item.title).map(JSONValue.string))),
            ("messagePattern", .string(pattern(readsItem: item.messageReadsItem))),
            ("messageLiteral", item.message.map { .string(SwiftLiteral.interpolated($0)) } ?? .null),
            ("messageLines", .array((item.message.map(textLines) ?? []).map(JSONValue.string))),
            ("actionsPattern", .string(pattern(readsItem: item.actionsReadItem))),
            (
                "actionLines",
                .array(
                    item.actions.flatMap { buttonLines($0, indent: alertActionIndent) }
                        .map(JSONValue.string))
            ),
            ("titleVisibility", .string(item.titleVisibility.rawValue)),
        ])
    }

    /// `Text("Delete \(item.title)?")`, localized; text that is one interpolation and nothing else
    /// is a value, not a sentence, so it is shown verbatim (no `%@` key in the string catalog).
    private static func textLines(_ text: InterpolatedText) -> [String] {
        let literal = SwiftLiteral.interpolated(text)
        let argument = text.segments.count == 1 && !text.expressions.isEmpty ? "verbatim: \(literal)" : literal
        return SwiftLayout.call("Text", [argument], indent: alertActionIndent)
    }
}
