import Foundation

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
    /// Converts Foundation JSON so data files can feed templates without a schema.
    ///
    /// Dictionary → `.object`, array → `.list`, `NSNumber` booleans → `.bool`, integral numbers
    /// that fit in `Int` → `.int`, other numbers → `.double`, `NSNull` → `.null`. Native Swift
    /// values (`String`, `Int`, `Double`, `Bool`, `[Any]`, `[String: Any]`, `MustacheValue`)
    /// are accepted too; anything else becomes `.null`.
    public init(json: Any) {
        switch json {
        case let value as MustacheValue: self = value
        case is NSNull: self = .null
        case let string as String: self = .string(string)
        case let number as NSNumber: self = MustacheValue(number: number)
        case let array as [Any]: self = .list(array.map { MustacheValue(json: $0) })
        case let dictionary as [String: Any]:
            self = .object(dictionary.mapValues { MustacheValue(json: $0) })
        default: self = .null
        }
    }

    /// Parses UTF-8 JSON bytes so a data file becomes a context in one step.
    ///
    /// Any JSON value is accepted at the top level. A malformed document throws a
    /// `MustacheError` named `<json>` located at the offending byte when Foundation reports it
    /// (replace `templateName` with the file path before showing it).
    public init(jsonData: Data) throws(MustacheError) {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: jsonData, options: [.fragmentsAllowed])
        } catch {
            throw MustacheValue.jsonError(error, bytes: [UInt8](jsonData))
        }
        self.init(json: object)
    }

    private init(number: NSNumber) {
        let type = String(cString: number.objCType)
        if type == "c" || type == "B" {
            self = .bool(number.boolValue)
        } else if type == "d" || type == "f" {
            let double = number.doubleValue
            if double.rounded() == double, let int = Int(exactly: double) {
                self = .int(int)
            } else {
                self = .double(double)
            }
        } else if type == "Q" || type == "L" || type == "I" || type == "S" || type == "C" {
            let unsigned = number.uint64Value
            self = unsigned <= UInt64(Int.max) ? .int(Int(unsigned)) : .double(number.doubleValue)
        } else {
            self = .int(number.intValue)
        }
    }

    private static func jsonError(_ error: any Error, bytes: [UInt8]) -> MustacheError {
        let nsError = error as NSError
        let detail = nsError.userInfo["NSDebugDescription"] as? String ?? nsError.localizedDescription
        var result = MustacheError(
            templateName: "<json>", line: 0, column: 0, message: "malformed JSON: \(detail)")
        if let line = number(after: "line ", in: detail),
            let column = number(after: "column ", in: detail)
        {
            (result.line, result.column) = (line, column)
        } else if let offset = number(after: "character ", in: detail), offset <= bytes.count {
            (result.line, result.column) = SourceLocator(bytes).location(of: offset)
        } else if detail.contains("end of file") || detail.contains("end of data") {
            (result.line, result.column) = SourceLocator(bytes).location(of: bytes.count)
        }
        return result
    }

    /// The decimal number right after `marker` in `text`, if any.
    private static func number(after marker: String, in text: String) -> Int? {
        guard let range = text.range(of: marker) else { return nil }
        return Int(text[range.upperBound...].prefix { $0.isASCII && $0.isNumber })
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
