extension String {
    /// Whether every byte is ASCII, eight bytes at a time in the string's own storage: the fast
    /// paths below ask it of every name and snippet of every spec, and a loop over the UTF-8 view
    /// was a hundredth of a `validate`.
    var isASCIIText: Bool {
        utf8.withContiguousStorageIfAvailable(Self.bytesAreASCII) ?? utf8.allSatisfy { $0 < 0x80 }
    }

    static func bytesAreASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var index = 0
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if word & 0x8080_8080_8080_8080 != 0 { return false }
            index += 8
        }
        while index < bytes.count {
            if base[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }

    /// The text in Normalization Form C (what Foundation calls
    /// `precomposedStringWithCanonicalMapping`), from the standard library's normaliser, without a
    /// pass for the common case: ASCII text is its own NFC. Loading a spec normalises every name
    /// and snippet.
    var canonicallyComposed: String {
        isASCIIText ? self : String(decoding: _nfcCodeUnits, as: UTF8.self)
    }

    /// `trimming(where: Unicode.Scalar.isWhitespace)`, without a scan for ASCII text, where the
    /// set's members are the space and the tab.
    ///
    /// Text that starts and ends with an ASCII byte other than a space or a tab has nothing to
    /// trim, whatever lies between (the set's other members are not ASCII): most snippets are such
    /// text, and are returned without a scan (each snippet is trimmed twice as it loads, which
    /// was a hundred-and-fiftieth of a `validate`).
    var trimmingWhitespace: String {
        // The ends are read from the bytes themselves: the view's `last` walks back generically.
        let hasNonBlankEnds = utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, let last = bytes.last else { return false }
            return Self.isASCIINonBlank(first) && Self.isASCIINonBlank(last)
        }
        if hasNonBlankEnds == true { return self }
        guard isASCIIText else { return trimming(where: Unicode.Scalar.isWhitespace) }
        let bytes = utf8
        guard let first = bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return "" }
        let last = bytes.lastIndex(where: { $0 != 0x20 && $0 != 0x09 })!
        if first == bytes.startIndex && last == bytes.index(before: bytes.endIndex) { return self }
        return String(self[first...last])
    }

    /// An ASCII byte that is not a space or a tab: a scalar of its own, outside `.whitespaces`.
    private static func isASCIINonBlank(_ byte: UInt8) -> Bool {
        byte < 0x80 && byte != 0x20 && byte != 0x09
    }
}

extension String {
    /// `trimmingCharacters(in: ["`"])` without Foundation: a backtick is one byte of UTF-8, which
    /// no other scalar's encoding holds. Every name of a store or dependency is trimmed so, for
    /// the checks and the preview matrix, on every spec.
    var trimmingBackticks: String {
        let bytes = utf8
        guard bytes.first == 0x60 || bytes.last == 0x60 else { return self }
        guard let first = bytes.firstIndex(where: { $0 != 0x60 }) else { return "" }
        let last = bytes.lastIndex(where: { $0 != 0x60 })!
        return String(decoding: bytes[first...last], as: UTF8.self)
    }

    /// Whether a character is a line break (`Character.isNewline`), without breaking ASCII text
    /// into characters: every snippet of a spec is checked for one as it loads. In ASCII the line
    /// breaks are LF, VT, FF and CR (CR LF is one character, and a line break too).
    var containsNewline: Bool {
        for byte in utf8 {
            if byte >= 0x80 { return contains(where: \.isNewline) }
            if byte >= 0x0A && byte <= 0x0D { return true }
        }
        return false
    }
}

extension StringProtocol {
    /// Whether `other` occurs, compared scalar by scalar (the bytes of UTF-8, which is
    /// self-synchronising); an empty `other` never does. Every spec's summary and path is searched
    /// for the reserved phrases, every deep link's segments for braces, and every file's first
    /// lines for the generated-file marker: a phrase, a brace or the marker's closing space
    /// followed by a mark is still found, where the standard library's `contains(_:)` compares
    /// characters and would miss it. (Foundation's search, which this replaced, found the marker
    /// there too; the search by characters refused to write a spec named `\u{93E}A.yaml`.)
    func containsText(_ other: String) -> Bool {
        guard !other.isEmpty else { return false }
        let haystack = utf8
        let needle = other.utf8
        guard needle.count <= haystack.count else { return false }
        let first = needle.first!
        var start = haystack.startIndex
        let lastStart = haystack.index(haystack.endIndex, offsetBy: -needle.count)
        while start <= lastStart {
            if haystack[start] == first && haystack[start...].starts(with: needle) { return true }
            start = haystack.index(after: start)
        }
        return false
    }
}

extension String {
    /// `Array(unicodeScalars)`, the lexer's input, without decoding ASCII text: each of its bytes
    /// is its scalar. Every type and expression of every spec is lexed, most twice.
    var scalarArray: [Unicode.Scalar] {
        guard isASCIIText else { return Array(unicodeScalars) }
        // Reserved and appended: an array made at its full count (`repeating:` or
        // `unsafeUninitializedCapacity:`) went through the standard library's unspecialised
        // allocation, which looked up the array type's metadata on every call.
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(utf8.count)
        let copied: Void? = utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes { scalars.append(Unicode.Scalar(byte)) }
        }
        if copied == nil {
            for byte in utf8 { scalars.append(Unicode.Scalar(byte)) }
        }
        return scalars
    }

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
