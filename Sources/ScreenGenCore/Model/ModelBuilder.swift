/// Resolves a checked `ScreenSpec` into the `ScreenModel` the emitter reads: derives every name,
/// decides every wrapper from the declared ownership, resolves `dependsOn` names to the
/// expressions the view reads, and expands the preview matrix.
public struct ModelBuilder: Sendable {
    /// How environment values are declared (the configuration's `environmentKeys`): the one choice
    /// of the model that is the team's toolchain's rather than the spec's.
    public var environmentKeys: EnvironmentKeyStyle
    /// The access level of a spec that gives none (the configuration's `access`).
    public var access: AccessLevel

    public init(environmentKeys: EnvironmentKeyStyle = .entry, access: AccessLevel = .internal) {
        self.environmentKeys = environmentKeys
        self.access = access
    }

    /// The options of a project's configuration.
    public init(config: Config) {
        self.init(environmentKeys: config.environmentKeys, access: config.access)
    }

    /// - Parameters:
    ///   - facts: the spec's facts, as the rules saw them; derived here when the caller has none.
    ///   - specPath: the spec's path as the generated header names it (relative to the project
    ///     root, so the bytes do not depend on the working directory); `spec.file` by default.
    public func build(_ spec: ScreenSpec, facts: ScreenFacts? = nil, specPath: String? = nil) -> ScreenModel {
        let facts = facts ?? ScreenFacts(spec)
        let screen = spec.screen.value
        let access = spec.access?.value ?? access
        var store = storeModel(spec, facts: facts, loadPhases: spec.loads).map {
            Self.withShapings(
                $0, Self.shapingModels(spec, facts: facts),
                wrapper: ObservationMapping(legacy: facts.usesLegacyObservation).observed)
        }
        if var edited = store {
            // The edits of an array the store owns are its methods; an add row's text is its property,
            // after the spec's properties, before the loads' phases.
            let storeName = edited.propertyName.trimmingBackticks
            edited.rowEdits = Self.storeRowEdits(spec, storeName: storeName)
            let index =
                edited.properties.firstIndex { $0.initialValue == .loading || $0.isReloadError }
                ?? edited.properties.endIndex
            edited.properties.insert(
                contentsOf: Self.addRowTexts(
                    spec, storeName: storeName, inStore: true,
                    wrapper: ObservationMapping(legacy: facts.usesLegacyObservation).observed), at: index)
            edited.access = access
            store = edited
        }
        let loads = spec.loads.map { load in
            var model = withPagination(
                withRetry(loadModel(load, spec: spec, home: facts.loadHome, store: store), spec: load), spec: load)
            // A load whose failure is ignored has no phase to tell its first load by, nor a section
            // to show the search's empty state in.
            let searched = facts.searchedLoads.contains(load.name.value) && !load.ignoresFailure
            model.waitsForSearch = spec.search?.debounce != nil && searched
            model.readsSearchText = spec.search != nil && searched
            model.ignoresFailure = load.ignoresFailure
            model.poll = load.every.map {
                PollModel(
                    functionName: LoadNames.pollFunction(load: load.name.value), milliseconds: $0.value,
                    keepsFailure: model.restartsLoading)
            }
            // A periodic load refreshes when shown again (what it shows has aged); an ignored load's
            // value carries no inputs, so with a task id it cannot tell a new input from the same one.
            model.keepsValueWhenShownAgain =
                model.stream == nil && model.poll == nil && !(load.ignoresFailure && model.taskID != nil)
            model.requestCounter = model.stream == nil ? LoadNames.requestCounter(load: load.name.value) : nil
            model.reloadError =
                model.stream == nil && !load.ignoresFailure ? LoadNames.reloadError(load: load.name.value) : nil
            model.input =
                model.stream == nil && !load.ignoresFailure ? Self.input(of: load, spec: spec, facts: facts) : nil
            model.seeding = Self.seeding(load, spec: spec)
            model.removableElement =
                model.stream != nil || load.ignoresFailure
                ? nil
                : spec.actions.lazy.compactMap { action in
                    RowElements.deletedLoad(by: action, in: spec) == load.name.value
                        ? RowElements.parameter(of: action, in: spec)?.elementType : nil
                }.first
            return model
        }
        var actions = actionModels(spec, facts: facts, loads: loads, store: store)
        let busy = busyModel(spec, facts: facts, actions: &actions)
        store?.properties += groupMembers(
            loads, wrapper: ObservationMapping(legacy: facts.usesLegacyObservation).observed, access: .privateSet)
        store?.properties += inFlightMembers(
            actions, wrapper: ObservationMapping(legacy: facts.usesLegacyObservation).observed, access: .privateSet)
        store?.properties += seededFlagMembers(
            loads, wrapper: ObservationMapping(legacy: facts.usesLegacyObservation).observed, access: .privateSet)
        store?.properties += requestCounterMembers(
            loads, wrapper: ObservationMapping(legacy: facts.usesLegacyObservation).unobserved)
        let viewName = facts.viewTypeName
        let navigation = navigationModel(spec, facts: facts)
        let presentations = presentationModels(spec, facts: facts)
        let alerts = alertModels(spec, facts: facts, actions: actions)
        let parameters = viewParameters(spec, facts: facts)
        let members = MemberModel.declarationOrder(
            viewMembers(
                spec, facts: facts, parameters: parameters, store: store, loads: loads, navigation: navigation,
                presentations: presentations, alerts: alerts)
                + Self.addRowTexts(
                    spec, storeName: store?.propertyName.trimmingBackticks, inStore: false, wrapper: .state)
                + (facts.loadHome == .view
                    ? groupMembers(loads, wrapper: .state, access: .private)
                        + inFlightMembers(actions, wrapper: .state, access: .private)
                        + seededFlagMembers(loads, wrapper: .state, access: .private)
                        + requestCounterMembers(loads, wrapper: .state) + (busy.map { [$0.member] } ?? [])
                    : []))
        let content = spec.content.map {
            contentModel($0, spec: spec, facts: facts, loads: loads, members: members, store: store, actions: actions)
        }
        var model = ScreenModel(
            facts: facts,
            specPath: specPath ?? spec.file,
            screen: screen,
            summary: spec.summary,
            title: titleModel(spec, facts: facts, loads: loads),
            titleDisplayMode: spec.titleDisplayMode?.value,
            target: spec.platform.iOS.value,
            usesLegacyObservation: facts.usesLegacyObservation,
            architecture: spec.architecture.style.value,
            usesEnvironmentEntry: environmentKeys == .entry,
            view: ViewTypeModel(
                typeName: viewName,
                members: members,
                initializer: initializer(
                    parameters: parameters, store: store,
                    mapping: ObservationMapping(legacy: facts.usesLegacyObservation), members: members,
                    access: access)),
            store: store,
            loads: loads,
            content: content,
            navigation: navigation,
            presentations: presentations,
            alerts: alerts,
            toolbar: toolbarModels(
                spec, actions: actions, selection: content?.selection, loads: loads, busy: busy?.flag),
            actions: actions,
            ownsPresentationStack: facts.ownsPresentedStack,
            dismissDisabled: Self.dismissDisabled(spec.presentation?.dismissDisabled?.value, busy: busy?.flag),
            environmentValues: spec.environmentValues.map { value in
                EnvironmentValueModel(
                    name: SwiftIdentifier.escaped(value.name.value),
                    keyType: EnvironmentNames.keyType(value: value.name.value), type: value.type.value,
                    defaultValue: value.defaultValue.value)
            },
            previews: PreviewMatrix(spec: spec, facts: facts).previews(),
            rowViews: rowViews(content?.sections ?? []))
        model.busy = busy
        model.subtitle = spec.subtitle?.value
        if spec.content?.scrollToTopOnReselect?.value == true, navigation?.role == .participant {
            model.scrollToTop = ScrollToTopModel(position: ScrollToTopNames.position, router: "router")
        }
        model.onChange = onChangeModels(spec, actions: actions)
        model.imports = spec.imports
        model.linkedTypes = spec.linkedTypes
        model.access = access
        model.usesEditMode = spec.usesEditMode
        model.search = spec.search.flatMap { searchModel($0, spec: spec, members: members, store: store) }
        model.tests = testsModel(
            spec, facts: facts, store: store, loads: loads, actions: actions, routes: navigation?.routes ?? [])
        return model
    }

    /// What keeps a swipe from dismissing the screen: the spec's condition, and while the screen is
    /// busy, so that an edit made during a save is not lost and a failure has a screen to show on.
    static func dismissDisabled(_ condition: String?, busy: InFlightFlag?) -> String? {
        guard let busy else { return condition }
        let flag = (busy.receiver.map { $0 + "." } ?? "") + busy.name
        guard let condition else { return flag }
        let model = ConditionModel(condition)
        return flag + " || " + (model.bindsTighterThanOr ? condition : "(\(condition))")
    }

    /// The store, with the spec's observed properties and then a phase per load: the loads run in
    /// the store when there is one, and views read their phases but never set them.
    private func storeModel(_ spec: ScreenSpec, facts: ScreenFacts, loadPhases: [ScreenSpec.Load]) -> StoreModel? {
        guard let resolved = facts.store else { return nil }
        let store = spec.store
        let observed = ObservationMapping(legacy: facts.usesLegacyObservation).observed
        let phases = loadPhases.flatMap { load in
            guard !load.ignoresFailure else { return [Self.ignoredLoadMember(load, wrapper: observed, access: .privateSet)] }
            return [
                MemberModel(
                    name: SwiftIdentifier.escaped(load.name.value), group: .stored, wrapper: observed,
                    access: .privateSet, type: LoadNames.phaseType(load: load.name.value), initialValue: .loading)
            ]
                + (load.stream == nil
                    ? [
                        Self.reloadErrorMember(
                            LoadNames.reloadError(load: load.name.value), wrapper: observed, access: .privateSet)
                    ]
                    : [])
        }
        var dependencies = DependencyModel.all(in: spec)
        // What the store's methods read after `init`; property initial values are read in it.
        let readLater = Set(
            (spec.loads.flatMap(Self.expressions(of:)) + spec.actions.map(\.call.value)
                + (spec.content?.sections ?? []).flatMap { $0.shaping?.expressions.map(\.value) ?? [] })
                .flatMap(SwiftSnippet.readNames).map(SwiftIdentifier.escaped))
        let fromInit = (store?.dependencies ?? []).filter { !$0.isFromEnvironment }
        for (index, dependency) in zip(dependencies.indices, fromInit) {
            dependencies[index].isStored = dependency.stored?.value ?? readLater.contains(dependencies[index].name)
        }
        return StoreModel(
            typeName: resolved.typeName,
            propertyName: resolved.propertyName,
            ownership: resolved.ownership,
            dependencies: dependencies,
            initializerParameters: dependencies.map { dependency in
                InitializerModel.Parameter(
                    label: dependency.name, type: dependency.type, isEscaping: dependency.isEscaping,
                    defaultValue: dependency.defaultValue)
            },
            properties: (store?.properties ?? []).map { property in
                // A value that starts from what `init` takes can only be set there.
                let initial = property.initial.value
                let readsDependency = SwiftSnippet.readNames(in: initial).contains {
                    name in dependencies.contains { $0.name == SwiftIdentifier.escaped(name) }
                }
                return MemberModel(
                    name: SwiftIdentifier.escaped(property.name.value), group: .stored, wrapper: observed,
                    type: property.type.value, initialValue: readsDependency ? .assignedInInit(initial) : .code(initial)
                )
            } + phases,
            environmentDependencies: DependencyModel.fromEnvironment(in: spec))
    }

    private func loadModel(
        _ load: ScreenSpec.Load, spec: ScreenSpec, home: ScreenFacts.Home, store: StoreModel?
    ) -> LoadModel {
        let name = SwiftIdentifier.escaped(load.name.value)
        let receiver = store?.propertyName
        let prefix = receiver.map { $0 + "." } ?? ""
        let storeProperties = Set(spec.store?.properties.map(\.name.value) ?? [])
        let dependencies =
            load.dependsOn.map { dependency in
                let escaped = SwiftIdentifier.escaped(dependency.value)
                return storeProperties.contains(dependency.value) ? prefix + escaped : escaped
            } + Self.identities(read: load, spec: spec, home: home)
        let taskID: String? =
            switch dependencies.count {
            case 0: nil
            case 1: dependencies[0]
            default: LoadNames.taskID(load: load.name.value)
            }
        return LoadModel(
            home: home,
            name: name,
            phaseType: LoadNames.phaseType(load: load.name.value),
            functionName: LoadNames.function(load: load.name.value),
            functionAccess: home == .view ? .private : .internal,
            valueType: load.type.value,
            call: load.call.value,
            receiver: receiver,
            taskID: taskID,
            taskIDParts: dependencies.count > 1 ? dependencies : [],
            // Pull to refresh needs a vertical scroll view: a List or a vertical lazy stack.
            refreshable: load.refreshable && ContentModel.scrollsVertically(spec.content?.container.value ?? .list),
            empty: load.empty.map { placeholder($0, defaultImage: "tray") },
            error: load.error.map { placeholder($0, defaultImage: "exclamationmark.triangle", isError: true) }
                ?? PlaceholderModel(
                    title: "Something Went Wrong", systemImage: "exclamationmark.triangle", describesError: true),
            stream: load.stream?.value, canFail: load.canFail,
            loadingRows: load.placeholder.map { placeholder in
                LoadingRowsModel(
                    row: placeholder.row.value, count: placeholder.count?.value ?? LoadingRowsModel.defaultCount)
            }, groupings: Self.groupings(of: load, in: spec),
            environmentArguments: Self.environmentArguments(reading: Self.expressions(of: load), store: store))
    }

    /// The value of a load whose failure is ignored, in place of a phase: an optional of its type, nil
    /// until it loads (a type that is optional already stays as it is).
    static func ignoredLoadMember(_ load: ScreenSpec.Load, wrapper: MemberModel.Wrapper?, access: MemberModel.Access)
        -> MemberModel
    {
        let type = SwiftTypeName.normalized(load.type.value)
        let isOptional = type.hasSuffix("?") || type.hasPrefix("Optional<")
        let bare = type.hasPrefix("any ") || type.hasPrefix("some ") || type.contains("->") || type.contains("&")
        return MemberModel(
            name: SwiftIdentifier.escaped(load.name.value), group: .stored, wrapper: wrapper, access: access,
            type: isOptional || !bare ? load.type.value : "(\(load.type.value))", isOptional: !isOptional)
    }

    /// The expressions a load function evaluates: its call, and a paged load's next page, the
    /// cursor it reads from a page and an envelope's rows.
    private static func expressions(of load: ScreenSpec.Load) -> [String] {
        guard let pagination = load.pagination else { return [load.call.value] + load.seeds.map(\.value.value) }
        return [load.call.value, pagination.next.value, pagination.cursorOf.value] + (pagination.rows.map { [$0.value] } ?? [])
    }

    /// The store's `source: environment` dependencies that `expressions` read, in the store's
    /// order: what the view passes the method that evaluates them.
    static func environmentArguments(reading expressions: [String], store: StoreModel?) -> [EnvironmentArgumentModel] {
        guard let store, !store.environmentDependencies.isEmpty else { return [] }
        let read = Set(expressions.flatMap(SwiftSnippet.readNames).map(SwiftIdentifier.escaped))
        return store.environmentDependencies.filter { read.contains($0.name) }.map { dependency in
            EnvironmentArgumentModel(
                label: SwiftIdentifier.argumentLabel(dependency.name.trimmingBackticks), name: dependency.name,
                type: dependency.type)
        }
    }

    /// `ObjectIdentifier(client)` for each `source: environment` dependency of the store that the
    /// load reads from an entry read by type: a class (`@Observable`, or an `ObservableObject` on
    /// iOS 16), whose identity tells a replaced one (another account's client) from the same one.
    /// The value is for that object: its task restarts when another replaces it, and the screen
    /// shown again keeps the value only for the same one. An entry read by key path may be a value
    /// type, with no identity: name what identifies it in `dependsOn`. An MV load reads the view's
    /// own member and is keyed by `dependsOn` alone.
    private static func identities(read load: ScreenSpec.Load, spec: ScreenSpec, home: ScreenFacts.Home) -> [String] {
        guard home == .store else { return [] }
        let read = Set(expressions(of: load).flatMap(SwiftSnippet.readNames))
        let fromEnvironment = Set((spec.store?.dependencies ?? []).filter(\.isFromEnvironment).map(\.name.value))
        return spec.environment.filter { entry in
            entry.type != nil && read.contains(entry.name.value) && fromEnvironment.contains(entry.name.value)
        }.map { "ObjectIdentifier(\(SwiftIdentifier.escaped($0.name.value)))" }
    }

    /// What load `load` depends on, as its home reads it: the one name (typed as declared) or the
    /// names together as `[AnyHashable]`; nil without `dependsOn`.
    private static func input(of load: ScreenSpec.Load, spec: ScreenSpec, facts: ScreenFacts) -> LoadInputModel? {
        let names = load.dependsOn.map(\.value)
        let identities = identities(read: load, spec: spec, home: facts.loadHome)
        guard names.count + identities.count == 1 else {
            guard names.count + identities.count > 1 else { return nil }
            return LoadInputModel(
                type: "[AnyHashable]",
                expression: "[" + (names.map(SwiftIdentifier.escaped) + identities).joined(separator: ", ") + "]")
        }
        guard let first = names.first else {
            return LoadInputModel(type: "ObjectIdentifier", expression: identities[0])
        }
        let declared: [(Located<String>, Located<String>)] =
            switch facts.loadHome {
            case .store: (spec.store?.properties ?? []).map { ($0.name, $0.type) }
            case .view: spec.state.map { ($0.name, $0.type) } + spec.inputs.map { ($0.name, $0.type) }
            }
        // The structure check has refused a name the load cannot read.
        let type = declared.first { $0.0.value == first }?.1.value ?? "[AnyHashable]"
        let searchText = spec.search?.dependencyName(storeName: facts.store?.propertyName.trimmingBackticks)
        return LoadInputModel(
            type: type, expression: SwiftIdentifier.escaped(first),
            searchText: searchText == first ? SwiftIdentifier.escaped(first) : nil)
    }

    private func placeholder(_ placeholder: ScreenSpec.Placeholder, defaultImage: String, isError: Bool = false)
        -> PlaceholderModel
    {
        PlaceholderModel(
            title: placeholder.title.value, systemImage: placeholder.systemImage?.value ?? defaultImage,
            description: placeholder.description?.value, describesError: isError && placeholder.description == nil)
    }
}
