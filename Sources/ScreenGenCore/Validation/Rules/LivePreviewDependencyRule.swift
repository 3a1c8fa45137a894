/// Previews run with deterministic stand-ins, never live services or shared singletons.
struct LivePreviewDependencyRule: Rule {
    static let description = RuleDescription(
        id: "live-preview-dependency",
        severity: .warning,
        summary:
            "A preview value looks live: `.live`, `.shared`, `.production`, `URLSession`, `UserDefaults.standard`; `.default` or `.standard` for a service.",
        rationale: """
            A preview that talks to the network, a signed-in account, the production database or a \
            global singleton is slow, flaky and shows whatever the world holds today instead of the \
            state it is named after. Install deterministic values (`.preview`, `.empty`, `.failing`, an \
            in-memory store). The rule goes by the conventional names of live instances: `.live`, \
            `.liveValue`, `.production`, `.shared`, any `URLSession`, `UserDefaults.standard`, \
            `FileManager.default`, `NotificationCenter.default` — and, for a service (an environment \
            `type` or a store dependency), `.default` and `.standard`.
            """,
        source:
            "000 · Workflow, common mistakes (no live network, authentication, production database or global singletons in previews); 001 · previews",
        digest: [33],
        triggering: [
            """
            screen: Feed
            environment:
              - { name: client, type: FeedClient, preview: ↓FeedClient.default }
            """,
            """
            screen: Feed
            store:
              dependencies:
                - { name: session, type: URLSession, preview: ↓URLSession.shared }
            """,
        ],
        nonTriggering: [
            """
            screen: Feed
            environment:
              - { name: client, type: FeedClient, preview: FeedClient.preview }
            inputs:
              - { name: theme, type: Theme, preview: Theme.default }
            store:
              dependencies:
                - { name: defaults, type: UserDefaults, preview: 'UserDefaults(suiteName: "preview")!' }
            """
        ])

    static let live: [TokenPattern] = [
        ".live", ".liveValue", ".production", ".shared", "URLSession", "UserDefaults.standard", "FileManager.default",
        "NotificationCenter.default",
    ]
    /// Live only for a service: `Theme.default` is a fine input, `FeedClient.default` is the real client.
    static let liveService: [TokenPattern] = [".default", ".standard"]

    func validate(_ input: RuleInput) -> [RuleViolation] {
        let services =
            input.spec.environment.filter { $0.type != nil }.map(\.location)
            + (input.spec.store?.dependencies ?? []).map(\.location)
        return SpecExpressions.scan(input, roles: \.isPreviewValue) { expression in
            let isService = expression.entry.map(services.contains) ?? false
            guard
                let form = expression.firstMatch(Self.live)
                    ?? (isService ? expression.firstMatch(Self.liveService) : nil)
            else { return nil }
            return RuleViolation(
                "\(expression.what), '\(expression.text)', looks live (\(form))", at: expression.location,
                entry: expression.entry, fixIt: "install a deterministic value: a preview, empty or failing stand-in")
        }
    }
}
