// The `field` object of a screen spec (a control of a form section): its type, its keys and its decoding, in one place,
// with the reading of a `bind` path that `search` and `selection` use too.

extension ScreenSpec {
    /// One control of a form section: its kind key holds the label (`toggle: Show Replies`), and
    /// the other keys are the ones that kind takes (`Kind.keys`).
    public struct Field: Sendable {
        public enum Kind: String, Sendable, CaseIterable {
            case textField, secureField, toggle, picker, stepper, datePicker, slider, labeledContent, link, button
            /// A view of the app's own among the controls; its kind key holds the view, not a label.
            case view

            /// The keys besides the kind key this kind reads, the required ones first.
            public var keys: (required: [String], optional: [String]) {
                switch self {
                case .textField: (["bind"], ["prompt", "axis", "lineLimit"] + Self.textInputKeys)
                case .secureField: (["bind"], ["prompt"] + Self.textInputKeys)
                case .toggle: (["bind"], ["systemImage"])
                case .picker: (["bind", "options", "row"], ["option", "style", "systemImage"])
                case .stepper: (["bind"], ["range", "step"])
                case .datePicker: (["bind"], ["components"])
                case .slider: (["bind"], ["range", "step"])
                case .labeledContent: (["value"], [])
                case .link: (["url"], [])
                case .button: (["action"], ["role", "systemImage"])
                case .view: ([], ["bind"])
                }
            }

            /// Whether the control edits a value through a binding.
            public var binds: Bool { keys.required.contains("bind") }

            /// The keys every kind takes: the escapes of a node (`if`, `modifiers`), and `disabled`.
            public static let commonKeys = ["if", "modifiers", "disabled"]

            /// What a text or secure field takes besides its own keys: what the keyboard offers and
            /// where Return goes.
            static let textInputKeys = [
                "focus", "submit", "submitLabel", "contentType", "keyboard", "autocapitalization", "autocorrection",
            ]
        }

        /// `.submitLabel(_:)`: what Return says.
        public enum SubmitLabel: String, Sendable, CaseIterable {
            case done, go, send, join, route, search, `return`, next, `continue`
        }

        /// `.textInputAutocapitalization(_:)`.
        public enum Autocapitalization: String, Sendable, CaseIterable { case never, words, sentences, characters }

        /// `.keyboardType(_:)`: UIKit's keyboard types, by their Swift names.
        public enum Keyboard: String, Sendable, CaseIterable {
            case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
            case decimalPad, twitter, webSearch, asciiCapableNumberPad
        }

        /// `.textContentType(_:)`: UIKit's content types available from iOS 15, by their Swift names
        /// (a newer one is a `modifiers` entry).
        public enum ContentType: String, Sendable, CaseIterable {
            case name, namePrefix, givenName, middleName, familyName, nameSuffix, nickname, jobTitle, organizationName
            case location, fullStreetAddress, streetAddressLine1, streetAddressLine2, addressCity, addressState
            case addressCityAndState, sublocality, countryName, postalCode, telephoneNumber, emailAddress, URL
            case creditCardNumber, username, password, newPassword, oneTimeCode, shipmentTrackingNumber, flightNumber
            case dateTime
        }

        public enum Axis: String, Sendable, CaseIterable { case horizontal, vertical }
        public enum PickerStyle: String, Sendable, CaseIterable { case menu, segmented, inline, navigationLink }
        public enum DateComponent: String, Sendable, CaseIterable { case date, hourAndMinute }

        public var kind: Kind
        public var label: Located<InterpolatedText>
        /// The bound value's path: a member, then properties (`draft.displayName`).
        public var binding: Located<BindingPath>?
        /// A `view` field's view, which reads the binding as `$bind`; nil for the other kinds.
        public var view: Located<String>? = nil
        public var prompt: Located<String>?
        public var axis: Located<Axis>?
        public var lineLimit: Located<String>?
        public var options: Located<String>?
        /// The name each option has in `row`; `option` when the spec gives none.
        public var option: Located<String>?
        public var row: Located<String>?
        public var pickerStyle: Located<PickerStyle>?
        public var range: Located<String>?
        public var step: Located<String>?
        public var components: [Located<DateComponent>]
        public var value: Located<String>?
        public var url: Located<String>?
        public var role: Located<AlertAction.Role>?
        /// A button row's steps, in order: statements and action names; empty for other kinds.
        public var action: [Located<String>]
        public var location: SourceLocation
        /// The control's own modifiers, each a call that starts with `.`, in order (any kind).
        public var modifiers: [Located<String>] = []
        /// A `Bool` expression that shows the control only while it is true (`if:`, any kind).
        public var condition: Located<String>? = nil
        /// A `Bool` expression that disables the control while it is true (any kind).
        public var disabled: Located<String>? = nil
        /// An SF Symbol beside the label (a toggle, a picker, a button).
        public var systemImage: Located<String>? = nil
        /// What the keyboard offers and where Return goes (text and secure fields).
        public var textInput = TextInput()

        /// Every piece of Swift the field carries, for what reads a name: a fixed row reading the
        /// loaded value by the load's name.
        public var code: [String] {
            var code = label.value.expressions
            code += [view, lineLimit, options, row, range, step, value, url, condition, disabled].compactMap { $0?.value }
            code += (action + textInput.submit + modifiers).map(\.value)
            return code
        }

        /// A text or secure field's keyboard and Return.
        public struct TextInput: Sendable {
            /// The field's case of the screen's focus enum: Return moves to the next field that has
            /// one, in the order of the form.
            public var focus: Located<String>? = nil
            /// What Return runs (a button's steps), in place of moving on.
            public var submit: [Located<String>] = []
            public var submitLabel: Located<SubmitLabel>? = nil
            public var contentType: Located<ContentType>? = nil
            public var keyboard: Located<Keyboard>? = nil
            public var autocapitalization: Located<Autocapitalization>? = nil
            /// `false` turns autocorrection off.
            public var autocorrection: Bool? = nil
        }
    }
}

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
        KeySchema(
            "view", .expression,
            "A control of the app's own among the others (a theme picker, a toggle with a description): the "
                + "view itself rather than a label. With `bind`, it reads the binding as `$bind`, which becomes "
                + "the binding `bind` names (`$draft.theme`, `Bindable(store).theme`).",
            example: "\"ThemePicker(selection: $bind)\""),
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
                "action", .buttonAction,
                "`button`: what it runs (required): a statement, an action's name, or a list of them run in order, "
                    + "as a toolbar button's.", example: "store.signOut()"),
            KeySchema(
                "systemImage", .text, "`toggle`, `picker`, `button`: an SF Symbol shown with the label.",
                example: "bell"),
            KeySchema(
                "focus", .identifier,
                "`textField`, `secureField`: the field's case in the screen's focus enum, `FocusedField`. The view "
                    + "declares `@FocusState private var focusedField: FocusedField?` and each such field is "
                    + "`.focused($focusedField, equals: .<focus>)`; Return moves to the next field with a `focus`, in "
                    + "the form's order (`.submitLabel(.next)`), and on the last one runs its `submit`. "
                    + "`content.initialFocus` names the field focused as the screen appears.",
                example: "newPassword"),
            KeySchema(
                "submit", .buttonAction,
                "`textField`, `secureField`: what Return runs, written as a button's action (a statement, an action "
                    + "of the screen); `.submitLabel(.done)` unless `submitLabel` says otherwise. It runs only while the "
                    + "button that runs the same action (a form's button row, else a toolbar button) is shown and enabled.",
                example: "changePassword"),
            KeySchema(
                "submitLabel", .oneOf(ScreenSpec.Field.SubmitLabel.allCases.map(\.rawValue)),
                "`textField`, `secureField`: `.submitLabel`, what Return says.", example: "go"),
            KeySchema(
                "contentType", .oneOf(ScreenSpec.Field.ContentType.allCases.map(\.rawValue)),
                "`textField`, `secureField`: `.textContentType`, for AutoFill (`newPassword` suggests a strong "
                    + "password; `oneTimeCode` fills a code from Messages). A type newer than iOS 15 is a `modifiers` "
                    + "entry.", example: "newPassword"),
            KeySchema(
                "keyboard", .oneOf(ScreenSpec.Field.Keyboard.allCases.map(\.rawValue)),
                "`textField`, `secureField`: `.keyboardType`.", example: "emailAddress"),
            KeySchema(
                "autocapitalization", .oneOf(ScreenSpec.Field.Autocapitalization.allCases.map(\.rawValue)),
                "`textField`, `secureField`: `.textInputAutocapitalization`.", example: "never"),
            KeySchema(
                "autocorrection", .bool, default: "`true`",
                "`textField`, `secureField`: `false` writes `.autocorrectionDisabled()`.", example: "false"),
            KeySchema(
                "disabled", .expression,
                "Any kind: a `Bool` expression in the screen's names that disables the control while it is true "
                    + "(`.disabled(…)`; a button row's joins its in-flight flags). It reads what `if` may read.",
                example: "store.isSaving"),
            KeySchema.condition(of: "the control", example: "store.usesPasscode"),
            KeySchema.modifiers(
                of: "the control",
                more: "Any kind takes them: what the field keys do not say, at the size of one line "
                    + "(`.focused($focus, equals: .password)`, `.textContentType(.newPassword)`, "
                    + "`.disabled(store.isSaving)`).",
                example: "[\".textContentType(.newPassword)\"]"),
        ])
}

extension SpecDecoder {
    /// A form control: exactly one kind key (its value the label), then the keys that kind takes.
    func decodeField(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.Field? {
        guard let m = r.mapping(node, "field", context: "a form field") else { return nil }
        let kinds = ScreenSpec.Field.Kind.allCases.filter { m.node($0.rawValue) != nil }
        guard kinds.count == 1, let kind = kinds.first else {
            let names = ScreenSpec.Field.Kind.allCases.map(\.rawValue).joined(separator: ", ")
            r.error(
                kinds.isEmpty
                    ? "a field needs a kind key holding its label"
                    : "a field has one kind, not \(kinds.map { "'\($0.rawValue)'" }.joined(separator: " and "))",
                "field-kind", at: node, notes: ["the kinds: \(names)"])
            return nil
        }
        // A field with an error of its own is left out, so later checks see only whole fields.
        let errorsBefore = r.diagnostics.count
        let keys = kind.keys
        func applies(_ key: String) -> Bool {
            keys.required.contains(key) || keys.optional.contains(key)
                || ScreenSpec.Field.Kind.commonKeys.contains(key)
        }
        // A view's kind key holds the view; every other kind's holds its label.
        let view = kind == .view ? r.snippet(m, "view", isType: false) : nil
        let label =
            kind == .view
            ? view.map { Located(InterpolatedText(segments: []), at: $0.location) }
            : r.interpolatedText(m, kind.rawValue)
        for key in m.schema.keys.map(\.name) where ScreenSpec.Field.Kind(rawValue: key) == nil && !applies(key) {
            guard let misplaced = m.node(key) else { continue }
            let takes = (keys.required + keys.optional).map { "'\($0)'" }.joined(separator: ", ")
            r.error(
                "'\(key)' does not apply to a \(kind.rawValue)", "field-key-not-applicable", at: misplaced,
                notes: [takes.isEmpty ? "a \(kind.rawValue) takes only its label" : "a \(kind.rawValue) takes \(takes)"]
            )
        }
        for key in keys.required where m.node(key) == nil {
            r.error("a \(kind.rawValue) needs '\(key)'", "missing-key", at: node)
        }
        if kind == .slider, let step = m.node("step"), m.node("range") == nil {
            r.error(
                "a slider's 'step' needs 'range'", "missing-key", at: step,
                notes: ["SwiftUI's stepped slider takes its bounds explicitly: add range: \"0...1\""])
        }
        func expression(_ key: String) -> Located<String>? { applies(key) ? r.snippet(m, key, isType: false) : nil }
        let binding = applies("bind") ? decodeBinding(m, &r) : nil
        let prompt = applies("prompt") ? r.text(m, "prompt") : nil
        let axis = applies("axis") ? r.choice(m, "axis", ScreenSpec.Field.Axis.self) : nil
        let (lineLimit, options, row) = (expression("lineLimit"), expression("options"), expression("row"))
        let option = applies("option") ? r.identifier(m, "option") : nil
        let style = applies("style") ? r.choice(m, "style", ScreenSpec.Field.PickerStyle.self) : nil
        let (range, step, value, url) = (
            expression("range"), expression("step"), expression("value"), expression("url")
        )
        let components =
            applies("components")
            ? r.list(m, "components") { r, n in r.choice(n, key: "components", ScreenSpec.Field.DateComponent.self) }
            : []
        let role = applies("role") ? r.choice(m, "role", ScreenSpec.AlertAction.Role.self) : nil
        let action = applies("action") ? r.buttonAction(m, "action") : nil
        let condition = r.snippet(m, "if", isType: false)
        let disabled = r.snippet(m, "disabled", isType: false)
        let systemImage = applies("systemImage") ? r.text(m, "systemImage") : nil
        let textInput = applies("focus") ? decodeTextInput(m, &r) : ScreenSpec.Field.TextInput()
        let modifiers = r.list(m, "modifiers") { r, n in decodeModifier(n, &r) }
        if let view, kind == .view {
            let readsBinding = SwiftFragment(view.value).split(atReadsOf: "$bind").count > 1
            if readsBinding && m.node("bind") == nil {
                r.error(
                    "the view reads '$bind', but the field has no 'bind'", "missing-key", at: node,
                    notes: ["name what it edits: bind: draft.theme"])
            } else if !readsBinding, let bindNode = m.node("bind") {
                r.error(
                    "'bind' is never read: the view has no '$bind'", "invalid-binding", at: bindNode,
                    notes: ["write '$bind' where the view takes the binding: ThemePicker(selection: $bind)"])
            }
        }
        guard let label, r.diagnostics.count == errorsBefore else { return nil }
        var field = ScreenSpec.Field(
            kind: kind, label: label, binding: binding, prompt: prompt, axis: axis, lineLimit: lineLimit,
            options: options, option: option, row: row, pickerStyle: style, range: range, step: step,
            components: components, value: value, url: url, role: role, action: action ?? [], location: r.location(node)
        )
        field.condition = condition
        field.disabled = disabled
        field.systemImage = systemImage
        field.textInput = textInput
        field.modifiers = modifiers
        field.view = view
        return field
    }

    /// A text or secure field's keyboard and Return keys.
    private func decodeTextInput(_ m: SpecReader.Mapping, _ r: inout SpecReader) -> ScreenSpec.Field.TextInput {
        ScreenSpec.Field.TextInput(
            focus: r.identifier(m, "focus"),
            submit: r.buttonAction(m, "submit") ?? [],
            submitLabel: r.choice(m, "submitLabel", ScreenSpec.Field.SubmitLabel.self),
            contentType: r.choice(m, "contentType", ScreenSpec.Field.ContentType.self),
            keyboard: r.choice(m, "keyboard", ScreenSpec.Field.Keyboard.self),
            autocapitalization: r.choice(m, "autocapitalization", ScreenSpec.Field.Autocapitalization.self),
            autocorrection: r.bool(m, "autocorrection"))
    }

    /// `bind`: names joined by `.`, checked against the screen's members later, once all are known.
    func decodeBinding(_ m: SpecReader.Mapping, _ r: inout SpecReader, key: String = "bind") -> Located<BindingPath>? {
        guard let node = m.node(key), let value = r.scalar(node, expected: "a Swift expression", key: key) else {
            return nil
        }
        // A path's names are screengen's to escape (`bind: default` writes `$default`, `store.default`):
        // a name that is a keyword is read as the path's, not refused as an expression's keyword.
        let written = value.value.trimmingWhitespace.canonicallyComposed
        if let path = BindingPath(parsing: written) {
            r.noteReads(written, at: value.location)
            return Located(path, at: value.location)
        }
        guard let text = r.snippet(node, key: key, isType: false) else { return nil }
        guard let path = BindingPath(parsing: text.value) else {
            r.error(
                "'\(key)' must be a member and its properties joined by '.', not '\(text.value)'", "invalid-binding",
                at: node, notes: ["write the value itself (draft.title); screengen writes the binding ($draft.title)"])
            return nil
        }
        return Located(path, at: text.location)
    }
}
