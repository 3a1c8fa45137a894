/// Lines and columns counted the way libyaml counts them, so that positions the loader computes
/// itself (a bad byte, a control character, the character under a syntax error) agree with the
/// marks libyaml reports: columns count Unicode scalars, and a line ends at LF, CR LF, a lone CR,
/// NEL (U+0085), LS (U+2028) or PS (U+2029).
enum SourcePosition {
    /// The 1-based line and column of the byte at `offset` (clamped to the end of `bytes`).
    static func location(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var index = 0
        let end = min(max(offset, 0), bytes.count)
        while index < end {
            let (width, isBreak) = character(at: index, in: bytes)
            if isBreak {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += width
        }
        return (line, column)
    }

    /// The byte offset of the character at a 1-based line and column, or nil past the end.
    static func byteOffset(line: Int, column: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var currentLine = 1
        var currentColumn = 1
        var index = 0
        while index < bytes.count {
            if currentLine == line && currentColumn == column { return index }
            if currentLine > line { return nil }
            let (width, isBreak) = character(at: index, in: bytes)
            if isBreak {
                currentLine += 1
                currentColumn = 1
            } else {
                currentColumn += 1
            }
            index += width
        }
        return nil
    }

    /// The width in bytes of the character starting at `index` (a line break counts as one
    /// character, CR LF included), and whether it ends a line. Invalid bytes count one each.
    private static func character(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Int, Bool) {
        let byte = bytes[index]
        let next = index + 1 < bytes.count ? bytes[index + 1] : nil
        switch byte {
        case 0x0A: return (1, true)
        case 0x0D: return (next == 0x0A ? 2 : 1, true)
        case 0xC2 where next == 0x85: return (2, true)
        case 0xE2 where next == 0x80 && index + 2 < bytes.count && (0xA8...0xA9).contains(bytes[index + 2]):
            return (3, true)
        case 0xC0...0xDF: return (min(2, bytes.count - index), false)
        case 0xE0...0xEF: return (min(3, bytes.count - index), false)
        case 0xF0...0xF7: return (min(4, bytes.count - index), false)
        default: return (1, false)
        }
    }
}
