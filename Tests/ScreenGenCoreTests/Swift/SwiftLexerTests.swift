import Foundation
import Testing

@testable import ScreenGenCore

/// The one lexer of Swift fragments, and the layout and checks that read its tokens.
@Suite struct SwiftLexerTests {
    /// `(kind, text)` of every token.
    static func tokens(_ text: String, swift6: Bool = true) -> [(SwiftToken.Kind, String)] {
        let fragment = SwiftFragment(text, readsBareRegexLiterals: swift6)
        return fragment.tokens.map { ($0.kind, fragment.text(of: $0)) }
    }

    static func texts(_ text: String, swift6: Bool = true) -> [String] { tokens(text, swift6: swift6).map(\.1) }

    static func problem(_ text: String, swift6: Bool = true) -> SwiftLexer.Problem? {
        SwiftFragment(text, readsBareRegexLiterals: swift6).problem
    }

    // MARK: Tokens

    @Test func readsEveryKindOfToken() {
        let read = Self.tokens(#"let x = `default`.f($0, 1.5e-3) ..< y? #line // c"#)
        let expected: [(SwiftToken.Kind, String)] = [
            (.keyword, "let"), (.identifier, "x"), (.operator, "="), (.identifier, "`default`"),
            (.punctuation("."), "."),
            (.identifier, "f"), (.punctuation("("), "("), (.identifier, "$0"), (.punctuation(","), ","),
            (.number, "1.5e-3"), (.punctuation(")"), ")"), (.operator, "..<"), (.identifier, "y"), (.operator, "?"),
            (.poundKeyword, "#line"), (.comment, "// c"),
        ]
        #expect(read.map(\.0) == expected.map(\.0))
        #expect(read.map(\.1) == expected.map(\.1))
    }

    @Test func stringsAreDelimitersTextAndInterpolations() {
        #expect(
            Self.tokens(#""a \(b) c""#).map(\.0) == [
                .stringOpen, .stringText, .interpolationOpen, .identifier, .interpolationClose, .stringText,
                .stringClose,
            ])
        // In a raw string, `\(` and `"` are text; `\#(` interpolates and `"#` closes.
        #expect(
            Self.texts(##"#"say "hi" \(x) \#(y)"#"##) == [##"#""##, #"say "hi" \(x) "#, ##"\#("##, "y", ")", ##""#"##])
        // Nested to any depth, each level one group deeper.
        let depth = 2_000
        let nested = String(repeating: #""\("#, count: depth) + "x" + String(repeating: #")""#, count: depth)
        let fragment = SwiftFragment(nested)
        #expect(fragment.problem == nil)
        #expect(fragment.tokens.map(\.depth).max() == depth)
        #expect(fragment.tokens.first { $0.kind == .identifier }?.depth == depth)
    }

    @Test func numbersAndOperators() {
        #expect(Self.texts("0x1p-3 + 1_000.5e+3") == ["0x1p-3", "+", "1_000.5e+3"])
        #expect(Self.texts("0xe-1") == ["0xe", "-", "1"], "e is a hex digit, not an exponent")
        #expect(Self.texts("a...b, c.d") == ["a", "...", "b", ",", "c", ".", "d"])
        #expect(Self.texts("a+/*c*/b") == ["a", "+", "/*c*/", "b"], "a comment ends an operator")
        #expect(Self.texts("f(x) -> Int") == ["f", "(", "x", ")", "->", "Int"])
    }

    // MARK: Where a quote is not a quote

    @Test func regexLiteralsAndRawIdentifiersHoldQuotes() {
        #expect(Self.texts(#"f(#/"/#) }"#) == ["f", "(", ##"#/"/#"##, ")"])
        #expect(Self.problem(#"f(#/"/#) }"#)?.message == "has an unbalanced '}'")
        #expect(Self.texts(##"##/a/#"/##"##) == [##"##/a/#"/##"##])
        #expect(Self.texts(#"f(/"/)"#) == ["f", "(", #"/"/"#, ")"], "Swift 6 reads a regex literal")
        #expect(Self.texts(#"f(`a"b`)"#) == ["f", "(", #"`a"b`"#, ")"])
        #expect(Self.problem("f(`a\"b)")?.message == "has a '`' without its closing '`'")
    }

    /// `/` is a regex literal only where the compiler reads one (swift-syntax's heuristics).
    @Test(arguments: [
        ("a / b / c", false), ("f(/, /)", false), ("f(/a)/)", false),
        ("f(/a/*b*/)", false), ("x.contains(/[a-z]+/)", true), ("!/x/.isEmpty", true), ("[/a/, /b/]", true),
        ("x = /a/", true), ("x /y/ z", true), (#"s.contains(/\//)"#, true),
    ])
    func bareSlashesAreRegexLiteralsWhereSwift6ReadsThem(_ text: String, _ isRegex: Bool) {
        let swift6 = Self.tokens(text)
        #expect(swift6.contains { $0.0 == .regex } == isRegex, "\(swift6)")
        #expect(!Self.tokens(text, swift6: false).contains { $0.0 == .regex }, "Swift 5 reads operators")
    }

    // MARK: Problems

    @Test func problemsSayWhatAndWhere() {
        let cases: [(String, String, Int)] = [
            (#"f("a)"#, "has an unterminated string literal", 2),
            ("f(a, [b)", "has an unbalanced ')'", 7),
            ("f([a]", "is missing a closing ')'", 1),
            (#"x #"#, "contains a '#' that starts no raw string, regex literal or macro", 2),
            (#"Text("\(#)")"#, "contains a '#' that starts no raw string, regex literal or macro", 8),
            (#"f("""x""")"#, #"contains '"""', a multi-line string literal, which cannot be written on one line"#, 2),
            (#""a\qb""#, #"has an invalid escape sequence '\q' in a string literal; write '\\' for a backslash"#, 2),
            (
                #""\u{110000}""#,
                #"has an invalid \u{…} escape in a string literal: write 1 to 8 hex digits of a scalar"#, 1
            ),
            (
                "\"a\tb\"",
                #"has U+0009, a control character, in a string literal; write an escape such as \t or \u{7}"#, 2
            ),
            ("#/a", "has an unterminated regex literal", 0),
            ("f(`+`)", "has a name in backticks that Swift does not accept: it needs a letter, digit or symbol", 2),
            ("f('a')", "contains ''', which Swift reads only in a string literal or a comment", 2),
            (
                "x.split(/ /)",
                "has a regex literal /…/ that starts or ends with a space, which Swift 6 refuses; write #/…/#", 8
            ),
            (
                "x == / a/",
                "has a regex literal /…/ that starts or ends with a space, which Swift 6 refuses; write #/…/#", 5
            ),
        ]
        for (text, message, offset) in cases {
            let problem = Self.problem(text)
            #expect(problem?.message == message, "\(text)")
            #expect(problem?.offset == offset, "\(text)")
        }
        #expect(Self.problem(#""\u{1F600} \n \\ \0 \" \' \t \r""#) == nil)
    }

    /// A name the spec reader accepts is one identifier token, whatever its script.
    @Test(arguments: ["post", "café", "🐶count", "ñ", "x\u{301}", "名前", "_private", "a1"])
    func identifiersAreSwiftIdentifiersGrammar(_ name: String) {
        #expect(SwiftIdentifier.problem(name, allowKeywords: false) == nil)
        #expect(Self.tokens(name).map(\.0) == [.identifier])
    }

    // MARK: What the tokens are used for

    @Test func readNamesSkipsMembersAndLabelsOnly() {
        #expect(
            SwiftSnippet.readNames(in: "flag ? query : other") == ["flag", "query", "other"], "a ternary is no label")
        #expect(SwiftSnippet.readNames(in: "f(label: value, [key: 1])") == ["f", "value", "key"])
        #expect(SwiftSnippet.readNames(in: "Toggle(isOn: $enabled) { $0 }") == ["Toggle", "enabled"])
        #expect(SwiftSnippet.readNames(in: "self.item.title") == [])
        #expect(
            SwiftSnippet.readNames(in: ##"f(#"\(x) \#(y)"#, `default`, `two words`)"##) == [
                "f", "y", "default", "two words",
            ])
    }

    @Test func rulesMatchCodeInInterpolationsButNeverText() {
        #expect(
            SwiftFragment.matchTexts(#"Text("\(a.sorted()) .filter(")"#) == [
                "Text", "(", "\"\"", "\\(", "a", ".", "sorted", "(", ")", ")", ")",
            ])
        #expect(SwiftFragment.matchTexts("a->b") == ["a", "->", "b"])
        #expect(SwiftFragment.matchTexts(#"x(#/.filter(/#)"#) == ["x", "(", "//", ")"])
    }

    /// Both readings must be safe: a `"` in a `/…/` regex opens a string in Swift 5 mode.
    @Test func aBareRegexMustAlsoReadSafelyInSwift5() {
        #expect(SwiftSnippet.problem(#"x.contains(/[a-z]+/)"#, isType: false) == nil)
        #expect(
            SwiftSnippet.problem(#"x.contains(/"/)"#, isType: false)
                == "has an unterminated string literal in the Swift 5 language mode, where /…/ is not a regex "
                + "literal: write #/…/#")
        #expect(SwiftSnippet.problem(#"x.contains(#/"/#)"#, isType: false) == nil)
    }

    /// A statement that starts with a control keyword ends with its last block: what follows it
    /// (found by the hostile-value test in a toolbar action) would not parse.
    @Test func aControlStatementEndsWithItsBlock() {
        #expect(SwiftSnippet.problem("if a { b() } else { c() }", isType: false) == nil)
        #expect(SwiftSnippet.problem("do { try f() } catch { g() }", isType: false) == nil)
        #expect(
            SwiftSnippet.problem("if a { b() } else { c() }()", isType: false)
                == "has code after the closing brace of its 'if' statement")
        #expect(SwiftSnippet.problem("for x in xs { f(x) }.y", isType: false) != nil)
    }

    /// A `?` bound to its operand is optional chaining, even before a call; a ternary's has a space
    /// before it and needs its `:`.
    @Test func aBoundQuestionMarkChainsAndASpacedOneIsATernary() {
        #expect(SwiftSnippet.problem(#"onItemAdded?("x")"#, isType: false) == nil)
        #expect(SwiftSnippet.problem("a?[0]", isType: false) == nil)
        #expect(SwiftSnippet.problem("a ? b : c", isType: false) == nil)
        #expect(SwiftSnippet.problem("a ? b", isType: false) == "has '?' without the ':' of its other branch")
    }
}
