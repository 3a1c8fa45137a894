extension SpecSchema {
    static let swipeActions = ObjectSchema(
        name: "swipeActions",
        summary: "The buttons a swipe on one edge of a row reveals (`.swipeActions(edge:allowsFullSwipe:)`).",
        keys: [
            KeySchema(
                "edge", .oneOf(ScreenSpec.SwipeActions.Edge.allCases.map(\.rawValue)), default: "`trailing`",
                "The edge the swipe starts from; one group per edge.", example: "leading"),
            KeySchema(
                "allowsFullSwipe", .bool, default: "`true`",
                "A full swipe runs the first button, as Mail's delete does.", example: "false"),
            KeySchema(
                "buttons", .list(.object("rowButton")), required: true,
                "The buttons, from the edge inwards: the first is the one a full swipe runs.",
                example: "[{ label: Delete, systemImage: trash, role: destructive, action: delete(book) }]"),
        ])

    static let rowButton = ObjectSchema(
        name: "rowButton",
        summary: "A button of a row's swipe actions or context menu. It sees the row's element, and shows no "
            + "progress: the swipe closes, or the menu goes, once tapped (as an alert's buttons).",
        keys: [
            buttonLabel, buttonImage, buttonRole,
            KeySchema(
                "tint", .expression,
                "The swipe button's fill (`.tint`), a `ShapeStyle`; without it the system's (red when "
                    + "destructive, else gray).", example: ".yellow"),
            KeySchema(
                "action", .buttonAction, required: true,
                "What the button does: a statement, an action's name with the element (`delete(book)`), or a list "
                    + "of them run in order, as for a toolbar button. With `await` or an action it runs in a `Task`.",
                example: "delete(book)"),
        ])
}

extension KeySchema {
    /// A section's `swipeActions` and `contextMenu`: what a row offers besides a tap.
    static let rowActions = [
        KeySchema(
            "swipeActions", .list(.object("swipeActions")),
            "The buttons a swipe on a row reveals, one group per edge (`.swipeActions`). A list's rows only; "
                + "with `load` or `items`.",
            example: "[{ edge: leading, buttons: [{ label: Favorite, systemImage: star, tint: .yellow, "
                + "action: favorite(book) }] }]"),
        KeySchema(
            "contextMenu", .list(.object("rowButton")),
            "The buttons a long press on a row shows (`.contextMenu`), with `load` or `items`.",
            example: "[{ label: Share, systemImage: square.and.arrow.up, action: share(book) }]"),
        KeySchema(
            "onDelete", .identifier,
            "The action a swipe to delete (and edit mode's delete) runs: `.onDelete` on the rows' `ForEach`. The "
                + "action takes one parameter, the deleted elements (`[Book]`), mapped from the offsets; it runs in "
                + "a `Task`, and its `reloads` show the list without them. Needs `element`.",
            example: "remove"),
    ]
}
