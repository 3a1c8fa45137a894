extension SpecReference {
    /// The prose on `access` (a screen's, an app's, and `screengen.yml`'s): what each level makes
    /// visible to another module, and what stays the screen's own.
    static let accessSection = """
        ## Access

        Generated code is `internal` by default: the screens live in the app's module. A team whose
        features live in SwiftPM packages (IceCubesApp's `Packages/Account`, `Packages/Timeline`) sets
        `access: public` in `screengen.yml` (see docs/config.md), or on one spec (`access:` at the root of
        a screen or an app spec, which wins over the configuration's), so that the app target can show
        the screens; `access: package` does the same for the modules of one package (SwiftPM passes the
        `-package-name` that `package` declarations need). Nothing else changes: at `internal` the files
        are byte for byte what they were.

        The level goes on every declaration another module needs, and on nothing else:

        - **The view**: the struct, its `init` and its `body`. The `init` is written out when the view
          has none already (the memberwise one is internal whatever the struct's level): it takes the
          inputs in the spec's order, or nothing (`public init() {}`). The view's state, environment
          reads, phases and helpers stay `private` or internal: they are the screen's own.
        - **The store** (`@MainActor @Observable final class`): the class, its `init` (written out
          without dependencies too), each load's phase enum with its members (`hasLoaded`, `loadedFor`,
          the next page's enum), the properties it does not keep private (the spec's `properties`, the
          phases, reload errors and in-flight flags, these still `private(set)`), the load, next-page
          and poll methods, the actions' methods and the row edits. Its dependencies, request counters
          and shaping methods stay `private`.
        - **Routes and presentations**: the route enum (its cases are as visible as the enum) with
          `init?(url:)` and `url`, the router with its `init`, `path`, `navigate(to:)`, `pop()` and
          `popToRoot()`, and the sheet, alert and confirmation dialog enums with a sheet's `id`.
        - **Environment values**: each `@Entry` property (its key stays the macro's, private); with
          `environmentKeys: manual`, the property, over a private key.
        - **An app** (`access` in an app spec): the root view with its `init` and `body`, the tab enum,
          the navigation (its `init`, `selectedTab`, `sheet`, routers, `router(for:)`, `select(_:)`,
          `open(_:)`), the app's route, router and sheet enum. The `@main` App struct, the tab stack view
          and the routes modifier stay internal: they belong to the app target.

        Generated tests still `@testable import` the module, so they read what stays internal too.
        What a public declaration names must be public as well: a model type in a view's `init`, a
        store's dependency or phase, a route's value (keep such types in a module of their own, as
        IceCubesApp's `Models`, and list it in `imports`). A screen left `internal` can be shown only
        from its own module: an app spec whose access is `public` or `package` may show it as a tab root
        or a route destination when both are generated into one module, which is all screengen checks
        today. `Tests/Golden/access-public-account-statuses` and `access-package-followed-tags` show a
        store screen and a model-view screen at each level.


        """
}
