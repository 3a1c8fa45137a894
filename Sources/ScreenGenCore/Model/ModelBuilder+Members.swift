/// A property of the view that its initialiser sets from a parameter of the same name: an input,
/// or the store the parent passes.
struct ViewParameter {
    var member: MemberModel
    /// The parameter as an explicit `init` declares it (`Binding<…>` for a binding, `@escaping`
    /// for a closure).
    var parameter: InitializerModel.Parameter
    /// The statement of an explicit `init` that sets the property.
    var assignment: InitializerModel.Assignment
}

extension ModelBuilder {
    /// The view's parameters in the order callers pass them, which is the spec's: the inputs, then
    /// a received or bindable store.
    func viewParameters(_ spec: ScreenSpec, facts: ScreenFacts) -> [ViewParameter] {
        let mapping = ObservationMapping(legacy: facts.usesLegacyObservation)
        var parameters: [ViewParameter] = []
        for input in spec.inputs {
            let name = SwiftIdentifier.escaped(input.name.value)
            let label = SwiftIdentifier.argumentLabel(input.name.value)
            let type = input.type.value
            switch input.ownership.value {
            case .let:
                parameters.append(
                    ViewParameter(
                        member: MemberModel(name: name, group: .constant, isConstant: true, type: type),
                        parameter: .init(
                            label: label, type: type, isEscaping: FunctionType.isFunctionType(type),
                            defaultValue: input.defaultValue?.value),
                        assignment: .member(name: name)))
            case .binding:
                parameters.append(
                    ViewParameter(
                        member: MemberModel(name: name, group: .stored, wrapper: .binding, type: type),
                        parameter: .init(label: label, type: type, isBinding: true),
                        assignment: .bindingStorage(name: name, bareName: input.name.value)))
            case .bindable:
                parameters.append(
                    ViewParameter(
                        member: mapping.bindable(name, type), parameter: .init(label: label, type: type),
                        assignment: .member(name: name)))
            }
        }
        if let store = facts.store, store.ownership == .received || store.ownership == .bindable {
            let name = store.propertyName
            parameters.append(
                ViewParameter(
                    member: store.ownership == .received
                        ? mapping.received(name, store.typeName) : mapping.bindable(name, store.typeName),
                    parameter: .init(
                        label: SwiftIdentifier.argumentLabel(name.trimmingBackticks), type: store.typeName),
                    assignment: .member(name: name)))
        }
        return parameters
    }

    /// The view's stored and computed members, each tagged with its member-order group.
    func viewMembers(
        _ spec: ScreenSpec, facts: ScreenFacts, parameters: [ViewParameter], store: StoreModel?, loads: [LoadModel],
        navigation: NavigationModel?, presentations: [PresentationModel], alerts: [AlertPresentationModel]
    ) -> [MemberModel] {
        var members: [MemberModel] = []
        let mapping = ObservationMapping(legacy: facts.usesLegacyObservation)
        for environment in spec.environment {
            let name = SwiftIdentifier.escaped(environment.name.value)
            if let type = environment.type {
                members.append(mapping.environment(name, type.value))
            } else if let key = environment.key {
                members.append(
                    MemberModel(
                        name: name, group: .environment, wrapper: .environment, environmentKey: key.value,
                        access: .private, type: nil))
            }
        }
        if let store, store.ownership == .environment {
            members.append(mapping.environment(store.propertyName, store.typeName))
        }
        // A participant pushes with NavigationLink(value:), which needs no router: it reads the
        // flow's router only when its code calls it, or when its content follows the router's
        // requests to scroll to the top. A screen with `destinations` has none to read.
        if let navigation, navigation.role == .participant, let router = navigation.routerType,
            spec.readGeneratedNames["router"] != nil || spec.content?.scrollToTopOnReselect?.value == true
        {
            members.append(mapping.environment("router", router))
        }
        members += parameters.map(\.member)
        if let store, store.ownership == .owned {
            members.append(mapping.owned(store.propertyName, store.typeName, constructed: store.dependencies.isEmpty))
        }
        if let navigation, navigation.role == .owner, let router = navigation.routerType {
            members.append(mapping.owned("router", router, constructed: true))
        }
        let presented =
            presentations.map { ($0.stateName, $0.enumType) } + alerts.map { ($0.stateName, $0.enumType) }
        for (name, type) in presented {
            members.append(
                MemberModel(
                    name: name, group: .stored, wrapper: .state, access: .private, type: type, isOptional: true))
        }
        if spec.content?.scrollToTopOnReselect?.value == true, navigation?.role == .participant {
            members.append(
                MemberModel(
                    name: ScrollToTopNames.position, group: .stored, wrapper: .state, access: .private,
                    type: "ScrollPosition", initialValue: .topEdge))
        }
        if spec.usesEditMode {
            members.append(
                MemberModel(
                    name: "editMode", group: .stored, wrapper: .state, access: .private, type: "EditMode",
                    initialValue: .inactiveEditMode))
        }
        let inputs = Set(spec.inputs.map(\.name.value))
        for state in spec.state {
            // A value that starts from what the parent passes (the note being edited) can only be
            // set in the view's init, where the input is in scope.
            let initial = state.initial.value
            let readsInput = SwiftSnippet.readNames(in: initial).contains { inputs.contains($0) }
            members.append(
                MemberModel(
                    name: SwiftIdentifier.escaped(state.name.value), group: .stored, wrapper: .state, access: .private,
                    type: state.type.value, initialValue: readsInput ? .assignedInInit(initial) : .code(initial)))
        }
        if let content = spec.content, let focus = Self.focusModel(content) {
            members.append(
                MemberModel(
                    name: focus.state, group: .stored, wrapper: .focusState, access: .private, type: focus.enumType,
                    isOptional: true))
        }
        for (loadSpec, load) in zip(spec.loads, loads) where load.home == .view {
            // A load whose failure is ignored is an optional value, with no phase.
            guard !load.ignoresFailure else {
                members.append(Self.ignoredLoadMember(loadSpec, wrapper: .state, access: .private))
                continue
            }
            members.append(
                MemberModel(
                    name: load.name, group: .stored, wrapper: .state, access: .private, type: load.phaseType,
                    initialValue: .loading))
            if let reloadError = load.reloadError {
                members.append(Self.reloadErrorMember(reloadError, wrapper: .state, access: .private))
            }
        }
        for load in loads where !load.taskIDParts.isEmpty {
            members.append(
                MemberModel(
                    name: load.taskID ?? "", group: .computed, access: .private, type: "[AnyHashable]",
                    computedFrom: load.taskIDParts))
        }
        // Last in each group: a member written by hand may span lines once laid out, and reads
        // better after the one-line members than between them.
        members += spec.members.map(MemberModel.init(declaredByHand:))
        return MemberModel.declarationOrder(members)
    }

    /// An explicit `init` only where the memberwise one does not do: an owned store that needs
    /// dependencies is created from parameters, callers pass the parameters in the spec's
    /// order, which the memberwise initialiser (in declaration order) may not follow (a binding
    /// listed before a `let` is declared after it), and a `default` the memberwise init gives only
    /// to a `var`: an input keeps its `let`, its default is the parameter's.
    func initializer(
        parameters: [ViewParameter], store: StoreModel?, mapping: ObservationMapping, members: [MemberModel] = [],
        access: AccessLevel = .internal
    ) -> InitializerModel? {
        let createsStore = store.map { $0.ownership == .owned && !$0.dependencies.isEmpty } ?? false
        let declared = MemberModel.declarationOrder(parameters.map(\.member)).map(\.name)
        let reordered = declared != parameters.map(\.member.name)
        let seededState = members.compactMap { member -> InitializerModel.Assignment? in
            guard case .assignedInInit(let value) = member.initialValue else { return nil }
            return .stateStorage(name: member.name, bareName: member.name.trimmingBackticks, value: value)
        }
        let defaulted = parameters.contains { $0.parameter.defaultValue != nil }
        // Another module cannot call the memberwise init, which is internal.
        let exported = access != .internal
        guard createsStore || reordered || !seededState.isEmpty || defaulted || exported else { return nil }
        var initParameters = parameters.map(\.parameter)
        var assignments = parameters.map(\.assignment) + seededState
        if let store, createsStore {
            // The view takes what the store's own init takes, and passes it on.
            initParameters += store.initializerParameters
            assignments.append(
                .ownedStore(
                    propertyName: store.propertyName, bareName: store.propertyName.trimmingBackticks,
                    typeName: store.typeName,
                    arguments: store.dependencies.map {
                        InitializerModel.Argument(label: SwiftIdentifier.argumentLabel($0.name), name: $0.name)
                    },
                    wrapper: mapping.ownedWrapper))
        }
        return InitializerModel(
            parameters: initParameters, assignments: assignments,
            summary: createsStore || !seededState.isEmpty
                ? nil
                : reordered ? Self.reorderingSummary : defaulted ? Self.defaultsSummary
                : parameters.isEmpty ? nil : Self.exportedSummary)
    }

    /// The doc comment of an `init` declared only for its parameters' order, which a reviewer
    /// would otherwise take for a copy of the memberwise one.
    static let reorderingSummary =
        "Takes the inputs in the spec's order, as callers pass them; the memberwise init follows the declarations."

    /// The doc comment of an `init` declared only for its parameters' defaults, which the
    /// memberwise init would give only to `var` members.
    static let defaultsSummary =
        "Takes the inputs in the spec's order, with their defaults; the memberwise init gives a default only to a var."

    /// The doc comment of an `init` declared only for its access level: the memberwise one is
    /// internal, whatever the view's level.
    static let exportedSummary = "Takes the inputs as the memberwise init would; that one is internal to the module."

    /// A load's `postsReloadError`, beside its phase: what the view reads to show a failed reload's
    /// notice, and only the load sets.
    static func reloadErrorMember(_ name: String, wrapper: MemberModel.Wrapper?, access: MemberModel.Access)
        -> MemberModel
    {
        var member = MemberModel(
            name: name, group: .stored, wrapper: wrapper, access: access, type: "(any Error)", isOptional: true)
        member.isReloadError = true
        return member
    }

    /// Each load's request counter (`postsRequest`), private to its home: what no view reads, so
    /// that counting a request never redraws the screen (`@ObservationIgnored` in a store).
    func requestCounterMembers(_ loads: [LoadModel], wrapper: MemberModel.Wrapper?) -> [MemberModel] {
        loads.compactMap { load in
            load.requestCounter.map {
                var member = MemberModel(
                    name: $0, group: .stored, wrapper: wrapper, access: .private, type: "Int", initialValue: .code("0"))
                member.isRequestCounter = true
                return member
            }
        }
    }
}

extension ModelBuilder {
    /// What load `load` copies into the form on its first answer (`seeds`), and its flag; nil
    /// without seeds.
    static func seeding(_ load: ScreenSpec.Load, spec: ScreenSpec) -> SeedingModel? {
        guard !load.seeds.isEmpty else { return nil }
        return SeedingModel(
            flag: LoadNames.seededFlag(load: load.name.value),
            seeds: load.seeds.map { SeedModel(property: SwiftIdentifier.escaped($0.into.value), value: $0.value.value) },
            properties: load.seeds.map(\.into.value))
    }

    /// Each seeding load's flag (`isAccountSeeded`), false until its first answer has seeded the form:
    /// observed, since the fields that bind a seeded property are disabled until it is true.
    func seededFlagMembers(_ loads: [LoadModel], wrapper: MemberModel.Wrapper?, access: MemberModel.Access)
        -> [MemberModel]
    {
        loads.compactMap { load in
            load.seeding.map {
                MemberModel(
                    name: $0.flag, group: .stored, wrapper: wrapper, access: access, type: "Bool",
                    initialValue: .code("false"))
            }
        }
    }
}
