// The `onChange` entries of a screen spec: their type, their keys and their decoding, in one place.

extension ScreenSpec {
    /// What the screen does when a value changes: one `.onChange(of:)` on the content, as IceCubes'
    /// content settings adopt the instance's settings when their toggle is switched on.
    public struct OnChange: Sendable {
        /// The `Equatable` value watched, read from what the screen declares.
        public var value: Located<String>
        /// Whether the action also runs when the view appears (`initial: true`, iOS 17); nil when
        /// the key is absent.
        public var initial: Located<Bool>?
        /// A `Bool` expression the action runs under (`if newValue`); it may read `newValue`.
        public var condition: Located<String>?
        /// What runs: a button's action (statements and the screen's actions, in order).
        public var action: [Located<String>]
        public var location: SourceLocation

        /// Whether the action also runs when the view appears.
        public var runsInitially: Bool { initial?.value == true }

        /// The name the new value is bound to, where the condition or the action reads it.
        public static let newValue = "newValue"
        /// The first target whose SwiftUI has `onChange(of:initial:_:)` with a closure of two
        /// parameters or none; below it, the iOS 14 form, whose closure takes the new value
        /// (deprecated from iOS 17). `OnChangeForm` tells the forms apart in a spec's own Swift.
        public static let twoParameterForm = OSVersion(17, 0)
    }
}

extension SpecSchema {
    static let onChange = ObjectSchema(
        name: "onChange",
        summary:
            "What the screen does when a value changes: one `.onChange(of:)` on the content, after its other "
            + "modifiers (adopting the instance's settings when a toggle is switched on). From iOS 17 it is "
            + "`.onChange(of: value) { _, newValue in … }`, or `{ … }` when nothing reads `newValue`; below, "
            + "the iOS 14 form `{ newValue in … }` (`{ _ in … }`).",
        keys: [
            KeySchema(
                "of", .expression, required: true,
                "The `Equatable` value to watch; it reads what the screen declares, as a condition does.",
                example: "preferences.useInstanceContentSettings"),
            KeySchema(
                "action", .buttonAction, required: true,
                "What runs when the value changes, as a button's action: a statement, an action's name, or a list "
                    + "of them run in order (in a `Task` when it awaits or runs an action). It may read the new "
                    + "value as `newValue`.",
                example: "[preferences.appAutoExpandSpoilers = preferences.autoExpandSpoilers]"),
            KeySchema(
                "if", .expression,
                "A `Bool` expression the action runs under: it is wrapped in `if …`. It may read `newValue`.",
                example: "newValue"),
            KeySchema(
                "initial", .bool, default: "`false`",
                "Whether the action also runs when the view appears, with the value it has then "
                    + "(`.onChange(of:initial:)`, iOS 17).",
                example: "true"),
        ])
}

extension KeySchema {
    /// `onChange` at the root of a screen spec.
    static let screenOnChange = KeySchema(
        "onChange", .list(.object("onChange")), default: "`[]`",
        "What the screen does when a value changes, one `.onChange(of:)` each, in order, on the content: what a "
            + "binding alone cannot say (adopting the instance's settings when a toggle is switched on).",
        example:
            "[{ of: preferences.useInstanceContentSettings, if: newValue, action: [preferences.appAutoExpandSpoilers "
            + "= preferences.autoExpandSpoilers] }]")
}

extension SpecDecoder {
    func decodeOnChange(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.OnChange? {
        guard let m = r.mapping(node, "onChange", context: "an onChange entry") else { return nil }
        let value = r.snippet(m, "of", isType: false)
        let action = r.buttonAction(m, "action")
        let condition = r.snippet(m, "if", isType: false)
        var initial: Located<Bool>?
        if let node = m.node("initial"), let value = r.bool(m, "initial") { initial = Located(value, at: r.location(node)) }
        guard let value, let action else { return nil }
        return .init(
            value: value, initial: initial, condition: condition, action: action, location: r.location(node))
    }
}
