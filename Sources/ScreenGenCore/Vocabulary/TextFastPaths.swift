import Foundation

extension String {
    /// `precomposedStringWithCanonicalMapping` (NFC), without Foundation's round trip for the
    /// common case: ASCII text is its own NFC. Loading a spec normalises every name and snippet,
    /// and Foundation's conversion was a tenth of an unchanged `generate`.
    var canonicallyComposed: String {
        utf8.allSatisfy { $0 < 0x80 } ? self : precomposedStringWithCanonicalMapping
    }

    /// `trimmingCharacters(in: .whitespaces)`, without Foundation for ASCII text, where the
    /// set's members are the space and the tab.
    var trimmingWhitespace: String {
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return trimmingCharacters(in: .whitespaces) }
        let bytes = utf8
        guard let first = bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return "" }
        let last = bytes.lastIndex(where: { $0 != 0x20 && $0 != 0x09 })!
        if first == bytes.startIndex && last == bytes.index(before: bytes.endIndex) { return self }
        return String(self[first...last])
    }
}

extension String {
    /// The text of some Unicode scalars (the lexer's token texts). `String.UnicodeScalarView`
    /// appends them one at a time, encoding each: a seventh of a `validate` of 10,000 specs. ASCII
    /// scalars are their own UTF-8 bytes, written straight into the string's storage.
    init(scalars: ArraySlice<Unicode.Scalar>) {
        guard scalars.allSatisfy({ $0.isASCII }) else {
            self = String(String.UnicodeScalarView(scalars))
            return
        }
        self = String(unsafeUninitializedCapacity: scalars.count) { buffer in
            for (offset, scalar) in scalars.enumerated() { buffer[offset] = UInt8(truncatingIfNeeded: scalar.value) }
            return scalars.count
        }
    }
}
