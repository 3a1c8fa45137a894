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

/// What `scaffold` or `init` created and what they left alone.
public struct ScaffoldReport: Sendable {
    public var diagnostics: [Diagnostic] = []
    public var created: [String] = []
    public var leftAlone: [String] = []
    /// The configuration in effect, when one was read: its errors are named as its own.
    public var configFile: String?

    public var summary: String {
        diagnostics.hasErrors && created.isEmpty
            ? "nothing written: " + StopReason.describe(diagnostics, configFile: configFile)
            : "\(created.count) created, \(leftAlone.count) left alone"
    }
}

extension ScreenGen {
    /// First-time creation of screens: their generated files and, once, their hand-written
    /// companions. An existing generated file is never overwritten unless `force` (and even then its
    /// user regions are carried over); an existing companion is the user's code and never is.
    ///
    /// As in `generate`, the lock is taken before the output directory is read (the plan, and
    /// whether each companion exists) and held until the last file is written.
    public static func scaffold(_ options: Project.Options, force: Bool = false) -> ScaffoldReport {
        do {
            // A workspace's modules are checked together; then every module's folder is locked (in
            // the order of their paths, as `generate` takes them) and planned, and only when every
            // plan stands is anything written.
            let workspace = try Workspace.resolve(options)
            let projects = workspace.projects
            let loaded = load(workspace, checkingOutputPaths: false)
            let diagnostics = loaded.flatMap(\.diagnostics)
            guard !diagnostics.hasErrors else {
                return ScaffoldReport(diagnostics: diagnostics.mergedForDisplay(), configFile: workspace.configPath)
            }
            return try whileHoldingTheLocks(projects) { () throws(RunError) in
                var planned: [(report: ScaffoldReport, files: [ScaffoldFile]?)] = []
                for (project, loaded) in zip(projects, loaded) {
                    planned.append(try scaffoldFiles(loaded, project: project))
                }
                var report = ScaffoldReport(configFile: workspace.configPath)
                report.diagnostics = planned.flatMap(\.report.diagnostics).mergedForDisplay()
                guard planned.allSatisfy({ $0.files != nil }) else { return report }
                for module in planned { write(module.files ?? [], force: force, to: &report) }
                return report
            }
        } catch {
            return ScaffoldReport(diagnostics: error.diagnostics)
        }
    }

    /// A file `scaffold` creates: where, what, whether a file is there already, whether it is a
    /// companion (the user's once written).
    private typealias ScaffoldFile = (path: String, contents: String, exists: Bool, isCompanion: Bool)

    /// Plans what `scaffold` creates; the caller holds the lock. The files are nil when the plan
    /// does not stand (the report says why).
    private static func scaffoldFiles(_ loaded: LoadedSpecs, project: Project) throws(RunError)
        -> (report: ScaffoldReport, files: [ScaffoldFile]?)
    {
        // A copy: planning frees the specs it renders, and the companions below read them again.
        let planned = try plan(loaded, in: project, PlanOptions(stale: .ignored))
        let report = ScaffoldReport(diagnostics: planned.diagnostics)
        guard let plan = planned.plan else { return (report, nil) }
        var files: [ScaffoldFile] = plan.entries.compactMap { entry in
            switch entry.change {
            case .stale: return nil
            // On disk already, byte for byte: left alone (the plan keeps no text for it).
            case .unchanged: return (entry.path, "", true, false)
            case .create, .update: return (entry.path, entry.textToWrite ?? "", entry.old != nil, false)
            }
        }
        let emitter = CompanionEmitter(
            templates: project.templates, layout: project.config.layout, style: project.style)
        for (spec, facts) in zip(loaded.specs, loaded.facts) {
            let model = ModelBuilder(config: project.config).build(
                spec, facts: facts, specPath: project.headerPath(for: spec.file))
            let companions: [GeneratedFile]
            do {
                companions = try emitter.companions(for: model)
            } catch {
                throw RunError(error)
            }
            for companion in companions {
                let path = try PathGuard.resolve(companion.path, under: project.outputDirectory)
                files.append((path, companion.contents, FileManager.default.fileExists(atPath: path), true))
            }
        }
        return (report, files)
    }

    /// Writes what `scaffoldFiles` planned: a file that exists is left alone, unless `force` and it
    /// is generated (a companion is the user's).
    private static func write(_ files: [ScaffoldFile], force: Bool, to report: inout ScaffoldReport) {
        let writer = FileWriter()
        for file in files.sorted(by: { $0.path < $1.path }) {
            guard !file.exists || (force && !file.isCompanion && !file.contents.isEmpty) else {
                report.leftAlone.append(file.path)
                continue
            }
            do {
                if try writer.write(file.contents, to: file.path) == .unchanged {
                    report.leftAlone.append(file.path)
                } else {
                    report.created.append(file.path)
                }
            } catch {
                // Reported at the file; the other files are still written, as `generate` does.
                report.diagnostics.append(error.diagnostic(at: file.path))
            }
        }
    }

    /// Writes a commented starter `screengen.yml` and one example spec into `directory`, leaving
    /// any existing file alone.
    public static func initProject(in directory: String) -> ScaffoldReport {
        var report = ScaffoldReport()
        let writer = FileWriter()
        let files = [
            (Config.fileName, StarterFiles.config), ("Specs/Example.yaml", StarterFiles.exampleSpec),
            (StarterFiles.schemaPath, SpecJSONSchema.json()),
        ]
        for (name, contents) in files {
            let path = directory == "." ? name : Paths.appending(name, to: directory)
            if FileManager.default.fileExists(atPath: path) {
                report.leftAlone.append(path)
                continue
            }
            do {
                _ = try writer.write(contents, to: path)
                report.created.append(path)
            } catch {
                report.diagnostics.append(error.diagnostic(at: path))
            }
        }
        return report
    }
}
