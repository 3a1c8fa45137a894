// The `input` object of a screen spec: its type, its keys and its decoding, in one place.

extension ScreenSpec {
    public struct Input: Sendable {
        public enum Ownership: String, Sendable, CaseIterable { case `let`, binding, bindable }
        public var name: Located<String>
        public var type: Located<String>
        public var ownership: Located<Ownership>
        public var preview: Located<String>?
        public var location: SourceLocation
    }
}

extension SpecSchema {
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
}

extension SpecDecoder {
    func decodeInput(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.Input? {
        guard let m = r.mapping(node, "input", context: "an input") else { return nil }
        let name = r.identifier(m, "name")
        let type = r.snippet(m, "type", isType: true)
        let ownership = r.choice(m, "ownership", ScreenSpec.Input.Ownership.self)
        let preview = r.snippet(m, "preview", isType: false)
        guard let name, let type else {
            if let name {
                r.refused.readable.insert(name.value)
                r.refused.overridable.insert(name.value)
            }
            return nil
        }
        return .init(
            name: name, type: type, ownership: ownership ?? Located(.let, at: r.location(node)), preview: preview,
            location: r.location(node))
    }
}
