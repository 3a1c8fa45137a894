/// Decodes a YAML tree into a `ScreenSpec`, collecting every located problem on the way.
///
/// It returns a spec even when some entries were refused (those entries are left out), so that the
/// later checks can still report what they find; callers stop before emitting when any error exists.
public struct SpecDecoder: Sendable {
    /// The target of a spec without `platform` (the configuration's `platform`).
    public var defaultTarget: OSVersion

    public init(defaultTarget: OSVersion = OSVersion(17, 0)) {
        self.defaultTarget = defaultTarget
    }

    public func decode(_ root: YAMLNode, file: String, diagnostics: inout [Diagnostic]) -> ScreenSpec? {
        decode(root, file: file, diagnostics: &diagnostics, keyLog: nil)
    }

    func decode(_ root: YAMLNode, file: String, diagnostics: inout [Diagnostic], keyLog: SpecReader.KeyLog?)
        -> ScreenSpec?
    {
        var reader = SpecReader(file: file, keyLog: keyLog)
        defer { diagnostics.append(contentsOf: reader.diagnostics) }
        guard let m = reader.mapping(root, "screen", context: "a screen spec") else { return nil }
        // A missing or invalid name still lets the rest be decoded, so its errors are reported too.
        let screen = reader.typeName(m, "screen")
        let defaultIOS = Located(defaultTarget, at: reader.location(root))
        var spec = ScreenSpec(
            file: file,
            screen: screen ?? Located("", at: reader.location(root)),
            summary: reader.commentText(m, "summary")?.value,
            title: reader.interpolatedText(m, "title"),
            platform: decodePlatform(m, &reader) ?? ScreenSpec.Platform(iOS: defaultIOS),
            architecture: decodeArchitecture(m, &reader),
            navigation: reader.choice(m, "navigation", ScreenSpec.NavigationRole.self),
            flow: reader.typeName(m, "flow"),
            environment: reader.list(m, "environment") { r, n in decodeEnvironment(n, &r) },
            environmentValues: reader.list(m, "environmentValues") { r, n in decodeEnvironmentValue(n, &r) },
            inputs: reader.list(m, "inputs") { r, n in decodeInput(n, &r) },
            state: reader.list(m, "state") { r, n in decodeState(n, &r, context: "a state entry") },
            store: m.node("store").flatMap { decodeStore($0, &reader) },
            loads: reader.list(m, "loads") { r, n in decodeLoad(n, &r) },
            content: m.node("content").flatMap { decodeContent($0, &reader) },
            routes: reader.list(m, "routes") { r, n in decodeRoute(n, &r) },
            sheets: reader.list(m, "sheets") { r, n in decodeSheet(n, &r) },
            alerts: reader.list(m, "alerts") { r, n in decodeAlert(n, &r, schema: "alert") },
            confirmationDialogs: reader.list(m, "confirmationDialogs") { r, n in
                decodeAlert(n, &r, schema: "confirmationDialog")
            },
            toolbar: reader.list(m, "toolbar") { r, n in decodeToolbarItem(n, &r) },
            previews: m.node("previews") == nil ? nil : reader.list(m, "previews") { r, n in decodePreview(n, &r) },
            location: reader.location(root))
        spec.actions = reader.list(m, "actions") { r, n in decodeAction(n, &r) }
        spec.busy = m.node("busy").flatMap { decodeBusy($0, &reader) }
        spec.presentation = m.node("presentation").flatMap { decodePresentation($0, &reader) }
        spec.titleDisplayMode = reader.choice(m, "titleDisplayMode", ScreenSpec.TitleDisplayMode.self)
        spec.search = m.node("search").flatMap { decodeSearch($0, &reader) }
        spec.suppressions = reader.suppressions
        spec.refused = reader.refused
        spec.readGeneratedNames = reader.readGeneratedNames
        return screen == nil ? nil : spec
    }

    func decodePlatform(_ parent: SpecReader.Mapping, _ r: inout SpecReader) -> ScreenSpec.Platform? {
        guard let node = parent.node("platform"), let m = r.mapping(node, "platform", context: "'platform'"),
            let versionNode = m.node("iOS"), let text = r.scalar(versionNode, expected: "a version", key: "iOS")
        else { return nil }
        guard let version = OSVersion(parsing: text.value) else {
            r.error("'\(text.value)' is not an iOS version; write it like \"17.0\"", "invalid-value", at: versionNode)
            return nil
        }
        return ScreenSpec.Platform(iOS: Located(version, at: text.location))
    }

    private func decodeArchitecture(_ parent: SpecReader.Mapping, _ r: inout SpecReader) -> ScreenSpec.Architecture {
        let fallback = ScreenSpec.Architecture(style: Located(.mv, at: r.location(parent.node)), reason: nil)
        guard let node = parent.node("architecture") else { return fallback }
        if case .scalar = node.value {
            guard let style = r.choice(node, key: "architecture", ScreenSpec.Architecture.Style.self) else {
                return fallback
            }
            return ScreenSpec.Architecture(style: style, reason: nil)
        }
        guard let m = r.mapping(node, "architecture", context: "'architecture'"),
            let style = r.choice(m, "style", ScreenSpec.Architecture.Style.self)
        else { return fallback }
        return ScreenSpec.Architecture(style: style, reason: r.text(m, "reason")?.value)
    }

    private func decodeEnvironment(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.EnvironmentDependency? {
        guard let m = r.mapping(node, "environment", context: "an environment entry") else { return nil }
        let name = r.identifier(m, "name")
        let type = r.snippet(m, "type", isType: true)
        let key = r.identifier(m, "key")
        let preview = m.node("preview").flatMap { decodePreviewValue($0, &r) }
        guard let name else { return nil }
        r.refused.overridable.insert(name.value)
        if (m.node("type") == nil) == (m.node("key") == nil) {
            r.error(
                "environment entry '\(name.value)' needs exactly one of 'type' and 'key'", "environment-kind", at: node,
                notes: [
                    "'type' reads an @Observable object (@Environment(T.self)); 'key' reads a key path (\\.dismiss)"
                ])
            return nil
        }
        // A bad type, key or preview has its own error; the entry is refused so that it is not
        // also reported as having no preview.
        if type == nil && key == nil || m.node("preview") != nil && preview == nil { return nil }
        r.refused.overridable.remove(name.value)
        return .init(name: name, type: type, key: key, preview: preview, location: r.location(node))
    }

    private func decodeEnvironmentValue(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.EnvironmentValue? {
        guard let m = r.mapping(node, "environmentValue", context: "an environment value") else { return nil }
        let name = r.identifier(m, "name")
        let type = r.snippet(m, "type", isType: true)
        let defaultValue = r.snippet(m, "default", isType: false)
        guard let name, let type, let defaultValue else { return nil }
        return .init(name: name, type: type, defaultValue: defaultValue, location: r.location(node))
    }

    func decodePreviewValue(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.PreviewValue? {
        if case .scalar = node.value {
            guard let single = r.snippet(node, key: "preview", isType: false) else { return nil }
            return .init(byState: [:], single: single, location: r.location(node))
        }
        guard let m = r.mapping(node, "previewValues", context: "'preview'") else { return nil }
        // Made at its full size: grown by insertion, it was reallocated as it grew (a
        // three-hundredth of a `validate`). Test values are rare, and an empty dictionary
        // allocates nothing.
        var byState: [ScreenSpec.PreviewState: Located<String>] = [:]
        byState.reserveCapacity(ScreenSpec.PreviewState.allCases.count)
        for state in ScreenSpec.PreviewState.allCases {
            byState[state] = r.snippet(m, state.rawValue, isType: false)
        }
        var byTestState: [ScreenSpec.TestState: Located<String>] = [:]
        for state in ScreenSpec.TestState.allCases {
            byTestState[state] = r.snippet(m, state.rawValue, isType: false)
        }
        guard byState[.loaded] != nil else {
            if m.knownKeyCount == byState.count + byTestState.count {
                r.error(
                    "'preview' per state needs a 'loaded' value, the fallback of the others", "missing-key", at: node)
            }
            return nil
        }
        return .init(byState: byState, single: nil, location: r.location(node), byTestState: byTestState)
    }

    private func decodeInput(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.Input? {
        guard let m = r.mapping(node, "input", context: "an input") else { return nil }
        let name = r.identifier(m, "name")
        let type = r.snippet(m, "type", isType: true)
        let ownership = r.choice(m, "ownership", ScreenSpec.Input.Ownership.self)
        let preview = r.snippet(m, "preview", isType: false)
        guard let name, let type else {
            if let name {
                r.refused.readable.insert(name.value)
                r.refused.overridable.insert(name.value)
            }
            return nil
        }
        return .init(
            name: name, type: type, ownership: ownership ?? Located(.let, at: r.location(node)), preview: preview,
            location: r.location(node))
    }

    func decodeState(_ node: YAMLNode, _ r: inout SpecReader, context: String) -> ScreenSpec.StateProperty? {
        guard let m = r.mapping(node, "state", context: context) else { return nil }
        let name = r.identifier(m, "name")
        let type = r.snippet(m, "type", isType: true)
        let initial = r.snippet(m, "initial", isType: false)
        guard let name, let type, let initial else {
            if let name { r.refused.readable.insert(name.value) }
            return nil
        }
        return .init(name: name, type: type, initial: initial, location: r.location(node))
    }
}
