/// Runs the rules over a run's specs: applies the configuration's severities (`error`, `warning`,
/// `off`) and the specs' `suppress` entries, and reports suppressions that silence nothing.
public struct RuleEngine: Sendable {
    public var rules: [any Rule.Type]
    public var overrides: [String: Located<String>]

    public init(rules: [any Rule.Type] = RuleRegistry.all, overrides: [String: Located<String>] = [:]) {
        self.rules = rules
        self.overrides = overrides
    }

    /// Runs the rules over specs whose facts are not derived yet (a catalogue example, a test).
    public func run(_ specs: [ScreenSpec]) -> [Diagnostic] {
        run(specs, facts: specs.concurrentMap(ScreenFacts.init))
    }

    /// Runs the rules over `specs`, each with its facts (in the same order), as the loader derived
    /// them: every rule reads those, so no rule derives a fact again.
    public func run(_ specs: [ScreenSpec], facts screens: [ScreenFacts]) -> [Diagnostic] {
        run(specs, facts: screens, alongside: {}).diagnostics
    }

    /// `run(_:facts:)`, with the caller's `extra` work (checks across the whole run) done on a core
    /// while the other runs rules, rather than on one core after them.
    public func run<Extra: Sendable>(
        _ specs: [ScreenSpec], facts screens: [ScreenFacts], alongside extra: @Sendable () -> Extra
    ) -> (diagnostics: [Diagnostic], extra: Extra) {
        precondition(specs.count == screens.count, "one ScreenFacts per spec")
        var diagnostics = checkOverrides()
        let run = RunFacts(specs, facts: screens)
        let active = activeRules()
        // Indices, not pairs: a spec is a large value, and an array of copies of them is not free.
        let (found, extraResult) = Array(specs.indices).concurrentMap(
            { self.run(specs[$0], facts: screens[$0], run: run, rules: active) }, alongside: extra)
        for each in found {
            diagnostics += each
        }
        return (diagnostics, extraResult)
    }

    /// A rule as one run applies it: its id, and its severity after the configuration (nil: off).
    struct ActiveRule {
        var rule: any Rule.Type
        var id: String
        var severity: Diagnostic.Severity?
    }

    /// Each rule's id and severity, read once for the run: a rule's description is a value of
    /// many strings and arrays, and reading it for each rule of each spec copied all of them.
    func activeRules() -> [ActiveRule] {
        rules.map { rule in
            let description = rule.description
            return ActiveRule(rule: rule, id: description.id, severity: severity(of: description))
        }
    }

    /// The entry a violation that names none is located in: that of the spec's Swift text at its
    /// location, or of the first one after it on its line (`preview: { loaded: … }` is located at
    /// its `{`). A suppression works where the warning points, whichever rule reports it.
    static func entry(at location: SourceLocation, in expressions: [SpecExpression]) -> SourceLocation? {
        var best: SpecExpression?
        for expression in expressions where expression.entry != nil && expression.location.line == location.line {
            guard location <= expression.location else { continue }
            if best.map({ expression.location < $0.location }) ?? true { best = expression }
        }
        return best?.entry
    }

    /// The rules that read apps (`Rule.readsApps`) over each app spec's Swift: its dependencies,
    /// its tabs' roots, badges, conditions and modifiers, its sheets and routes, the root's
    /// modifiers. An app has no `suppress`: the configuration's severities apply as to screens.
    public func run(apps: [AppSpec]) -> [Diagnostic] {
        let active = activeRules().filter { $0.rule.readsApps }
        return apps.flatMap { app in
            diagnose(RuleInput(app: app), rules: active)
        }
    }

    func run(_ spec: ScreenSpec, facts: ScreenFacts, run: RunFacts, rules active: [ActiveRule]? = nil) -> [Diagnostic] {
        diagnose(RuleInput(spec: spec, facts: facts, run: run), rules: active)
    }

    /// Each active rule's violations in `input`, at their severity, less the suppressed ones.
    private func diagnose(_ input: RuleInput, rules active: [ActiveRule]?) -> [Diagnostic] {
        let spec = input.spec
        var diagnostics: [Diagnostic] = []
        var used = Set<Int>()
        let known = RuleRegistry.ids
        for (index, suppression) in spec.suppressions.enumerated() where !known.contains(suppression.rule.value) {
            used.insert(index)
            var notes: [String] = []
            if let suggestion = DidYouMean.suggestion(for: suppression.rule.value, among: known.sorted()) {
                notes.append("did you mean '\(suggestion)'?")
            }
            diagnostics.append(
                .error(
                    "'\(suppression.rule.value)' is not a rule id", id: "unknown-rule", at: suppression.rule.location,
                    notes: notes))
        }
        for active in active ?? activeRules() {
            let id = active.id
            guard let severity = active.severity else {
                // A rule the configuration turns off silences nothing, but a suppression of it is
                // no mistake in the spec either.
                for (index, suppression) in spec.suppressions.enumerated()
                where suppression.rule.value == id {
                    used.insert(index)
                }
                continue
            }
            for violation in active.rule.init().validate(input) {
                let entry = violation.entry ?? Self.entry(at: violation.location, in: input.expressions)
                let match = spec.suppressions.firstIndex {
                    $0.rule.value == id && ($0.scope == nil || $0.scope == entry)
                }
                if let match {
                    used.insert(match)
                    continue
                }
                diagnostics.append(
                    Diagnostic(
                        severity, violation.message, id: id, at: violation.location,
                        notes: violation.fixIt.map { ["fix-it: \($0)"] } ?? []))
            }
        }
        for (index, suppression) in spec.suppressions.enumerated() where !used.contains(index) {
            diagnostics.append(
                .warning(
                    "suppression of '\(suppression.rule.value)' silences nothing", id: "unused-suppression",
                    at: suppression.rule.location, notes: ["remove it: the rule no longer fires here"]))
        }
        return diagnostics
    }

    private func severity(of description: RuleDescription) -> Diagnostic.Severity? {
        switch overrides[description.id]?.value {
        case "off": nil
        case "error": .error
        case "warning": .warning
        default: description.severity
        }
    }

    /// Configuration entries naming no rule, or no severity, are errors located in the config.
    private func checkOverrides() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let known = RuleRegistry.ids.sorted()
        for (id, value) in overrides.sorted(by: { $0.key < $1.key }) {
            if !RuleRegistry.ids.contains(id) {
                var notes: [String] = []
                if let suggestion = DidYouMean.suggestion(for: id, among: known) {
                    notes.append("did you mean '\(suggestion)'?")
                }
                diagnostics.append(
                    .error("'\(id)' is not a rule id", id: "unknown-rule", at: value.location, notes: notes))
            } else if !["error", "warning", "off"].contains(value.value) {
                diagnostics.append(
                    .error(
                        "'\(value.value)' is not a severity for '\(id)'", id: "invalid-value", at: value.location,
                        notes: ["expected one of: error, warning, off"]))
            }
        }
        return diagnostics
    }
}
