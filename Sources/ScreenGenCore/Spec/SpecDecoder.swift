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
        spec.onChange = reader.list(m, "onChange") { r, n in decodeOnChange(n, &r) }
        spec.presentation = m.node("presentation").flatMap { decodePresentation($0, &reader) }
        spec.typeName = reader.typeName(m, "typeName")
        spec.titleDisplayMode = reader.choice(m, "titleDisplayMode", ScreenSpec.TitleDisplayMode.self)
        spec.subtitle = reader.interpolatedText(m, "subtitle")
        spec.search = m.node("search").flatMap { decodeSearch($0, &reader) }
        spec.members = reader.list(m, "members") { r, n in decodeMember(n, &r) }
        spec.imports = reader.imports(m)
        spec.access = reader.choice(m, "access", AccessLevel.self)
        spec.suppressions = reader.suppressions
        spec.refused = reader.refused
        spec.readGeneratedNames = reader.readGeneratedNames
        return screen == nil ? nil : spec
    }
}
