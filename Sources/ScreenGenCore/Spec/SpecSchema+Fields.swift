extension SpecSchema {
    /// The kind keys of a field: exactly one is present, and its value is the control's label.
    private static let fieldKinds: [KeySchema] = [
        KeySchema(
            "textField", .interpolatedText, "`TextField` editing a `String`; the label is its placeholder.",
            example: "Display Name"),
        KeySchema("secureField", .interpolatedText, "`SecureField` editing a `String`.", example: "Password"),
        KeySchema("toggle", .interpolatedText, "`Toggle` of a `Bool`.", example: "Show Replies"),
        KeySchema(
            "picker", .interpolatedText,
            "`Picker` choosing one of `options`; each option is tagged with itself, so the bound value has the "
                + "options' type.", example: "Visibility"),
        KeySchema(
            "stepper", .interpolatedText, "`Stepper` of a `Strideable` value (`Int`, `Double`, …).",
            example: "Lines: \\(draft.lines)"),
        KeySchema("datePicker", .interpolatedText, "`DatePicker` of a `Date`.", example: "Remind Me"),
        KeySchema(
            "slider", .interpolatedText, "`Slider` of a floating-point value (`Double`, `Float`, `CGFloat`).",
            example: "Volume"),
        KeySchema(
            "labeledContent", .interpolatedText, "`LabeledContent`: a read-only label and value.", example: "Version"),
        KeySchema("link", .interpolatedText, "`Link` opening `url`.", example: "Privacy Policy"),
        KeySchema(
            "button", .interpolatedText, "A button row, written like every other button of the screen.",
            example: "Delete Account"),
    ]

    static let field = ObjectSchema(
        name: "field",
        summary: "One control of a form section. Exactly one kind key (`textField`, `toggle`, …) holds the label, "
            + "localized, with `\\(…)` for values; a key the kind does not take is an error.",
        keys: fieldKinds + [
            KeySchema(
                "bind", .expression,
                "What the control edits: a `state` (`$name`), a store property by its name or as `store.name` "
                    + "(`$store.name`), a `bindable` or `binding` input, then properties (`draft.displayName` → "
                    + "`$draft.displayName`), or a property of an object read from the environment by type. An "
                    + "`@Observable` object the view holds without a wrapper that projects bindings (a received "
                    + "store, an environment object) is bound through `Bindable(object).name`, which needs no local "
                    + "`@Bindable` copy in `body`. A `let` input, an environment value read by key path, a load or "
                    + "a store dependency cannot be bound. Where the path is the member itself "
                    + "and its type is declared, the type must fit the control (a toggle needs `Bool`). Required "
                    + "for every kind but `labeledContent`, `link` and `button`.", example: "draft.displayName"),
            KeySchema(
                "prompt", .text, "`textField`, `secureField`: the hint shown while the field is empty.",
                example: "Your name"),
            KeySchema(
                "axis", .oneOf(ScreenSpec.Field.Axis.allCases.map(\.rawValue)),
                "`textField`: `vertical` grows the field over several lines as the text wraps.", example: "vertical"),
            KeySchema(
                "lineLimit", .expression, "`textField`: `.lineLimit`, a count or a range of lines.",
                example: "\"3...6\""),
            KeySchema(
                "options", .expression,
                "`picker`: the values to choose from, `Identifiable` and `Hashable` (`ForEach` over stable ids, "
                    + "as everywhere in generated code: give an enum `var id: Self { self }`).",
                example: "Visibility.allCases"),
            KeySchema(
                "option", .identifier, default: "`option`", "`picker`: the name of each option in `row`.",
                example: "visibility"),
            KeySchema(
                "row", .expression,
                "`picker`: the view of one option. Required: no property of an arbitrary type names itself.",
                example: "Label(option.title, systemImage: option.systemImage)"),
            KeySchema(
                "style", .oneOf(ScreenSpec.Field.PickerStyle.allCases.map(\.rawValue)), default: "the platform's",
                "`picker`: `.pickerStyle`.", example: "segmented"),
            KeySchema(
                "range", .expression, "`stepper`, `slider`: the closed range of values (a slider's default is 0...1).",
                example: "\"1...10\""),
            KeySchema("step", .expression, "`stepper`, `slider`: the increment.", example: "1"),
            KeySchema(
                "components", .list(.oneOf(ScreenSpec.Field.DateComponent.allCases.map(\.rawValue))),
                default: "date and time", "`datePicker`: the parts it edits.", example: "[date]"),
            KeySchema(
                "value", .expression,
                "`labeledContent`: the `String` shown (format other values: `count.formatted()`).",
                example: "appVersion"),
            KeySchema(
                "url", .expression, "`link`: the `URL` to open.",
                example: "\"URL(string: \\\"https://example.com/privacy\\\")!\""),
            KeySchema(
                "role", .oneOf(ScreenSpec.AlertAction.Role.allCases.map(\.rawValue)), "`button`: its role.",
                example: "destructive"),
            KeySchema(
                "action", .statement, "`button`: what it runs (required).",
                example: "store.signOut()"),
        ])
}
