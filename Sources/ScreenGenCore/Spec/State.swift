// The `state` object of a screen spec (a view's state, a store's property): its type, its keys
// and its decoding, in one place.

extension ScreenSpec {
    public struct StateProperty: Sendable {
        public var name: Located<String>
        public var type: Located<String>
        public var initial: Located<String>
        public var location: SourceLocation
    }
}

extension SpecSchema {
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
}

extension SpecDecoder {
    func decodeState(_ node: YAMLNode, _ r: inout SpecReader, context: String) -> ScreenSpec.StateProperty? {
        guard let m = r.mapping(node, "state", context: context) else { return nil }
        let name = r.identifier(m, "name")
        let type = r.snippet(m, "type", isType: true)
        let initial = r.snippet(m, "initial", isType: false)
        guard let name, let type, let initial else {
            if let name { r.refused.readable.insert(name.value) }
            return nil
        }
        return .init(name: name, type: type, initial: initial, location: r.location(node))
    }
}
