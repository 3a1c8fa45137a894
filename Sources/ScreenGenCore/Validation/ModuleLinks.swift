/// What the specs of one module name of another's (issue #40, point 2): the screens an app's
/// tabs and routes show, the destinations, rows, toolbar views and modifiers of a screen, the
/// types its inputs, routes and store name, and the flow a participant joins. Each such name is a
/// `Reference`; each generated file imports the modules of the names it holds (`LinkedImports`),
/// never one it does not, and `ModuleCheck` says which references the user module cannot make.
///
/// A name is resolved as Swift resolves it in the user module: its own types first (a name the
/// module declares itself is no reference), then those of the modules it depends on (directly or
/// through others); a name declared by two of those is ambiguous unless written qualified
/// (`Shelf.ShelfView()`), and a name only other modules declare is a reference to the first of
/// them, which `ModuleCheck` refuses. Only what screengen generates is resolved: a type written by
/// hand in another module comes with the spec's own `imports`.
enum ModuleLinks {
    /// A type some module's spec declares, by its name.
    struct Declared: Sendable {
        var module: String
        var access: AccessLevel
        /// The spec that declares it, and its key (`screen:` or `app:`).
        var spec: Located<String>
        var file: String
        /// Whether the spec gives its own `access` (else its module's applies).
        var specGivesAccess: Bool
    }

    /// One name a spec's generated files use of another module.
    struct Reference: Sendable {
        /// The name as the spec uses it (`ShelfView`; a participant's flow router, `ReaderRouter`).
        var type: String
        var declared: Declared
        /// The user's module.
        var module: String
        /// Where the spec names it.
        var location: SourceLocation
        /// How the spec names it, for messages: "shows", "names", "joins the flow of".
        var how: String
        /// The names of the module the spec's files may hold for it: the type, or for a flow its
        /// router and its route enum.
        var names: [String]
        /// The other modules the user module depends on that declare the name too: the name is
        /// ambiguous (empty when it is not).
        var alsoDeclaredIn: [String] = []
    }

    /// The types each module's specs declare, by name, each with every module that declares it
    /// (in the workspace's order), and the router of each flow, by the flow's name.
    struct Index: Sendable {
        var types: [String: [Declared]] = [:]
        /// The router and route types of each flow (an owner screen, or an app with stacks), by its
        /// name.
        var flows: [String: [(router: String, route: String?, declared: Declared)]] = [:]
        /// The workspace's module names.
        var modules: Set<String> = []
        /// Each module's `dependsOn`.
        var dependencies: [String: [String]] = [:]

        /// One module's specs that loaded, with their facts (`facts[i]` of `specs[i]`, likewise apps).
        struct Source {
            var name: String
            /// For specs that give none.
            var access: AccessLevel
            var specs: [ScreenSpec]
            var facts: [ScreenFacts]
            var apps: [AppSpec]
            var appFacts: [AppFacts]
        }

        init(_ sources: [Source], dependencies: [String: [String]]) {
            self.dependencies = dependencies
            modules = Set(dependencies.keys)
            for source in sources {
                for index in source.specs.indices {
                    let spec = source.specs[index]
                    let declared = Declared(
                        module: source.name, access: spec.access?.value ?? source.access, spec: spec.screen,
                        file: spec.file, specGivesAccess: spec.access != nil)
                    let generated = source.facts[index].generatedTypes
                    for type in generated { types[type.name, default: []].append(declared) }
                    if let router = generated.first(where: { $0.kind == .router }) {
                        let route = generated.first { $0.kind == .route }?.name
                        flows[spec.screen.value, default: []].append((router.name, route, declared))
                    }
                }
                for index in source.apps.indices {
                    let app = source.apps[index]
                    let declared = Declared(
                        module: source.name, access: app.access?.value ?? source.access, spec: app.app, file: app.file,
                        specGivesAccess: app.access != nil)
                    let generated = source.appFacts[index].generatedTypes
                    for type in generated { types[type.name, default: []].append(declared) }
                    if let router = generated.first(where: { $0.kind == .router }) {
                        let route = generated.first { $0.kind == .route }?.name
                        flows[app.app.value, default: []].append((router.name, route, declared))
                    }
                }
            }
        }

        /// The modules `module` depends on, directly or through others.
        func reachable(from module: String) -> Set<String> {
            var seen: Set<String> = []
            var pending = [module]
            while let next = pending.popLast() {
                for dependency in dependencies[next] ?? [] where seen.insert(dependency).inserted {
                    pending.append(dependency)
                }
            }
            return seen
        }

        /// Which of `declarers` a name means in `module`: nil when the module declares it itself; the
        /// reachable one (with the other reachable ones, when it is ambiguous), else the first.
        func resolve(_ declarers: [Declared], in module: String, qualifier: String?)
            -> (declared: Declared, alsoIn: [String])?
        {
            if let qualifier {
                guard qualifier != module, let declared = declarers.first(where: { $0.module == qualifier }) else {
                    return nil
                }
                return (declared, [])
            }
            guard !declarers.isEmpty, !declarers.contains(where: { $0.module == module }) else { return nil }
            let reachable = reachable(from: module)
            let candidates = declarers.filter { reachable.contains($0.module) }
            guard let first = candidates.first else { return (declarers[0], []) }
            return (first, candidates.dropFirst().map(\.module))
        }
    }

    /// The other modules' types a screen's expressions name, and its flow's router and route
    /// enum when the flow is another module's.
    static func references(of spec: ScreenSpec, in module: String, index: Index) -> [Reference] {
        var out = expressionReferences(SpecExpressions.all(in: spec), in: module, index: index)
        if let flow = spec.flow, spec.navigation?.value == .participant, let flows = index.flows[flow.value],
            let resolved = index.resolve(flows.map(\.declared), in: module, qualifier: nil),
            let owner = flows.first(where: { $0.declared.module == resolved.declared.module })
        {
            out.append(
                Reference(
                    type: owner.router, declared: resolved.declared, module: module, location: flow.location,
                    how: "joins the flow of", names: [owner.router] + (owner.route.map { [$0] } ?? []),
                    alsoDeclaredIn: resolved.alsoIn))
        }
        return out
    }

    static func references(of app: AppSpec, in module: String, index: Index) -> [Reference] {
        expressionReferences(SpecExpressions.all(in: app), in: module, index: index)
    }

    /// The names of other modules' types in a spec's types and expressions (a view a row or a
    /// destination shows, an input's type, a store's dependency): each type once per expression. A
    /// name after `Module.` is that module's.
    private static func expressionReferences(_ expressions: [SpecExpression], in module: String, index: Index)
        -> [Reference]
    {
        var out: [Reference] = []
        for expression in expressions {
            let tokens = expression.tokens
            var seen: Set<String> = []
            for (position, token) in tokens.enumerated() {
                guard let declarers = index.types[token] else { continue }
                var qualifier: String?
                if position > 0 && tokens[position - 1] == "." {
                    // A member of something else (`.ShelfView`, `value.ShelfView`) is no type of ours,
                    // unless what comes before the dot is a module of the workspace.
                    guard position > 1, index.modules.contains(tokens[position - 2]),
                        position == 2 || tokens[position - 3] != "."
                    else { continue }
                    qualifier = tokens[position - 2]
                }
                guard let resolved = index.resolve(declarers, in: module, qualifier: qualifier),
                    seen.insert(token).inserted
                else { continue }
                out.append(
                    Reference(
                        type: token, declared: resolved.declared, module: module, location: expression.location,
                        how: expression.role.isView ? "shows" : "names", names: [token],
                        alsoDeclaredIn: resolved.alsoIn))
            }
        }
        return out
    }

    /// The names a spec's files may hold of other modules, each with its module.
    static func linkedTypes(of references: [Reference]) -> [String: String] {
        var out: [String: String] = [:]
        for reference in references {
            for name in reference.names { out[name] = reference.declared.module }
        }
        return out
    }
}
