extension KeySchema {
    /// `source` of a store dependency: its initialiser, or the view's environment.
    static let dependencySource = KeySchema(
        "source", .oneOf(ScreenSpec.Dependency.Source.allCases.map(\.rawValue)), default: "`init`",
        "`init`: the store's initialiser takes it (an owned store's view takes it too and passes it on). "
            + "`environment`: the view reads the `environment` entry of the same name and hands it to the store "
            + "(`use(name:)`) at the start of every task and refresh that loads, since the environment cannot be "
            + "read in `init`. The store keeps it in an implicitly unwrapped `private var`, so its loads and "
            + "your own methods read it like any dependency; one that runs before the view hands it over "
            + "stops the app, as an outlet read too early does (see Streams and environment dependencies).",
        example: "environment")

    /// `stream` of a load: the call returns an `AsyncSequence` the load follows.
    static let loadStream = KeySchema(
        "stream", .oneOf(ScreenSpec.Load.Stream.allCases.map(\.rawValue)),
        "The call returns an `AsyncSequence` of `type` values, followed with `for try await` "
            + "(`throwing`) or `for await` (`nonThrowing`, e.g. an `AsyncStream`) for as long as the view "
            + "shows: each value replaces the phase (`empty` when it is an empty collection and the load has "
            + "`empty`), a failure replaces it with `failed`, and the task's cancellation when the view goes "
            + "away ends the loop and leaves the phase alone. A stream that finishes keeps its last value; "
            + "one that finishes before its first leaves the phase `loading`. A `nonThrowing` stream's phase has "
            + "no `failed` case (and the load no `error`). Not with `refreshable`.",
        example: "throwing")
}
