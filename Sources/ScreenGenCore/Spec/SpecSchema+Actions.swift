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

    static let presentation = ObjectSchema(
        name: "presentation",
        summary: "How a presented screen shows: it owns its stack and its actions, and calls `dismiss()` itself.",
        keys: [
            KeySchema(
                "stack", .bool, default: "`false`",
                "Wraps the content in a `NavigationStack` of its own, so the title and toolbar show when the "
                    + "screen is presented; previews then add none. A navigation owner has one already, so for it this "
                    + "changes nothing.",
                example: "true"),
            KeySchema(
                "dismissDisabled", .expression,
                "A `Bool` expression; while true, a swipe does not dismiss the screen "
                    + "(`.interactiveDismissDisabled`), so a draft is not lost: offer a Cancel that asks first. The names it "
                    + "reads must be ones the spec declares.",
                example: "hasChanges"),
        ])
}
