import CLibYAML

/// Turns a spec file's bytes into one located `YAMLNode` tree with libyaml's event parser.
///
/// The tree is built with an explicit stack, never by recursion, so depth is bounded by
/// `YAMLLimits.maxDepth` and not by the thread's stack. Every refusal is a located diagnostic.
public struct YAMLLoader: Sendable {
    public var limits: YAMLLimits

    public init(limits: YAMLLimits = .default) {
        self.limits = limits
    }

    /// Returns the document's root, or nil with the reason in `diagnostics`.
    public func load(_ bytes: [UInt8], file: String, diagnostics: inout [Diagnostic]) -> YAMLNode? {
        func fail(_ message: String, _ id: String, line: Int = 1, column: Int = 1, notes: [String] = []) -> YAMLNode? {
            let location = SourceLocation(file: file, line: line, column: column)
            diagnostics.append(.error(message, id: id, at: location, notes: notes))
            return nil
        }
        if bytes.count > limits.maxBytes {
            return fail(
                "the file is larger than the limit of \(limits.maxBytes) bytes for a spec",
                "file-too-large")
        }
        if let encoding = Self.nonUTF8ByteOrderMark(bytes) {
            return fail("spec files must be UTF-8, but this one starts with a \(encoding) byte order mark", "encoding")
        }
        // A UTF-8 byte order mark is allowed but dropped here: with the encoding set explicitly,
        // libyaml skips it as if it were a character of indentation, so the root mapping would
        // start in column 2 and every following line would be a syntax error.
        let bytes = bytes.starts(with: Self.utf8ByteOrderMark) ? Array(bytes.dropFirst(3)) : bytes
        if let (line, column) = Self.firstInvalidUTF8(bytes) {
            return fail("invalid UTF-8 byte sequence", "encoding", line: line, column: column)
        }
        var builder = YAMLTreeBuilder(limits: limits, file: file)
        let root = bytes.withUnsafeBufferPointer { buffer in
            builder.parse(buffer)
        }
        diagnostics.append(contentsOf: builder.diagnostics)
        return root
    }

    static let utf8ByteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    static func nonUTF8ByteOrderMark(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            return "UTF-32"
        }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16" }
        return nil
    }

    /// Locates the first byte that is not valid UTF-8 (line and column in characters, 1-based).
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> (Int, Int)? {
        guard let offset = firstInvalidUTF8Offset(bytes) else { return nil }
        return bytes.withUnsafeBufferPointer { SourcePosition.location(ofByte: offset, in: $0) }
    }

    /// The offset of the first byte that does not start a well-formed UTF-8 sequence.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                index = asciiRunEnd(bytes, from: index)
                continue
            }
            let width: Int
            switch byte {
            case 0x00...0x7F: width = 1
            case 0xC2...0xDF: width = 2
            case 0xE0...0xEF: width = 3
            case 0xF0...0xF4: width = 4
            default: return index
            }
            if index + width > bytes.count { return index }
            if width > 1 {
                for offset in 1..<width where bytes[index + offset] & 0xC0 != 0x80 { return index }
                // Overlong and surrogate forms.
                let second = bytes[index + 1]
                if byte == 0xE0 && second < 0xA0 { return index }
                if byte == 0xED && second > 0x9F { return index }
                if byte == 0xF0 && second < 0x90 { return index }
                if byte == 0xF4 && second > 0x8F { return index }
            }
            index += width
        }
        return nil
    }

    /// Where the run of ASCII bytes from `start` ends, eight bytes at a time: a spec is almost all
    /// ASCII, and checking it byte by byte was a hundred-and-fiftieth of a `validate`.
    static func asciiRunEnd(_ bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBytes { raw in
            var index = start
            while index + 8 <= raw.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if word & 0x8080_8080_8080_8080 != 0 { break }
                index += 8
            }
            while index < raw.count && raw[index] < 0x80 { index += 1 }
            return index
        }
    }
}
