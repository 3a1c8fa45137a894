/// One spec's way through the pipeline, top to bottom, in the order of the folders:
/// YAML → Spec → Facts → Validation → Model → Emit. `run` is the whole chain for one spec;
/// a project's runs (`ScreenGen.load`, then `ScreenGen.plan`) call the same steps, a batch of
/// specs at a time on every core, and do between them what needs every spec at once: the rules
/// that compare screens, the checks across the run, and the Output stage, which plans the files
/// against the output folder and writes them.
public struct SpecPipeline: Sendable {
    public var loader: SpecLoader
    public var rules: RuleEngine
    public var emitter: SwiftEmitter

    /// Builds the model; its options are the configuration's (`environmentKeys`).
    public var builder: ModelBuilder

    public init(
        loader: SpecLoader = SpecLoader(), rules: RuleEngine = RuleEngine(), builder: ModelBuilder = ModelBuilder(),
        emitter: SwiftEmitter
    ) {
        self.builder = builder
        self.loader = loader
        self.rules = rules
        self.emitter = emitter
    }

    /// A spec's files from its bytes, or none when a diagnostic is an error; `specPath` is the
    /// path the generated headers name.
    public func run(bytes: [UInt8], file: String, specPath: String? = nil) throws(RunError) -> (
        files: [GeneratedFile], diagnostics: [Diagnostic]
    ) {
        // YAML → Spec → Facts, and the checks of a spec on its own: its shape, its references,
        // the names of the files it writes.
        let loaded = loader.load(bytes: bytes, file: file)
        var diagnostics = loaded.diagnostics
        if let app = loaded.app, let facts = loaded.appFacts {
            // The rules that read apps' Swift.
            diagnostics = (diagnostics + rules.run(apps: [app])).sortedForDisplay()
            guard !diagnostics.hasErrors else { return ([], diagnostics) }
            return (try Self.render(app, facts: facts, specPath: specPath, builder: builder, with: emitter), diagnostics)
        }
        guard let spec = loaded.spec, let facts = loaded.facts else { return ([], diagnostics) }
        // Validation: the rules of docs/rules.md.
        diagnostics = (diagnostics + rules.run([spec], facts: [facts])).sortedForDisplay()
        guard !diagnostics.hasErrors else { return ([], diagnostics) }
        // Model → Emit.
        return (try Self.render(spec, facts: facts, specPath: specPath, builder: builder, with: emitter), diagnostics)
    }

    /// Model → Emit for a screen that loaded and passed its checks.
    static func render(
        _ spec: ScreenSpec, facts: ScreenFacts, specPath: String?, builder: ModelBuilder, with emitter: SwiftEmitter
    ) throws(RunError) -> [GeneratedFile] {
        try emitting { () throws -> [GeneratedFile] in
            try emitter.emit(builder.build(spec, facts: facts, specPath: specPath))
        }
    }

    /// Model → Emit for an app spec.
    static func render(
        _ app: AppSpec, facts: AppFacts, specPath: String?, builder: ModelBuilder, with emitter: SwiftEmitter
    ) throws(RunError) -> [GeneratedFile] {
        try emitting { () throws -> [GeneratedFile] in
            try emitter.emit(builder.build(app, facts: facts, specPath: specPath))
        }
    }

    /// A template's failure as the run reports it: a Mustache error with its template's location.
    private static func emitting(_ body: () throws -> [GeneratedFile]) throws(RunError) -> [GeneratedFile] {
        do {
            return try body()
        } catch let error as MustacheError {
            throw RunError(error)
        } catch let error as RunError {
            throw error
        } catch {
            throw RunError(.template, "\(error)")
        }
    }
}
