// A section's row actions (`swipeActions`, `contextMenu`, `onDelete`) and the `swipeActions` and `rowButton` objects:
// their types, keys and decoding, in one place.

extension ScreenSpec {
    /// A button of a row's swipe actions or context menu: a menu button (label, image, role, what it
    /// runs) with the tint a swipe button is filled with.
    public struct RowButton: Sendable {
        public var button: MenuButton
        /// A `ShapeStyle` expression (`.yellow`); nil leaves the system's (red for a destructive one).
        public var tint: Located<String>?
    }

    /// The buttons one edge of a row reveals when swiped.
    public struct SwipeActions: Sendable {
        public enum Edge: String, Sendable, CaseIterable { case leading, trailing }
        /// nil leaves SwiftUI's default, the trailing edge.
        public var edge: Located<Edge>?
        /// nil leaves SwiftUI's default: a full swipe runs the first button.
        public var allowsFullSwipe: Located<Bool>?
        public var buttons: [RowButton]
        public var location: SourceLocation
    }
}

extension ScreenSpec.Section {

    /// Every button of the section's rows, for the checks that read what buttons run.
    public var rowButtons: [ScreenSpec.MenuButton] {
        swipeActions.flatMap { $0.buttons.map(\.button) } + contextMenu.map(\.button)
    }
}

extension SpecSchema {
    static let swipeActions = ObjectSchema(
        name: "swipeActions",
        summary: "The buttons a swipe on one edge of a row reveals (`.swipeActions(edge:allowsFullSwipe:)`).",
        keys: [
            KeySchema(
                "edge", .oneOf(ScreenSpec.SwipeActions.Edge.allCases.map(\.rawValue)), default: "`trailing`",
                "The edge the swipe starts from; one group per edge.", example: "leading"),
            KeySchema(
                "allowsFullSwipe", .bool, default: "`true`",
                "A full swipe runs the first button, as Mail's delete does.", example: "false"),
            KeySchema(
                "buttons", .list(.object("rowButton")), required: true,
                "The buttons, from the edge inwards: the first is the one a full swipe runs.",
                example: "[{ label: Delete, systemImage: trash, role: destructive, action: delete(book) }]"),
        ])

    static let rowButton = ObjectSchema(
        name: "rowButton",
        summary: "A button of a row's swipe actions or context menu. It sees the row's element, and shows no "
            + "progress: the swipe closes, or the menu goes, once tapped (as an alert's buttons).",
        keys: [
            buttonLabel, buttonImage, buttonRole,
            KeySchema(
                "tint", .expression,
                "The swipe button's fill (`.tint`), a `ShapeStyle`; without it the system's (red when "
                    + "destructive, else gray).", example: ".yellow"),
            KeySchema(
                "action", .buttonAction, required: true,
                "What the button does: a statement, an action's name with the element (`delete(book)`), or a list "
                    + "of them run in order, as for a toolbar button. With `await` or an action it runs in a `Task`.",
                example: "delete(book)"),
            KeySchema.condition(of: "the button (it may read the row's element)", example: "!book.isFinished"),
            KeySchema.modifiers(
                of: "the button", more: "Written after the button and its `tint`, inside its `if`.",
                example: "[\".help(\\\"Marks the book as read\\\")\"]"),
        ])
}

extension KeySchema {
    /// A section's `swipeActions` and `contextMenu`: what a row offers besides a tap.
    static let rowActions = [
        KeySchema(
            "swipeActions", .list(.object("swipeActions")),
            "The buttons a swipe on a row reveals, one group per edge (`.swipeActions`). A list's rows only; "
                + "with `load` or `items`.",
            example: "[{ edge: leading, buttons: [{ label: Favorite, systemImage: star, tint: .yellow, "
                + "action: favorite(book) }] }]"),
        KeySchema(
            "contextMenu", .list(.object("rowButton")),
            "The buttons a long press on a row shows (`.contextMenu`), with `load` or `items`.",
            example: "[{ label: Share, systemImage: square.and.arrow.up, action: share(book) }]"),
        KeySchema(
            "onDelete", .identifier,
            "The action a swipe to delete (and edit mode's delete) runs: `.onDelete` on the rows' `ForEach`. The "
                + "action takes one parameter, the deleted elements (`[Book]`), mapped from the offsets; it runs in "
                + "a `Task`, and its `reloads` show the list without them. Needs `element`.",
            example: "remove"),
    ]
}

extension SpecDecoder {
    /// A section's row actions: its `swipeActions` groups and its `contextMenu` buttons.
    func decodeRowActions(_ s: SpecReader.Mapping, into section: inout ScreenSpec.Section, _ r: inout SpecReader) {
        var edges: Set<ScreenSpec.SwipeActions.Edge> = []
        section.swipeActions = r.list(s, "swipeActions") { r, n in
            guard let group = decodeSwipeActions(n, &r) else { return nil }
            let edge = group.edge?.value ?? .trailing
            guard edges.insert(edge).inserted else {
                r.error(
                    "a second 'swipeActions' group on the \(edge.rawValue) edge", "duplicate-name", at: n,
                    notes: ["put the buttons of one edge in one group"])
                return nil
            }
            return group
        }
        section.contextMenu = r.list(s, "contextMenu") { r, n in decodeRowButton(n, &r) }
        section.onDelete = r.identifier(s, "onDelete")
        if let node = s.node("onDelete"), section.element == nil {
            r.error(
                "'onDelete' needs 'element': it deletes rows of a collection", "missing-key", at: node,
                notes: ["a section without 'element' shows one value, which has no rows to delete"])
        }
        for button in section.contextMenu {
            guard let tint = button.tint else { continue }
            r.diagnostics.append(
                .error(
                    "'tint' fills a swipe action; a context menu draws its own buttons",
                    id: "field-key-not-applicable", at: tint.location))
        }
    }

    private func decodeSwipeActions(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.SwipeActions? {
        guard let m = r.mapping(node, "swipeActions", context: "a group of swipe actions") else { return nil }
        let edge = r.choice(m, "edge", ScreenSpec.SwipeActions.Edge.self)
        let fullSwipe = r.bool(m, "allowsFullSwipe")
        let buttons = r.list(m, "buttons") { r, n in decodeRowButton(n, &r) }
        guard !buttons.isEmpty else {
            if m.node("buttons") == nil {
                r.error("a group of swipe actions needs 'buttons'", "missing-key", at: node)
            }
            return nil
        }
        let fullSwipeNode = m.node("allowsFullSwipe")
        return .init(
            edge: edge,
            allowsFullSwipe: fullSwipe.flatMap { value in fullSwipeNode.map { Located(value, at: r.location($0)) } },
            buttons: buttons, location: r.location(node))
    }

    private func decodeRowButton(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.RowButton? {
        guard let m = r.mapping(node, "rowButton", context: "a row button") else { return nil }
        let tint = r.snippet(m, "tint", isType: false)
        guard let button = menuButton(m, node, &r, readsRoleWhile: false) else { return nil }
        return .init(button: button, tint: tint)
    }
}
