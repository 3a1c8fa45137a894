/// The last step of every rendered Swift file, so that templates (ours and a team's) can put a
/// blank line after every block without tracking which block comes last: trailing spaces go,
/// runs of blank lines become one, blank lines just inside braces go, and the file ends in one
/// newline. The imports at the top are put in `swift format`'s order (`SwiftImportOrder`). Then
/// every line over the line length is laid out (`SwiftLayoutPass`), the one step that breaks long
/// lines. For the built-in templates, the result is what `swift format` leaves
/// unchanged (GeneratedSwiftTests); a team template's line the pass cannot read whole (a comment,
/// a multi-line string, code the lexer stops at) is left as it was written.
///
/// It works on the file's UTF-8 bytes: a cold `generate` tidies every file it writes, and reading
/// each line as characters (grapheme breaking at every step) was a third of that run. A line with
/// a byte outside ASCII is read as characters, as before, so a combining mark after a `}` or a
/// space still belongs to it.
public enum SwiftSourceTidy {
    public static func tidy(_ source: String, style: SwiftLayoutStyle = .standard) -> String {
        var source = source
        let tidied = source.withUTF8 { bytes in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + 1)
            // The last line kept, if any: the next blank line or closing brace depends on it.
            var previous: LineShape?
            TextLines.forEach(in: bytes) { range in
                let line = UnsafeBufferPointer(rebasing: bytes[range])
                let shape = LineShape(line)
                if shape.length == 0 {
                    guard let last = previous, last.length > 0, !last.endsWithOpeningBrace else { return }
                } else if shape.startsWithClosingBrace, let last = previous, last.length == 0 {
                    output.removeLast()  // the blank line before it: the line break that ended its previous line
                }
                if previous != nil { output.append(0x0A) }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: line[..<shape.length]))
                previous = shape
            }
            if let last = previous, last.length == 0 { output.removeLast() }
            output.append(0x0A)
            return String(decoding: output, as: UTF8.self)
        }
        return SwiftLayoutPass.apply(SwiftImportOrder.ordered(tidied), lineLength: style.lineLength)
    }

    /// What the tidy pass reads of one line.
    struct LineShape {
        /// The line's length in bytes without its trailing spaces, tabs and carriage returns.
        var length: Int
        /// Whether its first character after the leading spaces is `}`.
        var startsWithClosingBrace: Bool
        /// Whether its last character before the trailing blanks is `{`.
        var endsWithOpeningBrace: Bool

        init(_ line: UnsafeBufferPointer<UInt8>) {
            guard String.bytesAreASCII(line) else {
                self = Self(characters: Substring(decoding: line, as: UTF8.self))
                return
            }
            // In ASCII text each byte is a character (a line holds no CRLF).
            var length = line.count
            while length > 0, line[length - 1] == 0x20 || line[length - 1] == 0x09 || line[length - 1] == 0x0D {
                length -= 1
            }
            let firstNonSpace = line[..<length].firstIndex { $0 != 0x20 }
            self.length = length
            startsWithClosingBrace = firstNonSpace.map { line[$0] == UInt8(ascii: "}") } ?? false
            endsWithOpeningBrace = length > 0 && line[length - 1] == UInt8(ascii: "{")
        }

        /// The same reading, character by character: a character is a whole grapheme cluster.
        private init(characters: Substring) {
            var line = characters
            while let last = line.last, last == " " || last == "\t" || last == "\r" { line = line.dropLast() }
            length = line.utf8.count
            startsWithClosingBrace = line.drop(while: { $0 == " " }).hasPrefix("}")
            endsWithOpeningBrace = line.hasSuffix("{")
        }
    }
}
