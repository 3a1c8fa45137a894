extension SpecReference {
    /// The prose on in-memory collections a section shapes (`filter`, `sort`, `matching`) and on
    /// rows keyed by `id`, after containers and forms.
    static let shapedCollections = """
        ## Collections a screen shapes itself

        A list often shows part of a collection the screen already holds, in an order the user picks: a
        catalog searched as the user types, narrowed by a switch, sorted by a menu's choice. A section of
        `items` says so with three keys, and its store does the work:

        - `filter`: a `Bool` over the element and the store's properties (`"!ownedOnly || item.isOwned"`);
        - `sort`: a `SortComparator` of the element, or a sequence of them, as `sorted(using:)` takes it
          (a store property's `sortOrder.comparator`, or `KeyPathComparator(\\Item.name)`, which the iOS 18
          SDK's complete strict concurrency checking warns about: a key path literal is not `Sendable`);
        - `matching`: the element's `String` properties the screen's `search` text is looked for in
          (`[name, category.name]`, `localizedStandardContains`); an empty text keeps every row.

        ```yaml
        store:
          dependencies: [{ name: catalog, type: "[Item]", preview: Item.previews }]
          properties:
            - { name: items, type: "[Item]", initial: catalog }
            - { name: query, type: String, initial: '""' }
            - { name: sortOrder, type: ItemSortOrder, initial: .name }
            - { name: ownedOnly, type: Bool, initial: "false" }
        search: { text: query, prompt: Search Items }
        content:
          sections:
            - items: store.items
              element: item
              row: "ItemRow(item: item)"
              id: \\.name
              matching: [name, category.name]
              filter: "!ownedOnly || item.isOwned"
              sort: sortOrder.comparator
        ```

        The store keeps the rows shown in a property of their own (`shownItems`, `private(set)`), and
        shapes them in one method (`updateShownItems()`: the search, then the filter, then the sort) that
        `init` calls once and each property the shaping reads calls from its `didSet`: the collection, the
        search text, and every store property `filter` and `sort` read. `body` iterates `store.shownItems`
        and never filters or sorts, which is what `heavy-work-in-body` asks (a `.filter` or `.sorted` in
        `items` itself is that rule's warning, whose fix-it points here). When the list's one section is
        searched and the text finds nothing, the list shows `ContentUnavailableView.search(text:)` over
        itself (from iOS 17; at iOS 16 the list is simply empty). ACHNBrowserUI's item list keeps a
        `searchItems` and a `sortedItems` array up to date with Combine and a `didSet`, and picks one of
        three arrays in a computed property read by body; Specs/ItemList (Tests/Golden/spec-item-list) is
        that screen with one array, which Tests/Fixtures/ShapingDriver drives on Linux. Its villager list
        at iOS 16, sorted by a menu's choice alone, is Tests/Golden/items-sorted-ios16-villagers, an
        `ObservableObject` store whose `@Published` properties shape the rows from their `didSet` too.

        `groupBy`, `groupType` and `groupTitle` work on `items` as on a load, and make it a shaped section
        too: the store keeps the groups of the rows shown beside them (`shownWorkingGroupsByArea`,
        `[(key: String, value: [WorkingGroup])]`), made in the same method after the search, the filter
        and the sort, sorted by key, each in the rows' order, so a group with no row shown has no
        section. IETFNext's working group list sections the meeting's groups by area and searches them by
        name or acronym (Tests/Golden/items-grouped-store-ietf, which the ShapingDriver also runs).

        Why the store, and why `didSet`: the rows must be shaped where the values change, not on every
        body pass, and an `@Observable` (or, at iOS 16, `ObservableObject`) store sees every change to
        its properties, whoever makes it (the search field's binding, a menu's button, an action, your
        own code in the store). A view's `@State` has no such hook: shaping it would need
        `.onChange(of:)` on each input, and the collection's elements to be `Equatable`. So a shaping
        needs a store, and what it reads must be the store's: the collection is a store property
        (`store.items` or `items`), `filter` and `sort` read the element and the store's properties (a
        view's state is a located `unknown-name` error saying to move it into the store), and the search
        text is a store property (`shaping-needs-store` otherwise). One collection is shaped by one
        section (a second is `duplicate-name`: its rows would be the same member); a load's rows are what
        its call returns, so a load takes none of the three (filter and sort in the call, or copy the
        value into a store property and shape that).

        When to use `items` rather than a load: a load is for data that arrives (a phase: loading, empty,
        failed, loaded); `items` is for data the screen already holds, which needs no spinner and cannot
        fail. Shape it with these keys rather than writing `.filter` in `items`, and keep the work a load
        can do on the server (a search query, a sort parameter) in the load's `call` and `dependsOn`.

        Rows are told apart by their elements' `Identifiable` ids. For elements the app does not make
        `Identifiable`, `id` names a stable, unique property as a key path: `id: \\.creator.id` writes
        `ForEach(items, id: \\.creator.id)` (Specs/ItemList's items are told apart by name). `id: \\.self`
        is `non-identifiable-items` (equal values collide), and `id` is refused beside swipe actions, a
        context menu and `onDelete`, which track the rows by their `Identifiable` ids.


        """
}
