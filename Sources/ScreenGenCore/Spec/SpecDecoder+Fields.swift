extension SpecDecoder {
    /// A content section: exactly one of `load`, `items` and `fields`; `row` with the first two.
    func decodeSection(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.Section? {
        guard let s = r.mapping(node, "section", context: "a content section") else { return nil }
        // With `load`, `items` names the part of the loaded value the rows iterate (`movie.cast`).
        let part = s.node("load") != nil && s.node("items") != nil && s.node("fields") == nil
        let given = ["load", "items", "fields"].filter { s.node($0) != nil && !(part && $0 == "items") }
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
            for key in ["element", "row", "navigate", "onTap", "swipeActions", "contextMenu", "onDelete", "groupBy"]
            where s.node(key) != nil {
                r.error("'\(key)' does not apply to a section of fields", "field-key-not-applicable", at: s.node(key)!)
            }
            let fields = r.list(s, "fields") { r, n in decodeField(n, &r) }
            source = .fields(fields)
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
        if part { section.part = decodePart(s, node, load: section.load, element: element, &r) }
        section.grouping = decodeGrouping(s, node, section, &r)
        decodeRowActions(s, into: &section, &r)
        // A section of fields has had its error for 'onTap' above.
        if given[0] != "fields", let node = s.node("onTap") {
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
        if section.load == nil || s.node("items") != nil || section.element == nil {
            r.error(
                "'groupBy' groups the elements of a load: it needs 'load' and 'element', without 'items'",
                "missing-key", at: keyNode,
                notes: ["the groups are made when the load sets its phase, not in body"])
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

    /// A form control: exactly one kind key (its value the label), then the keys that kind takes.
    private func decodeField(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.Field? {
        guard let m = r.mapping(node, "field", context: "a form field") else { return nil }
        let kinds = ScreenSpec.Field.Kind.allCases.filter { m.node($0.rawValue) != nil }
        guard kinds.count == 1, let kind = kinds.first else {
            let names = ScreenSpec.Field.Kind.allCases.map(\.rawValue).joined(separator: ", ")
            r.error(
                kinds.isEmpty
                    ? "a field needs a kind key holding its label"
                    : "a field has one kind, not \(kinds.map { "'\($0.rawValue)'" }.joined(separator: " and "))",
                "field-kind", at: node, notes: ["the kinds: \(names)"])
            return nil
        }
        // A field with an error of its own is left out, so later checks see only whole fields.
        let errorsBefore = r.diagnostics.count
        let keys = kind.keys
        func applies(_ key: String) -> Bool { keys.required.contains(key) || keys.optional.contains(key) }
        let label = r.interpolatedText(m, kind.rawValue)
        for key in m.schema.keys.map(\.name) where ScreenSpec.Field.Kind(rawValue: key) == nil && !applies(key) {
            guard let misplaced = m.node(key) else { continue }
            let takes = (keys.required + keys.optional).map { "'\($0)'" }.joined(separator: ", ")
            r.error(
                "'\(key)' does not apply to a \(kind.rawValue)", "field-key-not-applicable", at: misplaced,
                notes: [takes.isEmpty ? "a \(kind.rawValue) takes only its label" : "a \(kind.rawValue) takes \(takes)"]
            )
        }
        for key in keys.required where m.node(key) == nil {
            r.error("a \(kind.rawValue) needs '\(key)'", "missing-key", at: node)
        }
        if kind == .slider, let step = m.node("step"), m.node("range") == nil {
            r.error(
                "a slider's 'step' needs 'range'", "missing-key", at: step,
                notes: ["SwiftUI's stepped slider takes its bounds explicitly: add range: \"0...1\""])
        }
        func expression(_ key: String) -> Located<String>? { applies(key) ? r.snippet(m, key, isType: false) : nil }
        let binding = applies("bind") ? decodeBinding(m, &r) : nil
        let prompt = applies("prompt") ? r.text(m, "prompt") : nil
        let axis = applies("axis") ? r.choice(m, "axis", ScreenSpec.Field.Axis.self) : nil
        let (lineLimit, options, row) = (expression("lineLimit"), expression("options"), expression("row"))
        let option = applies("option") ? r.identifier(m, "option") : nil
        let style = applies("style") ? r.choice(m, "style", ScreenSpec.Field.PickerStyle.self) : nil
        let (range, step, value, url) = (
            expression("range"), expression("step"), expression("value"), expression("url")
        )
        let components =
            applies("components")
            ? r.list(m, "components") { r, n in r.choice(n, key: "components", ScreenSpec.Field.DateComponent.self) }
            : []
        let role = applies("role") ? r.choice(m, "role", ScreenSpec.AlertAction.Role.self) : nil
        let action = applies("action") ? r.buttonAction(m, "action") : nil
        guard let label, r.diagnostics.count == errorsBefore else { return nil }
        return ScreenSpec.Field(
            kind: kind, label: label, binding: binding, prompt: prompt, axis: axis, lineLimit: lineLimit,
            options: options, option: option, row: row, pickerStyle: style, range: range, step: step,
            components: components, value: value, url: url, role: role, action: action ?? [], location: r.location(node))
    }

    /// `bind`: names joined by `.`, checked against the screen's members later, once all are known.
    func decodeBinding(_ m: SpecReader.Mapping, _ r: inout SpecReader, key: String = "bind") -> Located<BindingPath>? {
        guard let node = m.node(key), let text = r.snippet(node, key: key, isType: false) else { return nil }
        guard let path = BindingPath(parsing: text.value) else {
            r.error(
                "'\(key)' must be a member and its properties joined by '.', not '\(text.value)'", "invalid-binding",
                at: node, notes: ["write the value itself (draft.title); screengen writes the binding ($draft.title)"])
            return nil
        }
        return Located(path, at: text.location)
    }
}
