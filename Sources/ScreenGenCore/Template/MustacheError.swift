/// A parse error located in its template (1-based line and column of the offending tag).
///
/// Template authors fix these in an editor, so the error carries the exact position of the tag
/// that broke rather than just a message. The fields are `var` so a caller that knows more
/// (for example the file path a template or JSON document came from) can rewrite them before
/// reporting.
public struct MustacheError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The template or partial the error is in, so errors inside partials point at the right file.
    public var templateName: String
    /// 1-based line of the offending tag; `0` when the position is unknown.
    public var line: Int
    /// 1-based column (in characters) of the offending tag; `0` when the position is unknown.
    public var column: Int
    /// A human-readable explanation that names the tags involved.
    public var message: String

    /// Creates an error; public so callers can raise template-shaped errors of their own.
    public init(templateName: String, line: Int, column: Int, message: String) {
        self.templateName = templateName
        self.line = line
        self.column = column
        self.message = message
    }

    /// Compiler-style `NAME:LINE:COL: error: MESSAGE`, which terminals and editors can jump to.
    ///
    /// When the position is unknown (`line == 0`) the location part is reduced to `NAME:`.
    public var description: String {
        guard line > 0 else { return "\(templateName): error: \(message)" }
        return "\(templateName):\(line):\(column): error: \(message)"
    }
}

/// Maps byte offsets of a UTF-8 source to 1-based line and column numbers.
///
/// Only `\n` starts a new line, so `\r\n` files count lines correctly. Columns are counted in
/// characters so they match what an editor shows.
struct SourceLocator {
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The 1-based line and column of the byte at `offset` (which may equal `bytes.count`).
    func location(of offset: Int) -> (line: Int, column: Int) {
        let line = lineIndex(of: offset)
        let prefix = String(decoding: bytes[lineStarts[line]..<min(offset, bytes.count)], as: UTF8.self)
        return (line + 1, prefix.count + 1)
    }

    /// Like `location(of:)`, but when `hint` is an earlier location on the same line only the
    /// text in between is counted, so locating many tags in source order stays linear.
    func location(
        of offset: Int, after hint: (offset: Int, line: Int, column: Int)
    ) -> (line: Int, column: Int) {
        let line = lineIndex(of: offset) + 1
        guard line == hint.line, hint.offset <= offset else { return location(of: offset) }
        let between = String(decoding: bytes[hint.offset..<offset], as: UTF8.self)
        return (line, hint.column + between.count)
    }

    private func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
