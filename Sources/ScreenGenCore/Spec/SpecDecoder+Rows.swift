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
