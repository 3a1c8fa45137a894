extension ScreenGen {
    /// Loads every module of a workspace, each as a project, then what needs them all at once
    /// (`linkModules`). `loaded[i]` is `workspace.projects[i]`'s.
    static func load(_ workspace: Workspace, checkingOutputPaths: Bool) -> [LoadedSpecs] {
        var loaded = workspace.projects.map { load($0, checkingOutputPaths: checkingOutputPaths) }
        if workspace.isModular { linkModules(&loaded, of: workspace.projects) }
        return loaded
    }

    /// What one module's specs name of another's (`ModuleLinks`): each reference checked
    /// (`ModuleCheck`), and imported by the files that show views; then the checks that compare
    /// screens across the run (tab roots, flows and their participants) over every module's
    /// specs, each finding given to the module of its file.
    static func linkModules(_ loaded: inout [LoadedSpecs], of projects: [Project]) {
        let names = projects.map { $0.module?.name ?? "" }
        let index = ModuleLinks.Index(
            modules: projects.indices.map { i in
                ModuleLinks.Index.Module(
                    name: names[i], access: projects[i].config.access, specs: loaded[i].specs, facts: loaded[i].facts,
                    apps: loaded[i].apps, appFacts: loaded[i].appFacts)
            })
        var dependencies: [String: [String]] = [:]
        for project in projects { dependencies[project.module?.name ?? ""] = project.module?.dependsOn ?? [] }
        let check = ModuleCheck(dependencies: dependencies)
        for i in loaded.indices {
            var found: [Diagnostic] = []
            for s in loaded[i].specs.indices {
                let references = ModuleLinks.references(of: loaded[i].specs[s], in: names[i], index: index)
                found += check.check(references)
                loaded[i].specs[s].shownModules = ModuleLinks.modules(of: references)
            }
            for a in loaded[i].apps.indices {
                let references = ModuleLinks.references(of: loaded[i].apps[a], in: names[i], index: index)
                found += check.check(references)
                loaded[i].apps[a].shownModules = ModuleLinks.modules(of: references)
            }
            loaded[i].diagnostics += found
        }
        // Across modules: every module's specs at once.
        let specs = loaded.flatMap(\.specs)
        let facts = loaded.flatMap(\.facts)
        let apps = loaded.flatMap(\.apps)
        var across = RowNavigationCheck().checkParticipants(specs, facts: facts, apps: apps)
        // A run over some specs cannot tell a missing screen from one it was not given.
        if projects.allSatisfy({ $0.otherSpecFiles?.isEmpty == true }) {
            across += AppCheck().checkRoots(apps, screens: specs, facts: facts)
            across += FlowOwnerCheck().check(specs, facts: facts, apps: apps)
        }
        var moduleOfFile: [String: Int] = [:]
        for i in loaded.indices {
            for file in loaded[i].specs.map(\.file) + loaded[i].apps.map(\.file) { moduleOfFile[file] = i }
        }
        for diagnostic in across {
            loaded[moduleOfFile[diagnostic.location.file] ?? 0].diagnostics.append(diagnostic)
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
