// The `action` and `actionParameter` objects of a screen spec: their types, keys and decoding, in one place.

extension ScreenSpec {
    /// A call that changes data (`client.save(draft)`), run by buttons that name it. It lives where
    /// the loads live, keeps an in-flight flag, and sends a failure to an alert case.
    public struct Action: Sendable {
        /// A value the action takes, passed by the button that runs it: `delete(item)`.
        public struct Parameter: Sendable {
            public var name: Located<String>
            public var type: Located<String>
            public var location: SourceLocation
        }

        public var name: Located<String>
        /// The `async throws` call, written without `try await`.
        public var call: Located<String>
        public var parameters: [Parameter]
        /// The alert case (with an `any Error` item) a failure shows.
        public var failure: Located<String>?
        /// The in-flight flag's name; nil for the default (`is` + the capitalized name + `Running`).
        public var inFlight: Located<String>?
        /// The loads a success re-runs, before `onSuccess`.
        public var reloads: [Located<String>]
        /// Statements a success runs in the view, in order: `dismiss()`, `selection = nil`.
        public var onSuccess: [Located<String>]
        public var location: SourceLocation
    }
}

extension SpecSchema {
    static let action = ObjectSchema(
        name: "action",
        summary:
            "A call that changes data, run by the buttons that name it. It lives where the loads live: with a "
            + "store, a store method (a call while one runs does nothing) and a private view method that shows "
            + "its failure and runs its success; in MV, one private async method of the view. It keeps an "
            + "in-flight flag, which the buttons running it read to show progress and disable themselves.",
        keys: [
            KeySchema(
                "name", .identifier, required: true,
                "The method's name, which buttons use (`action: save`, `action: delete(item)`).", example: "save"),
            KeySchema(
                "call", .expression, required: true,
                "The `async throws` call, without `try await` (the method adds them). Its result is not used: "
                    + "call a `Void` function or a `@discardableResult` one. With a store it reads the store's "
                    + "dependencies and properties.",
                example: "client.save(draft)"),
            KeySchema(
                "parameters", .list(.object("actionParameter")), default: "`[]`",
                "Values the button passes, unlabeled, in order (`delete(item)`); the call reads them by name.",
                example: "[{ name: post, type: Post }]"),
            KeySchema(
                "failure", .identifier, required: true,
                "The alert case that shows a failure, with the error as its item (`item: any Error`); an error is "
                    + "never swallowed.",
                example: "saveFailed"),
            KeySchema(
                "inFlight", .identifier, default: "`is<Name>Running`; `<name>InFlight` for an action on rows",
                "The in-flight flag: `private(set) var` in the store, `@State private var` in MV. True while the "
                    + "call runs; buttons running the action show progress and are disabled while it is. For an "
                    + "action whose one parameter is a row's element or an array of them, the set of the ids it "
                    + "runs for (`Set<Order.ID>`): it runs for another row at once, never twice for one.",
                example: "isSaving"),
            KeySchema(
                "reloads", .list(.identifier), default: "`[]`",
                "Loads a success re-runs, in order, before the view runs `onSuccess` (and after the store has "
                    + "run the statements of it that change only the store).", example: "[posts]"),
            KeySchema(
                "onSuccess", .list(.statement), default: "`[]`",
                "Statements run after a success, in order: `dismiss()`, `router.navigate(to: .done)`, "
                    + "`selection = nil`. They may read the parameters. With a store, a statement that reads nothing "
                    + "but the store (`store.draft.hasAvatar = false`) runs in the store's method right after the call, "
                    + "as `self.draft.hasAvatar = false`, so a test of the store sees it; the others run in the view, "
                    + "after `reloads`.",
                example: "[dismiss()]"),
            KeySchema.suppress,
        ])

    static let actionParameter = ObjectSchema(
        name: "actionParameter",
        summary: "A parameter of an action.",
        keys: [
            KeySchema("name", .identifier, required: true, "The parameter's name.", example: "post"),
            KeySchema("type", .type, required: true, "Its type.", example: "Post"),
        ])
}

extension SpecDecoder {
    func decodeAction(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.Action? {
        guard let m = r.mapping(node, "action", context: "an action") else { return nil }
        let name = r.identifier(m, "name")
        let call = r.snippet(m, "call", isType: false)
        let parameters = r.list(m, "parameters") { r, n -> ScreenSpec.Action.Parameter? in
            guard let p = r.mapping(n, "actionParameter", context: "an action parameter") else { return nil }
            let name = r.identifier(p, "name")
            let type = r.snippet(p, "type", isType: true)
            guard let name, let type else { return nil }
            return .init(name: name, type: type, location: r.location(n))
        }
        let failure = r.identifier(m, "failure")
        let inFlight = r.identifier(m, "inFlight")
        let reloads = r.list(m, "reloads") { r, n in r.identifier(n, key: "reloads", allowKeywords: true) }
        let onSuccess = r.list(m, "onSuccess") { r, n in r.snippet(n, key: "onSuccess", isType: false) }
        guard let name, let call else { return nil }
        return .init(
            name: name, call: call, parameters: parameters, failure: failure, inFlight: inFlight, reloads: reloads,
            onSuccess: onSuccess, location: r.location(node))
    }
}
