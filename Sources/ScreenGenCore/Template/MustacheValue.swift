#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value a template renders against.
///
/// A closed enum instead of `Any` keeps rendering type-safe and `Sendable`, and makes the
/// Mustache truthiness and printing rules explicit (see `isFalsy` and `interpolationText`).
public enum MustacheValue: Sendable, Equatable {
    /// Missing data: prints as the empty string and is falsy.
    case null
    /// Prints as `true` / `false`; only `false` is falsy.
    case bool(Bool)
    /// Prints in decimal.
    case int(Int)
    /// Prints without a fractional part when integral (`1.0` → `1`), else shortest form (`1.21`).
    case double(Double)
    /// Prints verbatim (then escaped by `{{name}}`); always truthy, even when empty.
    case string(String)
    /// Sections iterate it; prints as the empty string; falsy only when empty.
    case list([MustacheValue])
    /// Sections push it as the context; prints as the empty string; always truthy.
    case object([String: MustacheValue])
}

extension MustacheValue {
    /// Converts native Swift values, as a JSON document would read: `String`, `Bool`, `Int`,
    /// `Double` (integral ones that fit become `.int`), `[Any]`, `[String: Any]` and
    /// `MustacheValue` itself; anything else (`nil`, another type) becomes `.null`.
    public init(json: Any) {
        switch json {
        case let value as MustacheValue: self = value
        case let string as String: self = .string(string)
        case let bool as Bool: self = .bool(bool)
        case let int as Int: self = .int(int)
        case let double as Double:
            self =
                double.rounded() == double
                ? Int(exactly: double).map(MustacheValue.int) ?? .double(double) : .double(double)
        case let array as [Any]: self = .list(array.map { MustacheValue(json: $0) })
        case let dictionary as [String: Any]: self = .object(dictionary.mapValues { MustacheValue(json: $0) })
        default: self = .null
        }
    }

    /// Parses UTF-8 JSON bytes so a data file becomes a context in one step (`MustacheJSON`).
    ///
    /// Any JSON value is accepted at the top level. A malformed document throws a
    /// `MustacheError` named `<json>` located at the offending byte (replace `templateName` with
    /// the file path before showing it).
    public init(jsonData: Data) throws(MustacheError) {
        self = try MustacheJSON.read([UInt8](jsonData))
    }
}

extension MustacheValue {
    /// Whether sections skip (and inverted sections render): `null`, `false` and `[]` only.
    ///
    /// This follows the spec's tested cases and its reference implementation; `""`, `0` and
    /// `{}` are truthy.
    var isFalsy: Bool {
        switch self {
        case .null, .bool(false): return true
        case .list(let items): return items.isEmpty
        default: return false
        }
    }

    /// The text `{{name}}` prints before escaping; lists, objects and `null` print nothing.
    var interpolationText: String {
        switch self {
        case .null, .list, .object: return ""
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .string(let value): return value
        case .double(let value):
            if value.isFinite, value.rounded() == value, abs(value) < 1e18 {
                return String(Int64(value))
            }
            return "\(value)"
        }
    }
}

extension MustacheValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    /// Lets contexts be written as literals, e.g. `["name": "Joe", "tags": ["a", "b"]]`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// Lets integer literals stand for `.int`.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// Lets float literals stand for `.double`.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// Lets `true` / `false` stand for `.bool`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// Lets array literals stand for `.list`.
    public init(arrayLiteral elements: MustacheValue...) { self = .list(elements) }
    /// Lets dictionary literals stand for `.object`; a repeated key keeps the last value.
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
