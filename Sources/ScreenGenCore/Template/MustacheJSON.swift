/// Reads a template context from JSON (RFC 8259) into a `MustacheValue`, and says where a
/// malformed document goes wrong.
///
/// Foundation's `JSONSerialization` is not in FoundationEssentials, and its `JSONDecoder` reports
/// a malformed document without a line or column; `screengen template --context` owes its user
/// both. Numbers follow the rule `MustacheValue` documents: integral values that fit in `Int` are
/// `.int` (`2.0` too), others `.double`. A key given twice keeps its last value, and a comma may
/// end a list or an object (`[1,]`), as Foundation's reader allowed before this one replaced it.
struct MustacheJSON {
    /// Nesting deeper than this is refused rather than read on the thread's stack.
    static let maxDepth = 512

    private let bytes: [UInt8]
    private var offset = 0

    /// The value `bytes` hold, or a `MustacheError` named `<json>` at the offending byte.
    static func read(_ bytes: [UInt8]) throws(MustacheError) -> MustacheValue {
        // A UTF-8 byte order mark is allowed before the value, as Foundation allows it; places are
        // counted after it, as an editor shows the text.
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        var reader = MustacheJSON(bytes: text)
        if let encoding = wideEncoding(of: text) {
            throw reader.error("the file is \(encoding); save it as UTF-8")
        }
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.offset == text.count else { throw reader.error("unexpected text after the value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// "UTF-16" or "UTF-32" when the bytes are in one of them (by its byte order mark, or by the
    /// zero bytes around the first character, which JSON's grammar makes ASCII), which
    /// Foundation's reader took and this one does not; nil otherwise.
    private static func wideEncoding(of bytes: [UInt8]) -> String? {
        let head = Array(bytes.prefix(4)) + Array(repeating: 0xAA, count: max(0, 4 - bytes.count))
        switch (head[0], head[1], head[2], head[3]) {
        case (0x00, 0x00, 0xFE, 0xFF), (0xFF, 0xFE, 0x00, 0x00), (0x00, 0x00, 0x00, _), (_, 0x00, 0x00, 0x00):
            return bytes.count >= 4 ? "UTF-32" : nil
        case (0xFE, 0xFF, _, _), (0xFF, 0xFE, _, _), (0x00, _, _, _), (_, 0x00, _, _):
            return bytes.count >= 2 ? "UTF-16" : nil
        default:
            return nil
        }
    }

    private mutating func value(depth: Int) throws(MustacheError) -> MustacheValue {
        skipWhitespace()
        guard offset < bytes.count else { throw error("unexpected end of data") }
        switch bytes[offset] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < Self.maxDepth else { throw error("nesting is deeper than \(Self.maxDepth) levels") }
            return bytes[offset] == UInt8(ascii: "{") ? try object(depth: depth + 1) : try list(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try word("true", .bool(true))
        case UInt8(ascii: "f"): return try word("false", .bool(false))
        case UInt8(ascii: "n"): return try word("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw unexpected()
        }
    }

    private mutating func object(depth: Int) throws(MustacheError) -> MustacheValue {
        offset += 1
        var members: [String: MustacheValue] = [:]
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard offset < bytes.count else { throw error("unexpected end of data") }
            if bytes[offset] == UInt8(ascii: "}") && !members.isEmpty {
                offset += 1
                return .object(members)
            }
            guard bytes[offset] == UInt8(ascii: "\"") else { throw unexpected(expecting: "a key in quotes") }
            let key = try string()
            skipWhitespace()
            try expect(":")
            members[key] = try value(depth: depth)
            skipWhitespace()
            guard offset < bytes.count else { throw error("unexpected end of data") }
            if bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return .object(members)
            }
            try expect(",", or: "}")
        }
    }

    private mutating func list(depth: Int) throws(MustacheError) -> MustacheValue {
        offset += 1
        var items: [MustacheValue] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return .list(items)
        }
        while true {
            skipWhitespace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "]"), !items.isEmpty {
                offset += 1
                return .list(items)
            }
            items.append(try value(depth: depth))
            skipWhitespace()
            guard offset < bytes.count else { throw error("unexpected end of data") }
            if bytes[offset] == UInt8(ascii: "]") {
                offset += 1
                return .list(items)
            }
            try expect(",", or: "]")
        }
    }

    private mutating func string() throws(MustacheError) -> String {
        let start = offset
        offset += 1
        var text: [UInt8] = []
        while true {
            guard offset < bytes.count else {
                offset = start
                throw error("a string that never ends")
            }
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                // The escapes are ASCII and give whole scalars: the string is UTF-8 when its
                // bytes in the file are.
                if let invalid = Self.firstInvalidUTF8(in: bytes[(start + 1)..<offset]) {
                    offset = invalid
                    throw error("a string that is not UTF-8")
                }
                offset += 1
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape(into: &text)
            case 0..<0x20:
                throw error("a control character in a string (write it as an escape)")
            default:
                text.append(byte)
                offset += 1
            }
        }
    }

    /// The escape at `offset` (a backslash), as UTF-8 appended to `text`.
    private mutating func escape(into text: inout [UInt8]) throws(MustacheError) {
        let start = offset
        offset += 1
        guard offset < bytes.count else { throw error("unexpected end of data") }
        let letter = bytes[offset]
        offset += 1
        if let byte = Self.escaped(letter) {
            text.append(byte)
            return
        }
        guard letter == UInt8(ascii: "u") else {
            offset = start
            throw error("an unknown escape")
        }
        var scalar = try hexQuad(from: start)
        if (0xD800..<0xDC00).contains(scalar) {
            // A high surrogate: its low half must follow as another `\u` escape.
            guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
            else {
                offset = start
                throw error("a lone surrogate in a \\u escape")
            }
            offset += 2
            let low = try hexQuad(from: start)
            guard (0xDC00..<0xE000).contains(low) else {
                offset = start
                throw error("a lone surrogate in a \\u escape")
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let value = Unicode.Scalar(scalar) else {
            offset = start
            throw error("a lone surrogate in a \\u escape")
        }
        text += Array(String(value).utf8)
    }

    /// The byte a one-letter escape (`\n`) stands for; nil for `u` and for letters JSON has no
    /// escape for.
    private static func escaped(_ letter: UInt8) -> UInt8? {
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
    }

    /// Where the first byte that does not belong to a UTF-8 scalar is; nil when there is none.
    private static func firstInvalidUTF8(in slice: ArraySlice<UInt8>) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = slice.makeIterator()
        var position = slice.startIndex
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): position += scalar.count
            case .emptyInput: return nil
            case .error: return position
            }
        }
    }

    /// The four hexadecimal digits at `offset`; `start` is the escape's, for the error.
    private mutating func hexQuad(from start: Int) throws(MustacheError) -> UInt32 {
        guard offset + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self), radix: 16),
            bytes[offset..<(offset + 4)].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
        else {
            offset = start
            throw error("a \\u escape without four hexadecimal digits")
        }
        offset += 4
        return value
    }

    private mutating func number() throws(MustacheError) -> MustacheValue {
        let start = offset
        func digits() -> Int {
            let first = offset
            while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
            return offset - first
        }
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        let integerStart = offset
        let integerDigits = digits()
        guard integerDigits > 0 else { throw unexpected(expecting: "a digit") }
        if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
            offset = integerStart
            throw error("a number with a leading zero")
        }
        var integral = true
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard digits() > 0 else { throw unexpected(expecting: "a digit") }
            integral = false
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                offset += 1
            }
            guard digits() > 0 else { throw unexpected(expecting: "a digit") }
            integral = false
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        if integral, let int = Int(text) { return .int(int) }
        guard let double = Double(text), double.isFinite else {
            offset = start
            throw error("a number too large for a Double")
        }
        if double.rounded() == double, let int = Int(exactly: double) { return .int(int) }
        return .double(double)
    }

    private mutating func word(_ word: String, _ value: MustacheValue) throws(MustacheError) -> MustacheValue {
        let expected = Array(word.utf8)
        guard bytes[offset...].starts(with: expected) else { throw unexpected() }
        offset += expected.count
        return value
    }

    private mutating func expect(_ character: Character, or other: Character? = nil) throws(MustacheError) {
        guard offset < bytes.count else { throw error("unexpected end of data") }
        guard bytes[offset] == character.asciiValue! else {
            let wanted = other.map { "'\(character)' or '\($0)'" } ?? "'\(character)'"
            throw unexpected(expecting: wanted)
        }
        offset += 1
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    /// The byte at `offset` is not what may come there.
    private func unexpected(expecting wanted: String? = nil) -> MustacheError {
        guard offset < bytes.count else { return error("unexpected end of data") }
        let byte = bytes[offset]
        let shown =
            (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
        return error("unexpected \(shown)" + (wanted.map { " where \($0) belongs" } ?? ""))
    }

    /// An error at `offset`.
    private func error(_ message: String) -> MustacheError {
        let (line, column) = SourceLocator(bytes).location(of: min(offset, bytes.count))
        return MustacheError(templateName: "<json>", line: line, column: column, message: "malformed JSON: \(message)")
    }
}
