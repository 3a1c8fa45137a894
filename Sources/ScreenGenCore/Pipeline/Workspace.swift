#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a command runs on: the configuration's one project, or, when `screengen.yml` has
/// `modules:`, one project per module, each with its own specs, output folder, lock and run record
/// (issue #40). The workflows run each project as they run one, and resolve between them what a
/// module's specs name of another's (`ModuleLinks`).
public struct Workspace: Sendable {
    /// The projects the run writes (or checks): every module's, or those holding the spec paths
    /// the command line gives.
    public var projects: [Project]
    /// Whether the configuration has modules.
    public var isModular = false
    /// The configuration file, when there is one.
    public var configPath: String?
    /// Every module's spec files this run does not read (all of a module it does not run): loaded
    /// only for what the run's specs name of theirs (`ModuleLinks`), never planned or written.
    var context: [Context] = []
    /// Each module's `dependsOn`, and its access level for specs that give none, by name: every
    /// module's, whether the run reads it or not.
    var dependencies: [String: [String]] = [:]
    var access: [String: AccessLevel] = [:]

    /// A module's specs that a run over some specs reads for the links only.
    struct Context: Sendable {
        var module: String
        var access: AccessLevel
        var files: [String]
    }

    public static func resolve(_ options: Project.Options) throws(RunError) -> Workspace {
        try Project.refuseEmptyPaths(options)
        let (config, diagnostics) = try Project.loadConfig(options)
        guard !config.modules.isEmpty else {
            return Workspace(
                projects: [try Project.resolve(options, config: config, diagnostics: diagnostics)],
                configPath: config.path)
        }
        if options.output != nil {
            throw RunError(
                .usage,
                "--output with a configuration of modules would write every module into one folder; each module's "
                    + "'output' says where its files go")
        }
        // A module's errors leave it unknown what the workspace is: nothing can run.
        guard !diagnostics.hasErrors else { return try stopped(config, diagnostics) }
        var files: [[String]] = []
        for module in config.modules {
            files.append(try Project.expand(module.specs, Project.Options(), config))
        }
        let shared = sharedSpecs(config.modules, files: files)
        guard !shared.hasErrors else { return try stopped(config, diagnostics + shared) }
        let templates = try Project.loadTemplates(options, config)
        // Spec paths on the command line run the modules that hold them, on those specs only.
        var given: [[String]]? = nil
        if !options.paths.isEmpty {
            let paths = try Project.expand(options.paths, options, config)
            var owners: [String: Int] = [:]
            for (index, moduleFiles) in files.enumerated() {
                for file in moduleFiles { owners[canonical(file)] = owners[canonical(file)] ?? index }
            }
            var split = Array(repeating: [String](), count: files.count)
            for path in paths {
                guard let owner = owners[canonical(path)] else {
                    throw RunError(
                        .usage, "is not among the specs of any module of \(config.path ?? Config.fileName)", file: path)
                }
                split[owner].append(path)
            }
            given = split
        }
        var access: [String: AccessLevel] = [:]
        for module in config.modules { access[module.name.value] = module.access ?? config.access }
        var workspace = Workspace(projects: [], isModular: true, configPath: config.path)
        workspace.access = access
        for module in config.modules { workspace.dependencies[module.name.value] = module.dependsOn.map(\.value) }
        // The configuration's own warnings are said once, with the first module run.
        var problems = diagnostics
        for (index, module) in config.modules.enumerated() {
            let specFiles = given?[index] ?? files[index]
            let read = Set(specFiles.map(canonical))
            let others = files[index].filter { !read.contains(canonical($0)) }
            if !others.isEmpty {
                workspace.context.append(
                    Context(module: module.name.value, access: access[module.name.value]!, files: others))
            }
            // A run over some specs writes only the modules that hold them.
            if given != nil && specFiles.isEmpty { continue }
            var project = Project.resolve(
                options, config: config.configuration(of: module), diagnostics: problems, specFiles: specFiles,
                templates: templates, otherSpecFiles: others)
            problems = []
            var peers: [(module: String, file: String)] = []
            for (other, otherModule) in config.modules.enumerated() where other != index {
                peers += files[other].map { (otherModule.name.value, $0) }
            }
            project.module = Project.ModuleContext(
                name: module.name.value, dependsOn: module.dependsOn.map(\.value), peerSpecFiles: peers,
                access: access)
            workspace.projects.append(project)
        }
        return workspace
    }

    /// The workspace of a configuration whose modules have errors: a project of no specs that
    /// carries them, so that the run stops as on any configuration's error.
    private static func stopped(_ config: Config, _ diagnostics: [Diagnostic]) throws(RunError) -> Workspace {
        var stopped = config
        stopped.modules = []
        stopped.specs = []
        return Workspace(
            projects: [try Project.resolve(Project.Options(), config: stopped, diagnostics: diagnostics)],
            configPath: config.path)
    }

    /// The module of `config` whose specs hold the spec at `path`; nil for a configuration without
    /// modules, or a spec of none.
    static func module(holding path: String, in config: Config) -> Config.Module? {
        let wanted = canonical(path)
        return config.modules.first { module in
            ((try? SpecFiles.expand(module.specs)) ?? []).contains { canonical($0) == wanted }
        }
    }

    /// A spec listed by two modules would be generated into both.
    private static func sharedSpecs(_ modules: [Config.Module], files: [[String]]) -> [Diagnostic] {
        var owner: [String: String] = [:]
        var out: [Diagnostic] = []
        for (module, moduleFiles) in zip(modules, files) {
            for file in moduleFiles {
                let key = canonical(file)
                if let earlier = owner[key], earlier != module.name.value {
                    out.append(
                        .error(
                            "\(file) is a spec of module '\(earlier)' and of module '\(module.name.value)'",
                            id: "module-specs", at: module.location,
                            notes: ["list each spec in one module's 'specs'"]))
                } else {
                    owner[key] = module.name.value
                }
            }
        }
        return out
    }

    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
