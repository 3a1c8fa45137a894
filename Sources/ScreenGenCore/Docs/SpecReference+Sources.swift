extension SpecReference {
    /// The prose on `stream` loads and `source: environment` dependencies: what the tables cannot
    /// say, the choices made and their trade-offs.
    static let sourcesSection = """
        ## Streams and environment dependencies

        A load with `stream` follows an `AsyncSequence` instead of awaiting one value: its load
        function loops `for try await value in call` (`throwing`) or `for await` (`nonThrowing`)
        inside the view's `.task`, sets the phase to each value as it arrives, and returns when the
        view goes away: SwiftUI cancels the task, and a sequence that honours cancellation (an
        `AsyncStream`, a `for await` over notifications, most service streams) ends; one that
        ignores it ends at its next value, which is not shown. A value that
        arrives after the cancellation is not shown, and neither the cancellation nor a
        `CancellationError` touches the phase. A failure of the sequence shows `failed` (a
        `nonThrowing` stream cannot fail, so its phase has no `failed` case); the next
        run (a `dependsOn` change, or the view appearing again) follows the sequence from the
        start. A stream that finishes keeps its last value on screen; one that finishes before its
        first value leaves the phase `loading`, so a service should yield its current state first,
        as most do. `refreshable` is refused with `stream`: pull to refresh waits for the load
        function to return, and a stream's does not.

        A store dependency with `source: environment` is read by the view, not passed to the store's
        `init`: the view declares the `environment` entry of the same name (by type or by key path,
        with the preview values that previews install), and passes it to each of the store's loads
        and actions whose call reads it: `func loadStats(client: FeedClient) async`, awaited as
        `await store.loadStats(client: client)` by the task, pull to refresh, Retry, the next page's
        row and an action's `reloads`, and `func save(client: FeedClient) async throws -> Bool` for an
        action. The environment cannot be read in a view's `init`, where an owned store is created,
        so the store needs another way in. The options, and why this one:

        - **An argument of each method that reads it** (chosen): the store keeps no copy, so no
          method of it can run before the value is there, and every call uses the view's current
          value. The store's loads and actions read `client` by name, as the spec writes it. Your own
          store methods take it as a parameter too (the store has no member of that name).
        - An implicitly unwrapped `private var` set by a `use(client:)` the view calls before each
          load (what screengen generated before): a method called before the hand-over stops the
          app, and the generator would break its own `optional-dependency` rule.
        - An optional dependency with `guard let client else { return }` in each load (IceCubesApp's
          view models): a load before the hand-over silently does nothing, and every store method
          must unwrap it again.
        - Creating the store in `.task`, as an optional `@State`: the body and every binding to the
          store must unwrap it, and the screen shows nothing until the task runs.

        **A replaced value reloads.** An entry read by type is a class (an `@Observable` object, or an
        `ObservableObject` on iOS 16), and a load reads it with the object's identity as an input:
        the task is `.task(id: ObjectIdentifier(client))` (with the `dependsOn` values, when the load
        has some), its phase keeps the identity with the value (`.loaded(stats, for:
        ObjectIdentifier)`), and the screen shown again keeps the value only for the same object. So
        an account switch that installs another client starts the loads again, and a reload that
        fails against the new client shows the full-screen failure rather than keeping the old
        account's rows. A stream's task restarts with the new object too. An entry read by key path
        may be a value type, with no identity: name what identifies it (an account's id) in
        `dependsOn`. A load in MV reads the view's own environment member and is keyed by `dependsOn`
        alone.

        A dependency that is not an environment value belongs in `init` (the default), where the
        compiler checks that every caller passes it.


        """
}

extension SpecReference {
    /// The prose on paged loads (`pagination`): how the next page is triggered, and why so.
    static let paginationSection = """
        ## Paged loads

        A load with `pagination` is a cursor-paged list, as IceCubesApp's timelines are: `call` fetches
        the first page, and the phase's `loaded` case holds the rows so far with a `<Name>NextPage`:
        `available(after:)` the cursor `cursorOf` read from the last page, `loading(after:)`,
        `failed(after:_:)`, or `end` when `cursorOf` gave nil. After the rows, while a cursor is left, one
        last row shows progress (or, when the page failed, a Retry button) and loads the page in its
        `.task(id: cursor)`, through `loadMore<Name>()` in the view or the store.

        - **One spinner across loading.** While the page is to load and while it loads, the row shows one
          `ProgressView` whose `.task(id: cursor)` fetches it, so the phase's flip from `available` to
          `loading` keeps its identity and SwiftUI does not cancel the task (a view per state would be
          new, its task cancelled as the old one goes). A page that leaves the row on screen changes the
          cursor and starts the next; the spinner appearing again (after scrolling away, or when Retry or
          a refresh replaces a failed page's button) starts its task again.
        - **Once at a time.** `loadMore<Name>()` does nothing while a page loads or at the end, so the
          row reappearing, or Retry tapped twice, fetches nothing twice. A task cancelled while its page
          loads (the row scrolled away) sets the page back to `available`, so the row loads it when it
          shows again, rather than leaving it `loading` for ever.
        - **Failures keep the rows.** A failed page changes only the next page's state; the rows stay,
          and Retry loads the same cursor again.
        - **Every reload starts from page one.** Pull to refresh, the placeholder's Retry, a changed
          `dependsOn` and an action's `reloads` run the load function, which fetches the first page. A
          next page that arrives after that is appended only if the new rows still end at its cursor
          (it follows them); otherwise it is dropped. Either way the row is never left spinning with no
          task: a new cursor restarts the task, and the same cursor keeps the one still fetching.

        - **Shown again, the pages stay.** A `.task` runs again whenever its screen shows again (a pushed
          screen popped, a tab switched back). A paged load's task returns at once when the load has
          loaded for the same inputs, so the pages after the first are not dropped; pull to refresh
          still starts again from page one.
        - **A page follows rows of its own inputs.** With `dependsOn`, `loadMore<Name>()` pages only
          rows loaded for the current inputs, and appends a page only to rows of the inputs it was
          fetched for: a page of an old search text is never appended to the new text's results.

        The cursor's type must be `Equatable` (an id is): the row's task id and that last check compare
        it. `next` must read `cursor` and `cursorOf` must read `page`; the load's type must be an array,
        and it cannot be a `stream`.

        ### Pages in envelopes

        Many APIs answer a page with the next cursor beside the rows, not in them: Mastodon and
        Pixelfed in the Link header's `max_id`, GitHub in a `next` URL, others in a `nextCursor`
        field. When `call` and `next` return such an envelope, say what it is with `page` (its type)
        and `rows` (the rows in it, of the load's type, read from `page`); `cursorOf` then reads the
        envelope. Modeled on Impressia's notifications, whose client answers a `Linkable<[Notification]>`:

        ```yaml
        pagination:
          cursor: String
          page: "Linkable<[PixelfedNotification]>"  # what call and next return
          rows: page.data                           # the rows in it
          next: "client.notifications(maxID: cursor)"
          cursorOf: page.link?.maxID                # nil when no page is left
        ```

        Both load functions fetch the envelope as `page` (`let page: Linkable<[PixelfedNotification]>
        = try await …`, so the compiler checks that the calls return it), read its rows once into
        `rows` (`let rows = page.data`) and the next cursor with `cursorOf`; everything else is as
        above: the newest request wins, a page follows only rows of its own inputs that end at its
        cursor, and one page loads at a time.

        Why these names: `page` is already what the expressions call a fetched page, so
        `page: Linkable<…>` reads as that value's declaration, as the generated `let page:` is; `rows`
        is what the list shows and the phase holds, the same word the generated code binds. `rows`
        must read `page`, and may map it (`page.data.map(StatusModel.init)`: it runs once a page, in
        the view or the store, not in `body`). It runs where the load functions have bound `request`
        (and with `dependsOn`, `input`), and in `loadMore<Name>()` `loaded`, `nextPage`, `cursor` and
        `current`: reading one of those names, or `rows`, is an error (write `self.current` for a
        member of that name). Without `page` and `rows` a page is the rows themselves; one without
        the other is an error.

        A store's paged load gets generated tests of its next page (see Tests) when the dependency that
        pages says what its next page does, with two preview values no preview installs:

        ```yaml
        preview:
          loaded: PreviewTimelineClient()
          nextPage: PreviewTimelineClient()                            # the page after the first loads
          nextPageError: "PreviewTimelineClient(nextPages: .failing)"  # the page after the first fails
        ```


        """
}
