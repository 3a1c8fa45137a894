/// A problem that stops a run as a whole (exit code 2): a path that does not exist, a template
/// that does not parse, a file that cannot be written, a lock held by another run. Problems in
/// specs are diagnostics instead, collected and reported together.
public struct RunError: Error, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
