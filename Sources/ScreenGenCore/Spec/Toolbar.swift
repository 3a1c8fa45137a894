// The `toolbarItem` and `menuButton` objects of a screen spec, and the `systemImage` and `roleWhile` keys of buttons:
// their types, keys and decoding, in one place (`menuButton(…)` reads every menu and row button).

extension ScreenSpec {
    /// One `ToolbarItem`: a button (`label` and `action`), a menu of buttons (`label` and `menu`), a
    /// custom view (`view`) or an `EditButton` (`editButton`); or a `ToolbarSpacer` (`spacer`)
    /// between two of them. The decoder keeps only items of exactly one kind, so the model can
    /// tell them apart by what is set.
    public struct ToolbarItem: Sendable {
        /// The placements every supported target has (`topBarLeading` and `topBarTrailing` are
        /// back-deployed to iOS 14 by the iOS 17 SDK; `keyboard`, the bar above the keyboard, is
        /// iOS 15).
        public enum Placement: String, Sendable, CaseIterable {
            case automatic, primaryAction, secondaryAction, confirmationAction, cancellationAction
            case destructiveAction, navigation, principal, topBarLeading, topBarTrailing, bottomBar, keyboard
        }
        /// A `ToolbarSpacer`'s `SpacerSizing` (iOS 26).
        public enum SpacerSizing: String, Sendable, CaseIterable { case flexible, fixed }
        /// nil for a custom view or an edit button, which have no label of their own.
        public var label: Located<InterpolatedText>?
        public var systemImage: Located<String>?
        public var placement: Located<Placement>?
        public var role: Located<AlertAction.Role>?
        /// What a button runs, in order: statements and action names; empty for a menu, a custom view
        /// or an edit button.
        public var action: [Located<String>]
        /// Disables the button while true (as well as while an action it runs is in flight).
        public var disabled: Located<String>? = nil
        /// Leaves the item out of the toolbar while true.
        public var hidden: Located<String>? = nil
        /// A menu's buttons, in order; empty for any other kind.
        public var menu: [MenuButton] = []
        /// A custom view (a principal title): the expression of the view.
        public var view: Located<String>? = nil
        public var editButton: Bool = false
        /// A `ToolbarSpacer` of this sizing, which splits the items of its placement into groups.
        public var spacer: Located<SpacerSizing>? = nil
        /// Select All: the load whose loaded rows it selects into the content's `selection`.
        public var selectAll: Located<String>? = nil
        /// Shown only while the screen is in edit mode (Select All beside Done).
        public var whileEditing: Bool = false
        /// The `role` applies only while this is true (destructive while it removes).
        public var roleWhile: Located<String>? = nil
        /// The item's view's own modifiers (its button's, its menu's, its view's), in order.
        public var modifiers: [Located<String>] = []
        public var location: SourceLocation
    }

    /// A button in a toolbar item's menu (or the item itself, when it is a button).
    public struct MenuButton: Sendable {
        public var label: Located<InterpolatedText>
        public var systemImage: Located<String>?
        public var role: Located<AlertAction.Role>?
        public var roleWhile: Located<String>?
        /// What it runs, in order (never empty): statements and action names.
        public var action: [Located<String>]
        public var location: SourceLocation
        /// A `Bool` expression that shows the button only while it is true (`if:`, a menu's or a
        /// row's button; a toolbar button's is its item's `hidden`).
        public var condition: Located<String>? = nil
        /// The button's own modifiers (a menu's or a row's button), each a call as written.
        public var modifiers: [Located<String>] = []
    }
}

extension ScreenSpec.ToolbarItem {
    /// The item's buttons as the checks read them: the item itself when it is a button, else the
    /// buttons of its menu; none for a custom view or an edit button.
    public var buttons: [ScreenSpec.MenuButton] {
        if let label, !action.isEmpty {
            return [
                ScreenSpec.MenuButton(
                    label: label, systemImage: systemImage, role: role, roleWhile: roleWhile, action: action,
                    location: location)
            ]
        }
        return menu
    }

    /// Whether the screen must hold an edit mode for this item: it toggles it, or shows only in it.
    public var readsEditMode: Bool { editButton || whileEditing }
}

extension ScreenSpec {
    /// The view holds an edit mode: a toolbar item toggles it or shows only while it is active.
    public var usesEditMode: Bool { toolbar.contains(where: \.readsEditMode) }

    /// Where each toolbar item goes, in the toolbar's order: its `placement`; without one,
    /// `principal` for a custom view, for a spacer the placement of the nearest item before it that
    /// is not a spacer (after it, for a spacer that comes first), so that it falls between the
    /// items it is written between; else `automatic`.
    public var toolbarPlacements: [ToolbarItem.Placement] {
        let own = toolbar.map { item in
            item.placement?.value ?? (item.spacer != nil ? nil : item.view != nil ? .principal : .automatic)
        }
        return own.indices.map { index in
            if let placement = own[index] { return placement }
            let before = toolbar[..<index].lastIndex { $0.spacer == nil }
            let after = toolbar[(index + 1)...].firstIndex { $0.spacer == nil }
            return (before ?? after).flatMap { own[$0] } ?? .automatic
        }
    }
}

extension SpecSchema {
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
            + "(`selectAll`); or a `ToolbarSpacer` between them (`spacer`, iOS 26).",
        keys: [
            KeySchema(
                "label", .interpolatedText, "The title of a button or a menu (a custom view or edit button has none).",
                example: "Delete"),
            buttonImage,
            KeySchema(
                "placement", .oneOf(ScreenSpec.ToolbarItem.Placement.allCases.map(\.rawValue)),
                default: "`automatic`; `principal` for a `view`",
                "Where the item goes: `ToolbarItem(placement:)`; `keyboard` is the bar above the keyboard, shown "
                    + "while a text field has the focus (a Done button over a number pad, which has no Return key). "
                    + "A spacer without one takes the placement of the item before it (after it, when it comes "
                    + "first), and cannot be `principal`, where the title's one view goes.",
                example: "primaryAction"),
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
                "spacer", .oneOf(ScreenSpec.ToolbarItem.SpacerSizing.allCases.map(\.rawValue)),
                "A `ToolbarSpacer` (iOS 26: an older target is `api-newer-than-target` here) between the items "
                    + "written before and after it: iOS 26 draws the items of a placement on one glass capsule, "
                    + "and a spacer splits them into two, `fixed` a standard gap, `flexible` pushing them apart "
                    + "(the bottom bar's or the keyboard bar's items to either end). It takes `placement`, "
                    + "`hidden` and `whileEditing`, nothing else.",
                example: "fixed"),
            KeySchema(
                "selectAll", .identifier,
                "A Select All button for the list's `selection` (a `Set` of the rows' ids): it selects every row "
                    + "of the named load, and is disabled until the load has loaded. Usually with `whileEditing`.",
                example: "posts"),
            KeySchema(
                "whileEditing", .bool, default: "`false`",
                "Shown only while the screen is in edit mode (Select All beside Done); the screen holds its edit "
                    + "mode as for `editButton`.", example: "true"),
            KeySchema.modifiers(
                of: "the item's view (its button, its menu, its view or its edit button; not Select All)",
                more: "Written inside the `ToolbarItem`, after the view: a keyboard shortcut, a help tag.",
                example: "[\".keyboardShortcut(.defaultAction)\"]"),
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
            KeySchema.condition(of: "the button", example: "!store.posts.isEmpty"),
            KeySchema.modifiers(
                of: "the button", more: "Written after the button, inside its `if`: a keyboard shortcut, a hint.",
                example: "[\".keyboardShortcut(\\\"2\\\", modifiers: .command)\"]"),
        ])
}

extension SpecDecoder {
    /// A toolbar item of exactly one kind: a button, a menu, a custom view or an edit button. An
    /// item of none or several kinds, or a label on a kind that shows none, is a located error.
    func decodeToolbarItem(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.ToolbarItem? {
        guard let m = r.mapping(node, "toolbarItem", context: "a toolbar item") else { return nil }
        let label = r.interpolatedText(m, "label")
        let systemImage = r.text(m, "systemImage")
        let placement = r.choice(m, "placement", ScreenSpec.ToolbarItem.Placement.self)
        let role = r.choice(m, "role", ScreenSpec.AlertAction.Role.self)
        let roleWhile = r.snippet(m, "roleWhile", isType: false)
        let action = r.buttonAction(m, "action")
        let disabled = r.snippet(m, "disabled", isType: false)
        let hidden = r.snippet(m, "hidden", isType: false)
        let menu = r.list(m, "menu") { r, n in decodeMenuButton(n, &r) }
        let view = r.snippet(m, "view", isType: false)
        let editButton = r.bool(m, "editButton") ?? false
        let whileEditing = r.bool(m, "whileEditing") ?? false
        let selectAll = r.identifier(m, "selectAll")
        let spacer = r.choice(m, "spacer", ScreenSpec.ToolbarItem.SpacerSizing.self)
        let kinds =
            ["action", "menu", "view", "selectAll", "spacer"].filter { m.node($0) != nil }
            + (editButton ? ["editButton"] : [])
        guard kinds.count == 1 else {
            r.error(
                kinds.isEmpty
                    ? "a toolbar item needs one of 'action', 'menu', 'view', 'selectAll', 'spacer' and 'editButton: true'"
                    : "a toolbar item is one kind, but this one has "
                        + kinds.map { "'\($0)'" }.joined(separator: " and "),
                "toolbar-item-kind", at: node,
                notes: ["a button has 'label' and 'action'; a menu 'label' and 'menu'; a custom view 'view'"])
            return nil
        }
        let labelled = kinds[0] == "action" || kinds[0] == "menu"
        if labelled, m.node("label") == nil {
            r.error("a toolbar \(kinds[0] == "menu" ? "menu" : "button") needs a 'label'", "missing-key", at: node)
            return nil
        }
        if kinds[0] != "action", let disabledNode = m.node("disabled") {
            r.error(
                "'disabled' belongs to a toolbar button", "toolbar-item-kind", at: disabledNode,
                notes: [
                    "a menu's buttons, a custom view or an edit button cannot take it here; use 'hidden' to leave the item out"
                ])
            return nil
        }
        for key in ["label", "systemImage", "role", "roleWhile"] where !labelled && m.node(key) != nil {
            r.error(
                "'\(key)' belongs to a toolbar button or menu, not to \(["view": "a custom view", "selectAll": "Select All", "spacer": "a spacer"][kinds[0]] ?? "an edit button")",
                "toolbar-item-kind", at: m.node(key)!, notes: ["the view, or SwiftUI's EditButton, shows its own label"]
            )
            return nil
        }
        if editButton && whileEditing, let whileNode = m.node("whileEditing") {
            r.error(
                "an edit button shown only while editing could never start editing", "toolbar-item-kind",
                at: whileNode, notes: ["remove 'whileEditing' from the edit button"])
            return nil
        }
        if roleWhile != nil && role == nil, let whileNode = m.node("roleWhile") {
            r.error("'roleWhile' needs the 'role' it applies", "missing-key", at: whileNode)
            return nil
        }
        // A key that failed to read has its own error; the item is left out.
        guard !labelled || label != nil, kinds[0] != "action" || action != nil, kinds[0] != "view" || view != nil,
            kinds[0] != "menu" || !menu.isEmpty, kinds[0] != "selectAll" || selectAll != nil,
            kinds[0] != "spacer" || spacer != nil
        else { return nil }
        var item = ScreenSpec.ToolbarItem(
            label: label, systemImage: systemImage, placement: placement, role: role, action: action ?? [],
            disabled: disabled, hidden: hidden, location: r.location(node))
        item.menu = menu
        item.view = view
        item.editButton = editButton
        item.selectAll = selectAll
        item.spacer = spacer
        item.whileEditing = whileEditing
        item.roleWhile = roleWhile
        item.modifiers = r.list(m, "modifiers") { r, n in decodeModifier(n, &r) }
        if selectAll != nil, let modifiersNode = m.node("modifiers") {
            r.error(
                "'modifiers' does not apply to Select All", "field-key-not-applicable", at: modifiersNode,
                notes: ["its two buttons are written by screengen, one of them disabled until the rows load"])
            item.modifiers = []
        }
        if spacer != nil, let modifiersNode = m.node("modifiers") {
            r.error(
                "'modifiers' does not apply to a spacer", "field-key-not-applicable", at: modifiersNode,
                notes: ["a ToolbarSpacer is toolbar content, not a view: it takes no view modifier"])
            item.modifiers = []
        }
        return item
    }

    private func decodeMenuButton(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.MenuButton? {
        guard let m = r.mapping(node, "menuButton", context: "a menu button") else { return nil }
        return menuButton(m, node, &r, readsRoleWhile: true)
    }

    /// The keys every button of a menu or a row reads, from a mapping already checked against its schema.
    /// `readsRoleWhile`: the schema has `roleWhile` (a menu's does; a row button's role is fixed).
    func menuButton(_ m: SpecReader.Mapping, _ node: YAMLNode, _ r: inout SpecReader, readsRoleWhile: Bool)
        -> ScreenSpec.MenuButton?
    {
        let label = r.interpolatedText(m, "label")
        let systemImage = r.text(m, "systemImage")
        let role = r.choice(m, "role", ScreenSpec.AlertAction.Role.self)
        let roleWhile = readsRoleWhile ? r.snippet(m, "roleWhile", isType: false) : nil
        let action = r.buttonAction(m, "action")
        let condition = r.snippet(m, "if", isType: false)
        let modifiers = r.list(m, "modifiers") { r, n in decodeModifier(n, &r) }
        guard let label, let action else { return nil }
        var button = ScreenSpec.MenuButton(
            label: label, systemImage: systemImage, role: role, roleWhile: roleWhile, action: action,
            location: r.location(node))
        button.condition = condition
        button.modifiers = modifiers
        return button
    }
}
