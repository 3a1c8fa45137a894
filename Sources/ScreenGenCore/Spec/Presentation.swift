// The `sheet` and `presentation` objects of a screen spec (what it presents, and how it shows when presented): their
// types, keys and decoding, in one place.

extension ScreenSpec {
    public struct Sheet: Sendable {
        public enum Style: String, Sendable, CaseIterable { case sheet, fullScreenCover }
        public var caseName: Located<String>
        public var item: Located<String>?
        public var destination: Located<String>
        public var style: Located<Style>
        public var location: SourceLocation
    }

    /// The root of a screen that is presented rather than pushed.
    public struct Presentation: Sendable {
        /// The screen wraps its content in a `NavigationStack` of its own.
        public var stack: Located<Bool>?
        /// While true, a swipe does not dismiss it (`.interactiveDismissDisabled`).
        public var dismissDisabled: Located<String>?
        public var location: SourceLocation
    }
}

extension SpecSchema {
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

    static let presentation = ObjectSchema(
        name: "presentation",
        summary: "How a presented screen shows: it owns its stack and its actions, and calls `dismiss()` itself.",
        keys: [
            KeySchema(
                "stack", .bool, default: "`false`",
                "Wraps the content in a `NavigationStack` of its own, so the title and toolbar show when the "
                    + "screen is presented; previews then add none. A navigation owner has one already, so for it this "
                    + "changes nothing.",
                example: "true"),
            KeySchema(
                "dismissDisabled", .expression,
                "A `Bool` expression; while true, a swipe does not dismiss the screen "
                    + "(`.interactiveDismissDisabled`), so a draft is not lost: offer a Cancel that asks first. The names it "
                    + "reads must be ones the spec declares.",
                example: "hasChanges"),
        ])
}

extension SpecDecoder {
    func decodeSheet(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.Sheet? {
        guard let m = r.mapping(node, "sheet", context: "a sheet") else { return nil }
        let caseName = r.identifier(m, "case")
        let item = r.snippet(m, "item", isType: true)
        let destination = r.snippet(m, "destination", isType: false)
        let style = r.choice(m, "style", ScreenSpec.Sheet.Style.self)
        guard let caseName, let destination else { return nil }
        return .init(
            caseName: caseName, item: item, destination: destination,
            style: style ?? Located(.sheet, at: r.location(node)), location: r.location(node))
    }

    func decodePresentation(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.Presentation? {
        guard let m = r.mapping(node, "presentation", context: "'presentation'") else { return nil }
        let stack = m.node("stack").flatMap { stackNode in
            r.bool(m, "stack").map { Located($0, at: r.location(stackNode)) }
        }
        return .init(
            stack: stack, dismissDisabled: r.snippet(m, "dismissDisabled", isType: false), location: r.location(node))
    }
}
