/// The JSON form of a `ScreenModel`: what `screengen dump` prints and what every template renders
/// against. Keys keep a fixed order, so dumps diff cleanly. Swift fragments are ready to print
/// (`…Literal` keys are escaped string literals); booleans and lists drive the template sections.
/// docs/templates.md documents every key.
public enum TemplateContext {
    public static func json(for model: ScreenModel, headerLines: [String] = []) -> JSONValue {
        let storeLoads = model.store == nil ? [] : model.loads
        let viewLoads = model.store == nil ? model.loads : []
        return .object([
            ("spec", .string(SwiftComment.line(model.specPath))),
            ("headerLines", .array(headerLines.flatMap(SwiftComment.lines).map(JSONValue.string))),
            ("screen", .string(model.screen)),
            ("target", .string(model.target.description)),
            ("architecture", .string(model.architecture.rawValue)),
            ("legacyObservation", .bool(ObservationMapping(target: model.target).legacy)),
            ("summaryLines", .array(summaryLines(model.summary).map(JSONValue.string))),
            ("title", model.title.map { .object([("literal", .string(SwiftLiteral.string($0)))]) } ?? .null),
            ("view", view(model, loads: viewLoads)),
            ("store", model.store.map { store(model, $0, loads: storeLoads) } ?? .null),
            ("body", body(model)),
            ("navigation", navigation(model.navigation, mapping: ObservationMapping(target: model.target))),
            ("presentations", .array(model.presentations.map(presentation))),
            ("alerts", .array(model.alerts.map(alert))),
            ("hasAlerts", .bool(!model.alerts.isEmpty)),
            ("toolbar", toolbar(model)),
            ("environmentValues", environmentValues(model)),
            ("previews", .array(model.previews.map { preview($0, viewName: model.view.typeName) })),
        ])
    }

    /// `@Entry` from iOS 18 (where the source documents use it); a manual `EnvironmentKey` below,
    /// whose `defaultValue` is computed, as `@Entry` declares it: Swift 6 accepts a stored
    /// `static let` only of a `Sendable` type, and an action's closure type is not one.
    static func environmentValues(_ model: ScreenModel) -> JSONValue {
        guard !model.environmentValues.isEmpty else { return .null }
        return .object([
            ("usesEntry", .bool(model.target >= OSVersion(18, 0))),
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
            let parameters = initializer.parameters.map { "\($0.label): \($0.type)" }
            return JSONValue.object([
                ("summary", initializer.summary.map(JSONValue.string) ?? .null),
                (
                    "signatureLines",
                    .array(SwiftLayout.call("init", parameters, indent: 4, suffix: " {").map(JSONValue.string))
                ),
                ("assignments", .array(initializer.assignments.map(JSONValue.string))),
            ])
        }
        return .object([
            ("typeName", .string(model.view.typeName)),
            ("phases", .array(loads.map(phase))),
            ("memberGroups", .array(groups)),
            ("initializer", initializer ?? .null),
            ("loadFunctions", .array(loads.map { loadFunction($0, access: "private ") })),
        ])
    }

    private static func store(_ model: ScreenModel, _ store: StoreModel, loads: [LoadModel]) -> JSONValue {
        var observed = store.properties.map(member)
        observed += loads.map { load in
            member(
                MemberModel(
                    name: load.name, group: .stored,
                    declaration: ObservationMapping(target: model.target).observed(
                        "private(set) var \(load.name): \(load.phaseType) = .loading")))
        }
        let dependencies = store.dependencies.map { dependency in
            JSONValue.object([
                ("name", .string(dependency.name)),
                ("type", .string(dependency.type)),
                ("declaration", .string("private let \(dependency.name): \(dependency.type)")),
            ])
        }
        return .object([
            ("typeName", .string(store.typeName)),
            ("propertyName", .string(store.propertyName)),
            ("ownership", .string(store.ownership.rawValue)),
            ("phases", .array(loads.map(phase))),
            ("observed", .array(observed)),
            ("dependencies", .array(dependencies)),
            (
                "initializer",
                store.dependencies.isEmpty
                    ? .null
                    : .object([
                        (
                            "signatureLines",
                            .array(
                                SwiftLayout.call(
                                    "init",
                                    store.dependencies.map { "\($0.name): \(FunctionType.storedParameter($0.type))" },
                                    indent: 4, suffix: " {"
                                ).map(JSONValue.string))
                        )
                    ])
            ),
            ("loadFunctions", .array(loads.map { loadFunction($0, access: "") })),
        ])
    }

    private static func member(_ member: MemberModel) -> JSONValue {
        .object([("name", .string(member.name)), ("declaration", .string(member.declaration))])
    }

    private static func phase(_ load: LoadModel) -> JSONValue {
        .object([
            ("phaseType", .string(load.phaseType)),
            ("valueType", .string(load.valueType)),
            ("hasEmpty", .bool(load.empty != nil)),
        ])
    }

    private static func loadFunction(_ load: LoadModel, access: String) -> JSONValue {
        .object([
            ("access", .string(access)),
            ("functionName", .string(load.functionName)),
            ("name", .string(load.name)),
            ("call", .string(load.call)),
            ("hasEmpty", .bool(load.empty != nil)),
        ])
    }
}
