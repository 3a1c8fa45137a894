// The `store` and `dependency` objects of a screen spec: their types, keys and decoding, in one place.

extension ScreenSpec {
    public struct Store: Sendable {
        public enum Ownership: String, Sendable, CaseIterable { case owned, received, bindable, environment }
        public var type: Located<String>?
        public var name: Located<String>?
        public var ownership: Located<Ownership>
        public var dependencies: [Dependency]
        public var properties: [StateProperty]
        public var location: SourceLocation
    }

    /// Something the store is initialised with (a client, a repository).
    public struct Dependency: Sendable {
        public var name: Located<String>
        public var type: Located<String>
        public var preview: PreviewValue?
        public var location: SourceLocation
        /// Where the store gets it: its initialiser (the default), or the view's environment.
        public var source: Located<Source>? = nil
        /// Kept in the store even when nothing generated reads it after `init` (for your own
        /// members); nil when the spec does not say.
        public var stored: Located<Bool>? = nil
        /// The value the store's `init`, and an owned store's view `init`, give it when the caller
        /// leaves it out.
        public var defaultValue: Located<String>? = nil
    }
}

extension ScreenSpec.Dependency {
    /// Where a store dependency comes from.
    public enum Source: String, Sendable, CaseIterable {
        /// The store's `init` takes it; an owned store's view takes it too and passes it on.
        case `init`
        /// The view reads it from the environment (the `environment` entry of the same name) and
        /// hands it to the store before each load: the environment is not readable in `init`.
        case environment
    }

    /// Whether the view hands it to the store from its environment.
    public var isFromEnvironment: Bool { source?.value == .environment }
}

extension SpecSchema {
    static let store = ObjectSchema(
        name: "store",
        summary: "The screen's `@MainActor @Observable final class`, generated in its own file that does not "
            + "import SwiftUI.",
        keys: [
            KeySchema(
                "type", .typeName, default: "`<screen>Store`, or `<screen>ViewModel` for `viewModel`",
                "The class name.", example: "FeedStore"),
            KeySchema(
                "name", .identifier, default: "`store`, or `viewModel`", "The view's property name.",
                example: "store"),
            KeySchema(
                "ownership", .oneOf(ScreenSpec.Store.Ownership.allCases.map(\.rawValue)), default: "`owned`",
                "`owned`: the view creates it (`@State private var`); `received`: the parent passes it "
                    + "(`let`); `bindable`: passed and edited through bindings (`@Bindable var`); "
                    + "`environment`: read with `@Environment(Type.self)`.", example: "owned"),
            KeySchema(
                "dependencies", .list(.object("dependency")), default: "`[]`",
                "What the store is initialised with; loads call them.", example: "[{ name: client, type: FeedClient }]"),
            KeySchema(
                "properties", .list(.object("state")), default: "`[]`",
                "Observable properties besides the load phases.",
                example: "[{ name: searchText, type: String, initial: '\"\"' }]"),
            KeySchema.suppress,
        ])

    static let dependency = ObjectSchema(
        name: "dependency",
        summary: "What the store is made with: an initialiser parameter, kept in a `private let` when a load or an "
            + "action reads it (or `stored: true`), or (`source: environment`) a value the view reads from its "
            + "environment and passes to the loads and actions that read it.",
        keys: [
            KeySchema("name", .identifier, required: true, "The parameter and property name.", example: "client"),
            KeySchema("type", .type, required: true, "Its type.", example: "any FeedClient"),
            KeySchema(
                "preview", .previewValue, default: "required for `init`",
                "What previews pass: one expression, or one per state. Not for `source: environment`: "
                    + "previews install the environment entry's value.", example: "PreviewFeedClient()"),
            KeySchema.dependencySource,
            KeySchema.parameterDefault,
            KeySchema(
                "stored", .bool, default: "whether a load or an action reads it",
                "Keeps it in a `private let` of the store. Without the key, one that only the store's property "
                    + "initial values read (an edit screen's account, copied into a draft) is a parameter of "
                    + "`init` and nothing more, so the store holds no value it never reads; say `true` when "
                    + "your own store members read it. Not with `source: environment`.",
                example: "true"),
            KeySchema.suppress,
        ])
}

extension KeySchema {
    /// `source` of a store dependency: its initialiser, or the view's environment.
    static let dependencySource = KeySchema(
        "source", .oneOf(ScreenSpec.Dependency.Source.allCases.map(\.rawValue)), default: "`init`",
        "`init`: the store's initialiser takes it (an owned store's view takes it too and passes it on). "
            + "`environment`: the view reads the `environment` entry of the same name, which cannot be read in "
            + "`init`, and passes it to each load and action of the store whose call reads it "
            + "(`loadStats(client:)`): the store keeps no copy, so none of its methods runs without it. A value "
            + "read by type keys the loads by its identity, so a replaced one (another account's client) "
            + "loads again (see Streams and environment dependencies).",
        example: "environment")
}

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
        let defaultValue = r.snippet(m, "default", isType: false)
        if let defaultNode = m.node("default"), source?.value == .environment {
            r.error(
                "'default' is for a dependency the store's init takes; one from the environment is read there",
                "invalid-value", at: defaultNode,
                notes: ["give the default to the environment value instead, or remove 'default'"])
        }
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
            name: name, type: type, preview: preview, location: r.location(node), source: source, stored: stored,
            defaultValue: defaultValue)
    }

    /// A dependency the store's `init` takes needs a preview value, which previews pass; one from
    /// the environment has none of its own: previews install its `environment` entry's value.
    func checkDependencyPreview(
        _ m: SpecReader.Mapping, _ node: YAMLNode, source: ScreenSpec.Dependency.Source, _ r: inout SpecReader
    ) {
        switch source {
        case .`init`:
            guard m.node("preview") == nil else { return }
            r.error("a store dependency is missing the required key 'preview'", "missing-key", at: node)
        case .environment:
            guard let previewNode = m.node("preview") else { return }
            r.error(
                "a dependency from the environment takes no 'preview'", "invalid-value", at: previewNode,
                notes: ["previews install the value of the 'environment' entry of the same name; give it there"])
        }
    }
}
