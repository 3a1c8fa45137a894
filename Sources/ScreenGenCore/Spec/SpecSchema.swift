/// The namespace of the format's schema; see `ObjectSchema`.
public enum SpecSchema {}

extension SpecSchema {
    /// The index of each of `objects` by its name (the first, should two share one), for
    /// `SpecReader.schema(named:)`.
    static let objectIndex: [String: Int] = {
        var index: [String: Int] = [:]
        for (offset, object) in objects.enumerated() where index[object.name] == nil { index[object.name] = offset }
        return index
    }()

    /// Every mapping of the format, the root first, in the order the reference documents them.
    public static let objects: [ObjectSchema] =
        [
            screen, platform, architecture, environment, environmentValue, previewValues, input, state, store,
            dependency,
            load, pagination, seed,
            placeholder, loadingPlaceholder, content, search, section, field, route, sheet, alert, confirmationDialog,
            alertAction,
            toolbarItem,
            menuButton, swipeActions, rowButton, addRow, action, actionParameter, busy, onChange, presentation, preview, suppression, importEntry,
        ] + appObjects

    /// The mappings of an app spec (`app:` at the root instead of `screen:`).
    static let appObjects: [ObjectSchema] = [app, appDependency, tab, appSheet, appRoute]

    public static func object(_ name: String) -> ObjectSchema {
        guard let object = objects.first(where: { $0.name == name }) else {
            preconditionFailure("no schema object named \(name)")
        }
        return object
    }
}

/// The spec format as data: every mapping, every key it accepts, the kind of value, whether it is
/// required, its default and what it means.
///
/// It is the single source of truth for three things that must never disagree: the decoder (which
/// refuses keys not listed here), `docs/spec.md` (generated from it) and the editor schema.
public struct ObjectSchema: Sendable {
    public var name: String
    public var summary: String
    public var keys: [KeySchema] {
        didSet { acceptsSuppress = hasKey("suppress") }
    }
    /// Whether the object has the `suppress` key. The reader asks of every mapping it reads, and a
    /// search of the keys on each ask was a three-hundredth of a `validate`.
    private(set) var acceptsSuppress: Bool

    public init(name: String, summary: String, keys: [KeySchema]) {
        self.name = name
        self.summary = summary
        self.keys = keys
        acceptsSuppress = keys.contains { $0.name == "suppress" }
    }

    public func key(_ name: String) -> KeySchema? { keys.first { $0.name == name } }

    /// Whether the object has the key, without a copy of its schema: the reader asks for every
    /// key of every mapping it reads.
    func hasKey(_ name: String) -> Bool { keys.contains { $0.name == name } }
}

public struct KeySchema: Sendable {
    public var name: String
    public var kind: ValueKind
    public var required: Bool
    public var defaultValue: String?
    public var summary: String
    public var example: String

    public init(
        _ name: String, _ kind: ValueKind, required: Bool = false, default defaultValue: String? = nil,
        _ summary: String, example: String
    ) {
        self.name = name
        self.kind = kind
        self.required = required
        self.defaultValue = defaultValue
        self.summary = summary
        self.example = example
    }
}

/// What a key's value must be.
public indirect enum ValueKind: Sendable {
    /// A Swift member name (`searchText`); a keyword is allowed and emitted in backticks.
    case identifier
    /// A Swift type name (`Feed`); keywords are refused.
    case typeName
    /// A Swift type as written in a declaration (`[Post]`, `Post.ID`, `any FeedClient`).
    case type
    /// A single-line Swift expression copied into the generated code.
    case expression
    /// What a button runs: one single-line Swift statement or expression, an assignment or a call
    /// (`;` is refused, as in every Swift fragment).
    case statement
    /// A property declaration on one line, copied into the view (`members`).
    case declaration
    /// What a button runs: a statement or the name of one of the screen's `actions` (with its
    /// arguments: `delete(item)`), or a list of them run in order.
    case buttonAction
    /// Free text; it reaches the code only through the one string-literal escaper.
    case text
    /// Free text in which `\(…)` inserts a single-line Swift expression; the rest is escaped like `text`.
    case interpolatedText
    case bool
    /// A whole number of at least 1 (`6`).
    case count
    /// An iOS version, `"17.0"`.
    case version
    /// A short time: whole milliseconds (`250ms`) or seconds (`0.5s`).
    case duration
    case oneOf([String])
    case list(ValueKind)
    case object(String)
    /// An object, or a scalar standing for its first key (`architecture: viewModel`).
    case objectOrScalar(String)
    /// An expression, or a mapping from preview state to expression.
    case previewValue
    /// A mapping from names to expressions.
    case expressionMap

    /// The words the documentation and error messages use.
    public var description: String {
        switch self {
        case .identifier: "identifier"
        case .typeName: "type name"
        case .type: "Swift type"
        case .expression: "Swift expression"
        case .statement: "one Swift statement or expression"
        case .declaration: "Swift property declaration"
        case .buttonAction: "statement or action name, or a list of them"
        case .text: "string"
        case .interpolatedText: "string with `\\(…)`"
        case .bool: "`true` or `false`"
        case .count: "whole number, at least 1"
        case .version: "version string"
        case .duration: "duration (`250ms`, `0.5s`)"
        case .oneOf(let values): values.map { "`\($0)`" }.joined(separator: " | ")
        case .list(let element): "list of \(element.description)"
        case .object(let name): "[\(name)](#\(name))"
        case .objectOrScalar(let name): "[\(name)](#\(name)) or its first key alone"
        case .previewValue: "expression, or mapping of state to expression"
        case .expressionMap: "mapping of name to expression"
        }
    }
}
