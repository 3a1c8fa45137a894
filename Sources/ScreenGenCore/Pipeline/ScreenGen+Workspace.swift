extension ScreenGen {
    /// Loads every module a workspace runs, each as a project, then what needs them all at once
    /// (`linkModules`). `loaded[i]` is `workspace.projects[i]`'s.
    static func load(_ workspace: Workspace, checkingOutputPaths: Bool) -> [LoadedSpecs] {
        var loaded = workspace.projects.map { load($0, checkingOutputPaths: checkingOutputPaths) }
        if workspace.isModular { linkModules(&loaded, of: workspace) }
        return loaded
    }

    /// What one module's specs name of another's (`ModuleLinks`): each reference checked
    /// (`ModuleCheck`), and imported by the file that shows it; then the checks that compare
    /// screens across the run (tab roots, flows and their participants) over every module's
    /// specs, each finding given to the module of its file. The specs of modules (or of parts of
    /// modules) the run does not read are loaded too, for their types only: a run over one spec
    /// resolves what it shows as a run over all does.
    static func linkModules(_ loaded: inout [LoadedSpecs], of workspace: Workspace) {
        let projects = workspace.projects
        let names = projects.map { $0.module?.name ?? "" }
        let (dependencies, access) = (workspace.dependencies, workspace.access)
        let context = workspace.context.map { context in
            let loader = SpecLoader(defaultTarget: projects.first?.config.defaultTarget ?? OSVersion(17, 0))
            var source = ModuleLinks.Index.Source(
                name: context.module, access: context.access, specs: [], facts: [], apps: [], appFacts: [])
            for result in context.files.concurrentMap({ loader.load(path: $0) }) {
                if let app = result.app, let facts = result.appFacts {
                    source.apps.append(app)
                    source.appFacts.append(facts)
                } else if let spec = result.spec, let facts = result.facts {
                    source.specs.append(spec)
                    source.facts.append(facts)
                }
            }
            return source
        }
        let index = ModuleLinks.Index(
            projects.indices.map { i in
                ModuleLinks.Index.Source(
                    name: names[i], access: access[names[i]] ?? .internal, specs: loaded[i].specs,
                    facts: loaded[i].facts, apps: loaded[i].apps, appFacts: loaded[i].appFacts)
            } + context, dependencies: dependencies)
        let check = ModuleCheck(dependencies: dependencies)
        for i in loaded.indices {
            var found: [Diagnostic] = []
            for s in loaded[i].specs.indices {
                let references = ModuleLinks.references(of: loaded[i].specs[s], in: names[i], index: index)
                found += check.check(references)
                loaded[i].specs[s].linkedTypes = ModuleLinks.linkedTypes(of: references)
            }
            for a in loaded[i].apps.indices {
                let references = ModuleLinks.references(of: loaded[i].apps[a], in: names[i], index: index)
                found += check.check(references)
                loaded[i].apps[a].linkedTypes = ModuleLinks.linkedTypes(of: references)
            }
            loaded[i].diagnostics += found
        }
        // Across modules: every module's specs at once, those the run does not read included.
        let specs = loaded.flatMap(\.specs) + context.flatMap(\.specs)
        let facts = loaded.flatMap(\.facts) + context.flatMap(\.facts)
        let apps = loaded.flatMap(\.apps) + context.flatMap(\.apps)
        var across = RowNavigationCheck().checkParticipants(specs, facts: facts, apps: apps)
        // A run over some specs cannot tell a missing screen from one it was not given.
        if workspace.context.isEmpty {
            across += AppCheck().checkRoots(apps, screens: specs, facts: facts)
            across += FlowOwnerCheck().check(specs, facts: facts, apps: apps)
        }
        var moduleOfFile: [String: Int] = [:]
        for i in loaded.indices {
            for file in loaded[i].specs.map(\.file) + loaded[i].apps.map(\.file) { moduleOfFile[file] = i }
        }
        // A finding in a spec the run does not read is that spec's run's to report.
        for diagnostic in across {
            if let module = moduleOfFile[diagnostic.location.file] { loaded[module].diagnostics.append(diagnostic) }
        }
        // Each module's peers' digests, as loaded, for its run record.
        var digests: [String: ContentDigest?] = [:]
        for module in loaded {
            for (spec, digest) in zip(module.specs, module.specDigests) { digests[spec.file] = digest }
            for (app, digest) in zip(module.apps, module.appDigests) { digests[app.file] = digest }
        }
        for i in loaded.indices {
            loaded[i].peerDigests = (projects[i].module?.peerSpecFiles ?? []).map { digests[$0.file] ?? nil }
            loaded[i].diagnostics = loaded[i].diagnostics.sortedForDisplay()
        }
    }
}
