/// One token of a Swift fragment, as `SwiftLexer` reads it: what it is, where it is, and where it
/// sits in the fragment's nesting of brackets and interpolations.
public struct SwiftToken: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A name: `post`, `` `default` ``, a raw identifier `` `two words` ``, `$0`, `$query`.
        case identifier
        /// A reserved word (`SwiftIdentifier.keywords`): `let`, `try`, `self`, `in`.
        case keyword
        /// `#` and a name: a directive (`#if`), a pound literal (`#line`) or a macro (`#Preview`).
        case poundKeyword
        case number
        /// A run of operator characters: `==`, `..<`, `->`, `?`, `!`, `&`.
        case `operator`
        /// One of `(` `)` `[` `]` `{` `}` `,` `:` `;` `.` `@` `\`.
        case punctuation(Unicode.Scalar)
        /// A string literal's opening delimiter: `"`, `#"`, `"""`.
        case stringOpen
        /// Text of a string literal between its delimiters and interpolations, escapes included.
        case stringText
        /// `\(` (`\#(` in a raw string): code follows, up to the matching `interpolationClose`.
        case interpolationOpen
        /// The `)` that ends an interpolation.
        case interpolationClose
        case stringClose
        /// A whole regex literal: `#/…/#`, or `/…/` where Swift 6 reads one.
        case regex
        /// `// …` or `/* … */`.
        case comment
    }

    public var kind: Kind
    /// Where it is, in Unicode scalars from the start of the fragment.
    public var range: Range<Int>
    /// How many brackets and interpolations enclose it. A group's opening and closing tokens are
    /// outside the group: in `f(x)`, `(` and `)` are at depth 0 and `x` at depth 1.
    public var depth: Int
    /// The token that opens the innermost group around this one (a bracket or an
    /// `interpolationOpen`); nil at the top level.
    public var enclosing: Int?
    /// For a token that opens or closes a group, the index of the other end; -1 for others. Kept
    /// in the token rather than in an array beside the tokens: an allocation fewer for each of the
    /// fragments the snippet check and the rules lex. 32 bits are plenty: a spec's size limit
    /// (`YAMLLimits.maxBytes`) keeps a fragment far below 2³¹ tokens.
    var partner: Int32 = -1

    /// An opening bracket (`(`, `[`, `{`) or an interpolation's `\(`: the start of a group.
    public var opensGroup: Bool {
        switch kind {
        case .interpolationOpen, .punctuation("("), .punctuation("["), .punctuation("{"): true
        default: false
        }
    }

    /// A closing bracket or an interpolation's `)`: the end of a group.
    public var closesGroup: Bool {
        switch kind {
        case .interpolationClose, .punctuation(")"), .punctuation("]"), .punctuation("}"): true
        default: false
        }
    }
}
