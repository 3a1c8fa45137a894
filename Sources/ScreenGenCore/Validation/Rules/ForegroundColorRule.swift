/// `foregroundStyle(_:)` takes semantic styles and hierarchical levels; `foregroundColor` only a color.
struct ForegroundColorRule: Rule {
    static let readsApps = true

    static let description = RuleDescription(
        id: "foreground-color",
        severity: .warning,
        summary: "An expression uses `foregroundColor(_:)`.",
        rationale: """
            `foregroundColor(_:)` is deprecated in favour of `foregroundStyle(_:)`, which accepts the \
            semantic and hierarchical styles (`.secondary`, `.tint`) that adapt to light and dark mode and \
            to accessibility settings. The replacement is mechanical.
            """,
        source: "000 · Common mistakes, review checklist (foregroundStyle over foregroundColor), HIG alignment",
        digest: [28],
        triggering: [
            """
            screen: Feed
            loads:
              - { name: posts, type: "[Post]", call: Catalog.posts() }
            content:
              sections:
                - { load: posts, element: post, row: ↓"PostRow(post: post).foregroundColor(.secondary)" }
            """
        ],
        nonTriggering: [
            """
            screen: Feed
            loads:
              - { name: posts, type: "[Post]", call: Catalog.posts() }
            content:
              sections:
                - { load: posts, element: post, row: "PostRow(post: post).foregroundStyle(.secondary)" }
            """,
            """
            screen: Docs
            loads:
              - { name: pages, type: "[Page]", call: Catalog.pages() }
            content:
              sections:
                - { load: pages, element: page, row: 'PageRow(page: page, hint: "use .foregroundColor(_:) no more")' }
            """,
        ])

    func validate(_ input: RuleInput) -> [RuleViolation] {
        SpecExpressions.scan(input, roles: { !$0.isType }) { expression in
            let calls = Self.calls(in: expression)
            guard !calls.isEmpty else { return nil }
            let fixed = expression.fragment.replacing(calls.map { (expression.token($0).range, "foregroundStyle") })
            return RuleViolation(
                "\(expression.what) uses foregroundColor(_:)", at: expression.location, entry: expression.entry,
                fixIt: "\(expression.role.key): \(fixed)")
        }
    }

    static let call: TokenPattern = ".foregroundColor("

    /// The `foregroundColor` of each `.foregroundColor(` call, by index in the expression's tokens
    /// (in code only: a string literal that says so is left alone by the fix-it).
    static func calls(in expression: SpecExpression) -> [Int] {
        var found: [Int] = []
        var from = 0
        while let dot = expression.index(of: Self.call, from: from) {
            found.append(dot + 1)
            from = dot + 1
        }
        return found
    }
}
