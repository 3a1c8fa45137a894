extension TemplateContext {
    /// A section's `swipeActions` (each with `edge` and `allowsFullSwipe`, null for SwiftUI's
    /// default, `hasArguments` when either is set, and `buttons`) and `contextMenu` (null without one): row buttons, each the `button`
    /// partial's facts plus `tint` (null or the `ShapeStyle` expression).
    static func rowActions(_ section: SectionModel) -> [(String, JSONValue)] {
        [
            (
                "onDelete",
                section.onDelete.map {
                    .object([("action", .string($0.action)), ("collection", .string($0.collection))])
                } ?? .null
            ),
            (
                "swipeActions",
                .array(
                    section.swipeActions.map { group in
                        .object([
                            ("edge", group.edge.map { .string($0.rawValue) } ?? .null),
                            ("allowsFullSwipe", group.allowsFullSwipe.map { .string(String($0)) } ?? .null),
                            ("hasArguments", .bool(group.edge != nil || group.allowsFullSwipe != nil)),
                            ("buttons", .array(group.buttons.map(rowButton))),
                        ])
                    })
            ),
            (
                "contextMenu",
                section.contextMenu.isEmpty ? .null : .object([("buttons", .array(section.contextMenu.map(rowButton)))])
            ),
        ]
    }

    private static func rowButton(_ row: RowButtonModel) -> JSONValue {
        guard case .object(let pairs) = button(row.button) else { return button(row.button) }
        return .object(pairs + [("tint", row.tint.map(JSONValue.string) ?? .null)])
    }
}
