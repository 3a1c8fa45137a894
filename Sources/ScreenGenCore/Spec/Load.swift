// The `load` object of a screen spec, its `stream` key, and the `pagination`, `placeholder` (`empty`, `error`) and
// `loadingPlaceholder` objects it holds: their types, keys and decoding, in one place.

extension ScreenSpec {
    public struct Load: Sendable {
        public var name: Located<String>
        public var type: Located<String>
        public var call: Located<String>
        public var dependsOn: [Located<String>]
        public var refreshable: Bool
        @Indirect public var empty: Placeholder?
        @Indirect public var error: Placeholder?
        public var location: SourceLocation
        /// The call returns an `AsyncSequence` the load follows; nil for one `async throws` call.
        public var stream: Located<Stream>? = nil
        /// The load is cursor-paged; nil for one call that loads everything.
        @Indirect public var pagination: Pagination? = nil
        /// Redacted rows shown while the load loads, in place of a spinner.
        @Indirect public var placeholder: LoadingPlaceholder? = nil
        /// How often, in milliseconds, the load runs again while the screen is shown; nil for once.
        public var every: Located<Int>? = nil
        /// What a failure shows: nil or `show` for the phase's `failed` case, `ignore` for nothing (the
        /// value is an optional, nil until it loads and when it fails).
        public var failure: Located<Failure>? = nil
        /// Store properties (or, in MV, view state) the load's first answer copies its value into, as an
        /// edit form starts from the account it loads; empty for a load that only fills its phase.
        public var seeds: [Seed] = []
    }

    /// One copy of a loaded value into a property the user then edits (`seeds`).
    public struct Seed: Sendable {
        /// The store property, or the view's `state` in MV, that receives the value.
        public var into: Located<String>
        /// What it receives: an expression that reads the load's value by the load's name.
        public var value: Located<String>
        public var location: SourceLocation
    }

    /// Rows that look like the content, shown redacted while a load loads.
    public struct LoadingPlaceholder: Sendable {
        /// The view of one row, built from a sample value.
        public var row: Located<String>
        public var count: Located<Int>?
        public var location: SourceLocation
    }

    /// What `ContentUnavailableView` shows for an empty or failed load.
    public struct Placeholder: Sendable {
        public var title: Located<String>
        public var systemImage: Located<String>?
        public var description: Located<String>?
        /// A failed load's placeholder offers a Retry button that runs the load again.
        public var retry: Located<Bool>? = nil
        public var location: SourceLocation
    }
}

extension ScreenSpec.Load {
    /// How a load follows an `AsyncSequence`: whether the sequence can fail (`for try await`) or
    /// not (`for await`); Swift warns about a `try` or a `catch` that nothing needs.
    public enum Stream: String, Sendable, CaseIterable {
        case throwing, nonThrowing
    }

    /// How a paged load fetches the pages after the first (`pagination`).
    public struct Pagination: Sendable {
        /// The cursor's type.
        public var cursor: Located<String>
        /// The call that fetches the page after `cursor`.
        public var next: Located<String>
        /// The next cursor, read from a fetched `page`; nil when no page follows.
        public var cursorOf: Located<String>
        public var location: SourceLocation
        /// The type `call` and `next` return when a page is an envelope around its rows (the
        /// response with the cursor beside them); nil when a page is the rows themselves.
        public var page: Located<String>? = nil
        /// The rows of an envelope `page`, of the load's type; nil when a page is the rows.
        public var rows: Located<String>? = nil
    }

    /// What a load's failure shows (`failure`).
    public enum Failure: String, Sendable, CaseIterable {
        /// The phase's `failed` case (the error placeholder), or the reload notice.
        case show
        /// Nothing: the load has no phase, its value is an optional that a failure leaves nil.
        case ignore
    }

    /// Whether the load can fail, so its phase has a `failed` case: all but a `nonThrowing` stream,
    /// whose loop nothing can throw out of, and a load whose failure is ignored (it has no phase).
    public var canFail: Bool { stream?.value != .nonThrowing && !ignoresFailure }

    /// `failure: ignore`: the load is an optional value with no phase, nil until it loads and when it
    /// fails, and nothing shows its failure.
    public var ignoresFailure: Bool { failure?.value == .ignore }
}

extension ScreenSpec {
    /// Whether a load can fail, so the screen has an error state to preview: every load but a
    /// `nonThrowing` stream can.
    public var hasLoadThatCanFail: Bool { loads.contains(where: \.canFail) }

    /// The loads with a phase: all but those whose failure is ignored, which are optional values.
    public var phasedLoads: [Load] { loads.filter { !$0.ignoresFailure } }
}

extension SpecSchema {
    static let load = ObjectSchema(
        name: "load",
        summary: "An asynchronous load. Its result lands in a phase (`loading`, `empty`, `failed`, `loaded`) "
            + "named after it; it runs in `.task` (or `.task(id:)`), in the store when there is one.",
        keys: [
            KeySchema(
                "name", .identifier, required: true,
                "The phase property; the function is `load<Name>()` and the enum `<Name>Phase`.", example: "posts"),
            KeySchema("type", .type, required: true, "What the call returns.", example: "[Post]"),
            KeySchema(
                "call", .expression, required: true,
                "The `async throws` call, without `try await` (with `stream`, the `AsyncSequence` it "
                    + "follows). It is evaluated where the load runs: the view, or the store.",
                example: "client.posts(matching: searchText)"),
            KeySchema(
                "dependsOn", .list(.identifier), default: "`[]`",
                "State, input or store properties the call reads; the load re-runs when they change "
                    + "(`.task(id:)`), and its `loaded` and `empty` phases hold the values it loaded for "
                    + "(`.loaded(posts, for: searchText)`).", example: "[searchText]"),
            KeySchema(
                "refreshable", .bool, default: "`false`",
                "Whether pull to refresh re-runs the load. Several refreshable loads run concurrently "
                    + "(one `async let` each) and the refresh ends when all are done.",
                example: "true"),
            KeySchema(
                "empty", .object("placeholder"),
                "What an empty result shows. Gives the phase an `empty` case (the type must be a collection).",
                example: "{ title: No posts yet, systemImage: tray }"),
            KeySchema(
                "error", .object("placeholder"), default: "`Something Went Wrong`, `exclamationmark.triangle`",
                "What a failed load shows, above the error's description.",
                example: "{ title: Couldn't Load Posts }"),
            KeySchema(
                "placeholder", .object("loadingPlaceholder"),
                "What the load shows while it loads, in place of a spinner: rows that look like the content, "
                    + "redacted (`.redacted(reason: .placeholder)`), in the section that shows the load.",
                example: "{ row: \"PostRow(post: .placeholder)\", count: 6 }"),
            KeySchema.loadStream,
            KeySchema.loadPagination,
            KeySchema.suppress,
            KeySchema.loadEvery,
            KeySchema.loadFailure,
            KeySchema.loadSeeds,
        ])

    static let seed = ObjectSchema(
        name: "seed",
        summary: "One copy of a loaded value into a property the form edits (a load's `seeds`), modeled on "
            + "Metatext's edit profile screen, which loads the account and copies its fields into the ones it edits.",
        keys: [
            KeySchema(
                "into", .identifier, required: true,
                "The store property that receives the value (a view `state` in MV): what the form's fields bind.",
                example: "displayName"),
            KeySchema(
                "value", .expression, required: true,
                "What it receives, read from the loaded value by the load's name; of the property's type.",
                example: "account.displayName"),
        ])

    static let pagination = ObjectSchema(
        name: "pagination",
        summary: "How a load fetches the pages after the first: modeled on IceCubesApp's paged timelines, and with "
            + "`page` and `rows` on Impressia's, whose pages are envelopes with the cursor beside the rows.",
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
                "The next cursor, read from a page just fetched (`page`, of the load's type, or of the `page` "
                    + "type when pages are envelopes): an optional, nil when no page follows. It must read `page`.",
                example: "page.last?.id"),
            KeySchema(
                "page", .type,
                "What `call` and `next` return when a page is an envelope: the rows with the next cursor beside "
                    + "them (a Link header's `max_id`, a `next` URL), as many APIs answer. Needs `rows`; `cursorOf` "
                    + "then reads the envelope.", example: "NotificationsPage"),
            KeySchema(
                "rows", .expression,
                "With `page`: the rows of a fetched page, of the load's type, read from `page`. It must read `page`.",
                example: "page.notifications"),
        ])

    static let placeholder = ObjectSchema(
        name: "placeholder",
        summary: "A `ContentUnavailableView`.",
        keys: [
            KeySchema("title", .text, required: true, "The headline.", example: "No posts yet"),
            KeySchema("systemImage", .text, "An SF Symbol name.", example: "tray"),
            KeySchema("description", .text, "A sentence under the title.", example: "Posts you follow appear here."),
            KeySchema(
                "retry", .bool, default: "`false`",
                "For `error` only: a Retry button under the text that runs the load again, showing progress "
                    + "in place of the placeholder while it does (a load with Retry goes back to `loading` when it "
                    + "restarts after failing, by Retry, pull to refresh or a changed `dependsOn`).",
                example: "true"),
        ])

    static let loadingPlaceholder = ObjectSchema(
        name: "loadingPlaceholder",
        summary: "Rows shaped like the content, shown redacted while a load loads (as IceCubesApp's timelines show "
            + "`Status.placeholders()`): `ForEach(0..<count) { index in row }` with `.redacted(reason: .placeholder)` "
            + "and `.allowsHitTesting(false)`. A constant range keeps a stable identity: the rows never move. "
            + "VoiceOver reads one \"Loading\" element rather than each row's placeholder text: every row is one "
            + "element labelled \"Loading\", and all but the first are hidden.",
        keys: [
            KeySchema(
                "row", .expression, required: true,
                "The view of one placeholder row, built from a sample value (the element itself is not loaded yet).",
                example: "PostRow(post: .placeholder)"),
            KeySchema("count", .count, default: "`10`", "How many rows.", example: "6"),
        ])
}

extension KeySchema {
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

extension KeySchema {
    /// `every` of a load: it runs again while the screen is shown, as a status or a countdown does.
    static let loadEvery = KeySchema(
        "every", .duration,
        "The load runs again this long after each answer or failure, for as long as the screen is shown: its "
            + "`.task` awaits `poll<Name>()`, which loops `load<Name>()` then `Task.sleep(for:)` until SwiftUI "
            + "cancels the task as the screen goes away. Each run is a reload: no spinner over what is shown, a "
            + "failure keeps it (with the reload notice), the newest request wins. Shown again, it loads at once "
            + "rather than keeping what it loaded; a changed `dependsOn` restarts the loop. At least `1s`; not "
            + "with `stream` (a stream already follows its values) or `pagination` (a reload starts again from "
            + "page one, dropping the pages scrolled to).",
        example: "30s")

    /// `failure` of a load: whether its failure shows, or leaves an optional value nil.
    static let loadFailure = KeySchema(
        "failure", .oneOf(ScreenSpec.Load.Failure.allCases.map(\.rawValue)), default: "`show`",
        "`ignore`: nothing shows the load's failure, as `try?` would. The load has no phase: its value is an "
            + "optional member named after it (`relationship: Relationship?`), nil until it loads and after a "
            + "failure, which other sections' rows and conditions read (`if: relationship != nil`). No section "
            + "shows it with `load:` and it has no `error`, `empty` or `placeholder`; not with `stream` or "
            + "`pagination`.",
        example: "ignore")
}

extension KeySchema {
    /// `seeds` of a load: its first answer starts the values a form edits.
    static let loadSeeds = KeySchema(
        "seeds", .list(.object("seed")), default: "`[]`",
        "Copies the loaded value into store properties (view `state` in MV) once, on the load's first answer, as "
            + "an edit form starts from the account it loads: `self.displayName = account.displayName`. A reload "
            + "(pull to refresh, Retry after a failed reload, `every`, an action's reload) leaves them alone, so "
            + "nothing the user typed is lost. Until then the fields that bind a seeded property are disabled "
            + "(`.disabled(!store.isAccountSeeded)`). With `dependsOn`, each new input seeds again from its own "
            + "first answer, and the fields wait for it: the form edits what was loaded for the current input. With "
            + "`failure: ignore`, a first failure also ends the wait, leaving the initial values. Not with `stream` "
            + "or `pagination`.",
        example: "[{ into: displayName, value: account.displayName }]")
}

extension SpecDecoder {
    func decodeLoad(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.Load? {
        guard let m = r.mapping(node, "load", context: "a load") else { return nil }
        let name = r.identifier(m, "name")
        let type = r.snippet(m, "type", isType: true)
        let call = r.snippet(m, "call", isType: false)
        let dependsOn = r.list(m, "dependsOn") { r, n in r.identifier(n, key: "dependsOn", allowKeywords: true) }
        let refreshable = r.bool(m, "refreshable")
        let empty = m.node("empty").flatMap { decodePlaceholder($0, &r, context: "'empty'") }
        let error = m.node("error").flatMap { decodePlaceholder($0, &r, context: "'error'") }
        let stream = r.choice(m, "stream", ScreenSpec.Load.Stream.self)
        let placeholder = m.node("placeholder").flatMap { decodeLoadingPlaceholder($0, &r) }
        let pagination = m.node("pagination").flatMap { decodePagination($0, &r) }
        let every = m.node("every").flatMap {
            decodeDuration($0, key: "every", &r, range: 1000...Int.max, rangeText: "at least 1 second",
                notes: ["a refresh more often than every second is a stream: use 'stream' with an AsyncSequence"])
        }
        let failure = r.choice(m, "failure", ScreenSpec.Load.Failure.self)
        let seeds = r.list(m, "seeds") { r, n in decodeSeed(n, &r) }
        if stream != nil, let text = call, SwiftExpressionShape.topLevelClosure(in: text.value) {
            r.error(
                "'call' of a stream has a closure at its top level, which 'for await \(name?.value ?? "value") in …' "
                    + "would read as the loop's body", "invalid-expression", at: m.node("call")!,
                notes: ["wrap the call in parentheses: (\(text.value))"])
        }
        guard let name, let type, let call else {
            if let name { r.refused.loads.insert(name.value) }
            return nil
        }
        var load = ScreenSpec.Load(
            name: name, type: type, call: call, dependsOn: dependsOn, refreshable: refreshable ?? false, empty: empty,
            error: error, location: r.location(node), stream: stream)
        load.placeholder = placeholder
        load.pagination = pagination
        load.every = every
        load.failure = failure
        load.seeds = seeds
        return load
    }

    private func decodeSeed(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.Seed? {
        guard let m = r.mapping(node, "seed", context: "a seed") else { return nil }
        let into = r.identifier(m, "into")
        let value = r.snippet(m, "value", isType: false)
        guard let into, let value else { return nil }
        return .init(into: into, value: value, location: r.location(node))
    }

    private func decodeLoadingPlaceholder(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.LoadingPlaceholder? {
        guard let m = r.mapping(node, "loadingPlaceholder", context: "'placeholder'") else { return nil }
        let row = r.snippet(m, "row", isType: false)
        let count = r.count(m, "count")
        guard let row else { return nil }
        return .init(row: row, count: count, location: r.location(node))
    }

    private func decodePagination(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.Load.Pagination? {
        guard let m = r.mapping(node, "pagination", context: "'pagination'") else { return nil }
        let cursor = r.snippet(m, "cursor", isType: true)
        let next = r.snippet(m, "next", isType: false)
        let cursorOf = r.snippet(m, "cursorOf", isType: false)
        let page = r.snippet(m, "page", isType: true)
        let rows = r.snippet(m, "rows", isType: false)
        // An envelope is a type and the rows read from it: one without the other says nothing.
        for (key, other, note) in [
            ("page", "rows", "'rows' reads the rows from the page, e.g. rows: page.items"),
            ("rows", "page", "'page' is the type 'call' and 'next' return, e.g. page: TimelinePage"),
        ] where m.node(key) != nil && m.node(other) == nil {
            r.error(
                "'pagination' has '\(key)' but no '\(other)': a page that is an envelope needs both", "missing-key",
                at: m.node(key)!, notes: [note, "without either, a page is the rows themselves"])
        }
        guard let cursor, let next, let cursorOf else { return nil }
        var pagination = ScreenSpec.Load.Pagination(
            cursor: cursor, next: next, cursorOf: cursorOf, location: r.location(node))
        if let page, let rows {
            pagination.page = page
            pagination.rows = rows
        }
        return pagination
    }

    private func decodePlaceholder(_ node: YAMLNode, _ r: inout SpecReader, context: String)
        -> ScreenSpec.Placeholder?
    {
        guard let m = r.mapping(node, "placeholder", context: context) else { return nil }
        let title = r.text(m, "title")
        let image = r.text(m, "systemImage")
        let description = r.text(m, "description")
        let retryNode = m.node("retry")
        let retry = r.bool(m, "retry").map { Located($0, at: r.location(retryNode ?? node)) }
        if let retryNode, context != "'error'" {
            r.error(
                "'retry' is for a failed load's placeholder ('error'), not \(context)", "invalid-value", at: retryNode,
                notes: ["an empty result is not an error: a refreshable load re-runs with pull to refresh"])
        }
        guard let title else { return nil }
        var placeholder = ScreenSpec.Placeholder(
            title: title, systemImage: image, description: description, location: r.location(node))
        placeholder.retry = context == "'error'" ? retry : nil
        return placeholder
    }
}
