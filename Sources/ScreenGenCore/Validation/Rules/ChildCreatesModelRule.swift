/// A model has one owner; every other screen receives it.
struct ChildCreatesModelRule: Rule {
    static let description = RuleDescription(
        id: "child-creates-model",
        severity: .warning,
        summary:
            "A screen creates a store it should receive: another screen of the run owns the same type, it also takes one as an input, or a `state` entry holds another screen's store.",
        rationale: """
            `@State private var store = Store()` makes the view the owner: the store lives as long as the \
            view's identity. A child that creates its own copy of a model its parent already owns works on \
            different data, and loses it whenever the parent re-creates the child. Exactly one screen owns \
            a model (`ownership: owned`); the others receive it (`received`, `bindable`) or read it from the \
            environment (`environment`).
            """,
        source:
            "002 · anti-patterns (view models created with @State in child views that do not own the data); 000 · ownership rules",
        digest: [5, 4],
        triggering: [
            """
            screen: OrderDetail
            inputs:
              - { name: orders, type: ↓OrderStore, preview: OrderStore() }
            store:
              type: OrderStore
            """,
            """
            screen: OrderRow
            state:
              - { name: orders, type: ↓FeedStore, initial: FeedStore() }
            store:
              type: FeedStore
              ownership: received
            """,
        ],
        nonTriggering: [
            """
            screen: OrderDetail
            store:
              type: OrderStore
              ownership: received
            """
        ])

    /// The screen's store type (the generator's default name when the spec gives none), normalized
    /// for comparing with the types the spec writes.
    static func storeType(_ facts: ScreenFacts) -> String? {
        // The type name alone: `store.map` copied the store's facts to read it.
        (facts.store?.typeName).map(SwiftTypeName.normalized)
    }

    func validate(_ input: RuleInput) -> [RuleViolation] {
        let spec = input.spec
        var out: [RuleViolation] = []
        if input.facts.ownsStore, let type = Self.storeType(input.facts), let store = spec.store {
            let at = store.type?.location ?? store.ownership.location
            // One warning per screen, naming the first other owner and counting the rest: a warning
            // per pair was 999,000 lines for 1,000 screens sharing a store type.
            let owners = input.run.ownersByStoreType[type] ?? []
            if let other = owners.first(where: { $0.file != spec.file || $0.screen != spec.screen.value }) {
                let rest = owners.count - 2  // neither this screen nor `other`
                let others =
                    rest <= 0
                    ? "so does \(other.screen) (\(other.file))"
                    : "so do \(other.screen) (\(other.file)) and \(rest) other screen\(rest == 1 ? "" : "s")"
                out.append(
                    RuleViolation(
                        "\(spec.screen.value) owns \(type), and \(others): one of them works on a copy", at: at,
                        entry: store.location,
                        fixIt: "ownership: received (or bindable, or environment) in the screen that does not own it"))
            }
            for input in spec.inputs where SwiftTypeName.normalized(input.type.value) == type {
                out.append(
                    RuleViolation(
                        "input '\(input.name.value)' receives \(type), but the screen also creates its own",
                        at: input.type.location, entry: input.location,
                        fixIt: "store: { type: \(type), ownership: received } instead of the input"))
            }
        }
        for state in spec.state where input.run.storeTypes.contains(SwiftTypeName.normalized(state.type.value)) {
            out.append(
                RuleViolation(
                    "state '\(state.name.value)' creates \(state.type.value), a screen's store, as @State",
                    at: state.type.location, entry: state.location,
                    fixIt:
                        "receive it: an input (ownership: let or bindable), or the store key with ownership: received"))
        }
        return out
    }
}
