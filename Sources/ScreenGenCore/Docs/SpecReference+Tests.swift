extension SpecReference {
    /// The prose on generated tests (`tests:` in screengen.yml, or `--tests`): what each suite checks,
    /// and what is left out.
    static let testsSection = """
        ## Tests

        A spec already says what a unit test of its screen's logic needs: the loads, the preview
        dependencies of each state, the routes and their deep links. With `tests:` in screengen.yml (see
        docs/config.md) or `--tests` on `generate` and `check`, screengen also writes Swift Testing suites
        (`import Testing`, `@Test`, `#expect`) into the tests directory, laid out like the output, and keeps
        them in step like every other file: `check` reports their drift, `--prune` removes the stale ones,
        and each suite ends in a `tests` user region for the cases a team adds. They `@testable import`
        the configured module (`tests.module`; by default the folder after `Sources/` in `output`; with
        neither, no import: the files are then compiled in the module they test, and a warning,
        `tests-module-unknown`, says so). A run that writes
        holds the output directory's lock for the tests directory too. Only a run that writes tests
        looks at the tests directory: with `tests:` removed, the files stay, neither checked nor pruned.
        Each test's display name says what it checks, as a test report reads it
        (`@Test("loadPosts() with the error previews ends failed") func postsFailed()`).

        - **`<Store>Tests`**, for a screen with a store or view model, `@MainActor`. For each load, and
          each preview state the store's dependencies declare (a state keyed in a dependency's
          `preview`, or `loaded` for one expression; for a `source: environment` dependency, the
          environment entry's), a test makes the store with that state's values (passing the
          environment's to the load, as the view does), awaits the load, and expects its phase:
          `loaded` (with a value that is not empty, when the load has an `empty` phase), `empty` (only for
          a load with one) or `failed` (only for a load that can fail). One more test starts the load in
          a task cancelled before it runs and expects the phase to stay `loading`. The `loading` state has
          no test of its own: its dependencies never answer. A `stream` load gets none: it follows its
          sequence until cancelled. For each action without parameters: with the `loaded` state's
          values it returns `true` (it ran and succeeded), with the `error` state's it throws (the error
          the view puts into the action's `failure` alert case), and either way its in-flight flag is
          false again. The alert case and the `onSuccess` steps are the view's, which the tests cannot
          reach; an action with parameters is left out of these, with a comment, as the spec has no values
          to pass (an action on rows has the tests of a `gated` value, below). The tests take the previews at their word: a `loaded` value that answers nothing, or an
          `error` value that does not fail every load and action, fails them.
          The cancelled-load test checks that a load cancelled before it starts leaves the phase at its
          first `.loading` (it publishes nothing), and one more that, once loaded, a reload cancelled
          before it starts leaves the phase `loaded` (it resets nothing); both run only with `loaded`
          previews declared, so they never call a live client.
          A paged load's next page has two more tests, each only when a dependency keys its value (the
          others' `loaded` values are used), since a `loaded` value promises no page after the first:
          with `nextPage` (a first page with a page after it, which loads and is not empty),
          `loadMore<Name>()` after the load leaves rows that start with the first page's and are more
          of them, and a next page that is the end or after a new cursor; with `nextPageError` (a first
          page with a page after it, which fails), the rows stay the first page's and the next page is
          `failed` at the same cursor, which Retry loads again; and for a load keyed by a `String` store
          property (a search text), `loadMore<Name>()` after the text changed leaves the phase as it
          was: the first page's rows, for the old text, with the same page after them to load (no page
          of the new text is fetched for the old text's rows). Rows are compared by `id` (elements are
          `Identifiable`, as the rows' `ForEach` needs). Without the values, the suite says in a comment
          which test is left out and what to add. Declared where no test reads them (no store, no paged
          load, an environment entry no store dependency reads) they are an error.
          What a store does when calls overlap or fail midway (see Loads that overlap, show again and
          fail) needs calls that wait for the test, which no preview value can say. A dependency's
          `gated` value is one: it answers as its `loaded` value does, but each call first awaits
          `gate`, an `@Sendable () async throws -> Void` the test passes (`gated: "FeedClient(gate:
          gate)"`; the double stores it and calls `try await gate()` before answering). The suite then
          holds the calls in a `GatedCalls` of its own, and answers or fails each in the order it
          chooses. For each load whose call reads a gated dependency: two loads at once, the newer
          answering first and the older failing last, end loaded with no reload error (the newest
          request wins); a load that fails after one has loaded keeps the phase `loaded` and sets
          `<load>ReloadError`. For each action that takes a load's rows (one element, or an array of
          them) and whose call reads a gated dependency, with the rows of that load (at least two,
          which the `gated` value promises): it runs for the first row and the second at once, and a
          call for the first again returns `false` (one in-flight entry per row; not for a `busy`
          action, which runs once at a time); a delete a swipe runs takes the row out of the phase at
          once and, when its call fails, puts it back where it was. A call that never reaches the gate
          (a refused second row) fails its test after about five seconds rather than hang it. The
          environment values these tests pass are made once per test, so a load keyed by a client's
          identity sees one client. Without a `gated` value, a suite that could have these tests says
          so in a comment; a `gated` value that does not read `gate`, or that no store reads, is an
          error.
          What the store does besides loading has tests of its own, with the `loaded` state's values
          (or none, for a store without dependencies). A collection it shapes (`items` with `filter`,
          `sort`, `matching`, `groupBy`): emptied, the rows shown (and their groups) are empty, put back,
          the same rows; with a search, a text no row contains shows none (and no group), the first
          row's searched text finds it, and an empty text shows the rows again; each `Bool` input the
          filter or sort reads is toggled and each `String` one appended to, and the rows shown must be
          those the collection shaped anew gives (a change that does not shape them again leaves them
          stale). An input of another type has no value a test can choose, and the suite says so in a
          comment; a collection that starts empty (`initial: "[]"`) has no row to shape and is left out
          with a comment. Give the previews rows a filter keeps and rows it hides, or the tests of its
          inputs cannot tell a stale shaping from a fresh one. A load that seeds a form: the first
          answer sets the flag the fields wait for and each seeded property of a standard `Equatable`
          type equals what it was seeded with; a `String` appended to and a `Bool` toggled after it
          keep their values through a reload; with the `error` state's values the flag stays false (not
          for a load that ignores its failures). A poll (`every`), run with a millisecond's interval:
          it loads at once, and ends within seconds of its task's cancellation (a poll that ignores it
          fails rather than hangs the run). An array the store edits in place: `delete<Rows>(at: [0])`
          leaves the rows after the first, `move<Rows>(from:to:)` takes the first row to the end and
          back, and `add<Row>()` appends nothing for an empty text, then one row for a text, which it
          clears; delete and move are left out for an array that starts empty.
        - **`<Screen>RouteTests`**, for a navigation owner with deep links: every route with a `path`
          comes back from its own URL (`Route(url: route.url!) == route`), one parameterised test case
          per route, also with a trailing slash and with a query string; near misses are no route: each
          route's URL without its last segment (where no pattern could match it), the path of a route with a
          number or `Bool` value holding a word instead (`/books/abc`), and a URL with more segments than
          any pattern. A route whose `String` value is empty has no URL (`/authors/` parses as no route).
          A route's value is its
          `sample:`, else `42` for an integer type, `"sample"` for `String`, `true` for `Bool`; a route whose
          value has neither is left out, with a comment in the suite that says so. A screen with
          `navigation: destinations` gets none: its routes have no deep links, and it has no router.
        - For an app spec, **`<App>RouteTests`** (the same suite, for the app's routes; app routes take a
          `sample:` too) and **`<App>NavigationTests`**: the navigation starts on the first tab; each tab
          with a stack, tapped again after a route is pushed on it, pops to its root and stays selected;
          each tab that presents a sheet presents it and keeps the selection; and each route with a path
          and a sample, opened as a deep link from another tab (with a sheet tab's sheet up, when there
          is one), selects the tab that owns it (a route without a tab stays on the selected one),
          dismisses the sheet and is the only route on that tab's path.

        Nothing is generated for an MV screen: its loads and actions live in the view, as private
        methods of a SwiftUI `View`, which a unit test cannot create or drive off a device. Move the
        logic into a store (`store:`) to have it tested.


        """
}
