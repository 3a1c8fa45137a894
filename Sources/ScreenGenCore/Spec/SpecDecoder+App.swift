extension SpecDecoder {
    /// Whether a spec file's root is an app spec (`app:`) rather than a screen spec.
    public static func isApp(_ root: YAMLNode) -> Bool {
        guard case .mapping(let pairs) = root.value else { return false }
        return pairs.contains { $0.name == "app" } && !pairs.contains { $0.name == "screen" }
    }

    /// Decodes an app spec, collecting every located problem; nil when it has no usable name.
    public func decodeApp(_ root: YAMLNode, file: String, diagnostics: inout [Diagnostic]) -> AppSpec? {
        decodeApp(root, file: file, diagnostics: &diagnostics, keyLog: nil)
    }

    func decodeApp(_ root: YAMLNode, file: String, diagnostics: inout [Diagnostic], keyLog: SpecReader.KeyLog?)
        -> AppSpec?
    {
        var reader = SpecReader(file: file, keyLog: keyLog)
        defer { diagnostics.append(contentsOf: reader.diagnostics) }
        guard let m = reader.mapping(root, "app", context: "an app spec") else { return nil }
        let app = reader.typeName(m, "app")
        let summary = reader.commentText(m, "summary")?.value
        let platform = decodePlatform(m, &reader)
        let dependencies = reader.list(m, "dependencies") { r, n -> AppSpec.Dependency? in
            guard let d = r.mapping(n, "appDependency", context: "an app dependency") else { return nil }
            let name = r.identifier(d, "name")
            let type = r.snippet(d, "type", isType: true)
            let initial = r.snippet(d, "initial", isType: false)
            let preview = r.snippet(d, "preview", isType: false)
            guard let name, let type, let initial else { return nil }
            return .init(name: name, type: type, initial: initial, preview: preview, location: r.location(n))
        }
        let tabs = reader.list(m, "tabs") { r, n -> AppSpec.Tab? in
            guard let t = r.mapping(n, "tab", context: "a tab") else { return nil }
            let caseName = r.identifier(t, "case")
            let title = r.text(t, "title")
            let systemImage = r.text(t, "systemImage")
            let root = r.snippet(t, "root", isType: false)
            let presents = r.identifier(t, "presents")
            let badge = r.snippet(t, "badge", isType: false)
            let stack = t.node("stack").flatMap { node in r.bool(t, "stack").map { Located($0, at: r.location(node)) } }
            guard let caseName, let title, let systemImage else { return nil }
            if (t.node("root") == nil) == (t.node("presents") == nil) {
                r.error(
                    "tab '\(caseName.value)' needs exactly one of 'root' and 'presents'", "tab-kind", at: n,
                    notes: [
                        "'root' is the view at the bottom of the tab's stack; 'presents' names a sheet the tab opens"
                    ])
                return nil
            }
            if root == nil && presents == nil { return nil }
            if let stackNode = t.node("stack"), stack != nil, presents != nil {
                r.error(
                    "tab '\(caseName.value)' presents a sheet: 'stack' is for a tab with a 'root'", "tab-kind",
                    at: stackNode, notes: ["leave 'stack' out"])
            }
            return .init(
                caseName: caseName, title: title, systemImage: systemImage, root: root, presents: presents,
                badge: badge, stack: stack, location: r.location(n))
        }
        if let node = m.node("tabs"), case .sequence(let items) = node.value, items.isEmpty {
            reader.error("an app needs at least one tab", "missing-key", at: node)
        }
        let sheets = reader.list(m, "sheets") { r, n -> AppSpec.Sheet? in
            guard let s = r.mapping(n, "appSheet", context: "an app sheet") else { return nil }
            let caseName = r.identifier(s, "case")
            let destination = r.snippet(s, "destination", isType: false)
            guard let caseName, let destination else { return nil }
            return .init(caseName: caseName, destination: destination, location: r.location(n))
        }
        let routes = reader.list(m, "routes") { r, n -> AppSpec.Route? in
            guard let route = r.mapping(n, "appRoute", context: "an app route") else { return nil }
            let caseName = r.identifier(route, "case")
            let value = r.snippet(route, "value", isType: true)
            let destination = r.snippet(route, "destination", isType: false)
            let path = r.text(route, "path")
            let tab = r.identifier(route, "tab")
            let sample = r.snippet(route, "sample", isType: false)
            guard let caseName, let destination else { return nil }
            var screenRoute = ScreenSpec.Route(
                caseName: caseName, value: value, destination: destination, path: path, location: r.location(n))
            screenRoute.sample = sample
            return .init(route: screenRoute, tab: tab)
        }
        let main = reader.bool(m, "main") ?? false
        guard let app else { return nil }
        return AppSpec(
            file: file, app: app, summary: summary,
            platform: platform ?? ScreenSpec.Platform(iOS: Located(defaultTarget, at: reader.location(root))),
            dependencies: dependencies, tabs: tabs, sheets: sheets, routes: routes, main: main,
            location: reader.location(root))
    }
}
