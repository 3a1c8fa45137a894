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
    public var projects: [Project]

    /// Whether the configuration has modules.
    public var isModular: Bool { projects.first?.module != nil }

    public static func resolve(_ options: Project.Options) throws(RunError) -> Workspace {
        try Project.refuseEmptyPaths(options)
        let (config, diagnostics) = try Project.loadConfig(options)
        guard !config.modules.isEmpty else {
            return Workspace(projects: [try Project.resolve(options, config: config, diagnostics: diagnostics)])
        }
        // A module's errors leave it unknown what the workspace is: nothing can run. The run stops
        // as on any configuration's error, with a project of no specs that carries them.
        guard !diagnostics.hasErrors else {
            var stopped = config
            stopped.modules = []
            stopped.specs = []
            return Workspace(projects: [
                try Project.resolve(Project.Options(), config: stopped, diagnostics: diagnostics)
            ])
        }
        if options.output != nil {
            throw RunError(
                .usage,
                "--output with a configuration of modules would write every module into one folder; each module's "
                    + "'output' says where its files go")
        }
        let templates = try Project.loadTemplates(options, config)
        var files: [[String]] = []
        for module in config.modules {
            files.append(try Project.expand(module.specs, Project.Options(), config))
        }
        var problems = diagnostics
        problems += sharedSpecs(config.modules, files: files)
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
        var projects: [Project] = []
        for (index, module) in config.modules.enumerated() {
            let moduleConfig = config.configuration(of: module)
            let specFiles = given?[index] ?? files[index]
            let read = Set(specFiles.map(canonical))
            let others = given == nil ? [] : files[index].filter { !read.contains(canonical($0)) }
            var project = Project.resolve(
                options, config: moduleConfig, diagnostics: problems, specFiles: specFiles, templates: templates,
                otherSpecFiles: others)
            // The configuration's own problems are said once, with the first module.
            problems = []
            var peers: [(module: String, file: String)] = []
            for (other, otherModule) in config.modules.enumerated() where other != index {
                peers += files[other].map { (otherModule.name.value, $0) }
            }
            project.module = Project.ModuleContext(
                name: module.name.value, dependsOn: module.dependsOn.map(\.value), peerSpecFiles: peers,
                access: access)
            projects.append(project)
        }
        // A run over some specs writes only the modules that hold them.
        if let given {
            projects = zip(projects, given).filter { !$0.1.isEmpty }.map(\.0)
        }
        return Workspace(projects: projects)
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
