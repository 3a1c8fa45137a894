/// The everyday run changes nothing: the specs, the configuration, the templates and the tool are
/// the last run's. Such a run is proved from the output manifest's run record (`OutputManifest.RunRecord`)
/// without loading, checking or rendering a spec: it reads each spec's bytes and each generated
/// file's bytes, compares digests, and prints the warnings the last run recorded. Any difference
/// (a spec edited, added or removed, a generated file edited, the manifest gone) falls back to the
/// full run, so the record can make a run slower, never wrong.
extension ScreenGen {
    /// Whether a run can be proved from, or recorded as, a run record: a run over every spec of the
    /// project (or over the specs given, without a configuration to say what else there is) that
    /// writes no tests (the manifest knows only the output directory's files).
    static func recordsRuns(_ project: Project) -> Bool {
        project.tests == nil && project.otherSpecFiles?.isEmpty != false
    }

    /// What loading and checking every spec depends on: the project's digest (tool, configuration,
    /// templates, width), the rule severities the configuration sets, whether the run reads every
    /// spec of a configured project, and each spec file, in order, by path, header path and bytes.
    ///
    /// A module of a workspace adds its place in it and its peers' specs (`peerDigests`, one per
    /// `ModuleContext.peerSpecFiles`): what its specs name of theirs is resolved from them.
    static func runKey(_ project: Project, specDigests: [ContentDigest], peerDigests: [ContentDigest] = [])
        -> ContentDigest
    {
        var builder = ContentDigest.Builder()
        builder.add("run")
        builder.add(projectDigest(project))
        for name in project.config.ruleSeverities.keys.sorted() {
            let value = project.config.ruleSeverities[name]
            builder.add("\(name) \(value?.value ?? "") \(value.map { "\($0.location)" } ?? "")")
        }
        builder.add(project.otherSpecFiles == nil ? "other specs unknown" : "every spec")
        let headerPaths = project.headerPaths(for: project.specFiles)
        for (index, file) in project.specFiles.enumerated() {
            builder.add(file)
            builder.add(headerPaths[index])
            builder.add(specDigests[index])
        }
        if let module = project.module {
            builder.add("module \(module.name) depends on \(module.dependsOn.joined(separator: " "))")
            for name in module.access.keys.sorted() { builder.add("\(name) \(module.access[name]!.rawValue)") }
            for (peer, digest) in zip(module.peerSpecFiles, peerDigests) {
                builder.add("\(peer.module) \(peer.file)")
                builder.add(digest)
            }
        }
        return builder.digest
    }

    /// A run whose specs are, by their bytes, the ones the manifest's run record names: its key,
    /// and the manifest as it was read (planning reads it again under the lock, and parses it
    /// again only if its bytes changed meanwhile).
    struct UnchangedRun {
        var key: ContentDigest
        var manifestBytes: [UInt8]
        var manifest: OutputManifest

        /// The manifest in the output directory now: the one read before when its bytes are.
        func manifestNow(in outputDirectory: String) -> OutputManifest {
            let bytes = OutputManifest.bytes(in: outputDirectory)
            return bytes == manifestBytes ? manifest : OutputManifest.parse(bytes)
        }
    }

    /// The run as its specs are on disk now, when the manifest's run record has their key; nil
    /// otherwise (then the run loads the specs). Reads every spec, on every core.
    static func unchangedRun(_ project: Project) -> UnchangedRun? {
        guard recordsRuns(project), !project.diagnostics.hasErrors,
            let bytes = OutputManifest.bytes(in: project.outputDirectory)
        else { return nil }
        let manifest = OutputManifest.parse(bytes)
        guard let recorded = manifest.run else { return nil }
        let loader = SpecLoader(defaultTarget: project.config.defaultTarget)
        let digests = project.specFiles.concurrentMap { loader.bytes(at: $0).map(ContentDigest.init) }
        guard !digests.contains(where: { $0 == nil }) else { return nil }
        let peers = (project.module?.peerSpecFiles ?? []).concurrentMap {
            loader.bytes(at: $0.file).map(ContentDigest.init)
        }
        guard !peers.contains(where: { $0 == nil }) else { return nil }
        let key = runKey(project, specDigests: digests.map { $0! }, peerDigests: peers.map { $0! })
        return recorded.key == key ? UnchangedRun(key: key, manifestBytes: bytes, manifest: manifest) : nil
    }

    /// The plan of `unchanged`, from the manifest's run record: every screen's files unchanged
    /// (each one's digest on disk checked), the recorded warnings, and the stale files found as any
    /// run finds them. nil when the manifest no longer has that record or a file differs: the
    /// caller then loads and plans the specs.
    static func planUnchangedRun(_ project: Project, _ unchanged: UnchangedRun, _ options: PlanOptions)
        throws(RunError) -> PlannedOutput?
    {
        let planner = project.planner
        try planner.checkRoot()
        let manifest = unchanged.manifestNow(in: project.outputDirectory)
        guard let run = manifest.run, run.key == unchanged.key else { return nil }
        let outcomes = run.screens.concurrentMap { key in
            Result { () throws(RunError) in
                try manifest.unchangedEntries(for: key, paths: nil, under: planner.outputDirectory)
            }
        }
        var planned: [(OutputPlan.Entry, [Diagnostic])] = []
        for outcome in outcomes {
            guard let entries = try outcome.get() else { return nil }
            planned += entries.map { ($0.entry, []) }
        }
        let diagnostics = (project.diagnostics + run.diagnostics).sortedForDisplay()
        let search: OutputPlanner.StaleSearch =
            options.stale == .ignored || project.otherSpecFiles == nil ? .none : .excluding(others: [])
        let plan = try planner.complete(planned, stale: search, names: options.outputNames)
        let all = diagnostics + plan.diagnostics
        var output = PlannedOutput(plan: all.hasErrors ? nil : plan, diagnostics: all, manifest: manifest)
        output.records = run.screens.map { PlannedOutput.Record(key: $0, files: manifest.records[$0] ?? []) }
        output.run = run
        return output
    }

    /// The run record of a run that loaded and planned the specs (`plan`): nil unless the run can be
    /// recorded (`recordsRuns`) and every screen has a record. `files`: each loaded spec's file, the
    /// screens' then the apps' (rendering has freed the specs by then).
    static func runRecord(
        _ loaded: LoadedSpecs, files: [String], project: Project, keys: [ContentDigest?],
        records: [PlannedOutput.Record]
    ) -> OutputManifest.RunRecord? {
        guard recordsRuns(project), records.count == keys.count else { return nil }
        let screens = keys.compactMap { $0 }
        guard screens.count == keys.count, screens == records.map(\.key) else { return nil }
        var digests: [String: ContentDigest] = [:]
        for (file, digest) in zip(files, loaded.specDigests + loaded.appDigests) { digests[file] = digest }
        let specDigests = project.specFiles.compactMap { digests[$0] }
        guard specDigests.count == project.specFiles.count else { return nil }
        let peers = loaded.peerDigests.compactMap { $0 }
        guard peers.count == (project.module?.peerSpecFiles.count ?? 0) else { return nil }
        let configured = Set(project.diagnostics)
        return OutputManifest.RunRecord(
            key: runKey(project, specDigests: specDigests, peerDigests: peers), screens: screens,
            diagnostics: loaded.diagnostics.filter { !configured.contains($0) })
    }
}
