#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A run over some specs (`generate Specs/Feed.yaml`) must not call the other specs' files stale:
/// "stale" means that no spec of the project generates the file, not that this run does not. The
/// project's specs are the configuration's; this finds the ones the run does not read and the
/// files they generate, without rendering them.
enum OtherSpecs {
    /// The configuration's spec files that are not among `specFiles` (the run's, from `paths`).
    /// Paths that name the configuration's own specs (`generate Specs` with the default
    /// configuration) are no different from none. Without a configuration file, other paths leave
    /// the rest of the project unknown: nil.
    static func files(besides specFiles: [String], given paths: [String], config: Config) -> [String]? {
        if paths.isEmpty || Set(paths.map(canonical)) == Set(config.specs.map(canonical)) { return [] }
        guard config.path != nil else { return nil }
        let read = Set(specFiles.map(canonical))
        // A configured path that does not exist holds no spec; a run over all of them would say so.
        let configured = config.specs.flatMap { (try? SpecFiles.expand([$0])) ?? [] }
        var seen: Set<String> = []
        return configured.filter { !read.contains(canonical($0)) && seen.insert(canonical($0)).inserted }
    }

    /// The files the project's other specs generate, as paths under the output directory; nil when
    /// they are unknown (no configuration, or a spec that does not load: then its errors, which a
    /// run that prunes reports, since it cannot tell that spec's files from stale ones).
    static func outputs(of project: Project) -> (files: Set<String>?, diagnostics: [Diagnostic]) {
        guard let others = project.otherSpecFiles else { return (nil, []) }
        guard !others.isEmpty else { return ([], []) }
        let loader = SpecLoader(defaultTarget: project.config.defaultTarget)
        let layout = project.config.layout
        var files: Set<String> = []
        var diagnostics: [Diagnostic] = []
        for result in others.concurrentMap({ loader.load(path: $0) }) {
            var paths: [(String, GeneratedFile.Root)]
            if let facts = result.facts {
                paths = SwiftEmitter.paths(for: facts, layout: layout).map { ($0, .output) }
                if project.tests != nil {
                    paths += SwiftEmitter.testPaths(for: facts, layout: layout).map { ($0, .tests) }
                }
            } else if let facts = result.appFacts {
                paths = SwiftEmitter.paths(for: facts, layout: layout).map { ($0, .output) }
                if project.tests != nil {
                    paths += SwiftEmitter.testPaths(for: facts, layout: layout).map { ($0, .tests) }
                }
            } else {
                diagnostics += result.diagnostics
                continue
            }
            let planner = project.planner
            for (path, root) in paths {
                // A path that could leave the output directory is refused where that spec is run.
                if let directory = try? planner.directory(of: root),
                    let file = try? PathGuard.resolve(path, under: directory)
                {
                    files.insert(file)
                }
            }
        }
        return (diagnostics.hasErrors ? nil : files, diagnostics)
    }

    /// One spelling per path (`Specs/`, `./Specs` and `Specs` are one), for comparing paths.
    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
