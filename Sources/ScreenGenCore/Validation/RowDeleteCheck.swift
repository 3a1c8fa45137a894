/// Checks a section's `onDelete`: it names one of the screen's actions, which takes exactly one
/// parameter, the deleted elements (`[Book]` for the rows of a `[Book]` load).
struct RowDeleteCheck {
    func check(_ spec: ScreenSpec, _ out: inout [Diagnostic]) {
        let sections = spec.content?.sections ?? []
        for onDelete in sections.compactMap(\.onDelete) {
            let names = spec.actions.map(\.name.value)
            guard let action = spec.actions.first(where: { $0.name.value == onDelete.value }) else {
                out.append(
                    .error(
                        "'onDelete' names '\(onDelete.value)', which is no action of this screen", id: "unknown-action",
                        at: onDelete.location,
                        notes: (DidYouMean.suggestion(for: onDelete.value, among: names).map {
                            ["did you mean '\($0)'?"]
                        } ?? [])
                            + [
                                "declare an action that takes the deleted elements: parameters: [{ name: books, type: \"[Book]\" }]"
                            ]
                    ))
                continue
            }
            if action.parameters.count != 1 {
                out.append(
                    .error(
                        "'onDelete' runs action '\(onDelete.value)', which takes \(action.parameters.count) "
                            + "parameters; it must take one, the deleted elements", id: "on-delete-parameters",
                        at: onDelete.location, notes: ["parameters: [{ name: books, type: \"[Book]\" }]"]))
            } else if let section = sections.first(where: { $0.onDelete?.location == onDelete.location }),
                let element = RowElements.elementType(of: section, in: spec),
                SwiftTypeName.normalized(action.parameters[0].type.value) != "[\(element)]"
            {
                let parameter = action.parameters[0]
                out.append(
                    .error(
                        "'onDelete' runs action '\(onDelete.value)', whose parameter '\(parameter.name.value)' is "
                            + "'\(parameter.type.value)'; it gets the deleted rows, '[\(element)]'",
                        id: "on-delete-parameters", at: parameter.type.location,
                        notes: ["parameters: [{ name: \(parameter.name.value), type: \"[\(element)]\" }]"]))
            }
        }
    }
}
