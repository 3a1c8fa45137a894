/// Checks a toolbar's Select All (`selectAll: <load>`): it selects the rows of a load the screen
/// declares, which loads a collection, into the list's `selection`, a `Set` of ids (an optional id
/// selects one row, never all). Errors: the generated button would not compile otherwise.
struct SelectAllCheck {
    func check(_ spec: ScreenSpec, facts: ScreenFacts, _ out: inout [Diagnostic]) {
        for item in spec.toolbar {
            guard let name = item.selectAll else { continue }
            let loads = spec.loads.map(\.name.value)
            guard let load = spec.loads.first(where: { $0.name.value == name.value }) else {
                if !spec.refused.loads.contains(name.value) {
                    out.append(
                        .error(
                            "'selectAll' names no load of this screen: '\(name.value)'", id: "unknown-load",
                            at: name.location,
                            notes: DidYouMean.suggestion(for: name.value, among: loads).map {
                                ["did you mean '\($0)'?"]
                            }
                                ?? ["Select All selects the rows of one of the screen's 'loads'"]))
                }
                continue
            }
            if SwiftTypeName.elementType(of: load.type.value) == nil {
                out.append(
                    .error(
                        "Select All selects the rows of '\(name.value)', but it loads one \(load.type.value), not a "
                            + "collection", id: "select-all-not-collection", at: name.location,
                        notes: ["name a load of an array of Identifiable rows"]))
            }
            guard let selection = spec.content?.selection else {
                out.append(
                    .error(
                        "Select All selects into the list's selection, and this content has none",
                        id: "select-all-without-selection", at: name.location,
                        notes: ["add 'selection' to 'content': a Set of the rows' ids"]))
                continue
            }
            if let type = Self.declaredType(of: selection.value, in: spec, facts: facts),
                !SwiftTypeName.normalized(type).hasPrefix("Set<")
            {
                out.append(
                    .error(
                        "Select All selects every row, but the selection '\(selection.value.description)' is \(type)",
                        id: "binding-type-mismatch", at: name.location,
                        notes: ["a list selects several rows into a Set of their ids"]))
            }
        }
    }

    /// The declared type of the member a selection names whole: a state, a `binding` input or a
    /// store property; nil for a property path (its type is not declared in the spec).
    static func declaredType(of path: BindingPath, in spec: ScreenSpec, facts: ScreenFacts) -> String? {
        let storeName = facts.store.map { $0.propertyName.trimmingBackticks }
        let storeProperties = spec.store?.properties ?? []
        if path.root == storeName, path.properties.count == 1 {
            return storeProperties.first { $0.name.value == path.properties[0] }?.type.value
        }
        guard path.properties.isEmpty else { return nil }
        return spec.state.first { $0.name.value == path.root }?.type.value
            ?? spec.inputs.first { $0.name.value == path.root }?.type.value
            ?? (facts.hasStore ? storeProperties.first { $0.name.value == path.root }?.type.value : nil)
    }
}
