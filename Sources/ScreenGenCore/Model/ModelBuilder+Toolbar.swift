extension ModelBuilder {
    /// The toolbar's items, one `ToolbarItem` each, in the spec's order. Every button, the item's
    /// own or a menu's, is a `ButtonModel`, written by the one button template.
    func toolbarModels(
        _ spec: ScreenSpec, actions: [ActionModel] = [], selection: BindingModel? = nil, loads: [LoadModel] = [],
        busy: InFlightFlag? = nil
    ) -> [ToolbarItemModel] {
        zip(spec.toolbar, spec.toolbarPlacements).compactMap { item, placement in
            let content: ToolbarItemModel.Content
            if let spacer = item.spacer {
                content = .spacer(spacer.value)
            } else if let name = item.selectAll {
                // The structure check has refused a Select All without a selection or a known load.
                guard let selection, let load = loads.first(where: { $0.name == SwiftIdentifier.escaped(name.value) })
                else { return nil }
                content = .selectAll(selection: selection, load: load)
            } else if let view = item.view {
                content = .view(view.value)
            } else if item.editButton {
                content = .editButton
            } else if let label = item.label, !item.menu.isEmpty {
                content = .menu(
                    label: label.value, systemImage: item.systemImage?.value,
                    buttons: item.menu.map {
                        toolbarButton($0, spec: spec, actions: actions, showsProgress: false, busy: busy)
                    })
            } else {
                // The decoder keeps only items of one kind: what is left is a button.
                guard let button = item.buttons.first else { preconditionFailure("a toolbar item of no kind") }
                content = .button(
                    toolbarButton(
                        button, spec: spec, actions: actions, disabled: item.disabled.map { ConditionModel($0.value) },
                        busy: busy))
            }
            var model = ToolbarItemModel(
                placement: placement, content: content, whileEditing: item.whileEditing,
                hidden: item.hidden.map { ConditionModel($0.value) })
            model.modifiers = item.modifiers.map(\.value)
            return model
        }
    }

    /// A toolbar or menu button: it may run the screen's actions. A toolbar button shows their
    /// progress; a menu's entry does not, as the menu closes when it is tapped (and a menu item's
    /// label cannot be a `ProgressView`): a second run is refused by the action's own flag. While the
    /// screen is `busy`, every one is disabled.
    private func toolbarButton(
        _ entry: ScreenSpec.MenuButton, spec: ScreenSpec, actions: [ActionModel], showsProgress: Bool = true,
        disabled: ConditionModel? = nil, busy: InFlightFlag?
    ) -> ButtonModel {
        var model = button(
            entry.label.value, systemImage: entry.systemImage?.value, role: entry.role?.value,
            action: entry.action, spec: spec, actions: actions, showsProgress: showsProgress, disabled: disabled)
        model.roleCondition = entry.roleWhile?.value
        model.busy = busy
        model.condition = entry.condition.map { SwiftSnippet.statementCondition($0.value) }
        model.modifiers = entry.modifiers.map(\.value)
        return model
    }
}
