/// The fragments one spec's types and expressions were read into, so that each is lexed once: the
/// decoder reads every one to check it, and the rules match the same texts' tokens
/// (`SpecExpression`); lexing them again was a thirtieth of a `validate`.
///
/// A value that travels with its spec, not a process-wide cache: a spec is decoded on one core and
/// checked on another, and nothing is shared between specs, so nothing needs a lock.
///
/// Found by where the text is in the spec, in an array kept in that order, not by hashing the
/// text: a dictionary of strings hashed each text twice and cost more than the lexing it saved. A
/// kept fragment is given only for the very text it was read from (`SwiftFragment(text)`), so
/// one found here and one read again cannot differ.
public struct SwiftFragments: Sendable {
    private struct Entry: Sendable {
        /// Line and column, the line in the high bits: the entries' order.
        var position: Int
        var text: String
        var fragment: SwiftFragment
    }

    /// In the order of `position`.
    private var entries: [Entry] = []

    public init() {}

    /// The fragment of `text`, read now, and kept for those who ask for the text at `location`.
    mutating func read(_ text: String, at location: SourceLocation) -> SwiftFragment {
        let fragment = SwiftFragment(text)
        let position = Self.position(of: location)
        // Room for what most specs hold (about fifteen): one allocation, not one per doubling.
        if entries.isEmpty { entries.reserveCapacity(16) }
        // The decoder reads an entry's keys in its own order, not the file's: mostly ascending.
        if !entries.isEmpty && entries[entries.count - 1].position > position {
            entries.insert(Entry(position: position, text: text, fragment: fragment), at: index(of: position))
        } else {
            entries.append(Entry(position: position, text: text, fragment: fragment))
        }
        return fragment
    }

    /// The fragment of `text`: the one kept for it, else read now (an interpolation's code, which
    /// the decoder reads within its text, not on its own).
    public func fragment(_ text: Located<String>) -> SwiftFragment {
        kept(text) ?? SwiftFragment(text.value)
    }

    /// The fragment kept for `text` at its place, if one was.
    func kept(_ text: Located<String>) -> SwiftFragment? {
        let position = Self.position(of: text.location)
        var index = index(of: position)
        while index < entries.count && entries[index].position == position {
            // The spec's text is the decoder's own string, so this compares two references.
            if entries[index].text == text.value { return entries[index].fragment }
            index += 1
        }
        return nil
    }

    private static func position(of location: SourceLocation) -> Int {
        location.line << 32 | location.column
    }

    /// The first index whose entry is not before `position`.
    private func index(of position: Int) -> Int {
        var range = 0..<entries.count
        while !range.isEmpty {
            let middle = range.lowerBound + range.count / 2
            if entries[middle].position < position {
                range = (middle + 1)..<range.upperBound
            } else {
                range = range.lowerBound..<middle
            }
        }
        return range.lowerBound
    }
}
