/// One problem found in a user's input, carried as a value so that every problem of a run is
/// collected and reported together instead of stopping at the first.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
        case note
        case warning
        case error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    public var message: String
    /// Stable identifier of the error kind or rule (`duplicate-key`, `unknown-key`, …).
    public var id: String
    public var location: SourceLocation
    /// Extra lines shown under the diagnostic: a fix-it, a did-you-mean, the first definition.
    public var notes: [String]

    public init(
        _ severity: Severity, _ message: String, id: String, at location: SourceLocation, notes: [String] = []
    ) {
        self.severity = severity
        self.message = message
        self.id = id
        self.location = location
        self.notes = notes
    }

    public static func error(_ message: String, id: String, at location: SourceLocation, notes: [String] = [])
        -> Diagnostic
    {
        Diagnostic(.error, message, id: id, at: location, notes: notes)
    }

    public static func warning(_ message: String, id: String, at location: SourceLocation, notes: [String] = [])
        -> Diagnostic
    {
        Diagnostic(.warning, message, id: id, at: location, notes: notes)
    }
}

extension Array where Element == Diagnostic {
    /// True when any diagnostic is an error: the run must not write output.
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// `sortedForDisplay` of the diagnostics of several runs over one workspace (its modules): one
    /// finding they share (a `.swift-format` above every module's folder, a template's key) is
    /// said once.
    public func mergedForDisplay() -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return filter { seen.insert($0).inserted }.sortedForDisplay()
    }

    /// File order (then line, column, id), the order a reader fixes them in; stable for tests.
    public func sortedForDisplay() -> [Diagnostic] {
        sorted {
            if $0.location != $1.location { return $0.location < $1.location }
            if $0.id != $1.id { return $0.id < $1.id }
            return $0.message < $1.message
        }
    }
}
