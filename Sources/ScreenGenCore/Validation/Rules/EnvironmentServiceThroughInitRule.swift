/// A service the screen reads from the environment reaches its store from there, not from the parent.
struct EnvironmentServiceThroughInitRule: Rule {
    static let description = RuleDescription(
        id: "environment-service-through-init",
        severity: .warning,
        summary: "A store dependency from `init` has the name of a value the screen reads from the environment.",
        rationale: """
            Shared services live in the environment; feature-local values are explicit initialiser \
            inputs. A store dependency that the screen also reads from the environment asks every \
            parent to pass a service it already installed, and the two can disagree (a preview, or a \
            parent that holds another account's client). Mark the dependency `source: environment`: the \
            view hands its environment value to the store before each load, and previews install it \
            once, through the environment entry.
            """,
        source:
            "000 · Architecture (inject services and shared models through @Environment); 001 · state ownership (shared app services in @Environment, explicit initialiser injection for feature-local dependencies)",
        digest: [2],
        triggering: [
            """
            screen: Followers
            environment:
              - { name: client, type: FeedClient, preview: FeedClient.preview }
            store:
              dependencies:
                - { name: ↓client, type: FeedClient, preview: FeedClient.preview }
            """
        ],
        nonTriggering: [
            """
            screen: Followers
            environment:
              - { name: client, type: FeedClient, preview: FeedClient.preview }
            store:
              dependencies:
                - { name: authorID, type: Author.ID, preview: Author.sample.id }
                - { name: client, type: FeedClient, source: environment }
            """
        ])

    func validate(_ input: RuleInput) -> [RuleViolation] {
        let environment = Set(input.spec.environment.map(\.name.value))
        return (input.spec.store?.dependencies ?? []).compactMap { dependency in
            guard !dependency.isFromEnvironment, environment.contains(dependency.name.value) else { return nil }
            return RuleViolation(
                "store dependency '\(dependency.name.value)' comes from init, but the screen reads "
                    + "'\(dependency.name.value)' from the environment", at: dependency.name.location,
                entry: dependency.location, fixIt: "source: environment, without 'preview'")
        }
    }
}
