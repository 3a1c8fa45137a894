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
        with the preview values that previews install), and every task and refresh that runs a
        load first hands the value over, `store.use(client: client)`, then awaits the load (a
        store without loads gets the hand-over in a `.task` of its own). The
        environment cannot be read in a view's `init`, where an owned store is created, so the
        store needs another way in. The options, and why this one:

        - **An implicitly unwrapped `private var` set by `use(…)`** (chosen): the store's loads, its
          actions and your own members read `client` exactly like a dependency from `init`, with no
          unwrapping; the view hands it over before every load, so a newer environment value (a
          different account's client) is used by the next load that runs: a pull to refresh, a
          `dependsOn` change, or the view appearing again. A change of the value alone starts no
          load; name what identifies it in `dependsOn` (an account's id) when it should. The cost: a store method
          called before the first hand-over stops the app, as an outlet read too early does. Only
          code of your own can do that; the generated view never does.
        - An optional dependency with `guard let client else { return }` in each load (IceCubesApp's
          view models): a load before the hand-over silently does nothing, and every store method
          must unwrap it again.
        - Creating the store in `.task`, as an optional `@State`: the body and every binding to the
          store must unwrap it, and the screen shows nothing until the task runs.
        - Passing the value as an argument of each load function: the store's other methods never
          see it.

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
