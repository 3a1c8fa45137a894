extension ScreenGen {
    /// The model of one spec as JSON: the context templates render against, as `generate` renders
    /// it in this project (the configuration's platform, header, and the spec path as headers name it).
    public static func dump(path: String) -> (JSONValue?, [Diagnostic]) {
        let (loaded, configDiagnostics) = ConfigLoader().load(explicitPath: nil)
        guard !configDiagnostics.hasErrors else { return (nil, configDiagnostics) }
        // In a workspace, the spec is rendered as its module's (its access, imports and tests); what it
        // shows of other modules is resolved by a run over the workspace, not here.
        let config = Workspace.module(holding: path, in: loaded).map { loaded.configuration(of: $0) } ?? loaded
        let result = SpecLoader(defaultTarget: config.defaultTarget).load(path: path)
        if let app = result.app {
            let model = ModelBuilder(config: config).build(
                app, facts: result.appFacts, specPath: Project.headerPath(for: app.file, root: Project.root(of: config))
            )
            return (
                TemplateContext.json(for: model, headerLines: config.headerLines),
                configDiagnostics + result.diagnostics
            )
        }
        guard let spec = result.spec else { return (nil, configDiagnostics + result.diagnostics) }
        let model = ModelBuilder(config: config).build(
            spec, facts: result.facts, specPath: Project.headerPath(for: spec.file, root: Project.root(of: config)))
        return (
            TemplateContext.json(for: model, headerLines: config.headerLines), configDiagnostics + result.diagnostics
        )
    }
}
