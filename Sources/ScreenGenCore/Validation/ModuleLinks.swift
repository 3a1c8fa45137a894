/// What the specs of one module name of another's (issue #40, point 2): the screens an app's
/// tabs and routes show, the destinations, rows and toolbar views of a screen, and the flow a
/// participant joins. Each such name is a `Reference`; the files that show views import the
/// modules their references name (never one they do not), and `ModuleCheck` says which
/// references another module cannot make.
///
/// Only what screengen generates is resolved: the types a spec of the workspace declares. A type
/// written by hand in another module comes with the spec's own `imports`.
enum ModuleLinks {
    /// A type some module's spec declares, by its name.
    struct Declared: Sendable {
        var module: String
        var access: AccessLevel
        /// The spec that declares it, and its key (`screen:` or `app:`).
        var spec: Located<String>
        var file: String
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
        /// How the spec names it, for messages: "shows", "joins the flow of".
        var how: String
    }

    /// The types each module's specs declare, by name; a name two modules declare is the first
    /// module's (the user imports one of them by its own `imports`).
    struct Index: Sendable {
        var types: [String: Declared] = [:]
        /// The router type of each flow, by the flow's name (an owner screen, or an app with stacks).
        var routers: [String: String] = [:]

        /// One module's specs that loaded, with their facts (`facts[i]` of `specs[i]`, likewise apps).
        struct Module {
            var name: String
            /// For specs that give none.
            var access: AccessLevel
            var specs: [ScreenSpec]
            var facts: [ScreenFacts]
            var apps: [AppSpec]
            var appFacts: [AppFacts]
        }

        init(modules: [Module]) {
            for loaded in modules {
                let module = (name: loaded.name, access: loaded.access)
                for index in loaded.specs.indices {
                    let spec = loaded.specs[index]
                    let declared = Declared(
                        module: module.name, access: spec.access?.value ?? module.access, spec: spec.screen,
                        file: spec.file)
                    for type in loaded.facts[index].generatedTypes where types[type.name] == nil {
                        types[type.name] = declared
                        if type.kind == .router { routers[spec.screen.value] = type.name }
                    }
                }
                for index in loaded.apps.indices {
                    let app = loaded.apps[index]
                    let declared = Declared(
                        module: module.name, access: app.access?.value ?? module.access, spec: app.app, file: app.file)
                    for type in loaded.appFacts[index].generatedTypes where types[type.name] == nil {
                        types[type.name] = declared
                        if type.kind == .router { routers[app.app.value] = type.name }
                    }
                }
            }
        }
    }

    /// The other modules' types a screen's views name, and its flow's router when the flow is
    /// another module's.
    static func references(of spec: ScreenSpec, in module: String, index: Index) -> [Reference] {
        var out = viewReferences(SpecExpressions.all(in: spec), in: module, index: index)
        if let flow = spec.flow, spec.navigation?.value == .participant, let router = index.routers[flow.value],
            let declared = index.types[router], declared.module != module
        {
            out.append(
                Reference(
                    type: router, declared: declared, module: module, location: flow.location, how: "joins the flow of")
            )
        }
        return out
    }

    static func references(of app: AppSpec, in module: String, index: Index) -> [Reference] {
        viewReferences(SpecExpressions.all(in: app), in: module, index: index)
    }

    /// The names of other modules' types in the expressions that build views (rows, destinations,
    /// tab roots, toolbar views, modifiers): each type once per expression.
    private static func viewReferences(_ expressions: [SpecExpression], in module: String, index: Index)
        -> [Reference]
    {
        var out: [Reference] = []
        for expression in expressions where expression.role.isView {
            var seen: Set<String> = []
            for (position, token) in expression.tokens.enumerated() {
                guard let declared = index.types[token], declared.module != module,
                    position == 0 || expression.tokens[position - 1] != ".", seen.insert(token).inserted
                else { continue }
                out.append(
                    Reference(
                        type: token, declared: declared, module: module, location: expression.location, how: "shows"))
            }
        }
        return out
    }

    /// The modules a spec's references name: each once, in name order.
    static func modules(of references: [Reference]) -> [String] {
        Set(references.map(\.declared.module)).sorted()
    }
}
