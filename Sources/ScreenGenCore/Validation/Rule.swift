/// A documented SwiftUI rule a spec can break. One rule per file under `Rules/`, each carrying its
/// id, severity, rationale and examples; the examples are also its tests, and `docs/rules.md` is
/// generated from the descriptions, so the three cannot disagree.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    func validate(_ input: RuleInput) -> [RuleViolation]
}

/// What a rule sees: the spec, and every spec of the run (for rules across screens).
public struct RuleInput: Sendable {
    public var spec: ScreenSpec
    public var allSpecs: [ScreenSpec]

    public init(spec: ScreenSpec, allSpecs: [ScreenSpec]) {
        self.spec = spec
        self.allSpecs = allSpecs
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
