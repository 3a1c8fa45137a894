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
    @Test(arguments: [##"#"C:\"#"##, ##"#"say "hi")"#"##, ###"##"a"#b"##"###, ##"#"\#(x) (\(y)"#"##, ##"f(#"]"#)"##, ##"#"a\#""#"##])
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
        #expect(SwiftSnippet.problem(##"#"a"#"x""##, isType: false) == nil, "a closing # opens nothing")
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
}
