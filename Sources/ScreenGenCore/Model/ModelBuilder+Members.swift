extension ModelBuilder {
    /// The view's stored and computed members, each tagged with its member-order group.
    func viewMembers(
        _ spec: ScreenSpec, store: StoreModel?, loads: [LoadModel], navigation: NavigationModel?,
        presentations: [PresentationModel], alerts: [AlertPresentationModel]
    ) -> [MemberModel] {
        var members: [MemberModel] = []
        let mapping = ObservationMapping(target: spec.platform.iOS.value)
        func add(_ name: String, _ group: MemberModel.Group, _ declaration: String) {
            members.append(MemberModel(name: name, group: group, declaration: declaration))
        }
        for environment in spec.environment {
            let name = SwiftIdentifier.escaped(environment.name.value)
            if let type = environment.type {
                add(name, .environment, mapping.environment(name, type.value))
            } else if let key = environment.key {
                add(name, .environment, "@Environment(\\.\(key.value)) private var \(name)")
            }
        }
        if let store, store.ownership == .environment {
            add(store.propertyName, .environment, mapping.environment(store.propertyName, store.typeName))
        }
        if let navigation, navigation.role == .participant {
            add("router", .environment, mapping.environment("router", navigation.routerType))
        }
        for input in spec.inputs {
            let name = SwiftIdentifier.escaped(input.name.value)
            switch input.ownership.value {
            case .let: add(name, .constant, "let \(name): \(input.type.value)")
            case .binding: add(name, .stored, "@Binding var \(name): \(input.type.value)")
            case .bindable: add(name, .stored, mapping.bindable(name, input.type.value))
            }
        }
        if let store {
            let name = store.propertyName
            switch store.ownership {
            case .received:
                let (group, declaration) = mapping.received(name, store.typeName)
                add(name, group, declaration)
            case .bindable: add(name, .stored, mapping.bindable(name, store.typeName))
            case .owned:
                add(name, .stored, mapping.owned(name, store.typeName, constructed: store.dependencies.isEmpty))
            case .environment: break
            }
        }
        if let navigation, navigation.role == .owner {
            add("router", .stored, mapping.owned("router", navigation.routerType, constructed: true))
        }
        for presentation in presentations {
            add(
                presentation.stateName, .stored,
                "@State private var \(presentation.stateName): \(presentation.enumType)?")
        }
        for alert in alerts {
            add(alert.stateName, .stored, "@State private var \(alert.stateName): \(alert.enumType)?")
        }
        for state in spec.state {
            let name = SwiftIdentifier.escaped(state.name.value)
            add(name, .stored, "@State private var \(name): \(state.type.value) = \(state.initial.value)")
        }
        if store == nil {
            for load in loads {
                add(load.name, .stored, "@State private var \(load.name): \(load.phaseType) = .loading")
            }
        }
        for load in loads where !load.taskIDParts.isEmpty {
            let id = load.taskID ?? ""
            let parts = "[\(load.taskIDParts.joined(separator: ", "))]"
            // Members sit four spaces in; a member's declaration is one string, its lines joined.
            let lines = SwiftLayout.computedProperty("private var \(id): [AnyHashable]", body: parts, indent: 4)
            add(id, .computed, lines.joined(separator: "\n    "))
        }
        return members.enumerated().sorted {
            ($0.element.group, $0.offset) < ($1.element.group, $1.offset)
        }.map(\.element)
    }

    /// An explicit `init` only where the memberwise one cannot work: an owned store that needs
    /// dependencies is created from parameters.
    func initializer(_ spec: ScreenSpec, store: StoreModel?) -> InitializerModel? {
        guard let store, store.ownership == .owned, !store.dependencies.isEmpty else { return nil }
        var parameters: [InitializerModel.Parameter] = []
        var assignments: [String] = []
        for input in spec.inputs {
            let name = SwiftIdentifier.escaped(input.name.value)
            switch input.ownership.value {
            case .let, .bindable:
                parameters.append(.init(label: SwiftIdentifier.argumentLabel(input.name.value), type: input.type.value))
                assignments.append("self.\(name) = \(name)")
            case .binding:
                parameters.append(
                    .init(label: SwiftIdentifier.argumentLabel(input.name.value), type: "Binding<\(input.type.value)>"))
                // `self.`: swift-syntax reads `_borrowing`, `_consuming` and `_mutating` at the
                // start of a statement as binding keywords, so `_borrowing = …` would not parse.
                assignments.append("self._\(input.name.value) = \(name)")
            }
        }
        for dependency in store.dependencies {
            parameters.append(.init(label: dependency.name, type: dependency.type))
        }
        let arguments = store.dependencies.map { "\(SwiftIdentifier.argumentLabel($0.name)): \($0.name)" }
        // The view template writes the init's body eight spaces in.
        assignments += ObservationMapping(target: spec.platform.iOS.value).ownedAssignment(
            store.propertyName, type: store.typeName, arguments: arguments, indent: 8)
        return InitializerModel(parameters: parameters, assignments: assignments)
    }
}
