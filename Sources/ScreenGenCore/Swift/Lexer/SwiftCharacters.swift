/// Which Unicode scalars the lexer reads as what. Identifiers follow `SwiftIdentifier`'s grammar
/// tables, so a name the spec reader accepts is one identifier token; operators follow The Swift
/// Programming Language, Lexical Structure, "Operators" (operator-head and operator-character).
enum SwiftCharacters {
    /// operator-head beyond ASCII, as the grammar lists it.
    static let operatorHeadRanges: [ClosedRange<UInt32>] = [
        0xA1...0xA7, 0xA9...0xA9, 0xAB...0xAC, 0xAE...0xAE, 0xB0...0xB1, 0xB6...0xB6, 0xBB...0xBB, 0xBF...0xBF,
        0xD7...0xD7, 0xF7...0xF7, 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053,
        0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
        0x3008...0x3020, 0x3030...0x3030,
    ]

    /// What operator-character adds to operator-head: combining marks and variation selectors.
    static let operatorAfterFirstRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF,
    ]

    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isASCIILetter(scalar) || scalar == "_" }
        return SwiftIdentifier.isHead(scalar)
    }

    static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isASCIILetter(scalar) || isDigit(scalar) || scalar == "_" }
        return SwiftIdentifier.isIdentifierCharacter(scalar)
    }

    static func isOperatorHead(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return "/=-+!*%<>&|^~?".unicodeScalars.contains(scalar) }
        return operatorHeadRanges.contains { $0.contains(scalar.value) }
    }

    /// An operator-character; a `.` only continues an operator that starts with one (`..<`).
    static func isOperatorCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isOperatorHead(scalar) || operatorAfterFirstRanges.contains { $0.contains(scalar.value) }
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// What Swift skips between tokens. Other Unicode spaces (U+00A0) are skipped too: swiftc
    /// warns about them but reads them as spaces.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}": true
        default: !scalar.isASCII && scalar.properties.isWhitespace
        }
    }

    static func isNewline(_ scalar: Unicode.Scalar) -> Bool { scalar == "\n" || scalar == "\r" }

    /// A control character, which Swift refuses in a literal (a tab included: write `\t`).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
    }

    /// Where an operator is bound on its left: not after white space, an opening bracket, a
    /// separator or the end of a block comment (the compiler's rule for prefix and postfix).
    static func isLeftBound(_ scalars: [Unicode.Scalar], at start: Int) -> Bool {
        guard start > 0 else { return false }
        switch scalars[start - 1] {
        case " ", "\t", "\n", "\r", "(", "[", "{", ",", ";", ":", "\0": return false
        case "/": return !(start > 1 && scalars[start - 2] == "*")
        default: return true
        }
    }

    /// Where an operator ending at `end` is bound on its right.
    static func isRightBound(_ scalars: [Unicode.Scalar], at end: Int, isLeftBound: Bool) -> Bool {
        guard end < scalars.count else { return false }
        switch scalars[end] {
        case " ", "\t", "\n", "\r", ")", "]", "}", ",", ";", ":", "\0": return false
        case ".": return !isLeftBound
        case "/": return !(end + 1 < scalars.count && (scalars[end + 1] == "/" || scalars[end + 1] == "*"))
        default: return true
        }
    }
}
