import Foundation

extension ScreenGen {
    /// Specs that loaded cleanly, with every diagnostic of the run (warnings included).
    public struct LoadedSpecs: Sendable {
        public var specs: [ScreenSpec]
        public var diagnostics: [Diagnostic]
    }

    public static func load(_ project: Project) -> LoadedSpecs {
        let loader = SpecLoader(defaultTarget: project.config.defaultTarget)
        var specs: [ScreenSpec] = []
        var diagnostics = project.diagnostics
        // Files are read and decoded on every core; results come back in file order.
        for result in project.specFiles.concurrentMap({ loader.load(path: $0) }) {
            diagnostics += result.diagnostics
            if let spec = result.spec { specs.append(spec) }
        }
        diagnostics += RuleEngine(overrides: project.config.ruleSeverities).run(specs)
        return LoadedSpecs(specs: specs, diagnostics: diagnostics.sortedForDisplay())
    }

    /// Every file of every screen, in a stable order. Two screens that would write the same path
    /// are a located error rather than one silently overwriting the other.
    public static func render(_ specs: [ScreenSpec], project: Project) throws(RunError) -> ([GeneratedFile], [Diagnostic]) {
        var files: [GeneratedFile] = []
        var owners: [String: ScreenSpec] = [:]
        var diagnostics: [Diagnostic] = []
        let headerLines = project.config.header.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? []
        let emitter = SwiftEmitter(templates: project.templates, headerLines: headerLines, layout: project.config.layout)
        // Screens render on every core; their files are collected in spec order.
        let outcomes = specs.concurrentMap { spec -> Result<[GeneratedFile], RunError> in
            do {
                return .success(try emitter.emit(ModelBuilder().build(spec, specPath: project.headerPath(for: spec.file))))
            } catch let error as MustacheError {
                return .failure(RunError(error.description))
            } catch {
                return .failure(RunError("\(error)"))
            }
        }
        for (spec, outcome) in zip(specs, outcomes) {
            let rendered: [GeneratedFile]
            switch outcome {
            case .success(let files): rendered = files
            case .failure(let error): throw error
            }
            for file in rendered {
                if let other = owners[file.path] {
                    diagnostics.append(
                        .error(
                            "screen '\(spec.screen.value)' generates \(file.path), which \(other.file) generates too",
                            id: "duplicate-output", at: spec.screen.location))
                    continue
                }
                owners[file.path] = spec
                files.append(file)
            }
        }
        return (files.sorted { $0.path < $1.path }, diagnostics)
    }

    /// Loads, checks and renders every spec, and plans the output against what is on disk. Nothing
    /// is written; `plan` is nil when a spec, the configuration or a user region has an error.
    public static func plan(_ project: Project) throws(RunError) -> (OutputPlan?, [Diagnostic]) {
        let loaded = load(project)
        guard !loaded.diagnostics.hasErrors else { return (nil, loaded.diagnostics) }
        let (files, renderDiagnostics) = try render(loaded.specs, project: project)
        let diagnostics = loaded.diagnostics + renderDiagnostics
        guard !diagnostics.hasErrors else { return (nil, diagnostics) }
        let plan = try OutputPlanner(outputDirectory: project.outputDirectory).plan(files)
        let all = diagnostics + plan.diagnostics
        return (all.hasErrors ? nil : plan, all)
    }

    /// The model of one spec as JSON: the context templates render against.
    public static func dump(path: String) -> (JSONValue?, [Diagnostic]) {
        let result = SpecLoader().load(path: path)
        guard let spec = result.spec else { return (nil, result.diagnostics) }
        return (TemplateContext.json(for: ModelBuilder().build(spec)), result.diagnostics)
    }
}
