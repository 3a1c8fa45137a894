extension TemplateContext {
    /// One section of the container. A phase section keeps the keys `phaseSwitch` reads at the
    /// section's level (`receiver`, `name`, `bindsValue`, `element`, `row`, `empty`, `error`), so a
    /// team's `phaseSwitch` reads them as before; `collection` and `fields` are null for it.
    static func section(_ section: SectionModel, wrap: Bool, inList: Bool) -> JSONValue {
        let load = section.load
        var collection: JSONValue = .null
        var fields: JSONValue = .null
        switch section.rows {
        case .phase: break
        case .items(let items): collection = .string(items)
        case .fields(let models): fields = .array(models.map(field))
        }
        let phase: [(String, JSONValue)] = [
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
        ]
        let rows: [(String, JSONValue)] = [
            ("bindsValue", .bool(section.bindsValue)),
            ("element", section.element.map(JSONValue.string) ?? .null),
            ("row", section.row.map(JSONValue.string) ?? .null),
            ("collection", collection),
            ("fields", fields),
            ("navigation", section.navigation.map(rowNavigation) ?? .null),
            ("onTap", section.onTap.map(button) ?? .null),
            ("hasOnTap", .bool(section.onTap != nil)),
            ("inList", .bool(inList)),
        ]
        let frame: [(String, JSONValue)] = [
            ("wrap", .bool(wrap)),
            ("titleLiteral", section.title.map { JSONValue.string(SwiftLiteral.string($0)) } ?? .null),
            ("footerLiteral", section.footer.map { JSONValue.string(SwiftLiteral.string($0)) } ?? .null),
        ]
        return .object(frame + phase + rows + rowActions(section))
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
