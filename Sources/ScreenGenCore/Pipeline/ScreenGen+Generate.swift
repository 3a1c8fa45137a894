#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension ScreenGen {
    /// Specs that loaded cleanly, each with its facts (derived once, as it loaded), and every
    /// diagnostic of the run (warnings included). Specs and facts are two arrays of one length, not
    /// one array of pairs, so that the rules and the collision check read them without a copy: a
    /// spec is a large value, and a copy of 10,000 of them was 10 MB of peak memory.
    public struct LoadedSpecs: Sendable {
        public var specs: [ScreenSpec]
        /// `facts[i]` are the facts of `specs[i]`.
        public var facts: [ScreenFacts]
        public var diagnostics: [Diagnostic]
        /// The app specs (`app:` at the root) that loaded cleanly, and `appFacts[i]` of `apps[i]`.
        public var apps: [AppSpec] = []
        public var appFacts: [AppFacts] = []
        /// The digest of each spec's bytes, `specDigests[i]` of `specs[i]` (and `appDigests[i]` of
        /// `apps[i]`): part of its output manifest key (see `OutputManifest`).
        public var specDigests: [ContentDigest?] = []
        public var appDigests: [ContentDigest?] = []
        /// Each spec's path as its generated headers name it (`Project.headerPath(for:)`), worked
        /// out once: `specPaths[i]` of `specs[i]`, `appPaths[i]` of `apps[i]`.
        public var specPaths: [String] = []
        public var appPaths: [String] = []
    }

    /// Reads and checks every spec of the project, each on its own and the rules across them.
    public static func load(_ project: Project) -> LoadedSpecs {
        load(project, checkingOutputPaths: false)
    }

    /// `load`; with `checkingOutputPaths`, also whether two specs would write one output path,
    /// told from their facts (`validate`, which renders nothing to find it out).
    static func load(_ project: Project, checkingOutputPaths: Bool) -> LoadedSpecs {
        let loader = SpecLoader(defaultTarget: project.config.defaultTarget)
        var specs: [ScreenSpec] = []
        var facts: [ScreenFacts] = []
        var diagnostics = project.diagnostics
        var apps: [AppSpec] = []
        var appFacts: [AppFacts] = []
        var specDigests: [ContentDigest?] = []
        var appDigests: [ContentDigest?] = []
        specs.reserveCapacity(project.specFiles.count)
        facts.reserveCapacity(project.specFiles.count)
        // Files are read and decoded on every core, a batch at a time, and come back in file order:
        // the loader's results for every file at once were a second copy of every spec (7 MB at
        // 10,000 screens), held until the last was loaded.
        let batch = 256
        for start in stride(from: 0, to: project.specFiles.count, by: batch) {
            let files = Array(project.specFiles[start..<min(start + batch, project.specFiles.count)])
            // Each result is moved into the arrays where it lies, not copied (a spec holds
            // hundreds of references, each retained by a copy and released with the batch): this
            // runs on one core while the other waits.
            var results = files.concurrentMap { loader.load(path: $0) }
            for index in results.indices {
                diagnostics += results[index].diagnostics
                if let app = results[index].app.take(), let facts = results[index].appFacts.take() {
                    apps.append(consume app)
                    appFacts.append(consume facts)
                    appDigests.append(results[index].digest)
                } else if let spec = results[index].spec.take(), let screenFacts = results[index].facts.take() {
                    // Consumed: a plain `append(spec)` copied the spec (a retain of each reference).
                    specs.append(consume spec)
                    facts.append(consume screenFacts)
                    specDigests.append(results[index].digest)
                }
            }
        }
        // The checks across the whole run go on one core while the rules run on the others.
        let wholeRun: @Sendable () -> WholeRunChecks = { [specs, facts, apps, appFacts] in
            wholeRunChecks(
                project, specs: specs, facts: facts, apps: apps, appFacts: checkingOutputPaths ? appFacts : nil)
        }
        let (ruleDiagnostics, checked) = RuleEngine(overrides: project.config.ruleSeverities)
            .run(specs, facts: facts, alongside: wholeRun)
        diagnostics += checked.pathProblems
        diagnostics += ruleDiagnostics
        diagnostics += checked.participants
        diagnostics += checked.roots
        diagnostics += checked.collisions
        return LoadedSpecs(
            specs: specs, facts: facts, diagnostics: diagnostics.sortedForDisplay(), apps: apps, appFacts: appFacts,
            specDigests: specDigests, appDigests: appDigests, specPaths: checked.specPaths,
            appPaths: checked.appPaths)
    }

    /// What `load` finds across every spec at once, beside the rules: each spec's path as its
    /// header shows it, and the checks that compare screens with one another.
    private struct WholeRunChecks: Sendable {
        var specPaths: [String]
        var appPaths: [String]
        var pathProblems: [Diagnostic] = []
        var participants: [Diagnostic]
        var roots: [Diagnostic] = []
        var collisions: [Diagnostic] = []
    }

    /// `appFacts`: the apps' facts, to check output paths for collisions; nil not to.
    private static func wholeRunChecks(
        _ project: Project, specs: [ScreenSpec], facts: [ScreenFacts], apps: [AppSpec], appFacts: [AppFacts]?
    ) -> WholeRunChecks {
        var checks = WholeRunChecks(
            specPaths: project.headerPaths(for: specs.map(\.file)),
            appPaths: project.headerPaths(for: apps.map(\.file)),
            participants: RowNavigationCheck().checkParticipants(specs, facts: facts, apps: apps))
        // The path is written into the header and the companion's first comment.
        for (file, path) in zip(specs.map(\.file) + apps.map(\.file), checks.specPaths + checks.appPaths) {
            let location = SourceLocation(file: file, line: 1, column: 1)
            if let problem = ReservedPhrases.problem(in: path, what: "the spec's path", at: location) {
                checks.pathProblems.append(problem)
            }
        }
        // Roots are checked against the screens only when the run reads every spec of the project: a
        // run over some of them cannot tell a missing screen from one it was not given.
        if project.otherSpecFiles?.isEmpty == true {
            checks.roots =
                AppCheck().checkRoots(apps, screens: specs, facts: facts)
                + FlowOwnerCheck().check(specs, facts: facts, apps: apps)
        }
        if let appFacts {
            let paths = outputPaths(facts: facts, appFacts: appFacts, layout: project.config.layout)
            checks.collisions = OutputCollisions.check(outputOwners(specs: specs, apps: apps), paths: paths)
        }
        return checks
    }

    /// The output paths of each spec, from its facts, without building its model or rendering: what
    /// `validate` checks for collisions (a run that renders takes them from the rendered files).
    static func outputPaths(facts: [ScreenFacts], appFacts: [AppFacts], layout: OutputLayout) -> [[String]] {
        facts.map { SwiftEmitter.paths(for: $0, layout: layout) }
            + appFacts.map { SwiftEmitter.paths(for: $0, layout: layout) }
    }

    /// Who generates each entry of `outputPaths`: the screens, then the apps.
    static func outputOwners(specs: [ScreenSpec], apps: [AppSpec]) -> [OutputCollisions.Owner] {
        specs.map { OutputCollisions.Owner(kind: "screen", name: $0.screen, file: $0.file) }
            + apps.map { OutputCollisions.Owner(kind: "app", name: $0.app, file: $0.file) }
    }

    /// Renders every screen on every core and hands each file to `each` right away (planning reads
    /// the file on disk and keeps only what it needs), so a large run never holds every rendered
    /// file at once. Results come back in spec order, with each file's path and its spec's index.
    /// A screen for which `reuse` gives its files' values (the output manifest proved them up to
    /// date) is not rendered.
    ///
    /// Screens are rendered a batch at a time from the last, and each batch's specs leave `loaded`
    /// once rendered: what they held is freed while the plan grows (the array keeps its capacity),
    /// so a cold run of 10,000 screens never holds every spec's contents and every planned file at
    /// once (24 MB of its peak memory). `loaded.specs` is empty on return; a caller that reads the
    /// specs afterwards (`scaffold`) passes a copy, and pays for one copy of the array.
    static func renderScreens<T: Sendable>(
        _ loaded: inout LoadedSpecs, project: Project,
        reuse: @escaping @Sendable (Int) throws(RunError) -> [(String, T)]? = { _ in nil },
        each: @escaping @Sendable (GeneratedFile) throws(RunError) -> T
    ) throws(RunError) -> ([(spec: Int, path: String, value: T)], [Diagnostic]) {
        let emitter = SwiftEmitter(
            templates: project.templates, headerLines: project.config.headerLines, layout: project.config.layout,
            style: project.style, tests: project.tests.map { SwiftEmitter.Tests(module: $0.module) })
        let owners = outputOwners(specs: loaded.specs, apps: loaded.apps)
        // The screens' indices, then the apps' after them.
        let screens = loaded.specs.count
        let count = screens + loaded.apps.count
        var outcomes: [Result<[(String, T)], RunError>] = []
        outcomes.reserveCapacity(count)
        let batch = 256
        var end = count
        while end > 0 {
            let start = max(0, end - batch)
            // The batch reads its own copy of the array, gone before its specs are removed, so that
            // `removeLast` frees them in place.
            let rendered = Self.render(
                Array(start..<end), of: loaded, screens: screens, emitter: emitter, reuse: reuse, each: each)
            outcomes.append(contentsOf: rendered.reversed())
            if start < screens { loaded.specs.removeLast(min(end, screens) - start) }
            end = start
        }
        var results: [(spec: Int, path: String, value: T)] = []
        var paths: [[String]] = []
        for (index, outcome) in outcomes.reversed().enumerated() {
            let files = try outcome.get()
            paths.append(files.map(\.0))
            for (path, value) in files { results.append((index, path, value)) }
        }
        return (results, OutputCollisions.check(owners, paths: paths))
    }

    /// Renders the screens (then apps) at `indices` on every core: each one's files and the values
    /// `each` gave them, or why it could not be rendered.
    private static func render<T: Sendable>(
        _ indices: [Int], of loaded: LoadedSpecs, screens: Int, emitter: SwiftEmitter,
        reuse: @escaping @Sendable (Int) throws(RunError) -> [(String, T)]?,
        each: @escaping @Sendable (GeneratedFile) throws(RunError) -> T
    ) -> [Result<[(String, T)], RunError>] {
        indices.concurrentMap { index -> Result<[(String, T)], RunError> in
            do {
                if let reused = try reuse(index) { return .success(reused) }
                let files: [GeneratedFile]
                if index < screens {
                    let spec = loaded.specs[index]
                    let model = ModelBuilder().build(
                        spec, facts: loaded.facts[index], specPath: loaded.specPaths[index])
                    files = try emitter.emit(model)
                } else {
                    let app = index - screens
                    let model = ModelBuilder().build(
                        loaded.apps[app], facts: loaded.appFacts[app], specPath: loaded.appPaths[app])
                    files = try emitter.emit(model)
                }
                var out: [(String, T)] = []
                for file in files { out.append((file.path, try each(file))) }
                return .success(out)
            } catch let error as MustacheError {
                return .failure(RunError(error))
            } catch let error as RunError {
                return .failure(error)
            } catch {
                return .failure(RunError(.template, "\(error)"))
            }
        }
    }

    /// What a plan does about generated files no spec generates any more.
    enum StaleFiles {
        /// Not looked for (scaffold creates files; it neither reports nor removes any).
        case ignored
        /// Reported when they can be known: a run over some specs without a configuration, or
        /// whose other specs do not all load, cannot tell another spec's file from a stale one.
        case reported
        /// Reported, to be removed: the other specs' errors stop the run, as they would stop a run
        /// over every spec, rather than leave their files unknown.
        case pruned
    }

    /// How one run plans: which stale files it looks for, and where new files' text goes.
    struct PlanOptions {
        var stale: StaleFiles
        /// For a run that writes: new files are written here as they are rendered, and the plan
        /// keeps no text for them (see `StagingArea`). Without one the plan keeps their text, for
        /// a diff (`check`), a dry run, or `scaffold`'s small runs.
        var staging: StagingArea?
        /// The output directory's entries, when the run listed them already (see `DirectoryTree`).
        var outputNames: [String]?

        init(stale: StaleFiles, staging: StagingArea? = nil) {
            self.stale = stale
            self.staging = staging
        }
    }

    /// The planning stage, the one way to it: renders the loaded specs on every core, hands each
    /// file to the planner as it is rendered (so no run holds every rendered file), and completes
    /// the plan against the output directory, stale files included. The plan is nil when a spec,
    /// the configuration, another spec (for `--prune`), a collision or a user region has an error.
    ///
    /// This is the step that reads the output (existing files, their user regions, stale files),
    /// so a run that writes calls it holding the lock (`whileHoldingTheLock`); loading reads only
    /// the specs and comes before, so a spec error is reported without the lock.
    ///
    /// It takes the loaded specs (`consuming`): rendering frees each spec once its files are planned.
    static func plan(_ loaded: consuming LoadedSpecs, in project: Project, _ options: PlanOptions) throws(RunError)
        -> PlannedOutput
    {
        var loaded = loaded
        var diagnostics = loaded.diagnostics
        guard !diagnostics.hasErrors else { return PlannedOutput(plan: nil, diagnostics: diagnostics) }
        let planner = project.planner
        try planner.checkRoot()
        var search = OutputPlanner.StaleSearch.none
        if options.stale != .ignored {
            let others = OtherSpecs.outputs(of: project)
            if options.stale == .pruned { diagnostics += others.diagnostics }
            if let files = others.files { search = .excluding(others: files) }
        }
        guard !diagnostics.hasErrors else {
            return PlannedOutput(plan: nil, diagnostics: diagnostics.sortedForDisplay())
        }
        let staging = options.staging
        let manifest = OutputManifest.read(from: project.outputDirectory)
        let keys = manifestKeys(loaded, project: project)
        let layout = project.config.layout
        // What the run record reads of the specs, before rendering frees them.
        let specFiles = loaded.specs.map(\.file) + loaded.apps.map(\.file)
        let (facts, appFacts) = (loaded.facts, loaded.appFacts)
        let (planned, collisions) = try renderScreens(
            &loaded, project: project,
            reuse: { index throws(RunError) in
                // The manifest records the output directory's files; a run that writes tests renders
                // every screen, so that its test files are planned (and never taken for stale ones).
                guard project.tests == nil, let key = keys[index], !manifest.records.isEmpty else { return nil }
                let paths =
                    index < facts.count
                    ? SwiftEmitter.paths(for: facts[index], layout: layout)
                    : SwiftEmitter.paths(for: appFacts[index - facts.count], layout: layout)
                return try manifest.unchangedEntries(for: key, paths: paths, under: planner.outputDirectory)?.map {
                    ($0.path, ($0.entry, [Diagnostic]()))
                }
            }
        ) { file throws(RunError) in try planner.entry(for: file, staging: staging) }
        guard !collisions.hasErrors else { return PlannedOutput(plan: nil, diagnostics: diagnostics + collisions) }
        // The records, for a run that writes (`generate`), which records them once its files are in place.
        var records: [PlannedOutput.Record] = []
        var start = 0
        while options.staging != nil, project.tests == nil, start < planned.count {
            var end = start
            while end < planned.count, planned[end].spec == planned[start].spec { end += 1 }
            let files = planned[start..<end].map { ($0.path, $0.value.0, $0.value.1) }
            if let record = manifestRecord(key: keys[planned[start].spec], files) { records.append(record) }
            start = end
        }
        // `planned` is not read again: the plan's entries are its last copy (4 MB at 10,000 screens).
        let plan = try planner.complete(planned.map(\.value), stale: search, names: options.outputNames)
        let all = diagnostics + plan.diagnostics
        var output = PlannedOutput(plan: all.hasErrors ? nil : plan, diagnostics: all, manifest: manifest)
        output.records = records
        if options.staging != nil {
            output.run = runRecord(
                loaded, files: specFiles, project: project, keys: keys, records: output.records)
        }
        return output
    }

    /// The planning stage of a run that may not have loaded its specs: from the manifest's run
    /// record when `unchanged` (`unchangedRun`) says the specs are the recorded ones and every file
    /// on disk proves it, else from `loaded`, or from the specs loaded now.
    static func plan(
        _ project: Project, loaded: consuming LoadedSpecs?, unchanged: consuming UnchangedRun?, _ options: PlanOptions
    ) throws(RunError) -> PlannedOutput {
        if let run = unchanged, let planned = try planUnchangedRun(project, run, options) { return planned }
        // The manifest the record was read from is not kept while every spec loads (11 MB at 10,000
        // screens): planning reads the manifest again.
        _ = consume unchanged
        let specs = loaded ?? load(project)
        // Moved, not copied (a copy kept alive in a debug build made rendering copy every spec).
        return try plan(consume specs, in: project, options)
    }

    /// What planning hands to writing (or to `check`'s diff): the plan, nil when an error stops
    /// the run, and every diagnostic so far.
    struct PlannedOutput {
        var plan: OutputPlan?
        var diagnostics: [Diagnostic]
        /// The manifest found in the output directory (empty when there was none to use).
        var manifest = OutputManifest()
        /// Each screen whose files the manifest can record once the plan is applied.
        var records: [Record] = []
        /// The run, when the manifest can record it (`OutputManifest.RunRecord`).
        var run: OutputManifest.RunRecord?

        struct Record {
            var key: ContentDigest
            var files: [OutputManifest.File]
        }
    }

    /// The model of one spec as JSON: the context templates render against, as `generate` renders
    /// it in this project (the configuration's platform, header, and the spec path as headers name it).
    public static func dump(path: String) -> (JSONValue?, [Diagnostic]) {
        let (config, configDiagnostics) = ConfigLoader().load(explicitPath: nil)
        guard !configDiagnostics.hasErrors else { return (nil, configDiagnostics) }
        let result = SpecLoader(defaultTarget: config.defaultTarget).load(path: path)
        if let app = result.app {
            let model = ModelBuilder().build(
                app, facts: result.appFacts, specPath: Project.headerPath(for: app.file, root: Project.root(of: config))
            )
            return (
                TemplateContext.json(for: model, headerLines: config.headerLines),
                configDiagnostics + result.diagnostics
            )
        }
        guard let spec = result.spec else { return (nil, configDiagnostics + result.diagnostics) }
        let model = ModelBuilder().build(
            spec, facts: result.facts, specPath: Project.headerPath(for: spec.file, root: Project.root(of: config)))
        return (
            TemplateContext.json(for: model, headerLines: config.headerLines), configDiagnostics + result.diagnostics
        )
    }
}
