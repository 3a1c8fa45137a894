extension KeySchema {
    /// `source` of a store dependency: its initialiser, or the view's environment.
    static let dependencySource = KeySchema(
        "source", .oneOf(ScreenSpec.Dependency.Source.allCases.map(\.rawValue)), default: "`init`",
        "`init`: the store's initialiser takes it (an owned store's view takes it too and passes it on). "
            + "`environment`: the view reads the `environment` entry of the same name, which cannot be read in "
            + "`init`, and passes it to each load and action of the store whose call reads it "
            + "(`loadStats(client:)`): the store keeps no copy, so none of its methods runs without it. A value "
            + "read by type keys the loads by its identity, so a replaced one (another account's client) "
            + "loads again (see Streams and environment dependencies).",
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

extension KeySchema {
    /// `pagination` of a load: it loads page by page, as a cursor-paged timeline does.
    static let loadPagination = KeySchema(
        "pagination", .object("pagination"),
        "The load is cursor-paged: `call` fetches the first page, and a last row after the rows fetches the "
            + "next one when it shows (its `.task`), shows progress while it loads and a Retry button when it "
            + "fails, keeping the rows already shown. The phase's `loaded` case holds the rows so far and a "
            + "`<Name>NextPage` (`available`, `loading` or `failed` with the cursor, or `end`); `loadMore<Name>()` "
            + "fetches the next page, once at a time. Refresh, Retry and a changed `dependsOn` start again from "
            + "the first page. The type must be an array (`[Post]`); not with `stream`.",
        example: "{ cursor: Post.ID, next: \"client.timeline(after: cursor)\", cursorOf: \"page.last?.id\" }")
}

extension SpecSchema {
    static let pagination = ObjectSchema(
        name: "pagination",
        summary: "How a load fetches the pages after the first: modeled on IceCubesApp's paged timelines.",
        keys: [
            KeySchema(
                "cursor", .type, required: true,
                "The cursor's type: what marks where the next page starts. `Equatable`, as an id is (the last "
                    + "row's `.task(id:)` restarts when it changes).", example: "Post.ID"),
            KeySchema(
                "next", .expression, required: true,
                "The `async throws` call, without `try await`, that fetches the page after `cursor`; it must read "
                    + "`cursor`, and neither it nor `call` may read `page` (the name of the page they fetch).",
                example: "client.timeline(after: cursor)"),
            KeySchema(
                "cursorOf", .expression, required: true,
                "The next cursor, read from a page just fetched (`page`, of the load's type): an optional, nil "
                    + "when no page follows. It must read `page`.", example: "page.last?.id"),
        ])
}
