extension TemplateContext {
    /// One section of the container. A phase section keeps the keys `phaseSwitch` reads at the
    /// section's level (`receiver`, `name`, `bindsValue`, `element`, `row`, `empty`, `error`), so a
    /// team's `phaseSwitch` reads them as before; `collection` and `fields` are null for it.
    static func section(_ section: SectionModel, wrap: Bool, inList: Bool) -> JSONValue {
        var collection: JSONValue = .null
        var fields: JSONValue = .null
        switch section.rows {
        case .phase: break
        case .items(let items): collection = .string(items)
        case .fields(let models): fields = .array(models.map(field))
        }
        let phase = phaseKeys(section)
        var each: JSONValue = .null
        switch section.rows {
        case .phase(let load): each = .string(section.part ?? load.name)
        case .items(let items): each = .string(items)
        case .fields: break
        }
        let rows: [(String, JSONValue)] = [
            ("bindsValue", .bool(section.bindsValue)),
            ("element", section.element.map(JSONValue.string) ?? .null),
            ("each", each),
            ("rowID", section.rowID.map(JSONValue.string) ?? .null),
            ("part", section.part.map(JSONValue.string) ?? .null),
            ("grouping", grouping(section)),
            ("row", section.row.map(JSONValue.string) ?? .null),
            ("collection", collection),
            ("fields", fields),
            ("loadedFields", .array(section.loadedFields.map(field))),
            ("navigation", section.navigation.map(rowNavigation) ?? .null),
            ("onTap", section.onTap.map(button) ?? .null),
            ("hasOnTap", .bool(section.onTap != nil)),
            ("inList", .bool(inList)),
        ]
        let frame: [(String, JSONValue)] = [
            // Each group is a section of its own: the grouped rows are never wrapped in one more.
            ("wrap", .bool(wrap && section.grouping == nil)),
            ("sharesPhase", .bool(false)),
            ("isPart", .bool(false)),
            ("titleLiteral", section.title.map { JSONValue.string(SwiftLiteral.string($0)) } ?? .null),
            ("footerLiteral", section.footer.map { JSONValue.string(SwiftLiteral.string($0)) } ?? .null),
            ("headerView", section.headerView.map(JSONValue.string) ?? .null),
            ("footerView", section.footerView.map(JSONValue.string) ?? .null),
            ("hasHeader", .bool(section.title != nil || section.headerView != nil)),
            ("hasFooter", .bool(section.footer != nil || section.footerView != nil)),
            // A footer, or a header of the app's own, needs `Section`'s closure form.
            ("usesClosures", .bool(section.footer != nil || section.footerView != nil || section.headerView != nil)),
            ("condition", section.condition.map(JSONValue.string) ?? .null),
            ("modifiers", .array(section.modifiers.map(JSONValue.string))),
        ]
        return .object(frame + phase + rows + rowActions(section))
    }

    /// The keys of a section's load phase, which `phaseSwitch` and `phaseStates` read: all null (or
    /// false) for a section without a load.
    private static func phaseKeys(_ section: SectionModel) -> [(String, JSONValue)] {
        let load = section.load
        return [
            ("isPhase", .bool(load != nil)),
            ("receiver", load?.receiver.map(JSONValue.string) ?? .null),
            ("name", load.map { JSONValue.string($0.name) } ?? .null),
            ("empty", load?.empty.map(placeholder) ?? .null),
            ("error", load.map { $0.canFail ? placeholder($0.error) : .null } ?? .null),
            ("loadingRows", load?.loadingRows.map(loadingRows) ?? .null),
            ("showsProgress", .bool(load != nil && load?.loadingRows == nil)),
            ("statesInOverlay", .bool(section.statesInOverlay)),
            ("overlaidCases", load.map { section.statesInOverlay ? overlaidCases($0) : .null } ?? .null),
            ("pagination", load.map(pagination) ?? .null),
            ("readsSearchText", .bool(load?.readsSearchText ?? false)),
            ("input", load.map(input) ?? .null),
            // The empty phase binds the text it is for under the text's own name.
            ("emptyBindsText", load?.input?.searchText.map(JSONValue.string) ?? .null),
        ]
    }

    /// The sections of the container in the order shown: each section, or one phase shared by
    /// the consecutive sections of one load, whose loaded case shows each of them (`parts`).
    static func sections(_ content: ContentModel, inList: Bool) -> [JSONValue] {
        content.blocks.map { block in
            switch block {
            case .section(let model):
                return section(model, wrap: content.wrapsSections, inList: inList)
            case .phase(_, let parts):
                let shown = parts.map { part -> JSONValue in
                    guard case .object(var pairs) = section(part, wrap: content.wrapsSections, inList: inList) else {
                        return .null
                    }
                    for (index, pair) in pairs.enumerated() {
                        if pair.0 == "isPhase" { pairs[index].1 = .bool(false) }
                        if pair.0 == "isPart" { pairs[index].1 = .bool(true) }
                    }
                    return .object(pairs)
                }
                // The phase's keys are its first part's: every part shows the one load.
                return .object(
                    [("sharesPhase", .bool(true))] + phaseKeys(parts[0]) + [
                        ("bindsValue", .bool(parts.contains(where: \.bindsValue))),
                        ("parts", .array(shown)),
                    ])
            }
        }
    }

    /// A grouped section's groups: the member that holds them, what the key is called, and each
    /// group's header (`isVerbatim`: one value alone, shown with `Text(verbatim:)`).
    private static func grouping(_ section: SectionModel) -> JSONValue {
        guard let grouping = section.grouping, let title = section.groupTitle, let elements = section.groupElements
        else { return .null }
        return .object([
            ("property", .string(grouping.property)),
            ("elements", .string(elements)),
            // The rows of a group iterate its elements.
            ("each", .string(elements)),
            ("keyName", .string(grouping.keyName)),
            ("titleLiteral", .string(SwiftLiteral.interpolated(title))),
            ("isVerbatim", .bool(title.isOneValue)),
        ])
    }

    /// Redacted rows shaped like the content: `row` (the spec's view) and `count`.
    private static func loadingRows(_ rows: LoadingRowsModel) -> JSONValue {
        .object([("row", .string(rows.row)), ("count", .int(rows.count))])
    }

    /// The phase's cases the overlay shows, which the container shows nothing for: `loading` (unless
    /// redacted rows stand for it), `empty`, `failed`; each `caseName` and `isLast`.
    private static func overlaidCases(_ load: LoadModel) -> JSONValue {
        let names = [
            load.loadingRows == nil ? "loading" : nil, load.empty != nil ? "empty" : nil, load.canFail ? "failed" : nil,
        ].compactMap { $0 }
        return separated(names.map { [("caseName", JSONValue.string($0))] })
    }
}
