/// body and init stay cheap: sorting, filtering and I/O happen in the model or a load.
struct HeavyWorkInBodyRule: Rule {
    static let description = RuleDescription(
        id: "heavy-work-in-body",
        severity: .warning,
        summary:
            "A row, destination or state initial value sorts, filters or reduces a collection, or reads a file or the network.",
        rationale: """
            Rows and destinations are evaluated in `body`, which SwiftUI re-runs on every change it \
            observes; a state's initial value is evaluated every time the view is initialised. Sorting, \
            filtering, reducing or reading data there repeats the work on each pass. Do it once: in the \
            load's call or the store (the spec's `loads` and `store`), or in a computed property of the \
            user's model, and pass the prepared value to the row.
            """,
        source:
            "000 · Performance guide, common mistakes, review checklist (no heavy computation in body); 002 · anti-patterns (no async work in body or init)",
        digest: [17],
        triggering: [
            """
            screen: Author
            loads:
              - { name: authors, type: "[Author]", call: Catalog.authors() }
            content:
              sections:
                - { load: authors, element: author, row: ↓"AuthorRow(author: author, posts: author.posts.sorted { $0.date > $1.date })" }
            """
        ],
        nonTriggering: [
            """
            screen: Author
            loads:
              - { name: authors, type: "[Author]", call: "Catalog.authors(sortedBy: .date)" }
            content:
              sections:
                - { load: authors, element: author, row: "AuthorRow(author: author, posts: author.recentPosts)" }
            """
        ])

    static let work = [
        ".sorted", ".filter", ".reduce", ".compactMap", ".flatMap", "contentsOf:", "contentsOfFile:", "URLSession",
        "FileManager",
    ]

    func validate(_ input: RuleInput) -> [RuleViolation] {
        SpecExpressions.scan(input, roles: { $0.isView || $0 == .stateInitial }) { expression in
            guard let form = expression.firstMatch(Self.work) else { return nil }
            let place = expression.role == .stateInitial ? "on every init of the view" : "on every body pass"
            return RuleViolation(
                "\(expression.what) runs \(form) \(place)", at: expression.location, entry: expression.entry,
                fixIt: "prepare the value in the load's call or the store, or a computed property of the model")
        }
    }
}
