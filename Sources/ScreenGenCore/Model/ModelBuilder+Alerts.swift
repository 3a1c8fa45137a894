extension ModelBuilder {
    /// The screen's alert enum and its confirmation-dialog enum, each when the spec declares any.
    func alertModels(_ spec: ScreenSpec) -> [AlertPresentationModel] {
        AlertPresentationModel.Kind.allCases.compactMap { kind in
            let entries = kind == .alert ? spec.alerts : spec.confirmationDialogs
            guard !entries.isEmpty else { return nil }
            return AlertPresentationModel(
                kind: kind, enumType: spec.screen.value + kind.typeSuffix, stateName: kind.rawValue,
                cases: entries.map(alertCase))
        }
    }

    private func alertCase(_ entry: ScreenSpec.Alert) -> AlertCaseModel {
        AlertCaseModel(
            caseName: SwiftIdentifier.escaped(entry.caseName.value), itemType: entry.item?.value,
            title: entry.title.value, message: entry.message?.value,
            actions: entry.actions.map { action in
                let statement = action.action?.value
                return AlertActionModel(
                    label: action.label.value, role: action.role?.value, statement: statement,
                    runsInTask: statement.map { Self.awaits($0) && SpecExpressions.tokens($0).first != "Task" } ?? false
                )
            },
            titleVisibility: entry.titleVisibility?.value ?? .automatic)
    }

    /// Whether code awaits: in its own tokens, or in an interpolation of one of its string literals.
    static func awaits(_ code: String) -> Bool {
        SpecExpressions.tokens(code).contains("await") || SwiftSnippet.interpolations(in: code).contains(where: awaits)
    }
}
