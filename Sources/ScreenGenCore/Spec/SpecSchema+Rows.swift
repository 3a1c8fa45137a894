extension KeySchema {
    /// A section's `navigate`: rows that push a route of the screen's navigation stack.
    static let rowNavigate = KeySchema(
        "navigate", .expression,
        "A route each row pushes: a case of the stack's route enum, with its value when the case has one "
            + "(`book(book.id)`, `settings`). The row becomes the label of a `NavigationLink(value:)`; a "
            + "participant pushes its flow's routes. Only on a screen in a stack (`navigation` owner or "
            + "participant), with `load` or `items`.",
        example: "book(book.id)")
}
