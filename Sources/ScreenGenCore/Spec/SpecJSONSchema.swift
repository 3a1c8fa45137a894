/// The spec format as a JSON Schema (draft 2020-12) for YAML editors: completion, hover text and
/// checking while typing. Generated from `SpecSchema`, the decoder's own key table, so the schema
/// and the decoder cannot disagree about which keys exist.
public enum SpecJSONSchema {
    public static let fileName = "schema/screen-spec.schema.json"

    public static func json() -> String {
        // The root is a screen or an app: both are definitions, and the root is one of them.
        let definitions = SpecSchema.objects.map { ($0.name, schema(for: $0)) }
        let document = JSONValue.object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string("https://screengen.dev/schema/screen-spec.schema.json")),
            ("title", .string("screengen screen or app spec")),
            (
                "oneOf",
                .array([
                    .object([("$ref", .string("#/$defs/screen"))]), .object([("$ref", .string("#/$defs/app"))]),
                ])
            ),
            ("$defs", .object(definitions)),
        ])
        return document.rendered() + "\n"
    }

    private static func schema(for object: ObjectSchema) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("type", .string("object")),
            ("description", .string(object.summary)),
            ("properties", .object(object.keys.map { key in (key.name, property(key)) })),
        ]
        let required = object.keys.filter(\.required).map { JSONValue.string($0.name) }
        if !required.isEmpty { members.append(("required", .array(required))) }
        members.append(("additionalProperties", .bool(false)))
        return .object(members)
    }

    private static func property(_ key: KeySchema) -> JSONValue {
        guard case .object(var members) = value(key.kind) else { return value(key.kind) }
        var description = key.summary
        if let defaultValue = key.defaultValue { description += " Default: \(defaultValue)." }
        members.insert(("description", .string(description)), at: 0)
        return .object(members)
    }

    /// A scalar the decoder reads as text: YAML may have typed it as a number or a boolean.
    private static let scalar = JSONValue.object([
        ("type", .array(["string", "number", "boolean"].map(JSONValue.string)))
    ])

    private static func value(_ kind: ValueKind) -> JSONValue {
        switch kind {
        case .identifier, .typeName:
            return .object([
                ("type", .string("string")),
                ("pattern", .string("^[^\\s0-9.,:;()\\[\\]{}\"'/-][^\\s.,:;()\\[\\]{}\"'/-]*$")),
            ])
        case .type, .expression, .statement, .declaration, .text, .interpolatedText, .version:
            return scalar
        case .bool:
            return .object([("type", .string("boolean"))])
        case .count:
            return .object([("type", .string("integer")), ("minimum", .int(1))])
        case .duration:
            return .object([("type", .string("string")), ("pattern", .string("^[0-9]+(\\.[0-9]+)?(ms|s)$"))])
        case .oneOf(let values):
            return .object([("enum", .array(values.map(JSONValue.string)))])
        case .list(let element):
            return .object([("type", .string("array")), ("items", value(element))])
        case .object(let name):
            return .object([("$ref", .string("#/$defs/\(name)"))])
        case .objectOrScalar(let name):
            let first = SpecSchema.object(name).keys[0]
            return .object([("oneOf", .array([value(first.kind), .object([("$ref", .string("#/$defs/\(name)"))])]))])
        case .buttonAction:
            let steps = JSONValue.object([("type", .string("array")), ("items", scalar), ("minItems", .int(1))])
            return .object([("oneOf", .array([scalar, steps]))])
        case .previewValue:
            return .object([("oneOf", .array([scalar, .object([("$ref", .string("#/$defs/previewValues"))])]))])
        case .expressionMap:
            return .object([("type", .string("object")), ("additionalProperties", scalar)])
        }
    }
}
