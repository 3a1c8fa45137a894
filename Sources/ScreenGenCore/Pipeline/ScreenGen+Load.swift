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
        /// For a module of a workspace, the digest of each of its peers' spec files
        /// (`Project.ModuleContext.peerSpecFiles`), as they were when this run loaded them: part of
        /// its run record's key. nil for a peer that did not load.
        var peerDigests: [ContentDigest?] = []
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
                project, specs: specs, facts: facts, apps: apps, appFacts: appFacts,
                checkingOutputPaths: checkingOutputPaths)
        }
        let rules = RuleEngine(overrides: project.config.ruleSeverities)
        let (ruleDiagnostics, checked) = rules.run(specs, facts: facts, alongside: wholeRun)
        diagnostics += checked.pathProblems
        diagnostics += ruleDiagnostics
        diagnostics += rules.run(apps: apps)
        diagnostics += checked.participants
        diagnostics += checked.roots
        diagnostics += checked.collisions
        diagnostics += checked.typeClashes
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
        var typeClashes: [Diagnostic] = []
    }

    /// `checkingOutputPaths`: whether to check output paths for collisions too.
    private static func wholeRunChecks(
        _ project: Project, specs: [ScreenSpec], facts: [ScreenFacts], apps: [AppSpec], appFacts: [AppFacts],
        checkingOutputPaths: Bool
    ) -> WholeRunChecks {
        var checks = WholeRunChecks(
            specPaths: project.headerPaths(for: specs.map(\.file)),
            appPaths: project.headerPaths(for: apps.map(\.file)),
            // A module's screens are checked with the other modules' (`linkModules`).
            participants: project.module != nil
                ? [] : RowNavigationCheck().checkParticipants(specs, facts: facts, apps: apps))
        // The path is written into the header and the companion's first comment.
        for (file, path) in zip(specs.map(\.file) + apps.map(\.file), checks.specPaths + checks.appPaths) {
            let location = SourceLocation(file: file, line: 1, column: 1)
            if let problem = ReservedPhrases.problem(in: path, what: "the spec's path", at: location) {
                checks.pathProblems.append(problem)
            }
        }
        // Roots are checked against the screens only when the run reads every spec of the project: a
        // run over some of them cannot tell a missing screen from one it was not given.
        if project.otherSpecFiles?.isEmpty == true, project.module == nil {
            checks.roots =
                AppCheck().checkRoots(apps, screens: specs, facts: facts)
                + FlowOwnerCheck().check(specs, facts: facts, apps: apps)
        }
        let layout = project.config.layout
        checks.typeClashes = TypeClashes.check(
            zip(specs, facts).flatMap { TypeClashes.declared($0, facts: $1, layout: layout) }
                + zip(apps, appFacts).flatMap { TypeClashes.declared($0, facts: $1, layout: layout) })
        if checkingOutputPaths {
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
}
