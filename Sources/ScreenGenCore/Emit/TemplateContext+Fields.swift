extension TemplateContext {
    /// One form control for the `field` partial: a flag per kind (`isToggle`, …), its
    /// `labelLiteral`, its `binding` (for the `binding` partial) and the facts its kind takes.
    /// Every key is present, null when unused, so a lookup never falls through to the section's.
    static func field(_ field: FieldModel) -> JSONValue {
        let kinds = ScreenSpec.Field.Kind.allCases.map { kind in
            ("is" + SwiftIdentifier.capitalized(kind.rawValue), JSONValue.bool(field.kind == kind))
        }
        func code(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
        return .object(
            kinds + [
                ("labelLiteral", .string(SwiftLiteral.interpolated(field.label))),
                ("binding", field.binding.map(binding) ?? .null),
                ("promptLiteral", field.prompt.map { .string(SwiftLiteral.string($0)) } ?? .null),
                ("isVertical", .bool(field.axis == .vertical)),
                ("lineLimit", code(field.lineLimit)),
                ("options", code(field.options)),
                ("option", .string(field.option)),
                ("row", code(field.row)),
                ("pickerStyle", field.pickerStyle.map { .string($0.rawValue) } ?? .null),
                ("range", code(field.range)),
                ("step", code(field.step)),
                ("hasComponents", .bool(!field.components.isEmpty)),
                ("components", separated(field.components.map { [("name", .string($0.rawValue))] })),
                ("value", code(field.value)),
                ("url", code(field.url)),
                ("button", field.button.map(button) ?? .null),
                ("viewParts", field.viewParts.map(viewParts) ?? .null),
                ("condition", code(field.condition)),
                ("disabled", code(field.disabled)),
                ("systemImageLiteral", field.systemImage.map { .string(SwiftLiteral.string($0)) } ?? .null),
                ("textInput", field.textInput.map(textInput) ?? .null),
                ("modifiers", .array(field.modifiers.map(JSONValue.string))),
                ("modifiersHang", .bool(field.modifiersHang)),
            ])
    }

    /// A text or secure field's typed modifiers: each the Swift name of its value, or null.
    private static func textInput(_ input: TextInputModel) -> JSONValue {
        .object([
            ("contentType", input.contentType.map { .string($0.rawValue) } ?? .null),
            ("keyboard", input.keyboard.map { .string($0.rawValue) } ?? .null),
            ("autocapitalization", input.autocapitalization.map { .string($0.rawValue) } ?? .null),
            ("disablesAutocorrection", .bool(input.disablesAutocorrection)),
            ("focus", input.focus.map(JSONValue.string) ?? .null),
            ("focusState", .string(FocusNames.state)),
            ("nextFocus", input.nextFocus.map(JSONValue.string) ?? .null),
            ("submitLabel", input.submitLabel.map { .string($0.rawValue) } ?? .null),
            ("submit", input.submit.map(button) ?? .null),
            ("submitWhile", input.submitWhile.map(JSONValue.string) ?? .null),
        ])
    }

    /// The form's focus order, for the view's `FocusedField` enum and its initial focus.
    static func focus(_ focus: FocusModel) -> JSONValue {
        .object([
            ("enumType", .string(focus.enumType)),
            ("state", .string(focus.state)),
            ("cases", separated(focus.cases.map { [("name", .string($0))] })),
            ("initial", focus.initial.map(JSONValue.string) ?? .null),
        ])
    }

    /// A `view` field's code in parts, each a `code` and whether the binding follows it
    /// (`readsBinding`: every part but the last, where the view read `$bind`).
    private static func viewParts(_ parts: [String]) -> JSONValue {
        .array(
            parts.enumerated().map { index, code in
                .object([("code", .string(code)), ("readsBinding", .bool(index < parts.count - 1))])
            })
    }

    /// `member` (escaped), `isProjected` (`$member`, else `Bindable(member)`), `projected` (the
    /// projected value's name) and `properties`.
    static func binding(_ binding: BindingModel) -> JSONValue {
        .object([
            ("member", .string(binding.member)),
            ("projected", .string(binding.projectedValue)),
            ("isProjected", .bool(binding.access == .projectedValue)),
            ("properties", .array(binding.properties.map(JSONValue.string))),
        ])
    }
}
