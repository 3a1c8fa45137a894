/// A section's in-memory collection as its store shapes it (`filter`, `sort`, `matching`): the store
/// keeps the rows shown in a property of their own and shapes them again from the `didSet` of each
/// property the shaping reads, so `body` reads a finished array and never filters or sorts.
public struct ShapingModel: Sendable, Equatable {
    /// The rows shown (`shownItems`), escaped.
    public var property: String
    /// The method that shapes them (`updateShownItems`), escaped.
    public var function: String
    /// The store property holding the whole collection (`items`), escaped.
    public var source: String
    /// The element's name in the shaping's closures, escaped.
    public var element: String
    public var elementType: String
    /// Each element's searched text (`item.name`): the element's `matching` properties.
    public var matched: [String]
    /// The store property holding the search text, escaped; nil without `matching`.
    public var searchText: String?
    public var filter: String?
    public var sort: String?
    /// The store properties whose change shapes the rows again, escaped, in the store's order: the
    /// collection, the search text, and each property the filter and the sort read.
    public var inputs: [String]
    /// The rows shown in titled groups by a key of each element, when the section groups them: the
    /// store keeps them beside the rows (`shownItemsByStatus`).
    public var grouping: GroupingModel? = nil

    /// The shaping keeps some rows out (a search or a filter) before it sorts.
    public var filters: Bool { searchText != nil || filter != nil }
    /// The rows shown are the whole collection, in its order: the section only groups it.
    public var copiesOnly: Bool { !filters && sort == nil }
}

/// What a list shows over itself while its search text finds nothing in a shaped collection:
/// `ContentUnavailableView.search(text:)`, as over a load that searches.
public struct SearchOverlayModel: Sendable {
    /// The rows shown, as the view reads them (`store.shownItems`).
    public var rows: String
    /// The search text, as the view reads it (`store.query`).
    public var text: String
}
