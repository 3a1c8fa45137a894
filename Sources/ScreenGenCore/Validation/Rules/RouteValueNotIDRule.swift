/// Routes carry IDs: the destination loads the current model, and a deep link can build the route.
struct RouteValueNotIDRule: Rule {
    static let description = RuleDescription(
        id: "route-value-not-id",
        severity: .warning,
        summary: "A route's value is a whole model — a type some load of the run returns — rather than its ID.",
        rationale: """
            A route value is hashed into the navigation path, restored with it and built from deep-link \
            URLs. A whole model makes the path heavy, shows a stale copy after the model changes, and \
            cannot come from a URL; its ID does all three right, and the destination loads the model. \
            The rule only reports a value type that is also a load's result or element type somewhere in \
            the run, so it knows the type is a model.
            """,
        source:
            "000 · review checklist (type-safe routing); 001 · enum routes and deep links; 002 · type-safe NavigationStack",
        digest: [19, 23],
        triggering: [
            """
            screen: Feed
            loads:
              - { name: posts, type: "[Post]", call: Catalog.posts() }
            content:
              sections:
                - { load: posts, element: post, row: "PostRow(post: post)" }
            routes:
              - { case: post, value: ↓Post, destination: "PostView(post: value)" }
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
            routes:
              - { case: post, value: Post.ID, destination: "PostView(id: value)", path: "/posts/{value}" }
            """
        ])

    func validate(_ input: RuleInput) -> [RuleViolation] {
        let models = input.run.loadedTypes
        return SpecExpressions.scan(input, roles: { $0 == .routeValue }) { expression in
            let type = SwiftTypeName.normalized(expression.text)
            guard models.contains(type), !NonIdentifiableItemsRule.isPlain(type) else { return nil }
            return RuleViolation(
                "\(expression.what) is the model \(type), not its ID", at: expression.location, entry: expression.entry,
                fixIt: "value: \(type).ID, and let the destination load the \(type)")
        }
    }
}
