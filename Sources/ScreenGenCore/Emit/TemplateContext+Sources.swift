extension TemplateContext {
    /// What the view passes a store's load or action from its environment (`source: environment`):
    /// each a `label`, the `name` the view passes and the method's parameter takes (escaped), the
    /// `type` and `isLast`. Empty for a method that reads nothing from the environment, and in MV.
    static func environmentArguments(_ arguments: [EnvironmentArgumentModel]) -> JSONValue {
        separated(
            arguments.map { argument in
                [
                    ("label", .string(argument.label)), ("name", .string(argument.name)),
                    ("type", .string(argument.type)),
                    // A keyword's label is written bare; the parameter then needs its escaped name.
                    ("parameterName", argument.label == argument.name ? .null : .string(argument.name)),
                ]
            })
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
    /// it is called through (null in the view) and the last row's `retry` button; with an envelope,
    /// its `pageType` and the user's `rows`, and `pageRows`, the name the rows are in; null for a
    /// load that is not paged.
    static func pagination(_ load: LoadModel) -> JSONValue {
        guard let pagination = load.pagination else { return .null }
        return .object([
            ("nextPageType", .string(pagination.nextPageType)),
            ("cursorType", .string(pagination.cursorType)),
            ("next", .string(pagination.next)),
            ("cursorOf", .string(pagination.cursorOf)),
            ("functionName", .string(pagination.functionName)),
            ("receiver", load.receiver.map(JSONValue.string) ?? .null),
            ("environmentArguments", environmentArguments(load.environmentArguments)),
            ("retry", button(pagination.retry)),
            ("pageType", pagination.envelope.map { .string($0.type) } ?? .null),
            ("rows", pagination.envelope.map { .string($0.rows) } ?? .null),
            ("pageRows", .string(pagination.pageRows)),
        ])
    }
}
