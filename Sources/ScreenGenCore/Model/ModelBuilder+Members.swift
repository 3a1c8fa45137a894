/// A property of the view that its initialiser sets from a parameter of the same name: an input,
/// or the store the parent passes.
struct ViewParameter {
    var member: MemberModel
    /// The parameter as an explicit `init` declares it (`Binding<…>` for a binding, `@escaping`
    /// for a closure).
    var parameter: InitializerModel.Parameter
    /// The statement of an explicit `init` that sets the property.
    var assignment: String
}

extension ModelBuilder {
    /// The view's parameters in the order callers pass them, which is the spec's: the inputs, then
    /// a received or bindable store.
    func viewParameters(_ spec: ScreenSpec, store: StoreModel?) -> [ViewParameter] {
        let mapping = ObservationMapping(target: spec.platform.iOS.value)
        var parameters: [ViewParameter] = []
        for input in spec.inputs {
            let name = SwiftIdentifier.escaped(input.name.value)
            let label = SwiftIdentifier.argumentLabel(input.name.value)
            let type = input.type.value
            switch input.ownership.value {
            case .let:
                parameters.append(
                    ViewParameter(
                        member: MemberModel(name: name, group: .constant, declaration: "let \(name): \(type)"),
                        parameter: .init(label: label, type: FunctionType.storedParameter(type)),
                        assignment: "self.\(name) = \(name)"))
            case .binding:
                parameters.append(
                    ViewParameter(
                        member: MemberModel(name: name, group: .stored, declaration: "@Binding var \(name): \(type)"),
                        parameter: .init(label: label, type: "Binding<\(type)>"),
                        // `self.`: swift-syntax reads `_borrowing`, `_consuming` and `_mutating` at the
                        // start of a statement as binding keywords, so `_borrowing = …` would not parse.
                        assignment: "self._\(input.name.value) = \(name)"))
            case .bindable:
                parameters.append(
                    ViewParameter(
                        member: MemberModel(name: name, group: .stored, declaration: mapping.bindable(name, type)),
                        parameter: .init(label: label, type: type), assignment: "self.\(name) = \(name)"))
            }
        }
        if let store, store.ownership == .received || store.ownership == .bindable {
            let name = store.propertyName
            let (group, declaration) =
                store.ownership == .received
                ? mapping.received(name, store.typeName) : (.stored, mapping.bindable(name, store.typeName))
            parameters.append(
                ViewParameter(
                    member: MemberModel(name: name, group: group, declaration: declaration),
                    parameter: .init(
                        label: SwiftIdentifier.argumentLabel(name.trimmingCharacters(in: ["`"])), type: store.typeName),
                    assignment: "self.\(name) = \(name)"))
        }
        return parameters
    }

    /// The view's stored and computed members, each tagged with its member-order group.
    func viewMembers(
        _ spec: ScreenSpec, parameters: [ViewParameter], store: StoreModel?, loads: [LoadModel],
        navigation: NavigationModel?, presentations: [PresentationModel], alerts: [AlertPresentationModel]
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
        members += parameters.map(\.member)
        if let store, store.ownership == .owned {
            add(
                store.propertyName, .stored,
                mapping.owned(store.propertyName, store.typeName, constructed: store.dependencies.isEmpty))
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
        return MemberModel.declarationOrder(members)
    }

    /// An explicit `init` only where the memberwise one does not do: an owned store that needs
    /// dependencies is created from parameters, and callers pass the parameters in the spec's
    /// order, which the memberwise initialiser (in declaration order) may not follow: a binding
    /// listed before a `let` is declared after it.
    func initializer(_ spec: ScreenSpec, parameters: [ViewParameter], store: StoreModel?) -> InitializerModel? {
        let createsStore = store.map { $0.ownership == .owned && !$0.dependencies.isEmpty } ?? false
        let declared = MemberModel.declarationOrder(parameters.map(\.member)).map(\.name)
        let reordered = declared != parameters.map(\.member.name)
        guard createsStore || reordered else { return nil }
        var initParameters = parameters.map(\.parameter)
        var assignments = parameters.map(\.assignment)
        if let store, createsStore {
            for dependency in store.dependencies {
                initParameters.append(
                    .init(label: dependency.name, type: FunctionType.storedParameter(dependency.type)))
            }
            let arguments = store.dependencies.map { "\(SwiftIdentifier.argumentLabel($0.name)): \($0.name)" }
            // The view template writes the init's body eight spaces in.
            assignments += ObservationMapping(target: spec.platform.iOS.value).ownedAssignment(
                store.propertyName, type: store.typeName, arguments: arguments, indent: 8)
        }
        return InitializerModel(
            parameters: initParameters, assignments: assignments, summary: createsStore ? nil : Self.reorderingSummary)
    }

    /// The doc comment of an `init` declared only for its parameters' order, which a reviewer
    /// would otherwise take for a copy of the memberwise one.
    static let reorderingSummary =
        "Takes the inputs in the spec's order, as callers pass them; the memberwise init follows the declarations."

}
