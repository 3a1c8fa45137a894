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
        /// Modifiers of the container itself (`.listStyle(.plain)`), each the user's call as written:
        /// what the vocabulary has no key for, without moving the container into a user region.
        public var modifiers: [Located<String>] = []
        /// The field focused as the screen appears: one of its fields' `focus` cases.
        public var initialFocus: Located<String>? = nil
        /// `true`: the scroll view goes back to the top when the app's tab showing the screen is
        /// tapped again at its root (`ScrollPosition`, iOS 18), as the flow's router asks.
        public var scrollToTopOnReselect: Located<Bool>? = nil

        /// The fields' `focus` cases in the form's order: the order Return moves through them.
        public var focusOrder: [Located<String>] { sections.flatMap(\.fields).compactMap(\.textInput.focus) }
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
            KeySchema.modifiers(
                of: "the container",
                more: "Written right after the container's closing brace, before the screen's own (the title, the "
                    + "toolbar, the tasks): a list's style, a form's hidden background.",
                example: "[\".listStyle(.plain)\", \".scrollContentBackground(.hidden)\"]"),
            KeySchema(
                "scrollToTopOnReselect", .bool, default: "`false`",
                "`true`: the content scrolls back to the top when the app's tab showing the screen is tapped "
                    + "again at its root (the app's tab has `scrollToTopOnReselect: true`), as IceCubesApp's "
                    + "timeline does: `@State private var scrollPosition = ScrollPosition(edge: .top)` on the "
                    + "`ScrollView` with `.scrollPosition($scrollPosition)`, scrolled when the flow's router "
                    + "counts a request. A participant of an app's flow (`navigation: participant`, `flow`), with a "
                    + "`scroll` or `lazyVStack` container (`ScrollPosition` drives a `ScrollView`, not a `List` "
                    + "or a `Form`); iOS 18 (an older target is `api-newer-than-target` here).",
                example: "true"),
            KeySchema(
                "initialFocus", .identifier,
                "The field focused as the screen appears, so the keyboard is up at once: the `focus` of one of the "
                    + "form's fields (`.onAppear { focusedField = .<initialFocus> }`).",
                example: "currentPassword"),
        ])
}

extension KeySchema {
    /// `modifiers` on a node of the spec (the container, a section, a control): the escape at the
    /// size of one line, with one wording and one reading everywhere (`SpecDecoder.decodeModifier`).
    static func modifiers(of node: String, more: String, example: String) -> KeySchema {
        KeySchema(
            "modifiers", .list(.expression), default: "`[]`",
            "Modifiers of \(node) itself, in order, each a call that starts with `.`. " + more
                + " For what the vocabulary has no key for, rather than the whole node moved into a user region. "
                + "Each is checked as every expression is (it must lex; the rules read it), and laid out like the "
                + "rest.",
            example: example)
    }

    /// `if` on a node of the spec: a condition in the screen's names, the same names `hidden` and
    /// `disabled` may read (`ActionCheck`).
    static func condition(of node: String, example: String) -> KeySchema {
        KeySchema(
            "if", .expression,
            "A `Bool` expression that shows \(node) only while it is true: it is wrapped in `if …`. It reads "
                + "what the screen declares (state, inputs, environment, the store and its properties), as "
                + "`hidden` and `disabled` do.",
            example: example)
    }
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
        content.modifiers = r.list(m, "modifiers") { r, n in decodeModifier(n, &r) }
        content.initialFocus = r.identifier(m, "initialFocus")
        if let node = m.node("scrollToTopOnReselect"), let scrolls = r.bool(m, "scrollToTopOnReselect") {
            let kind = container?.value ?? .list
            if scrolls, kind != .scroll, kind != .lazyVStack {
                r.error(
                    "'scrollToTopOnReselect' scrolls a vertical ScrollView, and this content is a '\(kind.rawValue)'",
                    "scroll-to-top", at: node,
                    notes: [
                        "ScrollPosition drives a ScrollView: use 'container: lazyVStack' (or 'scroll'), or leave "
                            + "the key out"
                    ])
            } else {
                content.scrollToTopOnReselect = Located(scrolls, at: r.location(node))
            }
        }
        return content
    }
}

extension SpecDecoder {
    /// One entry of a `modifiers` list: a Swift expression that starts with `.` and a name, as a
    /// modifier call does (`.listStyle(.plain)`), so that it can follow a view.
    func decodeModifier(_ node: YAMLNode, _ r: inout SpecReader) -> Located<String>? {
        guard let modifier = r.snippet(node, key: "modifiers", isType: false) else { return nil }
        let text = modifier.value
        guard text.hasPrefix("."), let first = text.dropFirst().first, first.isLetter || first == "_" else {
            r.error(
                "a modifier starts with '.' and its name, not '\(text)'", "invalid-expression", at: node,
                notes: ["write it as it follows a view: .listStyle(.plain)"])
            return nil
        }
        return modifier
    }
}
