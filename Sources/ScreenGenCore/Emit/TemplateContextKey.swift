/// One key of the template context (`TemplateContextKeys`): where it is, what it holds and what it
/// means. The table is the one statement of the context a team's templates render against:
/// docs/templates.md is generated from it, a team's tags are checked against it, and the tests
/// hold it to what `TemplateContext` produces for every golden case.
public struct TemplateContextKey: Sendable {
    /// The key's path from its shape's object: names joined by `.`, and `[]` after a list's name
    /// for each of its elements (`phases[].pagination.nextPageType`).
    public var path: String
    public var type: TemplateContextType
    public var meaning: String
    /// Why no golden case gives the key a value (one that is not null), for a key none does: the
    /// tests require a value of every other key, and none of this one; nil for the others.
    public var unexercised: String?

    public init(_ path: String, _ type: TemplateContextType, _ meaning: String, unexercised: String? = nil) {
        self.path = path
        self.type = type
        self.meaning = meaning
        self.unexercised = unexercised
    }

    /// The last name of the path, without `[]`: what a template's tag reads the key by.
    public var name: String { String(path.split(separator: ".").last ?? "").replacingLiterally("[]", with: "") }

    /// Every name the path goes through, without `[]`.
    var names: [String] { path.split(separator: ".").map { String($0).replacingLiterally("[]", with: "") } }
}

/// What a key of the template context holds, in JSON's terms.
public indirect enum TemplateContextType: Sendable, Equatable {
    case string
    case bool
    case int
    /// An object whose keys the table lists under the key's path.
    case object
    /// An object of a named shape (`TemplateContextShape`), whose keys are listed once, under it.
    case shape(String)
    case list(TemplateContextType)
    /// The type, or null.
    case orNull(TemplateContextType)

    /// The type without its null.
    public var valueType: TemplateContextType {
        if case .orNull(let type) = self { return type.valueType }
        return self
    }

    /// How the documentation writes it; `shape` writes a shape's name (a link, in the docs).
    public func written(shape: (String) -> String = { "`\($0)`" }) -> String {
        switch self {
        case .string: "string"
        case .bool: "bool"
        case .int: "int"
        case .object: "object"
        case .shape(let name): shape(name)
        case .list(let element): "list of " + element.written(shape: shape)
        case .orNull(let type): type.written(shape: shape) + " or null"
        }
    }

    /// Whether a JSON value is of this type (a list's elements included; an object's keys are the
    /// table's to check, by their own paths).
    public func admits(_ value: JSONValue) -> Bool {
        switch (self, value) {
        case (.orNull, .null): true
        case (.orNull(let type), _): type.admits(value)
        case (.string, .string), (.bool, .bool), (.int, .int), (.object, .object), (.shape, .object): true
        case (.list(let element), .array(let items)): items.allSatisfy(element.admits)
        default: false
        }
    }
}

/// An object of the template context with its keys: the screen's context, the app's, or a shape
/// that several keys hold (a button's facts, a member's), declared once as the prose of the docs
/// did ("a button's facts as below").
public struct TemplateContextShape: Sendable {
    public var name: String
    /// What the object is and where it is found: the docs' paragraph above its keys.
    public var summary: String
    /// A shape whose keys this one has as well, before its own (a row's button is a button plus
    /// its `tint`).
    public var extends: String?
    public var keys: [TemplateContextKey]

    public init(_ name: String, extends: String? = nil, _ summary: String, keys: [TemplateContextKey]) {
        self.name = name
        self.summary = summary
        self.extends = extends
        self.keys = keys
    }
}
