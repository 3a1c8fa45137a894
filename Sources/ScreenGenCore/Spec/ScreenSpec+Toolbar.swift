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
}
