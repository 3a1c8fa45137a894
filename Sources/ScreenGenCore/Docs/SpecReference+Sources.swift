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
