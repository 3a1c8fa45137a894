extension SpecSchema {
    static let environment = ObjectSchema(
        name: "environment",
        summary: "A value read from the environment: by type (`@Environment(FeedClient.self)`, an "
            + "`@Observable` class) or by key path (`@Environment(\\.dismiss)`). Exactly one of `type` and "
            + "`key`.",
        keys: [
            KeySchema("name", .identifier, required: true, "The property name in the view.", example: "client"),
            KeySchema(
                "type", .type, "The `@Observable` type read with `@Environment(Type.self)`.", example: "FeedClient"),
            KeySchema("key", .identifier, "The `EnvironmentValues` key path.", example: "dismiss"),
            KeySchema(
                "preview", .previewValue,
                "What previews install with `.environment(…)`: one expression, or one per preview state "
                    + "(`loaded`, `loading`, `empty`, `error`). Required for `type` dependencies.",
                example: "{ loaded: FeedClient.preview, empty: FeedClient.empty, error: FeedClient.failing }"),
            KeySchema.suppress,
        ])

    static let environmentValue = ObjectSchema(
        name: "environmentValue",
        summary: "A custom value on `EnvironmentValues`.",
        keys: [
            KeySchema(
                "name", .identifier, required: true, "The key path's name (`\\.feedTheme`).", example: "feedTheme"),
            KeySchema(
                "type", .type, required: true, "Its type; an action is a function type.",
                example: "@Sendable () async -> Void"),
            KeySchema(
                "default", .expression, required: true,
                "The value when nobody sets one. It is evaluated each time it is read (a computed "
                    + "`defaultValue`, as `@Entry` declares it), so a closure compiles in Swift 6.",
                example: ".standard"),
        ])

    static let previewValues = ObjectSchema(
        name: "previewValues",
        summary: "A preview value per state; a state left out falls back to `loaded`.",
        keys: ScreenSpec.PreviewState.allCases.map { state in
            KeySchema(
                state.rawValue, .expression, "The value installed in `\(state.rawValue)` previews.",
                example: "FeedClient.\(state == .error ? "failing" : state.rawValue)")
        }
            + [
                KeySchema(
                    ScreenSpec.TestState.nextPage.rawValue, .expression,
                    "For the generated tests of a store's paged load, not for previews: a value whose first "
                        + "page has a page after it, and whose next page loads and is not empty. With it, a test "
                        + "checks that `loadMore<Name>()` appends the next page to the first.",
                    example: "FeedClient.twoPages"),
                KeySchema(
                    ScreenSpec.TestState.nextPageError.rawValue, .expression,
                    "For the generated tests of a store's paged load, not for previews: a value whose first "
                        + "page loads with a page after it, and whose next page fails. With it, a test checks "
                        + "that the failed page keeps the rows and leaves the next page `failed`.",
                    example: "FeedClient.failingNextPage"),
                KeySchema(
                    ScreenSpec.TestState.gated.rawValue, .expression,
                    "For the generated tests of a store, not for previews: a value that answers as the "
                        + "`loaded` one does, but whose every call first awaits `gate`, an `@Sendable () async "
                        + "throws -> Void` the test passes. With it, tests hold calls and answer them in the "
                        + "order they choose: the newest load wins, a failed reload keeps the value, an action "
                        + "runs for two rows at once, a failed delete puts the rows back.",
                    example: "FeedClient(gate: gate)"),
            ])

    static let input = ObjectSchema(
        name: "input",
        summary: "A value the parent passes in.",
        keys: [
            KeySchema("name", .identifier, required: true, "The property name.", example: "author"),
            KeySchema("type", .type, required: true, "Its type (without `Binding<…>`).", example: "Author"),
            KeySchema(
                "ownership", .oneOf(ScreenSpec.Input.Ownership.allCases.map(\.rawValue)), default: "`let`",
                "`let`: read-only (also for a received `@Observable` object); `binding`: `@Binding`, a "
                    + "two-way link to the parent's value; `bindable`: `@Bindable`, a received `@Observable` "
                    + "object the view edits through `$` bindings.", example: "binding"),
            KeySchema(
                "preview", .expression, required: true,
                "The value previews pass (a `binding` input gets `.constant(…)` around it).",
                example: "Author.sample"),
            KeySchema.suppress,
        ])

    static let state = ObjectSchema(
        name: "state",
        summary: "A value the view (or, under `store.properties`, the store) owns.",
        keys: [
            KeySchema("name", .identifier, required: true, "The property name.", example: "searchText"),
            KeySchema("type", .type, required: true, "Its type.", example: "String"),
            KeySchema(
                "initial", .expression, required: true,
                "Its initial value. In a store, one that reads a store dependency (`initial: account`) is assigned "
                    + "in the store's `init`, after the dependencies, so an edit screen's draft starts from what it "
                    + "edits. In a view, one that reads an input (`initial: currentNote`) is set in the view's `init` "
                    + "(`_note = State(initialValue: currentNote)`): the state starts from the input once and then "
                    + "is the view's own, so a later change of the input does not reach it — what an editor of a "
                    + "copy wants, and nothing else.",
                example: "\"\""),
            KeySchema.suppress,
        ])

    static let store = ObjectSchema(
        name: "store",
        summary: "The screen's `@MainActor @Observable final class`, generated in its own file that does not "
            + "import SwiftUI.",
        keys: [
            KeySchema(
                "type", .typeName, default: "`<screen>Store`, or `<screen>ViewModel` for `viewModel`",
                "The class name.", example: "FeedStore"),
            KeySchema(
                "name", .identifier, default: "`store`, or `viewModel`", "The view's property name.",
                example: "store"),
            KeySchema(
                "ownership", .oneOf(ScreenSpec.Store.Ownership.allCases.map(\.rawValue)), default: "`owned`",
                "`owned`: the view creates it (`@State private var`); `received`: the parent passes it "
                    + "(`let`); `bindable`: passed and edited through bindings (`@Bindable var`); "
                    + "`environment`: read with `@Environment(Type.self)`.", example: "owned"),
            KeySchema(
                "dependencies", .list(.object("dependency")), default: "`[]`",
                "What the store is initialised with; loads call them.", example: "[{ name: client, type: FeedClient }]"),
            KeySchema(
                "properties", .list(.object("state")), default: "`[]`",
                "Observable properties besides the load phases.",
                example: "[{ name: searchText, type: String, initial: '\"\"' }]"),
            KeySchema.suppress,
        ])

    static let dependency = ObjectSchema(
        name: "dependency",
        summary: "What the store is made with: an initialiser parameter, kept in a `private let` when a load or an "
            + "action reads it (or `stored: true`), or (`source: environment`) a value the view reads from its "
            + "environment and passes to the loads and actions that read it.",
        keys: [
            KeySchema("name", .identifier, required: true, "The parameter and property name.", example: "client"),
            KeySchema("type", .type, required: true, "Its type.", example: "any FeedClient"),
            KeySchema(
                "preview", .previewValue, default: "required for `init`",
                "What previews pass: one expression, or one per state. Not for `source: environment`: "
                    + "previews install the environment entry's value.", example: "PreviewFeedClient()"),
            KeySchema.dependencySource,
            KeySchema(
                "stored", .bool, default: "whether a load or an action reads it",
                "Keeps it in a `private let` of the store. Without the key, one that only the store's property "
                    + "initial values read (an edit screen's account, copied into a draft) is a parameter of "
                    + "`init` and nothing more, so the store holds no value it never reads; say `true` when "
                    + "your own store members read it. Not with `source: environment`.",
                example: "true"),
            KeySchema.suppress,
        ])
}
