extension ModelBuilder {
    /// The groups of `load`'s elements its sections show, one per key path: two sections grouping
    /// by one key share one member.
    static func groupings(of load: ScreenSpec.Load, in spec: ScreenSpec) -> [GroupingModel] {
        var out: [GroupingModel] = []
        for section in spec.content?.sections ?? [] where section.load?.value == load.name.value {
            guard let grouping = section.grouping else { continue }
            let model = groupingModel(grouping, load: load)
            if !out.contains(where: { $0.property == model.property }) { out.append(model) }
        }
        return out
    }

    /// `ordersByStatus`: the load's elements by the key, named after the load and the key's path.
    static func groupingModel(_ grouping: ScreenSpec.Section.Grouping, load: ScreenSpec.Load) -> GroupingModel {
        let path = [grouping.key.value.root] + grouping.key.value.properties
        return GroupingModel(
            property: SwiftIdentifier.escaped(GroupNames.property(load: load.name.value, key: grouping.key.value)),
            keyPath: path.map(SwiftIdentifier.escaped), keyName: SwiftIdentifier.escaped(path[path.count - 1]),
            keyType: grouping.type.value,
            // The structure check has refused a grouped load whose type is not a collection.
            elementType: SwiftTypeName.elementType(of: load.type.value) ?? load.type.value)
    }

    /// The members that hold the groups of the loads, empty until each loads.
    func groupMembers(_ loads: [LoadModel], wrapper: MemberModel.Wrapper?, access: MemberModel.Access)
        -> [MemberModel]
    {
        loads.flatMap(\.groupings).map { grouping in
            var member = MemberModel(
                name: grouping.property, group: .stored, wrapper: wrapper, access: access, type: nil,
                initialValue: .noGroups)
            member.groups = .init(key: grouping.keyType, element: grouping.elementType)
            return member
        }
    }
}
