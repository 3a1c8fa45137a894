/// The JSON form of a `ScreenModel`: what `screengen dump` prints and what every template renders
/// against. A mechanical projection: the model's facts (names, types, the user's code, flags a
/// template chooses by) and no decisions; the templates write the Swift. Until the layout pass
/// lands, the few lines that must wrap at the line length come laid out, in keys named `…Lines`.
/// Keys keep a fixed order, so dumps diff cleanly; `…Literal` keys are escaped string literals.
/// docs/templates.md documents every key.
public enum TemplateContext {
    public static func json(for model: ScreenModel, headerLines: [String] = []) -> JSONValue {
        let storeLoads = model.loads.filter { $0.home == .store }
        let viewLoads = model.loads.filter { $0.home == .view }
        return .object([
            ("spec", .string(SwiftComment.line(model.specPath))),
            ("headerLines", .array(headerLines.flatMap(SwiftComment.lines).map(JSONValue.string))),
            ("screen", .string(model.screen)),
            ("target", .string(model.target.description)),
            ("architecture", .string(model.architecture.rawValue)),
            ("legacyObservation", .bool(model.usesLegacyObservation)),
            ("summaryLines", .array(summaryLines(model.summary).map(JSONValue.string))),
            ("title", model.title.map { .object([("literal", .string(SwiftLiteral.string($0)))]) } ?? .null),
            ("view", view(model, loads: viewLoads)),
            ("store", model.store.map { store(model, $0, loads: storeLoads) } ?? .null),
            ("body", body(model)),
            ("navigation", navigation(model.navigation)),
            ("presentations", .array(model.presentations.map(presentation))),
            ("alerts", .array(model.alerts.map(alert))),
            ("hasAlerts", .bool(!model.alerts.isEmpty)),
            ("toolbar", toolbar(model)),
            ("environmentValues", environmentValues(model)),
            (
                "previews",
                .array(
                    model.previews.map { preview($0, viewName: model.view.typeName) })
            ),
        ])
    }

    /// `@Entry` from iOS 18 (the model's `usesEnvironmentEntry`); a manual `EnvironmentKey` below,
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
                        // The key's members sit four spaces in.
                        let defaultValueLines = SwiftLayout.computedProperty(
                            "static var defaultValue: \(value.type)", body: value.defaultValue, indent: 4)
                        return .object([
                            ("name", .string(value.name)), ("keyType", .string(value.keyType)),
                            ("type", .string(value.type)), ("defaultValue", .string(value.defaultValue)),
                            ("defaultValueLines", .array(defaultValueLines.map(JSONValue.string))),
                        ])
                    })
            ),
        ])
    }

    static func summaryLines(_ summary: String?) -> [String] {
        summary.map(SwiftComment.lines) ?? []
    }

    private static func view(_ model: ScreenModel, loads: [LoadModel]) -> JSONValue {
        let groups = MemberModel.Group.allCases.compactMap { group -> JSONValue? in
            let members = model.view.members.filter { $0.group == group }
            guard !members.isEmpty else { return nil }
            return .object([("group", .string(group.name)), ("members", .array(members.map(member)))])
        }
        let initializer = model.view.initializer.map { initializer in
            JSONValue.object([
                ("summary", initializer.summary.map(JSONValue.string) ?? .null),
                ("signatureLines", initializerSignatureLines(initializer.parameters)),
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
            ("phases", .array(loads.map(phase))),
            ("memberGroups", .array(groups)),
            ("initializer", initializer ?? .null),
            ("loadFunctions", .array(loads.map(loadFunction))),
        ])
    }

    private static func store(_ model: ScreenModel, _ store: StoreModel, loads: [LoadModel]) -> JSONValue {
        let dependencies = store.dependencies.map { dependency in
            JSONValue.object([("name", .string(dependency.name)), ("type", .string(dependency.type))])
        }
        let parameters = store.dependencies.map { dependency in
            InitializerModel.Parameter(
                label: dependency.name, type: dependency.type, isEscaping: dependency.isEscaping)
        }
        return .object([
            ("typeName", .string(store.typeName)),
            ("propertyName", .string(store.propertyName)),
            ("ownership", .string(store.ownership.rawValue)),
            ("phases", .array(loads.map(phase))),
            ("observed", .array(store.properties.map(member))),
            ("dependencies", .array(dependencies)),
            (
                "initializer",
                store.dependencies.isEmpty
                    ? .null : .object([("signatureLines", initializerSignatureLines(parameters))])
            ),
            ("loadFunctions", .array(loads.map(loadFunction))),
        ])
    }

    /// The `init(…) {` line, one parameter per line past the line length (members sit four spaces in).
    private static func initializerSignatureLines(_ parameters: [InitializerModel.Parameter]) -> JSONValue {
        let declared = parameters.map { parameter in
            let type =
                parameter.isBinding
                ? "Binding<\(parameter.type)>" : parameter.isEscaping ? "@escaping \(parameter.type)" : parameter.type
            return "\(parameter.label): \(type)"
        }
        return .array(SwiftLayout.call("init", declared, indent: 4, suffix: " {").map(JSONValue.string))
    }

    /// One statement of the view's `init`; the owned store's, which can pass the line length, comes
    /// laid out for the init's body (eight spaces in) as `storeLines`.
    private static func assignment(_ assignment: InitializerModel.Assignment) -> JSONValue {
        switch assignment {
        case .member(let name):
            return .object([("name", .string(name)), ("isBinding", .bool(false)), ("storeLines", .null)])
        case .bindingStorage(let name, let bareName):
            return .object([
                ("name", .string(name)), ("bareName", .string(bareName)), ("isBinding", .bool(true)),
                ("storeLines", .null),
            ])
        case .ownedStore(let propertyName, let typeName, let dependencies, let wrapper):
            // Through `self.`, as for a `@Binding` input: a store named `borrowing` would otherwise
            // start the statement with `_borrowing`, which swift-syntax reads as a binding keyword.
            let bare = propertyName.trimmingCharacters(in: ["`"])
            let label = wrapper == .stateObject ? "wrappedValue" : "initialValue"
            let arguments = dependencies.map { "\(SwiftIdentifier.argumentLabel($0)): \($0)" }
            let statement =
                "self._\(bare) = \(wrapper.rawValue)(\(label): \(typeName)(\(arguments.joined(separator: ", "))))"
            return .object([
                ("name", .string(propertyName)), ("isBinding", .bool(false)),
                ("storeLines", .array(SwiftLayout.opened(statement, indent: 8).map(JSONValue.string))),
            ])
        }
    }

    /// A member's facts, for the `member` partial that writes its declaration.
    private static func member(_ member: MemberModel) -> JSONValue {
        let constructs = member.initialValue == .newInstance
        let isEnvironment = member.wrapper == .environment
        let computedLines =
            member.group == .computed
            ? SwiftLayout.computedProperty(
                "private var \(member.name): \(member.type ?? "")",
                body: "[\(member.computedFrom.joined(separator: ", "))]", indent: 4)
            : nil
        var initialValue: JSONValue = .null
        if case .code(let code) = member.initialValue { initialValue = .string(code) }
        return .object([
            ("name", .string(member.name)),
            ("wrapper", member.wrapper.map { .string($0.rawValue) } ?? .null),
            ("isEnvironment", .bool(isEnvironment)),
            ("environmentKey", member.environmentKey.map(JSONValue.string) ?? .null),
            ("isPrivate", .bool(member.access == .private)),
            ("isPrivateSet", .bool(member.access == .privateSet)),
            ("isConstant", .bool(member.isConstant)),
            ("type", member.type.map(JSONValue.string) ?? .null),
            ("annotatesType", .bool(!constructs && !isEnvironment && member.type != nil)),
            ("isOptional", .bool(member.isOptional)),
            ("constructs", .bool(constructs)),
            ("initialValue", initialValue),
            ("startsLoading", .bool(member.initialValue == .loading)),
            ("computedLines", computedLines.map { .array($0.map(JSONValue.string)) } ?? .null),
        ])
    }

    private static func phase(_ load: LoadModel) -> JSONValue {
        .object([
            ("phaseType", .string(load.phaseType)),
            ("valueType", .string(load.valueType)),
            ("hasEmpty", .bool(load.empty != nil)),
        ])
    }

    private static func loadFunction(_ load: LoadModel) -> JSONValue {
        .object([
            ("isPrivate", .bool(load.functionAccess == .private)),
            ("functionName", .string(load.functionName)),
            ("name", .string(load.name)),
            ("call", .string(load.call)),
            ("hasEmpty", .bool(load.empty != nil)),
        ])
    }
}
