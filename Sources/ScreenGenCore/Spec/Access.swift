// The `access` key of a screen spec, an app spec and `screengen.yml`: its type, its key and its
// meaning, in one place (issue #40, point 1).

/// The access level of the declarations another module needs: a screen's view (its `init` and
/// `body`), its store's API, its route, sheet and tab enums, its router and environment values,
/// an app's root view and navigation. What the screen keeps to itself stays `private` at every level.
public enum AccessLevel: String, Sendable, CaseIterable {
    /// The default: one module, the generated files as they always were.
    case `internal`
    /// Shown from another module of the same package (`package`, Swift 5.9).
    case package
    /// Shown from any module: a screen in a SwiftPM package, shown by the app target.
    case `public`

    /// The keyword and its space, written before each declaration the level applies to; empty for
    /// `internal`, which Swift writes by saying nothing.
    public var keywordPrefix: String { self == .internal ? "" : rawValue + " " }
}

extension KeySchema {
    /// `access` of a screen spec and an app spec; `screengen.yml`'s is the default of both.
    static let access = KeySchema(
        "access", .oneOf(AccessLevel.allCases.map(\.rawValue)), default: "the configuration's `access`",
        "The access level of what another module needs (see the spec reference, Access): `public` or `package` for "
            + "a screen in a SwiftPM package shown from the app target. It applies to the view, its `init` and "
            + "`body`, the store's class, `init`, phases, properties and methods, the route, sheet and tab enums "
            + "with `url` and `init?(url:)`, the routers, an app's root view and navigation, and environment "
            + "values; private state stays private.",
        example: "public")
}
