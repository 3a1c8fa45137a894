extension SpecDecoder {
    /// A content section: exactly one of `load`, `items` and `fields`; `row` with the first two.
    func decodeSection(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.Section? {
        guard let s = r.mapping(node, "section", context: "a content section") else { return nil }
        let given = ["load", "items", "fields"].filter { s.node($0) != nil }
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
            for key in ["element", "row"] where s.node(key) != nil {
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
        return .init(
            source: source, element: element, row: row, title: title, footer: footer, location: r.location(node))
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
        let keys = kind.keys
        let label = r.interpolatedText(m, kind.rawValue)
        let others = m.schema.keys.map(\.name).filter { key in
            ScreenSpec.Field.Kind(rawValue: key) == nil && m.node(key) != nil
        }
        var refused = false
        for key in others where !keys.required.contains(key) && !keys.optional.contains(key) {
            let takes = (keys.required + keys.optional).map { "'\($0)'" }.joined(separator: ", ")
            r.error(
                "'\(key)' does not apply to a \(kind.rawValue)", "field-key-not-applicable", at: m.node(key)!,
                notes: [takes.isEmpty ? "a \(kind.rawValue) takes only its label" : "a \(kind.rawValue) takes \(takes)"]
            )
            refused = true
        }
        for key in keys.required where m.node(key) == nil {
            r.error("a \(kind.rawValue) needs '\(key)'", "missing-key", at: node)
            refused = true
        }
        if kind == .slider, m.node("step") != nil, m.node("range") == nil {
            r.error(
                "a slider's 'step' needs 'range'", "missing-key", at: m.node("step")!,
                notes: ["SwiftUI's stepped slider takes its bounds explicitly: add range: \"0...1\""])
            refused = true
        }
        func applies(_ key: String) -> Bool { keys.required.contains(key) || keys.optional.contains(key) }
        func expression(_ key: String) -> Located<String>? {
            applies(key) ? r.snippet(m, key, isType: false) : nil
        }
        let binding = applies("bind") ? decodeBinding(m, &r) : nil
        let field = ScreenSpec.Field(
            kind: kind, label: label ?? Located(InterpolatedText(segments: []), at: r.location(node)),
            binding: binding,
            prompt: applies("prompt") ? r.text(m, "prompt") : nil,
            axis: applies("axis") ? r.choice(m, "axis", ScreenSpec.Field.Axis.self) : nil,
            lineLimit: expression("lineLimit"), options: expression("options"),
            option: applies("option") ? r.identifier(m, "option") : nil, row: expression("row"),
            pickerStyle: applies("style") ? r.choice(m, "style", ScreenSpec.Field.PickerStyle.self) : nil,
            range: expression("range"), step: expression("step"),
            components: applies("components")
                ? r.list(m, "components") { r, n in r.choice(n, key: "components", ScreenSpec.Field.DateComponent.self)
                }
                : [],
            value: expression("value"), url: expression("url"),
            role: applies("role") ? r.choice(m, "role", ScreenSpec.AlertAction.Role.self) : nil,
            action: applies("action") ? r.snippet(m, "action", isType: false) : nil,
            location: r.location(node))
        let read = keys.required.allSatisfy { key in
            switch key {
            case "bind": field.binding != nil
            case "options": field.options != nil
            case "row": field.row != nil
            case "value": field.value != nil
            case "url": field.url != nil
            case "action": field.action != nil
            default: true
            }
        }
        guard label != nil, !refused, read else { return nil }
        return field
    }

    /// `bind`: names joined by `.`, checked against the screen's members later, once all are known.
    private func decodeBinding(_ m: SpecReader.Mapping, _ r: inout SpecReader) -> Located<BindingPath>? {
        guard let node = m.node("bind"), let text = r.snippet(node, key: "bind", isType: false) else { return nil }
        guard let path = BindingPath(parsing: text.value) else {
            r.error(
                "'bind' must be a member and its properties joined by '.', not '\(text.value)'", "invalid-binding",
                at: node, notes: ["write the value itself (draft.title); screengen writes the binding ($draft.title)"])
            return nil
        }
        return Located(path, at: text.location)
    }
}
