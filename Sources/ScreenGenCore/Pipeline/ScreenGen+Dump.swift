extension ScreenGen {
    /// The model of one spec as JSON: the context templates render against, as `generate` renders
    /// it in this project (the configuration's platform, header, and the spec path as headers name it).
    public static func dump(path: String) -> (JSONValue?, [Diagnostic]) {
        let (config, configDiagnostics) = ConfigLoader().load(explicitPath: nil)
        guard !configDiagnostics.hasErrors else { return (nil, configDiagnostics) }
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
