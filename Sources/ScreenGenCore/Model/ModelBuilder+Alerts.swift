extension ModelBuilder {
    /// The screen's alert enum and its confirmation-dialog enum, each when the spec declares any.
    func alertModels(_ spec: ScreenSpec, facts: ScreenFacts) -> [AlertPresentationModel] {
        AlertPresentationModel.Kind.allCases.compactMap { kind in
            let entries = kind == .alert ? spec.alerts : spec.confirmationDialogs
            guard let enumType = facts.typeName(of: .alert(kind)) else { return nil }
            return AlertPresentationModel(
                kind: kind, enumType: enumType, stateName: kind.rawValue,
                cases: entries.map(alertCase))
        }
    }

    private func alertCase(_ entry: ScreenSpec.Alert) -> AlertCaseModel {
        AlertCaseModel(
            caseName: SwiftIdentifier.escaped(entry.caseName.value), itemType: entry.item?.value,
            title: entry.title.value, message: entry.message?.value,
            actions: entry.actions.map { action in
                button(action.label.value, systemImage: nil, role: action.role?.value, statement: action.action?.value)
            },
            titleVisibility: entry.titleVisibility?.value ?? .automatic)
    }

    /// The toolbar's buttons, one `ToolbarItem` each.
    func toolbarModels(_ spec: ScreenSpec) -> [ToolbarItemModel] {
        spec.toolbar.map { item in
            ToolbarItemModel(
                placement: item.placement?.value ?? .automatic,
                button: button(
                    item.label.value, systemImage: item.systemImage?.value, role: item.role?.value,
                    statement: item.action.value))
        }
    }

    private func button(
        _ label: InterpolatedText, systemImage: String?, role: ScreenSpec.AlertAction.Role?, statement: String?
    ) -> ButtonModel {
        ButtonModel(
            label: label, systemImage: systemImage, role: role, statement: statement,
            runsInTask: statement.map { Self.awaits($0) && SpecExpressions.tokens($0).first != "Task" } ?? false)
    }

    /// Whether code awaits: anywhere in its code, the interpolations of its string literals included.
    static func awaits(_ code: String) -> Bool {
        SpecExpressions.tokens(code).contains("await")
    }
}
