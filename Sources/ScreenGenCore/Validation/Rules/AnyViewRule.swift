/// Type erasure hides structure; branching is @ViewBuilder's job.
struct AnyViewRule: Rule {
    static let readsApps = true

    static let description = RuleDescription(
        id: "any-view",
        severity: .warning,
        summary: "An expression or type uses `AnyView`.",
        rationale: """
            `AnyView` erases the view's type: SwiftUI can no longer see the structure, which costs \
            diffing performance and breaks identity-sensitive transitions. Routine branching belongs in a \
            `@ViewBuilder` function, a `Group` or a generic view — in the user's row or destination view. \
            The generator never erases types; only an API that really stores heterogeneous views needs \
            `AnyView`, and then a suppression with that reason says so.
            """,
        source: "000 · Common mistakes (AnyView for routine branching); 001 · anti-patterns; 002 · anti-patterns",
        digest: [26],
        triggering: [
            """
            screen: Feed
            loads:
              - { name: posts, type: "[Post]", call: Catalog.posts() }
            content:
              sections:
                - { load: posts, element: post, row: ↓"AnyView(PostRow(post: post))" }
            """
        ],
        nonTriggering: [
            """
            screen: Feed
            loads:
              - { name: posts, type: "[Post]", call: Catalog.posts() }
            content:
              sections:
                - { load: posts, element: post, row: "PostRow(post: post)" }
            """
        ])

    /// Read once: a `String` pattern was checked for being one name on every expression.
    static let anyView: TokenPattern = "AnyView"

    func validate(_ input: RuleInput) -> [RuleViolation] {
        SpecExpressions.scan(input) { expression in
            guard expression.contains(Self.anyView) else { return nil }
            return RuleViolation(
                "\(expression.what) erases the view's type with AnyView", at: expression.location,
                entry: expression.entry,
                fixIt: "return the view itself; branch with @ViewBuilder or Group inside the row's own view")
        }
    }
}
