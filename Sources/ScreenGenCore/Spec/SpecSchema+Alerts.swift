extension SpecSchema {
    /// The keys alerts and confirmation dialogs share; a dialog adds `titleVisibility`.
    private static let alertKeys: [KeySchema] = [
        KeySchema("case", .identifier, required: true, "The enum case.", example: "deleteFailed"),
        KeySchema(
            "item", .type,
            "The associated value's type, named `item` in the title, message and actions (any type: "
                + "`presenting:` needs no `Identifiable`).", example: "Post"),
        KeySchema(
            "title", .interpolatedText, required: true,
            "The title, localized as a `Text`; `\\(…)` inserts a Swift expression.", example: "Delete \\(item.title)?"),
        KeySchema(
            "message", .interpolatedText, "The message under the title, localized as a `Text`.",
            example: "This cannot be undone."),
        KeySchema(
            "actions", .list(.object("alertAction")), default: "`[]`",
            "The buttons, in order. SwiftUI adds an OK button to an alert without any, and a Cancel button to a "
                + "confirmation dialog without a cancel one.",
            example: "[{ label: Delete, role: destructive, action: store.delete(item) }]"),
        KeySchema.suppress,
    ]

    static let alert = ObjectSchema(
        name: "alert",
        summary: "An alert: a case of the screen's alert enum, presented with its item.",
        keys: alertKeys)

    static let confirmationDialog = ObjectSchema(
        name: "confirmationDialog",
        summary: "A confirmation dialog: a case of the screen's dialog enum, presented with its item.",
        keys: alertKeys + [
            KeySchema(
                "titleVisibility", .oneOf(ScreenSpec.Alert.TitleVisibility.allCases.map(\.rawValue)),
                default: "`automatic`",
                "Whether the title shows: `automatic` leaves it to SwiftUI; `hidden` is a hint some platforms "
                    + "override.",
                example: "visible")
        ])

    /// The keys every button has, in alerts, dialogs and the toolbar.
    static let buttonLabel = KeySchema(
        "label", .interpolatedText, required: true, "The button's title.", example: "Delete")
    static let buttonRole = KeySchema(
        "role", .oneOf(ScreenSpec.AlertAction.Role.allCases.map(\.rawValue)),
        "`destructive` or `cancel`; SwiftUI places and styles the button by it.", example: "destructive")

    static let alertAction = ObjectSchema(
        name: "alertAction",
        summary: "A button of an alert or confirmation dialog. Any button dismisses it.",
        keys: [
            buttonLabel, buttonRole,
            KeySchema(
                "action", .buttonAction,
                "What the button does: a statement, an action's name (`delete(item)`), or a list of them run in "
                    + "order. With `await` or an action it runs in a `Task` (a button's action is synchronous); a "
                    + "`try` must be `try?` (a button cannot report an error: an action reports its own). The "
                    + "alert is gone once tapped, so it shows no progress. Without it the button only dismisses.",
                example: "delete(item)"),
        ])

    static let buttonImage = KeySchema(
        "systemImage", .text, "An SF Symbol shown with the title (which stays the accessibility label).",
        example: "plus")
    static let buttonRoleWhile = KeySchema(
        "roleWhile", .expression,
        "A `Bool` expression: the `role` applies only while it is true (`role: isRemoving ? .destructive : nil`), "
            + "so a button can turn destructive while it removes.", example: "isRemoving")

    static let toolbarItem = ObjectSchema(
        name: "toolbarItem",
        summary: "One `ToolbarItem` in the screen's `.toolbar`, of one kind: a button (`label` and `action`), a menu "
            + "(`label` and `menu`), a custom view (`view`), an `EditButton` (`editButton: true`) or Select All "
            + "(`selectAll`).",
        keys: [
            KeySchema(
                "label", .interpolatedText, "The title of a button or a menu (a custom view or edit button has none).",
                example: "Delete"),
            buttonImage,
            KeySchema(
                "placement", .oneOf(ScreenSpec.ToolbarItem.Placement.allCases.map(\.rawValue)),
                default: "`automatic`; `principal` for a `view`",
                "Where the item goes: `ToolbarItem(placement:)`.", example: "primaryAction"),
            buttonRole, buttonRoleWhile,
            KeySchema(
                "action", .buttonAction,
                "A button: what it does, often presenting: `sheet = .addBook`; or an action's name (`save`), or a "
                    + "list run in order in one `Task` that stops at the first action that fails (`[save, "
                    + "dismiss()]`). While an action it runs is in flight the button shows a `ProgressView` in "
                    + "place of its label and is disabled, so a second tap does nothing. With `await` it runs in "
                    + "a `Task`; a `try` must be `try?`.",
                example: "[save, dismiss()]"),
            KeySchema(
                "disabled", .expression,
                "A button's `Bool` expression that disables it while true (`.disabled`), as well as while its "
                    + "action runs. The names it reads must be ones the spec declares.",
                example: "!hasChanges"),
            KeySchema(
                "hidden", .expression,
                "A `Bool` expression that leaves the item out of the toolbar while true (an `if` around the "
                    + "`ToolbarItem`, so nothing keeps its place). The names it reads must be ones the spec declares.",
                example: "store.posts.isEmpty"),
            KeySchema(
                "menu", .list(.object("menuButton")),
                "A menu: its buttons, in order, in a `Menu` whose label is `label` (an icon alone in the bar when "
                    + "it has a `systemImage`).",
                example: "[{ label: Newest First, systemImage: arrow.down, action: sortOrder = .newest }]"),
            KeySchema(
                "view", .expression,
                "A custom view, usually the bar's title as two lines or a picker: written as is in the item, at "
                    + "`principal` unless a `placement` says otherwise.",
                example: "ComposeTitle(draft: draft)"),
            KeySchema(
                "editButton", .bool, default: "`false`",
                "An `EditButton`: it toggles the screen's edit mode, held in `@State private var editMode` and "
                    + "handed to the content with `.environment(\\.editMode, $editMode)` so the list and the toolbar "
                    + "see the same value (reading `@Environment(\\.editMode)` in the screen itself does not update "
                    + "from a button in its own toolbar). iOS only.", example: "true"),
            KeySchema(
                "selectAll", .identifier,
                "A Select All button for the list's `selection` (a `Set` of the rows' ids): it selects every row "
                    + "of the named load, and is disabled until the load has loaded. Usually with `whileEditing`.",
                example: "posts"),
            KeySchema(
                "whileEditing", .bool, default: "`false`",
                "Shown only while the screen is in edit mode (Select All beside Done); the screen holds its edit "
                    + "mode as for `editButton`.", example: "true"),
            KeySchema.suppress,
        ])

    static let menuButton = ObjectSchema(
        name: "menuButton",
        summary: "A button of a toolbar item's `menu`.",
        keys: [
            buttonLabel, buttonImage, buttonRole, buttonRoleWhile,
            KeySchema(
                "action", .buttonAction, required: true,
                "What the button does: a statement, an action's name, or a list of them run in order, as for a "
                    + "toolbar button. The menu closes when tapped, so it shows no progress; a second run while the "
                    + "action is in flight does nothing. With `await` it runs in a `Task`; a `try` must be `try?`.",
                example: "sortOrder = .newest"),
        ])
}
