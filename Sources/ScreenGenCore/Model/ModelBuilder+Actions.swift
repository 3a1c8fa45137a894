extension ModelBuilder {
    /// The screen's actions, where its loads live. The structure check guarantees each names an
    /// alert case for its failure and loads that exist.
    func actionModels(_ spec: ScreenSpec, facts: ScreenFacts, loads: [LoadModel], store: StoreModel?)
        -> [ActionModel]
    {
        spec.actions.map { action in
            let receiver = facts.loadHome == .store ? facts.store?.propertyName : nil
            let rowParameter = RowElements.parameter(of: action, in: spec)
            var model = ActionModel(
                home: facts.loadHome,
                name: SwiftIdentifier.escaped(action.name.value),
                parameters: action.parameters.map {
                    ActionModel.Parameter(name: SwiftIdentifier.escaped($0.name.value), type: $0.type.value)
                },
                call: action.call.value,
                inFlight: InFlightFlag(
                    receiver: receiver, name: SwiftIdentifier.escaped(ActionNames.inFlight(action, in: spec)),
                    tracksElements: rowParameter != nil),
                alertState: AlertKind.alert.rawValue,
                failureCase: SwiftIdentifier.escaped(action.failure?.value ?? ""),
                reloads: action.reloads.compactMap { name in
                    loads.first { $0.name == SwiftIdentifier.escaped(name.value) }.map {
                        ActionModel.Reload(
                            receiver: $0.receiver, functionName: $0.functionName,
                            environmentArguments: $0.environmentArguments)
                    }
                },
                onSuccess: action.onSuccess.map(\.value))
            if let receiver {
                model.environmentArguments = Self.environmentArguments(reading: [action.call.value], store: store)
                // A statement that reads nothing but the store is the store's to run.
                let store = receiver.trimmingBackticks
                let statements = action.onSuccess.map(\.value)
                let changesTheStore = statements.map { SwiftSnippet.readNames(in: $0) == [store] }
                model.onSuccess = zip(statements, changesTheStore).filter { !$0.1 }.map(\.0)
                model.storeOnSuccess = zip(statements, changesTheStore).filter(\.1).map {
                    SwiftFragment($0.0).replacingReads(of: store, with: "self")
                }
            }
            model.rowParameter = rowParameter.map {
                ActionModel.RowParameter(
                    name: SwiftIdentifier.escaped($0.name), elementType: $0.elementType, takesMany: $0.takesMany)
            }
            if let deleted = RowElements.deletedLoad(by: action, in: spec),
                let load = loads.first(where: { $0.name == SwiftIdentifier.escaped(deleted) }),
                let requestCounter = load.requestCounter
            {
                model.removesRows = ActionModel.RowRemoval(
                    phase: load.name, requestCounter: requestCounter, groupings: load.groupings)
            }
            return model
        }
    }

    /// The busy flag of `spec.busy`, a computed member where the actions live, true while one of its
    /// actions runs; and the actions, each told the flag it checks before it starts.
    func busyModel(_ spec: ScreenSpec, facts: ScreenFacts, actions: inout [ActionModel]) -> BusyModel? {
        guard let busy = spec.busy else { return nil }
        let names = Set(busy.actions.map { SwiftIdentifier.escaped($0.value) })
        let name = SwiftIdentifier.escaped(BusyNames.flag(busy))
        for index in actions.indices where names.contains(actions[index].name) { actions[index].busyFlag = name }
        let chosen = actions.filter { $0.busyFlag != nil }
        let receiver = facts.loadHome == .store ? facts.store?.propertyName : nil
        var member = MemberModel(
            name: name, group: .computed, access: receiver == nil ? .private : .internal, type: "Bool")
        member.anyInFlight = chosen.map { action in
            InFlightFlag(receiver: nil, name: action.inFlight.name, tracksElements: action.inFlight.tracksElements)
        }
        return BusyModel(flag: InFlightFlag(receiver: receiver, name: name), member: member)
    }

    /// The flags the store observes, one per action: false until a call starts.
    func inFlightMembers(_ actions: [ActionModel], wrapper: MemberModel.Wrapper?, access: MemberModel.Access)
        -> [MemberModel]
    {
        actions.map { action in
            guard let element = action.rowParameter?.elementType else {
                return MemberModel(
                    name: action.inFlight.name, group: .stored, wrapper: wrapper, access: access, type: "Bool",
                    initialValue: .code("false"))
            }
            return MemberModel(
                name: action.inFlight.name, group: .stored, wrapper: wrapper, access: access,
                type: "Set<\(element).ID>", initialValue: .code("[]"))
        }
    }

    /// A button whose `action` may name the screen's actions. `showsProgress`: it reads their
    /// flags (a toolbar or form button; not an alert's, which is gone once tapped).
    func button(
        _ label: InterpolatedText, systemImage: String?, role: ScreenSpec.AlertAction.Role?,
        action: [Located<String>], spec: ScreenSpec, actions: [ActionModel], showsProgress: Bool,
        disabled: ConditionModel? = nil
    ) -> ButtonModel {
        let steps = ButtonStep.steps(action, in: spec)
        let runsActions = steps.contains { if case .action = $0 { true } else { false } }
        guard runsActions || steps.count > 1 else {
            var model = button(label, systemImage: systemImage, role: role, statement: action.first?.value)
            model.disabled = disabled
            return model
        }
        var flags: [InFlightFlag] = []
        let models = steps.enumerated().map { index, step -> ButtonStepModel in
            switch step {
            case .statement(let text), .unknownAction(let text):
                return .statement(text)
            case .action(let name, let arguments):
                if let flag = actions.first(where: { $0.name == SwiftIdentifier.escaped(name) })?.inFlight,
                    !flags.contains(flag)
                {
                    flags.append(flag)
                }
                // The steps after an action run only when it succeeded; after the last one, none do.
                return .action(
                    name: SwiftIdentifier.escaped(name), arguments: arguments, stopsOnFailure: index < steps.count - 1)
            }
        }
        return ButtonModel(
            label: label, systemImage: systemImage, role: role, statement: nil,
            runsInTask: runsActions || action.contains { Self.awaits($0.value) }, steps: models,
            inFlight: showsProgress ? flags : [], disabled: disabled)
    }
}
