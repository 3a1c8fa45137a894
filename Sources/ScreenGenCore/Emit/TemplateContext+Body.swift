extension TemplateContext {
    static func body(_ model: ScreenModel) -> JSONValue {
        let sections = model.content?.sections ?? []
        let wrap = model.content?.wrapsSections ?? false
        let container = model.content?.container
        let tasks = model.loads.map { load in
            JSONValue.object([("id", load.taskID.map(JSONValue.string) ?? .null)] + loadCall(load))
        }
        // Pull to refresh needs a vertical scroll view: a List, or a vertical lazy stack.
        let refreshing =
            container == .lazyHStack ? [] : model.loads.filter(\.refreshable).map { JSONValue.object(loadCall($0)) }
        return .object([
            ("hasContent", .bool(model.content != nil)),
            ("isScrollable", .bool(container != .lazyHStack)),
            ("isList", .bool(container == .list)),
            ("isLazyVStack", .bool(container == .lazyVStack)),
            ("isLazyHStack", .bool(container == .lazyHStack)),
            ("sections", .array(sections.map { section($0, wrap: wrap) })),
            ("tasks", .array(tasks)),
            (
                "refresh",
                refreshing.isEmpty
                    ? .null
                    : .object([
                        ("loads", .array(refreshing)), ("single", refreshing.count == 1 ? refreshing[0] : .null),
                    ])
            ),
        ])
    }

    /// What a template needs to await a load: `receiver` (the store's property, or null in the
    /// view) and `functionName`.
    private static func loadCall(_ load: LoadModel) -> [(String, JSONValue)] {
        [("receiver", load.receiver.map(JSONValue.string) ?? .null), ("functionName", .string(load.functionName))]
    }

    private static func section(_ section: SectionModel, wrap: Bool) -> JSONValue {
        let load = section.load
        return .object([
            ("wrap", .bool(wrap)),
            ("titleLiteral", section.title.map { .string(SwiftLiteral.string($0)) } ?? .null),
            ("receiver", load.receiver.map(JSONValue.string) ?? .null),
            ("name", .string(load.name)),
            ("bindsValue", .bool(section.bindsValue)),
            ("element", section.element.map(JSONValue.string) ?? .null),
            ("row", .string(section.row)),
            ("empty", load.empty.map(placeholder) ?? .null),
            ("error", placeholder(load.error)),
        ])
    }

    /// For an error, the description is the spec's sentence or else the error's own description.
    private static func placeholder(_ placeholder: PlaceholderModel) -> JSONValue {
        .object([
            ("titleLiteral", .string(SwiftLiteral.string(placeholder.title))),
            ("systemImageLiteral", .string(SwiftLiteral.string(placeholder.systemImage))),
            ("hasDescription", .bool(placeholder.description != nil || placeholder.describesError)),
            ("descriptionLiteral", placeholder.description.map { .string(SwiftLiteral.string($0)) } ?? .null),
            ("bindsError", .bool(placeholder.describesError)),
        ])
    }

    static func preview(_ preview: PreviewModel, viewName: String) -> JSONValue {
        let indent = preview.inNavigationStack ? 8 : 4
        let construction = SwiftLayout.call(viewName, preview.arguments.map(argument), indent: indent)
        // Modifiers hang four spaces in after a one-line call, level with a call spread over lines;
        // one that installs a store built from several dependencies may need opening too.
        let modifierIndent = construction.count == 1 ? "    " : ""
        let lines =
            construction
            + preview.installs.flatMap { install in
                let modifier =
                    if let keyPath = install.keyPath {
                        ".environment(\\.\(keyPath), \(code(install.value)))"
                    } else {
                        ".\(preview.objectEnvironment == .environmentObject ? "environmentObject" : "environment")"
                            + "(\(code(install.value)))"
                    }
                return SwiftLayout.opened(modifier, indent: indent + modifierIndent.count).map { modifierIndent + $0 }
            }
        return .object([
            ("name", .string(preview.name)),
            ("nameLiteral", .string(SwiftLiteral.string(preview.name))),
            ("state", .string(preview.state.rawValue)),
            ("bodyLines", .array(lines.map(JSONValue.string))),
            ("inNavigationStack", .bool(preview.inNavigationStack)),
        ])
    }

    /// `author: Author.sample`: an argument of a preview's call, for the laid-out `bodyLines`.
    private static func argument(_ argument: PreviewArgument) -> String {
        "\(argument.label): \(code(argument.value))"
    }

    private static func code(_ value: PreviewExpression) -> String {
        switch value {
        case .code(let code): code
        case .constantBinding(let code): ".constant(\(code))"
        case .instance(let type, let arguments): "\(type)(\(arguments.map(argument).joined(separator: ", ")))"
        }
    }
}
