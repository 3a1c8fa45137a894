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

        ### In-place edits of a bound array

        An edit screen often changes a list itself, with no server to ask and nothing that can fail:
        Scrumdinger's attendees are deleted by a swipe and added by name. `edits` and `add` on a section
        of `items` say so:

        ```yaml
        - items: scrum.attendees
          element: attendee
          row: Text(attendee.name)
          edits: [delete, move]
          add: { text: newAttendeeName, prompt: New Attendee, label: Add attendee,
                 value: "DailyScrum.Attendee(name: newAttendeeName)" }
        ```

        `edits` lists what the user may change, named as SwiftUI's `EditActions` names it: `delete` writes
        `.onDelete { offsets in scrum.attendees.remove(atOffsets: offsets) }` and `move` writes
        `.onMove { offsets, destination in scrum.attendees.move(fromOffsets: offsets, toOffset:
        destination) }` on the rows' `ForEach`. Why a list of verbs and not `onDelete: remove`: `onDelete`
        names an *action*, which runs in a `Task`, may fail, and reloads; an edit runs no action and cannot
        fail, and one key for both would make a typo in an action's name silently mean "remove in place".
        So a section takes `onDelete` or `edits: [delete]`, never both (a located
        `field-key-not-applicable`). A move is dragged by the handles edit mode shows: on iOS a list shows
        none until edit mode is on, so put an `EditButton` in the toolbar (`editButton: true`;
        `move-without-edit-mode` warns where there is none).

        `add` is the row after the rows that appends an element: a `TextField` bound to `text`, a name
        screengen declares (`""` at first, once among the screen's names: a second `newAttendeeName` is
        `duplicate-name`), and a button showing `systemImage` (`plus.circle.fill` unless given; `label` is
        its accessibility label) that appends `value` in `withAnimation`, clears the text, and is disabled
        while the text is empty. `value` builds the element from the text, so it must read it
        (`invalid-value` otherwise).

        The array is changed where it lives. `items` must be a path to it (`scrum.attendees`,
        `store.keywords`, `keywords`), starting at something the view can change, checked as a form
        control's `bind` is: a `state`, a `binding` or `bindable` input, a store property, or a property of
        an `@Observable` object from the environment. A `let` input, a load's value, a store dependency or a
        computed value (`store.orders(with: .placed)`, a copy) is a located error that says why
        (`unbindable-member`). Where the view holds the array (a binding, a state), the edits are the view's
        closures and the add row's text is the view's `@State`, as Scrumdinger writes them
        (Tests/Golden/edits-mv-scrum-attendees). Where the store owns it (a store property), the text is a
        store property and the edits are the store's methods, `deleteKeywords(at:)`,
        `moveKeywords(from:to:)` and `addKeyword()`, in plain Swift over `IndexSet` with SwiftUI's meaning
        of the offsets, so that Tests/Fixtures/RowEditsDriver runs them on Linux
        (Tests/Golden/spec-keyword-list, modeled on Naver_Shopping_Cart-iOS's keyword section).
        A section whose rows a store shapes (`filter`, `sort`, `matching`) takes no edits: its rows are
        another array in another order, whose offsets are not the array's. A load's rows are its load
        function's: copy the loaded value into a store property or `state` and edit that.


        """
}
