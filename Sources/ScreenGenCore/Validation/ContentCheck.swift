/// Checks the content's sections: a collection is never built eagerly (the `lazy-containers`
/// invariant), and what a form's controls edit: every `bind` starts at a member the view can hand
/// out a binding to, and where the member's declared type is the bound value, it fits the control.
/// Errors, not rules: a binding to a `let` or a `Bool` in a text field does not compile.
struct ContentCheck {
    /// What a bound path's first name is, when it is not something a control can edit.
    private enum Unbindable {
        case letInput, environment, load, storeDependency, store, object, member

        var description: String {
            switch self {
            case .letInput: "a 'let' input, which the view cannot change"
            case .environment: "an environment value read by key path, which the view cannot set"
            case .load: "a load, whose phase only its load function sets"
            case .storeDependency: "a store dependency, which the store holds as a constant"
            case .store: "the store itself"
            case .object: "an object read from the environment, itself"
            case .member: "a member declared in 'members' with no wrapper that projects a binding"
            }
        }

        var fix: String {
            switch self {
            case .letInput:
                "declare it 'ownership: binding' (the parent's value) or 'bindable' (an @Observable object), or "
                    + "copy it into 'state'"
            case .environment: "edit a 'state' or a store property, and write it back where the value is owned"
            case .load: "edit a copy in 'state', or a store property"
            case .storeDependency: "make the edited value a store property"
            case .store: "bind one of its properties: store.<property>"
            case .object: "bind one of its properties: <name>.<property>"
            case .member:
                "declare it @State, @Binding, @Bindable, @AppStorage or @SceneStorage, or bind a 'state' entry"
            }
        }
    }

    func check(_ spec: ScreenSpec, facts: ScreenFacts, _ out: inout [Diagnostic]) {
        if let content = spec.content, content.container.value == .scroll {
            for section in content.sections {
                guard let element = section.element else { continue }
                out.append(
                    .error(
                        "a 'scroll' container builds every row at once, so it cannot iterate a collection",
                        id: "eager-collection", at: element.location,
                        notes: ["use 'container: lazyVStack' (or list), which builds rows as they scroll into view"]))
            }
        }
        checkBindings(spec, facts: facts, &out)
        checkDebounce(spec, facts: facts, &out)
        checkMoves(spec, &out)
    }

    /// Rows that move need edit mode: on iOS a list shows their drag handles only while it is on.
    private func checkMoves(_ spec: ScreenSpec, _ out: inout [Diagnostic]) {
        guard !spec.usesEditMode else { return }
        for section in spec.content?.sections ?? [] {
            guard let move = section.rowEdits?.edits.first(where: { $0.value == .move }) else { continue }
            out.append(
                .warning(
                    "the rows move ('edits: [move]'), but nothing turns edit mode on, so no drag handle shows",
                    id: "move-without-edit-mode", at: move.location,
                    notes: ["add an Edit button to the toolbar: { editButton: true }"]))
        }
    }

    /// A debounce delays the loads that read the search text; with none, it delays nothing.
    private func checkDebounce(_ spec: ScreenSpec, facts: ScreenFacts, _ out: inout [Diagnostic]) {
        guard let search = spec.search, let debounce = search.debounce, facts.searchedLoads.isEmpty else { return }
        let name = search.dependencyName(storeName: facts.store?.propertyName.trimmingBackticks)
        out.append(
            .warning(
                "the search waits out a debounce, but no load depends on its text '\(name)'",
                id: "debounce-without-search-load", at: debounce.location,
                notes: [
                    "list '\(name)' in the 'dependsOn' of the load that searches, or leave 'debounce' out"
                ]))
    }

    private func checkBindings(_ spec: ScreenSpec, facts: ScreenFacts, _ out: inout [Diagnostic]) {
        let fields = (spec.content?.sections ?? []).flatMap(\.fields)
        let selection = spec.content?.selection
        let edited = (spec.content?.sections ?? []).filter { $0.rowEdits != nil }
        guard !fields.isEmpty || selection != nil || spec.search != nil || !edited.isEmpty else { return }
        var types: [String: Located<String>] = [:]
        for state in spec.state { types[state.name.value] = state.type }
        for input in spec.inputs where input.ownership.value != .let { types[input.name.value] = input.type }
        var unbindable: [String: Unbindable] = [:]
        for input in spec.inputs where input.ownership.value == .let { unbindable[input.name.value] = .letInput }
        // An object read by type is bound through its properties; a value read by key path is not.
        var objects = Set<String>()
        for environment in spec.environment {
            if environment.type != nil {
                objects.insert(environment.name.value)
            } else {
                unbindable[environment.name.value] = .environment
            }
        }
        for load in spec.loads { unbindable[load.name.value] = .load }
        for member in spec.members {
            if member.projectsBinding && !member.isComputed {
                types[member.name.value] = Located(member.type, at: member.location)
            } else {
                unbindable[member.name.value] = .member
            }
        }
        for dependency in spec.store?.dependencies ?? [] {
            unbindable[dependency.name.value] = .storeDependency
        }
        let storeName = facts.store.map { $0.propertyName.trimmingBackticks }
        let storeProperties = Dictionary(
            (spec.store?.properties ?? []).map { ($0.name.value, $0.type) }, uniquingKeysWith: { first, _ in first })
        if facts.hasStore { types.merge(storeProperties) { first, _ in first } }
        let bindable = (Array(types.keys) + Array(objects) + (storeName.map { [$0] } ?? [])).sorted()
        let refused = spec.refused.readable

        /// Whether `binding` starts at a member that can be bound (else the error is appended), and
        /// the declared type of what it binds when it names that member whole.
        func resolve(_ binding: Located<BindingPath>) -> (isBindable: Bool, type: Located<String>?) {
            let path = binding.value
            if path.root == storeName {
                guard let property = path.properties.first else {
                    out.append(unbindableError(path, .store, at: binding.location))
                    return (false, nil)
                }
                return (true, path.properties.count == 1 ? storeProperties[property] : nil)
            } else if objects.contains(path.root) {
                if path.properties.isEmpty { out.append(unbindableError(path, .object, at: binding.location)) }
                return (false, nil)
            } else if let kind = unbindable[path.root] {
                out.append(unbindableError(path, kind, at: binding.location))
                return (false, nil)
            } else if let declared = types[path.root] {
                return (true, path.properties.isEmpty ? declared : nil)
            }
            if !refused.contains(path.root) { out.append(unknownError(path, among: bindable, at: binding.location)) }
            return (false, nil)
        }

        for field in fields {
            if field.label.value.isBlank && field.kind != .picker && field.kind != .view {
                out.append(
                    .error(
                        "the label of a \(field.kind.rawValue) is empty", id: "invalid-value", at: field.label.location)
                )
            }
            for step in field.action + field.textInput.submit { PresentationCheck().checkThrows(step, &out) }
            guard let binding = field.binding else { continue }
            let path = binding.value
            let options = field.options.map { Self.caseIterableType(of: $0.value) } ?? nil
            if let type = resolve(binding).type,
                let problem = Self.misfit(field.kind, type: SwiftTypeName.normalized(type.value), options: options)
            {
                out.append(
                    .error(
                        "'\(path.description)' is \(type.value), but a \(field.kind.rawValue) edits \(problem)",
                        id: "binding-type-mismatch", at: binding.location,
                        notes: ["declared at line \(type.location.line), column \(type.location.column)"]))
            }
        }
        // A list selects rows into a set of their ids, or one into an optional id.
        if let selection, let type = resolve(selection).type {
            let normalized = SwiftTypeName.normalized(type.value)
            if !(normalized.hasPrefix("Set<") || normalized.hasSuffix("?") || normalized.hasPrefix("Optional<")) {
                out.append(
                    .error(
                        "'\(selection.value.description)' is \(type.value), but a list's selection is a Set of the "
                            + "rows' ids or an optional id", id: "binding-type-mismatch", at: selection.location,
                        notes: ["declared at line \(type.location.line), column \(type.location.column)"]))
            }
        }
        // An array edited in place (`edits`, `add`) is changed through what the view can bind.
        for section in edited {
            guard case .items(let items) = section.source, let path = BindingPath(parsing: items.value),
                let edits = section.rowEdits
            else { continue }
            var found: [Diagnostic] = []
            swap(&out, &found)
            _ = resolve(Located(path, at: items.location))
            swap(&out, &found)
            // A name the screen does not declare is the unknown-name check's, said once.
            let key = edits.edits.isEmpty ? "add" : "edits"
            out += found.filter { $0.id != "unknown-binding" }.map { problem in
                .error(
                    "'\(key)' cannot change in place " + problem.message.dropFirst("a control cannot bind ".count),
                    id: problem.id, at: problem.location, notes: problem.notes)
            }
        }
        // A search field edits a String.
        if let text = spec.search?.text, let type = resolve(text).type,
            Self.misfit(.textField, type: SwiftTypeName.normalized(type.value)) != nil
        {
            out.append(
                .error(
                    "'\(text.value.description)' is \(type.value), but a search field edits a String",
                    id: "binding-type-mismatch", at: text.location,
                    notes: ["declared at line \(type.location.line), column \(type.location.column)"]))
        }
    }

    /// What the control edits, when `type` cannot be it; nil when it fits or cannot be told.
    /// Strict where SwiftUI takes one type (a toggle a `Bool`); for a stepper and a slider, which take
    /// any `Strideable` or floating-point type, only types that are plainly neither are refused.
    /// A picker tags each row with its option, so it edits a value of the options' type, never an
    /// optional one (no row would carry its tag): `options` is that type when it is `T.allCases`.
    static func misfit(_ kind: ScreenSpec.Field.Kind, type: String, options: String? = nil) -> String? {
        let plainlyNotNumbers: Set<String> = ["Bool", "String", "Character", "URL", "Data", "UUID"]
        let integers: Set<String> = [
            "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        ]
        let optionalOrCollection = type.hasSuffix("?") || type.hasPrefix("[") || type.hasPrefix("Optional<")
        switch kind {
        case .toggle: return type == "Bool" ? nil : "a Bool"
        case .textField, .secureField: return type == "String" ? nil : "a String"
        case .datePicker: return type == "Date" ? nil : "a Date"
        case .stepper:
            return plainlyNotNumbers.contains(type) || optionalOrCollection
                ? "a Strideable value (Int, Double, …)" : nil
        case .slider:
            return plainlyNotNumbers.contains(type) || integers.contains(type) || type == "Date" || optionalOrCollection
                ? "a floating-point value (Double, Float, CGFloat)" : nil
        case .picker:
            if let options, options != type { return "one of its options, here \(options)" }
            return optionalOrCollection ? "one of its options, which are not optional" : nil
        // A view of the app's own takes whatever its initializer takes: the compiler tells.
        case .labeledContent, .link, .button, .view: return nil
        }
    }

    /// `Visibility` for options written `Visibility.allCases`; nil for any other expression.
    static func caseIterableType(of options: String) -> String? {
        let suffix = ".allCases"
        guard options.hasSuffix(suffix) else { return nil }
        let type = SwiftTypeName.normalized(String(options.dropLast(suffix.count)))
        return BindingPath(parsing: type) == nil ? nil : type
    }

    private func unbindableError(_ path: BindingPath, _ kind: Unbindable, at location: SourceLocation) -> Diagnostic {
        .error(
            "a control cannot bind '\(path.description)': '\(path.root)' is \(kind.description)",
            id: "unbindable-member", at: location, notes: [kind.fix])
    }

    private func unknownError(_ path: BindingPath, among names: [String], at location: SourceLocation) -> Diagnostic {
        var notes = [
            "a control binds a 'state', a store property, a 'binding' or 'bindable' input, or a property of an "
                + "object read from the environment"
        ]
        if let suggestion = DidYouMean.suggestion(for: path.root, among: names) {
            notes.insert("did you mean '\(suggestion)'?", at: 0)
        }
        return .error(
            "'\(path.root)' in 'bind: \(path.description)' names nothing this screen can bind", id: "unknown-binding",
            at: location, notes: notes)
    }
}
