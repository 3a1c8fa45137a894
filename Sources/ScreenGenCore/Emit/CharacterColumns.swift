/// How many characters (what an editor counts as columns) start before each Unicode scalar of a
/// text, so the layout measures any run of tokens, which the lexer locates in scalars, without
/// reading it again.
struct CharacterColumns {
    /// For each scalar offset, and the end, the characters before it.
    private let offsets: [Int]

    init(_ text: String) {
        var offsets: [Int] = []
        offsets.reserveCapacity(text.unicodeScalars.count + 1)
        var count = 0
        for character in text {
            for _ in character.unicodeScalars { offsets.append(count) }
            count += 1
        }
        offsets.append(count)
        self.offsets = offsets
    }

    /// The width in characters of the scalars `range`.
    func width(_ range: Range<Int>) -> Int { offsets[range.upperBound] - offsets[range.lowerBound] }
}
