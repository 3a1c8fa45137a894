extension ScreenGen {
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
            style: project.style, tests: project.tests.map { SwiftEmitter.Tests(module: $0.module) },
            imports: project.config.imports)
        let builder = ModelBuilder(config: project.config)
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
                Array(start..<end), of: loaded, screens: screens, builder: builder, emitter: emitter, reuse: reuse,
                each: each)
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
        _ indices: [Int], of loaded: LoadedSpecs, screens: Int, builder: ModelBuilder, emitter: SwiftEmitter,
        reuse: @escaping @Sendable (Int) throws(RunError) -> [(String, T)]?,
        each: @escaping @Sendable (GeneratedFile) throws(RunError) -> T
    ) -> [Result<[(String, T)], RunError>] {
        indices.concurrentMap { index -> Result<[(String, T)], RunError> in
            do throws(RunError) {
                if let reused = try reuse(index) { return .success(reused) }
                // Model → Emit, the chain's last steps (`SpecPipeline`).
                let files =
                    index < screens
                    ? try SpecPipeline.render(
                        loaded.specs[index], facts: loaded.facts[index], specPath: loaded.specPaths[index],
                        builder: builder, with: emitter)
                    : try SpecPipeline.render(
                        loaded.apps[index - screens], facts: loaded.appFacts[index - screens],
                        specPath: loaded.appPaths[index - screens], builder: builder, with: emitter)
                var out: [(String, T)] = []
                for file in files { out.append((file.path, try each(file))) }
                return .success(out)
            } catch {
                return .failure(error)
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
}
