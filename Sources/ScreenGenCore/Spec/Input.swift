// The `input` object of a screen spec: its type, its keys and its decoding, in one place.

extension ScreenSpec {
    public struct Input: Sendable {
        public enum Ownership: String, Sendable, CaseIterable { case `let`, binding, bindable }
        public var name: Located<String>
        public var type: Located<String>
        public var ownership: Located<Ownership>
        /// What previews pass; nil only for an input with a `default`, which previews leave out.
        public var preview: Located<String>?
        public var location: SourceLocation
        /// The value the view's `init` gives it when the caller leaves it out (`{ _ in }`, `nil`).
        public var defaultValue: Located<String>? = nil
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
                "preview", .expression, default: "required without `default`",
                "The value previews pass (a `binding` input gets `.constant(…)` around it). An input with a "
                    + "`default` and no `preview` is left out of previews, which then show the default.",
                example: "Author.sample"),
            KeySchema.parameterDefault,
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
        let defaultValue = r.snippet(m, "default", isType: false)
        if m.node("preview") == nil, m.node("default") == nil {
            r.error(
                "an input is missing the required key 'preview'", "missing-key", at: node,
                notes: ["or give it a 'default', which previews then show"])
        }
        if let defaultNode = m.node("default"), let ownership, ownership.value != .let {
            let lost =
                ownership.value == .binding
                ? "a default binding (.constant(…)) drops every write" : "a default object loses its edits with each view"
            r.error(
                "a \(ownership.value.rawValue) input takes no 'default'", "invalid-value", at: defaultNode,
                notes: ["\(lost); the parent passes it, or the view owns it as 'state'"])
        }
        guard let name, let type else {
            if let name {
                r.refused.readable.insert(name.value)
                r.refused.overridable.insert(name.value)
            }
            return nil
        }
        return .init(
            name: name, type: type, ownership: ownership ?? Located(.let, at: r.location(node)), preview: preview,
            location: r.location(node), defaultValue: defaultValue)
    }
}

extension KeySchema {
    /// `default` of an input or a store dependency: what the view's `init` gives the parameter.
    static let parameterDefault = KeySchema(
        "default", .expression,
        "The parameter's default value in the view's `init`, so callers may leave it out: `{ _ in }` for a "
            + "callback, `nil` for an optional. The view then declares an explicit `init` with the parameters "
            + "in the spec's order, each default on its own, and keeps the property a `let` (the memberwise "
            + "init gives a default only to a `var`). Not for a `binding` or `bindable` input: a default "
            + "binding drops every write, a default object loses its edits with each new view.",
        example: "\"{ _ in }\"")
}
