// The `content` object of a screen spec: its type, its keys and its decoding, in one place. Its
// sections are in `Section.swift`.

extension ScreenSpec {
    public struct Content: Sendable {
        /// What the screen's root is; `none` leaves the root to the user's `content` region.
        public enum Container: String, Sendable, CaseIterable { case list, form, scroll, lazyVStack, lazyHStack, none }
        public var container: Located<Container>
        public var sections: [Section]
        public var location: SourceLocation
        /// A list's selection, which edit mode fills: the value it binds (`selection`).
        public var selection: Located<BindingPath>? = nil
    }
}

extension SpecSchema {
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
}

extension SpecDecoder {
    func decodeContent(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.Content? {
        guard let m = r.mapping(node, "content", context: "'content'") else { return nil }
        let container = r.choice(m, "container", ScreenSpec.Content.Container.self)
        let sections = r.list(m, "sections") { r, n in decodeSection(n, &r) }
        if let container, container.value == .none, let node = m.node("sections"), !sections.isEmpty {
            r.error(
                "a screen with 'container: none' has no generated sections", "sections-without-container", at: node,
                notes: ["its root is the 'content' user region; choose a container to generate sections"])
        }
        let selection = decodeBinding(m, &r, key: "selection")
        if selection != nil, let selectionNode = m.node("selection"), (container?.value ?? .list) != .list {
            r.error(
                "'selection' belongs to a list, and this content is a '\(container?.value.rawValue ?? "")'",
                "selection-without-list", at: selectionNode,
                notes: ["a List selects rows in edit mode; use 'container: list', or leave the selection out"])
        }
        var content = ScreenSpec.Content(
            container: container ?? Located(.list, at: r.location(node)), sections: sections,
            location: r.location(node))
        content.selection = selection
        return content
    }
}
