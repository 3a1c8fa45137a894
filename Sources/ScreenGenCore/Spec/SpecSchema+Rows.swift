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
