extension SpecExpressions {
    /// The fragments of one content section: its items and row, or each field's label
    /// interpolations and code. A field's entry is the section: `suppress` sits on the section.
    static func all(in section: ScreenSpec.Section) -> [SpecExpression] {
        var out: [SpecExpression] = []
        let entry = section.location
        // The section's own escapes first, then what fills it.
        out += escapes(section.condition, section.modifiers, entry: entry, subject: "the section")
        if let view = section.headerView {
            out.append(.init(.headerView, view, entry: entry, lead: "the header view of ", subject: "the section"))
        }
        if let view = section.footerView {
            out.append(.init(.footerView, view, entry: entry, lead: "the footer view of ", subject: "the section"))
        }
        for button in section.rowButtons {
            let what = "row button '\(SwiftComment.line(button.label.value.plainText))'"
            out += escapes(button.condition, button.modifiers, entry: entry, subject: what)
        }
        switch section.source {
        case .load(let load):
            if let row = section.row {
                out.append(
                    .init(.row, row, entry: entry, lead: "the row of ", subject: "the section showing '\(load.value)'"))
            }
        case .items(let items):
            let what = "the section showing '\(items.value)'"
            out.append(.init(.items, items, entry: entry, lead: "the items of ", subject: what))
            if let row = section.row { out.append(.init(.row, row, entry: entry, lead: "the row of ", subject: what)) }
            // The shaping runs in the store, where a collection or a value it reads changes.
            if let filter = section.shaping?.filter {
                out.append(.init(.shapingFilter, filter, entry: entry, lead: "the filter of ", subject: what))
            }
            if let sort = section.shaping?.sort {
                out.append(.init(.shapingSort, sort, entry: entry, lead: "the sort of ", subject: what))
            }
            if let value = section.rowEdits?.add?.value {
                out.append(.init(.addValue, value, entry: entry, lead: "the new element of the add row of ", subject: what))
            }
        case .fields: break
        }
        if let id = section.rowID {
            out.append(.init(.rowID, id, entry: entry, lead: "the id of ", subject: "the section's rows"))
        }
        // A section's fields: its form controls, or its fixed rows over a load's value.
        do {
            for field in section.fields {
                let what =
                    field.view.map { "the view '\(SwiftComment.line($0.value))'" }
                    ?? "\(field.kind.rawValue) '\(SwiftComment.line(field.label.value.plainText))'"
                if let view = field.view {
                    out.append(.init(.fieldView, view, entry: entry, lead: "", subject: what))
                }
                for expression in field.label.expressions {
                    out.append(
                        .init(
                            .fieldText, expression, entry: entry, lead: "an interpolation in the label of ",
                            subject: what))
                }
                let code: [(SpecExpression.Role, Located<String>?)] =
                    [
                        (.fieldLineLimit, field.lineLimit), (.fieldOptions, field.options), (.fieldRow, field.row),
                        (.fieldRange, field.range), (.fieldStep, field.step), (.fieldValue, field.value),
                        (.fieldURL, field.url),
                    ] + (field.action + field.textInput.submit).map { (.fieldAction, $0) }
                    + [(.fieldDisabled, field.disabled)]
                for case (let role, let text?) in code {
                    out.append(.init(role, text, entry: entry, lead: "the \(role.key) of ", subject: what))
                }
                out += escapes(field.condition, field.modifiers, entry: entry, subject: what)
            }
        }
        return out
    }

    /// A node's `if` and `modifiers`.
    static func escapes(
        _ condition: Located<String>?, _ modifiers: [Located<String>], entry: SourceLocation, subject: String
    )
        -> [SpecExpression]
    {
        var out: [SpecExpression] = []
        if let condition {
            out.append(.init(.condition, condition, entry: entry, lead: "the condition of ", subject: subject))
        }
        for modifier in modifiers {
            out.append(.init(.modifier, modifier, entry: entry, lead: "a modifier of ", subject: subject))
        }
        return out
    }
}
