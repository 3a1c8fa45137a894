extension TemplateContext {
    static func body(_ model: ScreenModel) -> JSONValue {
        let container = model.content?.container
        let tasks = model.loads.map { load in
            let debounce = load.waitsForSearch ? debounce(load, search: model.search) : JSONValue.null
            // A periodic load's task awaits its poll function, which loops the load function.
            var call = loadCall(load)
            if let poll = load.poll { call[1] = ("functionName", .string(poll.functionName)) }
            return JSONValue.object(
                [("id", load.taskID.map(JSONValue.string) ?? .null)] + call
                    + [
                        ("debounce", debounce), ("keepsValue", keepsValue(load)),
                        ("isBlock", .bool(debounce != .null || load.keepsValueWhenShownAgain)),
                    ])
        }
        let refreshingLoads = model.loads.filter(\.refreshable)
        let refreshing = refreshingLoads.map { JSONValue.object(loadCall($0)) }
        // Several loads refresh together: one `async let` each, named after its load, then one await.
        let together = JSONValue.object([
            ("loads", separated(refreshingLoads.map { loadCall($0) + [("name", .string($0.name))] }))
        ])
        let selection: JSONValue = model.content?.selection.map(binding) ?? .null
        let sectionObjects: [JSONValue] =
            model.content.map { sections($0, inList: container == .list || container == .form) } ?? []
        let overlay: JSONValue = model.content?.overlay.map { section($0, wrap: false, inList: false) } ?? .null
        let refresh: JSONValue =
            refreshing.isEmpty
            ? .null
            : .object([
                ("loads", .array(refreshing)),
                ("together", refreshing.count > 1 ? together : .null),
                ("single", refreshing.count == 1 ? refreshing[0] : .null),
            ])
        // Typed, its parts worked out above: the type checker's time on one literal grows fast.
        let fields: [(String, JSONValue)] = [
            ("hasContent", .bool(model.content != nil)),
            ("isScrollable", .bool(model.content?.scrollsVertically ?? true)),
            ("isList", .bool(container == .list)),
            ("selection", selection),
            ("containerModifiers", .array((model.content?.modifiers ?? []).map(JSONValue.string))),
            ("isLazyVStack", .bool(container == .lazyVStack)),
            ("isLazyHStack", .bool(container == .lazyHStack)),
            ("isForm", .bool(container == .form)),
            ("isScroll", .bool(container == .scroll)),
            ("isNone", .bool(container == ScreenSpec.Content.Container.none)),
            ("sections", .array(sectionObjects)),
            ("overlay", overlay),
            ("reloadNotice", reloadNotice(model.loads)),
            (
                "searchOverlay",
                model.content?.searchOverlay.map { .object([("rows", .string($0.rows)), ("text", .string($0.text))]) }
                    ?? .null
            ),
            ("tasks", .array(tasks)),
            ("refresh", refresh),
        ]
        return .object(fields)
    }

    /// The one notice of the screen's failed reloads: `errors`, the loads' reload errors (each a
    /// `receiver` and `name`, with `isLast`), the first of which it shows; null without a load that
    /// reloads. One notice, not one per load: several failures at once are one connection's.
    private static func reloadNotice(_ loads: [LoadModel]) -> JSONValue {
        let errors = loads.compactMap { load in
            load.reloadError.map {
                [("receiver", load.receiver.map(JSONValue.string) ?? .null), ("name", .string($0))]
            }
        }
        return errors.isEmpty ? .null : .object([("errors", separated(errors))])
    }

    /// A search field: its text's `binding`, `promptLiteral`, `placement` (`name` and the drawer's
    /// `displayMode`) and the `debounce` in milliseconds, or nulls.
    static func search(_ search: SearchModel) -> JSONValue {
        .object([
            ("binding", binding(search.binding)),
            ("promptLiteral", search.prompt.map { .string(SwiftLiteral.string($0)) } ?? .null),
            (
                "placement",
                search.placement.map { placement in
                    .object([
                        ("name", .string(placement.rawValue)),
                        ("displayMode", search.displayMode.map { .string($0.rawValue) } ?? .null),
                    ])
                } ?? .null
            ),
            ("debounceMilliseconds", search.debounceMilliseconds.map { .int($0) } ?? .null),
        ])
    }

    /// How a task waits out the search's debounce before its load: the `text` it reads (a binding's
    /// `member` and `properties`), the `phase` it checks for the first load, and the wait as a
    /// `Duration`'s `unit` (`milliseconds`, or `seconds` when whole) and `amount`.
    private static func debounce(_ load: LoadModel, search: SearchModel?) -> JSONValue {
        guard let search, let milliseconds = search.debounceMilliseconds else { return .null }
        let whole = milliseconds.isMultiple(of: 1000)
        return .object(
            [
                ("text", binding(search.binding))
            ] + phase(load) + [
                ("unit", .string(whole ? "seconds" : "milliseconds")),
                ("amount", .int(whole ? milliseconds / 1000 : milliseconds)),
            ])
    }

    /// How a load's task keeps what it loaded when the screen is shown again: the `phase` it reads,
    /// with `inputs` (the task id, compared with the phase's `loadedFor`), or `hasLoadedMember`
    /// (loaded or empty), else a `.loaded` case alone; null for a stream.
    private static func keepsValue(_ load: LoadModel) -> JSONValue {
        guard load.keepsValueWhenShownAgain else { return .null }
        return .object(
            phase(load) + [
                ("inputs", load.input == nil ? .null : load.taskID.map(JSONValue.string) ?? .null),
                ("hasLoadedMember", .bool(load.input == nil && load.empty != nil)),
                ("isOptional", .bool(load.ignoresFailure)),
            ])
    }

    /// How a template reads a load's phase: `phase` (`store.posts`, or `posts` in the view).
    private static func phase(_ load: LoadModel) -> [(String, JSONValue)] {
        [("phase", .string((load.receiver.map { $0 + "." } ?? "") + load.name))]
    }

    /// What a template needs to await a load: `receiver` (the store's property, or null in the
    /// view) and `functionName`.
    private static func loadCall(_ load: LoadModel) -> [(String, JSONValue)] {
        [
            ("receiver", load.receiver.map(JSONValue.string) ?? .null), ("functionName", .string(load.functionName)),
            ("environmentArguments", environmentArguments(load.environmentArguments)),
        ]
    }

    /// For an error, the description is the spec's sentence or else the error's own description.
    static func placeholder(_ placeholder: PlaceholderModel) -> JSONValue {
        .object([
            ("titleLiteral", .string(SwiftLiteral.string(placeholder.title))),
            ("systemImageLiteral", .string(SwiftLiteral.string(placeholder.systemImage))),
            ("hasDescription", .bool(placeholder.description != nil || placeholder.describesError)),
            ("descriptionLiteral", placeholder.description.map { .string(SwiftLiteral.string($0)) } ?? .null),
            ("bindsError", .bool(placeholder.describesError)),
            ("hasRetry", .bool(placeholder.retry != nil)),
            ("retry", placeholder.retry.map(button) ?? .null),
        ])
    }

    /// One `#Preview`: the view's initialiser `arguments` and the values it `installs` in the
    /// environment, each a value's facts (`previewValue` partial) with its `label` or `keyPath`.
    static func preview(_ preview: PreviewModel) -> JSONValue {
        .object([
            ("name", .string(preview.name)),
            ("nameLiteral", .string(SwiftLiteral.string(preview.name))),
            ("state", .string(preview.state.rawValue)),
            ("arguments", arguments(preview.arguments)),
            (
                "installs",
                .array(
                    preview.installs.map { install in
                        .object([("keyPath", install.keyPath.map(JSONValue.string) ?? .null)] + value(install.value))
                    })
            ),
            ("usesEnvironmentObject", .bool(preview.objectEnvironment == .environmentObject)),
            ("inNavigationStack", .bool(preview.inNavigationStack)),
        ])
    }

    /// `author: Author.sample`: the arguments of a call, each a `label` and a value.
    static func arguments(_ arguments: [PreviewArgument]) -> JSONValue {
        separated(arguments.map { [("label", .string($0.label))] + value($0.value) })
    }

    /// A value as the `previewValue` partial writes it: exactly one of `code` (the spec's
    /// expression), `constantBinding` (the expression, in a binding that never changes) and
    /// `instance` (a new `type` made from `arguments`) is not null.
    static func value(_ value: PreviewExpression) -> [(String, JSONValue)] {
        var code: JSONValue = .null
        var constantBinding: JSONValue = .null
        var instance: JSONValue = .null
        switch value {
        case .code(let text): code = .string(text)
        case .constantBinding(let text): constantBinding = .string(text)
        case .instance(let type, let parts):
            instance = .object([("type", .string(type)), ("arguments", arguments(parts))])
        }
        return [("code", code), ("constantBinding", constantBinding), ("instance", instance)]
    }
}
