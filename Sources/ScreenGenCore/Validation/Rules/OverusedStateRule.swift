/// @State is for view-local values; a screen with many of them is holding shared state.
struct OverusedStateRule: Rule {
    static let description = RuleDescription(
        id: "overused-state",
        severity: .warning,
        summary: "A screen declares more than five `state` entries.",
        rationale: """
            `@State` is for what one view owns: a toggle, a counter, a text field's value. When a screen \
            collects many of them, some are shared state or business logic, which belongs in an \
            `@Observable` model (the spec's `store`, whose `properties` are observed per property), or the \
            screen wants splitting into subviews. Five is the threshold: more is a warning.
            """,
        source: "000 · Common mistakes (overusing @State; shared state belongs in @Observable)",
        digest: [10],
        triggering: [
            """
            screen: Checkout
            state:
              - { name: name, type: String, initial: '""' }
              - { name: street, type: String, initial: '""' }
              - { name: city, type: String, initial: '""' }
              - { name: zip, type: String, initial: '""' }
              - { name: country, type: String, initial: '""' }
              - ↓{ name: note, type: String, initial: '""' }
            """
        ],
        nonTriggering: [
            """
            screen: Checkout
            state:
              - { name: note, type: String, initial: '""' }
            store:
              properties:
                - { name: name, type: String, initial: '""' }
                - { name: street, type: String, initial: '""' }
                - { name: city, type: String, initial: '""' }
                - { name: zip, type: String, initial: '""' }
                - { name: country, type: String, initial: '""' }
            """
        ])

    static let limit = 5

    func validate(_ input: RuleInput) -> [RuleViolation] {
        let state = input.spec.state
        guard state.count > Self.limit else { return [] }
        return [
            RuleViolation(
                "\(state.count) state entries; more than \(Self.limit) means shared state lives in the view",
                at: state[Self.limit].location,
                fixIt: "move the shared values to store.properties (an @Observable store), or split the screen")
        ]
    }
}
