// The `section` object of a screen spec, with its `navigate`, `onTap` and grouping keys: its type, its keys and its
// decoding, in one place. Its fields are in `Field.swift`, its swipe actions and context menu in `RowActions.swift`.

extension ScreenSpec {
    public struct Section: Sendable {
        /// Where the section's rows come from: exactly one of `load`, `items` and `fields`.
        public enum Source: Sendable {
            /// A load's phase: a placeholder while it loads, is empty or failed, then the rows.
            case load(Located<String>)
            /// A collection the view already holds (`store.orders(with: .placed)`), one row per element.
            case items(Located<String>)
            /// Form controls, one row each.
            case fields([Field])
        }
        public var source: Source
        public var element: Located<String>?
        /// The view of an element (or a load's value); nil for a section of fields.
        public var row: Located<String>?
        public var title: Located<String>?
        public var footer: Located<String>?
        /// A view of the app's own as the header (`headerView`), in place of `title`'s text.
        public var headerView: Located<String>? = nil
        /// A view of the app's own under the section (`footerView`), in place of `footer`'s text.
        public var footerView: Located<String>? = nil
        public var location: SourceLocation
        /// The route a tap on a row pushes (`book(book.id)`): a case of the stack's route enum and its value.
        public var navigate: Located<String>? = nil
        /// The buttons a swipe on a row reveals, one group per edge.
        public var swipeActions: [SwipeActions] = []
        /// The buttons a long press on a row shows (`.contextMenu`).
        public var contextMenu: [RowButton] = []
        /// The action a swipe to delete (or edit mode's delete) runs with the deleted elements.
        public var onDelete: Located<String>? = nil
        /// What a tap on a row runs (`sheet = .edit(book)`), in order: statements and action names; the
        /// row is then a `Button`. Empty for rows that do not act on a tap.
        public var onTap: [Located<String>] = []
        /// Rows in titled sections by a key of each element (`status`, `customer.city`).
        @Indirect public var grouping: Grouping? = nil
        /// With `load`: the part of the loaded value the rows iterate (`movie.cast`).
        public var part: Located<String>? = nil
        /// The section's own modifiers, each a call that starts with `.`, in order.
        public var modifiers: [Located<String>] = []
        /// A `Bool` expression that shows the section only while it is true (`if:`).
        public var condition: Located<String>? = nil
        /// What tells the rows apart when the elements are not `Identifiable` (`id:`): a key path of the
        /// element (`\.creator.id`), which the `ForEach` iterates by.
        public var rowID: Located<String>? = nil
        /// With `items`: what of the collection the rows show, and in which order (`filter`, `sort`,
        /// `matching`), kept by the store.
        @Indirect public var shaping: Shaping? = nil
        /// With `items`: the in-place edits of the bound array (`edits`, `add`), which run no action.
        @Indirect public var rowEdits: RowEdits? = nil

        /// The load whose phase the section shows, if it shows one.
        public var load: Located<String>? {
            if case .load(let load) = source { load } else { nil }
        }

        /// With `load`: fixed rows over the loaded value (`fields` beside `load`), each reading the value
        /// by the load's name, shown in the loaded case in place of one `row`.
        public var loadedFields: [Field] = []

        /// The section's fields: its form controls, or its fixed rows over a load's value.
        public var fields: [Field] {
            if case .fields(let fields) = source { fields } else { loadedFields }
        }

        /// A loaded collection shown in one titled section per value of a key of its elements.
        public struct Grouping: Sendable {
            /// The element's property (or property path) whose value groups the rows.
            public var key: Located<BindingPath>
            /// The key's type: `Hashable` and `Comparable`, since the groups are sorted by it.
            public var type: Located<String>
            /// Each group's header; nil shows the key's value.
            public var title: Located<InterpolatedText>?
        }
    }
}

extension SpecSchema {
    static let section = ObjectSchema(
        name: "section",
        summary: "One part of the container: a load's phase, an in-memory collection, or form fields (exactly one "
            + "of `load`, `items` and `fields`, or `load` with the `items` of its value, or `load` with `fields`, fixed "
            + "rows over it).",
        keys: [
            KeySchema(
                "load", .identifier,
                "The load whose phase this section shows. The loaded rows (or the redacted `placeholder` rows while "
                    + "it loads) are in the container. When this is the container's only section, its spinner, empty "
                    + "and failed states cover the container as an `.overlay`, as the List in Apple's "
                    + "documentation of `ContentUnavailableView.search` shows its empty state, so the container keeps one identity in every phase; beside other "
                    + "sections they stay in the section, where an overlay would cover the other sections' rows.",
                example: "posts"),
            KeySchema(
                "items", .expression,
                "A collection the view already holds, shown without a phase (`ForEach`, elements `Identifiable`); "
                    + "needs `element`. Beside `load`, a part of the loaded value (`movie.cast`): consecutive "
                    + "sections of one load share its phase, each a part of the value once it has loaded.",
                example: "store.orders(with: .placed)"),
            KeySchema(
                "fields", .list(.object("field")),
                "Form controls, one row each, in order: the section of a settings or edit screen. Beside `load`, "
                    + "fixed rows over the loaded value, shown once it has loaded in place of one `row`: each reads the "
                    + "value by the load's name (`{ labeledContent: Version, value: info.version, if: "
                    + "\"!info.version.isEmpty\" }`), a detail screen's rows.",
                example: "[{ toggle: Show Replies, bind: draft.showsReplies }]"),
            KeySchema(
                "element", .identifier,
                "Iterate the loaded collection (`ForEach`, elements must be `Identifiable`) naming each element "
                    + "so; without it `row` shows the loaded value itself, named after the load.", example: "post"),
            KeySchema(
                "row", .expression, "The view for an element (or the value); required with `load` and `items`.",
                example: "PostRow(post: post)"),
            KeySchema("title", .text, "A section header.", example: "Posts"),
            KeySchema("footer", .text, "A sentence under the section.", example: "Shown to everyone who follows you."),
            KeySchema(
                "headerView", .expression,
                "A view of the app's own as the header, in place of `title` (`Section { … } header: { … }`): a "
                    + "header with an image or a button, at the size of one expression.",
                example: "\"Label(\\\"Pinned\\\", systemImage: \\\"pin\\\")\""),
            KeySchema(
                "footerView", .expression,
                "A view of the app's own under the section, in place of `footer`: a footer with a link or a "
                    + "formatted value.",
                example: "\"Link(\\\"Privacy Policy\\\", destination: policyURL)\""),
            KeySchema.rowNavigate,
            KeySchema.rowOnTap,
            KeySchema(
                "id", .expression,
                "What tells the rows apart when the elements are not `Identifiable`: a key path of the element "
                    + "to a stable, unique, `Hashable` value (`\\.creator.id`), written `ForEach(…, id:)`. Never "
                    + "`\\.self`, whose equal values collide. Not with swipe actions, a context menu or `onDelete`, "
                    + "which track the rows by their `Identifiable` ids.",
                example: "\\.creator.id"),
        ] + KeySchema.grouping + KeySchema.shaping + KeySchema.rowActions + KeySchema.rowEdits + [
            KeySchema.condition(of: "the section", example: "!store.draft.notes.isEmpty"),
            KeySchema.modifiers(
                of: "the `Section`",
                more: "A section with modifiers is always a `Section` (`.headerProminence(.increased)`, "
                    + "`.listSectionSpacing(.compact)`); not with `groupBy`, whose groups are sections of their own.",
                example: "[\".headerProminence(.increased)\"]"),
            KeySchema.suppress,
        ])
}

extension KeySchema {
    /// A section's `navigate`: rows that push a route of the screen's navigation stack.
    static let rowNavigate = KeySchema(
        "navigate", .expression,
        "A route each row pushes: a case of the stack's route enum, with its value when the case has one "
            + "(`book(book.id)`, `settings`). The row becomes the label of a `NavigationLink(value:)`; a "
            + "participant pushes its flow's routes. Only on a screen in a stack (`navigation` owner or "
            + "participant), with `load` or `items`.",
        example: "book(book.id)")

    /// A section's `onTap`: rows that run a button's action when tapped.
    static let rowOnTap = KeySchema(
        "onTap", .buttonAction,
        "What a tap on a row runs, as a toolbar button's `action`: a statement (`sheet = .edit(book)`), an "
            + "action's name with the element, or a list of them. The row becomes the label of a `Button` (in the "
            + "primary color in a list or form, plain in a stack). Not with `navigate`; with `load` or `items`.",
        example: "sheet = .edit(book)")
}

extension KeySchema {
    /// A section's grouping: a load's elements in one titled section per value of a key.
    static let grouping = [
        KeySchema(
            "groupBy", .expression,
            "Show the elements in one section per value of this property of each element (a property path: "
                + "`status`, `customer.city`). The groups are made where the rows change, not in `body`: where the "
                + "load sets its phase, or, for `items`, where the store shapes the collection (after `matching`, "
                + "`filter` and `sort`, so a group with no row shown has no section). Sorted by the key "
                + "(`groupType` is `Comparable`), each keeping the rows' order. With `element`; each group's rows "
                + "keep the swipe actions, context menu, `onDelete` (with the group's elements) and `navigate`.",
            example: "status"),
        KeySchema(
            "groupType", .type,
            "The type of the `groupBy` key, `Hashable` and `Comparable` (an enum without raw or associated values "
                + "declared `Comparable` sorts in case order); required with `groupBy`: the groups are a stored "
                + "property, `[(key: groupType, value: [Element])]`.",
            example: "OrderStatus"),
        KeySchema(
            "groupTitle", .interpolatedText, default: "the key's value",
            "Each group's header; `\\(…)` reads the key by the last name of `groupBy`.",
            example: "\\(status.title)"),
    ]
}

extension SpecDecoder {
    /// A content section: exactly one of `load`, `items` and `fields`; `row` with the first two.
    func decodeSection(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.Section? {
        guard let s = r.mapping(node, "section", context: "a content section") else { return nil }
        // With `load`, `items` names the part of the loaded value the rows iterate (`movie.cast`).
        let part = s.node("load") != nil && s.node("items") != nil && s.node("fields") == nil
        // With `load`, `fields` are fixed rows over the loaded value (a detail screen's rows).
        let fixedRows = s.node("load") != nil && s.node("fields") != nil && s.node("items") == nil
        let given = ["load", "items", "fields"].filter {
            s.node($0) != nil && !(part && $0 == "items") && !(fixedRows && $0 == "fields")
        }
        guard given.count == 1 else {
            r.error(
                given.isEmpty
                    ? "a section needs one of 'load', 'items' and 'fields'"
                    : "a section takes one of 'load', 'items' and 'fields', not \(given.map { "'\($0)'" }.joined(separator: " and "))",
                "section-source", at: node,
                notes: ["'load' shows a load's phase, 'items' a collection the view holds, 'fields' form controls"])
            return nil
        }
        let element = r.identifier(s, "element")
        let title = r.text(s, "title")
        let footer = r.text(s, "footer")
        let source: ScreenSpec.Section.Source
        var row: Located<String>?
        switch given[0] {
        case "fields":
            refuseRowKeys(s, in: "a section of fields", &r)
            let fields = r.list(s, "fields") { r, n in decodeField(n, &r) }
            source = .fields(fields)
        case "load" where fixedRows:
            refuseRowKeys(s, in: "a section of fixed rows over a load", &r)
            guard let load = r.identifier(s, "load") else { return nil }
            source = .load(load)
        default:
            row = r.snippet(s, "row", isType: false)
            if s.node("row") == nil {
                r.error("a section with '\(given[0])' needs 'row', the view of each element", "missing-key", at: node)
            }
            if given[0] == "items" {
                if s.node("element") == nil {
                    r.error(
                        "a section with 'items' needs 'element', the name of each element in 'row'", "missing-key",
                        at: node)
                }
                guard let items = r.snippet(s, "items", isType: false) else { return nil }
                source = .items(items)
            } else {
                guard let load = r.identifier(s, "load") else { return nil }
                source = .load(load)
            }
            guard row != nil, given[0] == "load" || element != nil else { return nil }
        }
        var section = ScreenSpec.Section(
            source: source, element: element, row: row, title: title, footer: footer, location: r.location(node),
            navigate: r.snippet(s, "navigate", isType: false))
        section.headerView = r.snippet(s, "headerView", isType: false)
        section.footerView = r.snippet(s, "footerView", isType: false)
        for (text, view) in [("title", "headerView"), ("footer", "footerView")] {
            guard s.node(text) != nil, let node = s.node(view) else { continue }
            r.error(
                "a section takes '\(text)' or '\(view)', not both", "field-key-not-applicable", at: node,
                notes: ["'\(text)' is text; '\(view)' a view of your own in its place"])
        }
        if s.node("groupBy") != nil, let node = s.node("headerView") {
            r.error(
                "'headerView' does not apply to a section with 'groupBy'", "field-key-not-applicable", at: node,
                notes: ["each group is a section of its own, headed by its 'groupTitle'"])
        }
        if fixedRows { section.loadedFields = r.list(s, "fields") { r, n in decodeField(n, &r) } }
        // A row of fields pushes nothing: its refusal above is the one error for it.
        if given[0] == "fields" || fixedRows { section.navigate = nil }
        if part { section.part = decodePart(s, node, load: section.load, element: element, &r) }
        section.grouping = decodeGrouping(s, node, section, &r)
        decodeRowActions(s, into: &section, &r)
        section.rowID = decodeRowID(s, section, &r)
        section.shaping = decodeShaping(s, node, section, &r)
        section.rowEdits = decodeRowEdits(s, node, section, &r)
        section.condition = r.snippet(s, "if", isType: false)
        section.modifiers = r.list(s, "modifiers") { r, n in decodeModifier(n, &r) }
        if section.grouping != nil, let node = s.node("modifiers") {
            r.error(
                "'modifiers' does not apply to a section with 'groupBy'", "field-key-not-applicable", at: node,
                notes: ["each group is a section of its own; give the rows their modifiers in 'row'"])
            section.modifiers = []
        }
        // A section of fields has had its error for 'onTap' above.
        if given[0] != "fields" && !fixedRows, let node = s.node("onTap") {
            section.onTap = r.buttonAction(s, "onTap") ?? []
            if section.navigate != nil {
                r.error(
                    "a row either pushes a route ('navigate') or runs 'onTap', not both", "row-tap-conflict",
                    at: node, notes: ["a tap on a row does one thing: keep 'navigate', or push from 'onTap'"])
                section.onTap = []
            }
        }
        return section
    }

    /// The keys of a section whose rows come from a collection, refused in one of fixed rows.
    private func refuseRowKeys(_ s: SpecReader.Mapping, in what: String, _ r: inout SpecReader) {
        for key in ["element", "row", "navigate", "onTap", "swipeActions", "contextMenu", "onDelete", "groupBy", "id"] {
            guard let node = s.node(key) else { continue }
            r.error("'\(key)' does not apply to \(what)", "field-key-not-applicable", at: node)
        }
    }

    /// `id`: a key path of the element that the rows are told apart by, for elements that are not
    /// `Identifiable`; refused beside the row actions that track rows by their ids.
    private func decodeRowID(_ s: SpecReader.Mapping, _ section: ScreenSpec.Section, _ r: inout SpecReader)
        -> Located<String>?
    {
        // A section of fields has already refused `id`.
        if case .fields = section.source { return nil }
        // Not a snippet: an expression may not start with a key path (a modifier after it would
        // extend the path), and this one is only ever an argument, `ForEach(…, id: \\.name)`.
        guard let node = s.node("id"), let scalar = r.scalar(node, expected: "a key path", key: "id") else {
            return nil
        }
        let written = scalar.value.trimmingWhitespace.canonicallyComposed
        let path = written.hasPrefix("\\.") ? BindingPath(parsing: String(written.dropFirst(2))) : nil
        guard let path else {
            r.error(
                "'id' is a key path of the element, written '\\.property', not '\(written)'", "invalid-key-path",
                at: node, notes: ["write the path to a stable, unique value of each element: \\.creator.id"])
            return nil
        }
        // Written again from its names, each escaped where it is a keyword (`\\.`default``).
        // `\\.self` stays as written: `non-identifiable-items` reports it.
        let names = [path.root] + path.properties
        let text = Located(
            names == ["self"] ? "\\.self" : "\\." + names.map(SwiftIdentifier.escaped).joined(separator: "."),
            at: scalar.location)
        if section.element == nil {
            r.error("'id' tells the elements of a collection apart: it needs 'element'", "missing-key", at: node)
            return nil
        }
        for key in ["swipeActions", "contextMenu", "onDelete"] where s.node(key) != nil {
            r.error(
                "'id' does not apply beside '\(key)', which tracks the rows by their Identifiable ids",
                "field-key-not-applicable", at: node,
                notes: ["make the element Identifiable (an extension with 'var id: …'), and leave 'id' out"])
            return nil
        }
        return text
    }

    /// `items` beside `load`: a collection inside the loaded value, read from it (`movie.cast`).
    private func decodePart(
        _ s: SpecReader.Mapping, _ node: YAMLNode, load: Located<String>?, element: Located<String>?,
        _ r: inout SpecReader
    ) -> Located<String>? {
        guard let items = r.snippet(s, "items", isType: false), let load else { return nil }
        if element == nil {
            r.error(
                "a section with 'items' needs 'element', the name of each element in 'row'", "missing-key", at: node)
        }
        guard SwiftSnippet.readNames(in: items.value).contains(load.value) else {
            r.error(
                "with 'load', 'items' is a part of the loaded value, but '\(items.value)' does not read '\(load.value)'",
                "section-source", at: s.node("items")!,
                notes: [
                    "read the collection from the loaded value ('\(load.value).…'), or drop 'load' for a collection the "
                        + "view holds"
                ])
            return nil
        }
        return items
    }

    /// `groupBy`, `groupType` and `groupTitle`: a load's elements in one titled section per key.
    private func decodeGrouping(
        _ s: SpecReader.Mapping, _ node: YAMLNode, _ section: ScreenSpec.Section, _ r: inout SpecReader
    ) -> ScreenSpec.Section.Grouping? {
        // A section of fields has already refused `groupBy`.
        if case .fields = section.source { return nil }
        guard let keyNode = s.node("groupBy") else {
            for key in ["groupType", "groupTitle"] where s.node(key) != nil {
                r.error("'\(key)' needs 'groupBy', the key that groups the rows", "missing-key", at: s.node(key)!)
            }
            return nil
        }
        let type = r.snippet(s, "groupType", isType: true)
        let title = r.interpolatedText(s, "groupTitle")
        guard let text = r.snippet(keyNode, key: "groupBy", isType: false) else { return nil }
        guard let path = BindingPath(parsing: text.value) else {
            r.error(
                "'groupBy' must be a property of the element, or a path of properties joined by '.', not '\(text.value)'",
                "invalid-key-path", at: keyNode,
                notes: ["write the property itself (status, customer.city); screengen writes the key path (\\.status)"])
            return nil
        }
        var usable = true
        // A load's elements, or an in-memory collection's, which its store groups as it shapes it.
        if section.element == nil || section.load != nil && section.part != nil {
            r.error(
                "'groupBy' groups the elements of a load or of 'items': it needs 'element', and not a part of a load",
                "missing-key", at: keyNode,
                notes: ["the groups are made where the rows change (the load, or the store's shaping), not in body"])
            usable = false
        }
        for key in ["title", "footer"] where s.node(key) != nil {
            r.error(
                "'\(key)' does not apply to a grouped section: each group is a section of its own",
                "field-key-not-applicable", at: s.node(key)!, notes: ["'groupTitle' titles each group"])
            usable = false
        }
        if s.node("groupType") == nil {
            r.error(
                "'groupBy' needs 'groupType', the key's type (Hashable and Comparable)", "missing-key", at: keyNode,
                notes: ["the groups are kept in a stored property, whose type Swift cannot infer"])
        }
        guard usable, let type else { return nil }
        return .init(key: Located(path, at: text.location), type: type, title: title)
    }
}
