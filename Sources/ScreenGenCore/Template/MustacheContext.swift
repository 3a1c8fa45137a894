/// What the engine asks of a value it renders against: the four questions of the spec's
/// interpolation, sections and name resolution. `MustacheValue` answers them, and so can a host's
/// own document type without being converted first: a screen's template context has hundreds of
/// nodes, and converting it into `MustacheValue` dictionaries for every screen (then freeing both
/// trees) was a fifth of a cold `generate`.
protocol MustacheContext: Sendable {
    /// The member `name` of an object (a map); nil for a miss and for any other value. Where a
    /// document repeats a key, the last one counts, as a dictionary built from it would keep.
    func member(named name: String) -> Self?
    /// The items of a list; nil for any other value.
    var items: [Self]? { get }
    /// Whether sections skip (and inverted sections render): `null`, `false` and `[]` only.
    var isFalsy: Bool { get }
    /// The text `{{name}}` prints before escaping; lists, objects and `null` print nothing.
    var interpolationText: String { get }
}

extension MustacheValue: MustacheContext {
    func member(named name: String) -> MustacheValue? {
        guard case .object(let members) = self else { return nil }
        return members[name]
    }

    var items: [MustacheValue]? {
        guard case .list(let items) = self else { return nil }
        return items
    }
}
