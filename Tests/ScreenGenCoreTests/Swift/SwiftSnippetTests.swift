import Testing

@testable import ScreenGenCore

@Suite struct SwiftSnippetTests {
    @Test(arguments: [
        "Int", "[Post]", "[String: [Int]]", "Post.ID", "any FeedClient", "some View", "(Int, String)",
        "Result<[Post], any Error>", "Int?", "(Int) -> Void", "Binding<Bool>",
    ])
    func usableTypes(_ type: String) {
        #expect(SwiftSnippet.problem(type, isType: true) == nil)
    }

    @Test(arguments: [
        "client.posts()", "\"\"", "[]", "[:]", ".all", "a / b", "f(\"(\")", "f(\")]}\")", "\"a \\\" b\"",
        "\"\\\\\"", "list.map { $0.id }", "x ? [1] : []", "f(a: [1, 2], b: (3, 4))", "\"// not a comment\"",
        "  padded  ",
    ])
    func usableExpressions(_ expression: String) {
        #expect(SwiftSnippet.problem(expression, isType: false) == nil)
    }

    @Test func problemsAreNamed() {
        let cases: [(String, Bool, String)] = [
            ("", false, "is empty"),
            ("   ", true, "is empty"),
            ("f(\n)", false, "spans several lines; write it on one line"),
            ("f(\r)", false, "spans several lines; write it on one line"),
            ("f(\u{2028})", false, "spans several lines; write it on one line"),
            ("f(a, [b)", false, "has an unbalanced ')'"),
            ("f())", false, "has an unbalanced ')'"),
            ("]", false, "has an unbalanced ']'"),
            ("{ x }}", false, "has an unbalanced '}'"),
            ("f(", false, "is missing a closing ')'"),
            ("[[1]", false, "is missing a closing ']'"),
            ("{ $0", false, "is missing a closing '}'"),
            ("f(\"a)", false, "has an unterminated string literal"),
            ("\"a\\\"", false, "has an unterminated string literal"),
            ("f() // later", false, "contains a comment, which would swallow the generated code after it"),
            ("f(/* x */)", false, "contains a comment, which would swallow the generated code after it"),
            ("a; b", false, "contains ';'; give a single expression"),
            ("Tagged<\"x\">", true, "contains a string literal, which a type cannot"),
            ("{ Int }", true, "contains '{', which a type cannot"),
            ("[Post", true, "is missing a closing ']'"),
            ("Post]", true, "has an unbalanced ']'"),
        ]
        for (text, isType, problem) in cases {
            #expect(SwiftSnippet.problem(text, isType: isType) == problem, "\(text.debugDescription)")
        }
    }

    /// Interpolations are code inside a string: their brackets and nested literals count as code.
    @Test(arguments: [
        #""\(count) items""#, #""Hello \(name ?? "you")""#, #""\(f(")"))""#, #""\(a["k"] ?? 0)""#,
        #""\(f("(")) and \(g("]"))""#, #""\("\("nested")")""#,
    ])
    func interpolations(_ expression: String) {
        #expect(SwiftSnippet.problem(expression, isType: false) == nil, "\(expression)")
    }

    /// In a raw string, `\` and `"` are text unless followed by the delimiter's `#`s.
    @Test(arguments: [
        ##"#"C:\"#"##, ##"#"say "hi")"#"##, ###"##"a"#b"##"###, ##"#"\#(x) (\(y)"#"##, ##"f(#"]"#)"##, ##"#"a\#""#"##,
    ])
    func rawStrings(_ expression: String) {
        #expect(SwiftSnippet.problem(expression, isType: false) == nil, "\(expression)")
    }

    @Test func aCombiningMarkDoesNotHideAQuote() {
        #expect(SwiftSnippet.problem("\"\u{301})\"", isType: false) == nil)
        #expect(SwiftSnippet.problem("f(\"e\u{301}\")", isType: false) == nil)
        #expect(SwiftSnippet.problem("f(\"\u{301}\", x", isType: false) == "is missing a closing ')'")
    }

    @Test func unterminatedStringsInsideOut() {
        for text in [#""\(x""#, #""\(f(""#, ##"#"a""##, ##"#"a\#""##] {
            #expect(SwiftSnippet.problem(text, isType: false) == "has an unterminated string literal", "\(text)")
        }
        #expect(SwiftSnippet.problem(#""\(x))""#, isType: false) == nil, "the second ')' is text")
        #expect(
            SwiftSnippet.problem(##"#"a"#"x""##, isType: false) == "has two expressions side by side at '\"'",
            "a closing # opens nothing: the second string is one of its own")
        #expect(SwiftSnippet.problem(#""a" // c"#, isType: false) != nil)
        #expect(SwiftSnippet.problem(#""\(a) // c""#, isType: false) == nil, "inside the string: text")
    }

    @Test func aStringLiteralIsFineInAnExpressionOnly() {
        #expect(SwiftSnippet.problem("\"x\"", isType: false) == nil)
        #expect(SwiftSnippet.problem("\"x\"", isType: true) != nil)
        #expect(SwiftSnippet.problem("{ 1 }()", isType: false) == nil)
        #expect(SwiftSnippet.problem("{ 1 }()", isType: true) != nil)
    }

    @Test func readNamesSeesInsideInterpolations() {
        #expect(SwiftSnippet.readNames(in: #"print("\(item.title)")"#) == ["print", "item"])
        #expect(SwiftSnippet.readNames(in: #""\("\(item.id)")""#) == ["item"], "nested")
        #expect(SwiftSnippet.readNames(in: #""item""#) == [], "text is not code")
    }

    @Test func anActionAwaitsInItsInterpolationsToo() {
        #expect(ModelBuilder.awaits("await store.save()"))
        #expect(ModelBuilder.awaits(#"print("\(await f())")"#))
        #expect(!ModelBuilder.awaits(#"print("await")"#))
        #expect(!ModelBuilder.awaits("store.save()"))
    }

    /// The fast path answers as the lexer does: random texts over every ASCII character (control
    /// ones included), brackets and a few non-ASCII scalars, each asked both ways. Plain code
    /// skips only the checks it cannot fail (comments, strings, line breaks); whether it is whole,
    /// or a type, is still asked of its tokens. A failing seed reruns alone.
    @Test func thePlainCodeFastPathNeverHidesAProblem() {
        // Every ASCII character once; brackets, names and dots often, so that many texts pass;
        // and each character that starts a comment, string, regex or block often enough to meet
        // the others, so that a fast path that let one through would be caught.
        let often = ["(", ")", "[", "]", "a", "b", ".", " ", "/", "/", "*", "\"", "#", ";", "{", "}", "'", "`", "\\"]
        let alphabet: [String] =
            (0..<128).map { String(UnicodeScalar(UInt8($0))) } + Array(repeating: often, count: 6).flatMap { $0 }
            + ["é", "\u{2028}", "\u{85}", "\u{301}"]
        var accepted = 0
        for index in 0..<20_000 {
            var random = SplitMix64(seed: SplitMix64.caseSeed(base: 0x5EED_C0DE, index: index))
            let text = (0..<random.below(24)).map { _ in alphabet[random.below(alphabet.count)] }.joined()
            guard SwiftSnippet.isPlainCode(text), !text.trimmingWhitespace.isEmpty else { continue }
            accepted += 1
            for isType in [false, true] {
                #expect(
                    SwiftSnippet.problem(text, isType: isType) == SwiftSnippet.lexedProblem(text, isType: isType),
                    "case \(index): \(text.debugDescription)")
            }
        }
        #expect(accepted > 700, "the alphabet reaches the fast path")
    }

    @Test func theFastPathTakesCommonSnippetsAndLeavesTheRestToTheLexer() {
        for plain in [
            "Int", "[Post]", "[String: [Int]]", "Result<[Post], any Error>", "(Int) -> Void", "client.posts(for: id)",
            "$store.isOn", "\\Item.id", "x ? [1] : []",
            String(repeating: "(", count: 64) + String(repeating: ")", count: 64),
        ] {
            #expect(SwiftSnippet.isPlainCode(plain), "\(plain)")
        }
        for lexed in [
            "a / b", "\"x\"", "f(a, [b)", "f())", "(", "a; b", "{ 1 }", "#if", "`x`", "'a'", "caf\u{E9}", "a\tb",
            String(repeating: "(", count: 65) + String(repeating: ")", count: 65),
        ] {
            #expect(!SwiftSnippet.isPlainCode(lexed), "\(lexed)")
        }
        let tooDeep = String(repeating: "(", count: 65) + String(repeating: ")", count: 65)
        #expect(
            SwiftSnippet.problem(tooDeep, isType: false) == "nests brackets and interpolations more than 64 levels deep"
        )
        #expect(
            SwiftSnippet.problem(
                String(repeating: "[", count: 63) + "Int" + String(repeating: "]", count: 63), isType: true) == nil)
    }
}

/// Swift lexes a left-bound `!` or `?` alone: `URL(string: s)!=` ends with an `=` bound on one side,
/// which the parser refuses; `a != b` is a comparison, and `a!=b` parses (as `a! = b`, which the
/// compiler judges).
@Suite struct PostfixMarkThenAssignmentTests {
    @Test func aForceUnwrapFollowedByABareEqualsIsRefused() {
        #expect(SwiftSnippet.problem("URL(string: s)!=", isType: false) == "has '=' without a value on both sides")
        #expect(SwiftSnippet.problem("f(x?= )", isType: false) == "has '=' without a value on both sides")
        #expect(SwiftSnippet.problem("a != b", isType: false) == nil)
        #expect(SwiftSnippet.problem("a!=b", isType: false) == nil)
    }
}

/// A name the spec declares in backticks (an element named `default`, a state named `is`) must be
/// read in backticks: the bare word is the keyword to Swift's parser, and the generated file would not
/// parse. Keywords where Swift takes them stay fine.
@Suite struct KeywordAsNameTests {
    @Test(arguments: [
        ("Text(default.name)", "default"), ("!owned || default.isOwned", "default"), ("class", "class"),
        ("f(return)", "return"), ("Text(is.name)", "is"), ("as.count > 0", "as"), ("case.id", "case"),
        ("let", "let"),
    ])
    func aBareKeywordReadAsANameIsRefused(_ expression: String, _ keyword: String) {
        #expect(
            SwiftSnippet.problem(expression, isType: false)
                == "uses the keyword '\(keyword)' as a name; write it in backticks: `\(keyword)`")
    }

    /// Through the spec loader: the error is at the key that reads the bare word, and the same spec with
    /// the backticks, and a binding path naming a keyword member, load without one.
    @Test func aSpecThatReadsAKeywordElementBareIsRefusedAtTheKey() {
        let spec = """
            screen: Items
            state:
              - { name: items, type: "[Item]", initial: "[]" }
              - { name: default, type: Bool, initial: "false" }
            content:
              sections:
                - { items: items, element: default, row: "ROW" }
                - { fields: [{ toggle: Default, bind: default }] }

            """
        #expect(
            SourceCheckTests.errors(spec.replacingOccurrences(of: "ROW", with: "Text(default.name)"))
                == ["7:46 invalid-expression 'row' uses the keyword 'default' as a name; write it in backticks: `default` "])
        #expect(SourceCheckTests.errors(spec.replacingOccurrences(of: "ROW", with: "Text(`default`.name)")) == [])
    }

    @Test(arguments: [
        "Text(`default`.name)", "Theme.default", ".init(x: 1)", "Foo.self", "f(x is Int)", "f((x as Any) is Int)",
        "items.map { $0 as Any }", "if case .a = x { f() }", "for item in items where item.isOn { f(item) }",
        "items.first { item in item.isOn }", "try await client.posts()", "f({ x } as Handler)", "f(value! as Int)",
        "open", "f(\\.default)", "if let x = y { f(x) } else { g() }", "Catalog.posts(in: topic, default: [])",
        "f(for: x, class: y)",
    ])
    func keywordsWhereSwiftTakesThemPass(_ expression: String) {
        #expect(SwiftSnippet.problem(expression, isType: false) == nil)
    }
}
