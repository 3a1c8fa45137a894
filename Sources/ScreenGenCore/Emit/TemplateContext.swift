/// The JSON form of a `ScreenModel`: what `screengen dump` prints and what every template renders
/// against. A mechanical projection: the model's facts (names, types, the user's code, flags a
/// template chooses by) and no decisions; the templates write the Swift, each construct on one
/// line, and the layout pass (`SwiftLayoutPass`) wraps what passes the line length, so no key is
/// laid out for an indentation. Keys keep a fixed order, so dumps diff cleanly; `…Literal` keys are
/// escaped string literals. docs/templates.md documents every key.
public enum TemplateContext {
    public static func json(for model: ScreenModel, headerLines: [String] = []) -> JSONValue {
        let storeLoads = model.loads.filter { $0.home == .store }
        let viewLoads = model.loads.filter { $0.home == .view }
        // Typed, and built from values worked out above: one literal of 25 implicit members,
        // `??` and closures took the type checker 31 s of every build.
        let rowViews: [JSONValue] = model.rowViews.map { row in
            .object([
                ("typeName", .string(row.typeName)), ("parameter", .string(row.parameter)),
                ("elementType", .string(row.elementType)),
            ])
        }
        let fields: [(String, JSONValue)] = [
            ("spec", .string(SwiftComment.line(model.specPath))),
            ("headerLines", .array(headerLines.flatMap(SwiftComment.lines).map(JSONValue.string))),
            ("screen", .string(model.screen)),
            ("target", .string(model.target.description)),
            ("targetsIOS18", .bool(model.targetsIOS18)),
            ("architecture", .string(model.architecture.rawValue)),
            ("access", .string(model.access.keywordPrefix)),
            ("exported", .bool(model.access != .internal)),
            ("legacyObservation", .bool(model.usesLegacyObservation)),
            ("summaryLines", .array(summaryLines(model.summary).map(JSONValue.string))),
            ("title", model.title.map(title) ?? .null),
            (
                "subtitle",
                model.subtitle.map { text in
                    .object([
                        ("literal", .string(SwiftLiteral.interpolated(text))), ("isVerbatim", .bool(text.isOneValue)),
                    ])
                } ?? .null
            ),
            ("titleDisplayMode", model.titleDisplayMode.map { .string($0.rawValue) } ?? .null),
            (
                "scrollToTop",
                model.scrollToTop.map { .object([("position", .string($0.position)), ("router", .string($0.router))]) }
                    ?? .null
            ),
            ("search", model.search.map(search) ?? .null),
            ("view", view(model, loads: viewLoads)),
            ("store", model.store.map { store(model, $0, loads: storeLoads) } ?? .null),
            ("body", body(model)),
            ("navigation", navigation(model.navigation)),
            ("presentations", .array(model.presentations.map(presentation))),
            ("alerts", .array(model.alerts.map(alert))),
            ("hasAlerts", .bool(!model.alerts.isEmpty)),
            ("toolbar", toolbar(model)),
            ("actions", actions(model)),
            ("busy", model.busy.map { flag($0.flag) } ?? .null),
            ("onChange", .array(model.onChange.map(onChange))),
            ("presentedRoot", presentedRoot(model)),
            ("environmentValues", environmentValues(model)),
            ("previews", .array(model.previews.map(preview))),
            ("tests", tests(model.tests)),
            ("rowViews", .array(rowViews)),
        ]
        return .object(fields)
    }

    /// `@Entry` (the model's `usesEnvironmentEntry`, the configuration's choice); else a manual `EnvironmentKey`,
    /// whose `defaultValue` is computed, as `@Entry` declares it: Swift 6 accepts a stored
    /// `static let` only of a `Sendable` type, and an action's closure type is not one.
    static func environmentValues(_ model: ScreenModel) -> JSONValue {
        guard !model.environmentValues.isEmpty else { return .null }
        return .object([
            ("usesEntry", .bool(model.usesEnvironmentEntry)),
            (
                "values",
                .array(
                    model.environmentValues.map { value in
                        .object([
                            ("name", .string(value.name)), ("keyType", .string(value.keyType)),
                            ("type", .string(value.type)), ("defaultValue", .string(value.defaultValue)),
                        ])
                    })
            ),
        ])
    }

    /// One `.onChange(of:)`; every key present, so that none falls through to an outer one.
    static func onChange(_ onChange: OnChangeModel) -> JSONValue {
        .object([
            ("value", .string(onChange.value)),
            ("initial", .bool(onChange.initial)),
            ("condition", onChange.condition.map(JSONValue.string) ?? .null),
            ("readsNewValue", .bool(onChange.readsNewValue)),
            ("twoParameterForm", .bool(onChange.usesTwoParameterForm)),
            ("action", button(onChange.action)),
        ])
    }

    static func summaryLines(_ summary: String?) -> [String] {
        summary.map(SwiftComment.lines) ?? []
    }

    private static func view(_ model: ScreenModel, loads: [LoadModel]) -> JSONValue {
        // The members a spec declares in Swift (`members`) follow the generated ones of their group
        // after a blank line: once laid out, one may span lines.
        let groups = MemberModel.Group.allCases.flatMap { group -> [JSONValue] in
            let members = model.view.members.filter { $0.group == group }
            return [members.filter { $0.declaration == nil }, members.filter { $0.declaration != nil }].compactMap {
                $0.isEmpty
                    ? nil
                    : .object([
                        ("group", .string(group.name)),
                        ("members", .array($0.map { member($0, exportedAs: .internal) })),
                    ])
            }
        }
        let initializer = model.view.initializer.map { initializer in
            JSONValue.object([
                ("summary", initializer.summary.map(JSONValue.string) ?? .null),
                ("parameters", parameters(initializer.parameters)),
                ("isEmpty", .bool(initializer.assignments.isEmpty)),
                (
                    "assignments",
                    .array(
                        initializer.assignments.map {
                            assignment($0)
                        })
                ),
            ])
        }
        return .object([
            ("typeName", .string(model.view.typeName)),
            ("phases", .array(loads.filter { !$0.ignoresFailure }.map { phase($0, exportedAs: .internal) })),
            ("focus", model.content?.focus.map(focus) ?? .null),
            ("memberGroups", .array(groups)),
            ("initializer", initializer ?? .null),
            ("loadFunctions", .array(loads.map(loadFunction))),
        ])
    }

    private static func store(_ model: ScreenModel, _ store: StoreModel, loads: [LoadModel]) -> JSONValue {
        let dependencies = store.dependencies.map { dependency in
            JSONValue.object([
                ("name", .string(dependency.name)), ("type", .string(dependency.type)),
                ("isStored", .bool(dependency.isStored)),
            ])
        }
        return .object([
            ("typeName", .string(store.typeName)),
            ("propertyName", .string(store.propertyName)),
            ("ownership", .string(store.ownership.rawValue)),
            ("phases", .array(loads.filter { !$0.ignoresFailure }.map { phase($0, exportedAs: store.access) })),
            ("observed", .array(store.properties.map { member($0, exportedAs: store.access) })),
            ("dependencies", .array(dependencies)),
            (
                "initializer",
                store.hasInitializer
                    ? .object([
                        ("parameters", parameters(store.initializerParameters)),
                        ("isEmpty", .bool(store.initializerParameters.isEmpty && store.shapings.isEmpty)),
                    ]) : .null
            ),
            ("loadFunctions", .array(loads.map(loadFunction))),
            ("shapings", .array(store.shapings.map(shaping))),
            ("rowEdits", .array(store.rowEdits.map(storeRowEdits))),
            (
                "busy",
                model.busy.flatMap { $0.flag.receiver == nil ? nil : member($0.member, exportedAs: store.access) }
                    ?? .null
            ),
            (
                "assignments",
                .array(
                    store.assignedInInit.map { .object([("name", .string($0.name)), ("value", .string($0.value))]) })
            ),
        ])
    }

    /// `items`, each told whether it is the last, so that a template writes the separator between
    /// them (`{{^isLast}}, {{/isLast}}`).
    static func separated(_ items: [[(String, JSONValue)]]) -> JSONValue {
        .array(items.enumerated().map { index, item in .object(item + [("isLast", .bool(index == items.count - 1))]) })
    }

    /// An `init`'s parameters: `label`, `type`, `isBinding` (declared `Binding<type>`),
    /// `isEscaping` (a closure the initialiser stores, declared `@escaping type`) and `defaultValue`.
    private static func parameters(_ parameters: [InitializerModel.Parameter]) -> JSONValue {
        separated(
            parameters.map { parameter in
                [
                    ("label", .string(parameter.label)), ("type", .string(parameter.type)),
                    ("isBinding", .bool(parameter.isBinding)), ("isEscaping", .bool(parameter.isEscaping)),
                    ("defaultValue", parameter.defaultValue.map(JSONValue.string) ?? .null),
                ]
            })
    }

    /// One statement of the view's `init`: a member set from its parameter, a binding's storage,
    /// or (`store` not null) the owned store created from the dependencies passed.
    private static func assignment(_ assignment: InitializerModel.Assignment) -> JSONValue {
        switch assignment {
        case .member(let name):
            return .object([("name", .string(name)), ("isBinding", .bool(false)), ("store", .null), ("state", .null)])
        case .stateStorage(let name, let bareName, let value):
            return .object([
                ("name", .string(name)), ("bareName", .string(bareName)), ("isBinding", .bool(false)),
                ("store", .null), ("state", .object([("value", .string(value))])),
            ])
        case .bindingStorage(let name, let bareName):
            return .object([
                ("name", .string(name)), ("bareName", .string(bareName)), ("isBinding", .bool(true)),
                ("store", .null), ("state", .null),
            ])
        case .ownedStore(let propertyName, let bareName, let typeName, let arguments, let wrapper):
            let arguments = arguments.map { argument -> [(String, JSONValue)] in
                [("label", .string(argument.label)), ("name", .string(argument.name))]
            }
            return .object([
                ("name", .string(propertyName)), ("bareName", .string(bareName)),
                ("isBinding", .bool(false)), ("state", .null),
                (
                    "store",
                    .object([
                        ("wrapper", .string(wrapper.rawValue)), ("isStateObject", .bool(wrapper == .stateObject)),
                        ("typeName", .string(typeName)), ("arguments", separated(arguments)),
                    ])
                ),
            ])
        }
    }

    /// A member's facts, for the `member` partial that writes its declaration; `level` is its
    /// type's, which a member it does not keep private shares.
    private static func member(_ member: MemberModel, exportedAs level: AccessLevel) -> JSONValue {
        let computedFrom = member.computedFrom.map { part -> [(String, JSONValue)] in [("name", .string(part))] }
        var initialValue: JSONValue = .null
        if case .code(let code) = member.initialValue { initialValue = .string(code) }
        return .object([
            ("name", .string(member.name)),
            ("declaration", member.declaration.map(JSONValue.string) ?? .null),
            ("wrapper", member.wrapper.map { .string($0.rawValue) } ?? .null),
            ("isEnvironment", .bool(member.wrapper == .environment)),
            ("environmentKey", member.environmentKey.map(JSONValue.string) ?? .null),
            ("isPrivate", .bool(member.access == .private)),
            ("access", .string(member.access == .private ? "" : level.keywordPrefix)),
            ("isPrivateSet", .bool(member.access == .privateSet)),
            ("isConstant", .bool(member.isConstant)),
            ("type", member.type.map(JSONValue.string) ?? .null),
            ("annotatesType", .bool(member.annotatesType)),
            ("isOptional", .bool(member.isOptional)),
            ("constructs", .bool(member.initialValue == .newInstance)),
            ("initialValue", initialValue),
            ("startsLoading", .bool(member.initialValue == .loading)),
            ("startsInactive", .bool(member.initialValue == .inactiveEditMode)),
            ("startsAtTopEdge", .bool(member.initialValue == .topEdge)),
            ("startsWithoutGroups", .bool(member.initialValue == .noGroups)),
            (
                "groups",
                member.groups.map { .object([("keyType", .string($0.key)), ("elementType", .string($0.element))]) }
                    ?? .null
            ),
            ("isComputed", .bool(member.group == .computed)),
            ("isRequestCounter", .bool(member.isRequestCounter)),
            ("isReloadError", .bool(member.isReloadError)),
            ("computedFrom", separated(computedFrom)),
            ("isBusyFlag", .bool(!member.anyInFlight.isEmpty)),
            (
                "reshapes",
                member.reshapes.isEmpty
                    ? .null
                    : .object([
                        ("functions", .array(member.reshapes.map(JSONValue.string))),
                        ("single", member.reshapes.count == 1 ? .string(member.reshapes[0]) : .null),
                    ])
            ),
            (
                "anyInFlight",
                separated(
                    member.anyInFlight.map { flag in
                        [("name", .string(flag.name)), ("tracksElements", .bool(flag.tracksElements))]
                    })
            ),
        ])
    }

    /// A store method that shapes a section's collection: `searched` (the text and the element's
    /// searched strings), then `filter`, then the sort after them (`sortAfterFilters`) or on its own
    /// (`sortOnly`), each null when the spec leaves it out.
    private static func shaping(_ shaping: ShapingModel) -> JSONValue {
        .object([
            ("property", .string(shaping.property)), ("function", .string(shaping.function)),
            ("source", .string(shaping.source)), ("element", .string(shaping.element)),
            (
                "searched",
                shaping.searchText.map { text in
                    .object([
                        ("text", .string(text)), ("first", .string(shaping.matched.first ?? "")),
                        ("others", .array(shaping.matched.dropFirst().map(JSONValue.string))),
                    ])
                } ?? .null
            ),
            ("filter", shaping.filter.map(JSONValue.string) ?? .null),
            ("sortAfterFilters", shaping.filters ? shaping.sort.map(JSONValue.string) ?? .null : .null),
            ("sortOnly", shaping.filters ? .null : shaping.sort.map(JSONValue.string) ?? .null),
            ("copiesOnly", .bool(shaping.copiesOnly)),
            (
                "groups",
                shaping.grouping.map { grouping in
                    .object([
                        ("groupsProperty", .string(grouping.property)),
                        ("keyPath", .string(grouping.keyPath.joined(separator: "."))),
                    ])
                } ?? .null
            ),
        ])
    }

    /// A load's phase enum, at `level`: a store's, whose properties have it as their type, or
    /// `internal`, a view's, which keeps its phases private.
    private static func phase(_ load: LoadModel, exportedAs level: AccessLevel) -> JSONValue {
        .object([
            ("phaseType", .string(load.phaseType)),
            ("access", .string(level.keywordPrefix)),
            ("valueType", .string(load.valueType)),
            ("hasEmpty", .bool(load.empty != nil)),
            ("canFail", .bool(load.canFail)),
            ("pagination", pagination(load)),
            ("input", input(load)),
            ("hasLoadedMember", .bool(load.keepsValueWhenShownAgain && load.input == nil && load.empty != nil)),
            (
                "removableRows",
                load.removableElement.map {
                    .object([
                        ("elementType", .string($0)), ("hasRowsMember", .bool(!load.groupings.isEmpty)),
                        ("emptiesWhenNone", .bool(load.empty != nil && load.pagination == nil)),
                    ])
                } ?? .null
            ),
        ])
    }

    private static func loadFunction(_ load: LoadModel) -> JSONValue {
        .object([
            ("isPrivate", .bool(load.functionAccess == .private)),
            ("functionName", .string(load.functionName)),
            ("name", .string(load.name)),
            ("call", .string(load.call)),
            ("hasEmpty", .bool(load.empty != nil)),
            ("stream", stream(load)),
            ("restartsLoading", .bool(load.restartsLoading)),
            ("pagination", pagination(load)),
            ("requestCounter", load.requestCounter.map(JSONValue.string) ?? .null),
            ("reloadError", load.reloadError.map(JSONValue.string) ?? .null),
            ("hasLoadedMember", .bool(load.keepsValueWhenShownAgain && load.input == nil && load.empty != nil)),
            ("input", input(load)),
            ("groupings", groupings(load.groupings)),
            ("environmentArguments", environmentArguments(load.environmentArguments)),
            ("ignoresFailure", .bool(load.ignoresFailure)),
            ("poll", poll(load)),
            ("seeding", seeding(load)),
        ])
    }

    /// What a load's first answer copies into the form (`seeds`): its `flag` and each seed's
    /// `property` and `value`; null for a load that only fills its phase.
    static func seeding(_ load: LoadModel) -> JSONValue {
        guard let seeding = load.seeding else { return .null }
        return .object([
            ("flag", .string(seeding.flag)),
            (
                "seeds",
                .array(
                    seeding.seeds.map { .object([("property", .string($0.property)), ("value", .string($0.value))]) })
            ),
        ])
    }

    /// How a load that runs again while the screen is shown loops: its `functionName` (`pollStatus`) and
    /// the load function it loops (`loadFunctionName`), whether both take the view's environment values
    /// (`takesEnvironment`), and the sleep between runs as a `Duration`'s `unit` (`seconds` when whole) and `amount`, the
    /// parameter's default; null for a load that runs once per task.
    static func poll(_ load: LoadModel) -> JSONValue {
        guard let poll = load.poll else { return .null }
        let whole = poll.milliseconds.isMultiple(of: 1000)
        return .object([
            ("functionName", .string(poll.functionName)),
            ("loadFunctionName", .string(load.functionName)),
            ("takesEnvironment", .bool(!load.environmentArguments.isEmpty)),
            ("keepsFailure", .bool(poll.keepsFailure)),
            ("unit", .string(whole ? "seconds" : "milliseconds")),
            ("amount", .int(whole ? poll.milliseconds / 1000 : poll.milliseconds)),
        ])
    }

    /// The groups made of a load's rows: each `property`, the member that holds them, and `keyPath`,
    /// the element's key path without `\.`.
    static func groupings(_ groupings: [GroupingModel]) -> JSONValue {
        .array(
            groupings.map { grouping in
                .object([
                    ("property", .string(grouping.property)),
                    ("keyPath", .string(grouping.keyPath.joined(separator: "."))),
                ])
            })
    }
}
