// The `route` object of a screen spec: its type, its keys and its decoding, in one place. An app's
// routes are in `AppSpec.swift`.

extension ScreenSpec {
    public struct Route: Sendable {
        public var caseName: Located<String>
        public var value: Located<String>?
        public var destination: Located<String>
        /// The deep link, split into its segments as it was decoded.
        public var path: Located<DeepLinkPath>?
        /// The value the generated deep-link test round-trips.
        public var sample: Located<String>? = nil
        public var location: SourceLocation
    }
}

extension SpecSchema {
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
                    + "`init?(url:)` and `url`, and the owner (or the app's root view) handles `.onOpenURL`; a screen "
                    + "with `navigation: destinations` owns no stack to open it on, so its routes take none "
                    + "(`deep-link-without-owner`). The "
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
}

extension SpecDecoder {
    func decodeRoute(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.Route? {
        guard let m = r.mapping(node, "route", context: "a route") else { return nil }
        let caseName = r.identifier(m, "case")
        let value = r.snippet(m, "value", isType: true)
        let destination = r.snippet(m, "destination", isType: false)
        let path = r.text(m, "path")?.deepLinkPath
        let sample = r.snippet(m, "sample", isType: false)
        guard let caseName, let destination else { return nil }
        var route = ScreenSpec.Route(
            caseName: caseName, value: value, destination: destination, path: path, location: r.location(node))
        route.sample = sample
        return route
    }
}
