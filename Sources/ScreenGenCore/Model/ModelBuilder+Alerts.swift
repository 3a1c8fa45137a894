extension ModelBuilder {
    /// The screen's alert enum and its confirmation-dialog enum, each when the spec declares any.
    func alertModels(_ spec: ScreenSpec, facts: ScreenFacts, actions: [ActionModel] = []) -> [AlertPresentationModel] {
        AlertPresentationModel.Kind.allCases.compactMap { kind in
            let entries = kind == .alert ? spec.alerts : spec.confirmationDialogs
            guard let enumType = facts.typeName(of: .alert(kind)) else { return nil }
            return AlertPresentationModel(
                kind: kind, enumType: enumType, stateName: kind.rawValue,
                cases: entries.map { alertCase($0, spec: spec, actions: actions) })
        }
    }

    private func alertCase(_ entry: ScreenSpec.Alert, spec: ScreenSpec, actions screenActions: [ActionModel])
        -> AlertCaseModel
    {
        let actions = entry.actions.map { action in
            var model = button(
                action.label.value, systemImage: nil, role: action.role?.value, action: action.action, spec: spec,
                actions: screenActions, showsProgress: false)
            model.condition = action.condition.map { SwiftSnippet.statementCondition($0.value) }
            model.modifiers = action.modifiers.map(\.value)
            return model
        }
        let actionCode = entry.actions.flatMap {
            $0.label.value.expressions + $0.action.map(\.value) + [$0.condition].compactMap { $0?.value }
                + $0.modifiers.map(\.value)
        }
        /// Only a case that carries an item can bind it.
        func readsItem(_ code: [String]) -> Bool { entry.item != nil && Self.reads("item", in: code) }
        return AlertCaseModel(
            caseName: SwiftIdentifier.escaped(entry.caseName.value), itemType: entry.item?.value,
            title: entry.title.value, message: entry.message?.value, actions: actions,
            titleVisibility: entry.titleVisibility?.value ?? .automatic,
            titleReadsItem: readsItem(entry.title.value.expressions),
            messageReadsItem: readsItem(entry.message?.value.expressions ?? []),
            actionsReadItem: readsItem(actionCode))
    }

    /// Whether any of the user's `code` reads `name`: what decides if a case binds its value.
    static func reads(_ name: String, in code: [String]) -> Bool {
        code.contains { SwiftSnippet.readNames(in: $0).contains(name) }
    }

    func button(
        _ label: InterpolatedText, systemImage: String?, role: ScreenSpec.AlertAction.Role?, statement: String?
    ) -> ButtonModel {
        ButtonModel(
            label: label, systemImage: systemImage, role: role, statement: statement,
            runsInTask: statement.map { Self.awaits($0) && SwiftFragment.matchTexts($0).first != "Task" } ?? false)
    }

    /// Whether code awaits: anywhere in its code, the interpolations of its string literals included.
    static func awaits(_ code: String) -> Bool {
        SwiftFragment.matchTexts(code).contains("await")
    }
}
