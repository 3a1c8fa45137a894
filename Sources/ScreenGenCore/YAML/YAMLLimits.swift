/// Bounds that keep a hostile or broken file from exhausting time or memory. They are far above
/// what a screen spec needs (the largest example spec is a few kilobytes and a few hundred nodes).
public struct YAMLLimits: Sendable, Equatable {
    /// Files larger than this are refused before parsing.
    public var maxBytes: Int = 1 << 20
    /// Mappings and lists nested deeper than this are refused (no recursion limit can be hit).
    public var maxDepth: Int = 64
    /// Total nodes after alias expansion: a "billion laughs" file stops here, early and cheaply.
    public var maxNodes: Int = 100_000

    public init() {}

    public static let `default` = YAMLLimits()
}
