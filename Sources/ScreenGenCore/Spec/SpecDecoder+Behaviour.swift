extension SpecDecoder {
    func decodeStore(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.Store? {
        guard let m = r.mapping(node, "store", context: "'store'") else { return nil }
        let ownership = r.choice(m, "ownership", ScreenSpec.Store.Ownership.self)
        return .init(
            type: r.typeName(m, "type"),
            name: r.identifier(m, "name"),
            ownership: ownership ?? Located(.owned, at: r.location(node)),
            dependencies: r.list(m, "dependencies") { r, n in decodeDependency(n, &r) },
            properties: r.list(m, "properties") { r, n in decodeState(n, &r, context: "a store property") },
            location: r.location(node))
    }

    private func decodeDependency(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.Dependency? {
        guard let m = r.mapping(node, "dependency", context: "a store dependency") else { return nil }
        let name = r.identifier(m, "name")
        let type = r.snippet(m, "type", isType: true)
        let preview = m.node("preview").flatMap { decodePreviewValue($0, &r) }
        let source = r.choice(m, "source", ScreenSpec.Dependency.Source.self)
        let stored = m.node("stored").flatMap { storedNode in
            r.bool(m, "stored").map { Located($0, at: r.location(storedNode)) }
        }
        if let storedNode = m.node("stored"), stored != nil, source?.value == .environment {
            r.error(
                "'stored' is for a dependency the store's init takes; one from the environment is never stored",
                "invalid-value", at: storedNode,
                notes: ["the view passes it to each load and action that reads it; remove 'stored'"])
        }
        // An invalid `source` is its own error; which preview rule applies is then unknown.
        if source != nil || m.node("source") == nil {
            checkDependencyPreview(m, node, source: source?.value ?? .`init`, &r)
        }
        guard let name, let type else {
            if let name { r.refused.overridable.insert(name.value) }
            return nil
        }
        return .init(
            name: name, type: type, preview: preview, location: r.location(node), source: source, stored: stored)
    }

    func decodeLoad(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.Load? {
        guard let m = r.mapping(node, "load", context: "a load") else { return nil }
        let name = r.identifier(m, "name")
        let type = r.snippet(m, "type", isType: true)
        let call = r.snippet(m, "call", isType: false)
        let dependsOn = r.list(m, "dependsOn") { r, n in r.identifier(n, key: "dependsOn", allowKeywords: true) }
        let refreshable = r.bool(m, "refreshable")
        let empty = m.node("empty").flatMap { decodePlaceholder($0, &r, context: "'empty'") }
        let error = m.node("error").flatMap { decodePlaceholder($0, &r, context: "'error'") }
        let stream = r.choice(m, "stream", ScreenSpec.Load.Stream.self)
        let placeholder = m.node("placeholder").flatMap { decodeLoadingPlaceholder($0, &r) }
        let pagination = m.node("pagination").flatMap { decodePagination($0, &r) }
        if stream != nil, let text = call, SwiftExpressionShape.topLevelClosure(in: text.value) {
            r.error(
                "'call' of a stream has a closure at its top level, which 'for await \(name?.value ?? "value") in …' "
                    + "would read as the loop's body", "invalid-expression", at: m.node("call")!,
                notes: ["wrap the call in parentheses: (\(text.value))"])
        }
        guard let name, let type, let call else {
            if let name { r.refused.loads.insert(name.value) }
            return nil
        }
        var load = ScreenSpec.Load(
            name: name, type: type, call: call, dependsOn: dependsOn, refreshable: refreshable ?? false, empty: empty,
            error: error, location: r.location(node), stream: stream)
        load.placeholder = placeholder
        load.pagination = pagination
        return load
    }

    private func decodeLoadingPlaceholder(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.LoadingPlaceholder? {
        guard let m = r.mapping(node, "loadingPlaceholder", context: "'placeholder'") else { return nil }
        let row = r.snippet(m, "row", isType: false)
        let count = r.count(m, "count")
        guard let row else { return nil }
        return .init(row: row, count: count, location: r.location(node))
    }

    private func decodePagination(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.Load.Pagination? {
        guard let m = r.mapping(node, "pagination", context: "'pagination'") else { return nil }
        let cursor = r.snippet(m, "cursor", isType: true)
        let next = r.snippet(m, "next", isType: false)
        let cursorOf = r.snippet(m, "cursorOf", isType: false)
        guard let cursor, let next, let cursorOf else { return nil }
        return .init(cursor: cursor, next: next, cursorOf: cursorOf, location: r.location(node))
    }

    private func decodePlaceholder(_ node: YAMLNode, _ r: inout SpecReader, context: String)
        -> ScreenSpec.Placeholder?
    {
        guard let m = r.mapping(node, "placeholder", context: context) else { return nil }
        let title = r.text(m, "title")
        let image = r.text(m, "systemImage")
        let description = r.text(m, "description")
        let retryNode = m.node("retry")
        let retry = r.bool(m, "retry").map { Located($0, at: r.location(retryNode ?? node)) }
        if let retryNode, context != "'error'" {
            r.error(
                "'retry' is for a failed load's placeholder ('error'), not \(context)", "invalid-value", at: retryNode,
                notes: ["an empty result is not an error: a refreshable load re-runs with pull to refresh"])
        }
        guard let title else { return nil }
        var placeholder = ScreenSpec.Placeholder(
            title: title, systemImage: image, description: description, location: r.location(node))
        placeholder.retry = context == "'error'" ? retry : nil
        return placeholder
    }

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

    func decodeRoute(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.Route? {
        guard let m = r.mapping(node, "route", context: "a route") else { return nil }
        let caseName = r.identifier(m, "case")
        let value = r.snippet(m, "value", isType: true)
        let destination = r.snippet(m, "destination", isType: false)
        let path = r.text(m, "path")
        let sample = r.snippet(m, "sample", isType: false)
        guard let caseName, let destination else { return nil }
        var route = ScreenSpec.Route(
            caseName: caseName, value: value, destination: destination, path: path, location: r.location(node))
        route.sample = sample
        return route
    }

    func decodeSheet(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.Sheet? {
        guard let m = r.mapping(node, "sheet", context: "a sheet") else { return nil }
        let caseName = r.identifier(m, "case")
        let item = r.snippet(m, "item", isType: true)
        let destination = r.snippet(m, "destination", isType: false)
        let style = r.choice(m, "style", ScreenSpec.Sheet.Style.self)
        guard let caseName, let destination else { return nil }
        return .init(
            caseName: caseName, item: item, destination: destination,
            style: style ?? Located(.sheet, at: r.location(node)), location: r.location(node))
    }

    /// An alert or a confirmation dialog: the same keys, and `titleVisibility` for a dialog.
    func decodeAlert(_ node: YAMLNode, _ r: inout SpecReader, schema: String) -> ScreenSpec.Alert? {
        let context = schema == "alert" ? "an alert" : "a confirmation dialog"
        guard let m = r.mapping(node, schema, context: context) else { return nil }
        let caseName = r.identifier(m, "case")
        let item = r.snippet(m, "item", isType: true)
        let title = r.interpolatedText(m, "title")
        let message = r.interpolatedText(m, "message")
        let actions = r.list(m, "actions") { r, n in decodeAlertAction(n, &r) }
        let titleVisibility =
            schema == "confirmationDialog" ? r.choice(m, "titleVisibility", ScreenSpec.Alert.TitleVisibility.self) : nil
        guard let caseName, let title else { return nil }
        return .init(
            caseName: caseName, item: item, title: title, message: message, actions: actions,
            titleVisibility: titleVisibility, location: r.location(node))
    }

    private func decodeAlertAction(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.AlertAction? {
        guard let m = r.mapping(node, "alertAction", context: "an alert action") else { return nil }
        let label = r.interpolatedText(m, "label")
        let role = r.choice(m, "role", ScreenSpec.AlertAction.Role.self)
        let action = r.buttonAction(m, "action")
        guard let label, m.node("action") == nil || action != nil else { return nil }
        return .init(label: label, role: role, action: action ?? [], location: r.location(node))
    }

    func decodePreview(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.Preview? {
        guard let m = r.mapping(node, "preview", context: "a preview") else { return nil }
        let name = r.text(m, "name")
        let state = r.choice(m, "state", ScreenSpec.PreviewState.self)
        var with: [String: Located<String>] = [:]
        if let withNode = m.node("with") {
            if case .mapping(let pairs) = withNode.value {
                for pair in pairs {
                    guard r.identifier(pair.key, key: "with", allowKeywords: true) != nil else { continue }
                    with[pair.name] = r.snippet(pair.value, key: pair.name, isType: false)
                }
            } else {
                r.error("'with' must be a mapping, not \(withNode.kindDescription)", "wrong-type", at: withNode)
            }
        }
        guard let name, let state else { return nil }
        return .init(name: name, state: state, with: with, location: r.location(node))
    }
}
