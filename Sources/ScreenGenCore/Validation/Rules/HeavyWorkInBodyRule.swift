/// body and init stay cheap: sorting, filtering and I/O happen in the model or a load.
struct HeavyWorkInBodyRule: Rule {
    static let readsApps = true

    static let description = RuleDescription(
        id: "heavy-work-in-body",
        severity: .warning,
        summary:
            "A row, destination, section's items or state initial value sorts, filters or reduces a collection, or reads a file or the network.",
        rationale: """
            Rows, destinations, a section's `items` and a picker's `options` are evaluated in `body`, \
            which SwiftUI re-runs on every change it observes; a state's initial value is evaluated every time the view is initialised. Sorting, \
            filtering, reducing or reading data there repeats the work on each pass. Do it once: in the \
            load's call or the store (the spec's `loads` and `store`), or in a computed property of the \
            user's model, and pass the prepared value to the row. A section's in-memory collection says \
            what it shows of it with `filter`, `sort` and `matching`, which its store applies when the \
            collection or a value they read changes, and `body` reads the result.
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
            """,
            """
            screen: Drafts
            loads:
              - { name: authors, type: "[Author]", call: Catalog.authors() }
            content:
              sections:
                - { load: authors, element: author, row: ↓'Text("\\(author.posts.filter(\\.isDraft).count) drafts")' }
            """,
            """
            screen: Orders
            environment:
              - { name: model, type: OrderBook, preview: OrderBook.preview }
            content:
              sections:
                - { items: ↓"model.orders.filter { $0.status == .placed }", element: order, row: "OrderRow(order: order)" }
            """,
            """
            screen: Avatar
            state:
              - { name: image, type: Data, initial: ↓"(try? Data(contentsOf: Avatar.url)) ?? Data()" }
            """,
        ],
        nonTriggering: [
            """
            screen: Author
            loads:
              - { name: authors, type: "[Author]", call: "Catalog.authors(sortedBy: .date)" }
            content:
              sections:
                - { load: authors, element: author, row: "AuthorRow(author: author, posts: author.recentPosts)" }
            """,
            """
            screen: Residents
            inputs:
              - { name: viewModel, type: ResidentsModel, preview: ResidentsModel.preview }
            loads:
              - { name: people, type: "[Person]", call: Catalog.people() }
              - { name: tags, type: "[TagGroup]", call: Catalog.tagGroups() }
            content:
              sections:
                - { load: people, element: person, row: "PersonRow(person: person, isResident: viewModel.filter == .residents)" }
                - { load: tags, element: group, row: "TagCloud(group: group, onAdd: { group.tags.append(contentsOf: $0) })" }
            """,
            """
            screen: Orders
            environment:
              - { name: model, type: OrderBook, preview: OrderBook.preview }
            content:
              sections:
                - { items: "model.orders(with: .placed)", element: order, row: "OrderRow(order: order)" }
            """,
        ])

    /// Collection methods that sort, filter or reduce, matched as calls (`.filter(…)`,
    /// `.filter { … }`): `viewModel.filter == .residents` reads a property.
    static let collectionWork: Set<String> = ["sorted", "filter", "reduce", "compactMap", "flatMap"]
    /// Types whose use reads files or the network.
    static let ioTypes: Set<String> = ["URLSession", "FileManager"]
    /// The labels of initializers that read a file or a URL: `Data(contentsOf:)`,
    /// `String(contentsOfFile:)`; `append(contentsOf:)` reads nothing.
    static let readingLabels: Set<String> = ["contentsOf", "contentsOfFile"]

    /// Every word the rule looks for.
    static let words = collectionWork.union(ioTypes).union(readingLabels)
    /// The token bits (`TokenPattern.bit`) of `words`: an expression with none of them does no
    /// heavy work.
    static let wordsMask = TokenPattern.mask(of: Array(words))
    /// The first bytes and lengths of `words`: a token of another shape is none of them, known
    /// without hashing it into the three sets.
    static let wordShapes = TokenShapes(words)

    /// The first heavy work the expression does, as the message names it.
    static func work(in expression: SpecExpression) -> String? {
        guard expression.tokenMask & wordsMask != 0 else { return nil }
        let tokens = expression.tokens
        for (index, token) in tokens.enumerated()
        where wordShapes.mayBeOne(token) && expression.token(index).kind == .identifier {
            let previous = index > 0 ? tokens[index - 1] : ""
            let next = index + 1 < tokens.count ? tokens[index + 1] : ""
            if collectionWork.contains(token) && previous == "." && (next == "(" || next == "{") { return ".\(token)" }
            if ioTypes.contains(token) { return token }
            if readingLabels.contains(token) && previous == "(" && next == ":" && index > 1
                && expression.token(index - 2).kind == .identifier && tokens[index - 2].first?.isUppercase == true
            {
                return "\(tokens[index - 2])(\(token):)"
            }
        }
        return nil
    }

    /// The expressions `body` evaluates on every pass, and a state's initial value.
    static func evaluatedInBodyOrInit(_ role: SpecExpression.Role) -> Bool {
        role.isView || [.stateInitial, .items, .fieldOptions, .tabBadge].contains(role)
    }

    func validate(_ input: RuleInput) -> [RuleViolation] {
        SpecExpressions.scan(input, roles: Self.evaluatedInBodyOrInit) { expression in
            guard let form = Self.work(in: expression) else { return nil }
            let place = expression.role == .stateInitial ? "on every init of the view" : "on every body pass"
            return RuleViolation(
                "\(expression.what) runs \(form) \(place)", at: expression.location, entry: expression.entry,
                fixIt: expression.role == .items
                    ? "name the whole collection in 'items' (a store property) and say what the rows show of it "
                        + "with 'filter', 'sort' and 'matching': the store shapes it again only when it changes"
                    : "prepare the value in the load's call or the store, or a computed property of the model")
        }
    }
}
