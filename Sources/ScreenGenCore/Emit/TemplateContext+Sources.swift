extension TemplateContext {
    /// A store's `handOver`: the `dependencies` its view reads from the environment (each `name`,
    /// `label` and `type`), which the store keeps and takes with `use(…)`; null when there are none.
    static func storeHandOver(_ store: StoreModel) -> JSONValue {
        guard !store.environmentDependencies.isEmpty else { return .null }
        return .object([("dependencies", handOverArguments(store, withTypes: true))])
    }

    /// What a task or refresh hands the store before it awaits a load there: the store's
    /// `receiver` and the `arguments` of `use(…)`, each a `label` and the view's member `name`;
    /// null for a load in the view, or a store with nothing from the environment.
    static func handOver(_ load: LoadModel, store: StoreModel?) -> JSONValue {
        guard let store, load.home == .store, !store.environmentDependencies.isEmpty else { return .null }
        return .object([
            ("receiver", .string(store.propertyName)), ("arguments", handOverArguments(store, withTypes: false)),
        ])
    }

    /// The hand-over a store gets in a `.task` of its own: it takes something from the environment
    /// but runs no load whose task would hand it over (its actions and your members read it too).
    static func handOverTask(_ model: ScreenModel) -> JSONValue {
        guard let store = model.store, !store.environmentDependencies.isEmpty,
            !model.loads.contains(where: { $0.home == .store })
        else { return .null }
        return .object([
            ("receiver", .string(store.propertyName)), ("arguments", handOverArguments(store, withTypes: false)),
        ])
    }

    /// A load's `stream`: null for one call, else whether the sequence `throws`.
    static func stream(_ load: LoadModel) -> JSONValue {
        guard let stream = load.stream else { return .null }
        return .object([("throws", .bool(stream == .throwing))])
    }

    /// What a load's value is for (`LoadInputModel`): its `type`, the `expression` its load
    /// function reads it with and whether the local it is kept in `annotatesType`; null for a load
    /// without `dependsOn`.
    static func input(_ load: LoadModel) -> JSONValue {
        guard let input = load.input else { return .null }
        return .object([
            ("type", .string(input.type)), ("expression", .string(input.expression)),
            // Several names make a heterogeneous literal, which needs its type.
            ("annotatesType", .bool(input.type == "[AnyHashable]")),
        ])
    }

    /// A paged load's `pagination`: the `nextPageType` enum, its `cursorType`, the user's `next`
    /// call and `cursorOf` expression, the `functionName` that loads the next page, the `receiver`
    /// it is called through (null in the view) and the last row's `retry` button; null for a load
    /// that is not paged.
    static func pagination(_ load: LoadModel) -> JSONValue {
        guard let pagination = load.pagination else { return .null }
        return .object([
            ("nextPageType", .string(pagination.nextPageType)),
            ("cursorType", .string(pagination.cursorType)),
            ("next", .string(pagination.next)),
            ("cursorOf", .string(pagination.cursorOf)),
            ("functionName", .string(pagination.functionName)),
            ("receiver", load.receiver.map(JSONValue.string) ?? .null),
            ("retry", button(pagination.retry)),
        ])
    }

    private static func handOverArguments(_ store: StoreModel, withTypes: Bool) -> JSONValue {
        separated(
            store.environmentDependencies.map { dependency in
                let label = SwiftIdentifier.argumentLabel(dependency.name.trimmingBackticks)
                return [("name", .string(dependency.name)), ("label", .string(label))]
                    + (withTypes ? [("type", .string(dependency.type))] : [])
            })
    }
}
