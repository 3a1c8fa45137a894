/// What a form control edits, as a spec writes it: a declared member, then properties
/// (`draft.displayName`). Names are kept without backticks, as the spec's declarations are.
public struct BindingPath: Sendable, Equatable {
    public var root: String
    public var properties: [String]

    /// nil unless `text` is names joined by `.`, each a plain Swift identifier (no `$`, no raw
    /// identifier): a binding cannot pass through a call, a subscript or an optional.
    public init?(parsing text: String) {
        let fragment = SwiftFragment(text)
        let tokens = fragment.tokens
        guard fragment.problem == nil, tokens.count % 2 == 1 else { return nil }
        var names: [String] = []
        for (index, token) in tokens.enumerated() {
            if index % 2 == 1 {
                guard token.kind == .punctuation(".") else { return nil }
                continue
            }
            let name = fragment.name(of: token)
            // A keyword is a name here as in every spec name (`default`); the model escapes it.
            // A raw identifier (`` `a"b` ``) is refused: names are derived from the path
            // (`ordersByStatus`), and one made of its characters would not be a Swift name.
            guard token.kind == .identifier || token.kind == .keyword,
                SwiftIdentifier.problem(name, allowKeywords: true) == nil
            else { return nil }
            names.append(name)
        }
        root = names[0]
        properties = Array(names.dropFirst())
    }

    /// The path as the spec wrote it, for messages.
    public var description: String { ([root] + properties).joined(separator: ".") }
}
