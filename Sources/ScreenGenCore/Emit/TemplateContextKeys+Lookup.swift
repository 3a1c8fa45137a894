extension TemplateContextKeys {
    /// The shapes by name.
    static let shapesByName: [String: TemplateContextShape] = Dictionary(
        uniqueKeysWithValues: shapes.map { ($0.name, $0) })

    /// Every name a key of the table is read by, in any shape and at any depth (`view`, `phases`,
    /// `nextPageType`, …): what a team's tags are checked against. A tag is read against the
    /// context stack, not from the root, so a name is known wherever the table declares it.
    public static let names: Set<String> = Set(shapes.flatMap { $0.keys.flatMap(\.names) })

    /// A shape's keys by path, with the shape that declares each: its base's, then its own.
    static func keys(of shape: TemplateContextShape) -> [String: (shape: String, key: TemplateContextKey)] {
        var keys = shape.extends.flatMap { shapesByName[$0] }.map(keys(of:)) ?? [:]
        for key in shape.keys { keys[key.path] = (shape.name, key) }
        return keys
    }

    /// The entry that declares the key at `path` (names joined by `.`, `[]` after a list's name for
    /// its elements, as the table writes them) in an object of `shape`, with the shape that declares
    /// it (a base's key is its base's); nil when the table has none. A path goes through a key of a shape's type into that shape:
    /// `view.phases[].pagination.retry.labelLiteral` is the `labelLiteral` of a `button`.
    public static func entry(at path: String, in shape: TemplateContextShape) -> (
        shape: String, key: TemplateContextKey
    )? {
        let names = path.split(separator: ".").map(String.init)
        let keys = keys(of: shape)
        // The longest prefix the shape declares: a key under a key of a shape's type (a row's
        // button's `tint`) is declared beside it, in the same shape.
        for count in stride(from: names.count, to: 0, by: -1) {
            let prefix = names[..<count].joined(separator: ".")
            let type: TemplateContextType
            if let entry = keys[prefix] {
                if count == names.count { return entry }
                type = entry.key.type.valueType
            } else if prefix.hasSuffix("[]"), let list = keys[String(prefix.dropLast(2))]?.key,
                case .list(let element) = list.type.valueType
            {
                type = element.valueType
            } else {
                continue
            }
            guard case .shape(let name) = type, let inner = shapesByName[name] else { return nil }
            return entry(at: names[count...].joined(separator: "."), in: inner)
        }
        return nil
    }
}
