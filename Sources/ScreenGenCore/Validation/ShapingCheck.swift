/// Checks a shaped section (`filter`, `sort`, `matching`): the store keeps the rows shown and shapes
/// them again when the collection or a value the shaping reads changes (a property's `didSet`), so
/// the collection, the names the shaping reads and the search text must all be the store's. Errors,
/// not rules: a shaping that read a view's state would never run again when it changes.
struct ShapingCheck {
    func check(_ spec: ScreenSpec, facts: ScreenFacts, _ out: inout [Diagnostic]) {
        let sections = (spec.content?.sections ?? []).filter { $0.shaping != nil }
        guard !sections.isEmpty else { return }
        guard let store = facts.store else {
            for section in sections {
                out.append(
                    .error(
                        "a shaped section's rows are kept by a store, and this screen has none",
                        id: "shaping-needs-store", at: Self.location(of: section),
                        notes: [
                            "add 'store:' with the collection and the values the shaping reads as its 'properties': "
                                + "the store shapes the rows again when one of them changes, rather than in body"
                        ]))
            }
            return
        }
        let storeName = store.propertyName.trimmingBackticks
        let properties = spec.store?.properties ?? []
        let dependencies = (spec.store?.dependencies ?? []).filter { !$0.isFromEnvironment }
        let storeNames = properties.map(\.name.value) + dependencies.map(\.name.value)
        let viewNames =
            spec.state.map(\.name.value) + spec.inputs.map(\.name.value) + spec.environment.map(\.name.value)
            + spec.members.map(\.name.value)
        for section in sections {
            guard let shaping = section.shaping, case .items(let items) = section.source,
                let element = section.element
            else { continue }
            guard let source = ShapingNames.source(of: items.value, storeName: storeName),
                let property = properties.first(where: { $0.name.value == source })
            else {
                out.append(
                    .error(
                        "a shaped section's 'items' is one of the store's properties, not '\(items.value)'",
                        id: "shaping-needs-store", at: items.location,
                        notes: [
                            "declare the collection in the store's 'properties' and name it ('\(storeName).items' or "
                                + "'items'): its didSet shapes the rows again"
                        ]))
                continue
            }
            if SwiftTypeName.elementType(of: property.type.value) == nil {
                out.append(
                    .error(
                        "'items' shapes the elements of a collection, but '\(source)' is of type \(property.type.value)",
                        id: "shaping-needs-store", at: items.location,
                        notes: ["declare '\(source)' as an array ([Element])"]))
            }
            for case let (key, expression?) in [("filter", shaping.filter), ("sort", shaping.sort)] {
                for name in SwiftSnippet.undeclaredNames(
                    in: expression.value, declared: storeNames + [element.value, storeName])
                {
                    let isView = viewNames.contains(name)
                    out.append(
                        .error(
                            isView
                                ? "'\(key)' reads '\(name)', the view's, but the store shapes the rows and cannot see it"
                                : "'\(key)' reads '\(name)', which the store does not declare",
                            id: "unknown-name", at: expression.location,
                            notes: isView
                                ? ["move '\(name)' into the store's 'properties', so a change to it shapes the rows again"]
                                : (DidYouMean.suggestion(for: name, among: storeNames + [element.value]).map {
                                    ["did you mean '\($0)'?"]
                                } ?? [])
                                    + ["a shaping reads the element ('\(element.value)') and the store's properties"]))
                }
            }
            checkSearch(shaping, spec: spec, storeName: storeName, properties: properties, &out)
        }
    }

    /// `matching` looks for the screen's search text, which the store must hold to shape the rows again.
    private func checkSearch(
        _ shaping: ScreenSpec.Section.Shaping, spec: ScreenSpec, storeName: String,
        properties: [ScreenSpec.StateProperty], _ out: inout [Diagnostic]
    ) {
        guard let first = shaping.matching.first else { return }
        guard let search = spec.search else {
            out.append(
                .error(
                    "'matching' looks for the screen's search text, and the screen has no 'search'", id: "missing-key",
                    at: first.location, notes: ["add 'search: { text: \(storeName).query }' with a store property"]))
            return
        }
        let text = search.text.value
        let written = ([text.root] + text.properties).joined(separator: ".")
        let isStoreProperty =
            (text.root == storeName && text.properties.count == 1)
            || (text.properties.isEmpty && properties.contains { $0.name.value == text.root })
        guard !isStoreProperty else { return }
        out.append(
            .error(
                "'matching' looks for the search text in the store, but the search edits '\(written)', not a store property",
                id: "shaping-needs-store", at: search.text.location,
                notes: ["declare the text in the store's 'properties' and search it: 'text: \(storeName).query'"]))
    }

    /// Where a section's shaping is written: its first shaping key.
    private static func location(of section: ScreenSpec.Section) -> SourceLocation {
        guard let shaping = section.shaping else { return section.location }
        return shaping.filter?.location ?? shaping.sort?.location ?? shaping.matching.first?.location
            ?? shaping.location
    }
}
