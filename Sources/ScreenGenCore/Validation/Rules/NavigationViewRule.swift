/// NavigationView is deprecated; the owner's NavigationStack holds the flow.
struct NavigationViewRule: Rule {
    static let readsApps = true

    static let description = RuleDescription(
        id: "navigation-view",
        severity: .error,
        summary: "An expression uses `NavigationView`.",
        rationale: """
            `NavigationView` is deprecated. Navigation is a `NavigationStack` with a `Hashable` route enum \
            and one `navigationDestination(for:)`, owned by the screen that owns the flow \
            (`navigation: owner` with `routes:`); destinations push through its router and never wrap \
            themselves in a second stack.
            """,
        source:
            "000 · Common mistakes, review checklist (NavigationStack, not NavigationView); 002 · type-safe navigation",
        digest: [19],
        triggering: [
            """
            screen: Settings
            sheets:
              - { case: help, destination: ↓"NavigationView { HelpView() }" }
            """
        ],
        nonTriggering: [
            """
            screen: Settings
            sheets:
              - { case: help, destination: "NavigationStack { HelpView() }" }
            """
        ])

    /// Read once: a `String` pattern was checked for being one name on every expression.
    static let navigationView: TokenPattern = "NavigationView"

    func validate(_ input: RuleInput) -> [RuleViolation] {
        SpecExpressions.scan(input) { expression in
            guard expression.contains(Self.navigationView) else { return nil }
            return RuleViolation(
                "\(expression.what) uses the deprecated NavigationView", at: expression.location,
                entry: expression.entry,
                fixIt: expression.role == .routeDestination
                    ? "drop the NavigationView: the flow's NavigationStack already holds the destination"
                    : "\(expression.role.key): \(expression.text.replacingLiterally("NavigationView", with: "NavigationStack"))"
            )
        }
    }
}
