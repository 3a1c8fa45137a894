import Foundation
import ScreenGenCore
import Testing

/// The Swift fragments of a spec (types, expressions, interpolations) through the real binary:
/// nothing in them escapes its place in the generated file, however it is quoted; nesting is
/// bounded, and the line-length layout is linear and never splits a literal; rules read tokens.
@Suite struct ExpressionSafetyTests {
    /// A clean spec with one slot of each kind: `$INITIAL` (a state's initial value), `$ROW`,
    /// `$PREVIEW` (an environment preview), `$ACTION` (a toolbar action), `$TITLE` (an alert
    /// title with interpolations).
    static func spec(
        initial: String = "'\"\"'", row: String = "\"PostRow(post: post)\"", preview: String = "FeedClient.preview",
        action: String = "refresh()", title: String = "Gone"
    ) -> String {
        """
        screen: Feed
        title: Feed
        state:
          - { name: tag, type: String, initial: \(initial) }
        environment:
          - name: client
            type: FeedClient
            preview: { loaded: \(preview), loading: FeedClient.loading, error: FeedClient.failing }
        loads:
          - { name: posts, type: "[Post]", call: "client.posts()" }
        content:
          sections:
            - load: posts
              element: post
              row: \(row)
        toolbar:
          - { label: Refresh, action: \(action) }
        alerts:
          - { case: gone, item: Post, title: \(title) }

        """
    }

    /// `spec.yaml:L:C` of the first occurrence of `needle` in `yaml` (columns in Unicode scalars,
    /// as diagnostics count them).
    static func location(of needle: String, in yaml: String) -> String {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() {
            guard let range = line.range(of: needle) else { continue }
            return "spec.yaml:\(number + 1):\(line.unicodeScalars[..<range.lowerBound].count + 1)"
        }
        Issue.record("\(needle) is not in the spec")
        return "?"
    }

    /// Runs `screengen` on `yaml` written to spec.yaml in a fresh sandbox.
    static func screengen(_ yaml: String, _ arguments: String...) throws -> (RunResult, Sandbox) {
        let sandbox = try Sandbox()
        try sandbox.write("spec.yaml", yaml)
        return (try run(TestPaths.binary, arguments, in: sandbox.root), sandbox)
    }

    /// `swiftc -parse` of `path` in the Swift 6 language mode (and in the default one unless
    /// `swift6Only`): the errors, empty when it parses.
    static func parseErrors(_ path: String, swift6Only: Bool = false) throws -> String {
        let swiftc = try #require(which("swiftc"))
        var errors = ""
        for mode in swift6Only ? [["-swift-version", "6"]] : [["-swift-version", "6"], []] {
            let parsed = try run(swiftc, ["-parse"] + mode + [path])
            if parsed.status != 0 { errors += "swiftc -parse \(mode.joined(separator: " ")):\n\(parsed.stderr)" }
        }
        return errors
    }

    // MARK: Item 8: nothing hides what follows it

    /// A `"` in a regex literal or a raw identifier is not a string delimiter: the `}` or `/*`
    /// after it is seen, and refused.
    @Test(arguments: [
        (#"'f(#/"/#) } + g(#/"/#)'"#, "has an unbalanced '}'"),
        (#"'f(#/"/#) /* + g(#/"/#)'"#, "contains a comment, which would swallow the generated code after it"),
        (#"'f(##/"/#/##) } + g(##/"/##)'"#, "has an unbalanced '}'"),
        (#"'f(/"/) } + g(/"/)'"#, "has an unbalanced '}'"),
        (#"'f(/"/) /* + g(/"/)'"#, "contains a comment, which would swallow the generated code after it"),
        ("'f(`a\"b`) } + g(`c\"d`)'", "has an unbalanced '}'"),
        ("'f(`a\"b`) /* + g(`c\"d`)'", "contains a comment, which would swallow the generated code after it"),
        (#"'f("\(#/"/#)") } + g("\(#/"/#)")'"#, "has an unbalanced '}'"),
    ])
    func aQuoteInARegexOrARawIdentifierHidesNothing(_ row: String, _ problem: String) throws {
        let yaml = Self.spec(row: row)
        let (result, sandbox) = try Self.screengen(yaml, "generate", "-q", "spec.yaml", "--output", "Gen")
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(
            result.stdout.contains("\(Self.location(of: row, in: yaml)): error: 'row' \(problem)"), "\(result.stdout)")
        #expect(!sandbox.exists("Gen"), "nothing is written")
    }

    /// Compiler directives are not expressions: refused in every kind of field, each located,
    /// all in one run.
    @Test func compilerDirectivesAreRefusedInEveryExpressionField() throws {
        let yaml = Self.spec(
            initial: "'\"a\" #if DEBUG'", row: "'PostRow(post: post) #endif'", preview: "'FeedClient.preview #else'",
            action: "'#sourceLocation(file: \"a\", line: 1)'", title: #"'Gone \(item.title #elseif X)'"#)
        let (result, _) = try Self.screengen(yaml, "validate", "-q", "spec.yaml")
        #expect(result.status == 1)
        let expected = [
            (#"'"a" #if"#, "'initial' contains the compiler directive '#if', which is not an expression"),
            (
                "'PostRow(post: post) #endif'",
                "'row' contains the compiler directive '#endif', which is not an expression"
            ),
            (
                "'FeedClient.preview #else'",
                "'loaded' contains the compiler directive '#else', which is not an expression"
            ),
            (
                "'#sourceLocation",
                "'action' contains the compiler directive '#sourceLocation', which is not an expression"
            ),
            (
                #"'Gone \(item"#,
                "the interpolation in 'title' contains the compiler directive '#elseif', which is not an expression"
            ),
        ]
        for (needle, message) in expected {
            let line = "\(Self.location(of: needle, in: yaml)): error: \(message) [invalid-expression]"
            #expect(result.stdout.contains(line), "\(line)\nnot in:\n\(result.stdout)")
        }
    }

    /// A `#` that starts nothing, and a multi-line string literal on one line, which swiftc refuses
    /// inside an interpolation and everywhere else in a one-line fragment.
    @Test(arguments: [
        (#"'Text("\(#)")'"#, "contains a '#' that starts no raw string, regex literal or macro"),
        (
            #"'Text("\("""x""")")'"#,
            #"contains '"""', a multi-line string literal, which cannot be written on one line"#
        ),
        (#"'Text("""x""")'"#, #"contains '"""', a multi-line string literal, which cannot be written on one line"#),
        ("'Text(x) # if'", "contains a '#' that starts no raw string, regex literal or macro"),
    ])
    func strayPoundsAndMultiLineStringsAreRefused(_ row: String, _ problem: String) throws {
        let yaml = Self.spec(row: row)
        let (result, _) = try Self.screengen(yaml, "validate", "-q", "spec.yaml")
        #expect(result.status == 1)
        #expect(
            result.stdout.contains("\(Self.location(of: row, in: yaml)): error: 'row' \(problem)"), "\(result.stdout)")
    }

    /// The compiler finds an interpolation's end by scanning for quotes and parentheses only:
    /// a regex literal or a name in backticks that holds one cannot be in an interpolation.
    @Test(arguments: [#"'Text("\(#/"/#)")'"#, #"'Text("\(`a"b`)")'"#, #"'Text("\(#/(/#)")'"#, #"'Text("\(`)`)")'"#])
    func interpolationsEndWhereTheCompilerEndsThem(_ row: String) throws {
        let yaml = Self.spec(row: row)
        let (result, _) = try Self.screengen(yaml, "validate", "-q", "spec.yaml")
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "\(Self.location(of: row, in: yaml)): error: 'row' has an interpolation the compiler ends elsewhere"),
            "\(result.stdout)")
        let title = "'Gone \\(" + row.dropFirst().dropLast() + ")'"
        let (titled, _) = try Self.screengen(Self.spec(title: title), "validate", "-q", "spec.yaml")
        #expect(titled.stdout.contains("the interpolation in 'title' has an interpolation the compiler ends elsewhere"))
        let alone = #"'Gone \(#/"/#)'"#
        let (bottom, _) = try Self.screengen(Self.spec(title: alone), "validate", "-q", "spec.yaml")
        #expect(bottom.stdout.contains("the interpolation in 'title' has an interpolation the compiler ends elsewhere"))
    }

    @Test func aStrayPoundInAnAlertTitleIsRefusedAtTheTitle() throws {
        let title = #"'Delete \(#)?'"#
        let yaml = Self.spec(title: title)
        let (result, _) = try Self.screengen(yaml, "validate", "-q", "spec.yaml")
        #expect(result.status == 1)
        let location = Self.location(of: title, in: yaml)
        #expect(
            result.stdout.contains(
                "\(location): error: the interpolation in 'title' contains a '#' that starts no raw string, regex literal or macro [invalid-expression]"
            ),
            "\(result.stdout)")
    }

    /// What looks hostile but is one well-formed expression is accepted, and the file parses.
    @Test func quotesInLiteralsRegexesAndRawIdentifiersAreAcceptedAndParse() throws {
        let yaml = Self.spec(
            initial: ##"'#"say "hi" } /* "#'"##, row: "'PostRow(post: post, tag: `a\"b }`, pattern: #/\"}/#)'",
            preview: #"'FeedClient(name: "\("\("}")")", match: #/"/#)'"#,
            action: ###"'print(##"a"#b"##, #/,/#, "\(#"x"#)")'"###)
        let (result, sandbox) = try Self.screengen(yaml, "generate", "-q", "spec.yaml", "--output", "Gen")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(try Self.parseErrors(sandbox.path("Gen/Feed/FeedView.swift")) == "")
    }

    // MARK: Item 5: nesting is bounded, the layout is linear

    static func nestedCalls(_ depth: Int) -> String {
        String(repeating: "f(", count: depth) + "x" + String(repeating: ")", count: depth)
    }

    /// `f(f(…x…))` 4,000 levels deep took a minute and 382 MB; it is refused at once.
    @Test func deeplyNestedCallsAreRefusedQuickly() throws {
        let preview = "'\(Self.nestedCalls(4_000))'"
        let yaml = Self.spec(preview: preview)
        let start = Date()
        let (result, sandbox) = try Self.screengen(yaml, "generate", "-q", "spec.yaml", "--output", "Gen")
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "\(Self.location(of: preview, in: yaml)): error: 'loaded' nests brackets and interpolations more than "
                    + "64 levels deep [invalid-expression]"), "\(result.stdout)")
        #expect(!sandbox.exists("Gen"))

        let dumpStart = Date()
        let dump = try run(TestPaths.binary, ["dump", "spec.yaml"], in: sandbox.root)
        #expect(Date().timeIntervalSince(dumpStart) < 10)
        #expect(dump.status == 1)
        #expect(dump.stdout.contains("more than 64 levels deep") || dump.stderr.contains("more than 64 levels deep"))
    }

    /// 8,000 nested interpolations `"\("\(…)")"` took 17 s and 180 MB; refused at once.
    @Test func deeplyNestedInterpolationsAreRefusedQuickly() throws {
        let depth = 8_000
        let row = "'" + String(repeating: #""\("#, count: depth) + "x" + String(repeating: #")""#, count: depth) + "'"
        let yaml = Self.spec(row: row)
        let start = Date()
        let (result, _) = try Self.screengen(yaml, "validate", "-q", "spec.yaml")
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "\(Self.location(of: row, in: yaml)): error: 'row' nests brackets and interpolations more than 64 "
                    + "levels deep [invalid-expression]"), "\(result.stdout)")
    }

    /// Nesting at the limit is accepted; every level is opened (none fits), and the file stays
    /// proportional to the expression: the 3,000-level case used to write 36 MB.
    @Test func nestingAtTheLimitIsLaidOutInProportion() throws {
        let argument = "someRatherLongArgumentName"
        var expression = "x"
        for _ in 0..<SwiftSnippet.nestingLimit { expression = "f(\(argument), \(expression))" }
        let yaml = Self.spec(preview: "'\(expression)'")
        let start = Date()
        let (result, sandbox) = try Self.screengen(yaml, "generate", "-q", "spec.yaml", "--output", "Gen")
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let view = try #require(sandbox.read("Gen/Feed/FeedView.swift"))
        #expect(view.utf8.count < 200_000, "\(view.utf8.count) bytes")
        #expect(view.contains("            f(\n"), "the levels are opened")
        #expect(try Self.parseErrors(sandbox.path("Gen/Feed/FeedView.swift")) == "")

        let deeper = Self.spec(preview: "'f(\(expression))'")
        let (refused, _) = try Self.screengen(deeper, "validate", "-q", "spec.yaml")
        #expect(refused.status == 1, "one level more")
    }

    // MARK: Item 9: the layout never splits a literal

    /// A call too long for its line is opened at its own commas, never at one inside a string
    /// literal or its interpolations.
    @Test func theLayoutNeverSplitsInsideAStringLiteral() throws {
        let string = #""Tagged \(["a", "b"].joined(separator: ", ")) and more text, to pass the line length""#
        let literal = "String(localized: \(string))"
        let yaml = Self.spec(
            preview: "'FeedClient(title: \(literal), subtitle: \(literal))'",
            action: "'show(\(literal), \(literal))'")
        let (result, sandbox) = try Self.screengen(yaml, "generate", "-q", "spec.yaml", "--output", "Gen")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let view = try #require(sandbox.read("Gen/Feed/FeedView.swift"))
        #expect(view.contains("localized: \(string)\n"), "the string literal is on one line, whole")
        #expect(view.contains("show(\n"), "the action's call is opened")
        #expect(try Self.parseErrors(sandbox.path("Gen/Feed/FeedView.swift")) == "")
    }

    // MARK: Item 21: rules read tokens

    /// A row that compares a property named `filter` does not filter; one that calls it does.
    @Test func heavyWorkInBodyReadsCallsNotNames() throws {
        let quiet = Self.spec(row: #""ResidentRow(post: post, isResident: viewModel.filter == .residents)""#)
        let (clean, _) = try Self.screengen(quiet, "validate", "--strict", "spec.yaml")
        #expect(clean.status == 0, "\(clean.stdout)")
        #expect(!clean.stdout.contains("heavy-work-in-body"))

        let row = #""ResidentRow(post: post, residents: post.people.filter { $0.isResident })""#
        let (warned, _) = try Self.screengen(Self.spec(row: row), "validate", "-q", "spec.yaml")
        #expect(warned.stdout.contains("runs .filter on every body pass [heavy-work-in-body]"), "\(warned.stdout)")
    }
}

extension ExpressionSafetyTests {
    /// The siblings of item 21: every rule that read expression text now reads tokens.
    @Test func rulesReadTokensNotText() throws {
        // A ternary's branch is read, not taken for an argument label.
        let ternary = """
            screen: Search
            state:
              - { name: query, type: String, initial: '""' }
              - { name: isOn, type: Bool, initial: "false" }
            loads:
              - { name: results, type: "[Result]", call: 'Catalog.search(for: isOn ? query : "")', dependsOn: [isOn] }

            """
        let (missing, _) = try Self.screengen(ternary, "validate", "-q", "spec.yaml")
        #expect(
            missing.stdout.contains("load 'results' reads 'query' but does not re-run when it changes"),
            "\(missing.stdout)")

        // A function type that returns an optional is a required dependency.
        let function = """
            screen: Feed
            store:
              dependencies:
                - { name: lookup, type: "(Post.ID) -> Post?", preview: "{ _ in nil }" }

            """
        let (required, _) = try Self.screengen(function, "validate", "-q", "spec.yaml")
        #expect(!required.stdout.contains("optional-dependency"), "\(required.stdout)")

        // Appending another array reads no file; Data(contentsOf:) does.
        let append = Self.spec(row: #""TagCloud(post: post, onAdd: { post.tags.append(contentsOf: $0) })""#)
        let (quiet, _) = try Self.screengen(append, "validate", "-q", "spec.yaml")
        #expect(!quiet.stdout.contains("heavy-work-in-body"), "\(quiet.stdout)")
    }

    /// Fix-its edit code, never the same words in a string literal.
    @Test func fixItsLeaveStringLiteralsAlone() throws {
        let row = #"'VStack(spacing: 12) { Text("spacing: 12, foregroundColor(") }.foregroundColor(.red)'"#
        let (result, _) = try Self.screengen(Self.spec(row: row), "validate", "-q", "spec.yaml")
        #expect(
            result.stdout.contains(
                #"note: fix-it: row: VStack(spacing: 12) { Text("spacing: 12, foregroundColor(") }.foregroundStyle(.red)"#
            ), "\(result.stdout)")
        #expect(
            result.stdout.contains(
                #"note: fix-it: row: VStack { Text("spacing: 12, foregroundColor(") }.foregroundColor(.red)"#),
            "\(result.stdout)")
    }
}
