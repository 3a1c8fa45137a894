extension KeySchema {
    /// A section's `navigate`: rows that push a route of the screen's navigation stack.
    static let rowNavigate = KeySchema(
        "navigate", .expression,
        "A route each row pushes: a case of the stack's route enum, with its value when the case has one "
            + "(`book(book.id)`, `settings`). The row becomes the label of a `NavigationLink(value:)`; a "
            + "participant pushes its flow's routes. Only on a screen in a stack (`navigation` owner or "
            + "participant), with `load` or `items`.",
        example: "book(book.id)")

    /// A section's `onTap`: rows that run a button's action when tapped.
    static let rowOnTap = KeySchema(
        "onTap", .buttonAction,
        "What a tap on a row runs, as a toolbar button's `action`: a statement (`sheet = .edit(book)`), an "
            + "action's name with the element, or a list of them. The row becomes the label of a `Button` (in the "
            + "primary color in a list or form, plain in a stack). Not with `navigate`; with `load` or `items`.",
        example: "sheet = .edit(book)")
}

extension KeySchema {
    /// A section's grouping: a load's elements in one titled section per value of a key.
    static let grouping = [
        KeySchema(
            "groupBy", .expression,
            "Show the loaded elements in one section per value of this property of each element (a property "
                + "path: `status`, `customer.city`). The groups are made where the load sets its phase, not in "
                + "`body`: sorted by the key (`groupType` is `Comparable`), each keeping the load's order. With "
                + "`load` and `element`; each group's rows keep the swipe actions, context menu, `onDelete` (with "
                + "the group's elements) and `navigate`.",
            example: "status"),
        KeySchema(
            "groupType", .type,
            "The type of the `groupBy` key, `Hashable` and `Comparable` (an enum without raw or associated values "
                + "declared `Comparable` sorts in case order); required with `groupBy`: the groups are a stored "
                + "property, `[(key: groupType, value: [Element])]`.",
            example: "OrderStatus"),
        KeySchema(
            "groupTitle", .interpolatedText, default: "the key's value",
            "Each group's header; `\\(…)` reads the key by the last name of `groupBy`.",
            example: "\\(status.title)"),
    ]
}
