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
        let kinds =
            ["action", "menu", "view", "selectAll"].filter { m.node($0) != nil } + (editButton ? ["editButton"] : [])
        guard kinds.count == 1 else {
            r.error(
                kinds.isEmpty
                    ? "a toolbar item needs one of 'action', 'menu', 'view', 'selectAll' and 'editButton: true'"
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
                notes: ["a menu's buttons, a custom view or an edit button cannot take it here; use 'hidden' to leave the item out"])
            return nil
        }
        for key in ["label", "systemImage", "role", "roleWhile"] where !labelled && m.node(key) != nil {
            r.error(
                "'\(key)' belongs to a toolbar button or menu, not to \(["view": "a custom view", "selectAll": "Select All"][kinds[0]] ?? "an edit button")",
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
            kinds[0] != "menu" || !menu.isEmpty, kinds[0] != "selectAll" || selectAll != nil
        else { return nil }
        var item = ScreenSpec.ToolbarItem(
            label: label, systemImage: systemImage, placement: placement, role: role, action: action ?? [],
            disabled: disabled, hidden: hidden, location: r.location(node))
        item.menu = menu
        item.view = view
        item.editButton = editButton
        item.selectAll = selectAll
        item.whileEditing = whileEditing
        item.roleWhile = roleWhile
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
        guard let label, let action else { return nil }
        return .init(
            label: label, systemImage: systemImage, role: role, roleWhile: roleWhile, action: action,
            location: r.location(node))
    }
}
