/// MV by default: a view model needs a stated reason.
struct ViewModelWithoutReasonRule: Rule {
    static let description = RuleDescription(
        id: "view-model-without-reason",
        severity: .warning,
        summary: "A view model is introduced without a stated reason.",
        rationale: """
            Views are thin expressions of state; models and services own the logic, and a large screen is \
            split into subviews rather than given a view model. A view model is for code that already uses \
            them, so the spec says why in `architecture.reason`.
            """,
        source: "000 · Architecture: Model-View (MV) pattern; 001 · state ownership",
        digest: [1, 2],
        triggering: [
            """
            screen: Orders
            architecture: ↓viewModel
            """,
            """
            screen: Orders
            architecture:
              style: ↓viewModel
            """,
        ],
        nonTriggering: [
            """
            screen: Orders
            """,
            """
            screen: Orders
            architecture:
              style: viewModel
              reason: The Orders module already uses view models.
            """,
        ])

    func validate(_ input: RuleInput) -> [RuleViolation] {
        let architecture = input.spec.architecture
        guard architecture.style.value == .viewModel, (architecture.reason ?? "").isEmpty else { return [] }
        return [
            RuleViolation(
                "a view model without a reason; MV is the default", at: architecture.style.location,
                fixIt: "write architecture: { style: viewModel, reason: … }, or drop it for MV")
        ]
    }
}
