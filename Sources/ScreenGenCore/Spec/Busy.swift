// The `busy` object of a screen spec: its type, its keys and its decoding, in one place.

extension ScreenSpec {
    /// Actions that exclude each other and that the screen waits for: an edit sheet's Save and
    /// Remove Avatar. While one of them runs, none of them starts, the content and the toolbar's
    /// buttons are disabled, and a swipe does not dismiss the screen, so an edit made during a save
    /// is not lost on dismissal and a failure's alert has a screen to show on.
    public struct Busy: Sendable {
        /// The flag that is true while one of them runs; nil for the default, `isBusy`.
        public var name: Located<String>?
        /// The actions, by name.
        public var actions: [Located<String>]
        public var location: SourceLocation
    }
}

extension SpecSchema {
    static let busy = ObjectSchema(
        name: "busy",
        summary:
            "Actions that exclude each other, and that the screen waits for: while one of them runs, a call of "
            + "any of them returns `false` and does nothing, the content is `.disabled`, every toolbar button is "
            + "disabled, and a swipe does not dismiss the screen (`.interactiveDismissDisabled`). Each button "
            + "still shows progress only for the actions it runs.",
        keys: [
            KeySchema(
                "actions", .list(.identifier), required: true,
                "The actions, by name: each one of the screen's `actions`, at least one.",
                example: "[save, removeAvatar]"),
            KeySchema(
                "name", .identifier, default: "`isBusy`",
                "The flag that is true while one of them runs: a computed `var` of the store (read-only), or "
                    + "of the view in MV, reading the actions' in-flight flags.",
                example: "isWorking"),
        ])
}

extension KeySchema {
    /// `busy` at the root of a screen spec.
    static let screenBusy = KeySchema(
        "busy", .object("busy"),
        "Actions that exclude each other and that the screen waits for (an edit sheet's Save and Remove "
            + "Avatar): while one runs, none of them starts, the content and the toolbar are disabled and a "
            + "swipe does not dismiss the screen.",
        example: "{ actions: [save, removeAvatar] }")
}

extension SpecDecoder {
    func decodeBusy(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.Busy? {
        guard let m = r.mapping(node, "busy", context: "'busy'") else { return nil }
        let name = r.identifier(m, "name")
        let actions = r.list(m, "actions") { r, n in r.identifier(n, key: "actions", allowKeywords: true) }
        guard let actionsNode = m.node("actions") else { return nil }
        if actions.isEmpty {
            r.error(
                "'busy' names no action; list the actions that exclude each other", "invalid-value", at: actionsNode,
                notes: ["busy: { actions: [save, removeAvatar] }"])
            return nil
        }
        return .init(name: name, actions: actions, location: r.location(node))
    }
}
