import Testing

@testable import ScreenGenCore

/// The tidy pass reads bytes, and characters only on a line with a byte outside ASCII: checked
/// against the character-by-character pass it replaced, on texts built from the pieces that decide
/// its answers (blanks, braces, line breaks) and from characters that join the one before them.
@Suite struct SwiftSourceTidyTests {
    /// The pass as it was written on characters (until session 15): the reference.
    static func characterTidy(_ source: String) -> String {
        var lines: [Substring] = []
        for rawLine in source.lines() {
            var line = rawLine
            while let last = line.last, last == " " || last == "\t" || last == "\r" { line = line.dropLast() }
            if line.isEmpty {
                if let previous = lines.last, previous.isEmpty || previous.hasSuffix("{") { continue }
                if lines.isEmpty { continue }
            } else if line.drop(while: { $0 == " " }).hasPrefix("}"), lines.last?.isEmpty == true {
                lines.removeLast()
            }
            lines.append(line)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `split` as `lines` describes itself, with CRLF and a lone CR made LF first.
    static func splitLines(_ text: String) -> [Substring] {
        var unified = ""
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\r" {
                if scalars.first == "\n" { scalars.removeFirst() }
                unified.unicodeScalars.append("\n")
            } else {
                unified.unicodeScalars.append(scalar)
            }
        }
        return unified.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
            Substring(String($0))
        }
    }

    static let pieces = [
        " ", "  ", "\t", "\r", "\n", "\r\n", "{", "}", "a", "let x = 1", "é", "e\u{301}", "\u{301}", "\u{600}",
        "\u{200D}", "👩‍💻", "  }", "{\n", "\n\n",
    ]

    static func randomText(_ index: Int, base: UInt64) -> String {
        var random = SplitMix64(seed: SplitMix64.caseSeed(base: base, index: index))
        return (0...random.below(12)).map { _ in random.pick(pieces) }.joined()
    }

    @Test func agreesWithTheCharacterPassOnRandomTexts() {
        for index in 0..<20_000 {
            let text = Self.randomText(index, base: 0x71D1)
            // Layout is its own pass: these lines are all far shorter than the line length.
            #expect(
                SwiftSourceTidy.tidy(text) == Self.characterTidy(text), "case \(index): \(text.debugDescription)")
        }
    }

    @Test func aMarkAfterABraceOrASpaceBelongsToIt() {
        // `}` with a combining mark is not a closing brace; a space after a prepended mark is not
        // trailing whitespace; `{` with a mark does not open a block.
        #expect(SwiftSourceTidy.tidy("a\n\n}\u{301}\n") == "a\n\n}\u{301}\n")
        #expect(SwiftSourceTidy.tidy("a\n\n}\n") == "a\n}\n")
        #expect(SwiftSourceTidy.tidy("x\u{600} \n") == "x\u{600} \n")
        #expect(SwiftSourceTidy.tidy("x \n") == "x\n")
        #expect(SwiftSourceTidy.tidy("{\u{301}\n\nb\n") == "{\u{301}\n\nb\n")
        #expect(SwiftSourceTidy.tidy("{\n\nb\n") == "{\nb\n")
    }

    @Test func linesSplitAsDocumented() {
        for index in 0..<20_000 {
            let text = Self.randomText(index, base: 0x11E5)
            let expected = Self.splitLines(text)
            #expect(text.lines() == expected, "case \(index): \(text.debugDescription)")
            let limit = index % 4
            #expect(text.lines(limit: limit) == Array(expected.prefix(limit)), "case \(index), limit \(limit)")
        }
    }
}
