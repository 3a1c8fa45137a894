/// `foregroundStyle(_:)` takes semantic styles and hierarchical levels; `foregroundColor` only a color.
struct ForegroundColorRule: Rule {
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
            """
        ])

    func validate(_ input: RuleInput) -> [RuleViolation] {
        SpecExpressions.scan(input, roles: { !$0.isType }) { expression in
            guard expression.contains(".foregroundColor(") else { return nil }
            return RuleViolation(
                "\(expression.what) uses foregroundColor(_:)", at: expression.location, entry: expression.entry,
                fixIt:
                    "\(expression.role.key): \(expression.text.replacingOccurrences(of: "foregroundColor(", with: "foregroundStyle("))"
            )
        }
    }
}
