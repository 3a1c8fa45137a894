/// A documented SwiftUI rule a spec can break. One rule per file under `Rules/`, each carrying its
/// id, severity, rationale and examples; the examples are also its tests, and `docs/rules.md` is
/// generated from the descriptions, so the three cannot disagree.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// Whether the rule also reads app specs: a rule that looks only at `RuleInput.expressions`,
    /// which for an app are its Swift (tab roots, badges, conditions, modifiers, sheets, routes).
    static var readsApps: Bool { get }
    init()
    func validate(_ input: RuleInput) -> [RuleViolation]
}

extension Rule {
    public static var readsApps: Bool { false }
}

/// What a rule sees: the spec, its screen's facts (derived once, the ones the model builder reads
/// too), and facts about every spec of the run (for rules across screens), computed once per run so
/// that a rule costs the same per screen in a run of 10 or of 10,000.
public struct RuleInput: Sendable {
    public var spec: ScreenSpec
    public var facts: ScreenFacts
    public var run: RunFacts
    /// Every type and expression of the spec, tokenized once for all the rules.
    public var expressions: [SpecExpression]

    public init(spec: ScreenSpec, facts: ScreenFacts, run: RunFacts) {
        self.spec = spec
        self.facts = facts
        self.run = run
        expressions = SpecExpressions.all(in: spec)
    }

    /// An app spec as the rules that read apps see it: its expressions, beside a screen with
    /// nothing in it (named after the app, at its target) for a rule that asks the spec anything.
    public init(app: AppSpec) {
        spec = ScreenSpec(
            file: app.file, screen: app.app, summary: nil, title: nil, platform: app.platform,
            architecture: ScreenSpec.Architecture(style: Located(.mv, at: app.location), reason: nil), navigation: nil,
            flow: nil, environment: [], inputs: [], state: [], store: nil, loads: [], content: nil, routes: [],
            sheets: [], alerts: [], confirmationDialogs: [], toolbar: [], previews: nil, location: app.location)
        facts = ScreenFacts(spec)
        run = RunFacts([], facts: [])
        expressions = SpecExpressions.all(in: app)
    }
}

/// Run-wide facts the cross-screen rules need.
public struct RunFacts: Sendable {
    /// The screens that own (create) each store type: `(screen, file)`.
    public var ownersByStoreType: [String: [(screen: String, file: String)]] = [:]
    /// Every screen's store or view-model type.
    public var storeTypes: Set<String> = []
    /// Every type a load returns, and the element type of every collection a load returns.
    public var loadedTypes: Set<String> = []

    /// - Parameter facts: each spec's facts, in the order of `specs`.
    public init(_ specs: [ScreenSpec], facts: [ScreenFacts]) {
        // Indices, not pairs: a pair copies the spec and its facts (a retain of every field).
        for index in specs.indices {
            if let type = ChildCreatesModelRule.storeType(facts[index]) {
                storeTypes.insert(type)
                if facts[index].ownsStore {
                    ownersByStoreType[type, default: []].append((specs[index].screen.value, specs[index].file))
                }
            }
            // By index too: a loop over the loads copied each one.
            for load in specs[index].loads.indices {
                let type = specs[index].loads[load].type.value
                loadedTypes.insert(SwiftTypeName.normalized(type))
                if let element = SwiftTypeName.elementType(of: type) { loadedTypes.insert(element) }
            }
        }
    }
}

public struct RuleViolation: Sendable, Equatable {
    public var message: String
    public var location: SourceLocation
    /// The entry (a load, a state property, …) the violation is about: a `suppress` on that entry
    /// silences it. nil for screen-wide violations.
    public var entry: SourceLocation?
    /// The mechanical fix, shown as a note: "add dependsOn: [searchText]".
    public var fixIt: String?

    public init(_ message: String, at location: SourceLocation, entry: SourceLocation? = nil, fixIt: String? = nil) {
        self.message = message
        self.location = location
        self.entry = entry
        self.fixIt = fixIt
    }
}

public struct RuleDescription: Sendable {
    public var id: String
    public var severity: Diagnostic.Severity
    public var summary: String
    public var rationale: String
    /// Where it comes from: the source document and passage.
    public var source: String
    /// The rules-digest statements it implements.
    public var digest: [Int]
    /// Specs that must raise exactly this rule, once at each `↓`.
    public var triggering: [String]
    /// Specs that must raise nothing.
    public var nonTriggering: [String]

    public init(
        id: String, severity: Diagnostic.Severity, summary: String, rationale: String, source: String, digest: [Int],
        triggering: [String], nonTriggering: [String]
    ) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.source = source
        self.digest = digest
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }

    /// The marker examples put before the offending node.
    public static let marker: Character = "↓"
}
