// A section's in-memory collection shaped by the screen: its `filter`, `sort` and `matching` keys, their type
// and their decoding, in one place. The section itself is in `Section.swift`.

extension ScreenSpec.Section {
    /// What a section of `items` shows of its collection: the elements `filter` keeps and the screen's search
    /// text finds in `matching`, in `sort`'s order. The store keeps the result and shapes it again when one of
    /// its inputs changes, so `body` only reads it.
    public struct Shaping: Sendable {
        /// A `Bool` expression over the element and the store's properties (`item.isOwned || !ownedOnly`).
        public var filter: Located<String>?
        /// A `SortComparator` of the element, or a sequence of them (`sortOrder.comparator`).
        public var sort: Located<String>?
        /// The element's `String` properties the search text is looked for in, each a path (`name`).
        public var matching: [Located<BindingPath>]
        /// The section's location, where an error about the shaping as a whole points.
        public var location: SourceLocation

        /// Every expression the shaping copies into the store.
        public var expressions: [Located<String>] { [filter, sort].compactMap(\.self) }
    }
}

extension KeySchema {
    /// A section's shaping keys: what of an in-memory collection it shows, and in which order.
    static let shaping = [
        KeySchema(
            "filter", .expression,
            "With `items`: a `Bool` over the element that keeps the rows it is true for (`item.isOwned || "
                + "!ownedOnly`), reading the element and the store's properties. The store keeps the rows shown and "
                + "filters them again when the collection or a property the filter reads changes, never in `body`.",
            example: "item.isOwned || !ownedOnly"),
        KeySchema(
            "sort", .expression,
            "With `items`: the rows' order, a `SortComparator` of the element or a sequence of them "
                + "(`sorted(using:)`): a store property's comparator (`sortOrder.comparator`), sorted again when "
                + "that property changes, or `KeyPathComparator(\\Item.name)` (which complete strict concurrency "
                + "warns about from the iOS 18 SDK: a key path literal is not `Sendable`).",
            example: "sortOrder.comparator"),
        KeySchema(
            "matching", .list(.expression),
            "With `items` and the screen's `search`: the element's `String` properties the search text is looked "
                + "for in (`localizedStandardContains`), each a path (`name`, `owner.name`). An empty text keeps "
                + "every row; a text that finds none shows `ContentUnavailableView.search(text:)` over the list.",
            example: "[name, category]"),
    ]
}

extension SpecDecoder {
    /// `filter`, `sort` and `matching`: only on a section of `items` with `element`.
    func decodeShaping(_ s: SpecReader.Mapping, _ node: YAMLNode, _ section: ScreenSpec.Section, _ r: inout SpecReader)
        -> ScreenSpec.Section.Shaping?
    {
        let keys = ["filter", "sort", "matching"].filter { s.node($0) != nil }
        // Grouped `items` are shaped too: the store groups the rows where it keeps them.
        if keys.isEmpty, case .items = section.source, section.grouping != nil {
            return .init(filter: nil, sort: nil, matching: [], location: r.location(node))
        }
        guard let first = keys.first else { return nil }
        guard case .items = section.source, section.element != nil else {
            r.error(
                "'\(first)' shapes an in-memory collection: it needs 'items' and 'element'",
                "field-key-not-applicable", at: s.node(first)!,
                notes: [
                    section.load != nil
                        ? "a load's rows are what its call returns: filter and sort them in the call, or shape them "
                            + "from a store property the load's value is copied into"
                        : "name the collection in 'items' and each element in 'element'"
                ])
            return nil
        }
        let filter = r.snippet(s, "filter", isType: false)
        let sort = r.snippet(s, "sort", isType: false)
        let matching = r.list(s, "matching") { r, item -> Located<BindingPath>? in
            guard let text = r.snippet(item, key: "matching", isType: false) else { return nil }
            guard let path = BindingPath(parsing: text.value) else {
                r.error(
                    "'matching' names a property of the element, or a path of them joined by '.', not '\(text.value)'",
                    "invalid-key-path", at: item,
                    notes: ["write the property itself (name, owner.name); screengen reads it from each element"])
                return nil
            }
            return Located(path, at: text.location)
        }
        if let node = s.node("matching"), case .sequence(let items) = node.value, items.isEmpty {
            r.error("'matching' is an empty list; name at least one property", "invalid-value", at: node)
        }
        return .init(filter: filter, sort: sort, matching: matching, location: r.location(node))
    }
}
