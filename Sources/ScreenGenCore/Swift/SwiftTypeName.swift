/// Type names as text, as the rules compare them and the emitters iterate them, read by the lexer
/// like every other fragment, so a raw identifier's spaces and brackets are part of its name.
public enum SwiftTypeName {
    /// A type with no space but between two words and no leading `any`, for comparing types
    /// across specs: ` any  FeedClient ` → `FeedClient`, `[any Store]` → `[any Store]`,
    /// `[String : Int]` → `[String:Int]`.
    public static func normalized(_ type: String) -> String {
        // A plain name (`Profile`, `Bool`, `any` alone) is one token, its own normal form: most
        // types of a spec are, and the rules normalise every type of every spec.
        if SwiftIdentifier.isPlainASCIIName(type) || plainArrayElement(of: type) != nil { return type }
        return normalizedByTokens(type)
    }

    /// `Post` for `[Post]`: an array of a plain name, written without spaces, as most loads' types
    /// are. Its tokens are `[`, the name and `]`, so it is its own normal form and its element is
    /// the name, known without lexing it (twice, for the element type).
    static func plainArrayElement(of type: String) -> Substring? {
        let bytes = type.utf8
        guard bytes.count > 2, bytes.first == UInt8(ascii: "["), bytes.last == UInt8(ascii: "]") else { return nil }
        // Cut at the bytes, not the characters: a scalar that joins the next character (U+0D4E)
        // makes `…\u{0D4E}]` one character, and dropping the last character would drop it too.
        let name = type[bytes.index(after: bytes.startIndex)..<bytes.index(before: bytes.endIndex)]
        return SwiftIdentifier.isPlainASCIIName(name) ? name : nil
    }

    /// `normalized(_:)` from the lexer's tokens.
    static func normalizedByTokens(_ type: String) -> String {
        let fragment = SwiftFragment(type)
        var tokens = fragment.tokens[...]
        if let first = tokens.first, first.kind == .identifier, fragment.text(of: first) == "any", tokens.count > 1 {
            tokens = tokens.dropFirst()
        }
        var out = ""
        var previousIsWord = false
        for token in tokens {
            let isWord = [.identifier, .keyword, .number].contains(token.kind)
            if isWord && previousIsWord { out += " " }
            out += fragment.text(of: token)
            previousIsWord = isWord
        }
        return out
    }

    /// The element type of a collection type a section iterates: `[Post]` → `Post`,
    /// `Array<Post>` → `Post`, a dictionary's `(key:value:)` tuple, `Range<Int>` → `Int`; nil
    /// when the type is not one of those.
    public static func elementType(of type: String) -> String? {
        // A plain name has no brackets: it is no collection.
        if SwiftIdentifier.isPlainASCIIName(type) { return nil }
        if let element = plainArrayElement(of: type) { return String(element) }
        return elementTypeByTokens(of: type)
    }

    /// `elementType(of:)` from the lexer's tokens.
    static func elementTypeByTokens(of type: String) -> String? {
        let text = normalizedByTokens(type)
        let fragment = SwiftFragment(text)
        let tokens = fragment.tokens
        if tokens.count > 2, tokens[0].kind == .punctuation("["), fragment.partner(of: 0) == tokens.count - 1 {
            let inner = tokens[1].range.lowerBound..<tokens[tokens.count - 2].range.upperBound
            let isDictionary = tokens.contains { $0.depth == 1 && $0.kind == .punctuation(":") }
            return isDictionary ? "(key:value:)" : fragment.text(inner)
        }
        for prefix in ["Array<", "ContiguousArray<", "ArraySlice<", "Range<", "ClosedRange<"]
        where text.hasPrefix(prefix) && text.hasSuffix(">") {
            return String(text.dropFirst(prefix.count).dropLast())
        }
        return nil
    }
}
