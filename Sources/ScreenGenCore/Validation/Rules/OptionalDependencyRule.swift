/// A required dependency stays required; previews install a stand-in instead.
struct OptionalDependencyRule: Rule {
    static let readsApps = true

    static let description = RuleDescription(
        id: "optional-dependency",
        severity: .warning,
        summary: "An environment type or a store dependency type is optional.",
        rationale: """
            Making a dependency optional so that a preview stops crashing hides the missing injection in \
            the app too, and every use site must now decide what `nil` means. Keep it required and give \
            previews a deterministic value (the entry's `preview:`, which the generator installs in every \
            preview).
            """,
        source: "000 · Common mistakes (do not make a required dependency optional to stop a preview crashing)",
        digest: [34],
        triggering: [
            """
            screen: Feed
            environment:
              - { name: client, type: ↓FeedClient?, preview: FeedClient.preview }
            """
        ],
        nonTriggering: [
            """
            screen: Feed
            environment:
              - { name: client, type: FeedClient, preview: FeedClient.preview }
            store:
              dependencies:
                - { name: lookup, type: "(Post.ID) -> Post?", preview: "{ _ in nil }" }
                - { name: sorter, type: "Dictionary<String, () -> Int?>", preview: "[:]" }
            """
        ])

    func validate(_ input: RuleInput) -> [RuleViolation] {
        SpecExpressions.scan(input, roles: { $0 == .environmentType || $0 == .dependencyType }) { expression in
            let type = SwiftTypeName.normalized(expression.text)
            let wrapped: String
            if Self.isFunctionType(expression) {
                return nil
            } else if type.hasSuffix("?") || type.hasSuffix("!") {
                wrapped = String(type.dropLast())
            } else if type.hasPrefix("Optional<"), type.hasSuffix(">") {
                wrapped = String(type.dropFirst("Optional<".count).dropLast())
            } else {
                return nil
            }
            return RuleViolation(
                "\(expression.what), \(expression.text), is optional", at: expression.location, entry: expression.entry,
                fixIt: "type: \(wrapped), with a deterministic preview value")
        }
    }

    /// Whether the type is a function type: an `->` outside brackets and generic arguments.
    /// `() -> FeedClient?` returns an optional; the dependency itself is required.
    static func isFunctionType(_ expression: SpecExpression) -> Bool {
        var angles = 0
        for (index, token) in expression.tokens.enumerated() where expression.token(index).depth == 0 {
            if token == "->" {
                if angles == 0 { return true }
            } else if expression.token(index).kind == .operator {
                angles += token.filter { $0 == "<" }.count - token.filter { $0 == ">" }.count
            }
        }
        return false
    }
}
