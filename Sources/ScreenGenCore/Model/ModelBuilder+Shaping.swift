extension ModelBuilder {
    /// The shaped sections' shapings, one per collection: the structure check has refused a second
    /// section shaping the same collection (its `shown…` member would be declared twice).
    static func shapingModels(_ spec: ScreenSpec, facts: ScreenFacts) -> [ShapingModel] {
        guard let storeName = facts.store?.propertyName.trimmingBackticks else { return [] }
        let properties = spec.store?.properties ?? []
        return (spec.content?.sections ?? []).compactMap { section in
            guard let shaping = section.shaping, case .items(let items) = section.source,
                let element = section.element?.value,
                let source = ShapingNames.source(of: items.value, storeName: storeName),
                let property = properties.first(where: { $0.name.value == source })
            else { return nil }
            let searchText = shaping.matching.isEmpty ? nil : spec.search.map { $0.dependencyName(storeName: storeName) }
            let read = Set(shaping.expressions.flatMap { SwiftSnippet.readNames(in: $0.value) })
            let inputs = properties.map(\.name.value).filter { name in
                name == source || name == searchText || read.contains(name)
            }
            let elementType = SwiftTypeName.elementType(of: property.type.value) ?? property.type.value
            let grouping = section.grouping.map { grouping in
                let path = [grouping.key.value.root] + grouping.key.value.properties
                return GroupingModel(
                    property: SwiftIdentifier.escaped(ShapingNames.groups(source: source, key: grouping.key.value)),
                    keyPath: path.map(SwiftIdentifier.escaped), keyName: SwiftIdentifier.escaped(path[path.count - 1]),
                    keyType: grouping.type.value, elementType: elementType)
            }
            return ShapingModel(
                property: SwiftIdentifier.escaped(ShapingNames.property(source: source)),
                function: SwiftIdentifier.escaped(ShapingNames.function(source: source)),
                source: SwiftIdentifier.escaped(source), element: SwiftIdentifier.escaped(element),
                elementType: elementType,
                matched: shaping.matching.map { path in
                    ([element, path.value.root] + path.value.properties).map(SwiftIdentifier.escaped).joined(separator: ".")
                },
                searchText: searchText.map(SwiftIdentifier.escaped), filter: shaping.filter?.value,
                sort: shaping.sort?.value, inputs: inputs.map(SwiftIdentifier.escaped), grouping: grouping)
        }
    }

    /// The shaped rows' members, and each input property told which methods its `didSet` calls.
    static func withShapings(_ store: StoreModel, _ shapings: [ShapingModel], wrapper: MemberModel.Wrapper?)
        -> StoreModel
    {
        var store = store
        store.shapings = shapings
        for index in store.properties.indices {
            store.properties[index].reshapes = shapings.filter { $0.inputs.contains(store.properties[index].name) }
                .map(\.function)
        }
        // The rows shown follow the spec's properties, before the loads' phases.
        let index =
            store.properties.firstIndex { $0.initialValue == .loading || $0.isReloadError } ?? store.properties.endIndex
        store.properties.insert(
            contentsOf: shapings.flatMap { shaping in
                var groups = shaping.grouping.map { grouping in
                    MemberModel(
                        name: grouping.property, group: .stored, wrapper: wrapper, access: .privateSet, type: nil,
                        initialValue: .noGroups)
                }
                groups?.groups = shaping.grouping.map { .init(key: $0.keyType, element: $0.elementType) }
                return [
                    MemberModel(
                        name: shaping.property, group: .stored, wrapper: wrapper, access: .privateSet,
                        type: "[\(shaping.elementType)]", initialValue: .code("[]"))
                ] + (groups.map { [$0] } ?? [])
            }, at: index)
        return store
    }

    /// What the list shows over itself when the search finds nothing in its one shaped section: a
    /// section beside others leaves them on screen. `ContentUnavailableView` is from iOS 17.
    static func searchOverlay(_ sections: [SectionModel], store: StoreModel?, target: OSVersion) -> SearchOverlayModel? {
        guard sections.count == 1, let shaping = sections[0].shaping, let text = shaping.searchText, let store,
            target >= OSVersion(17, 0)
        else { return nil }
        return SearchOverlayModel(
            rows: store.propertyName + "." + shaping.property, text: store.propertyName + "." + text)
    }
}
