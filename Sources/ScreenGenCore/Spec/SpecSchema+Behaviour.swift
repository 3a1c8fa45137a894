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

    static let content = ObjectSchema(
        name: "content",
        summary: "The screen's one stable root: a container whose sections show load phases, in-memory "
            + "collections or form fields. Without `content` the screen is a `List` around a `content` user region.",
        keys: [
            KeySchema(
                "container", .oneOf(ScreenSpec.Content.Container.allCases.map(\.rawValue)), default: "`list`",
                "`list`: a `List`; `form`: a `Form`; `scroll`: a `VStack` in a `ScrollView` (every row built "
                    + "at once: for a short, fixed screen, so no section may iterate a collection); `lazyVStack` / `lazyHStack`: a lazy stack in a "
                    + "`ScrollView`; `none`: no generated root, the body is the `content` user region (one root "
                    + "view of your own: a `TabView`, an editor) with the screen's modifiers, in a `Group`. Every "
                    + "container but `none` has the user regions `content-top` and `content-bottom` before and "
                    + "after the generated sections.", example: "form"),
            KeySchema(
                "sections", .list(.object("section")), default: "`[]`",
                "What the container shows, in order; none with `container: none`.",
                example: "[{ load: posts, element: post, row: \"PostRow(post: post)\" }]"),
            KeySchema(
                "selection", .expression,
                "A list's selection: the value `List(selection:)` binds, written like a control's `bind` (a "
                    + "`Set` of the rows' ids for several, an optional id for one). Edit mode (`editButton`) selects "
                    + "rows into it; only with `container: list`.",
                example: "selection"),
        ])

    static let section = ObjectSchema(
        name: "section",
        summary: "One part of the container: a load's phase, an in-memory collection, or form fields (exactly one "
            + "of `load`, `items` and `fields`, or `load` with the `items` of its value).",
        keys: [
            KeySchema(
                "load", .identifier,
                "The load whose phase this section shows. The loaded rows (or the redacted `placeholder` rows while "
                    + "it loads) are in the container. When this is the container's only section, its spinner, empty "
                    + "and failed states cover the container as an `.overlay`, as the List in Apple's "
                    + "documentation of `ContentUnavailableView.search` shows its empty state, so the container keeps one identity in every phase; beside other "
                    + "sections they stay in the section, where an overlay would cover the other sections' rows.",
                example: "posts"),
            KeySchema(
                "items", .expression,
                "A collection the view already holds, shown without a phase (`ForEach`, elements `Identifiable`); "
                    + "needs `element`. Beside `load`, a part of the loaded value (`movie.cast`): consecutive "
                    + "sections of one load share its phase, each a part of the value once it has loaded.",
                example: "store.orders(with: .placed)"),
            KeySchema(
                "fields", .list(.object("field")),
                "Form controls, one row each, in order: the section of a settings or edit screen.",
                example: "[{ toggle: Show Replies, bind: draft.showsReplies }]"),
            KeySchema(
                "element", .identifier,
                "Iterate the loaded collection (`ForEach`, elements must be `Identifiable`) naming each element "
                    + "so; without it `row` shows the loaded value itself, named after the load.", example: "post"),
            KeySchema(
                "row", .expression, "The view for an element (or the value); required with `load` and `items`.",
                example: "PostRow(post: post)"),
            KeySchema("title", .text, "A section header.", example: "Posts"),
            KeySchema("footer", .text, "A sentence under the section.", example: "Shown to everyone who follows you."),
            KeySchema.rowNavigate,
            KeySchema.rowOnTap,
        ] + KeySchema.grouping + KeySchema.rowActions + [
            KeySchema.suppress
        ])

    static let route = ObjectSchema(
        name: "route",
        summary: "A navigation destination: a case of the screen's `Hashable` route enum.",
        keys: [
            KeySchema("case", .identifier, required: true, "The enum case.", example: "detail"),
            KeySchema(
                "value", .type, "The associated value's type, named `value` in `destination` (prefer IDs).",
                example: "Post.ID"),
            KeySchema(
                "destination", .expression, required: true, "The destination view.",
                example: "PostDetailView(postID: value)"),
            KeySchema(
                "path", .text,
                "A deep link: a URL path pattern whose segments are literal or `{value}`. The route enum gets "
                    + "`init?(url:)` and `url`, and the owner (or the app's root view) handles `.onOpenURL`. The "
                    + "value's type must be `LosslessStringConvertible` (`Int`, `String`, …). A value whose text is "
                    + "empty (`\"\"`) has no `url`: its empty segment would parse as no route, or as another one.",
                example: "/posts/{value}"),
            KeySchema(
                "sample", .expression,
                default: "`42` for an integer type, `\"sample\"` for `String`, `true` for `Bool`",
                "A value of the route's `value` type that the generated deep-link test round-trips through `url` "
                    + "and `init?(url:)` (with `tests` on in screengen.yml). A route of another type without one "
                    + "is left out of that test.", example: "Post.ID(42)"),
            KeySchema.suppress,
        ])

    static let sheet = ObjectSchema(
        name: "sheet",
        summary: "A presented screen: a case of the screen's `Identifiable` sheet enum.",
        keys: [
            KeySchema("case", .identifier, required: true, "The enum case.", example: "edit"),
            KeySchema(
                "item", .type,
                "The associated value's type (`Identifiable`: the case's id includes the item's), named `item` "
                    + "in `destination`.", example: "Post"),
            KeySchema(
                "destination", .expression, required: true, "The presented view.", example: "EditPostView(post: item)"),
            KeySchema(
                "style", .oneOf(ScreenSpec.Sheet.Style.allCases.map(\.rawValue)), default: "`sheet`",
                "`.sheet(item:)` or `.fullScreenCover(item:)`.", example: "fullScreenCover"),
            KeySchema.suppress,
        ])

    static let preview = ObjectSchema(
        name: "preview",
        summary: "One `#Preview`.",
        keys: [
            KeySchema("name", .text, required: true, "The preview's name.", example: "Loaded"),
            KeySchema(
                "state", .oneOf(ScreenSpec.PreviewState.allCases.map(\.rawValue)), required: true,
                "Which preview value of each dependency is installed.", example: "empty"),
            KeySchema(
                "with", .expressionMap, default: "`{}`",
                "Per-preview overrides, by dependency or input name.", example: "{ client: FeedClient.slow }"),
        ])

    static let suppression = ObjectSchema(
        name: "suppression",
        summary: "One silenced rule. At the top level it covers the screen; on an entry, that entry only.",
        keys: [
            KeySchema(
                "rule", .text, required: true, "The rule id (`screengen rules` lists them).", example: "task-id-missing"
            ),
            KeySchema(
                "reason", .text, required: true, "Why the rule does not apply here.",
                example: "The call reads no state."),
        ])
}
