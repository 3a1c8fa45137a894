/// iOS 17+ uses Observation; the ObservableObject family is the legacy mapping for older targets.
struct LegacyObservationRule: Rule {
    static let readsApps = true

    static let description = RuleDescription(
        id: "legacy-observation",
        severity: .error,
        summary:
            "A type or expression uses ObservableObject, @Published, @StateObject, @ObservedObject or @EnvironmentObject.",
        rationale: """
            From iOS 17 shared state is an `@Observable` class: owned with `@State`, received as a plain \
            `let` (or `@Bindable` for bindings), shared with `@Environment(Type.self)`. `ObservableObject`, \
            `@Published`, `@StateObject`, `@ObservedObject` and `@EnvironmentObject` are only for targets \
            below iOS 17, which screengen does not generate yet (`unsupported-target`); on iOS 17+ mixing \
            them in re-renders whole views on every change and defeats the per-property tracking.
            """,
        source:
            "000 · @Observable ownership rules, legacy ObservableObject, review checklist; 001 · general rules; 002 · anti-patterns",
        digest: [7],
        triggering: [
            """
            screen: Settings
            inputs:
              - { name: settings, type: ↓ObservedObject<SettingsModel>, preview: SettingsModel() }
            """,
            """
            screen: Orders
            sheets:
              - { case: edit, destination: ↓"EditView().environmentObject(OrderModel())" }
            """,
        ],
        nonTriggering: [
            """
            screen: Settings
            inputs:
              - { name: settings, type: SettingsModel, ownership: bindable, preview: SettingsModel() }
            """
        ])

    static let legacy: [TokenPattern] = [
        "ObservableObject", "Published", "StateObject", "ObservedObject", "EnvironmentObject", "environmentObject",
        "objectWillChange",
    ]

    func validate(_ input: RuleInput) -> [RuleViolation] {
        SpecExpressions.scan(input) { expression in
            guard let name = expression.firstMatch(Self.legacy) else { return nil }
            return RuleViolation(
                "\(expression.what) uses '\(name)', the pre-iOS 17 observation API", at: expression.location,
                entry: expression.entry,
                fixIt: "an @Observable class: @State to own it, a plain let or ownership: bindable to receive it, "
                    + "@Environment(Type.self) (an environment entry with type:) to share it")
        }
    }
}
