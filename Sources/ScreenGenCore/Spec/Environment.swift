// The `environment` and `environmentValue` objects of a screen spec: their types, keys and decoding, in one place.

extension ScreenSpec {
    /// A value read from the SwiftUI environment, by type (`@Environment(T.self)`) or by key path.
    public struct EnvironmentDependency: Sendable {
        public var name: Located<String>
        public var type: Located<String>?
        public var key: Located<String>?
        public var preview: PreviewValue?
        public var location: SourceLocation
    }

    /// A custom environment value or action: `@Entry var theme: Theme = .default`.
    public struct EnvironmentValue: Sendable {
        public var name: Located<String>
        public var type: Located<String>
        public var defaultValue: Located<String>
        public var location: SourceLocation
    }
}

extension SpecSchema {
    static let environment = ObjectSchema(
        name: "environment",
        summary: "A value read from the environment: by type (`@Environment(FeedClient.self)`, an "
            + "`@Observable` class) or by key path (`@Environment(\\.dismiss)`). Exactly one of `type` and "
            + "`key`.",
        keys: [
            KeySchema("name", .identifier, required: true, "The property name in the view.", example: "client"),
            KeySchema(
                "type", .type, "The `@Observable` type read with `@Environment(Type.self)`.", example: "FeedClient"),
            KeySchema("key", .identifier, "The `EnvironmentValues` key path.", example: "dismiss"),
            KeySchema(
                "preview", .previewValue,
                "What previews install with `.environment(…)`: one expression, or one per preview state "
                    + "(`loaded`, `loading`, `empty`, `error`). Required for `type` dependencies.",
                example: "{ loaded: FeedClient.preview, empty: FeedClient.empty, error: FeedClient.failing }"),
            KeySchema.suppress,
        ])

    static let environmentValue = ObjectSchema(
        name: "environmentValue",
        summary: "A custom value on `EnvironmentValues`.",
        keys: [
            KeySchema(
                "name", .identifier, required: true, "The key path's name (`\\.feedTheme`).", example: "feedTheme"),
            KeySchema(
                "type", .type, required: true, "Its type; an action is a function type.",
                example: "@Sendable () async -> Void"),
            KeySchema(
                "default", .expression, required: true,
                "The value when nobody sets one. It is evaluated each time it is read (a computed "
                    + "`defaultValue`, as `@Entry` declares it), so a closure compiles in Swift 6.",
                example: ".standard"),
        ])
}

extension SpecDecoder {
    func decodeEnvironment(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.EnvironmentDependency? {
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

    func decodeEnvironmentValue(_ node: YAMLNode, _ r: inout SpecReader) -> ScreenSpec.EnvironmentValue? {
        guard let m = r.mapping(node, "environmentValue", context: "an environment value") else { return nil }
        let name = r.identifier(m, "name")
        let type = r.snippet(m, "type", isType: true)
        let defaultValue = r.snippet(m, "default", isType: false)
        guard let name, let type, let defaultValue else { return nil }
        return .init(name: name, type: type, defaultValue: defaultValue, location: r.location(node))
    }
}
