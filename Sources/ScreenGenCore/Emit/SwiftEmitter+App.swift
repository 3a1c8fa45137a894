extension SwiftEmitter {
    /// The template of each of an app's files: the tab enum with the navigation state, and the root
    /// view, are the app's own; the route, router and sheet enums are a screen's templates.
    static func template(of kind: AppFacts.GeneratedType.Kind) -> String {
        switch kind {
        case .tabs: "AppTab.swift.mustache"
        case .route: "Route.swift.mustache"
        case .router: "Router.swift.mustache"
        case .sheet: "Presentation.swift.mustache"
        case .rootView: "AppRoot.swift.mustache"
        case .entryPoint: "AppMain.swift.mustache"
        }
    }

    /// What kind of file each of an app's files is, for `imports`: the root view and entry point are
    /// its views, the tab enum holds its routers.
    static func importFile(of kind: AppFacts.GeneratedType.Kind) -> ScreenSpec.Import.File {
        switch kind {
        case .tabs, .route, .router: .routes
        case .sheet: .presentation
        case .rootView, .entryPoint: .view
        }
    }

    /// The paths of an app's files, relative to the output directory (in the app's folder, as a
    /// screen's are in its own).
    public static func paths(for facts: AppFacts, layout: OutputLayout) -> [String] {
        facts.generatedTypes.map { folder(ofApp: facts, layout: layout) + "\($0.name).swift" }
    }

    static func folder(ofApp facts: AppFacts, layout: OutputLayout) -> String {
        layout == .perScreen ? "\(facts.app)/" : ""
    }

    /// The paths of an app's test files, relative to the tests directory.
    public static func testPaths(for facts: AppFacts, layout: OutputLayout) -> [String] {
        facts.testTypes.map { folder(ofApp: facts, layout: layout) + "\($0.name).swift" }
    }

    public func emit(_ model: AppModel) throws -> [GeneratedFile] {
        let value = TemplateContext.json(for: model, headerLines: headerLines)
        let imports = model.imports + self.imports
        return try model.facts.generatedTypes.map { type in
            let name = Self.template(of: type.kind)
            guard let parsedTemplate = parsed[name] else { preconditionFailure("\(name) is not a file template") }
            return try renderLinking(
                model.linkedTypes, imports: imports, in: Self.importFile(of: type.kind), context: value
            ) { context in
                let output = try parsedTemplate.get().render(
                    context: context, partials: partials, escape: MustacheTemplate.noEscape)
                return GeneratedFile(
                    path: Self.folder(ofApp: model.facts, layout: layout) + "\(type.name).swift",
                    contents: SwiftSourceTidy.tidy(output, style: style))
            }
        }
            + testFiles(
                model.facts.testTypes, folder: Self.folder(ofApp: model.facts, layout: layout), context: value,
                imports: imports, linked: model.linkedTypes)
    }
}
