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

/// What `generate` did (or, with `dryRun`, would do).
public struct GenerateReport: Sendable {
    public var diagnostics: [Diagnostic]
    public var plan: OutputPlan?
    /// Stale files removed by `--prune`.
    public var removed: [String] = []
    /// A `--dry-run`: the counts say what would be written.
    public var dryRun = false
    /// Files the plan would create or update that were not written (an error says why for each).
    public var notWritten: Set<String> = []
    /// The configuration in effect, when one was read: its errors are named as its own.
    public var configFile: String?

    /// Each file the run changed (or, in a dry run, would change), in path order, with what
    /// happened to it: `created`, `updated`, `removed`, `stale` (left, no `--prune`), `not written`
    /// (an error says why), or `would create` / `would update`.
    public var changes: [(verb: String, path: String)] {
        (plan?.entries ?? []).filter { $0.change != .unchanged }.map { entry in
            let verb: String =
                switch entry.change {
                case _ where notWritten.contains(entry.path): "not written"
                case .create: dryRun ? "would create" : "created"
                case .update: dryRun ? "would update" : "updated"
                default: removed.contains(entry.path) ? "removed" : "stale"
                }
            return (verb, entry.path)
        }
    }

    public var summary: String {
        guard let plan else { return "nothing written: " + StopReason.describe(diagnostics, configFile: configFile) }
        let written = plan.count(.create) + plan.count(.update) - notWritten.count
        var parts = [
            dryRun ? "\(written) would be written (dry run)" : "\(written) written",
            "\(plan.count(.unchanged)) unchanged", "\(plan.count(.stale) - removed.count) stale",
        ]
        if !removed.isEmpty { parts.append("\(removed.count) removed") }
        return parts.joined(separator: ", ")
    }
}

extension ScreenGen {
    /// Rewrites the files the tool owns: all specs checked first (any error: nothing written),
    /// user regions carried over, only changed files written, atomically, under a lock.
    ///
    /// The lock is taken before anything in the output directory is read for planning and held
    /// until the last write or removal: two runs started together could otherwise both plan from
    /// the same files, and the second would write (or prune) from a state the first has changed.
    /// A `dryRun` writes nothing and takes no lock, as `check` does (see `OutputLock`).
    public static func generate(_ options: Project.Options, prune: Bool = false, dryRun: Bool = false)
        -> GenerateReport
    {
        do {
            return try generateOrStop(options, prune: prune, dryRun: dryRun)
        } catch {
            return GenerateReport(diagnostics: error.diagnostics, plan: nil, dryRun: dryRun)
        }
    }

    private static func generateOrStop(_ options: Project.Options, prune: Bool, dryRun: Bool)
        throws(RunError) -> GenerateReport
    {
        let workspace = try Workspace.resolve(options)
        guard workspace.isModular else { return try generate(workspace.projects[0], prune: prune, dryRun: dryRun) }
        return try generateModules(workspace, prune: prune, dryRun: dryRun)
    }

    /// `generate` of a workspace's modules, all or nothing: every module is loaded and checked with
    /// the others, then every module's output folder is locked (in the order of their paths, so two
    /// runs never hold one lock each and wait for the other's) and planned, and only when every
    /// plan stands is anything written.
    private static func generateModules(_ workspace: Workspace, prune: Bool, dryRun: Bool)
        throws(RunError) -> GenerateReport
    {
        let projects = workspace.projects
        let stale: StaleFiles = prune ? .pruned : .reported
        var unchanged = projects.map { unchangedRun($0) }
        var loaded: [LoadedSpecs?] = Array(repeating: nil, count: projects.count)
        if unchanged.contains(where: { $0 == nil }) {
            unchanged = Array(repeating: nil, count: projects.count)
            let all = load(workspace, checkingOutputPaths: false)
            let diagnostics = all.flatMap(\.diagnostics).mergedForDisplay()
            guard !diagnostics.hasErrors else {
                return GenerateReport(
                    diagnostics: diagnostics, plan: nil, dryRun: dryRun, configFile: workspace.configPath)
            }
            loaded = all.map { Optional($0) }
        }
        var planned: [PlannedOutput] = []
        if dryRun {
            for index in projects.indices {
                planned.append(
                    try plan(
                        projects[index], loaded: loaded[index].take(), unchanged: unchanged[index].take(),
                        PlanOptions(stale: stale)))
            }
            var report = GenerateReport(
                merging: planned.map { GenerateReport(diagnostics: $0.diagnostics, plan: $0.plan) })
            report.dryRun = true
            report.configFile = workspace.configPath
            return report
        }
        return try whileHoldingTheLocks(projects) { () throws(RunError) in
            var stagings: [StagingArea] = []
            defer { for staging in stagings { staging.remove() } }
            for index in projects.indices {
                let project = projects[index]
                let staging = StagingArea(in: project.outputDirectory)
                stagings.append(staging)
                var options = PlanOptions(stale: stale, staging: staging)
                options.outputNames = sweepLeftovers(project)
                planned.append(
                    try plan(project, loaded: loaded[index].take(), unchanged: unchanged[index].take(), options))
            }
            guard planned.allSatisfy({ $0.plan != nil }) else {
                return GenerateReport(
                    diagnostics: planned.flatMap(\.diagnostics).mergedForDisplay(), plan: nil,
                    configFile: workspace.configPath)
            }
            var reports: [GenerateReport] = []
            for index in projects.indices {
                reports.append(write(planned[index], from: stagings[index], prune: prune, project: projects[index]))
            }
            var report = GenerateReport(merging: reports)
            report.configFile = workspace.configPath
            return report
        }
    }

    /// `generate` of a configuration of one module.
    private static func generate(_ project: Project, prune: Bool, dryRun: Bool) throws(RunError) -> GenerateReport {
        if prune, project.otherSpecFiles == nil {
            // A symbolic-link output directory is the first thing to say, as for every run.
            try project.planner.checkRoot()
            throw RunError(
                .usage,
                "--prune with spec paths needs a configuration (screengen.yml) to know which generated "
                    + "files belong to the other specs; prune without paths, or list the specs in screengen.yml")
        }
        let stale: StaleFiles = prune ? .pruned : .reported
        // An unchanged run is proved from the manifest's run record, under the lock; any other run
        // loads its specs first, so that a spec's error is reported without taking the lock.
        var unchanged = unchangedRun(project)
        var loaded: LoadedSpecs?
        if unchanged == nil {
            let specs = load(project)
            guard !specs.diagnostics.hasErrors else {
                return GenerateReport(
                    diagnostics: specs.diagnostics, plan: nil, dryRun: dryRun, configFile: project.config.path)
            }
            loaded = specs
        }
        guard !dryRun else {
            let planned = try plan(
                project, loaded: loaded.take(), unchanged: unchanged.take(), PlanOptions(stale: stale))
            return GenerateReport(diagnostics: planned.diagnostics, plan: planned.plan, dryRun: true)
        }
        return try whileHoldingTheLock(project) { () throws(RunError) in
            let staging = StagingArea(in: project.outputDirectory)
            defer { staging.remove() }
            var options = PlanOptions(stale: stale, staging: staging)
            options.outputNames = sweepLeftovers(project)
            // Handed over, not kept: rendering frees each spec once it is planned.
            let planned = try plan(project, loaded: loaded.take(), unchanged: unchanged.take(), options)
            return write(planned, from: staging, prune: prune, project: project)
        }
    }

    /// Under the lock, before planning: the temporary files a killed run left in the output (and
    /// tests) folder removed, and the output tree as listed once, for the sweep and then for the
    /// stale-file search.
    private static func sweepLeftovers(_ project: Project) -> [String] {
        let names = removeLeftoverTemporaryFiles(
            in: project.outputDirectory, names: DirectoryTree.names(in: project.outputDirectory))
        // The tests directory, when the run writes tests and it is a folder of its own.
        for directory in project.planner.roots where directory != project.outputDirectory {
            _ = removeLeftoverTemporaryFiles(in: directory, names: DirectoryTree.names(in: directory))
        }
        return names
    }

    /// Applies a plan made under the lock: changed files written, new ones placed from `staging`,
    /// stale ones pruned, the manifest recorded.
    private static func write(_ planned: PlannedOutput, from staging: StagingArea, prune: Bool, project: Project)
        -> GenerateReport
    {
        var report = GenerateReport(diagnostics: planned.diagnostics, plan: planned.plan)
        guard let plan = planned.plan else { return report }
        apply(plan, prune: prune, project: project, to: &report)
        placeCreatedFiles(of: plan, from: staging, project: project, to: &report)
        recordManifest(planned, project: project, notWritten: report.notWritten)
        return report
    }

    /// New files were written to `staging` as they were rendered (the plan keeps no text for
    /// them: a cold run of thousands of screens would hold them all); each is now renamed into
    /// place. A file that appeared at a new file's path since planning (another program's) is
    /// left alone and reported, as planning would have; a file that cannot be placed is reported
    /// and the others are still placed, so the report says exactly what changed on disk.
    private static func placeCreatedFiles(
        of plan: OutputPlan, from staging: StagingArea, project: Project, to report: inout GenerateReport
    ) {
        // Every staged file on the disk before the first rename, in one sync (see `StagingArea`).
        let unsynced = staging.sync()
        var placed: Set<String> = []
        defer { staging.syncPlaced(in: placed) }
        let created = plan.entries.filter { $0.change == .create }
        // A new folder's files go into place with one rename of their staged folder.
        let whole = staging.placeNewFolders(
            holding: Set(created.compactMap { $0.staged?.file }.filter { unsynced[$0] == nil }),
            under: project.outputDirectory)
        for entry in created {
            let problem: Diagnostic?
            if let staged = entry.staged, whole.placed.contains(staged.file) || whole.failed[staged.file] != nil {
                problem = whole.failed[staged.file]
            } else if let staged = entry.staged, let reason = unsynced[staged.file] {
                problem = FileWriter.WriteError(path: entry.path, reason: "cannot write the file: \(reason)")
                    .diagnostic(at: entry.path)
            } else if let staged = entry.staged {
                problem = staging.place(
                    staged.file, at: entry.path, relative: staged.relativePath, under: project.outputDirectory)
            } else {
                // Not staged (see `StagingArea`): written from the text the plan kept.
                problem = StagingArea.appeared(at: entry.path) ?? writeFailure(entry.textToWrite ?? "", to: entry.path)
            }
            if let problem {
                report.diagnostics.append(problem)
                report.notWritten.insert(entry.path)
            } else if entry.staged != nil {
                // The folders whose entries changed: the file's, and any the placing created.
                var folder = Paths.parent(of: entry.path)
                while placed.insert(folder).inserted, folder != project.outputDirectory, !folder.isEmpty {
                    folder = Paths.parent(of: folder)
                }
            }
        }
    }

    /// nil when writing `contents` to `path` succeeds, else an `io` error at the file (the command
    /// then exits 2), naming the directory when that is what failed.
    private static func writeFailure(_ contents: String, to path: String) -> Diagnostic? {
        do throws(FileWriter.WriteError) {
            _ = try FileWriter().write(contents, to: path)
            return nil
        } catch {
            return error.diagnostic(at: path)
        }
    }

    /// Runs `body` holding the output directory's lock. The directory is checked first: when it is
    /// a symbolic link, not even the lock goes through it.
    static func whileHoldingTheLock<T>(_ project: Project, _ body: () throws(RunError) -> T) throws(RunError) -> T {
        try whileHoldingTheLocks([project], body)
    }

    /// Runs `body` holding the locks of every project's output directory (a workspace's modules),
    /// each directory checked first. They are taken in the order of their paths, so two runs never
    /// hold one lock each and wait for the other's.
    static func whileHoldingTheLocks<T>(_ projects: [Project], _ body: () throws(RunError) -> T) throws(RunError)
        -> T
    {
        for project in projects { try project.planner.checkRoot() }
        var locks: [OutputLock] = []
        defer { for lock in locks.reversed() { lock.release() } }
        for project in projects.sorted(by: { $0.outputDirectory < $1.outputDirectory }) {
            let lock = OutputLock(outputDirectory: project.outputDirectory)
            try lock.acquire()
            locks.append(lock)
        }
        return try body()
    }

    /// Writes a plan's changed files and, with `prune`, removes its stale ones (unless they hold
    /// user code, see `StalePruner`). New files are written by `writeCreatedFiles`. The caller holds
    /// the lock it planned under.
    private static func apply(_ plan: OutputPlan, prune: Bool, project: Project, to report: inout GenerateReport) {
        for entry in plan.entries where entry.change == .update {
            if let failure = writeFailure(entry.textToWrite ?? "", to: entry.path) {
                report.diagnostics.append(failure)
                report.notWritten.insert(entry.path)
            }
        }
        guard prune else { return }
        let pruned = StalePruner(outputDirectory: project.outputDirectory, testsDirectory: project.tests?.directory)
            .prune(
                plan.entries.filter { $0.change == .stale })
        report.removed = pruned.removed
        report.diagnostics += pruned.diagnostics
    }

    /// A killed run can leave a temporary file behind (never a half-written target); the next run
    /// under the lock removes them. `names` are the directory's entries (`DirectoryTree`); returns
    /// those that are left.
    static func removeLeftoverTemporaryFiles(in directory: String, names: [String]) -> [String] {
        var removed: [String] = []
        for name in names where FileWriter.isTemporaryFile(name) {
            try? FileManager.default.removeItem(atPath: Paths.appending(name, to: directory))
            removed.append(name + "/")
        }
        guard !removed.isEmpty else { return names }
        return names.filter { name in
            !FileWriter.isTemporaryFile(name) && !removed.contains { name.hasPrefix($0) }
        }
    }

    /// What `generate` would change, as a unified diff. It writes nothing, so it takes no lock (see
    /// `OutputLock`): it works on a read-only checkout, and two checks never refuse each other.
    public static func check(_ options: Project.Options) -> DriftReport {
        do {
            let workspace = try Workspace.resolve(options)
            let projects = workspace.projects
            guard workspace.isModular else {
                let planned = try plan(
                    projects[0], loaded: nil, unchanged: unchangedRun(projects[0]), PlanOptions(stale: .reported))
                return DriftReport(
                    plan: planned.plan, diagnostics: planned.diagnostics, configFile: projects[0].config.path)
            }
            var unchanged = projects.map { unchangedRun($0) }
            var loaded: [LoadedSpecs?] = Array(repeating: nil, count: projects.count)
            if unchanged.contains(where: { $0 == nil }) {
                unchanged = Array(repeating: nil, count: projects.count)
                loaded = load(workspace, checkingOutputPaths: false).map { Optional($0) }
            }
            var plans: [OutputPlan?] = []
            var diagnostics: [Diagnostic] = []
            for index in projects.indices {
                let planned = try plan(
                    projects[index], loaded: loaded[index].take(), unchanged: unchanged[index].take(),
                    PlanOptions(stale: .reported))
                plans.append(planned.plan)
                diagnostics += planned.diagnostics
            }
            return DriftReport(
                plan: OutputPlan(merging: plans), diagnostics: diagnostics.mergedForDisplay(),
                configFile: workspace.configPath)
        } catch {
            return DriftReport(plan: nil, diagnostics: error.diagnostics)
        }
    }
}

extension GenerateReport {
    /// The reports of a workspace's modules as one: their files in module order.
    init(merging reports: [GenerateReport]) {
        self.init(
            diagnostics: reports.flatMap(\.diagnostics).mergedForDisplay(),
            plan: OutputPlan(merging: reports.map(\.plan)))
        removed = reports.flatMap(\.removed)
        dryRun = reports.first?.dryRun ?? false
        notWritten = reports.reduce(into: []) { $0.formUnion($1.notWritten) }
        configFile = reports.first?.configFile
    }
}

/// The answer `check` gives CI: every difference between the output on disk and what `generate`
/// would write, including missing and stale files. Content inside user regions is carried over
/// before comparing, so it is never drift.
public struct DriftReport: Sendable {
    public var plan: OutputPlan?
    public var diagnostics: [Diagnostic]
    /// The configuration in effect, when one was read: its errors are named as its own.
    public var configFile: String?

    public var drifted: [OutputPlan.Entry] { plan?.entries.filter { $0.change != .unchanged } ?? [] }
    public var hasDrift: Bool { !drifted.isEmpty }

    public var diff: String {
        drifted.map { entry in
            UnifiedDiff.diff(
                old: entry.old ?? "", new: entry.new ?? "",
                oldLabel: entry.old == nil ? "/dev/null" : entry.path,
                newLabel: entry.new == nil ? "/dev/null" : entry.path)
        }.joined()
    }

    /// One annotation per drifted file, at its first changed line.
    public var githubAnnotations: String {
        drifted.map { entry in
            let line = UnifiedDiff.firstChangedLine(old: entry.old ?? "", new: entry.new ?? "")
            let what: String =
                switch entry.change {
                case .create: "is missing: run screengen generate"
                case .stale: "is stale (no spec generates it): run screengen generate --prune"
                default: "differs from what screengen generates: run screengen generate"
                }
            return
                "::error file=\(DiagnosticFormat.escapeProperty(entry.path)),line=\(line)::\(DiagnosticFormat.escapeData(entry.path)) \(what)\n"
        }.joined()
    }

    /// 1 on drift as on a spec error; a stop is still 2.
    public func exitStatus(strict: Bool) -> ExitStatus {
        max(diagnostics.exitStatus(strict: strict), hasDrift ? .failed : .clean)
    }

    public var summary: String {
        guard let plan else { return "not checked: " + StopReason.describe(diagnostics, configFile: configFile) }
        let drift = drifted.count
        return "\(drift) drifted (\(plan.count(.create)) missing, \(plan.count(.update)) changed, "
            + "\(plan.count(.stale)) stale), \(plan.count(.unchanged)) unchanged"
    }
}
