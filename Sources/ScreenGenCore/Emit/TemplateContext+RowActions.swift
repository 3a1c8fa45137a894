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
            ("rowEdits", section.rowEdits.map(rowEdits) ?? .null),
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

    /// A section's in-place edits: `delete` and `move` (null, or the closure's facts: `store`, the
    /// store member whose `function` it calls, else `collection`, the array it changes) and `add`
    /// (null, or the add row).
    private static func rowEdits(_ edits: RowEditsModel) -> JSONValue {
        func edit(_ applies: Bool, _ function: String?) -> JSONValue {
            guard applies else { return .null }
            return .object([
                ("collection", .string(edits.collection)),
                ("store", edits.store.map(JSONValue.string) ?? .null),
                ("function", function.map(JSONValue.string) ?? .null),
            ])
        }
        return .object([
            ("delete", edit(edits.deletes, edits.deleteFunction)),
            ("move", edit(edits.moves, edits.moveFunction)),
            (
                "add",
                edits.add.map { add in
                    .object([
                        ("binding", binding(add.binding)), ("text", .string(add.text)),
                        ("prompt", .string(SwiftLiteral.string(add.prompt))),
                        ("label", .string(SwiftLiteral.string(add.label))),
                        ("systemImage", .string(SwiftLiteral.string(add.systemImage))),
                        ("collection", .string(edits.collection)), ("value", .string(add.value)),
                        ("store", edits.store.map(JSONValue.string) ?? .null),
                        ("function", add.function.map(JSONValue.string) ?? .null),
                    ])
                } ?? .null
            ),
        ])
    }

    /// A store's methods of an edited array it owns (`storeRowEdits`).
    static func storeRowEdits(_ edits: StoreRowEditsModel) -> JSONValue {
        .object([
            ("source", .string(edits.source)),
            ("deleteFunction", edits.deleteFunction.map(JSONValue.string) ?? .null),
            ("moveFunction", edits.moveFunction.map(JSONValue.string) ?? .null),
            (
                "add",
                edits.add.map { add in
                    .object([
                        ("function", .string(add.function)), ("text", .string(add.text)),
                        ("value", .string(add.value)),
                        ("hasEdits", .bool(edits.deleteFunction != nil || edits.moveFunction != nil)),
                    ])
                } ?? .null
            ),
        ])
    }

    private static func rowButton(_ row: RowButtonModel) -> JSONValue {
        guard case .object(let pairs) = button(row.button) else { return button(row.button) }
        return .object(pairs + [("tint", row.tint.map(JSONValue.string) ?? .null)])
    }
}
